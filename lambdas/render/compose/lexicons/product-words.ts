/**
 * The products adverts name that the engine draws (illustrations/products.ts), in each language's
 * words: a coffee grinder (never the coffee it grinds), a water bottle (never a lotion bottle), a
 * desk lamp, a dog's bed (never a person's), earbuds and a watch, and "the product" itself, drawn
 * as a product box, as are products with no picture of their own; skincare and beauty as their
 * kinds (a serum's dropper bottle, a cream's jar, a perfume, a pump bottle of shampoo, a tube of
 * sunscreen, a sheet mask's sachet, a lipstick); an electric scooter (never a child's kick scooter) and a
 * skateboard. Spread first into each lexicon's nouns, so a
 * language's own entry for a word wins.
 */
import type { ConceptId } from '../concepts';
import type { SettingId } from '../scene-graph';
import { withAudiences } from './audience-words';
import { GOODS_WORDS } from './household-goods-words';

const NAMED: Record<'en' | 'fr' | 'de' | 'es' | 'it' | 'pt' | 'nl' | 'ja', Record<string, ConceptId>> = {
  en: {
    'e scooter': 'e-scooter', escooter: 'e-scooter', 'electric scooter': 'e-scooter', 'electric kick scooter': 'e-scooter', 'folding scooter': 'e-scooter',
    skateboard: 'skateboard', 'electric skateboard': 'skateboard', longboard: 'skateboard',
    serum: 'serum', 'face serum': 'serum', 'facial serum': 'serum', 'face oil': 'serum', 'facial oil': 'serum', 'dropper bottle': 'serum', 'serum bottle': 'serum',
    'perfume bottle': 'perfume', 'bottle of perfume': 'perfume', 'cream jar': 'cream', 'jar of cream': 'cream',
    cream: 'cream', 'face cream': 'cream', 'day cream': 'cream', 'night cream': 'cream', 'eye cream': 'cream', moisturiser: 'cream', moisturizer: 'cream', 'body butter': 'cream', balm: 'cream',
    perfume: 'perfume', fragrance: 'perfume', cologne: 'perfume', 'eau de parfum': 'perfume', 'eau de toilette': 'perfume',
    'body wash': 'lotion', 'shower gel': 'lotion', conditioner: 'lotion', 'body lotion': 'lotion', 'pump bottle': 'lotion',
    sunscreen: 'tube', 'sun cream': 'tube', suncream: 'tube', 'hand cream': 'tube', cleanser: 'tube', 'face wash': 'tube', toothpaste: 'tube', tube: 'tube',
    'sheet mask': 'face-mask', 'face mask': 'face-mask', 'facial mask': 'face-mask', 'beauty mask': 'face-mask', 'lip gloss': 'lipstick',
    grinder: 'grinder', 'coffee grinder': 'grinder', 'burr grinder': 'grinder', 'coffee mill': 'grinder', 'spice grinder': 'grinder',
    'water bottle': 'water-bottle', 'drinks bottle': 'water-bottle', 'sports bottle': 'water-bottle', flask: 'water-bottle',
    lamp: 'lamp', 'desk lamp': 'lamp', 'reading lamp': 'lamp', 'table lamp': 'lamp', product: 'product', 'the product': 'product',
    'dog bed': 'dog-bed', 'pet bed': 'dog-bed', 'cat bed': 'dog-bed', 'dog basket': 'dog-bed',
    wristwatch: 'watch', headphone: 'headphones', earphones: 'headphones', earbud: 'headphones',
    // Products with no picture of their own: their box, in the brand's colour, never another machine.
    juicer: 'product', 'cold-press juicer': 'product', 'air fryer': 'product', 'wine cooler': 'product', diffuser: 'product',
    humidifier: 'product', dehumidifier: 'product', 'air purifier': 'product', gadget: 'product',
    // Named by what they serve, never drawn as it: a tea towel is no cup of tea, a wine rack no glass of wine.
    'tea towel': 'product', 'wine rack': 'product',
  },
  fr: {
    'trottinette électrique': 'e-scooter', 'trottinette electrique': 'e-scooter', skateboard: 'skateboard', 'planche à roulettes': 'skateboard',
    sérum: 'serum', 'sérum visage': 'serum', crème: 'cream', 'crème visage': 'cream', 'crème hydratante': 'cream', hydratant: 'cream', parfum: 'perfume', 'eau de parfum': 'perfume',
    shampooing: 'lotion', 'gel douche': 'lotion', 'crème solaire': 'tube', 'écran solaire': 'tube', nettoyant: 'tube', dentifrice: 'tube', 'masque visage': 'face-mask', 'masque en tissu': 'face-mask',
    'moulin à café': 'grinder', moulin: 'grinder', broyeur: 'grinder', gourde: 'water-bottle', "bouteille d'eau": 'water-bottle',
    lampe: 'lamp', 'lampe de bureau': 'lamp', 'panier pour chien': 'dog-bed', 'lit pour chien': 'dog-bed', 'coussin pour chien': 'dog-bed', produit: 'product', écouteurs: 'headphones', casque: 'headphones', montre: 'watch',
  },
  de: {
    'e scooter': 'e-scooter', elektroroller: 'e-scooter', 'elektro tretroller': 'e-scooter', skateboard: 'skateboard',
    serum: 'serum', gesichtsserum: 'serum', creme: 'cream', gesichtscreme: 'cream', feuchtigkeitscreme: 'cream', tagescreme: 'cream', nachtcreme: 'cream', parfüm: 'perfume', duft: 'perfume',
    shampoo: 'lotion', duschgel: 'lotion', sonnencreme: 'tube', handcreme: 'tube', reinigungsgel: 'tube', zahnpasta: 'tube', tuchmaske: 'face-mask', gesichtsmaske: 'face-mask',
    kaffeemühle: 'grinder', mühle: 'grinder', trinkflasche: 'water-bottle', wasserflasche: 'water-bottle', lampe: 'lamp',
    schreibtischlampe: 'lamp', hundebett: 'dog-bed', hundekorb: 'dog-bed', katzenbett: 'dog-bed', leuchte: 'lamp', produkt: 'product', ohrhörer: 'headphones', armbanduhr: 'watch',
  },
  es: {
    'patinete eléctrico': 'e-scooter', 'patinete electrico': 'e-scooter', monopatín: 'skateboard', skateboard: 'skateboard',
    sérum: 'serum', serum: 'serum', crema: 'cream', 'crema facial': 'cream', hidratante: 'cream', perfume: 'perfume', colonia: 'perfume',
    champú: 'lotion', 'gel de ducha': 'lotion', 'protector solar': 'tube', 'crema solar': 'tube', limpiador: 'tube', 'pasta de dientes': 'tube', 'mascarilla facial': 'face-mask', labial: 'lipstick',
    molinillo: 'grinder', 'molinillo de café': 'grinder', 'molino de café': 'grinder', botella: 'water-bottle', 'botella de agua': 'water-bottle',
    cantimplora: 'water-bottle', 'cama para perros': 'dog-bed', 'cama para perro': 'dog-bed', 'cama para mascotas': 'dog-bed', lámpara: 'lamp', flexo: 'lamp', 'lámpara de escritorio': 'lamp', producto: 'product',
    auriculares: 'headphones', reloj: 'watch',
  },
  it: {
    'monopattino elettrico': 'e-scooter', skateboard: 'skateboard',
    siero: 'serum', 'siero viso': 'serum', crema: 'cream', 'crema viso': 'cream', idratante: 'cream', profumo: 'perfume',
    shampoo: 'lotion', bagnoschiuma: 'lotion', 'crema solare': 'tube', detergente: 'tube', dentifricio: 'tube', 'maschera viso': 'face-mask', 'maschera in tessuto': 'face-mask',
    macinacaffè: 'grinder', macinino: 'grinder', borraccia: 'water-bottle', 'bottiglia d’acqua': 'water-bottle', lampada: 'lamp',
    'lampada da scrivania': 'lamp', cuccia: 'dog-bed', 'cuccia per cani': 'dog-bed', prodotto: 'product', auricolari: 'headphones', cuffie: 'headphones', orologio: 'watch',
  },
  pt: {
    'trotinete elétrica': 'e-scooter', 'patinete elétrico': 'e-scooter', skate: 'skateboard', skateboard: 'skateboard',
    sérum: 'serum', serum: 'serum', creme: 'cream', 'creme facial': 'cream', hidratante: 'cream', perfume: 'perfume',
    champô: 'lotion', xampu: 'lotion', 'gel de banho': 'lotion', 'protetor solar': 'tube', 'pasta de dentes': 'tube', 'máscara facial': 'face-mask',
    moedor: 'grinder', 'moedor de café': 'grinder', moinho: 'grinder', garrafa: 'water-bottle', 'garrafa de água': 'water-bottle',
    cantil: 'water-bottle', 'cama para cães': 'dog-bed', 'cama para cachorro': 'dog-bed', caminha: 'dog-bed', luminária: 'lamp', candeeiro: 'lamp', lâmpada: 'lamp', produto: 'product', relógio: 'watch',
  },
  nl: {
    'elektrische step': 'e-scooter', 'e step': 'e-scooter', skateboard: 'skateboard',
    serum: 'serum', crème: 'cream', dagcrème: 'cream', nachtcrème: 'cream', gezichtscrème: 'cream', parfum: 'perfume', geur: 'perfume',
    shampoo: 'lotion', douchegel: 'lotion', zonnebrand: 'tube', zonnebrandcrème: 'tube', handcrème: 'tube', tandpasta: 'tube', gezichtsmasker: 'face-mask', sheetmasker: 'face-mask',
    koffiemolen: 'grinder', molen: 'grinder', drinkfles: 'water-bottle', waterfles: 'water-bottle', bidon: 'water-bottle', lamp: 'lamp',
    bureaulamp: 'lamp', hondenmand: 'dog-bed', hondenbed: 'dog-bed', kattenmand: 'dog-bed', product: 'product', oordopjes: 'headphones', oortjes: 'headphones', polshorloge: 'watch',
  },
  ja: {
    電動キックボード: 'e-scooter', 電動スクーター: 'e-scooter', スケートボード: 'skateboard', スケボー: 'skateboard',
    美容液: 'serum', セラム: 'serum', クリーム: 'cream', 保湿クリーム: 'cream', 香水: 'perfume', パフューム: 'perfume',
    シャンプー: 'lotion', ボディソープ: 'lotion', 日焼け止め: 'tube', 洗顔料: 'tube', 歯磨き粉: 'tube', シートマスク: 'face-mask', フェイスマスク: 'face-mask', リップスティック: 'lipstick',
    コーヒーミル: 'grinder', ミル: 'grinder', グラインダー: 'grinder', 水筒: 'water-bottle', ボトル: 'water-bottle', タンブラー: 'water-bottle',
    ランプ: 'lamp', 犬用ベッド: 'dog-bed', ペットベッド: 'dog-bed', 犬のベッド: 'dog-bed', デスクライト: 'lamp', 電気スタンド: 'lamp', 製品: 'product', 商品: 'product', ワイヤレスイヤホン: 'headphones', 時計: 'watch',
  },
};

/** The products named, everyday goods with them (./household-goods-words.ts), each also as said for whom it is (./audience-words.ts). */
export const PRODUCT_WORDS = Object.fromEntries(
  Object.entries(NAMED).map(([language, words]) => [language, withAudiences(language as keyof typeof NAMED, { ...GOODS_WORDS[language as keyof typeof NAMED], ...words })]),
) as typeof NAMED;

/** Where skincare happens: a bathroom keeps its bathroom (illustrations/bathroom.ts), never a park or a living room. Spread into each lexicon's settings. */
export const PRODUCT_PLACES: Record<keyof typeof PRODUCT_WORDS, Record<string, SettingId>> = {
  en: { bathroom: 'bathroom', 'en-suite': 'bathroom', ensuite: 'bathroom', 'shower room': 'bathroom', 'bathroom mirror': 'bathroom', 'bathroom sink': 'bathroom' },
  fr: { 'salle de bain': 'bathroom', 'salle de bains': 'bathroom', 'salle d’eau': 'bathroom', "salle d'eau": 'bathroom' },
  de: { badezimmer: 'bathroom', bad: 'bathroom', badezimmerspiegel: 'bathroom' },
  es: { baño: 'bathroom', 'cuarto de baño': 'bathroom' },
  it: { bagno: 'bathroom', 'stanza da bagno': 'bathroom' },
  pt: { 'casa de banho': 'bathroom', banheiro: 'bathroom' },
  nl: { badkamer: 'bathroom', badkamerspiegel: 'bathroom' },
  ja: { 浴室: 'bathroom', バスルーム: 'bathroom', 洗面所: 'bathroom' },
};
