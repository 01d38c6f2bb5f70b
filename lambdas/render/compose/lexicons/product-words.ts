/**
 * The products adverts name that the engine draws (illustrations/products.ts), in each language's
 * words: a coffee grinder (never the coffee it grinds), a water bottle (never a lotion bottle), a
 * desk lamp, a dog's bed (never a person's), earbuds and a watch, and "the product" itself, drawn
 * as a product box, as are products with no picture of their own. Spread first into each lexicon's
 * nouns, so a language's own entry for a word wins.
 */
import type { ConceptId } from '../concepts';

export const PRODUCT_WORDS: Record<'en' | 'fr' | 'de' | 'es' | 'it' | 'pt' | 'nl' | 'ja', Record<string, ConceptId>> = {
  en: {
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
    'moulin à café': 'grinder', moulin: 'grinder', broyeur: 'grinder', gourde: 'water-bottle', "bouteille d'eau": 'water-bottle',
    lampe: 'lamp', 'lampe de bureau': 'lamp', 'panier pour chien': 'dog-bed', 'lit pour chien': 'dog-bed', 'coussin pour chien': 'dog-bed', produit: 'product', écouteurs: 'headphones', casque: 'headphones', montre: 'watch',
  },
  de: {
    kaffeemühle: 'grinder', mühle: 'grinder', trinkflasche: 'water-bottle', wasserflasche: 'water-bottle', lampe: 'lamp',
    schreibtischlampe: 'lamp', hundebett: 'dog-bed', hundekorb: 'dog-bed', katzenbett: 'dog-bed', leuchte: 'lamp', produkt: 'product', ohrhörer: 'headphones', armbanduhr: 'watch',
  },
  es: {
    molinillo: 'grinder', 'molinillo de café': 'grinder', 'molino de café': 'grinder', botella: 'water-bottle', 'botella de agua': 'water-bottle',
    cantimplora: 'water-bottle', 'cama para perros': 'dog-bed', 'cama para perro': 'dog-bed', 'cama para mascotas': 'dog-bed', lámpara: 'lamp', flexo: 'lamp', 'lámpara de escritorio': 'lamp', producto: 'product',
    auriculares: 'headphones', reloj: 'watch',
  },
  it: {
    macinacaffè: 'grinder', macinino: 'grinder', borraccia: 'water-bottle', 'bottiglia d’acqua': 'water-bottle', lampada: 'lamp',
    'lampada da scrivania': 'lamp', cuccia: 'dog-bed', 'cuccia per cani': 'dog-bed', prodotto: 'product', auricolari: 'headphones', cuffie: 'headphones', orologio: 'watch',
  },
  pt: {
    moedor: 'grinder', 'moedor de café': 'grinder', moinho: 'grinder', garrafa: 'water-bottle', 'garrafa de água': 'water-bottle',
    cantil: 'water-bottle', 'cama para cães': 'dog-bed', 'cama para cachorro': 'dog-bed', caminha: 'dog-bed', luminária: 'lamp', candeeiro: 'lamp', lâmpada: 'lamp', produto: 'product', relógio: 'watch',
  },
  nl: {
    koffiemolen: 'grinder', molen: 'grinder', drinkfles: 'water-bottle', waterfles: 'water-bottle', bidon: 'water-bottle', lamp: 'lamp',
    bureaulamp: 'lamp', hondenmand: 'dog-bed', hondenbed: 'dog-bed', kattenmand: 'dog-bed', product: 'product', oordopjes: 'headphones', oortjes: 'headphones', polshorloge: 'watch',
  },
  ja: {
    コーヒーミル: 'grinder', ミル: 'grinder', グラインダー: 'grinder', 水筒: 'water-bottle', ボトル: 'water-bottle', タンブラー: 'water-bottle',
    ランプ: 'lamp', 犬用ベッド: 'dog-bed', ペットベッド: 'dog-bed', 犬のベッド: 'dog-bed', デスクライト: 'lamp', 電気スタンド: 'lamp', 製品: 'product', 商品: 'product', ワイヤレスイヤホン: 'headphones', 時計: 'watch',
  },
};
