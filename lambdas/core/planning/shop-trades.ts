/**
 * The high street's trades the trade table (compositions.ts TRADES) had no row for, and more words for
 * those it has, in the seven languages the planner writes: a pharmacy, an optician, a jeweller, a
 * laundrette, a hardware shop, a shoe shop, a greengrocer, a supermarket, each with its goods and its
 * work as a picture the engine draws; and "cervecería", "chocolaterie", "salumeria", "Friseursalon",
 * "maison d’hôtes", "asilo nido", "tuincentrum", "boetiek", a German or Dutch "Pension" (a guesthouse,
 * never a retirement fund) read as the trades they are. Pure data and string work.
 */
import type { PictureLanguage, TradeName } from './picture-words';

/** A trade row as compositions.ts keeps them: its English name, its words, its goods, its names by language, its work. */
export type TradeRow = [trade: string, words: RegExp, goods: string, names: Readonly<Partial<Record<PictureLanguage, TradeName>>>, work: string];

/** Whole words, any case; a Japanese word anywhere (its script writes no spaces). */
const words = (alternatives: readonly string[]) => {
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
  const all = alternatives.flatMap((a) => a.split('|'));
  const unspaced = all.filter((w) => cjk.test(w));
  const spaced = all.filter((w) => !cjk.test(w));
  return new RegExp(`(?<![\\p{L}])(?:${spaced.join('|')})(?![\\p{L}])${unspaced.length > 0 ? `|${unspaced.join('|')}` : ''}`, 'iu');
};

/** Trades of their own, each matched before the bare shop (a "shoe shop" is no shop of anything). */
const SHOP_TRADES: readonly TradeRow[] = [
  ['pharmacy', words([
    "pharmacy|pharmacies|pharmacist|pharmacists|chemist|chemists|chemist's|drugstore|drugstores",
    'farmacia|farmacias|parafarmacia|farmacéutic[oa]s?|pharmacie|pharmacies|parapharmacie|pharmacien(?:ne)?s?',
    'apotheke|apotheken|apotheker(?:in)?|drogerie|drogeriemarkt|farmacie|farmacista|farmacisti',
    'farmácia|farmácias|drogaria|farmacêutic[oa]s?|apotheek|apotheken|drogist|drogisterij',
    'صيدلية|薬局|ドラッグストア|फ़ार्मेसी|दवा की दुकान',
  ]), 'shelves of boxed medicines',
  { es: ['farmacia', 'f'], fr: ['pharmacie', 'f'], de: ['Apotheke', 'f'], it: ['farmacia', 'f'], pt: ['farmácia', 'f'], nl: ['apotheek', 'f'], ar: 'صيدلية', ja: '薬局', hi: 'दवा की दुकान' },
  'a pharmacist handing a bag of medicine to a customer at the counter'],
  // "Fibra óptica" is broadband, no optician.
  ['optician', words([
    "opticians?|optician's|optometrists?|eyewear shops?|eyewear stores?|glasses shops?|eye care centre",
    '(?<!fibra )óptica|(?<!fibra )ópticas|óptico|opticien(?:ne)?s?|lunetterie|lunetier',
    'optiker(?:in)?|augenoptik(?:er)?|brillengeschäft|brillenladen|ottica|ottico|ottici|centro ottico',
    '(?<!fibra )ótica|oculista|brillenwinkel|brillenzaak',
    'メガネ店|眼鏡店|محل نظارات|चश्मे की दुकान',
  ]), 'glasses frames on the wall',
  { es: ['óptica', 'f'], fr: ['opticien', 'm'], de: ['Optiker', 'm'], it: ['ottica', 'f'], pt: ['ótica', 'f'], nl: ['opticien', 'm'], ar: 'محل نظارات', ja: '眼鏡店', hi: 'चश्मे की दुकान' },
  'an optician handing glasses to a customer at the counter'],
  ['jeweller', words([
    "jewell?ers|jewell?er|jeweller's|jewel(?:le)?ry shops?|jewel(?:le)?ry stores?|goldsmiths?|watchmakers?",
    'joyería|joyerías|joyer[oa]|relojería|bijouterie|bijoutier|bijoutière|joaillerie|joaillier|horlogerie|horloger',
    'juwelier(?:in|e|s)?|juweliergeschäft|schmuckgeschäft|schmuckladen|goldschmied(?:e|in)?|uhrmacher(?:in)?',
    'gioielleria|gioielliere|oreficeria|orefice|orologeria|joalharia|joalheria|ourivesaria|relojoaria|juwelierszaak|goudsmid',
    '宝石店|ジュエリーショップ|محل مجوهرات|ज्वेलरी की दुकान',
  ]), 'rings and necklaces in glass cases',
  { es: ['joyería', 'f'], fr: ['bijouterie', 'f'], de: ['Juweliergeschäft', 'n'], it: ['gioielleria', 'f'], pt: ['joalharia', 'f'], nl: ['juwelier', 'm'], ar: 'محل مجوهرات', ja: '宝石店', hi: 'ज्वेलरी की दुकान' },
  'a jeweller showing a ring to a customer at the counter'],
  ['laundrette', words([
    'laundrettes?|launderettes?|laundromats?|coin laundry|dry cleaners?|dry cleaning|laundry service',
    'lavandería|lavanderías|tintorería|tintorerías|laverie|laveries|blanchisserie|(?<=(?:le|un|au|du|votre|notre|ce)\\s)pressing|waschsalon|wäscherei|reinigung|textilreinigung',
    'lavanderia|lavanderie|tintoria|lavandaria|wasserette|wassalon|stomerij',
    'コインランドリー|クリーニング店|مغسلة ملابس|लॉन्ड्री',
  ]), 'rows of washing machines',
  { es: ['lavandería', 'f'], fr: ['laverie', 'f'], de: ['Waschsalon', 'm'], it: ['lavanderia', 'f'], pt: ['lavandaria', 'f'], nl: ['wasserette', 'f'], ar: 'مغسلة ملابس', ja: 'コインランドリー', hi: 'लॉन्ड्री' },
  'a woman reading beside the washing machines'],
  ['hardware shop', words([
    "hardware shops?|hardware stores?|diy shops?|diy stores?|ironmongers?|ironmongery|builders' merchants?",
    'ferretería|ferreterías|quincaillerie|magasin de bricolage|eisenwaren(?:handlung|laden|geschäft)?|baumarkt',
    'ferramenta|negozio di ferramenta|loja de ferragens|ferragens|ijzerwinkel|ijzerhandel|ijzerwarenwinkel|bouwmarkt|doe-het-zelfzaak',
    '金物屋|ホームセンター|محل أدوات|हार्डवेयर की दुकान',
  ]), 'tools on the shelves',
  { es: ['ferretería', 'f'], fr: ['quincaillerie', 'f'], de: ['Eisenwarenladen', 'm'], it: ['ferramenta', 'f'], pt: ['loja de ferragens', 'f'], nl: ['ijzerwinkel', 'm'], ar: 'محل أدوات', ja: '金物屋', hi: 'हार्डवेयर की दुकान' },
  'a shop assistant handing tools to a customer at the counter'],
  ['shoe shop', words([
    'shoe shops?|shoe stores?|shoe repairs?|shoe repairers?|cobblers?|shoemakers?',
    'zapatería|zapaterías|zapater[oa]|magasin de chaussures|chausseur|cordonnerie|cordonnier',
    'schuhgeschäft|schuhladen|schuhhaus|schuhmacher(?:ei)?|schuster|negozio di scarpe|negozio di calzature|calzoleria|calzolaio',
    'sapataria|sapateiro|loja de sapatos|schoenenwinkel|schoenwinkel|schoenenzaak|schoenmaker',
    '靴屋|シューズショップ|محل أحذية|जूतों की दुकान',
  ]), 'shoes on the shelves',
  { es: ['zapatería', 'f'], fr: ['magasin de chaussures', 'm'], de: ['Schuhgeschäft', 'n'], it: ['negozio di scarpe', 'm'], pt: ['sapataria', 'f'], nl: ['schoenenwinkel', 'm'], ar: 'محل أحذية', ja: '靴屋', hi: 'जूतों की दुकान' },
  'a shop assistant handing trainers to a customer at the counter'],
  // Before the greengrocer: a supermarket's brief lists its fruit and vegetables too.
  ['supermarket', words([
    "supermarkets?|grocery stores?|grocery shops?|grocer's|grocers|corner shops?|convenience stores?|minimarkets?|mini-markets?",
    'supermercados?|colmado|tienda de comestibles|tienda de alimentación|supermarché|supermarchés|supérette|superette',
    'supermarkt|supermärkte|lebensmittelladen|lebensmittelgeschäft|tante-emma-laden|späti|supermercati|supermercato|alimentari|minimarket',
    'mercearia|minimercado|buurtsuper|buurtwinkel|kruidenier|kruidenierszaak',
    'スーパーマーケット|スーパー|سوبرماركت|सुपरमार्केट',
  ]), 'shelves of groceries',
  { es: ['supermercado', 'm'], fr: ['supermarché', 'm'], de: ['Supermarkt', 'm'], it: ['supermercato', 'm'], pt: ['supermercado', 'm'], nl: ['supermarkt', 'm'], ar: 'سوبرماركت', ja: 'スーパー', hi: 'सुपरमार्केट' },
  'a customer pushing a trolley along the aisle'],
  ['greengrocer', words([
    "greengrocers?|greengrocer's|fruit and veg(?:etable)? shops?|fruit and veg(?:etable)? stores?|fruit shops?",
    'frutería|fruterías|verdulería|verdulerías|primeurs?|marchand de fruits et légumes',
    'gemüseladen|obst- und gemüseladen|obstladen|gemüsehändler(?:in)?|obsthändler(?:in)?|fruttivendol[oi]|ortofrutta',
    'frutaria|hortifrúti|hortifruti|quitanda|groenteboer|groentewinkel|groente- en fruitwinkel|fruitwinkel',
    '八百屋|محل خضار|सब्ज़ी की दुकान',
  ]), 'crates of fresh fruit and vegetables',
  { es: ['frutería', 'f'], fr: ['primeur', 'm'], de: ['Gemüseladen', 'm'], it: ['fruttivendolo', 'm'], pt: ['frutaria', 'f'], nl: ['groentewinkel', 'm'], ar: 'محل خضار', ja: '八百屋', hi: 'सब्ज़ी की दुकान' },
  'a greengrocer handing a bag of vegetables to a customer'],
];

/**
 * A retirement fund's "pension" in English ("your pension", "pension plans"); a guesthouse's elsewhere ("die Pension
 * Sonnenhof", "het pension", "la pension de famille").
 */
const PENSION = "(?<!(?:your|a|the|my|our|their|his|her|workplace|state|private|personal|company)\\s)pension(?!\\s+(?:funds?|plans?|pots?|schemes?|advice|advis[eo]rs?|wise|savings?|providers?|transfers?|contributions?|income|planning|calculators?|apps?|reviews?|checks?|trackers?|credits?|age)(?![\\p{L}]))";

/** Words the rows of compositions.ts lacked, by the trade they say. */
const MORE_WORDS: Readonly<Record<string, RegExp>> = {
  // A brewery's bar, never the brewery itself: "Brouwerij Noord, een blond bier" names its beer.
  bar: words(['brewpubs?|cervecerías?|birrerie|birreria|bierbar|bierlokaal|proeflokaal|brauhaus|bierhaus|cervejaria|micro-brasserie']),
  'sweet shop': words(['chocolatiers?|chocolate shops?|chocolatería|bombonería|chocolaterie|chocolatier|cioccolateria|chocolataria|bombonaria|bonbonwinkel|pralinenladen|chocolaterie']),
  delicatessen: words(["charcutería|charcuterie|charcutier|traiteur|traiteurs|salumeria|salumerie|salumiere|norcineria|gastronomia|charcutaria|mercearia fina|épicerie fine|feinkostladen|feinkostgeschäft|delicatessenwinkel|delicatessenzaak|tienda gourmet|loja gourmet"]),
  restaurant: words(['rosticceria|rosticcerie|asador|rôtisserie|gaststätte|eethuis']),
  'fish and chip shop': words(['snackbars?|imbiss|imbissbude|imbissbuden|frietzaak']),
  'tea house': words(['tetería|teterías']),
  'beauty salon': words(['salón de belleza|salones de belleza|salão de beleza|salone di bellezza|centro de beleza|schönheitssalon|beautysalon|beautystudio|salon de beauté']),
  'hair salon': words(['friseursalon|friseurin|frisör|frisörsalon|frisörin|coiffeur|coiffeuse|haarstudio|parrucchieri']),
  'barber shop': words(['barbier|barbiers|barbiere|barbieri|barberia|herrenfriseur|salon de barbier']),
  guesthouse: words(['maisons? d’hôtes|maisons? d\'hôtes|gîtes?|gästehaus|gästehäuser|ferienwohnung|casa rural|casas rurales|casa de huéspedes|casa de hóspedes|agriturismo|agriturismi|gastenverblijf|bed and breakfast', PENSION]),
  butcher: words(['slager|slagers|slagerijen|fleischer|carnicero|boucher|macellaio']),
  bookshop: words(['boekwinkel|boekwinkels|libreria indipendente|bücherladen']),
  café: words(['cafetaria|koffiehuis|koffiehuizen|koffietentje|coffee bar|coffee bars|kaffeebar|espressobar']),
  'pet shop': words(['negozio di animali|negozi di animali|loja de animais|dierenwinkel|dierenspeciaalzaak|tierhandlung|tierbedarf|boutique pour animaux|tienda de animales']),
  spa: words(['centro benessere|centri benessere|wellnesscentrum|wellnesscenter|wellnessoase|centro de bienestar|centre de bien-être']),
  florist: words(['flower stalls?|flower stands?|boutique de fleurs|blumengeschäft|blumenhandlung|negozio di fiori|loja de flores|bloemenzaak|tienda de flores']),
  'wine bar': words(['wine shops?|wine merchants?|caviste|cavistes|weinhandlung|weinladen|wijnwinkel|wijnhandel|slijterij|negozio di vini|loja de vinhos|tienda de vinos']),
  'car garage': words(['car repairs?|car repair shops?|auto repair shops?|car mechanics?|garagista|werkstatt für autos']),
  clinic: words(["klinik|kliniken|praktijk|huisartspraktijk|cliniques?|centro médico|centros médicos|centre médical|cabinet médical|arztpraxis|hausarztpraxis|studio medico|poliambulatorio|consultório|huisartsenpraktijk|huisarts|medical practice|gp surgery|medical centre|medical center|doctor's surgery"]),
  nursery: words(['asil[oi] nido|asilo(?!\\s+(?:de|del|para|per|político)(?![\\p{L}]))|infantário|jardim de infância|jardín de infancia|kinderdagverblijf|peuterspeelzaal|kleuterschool|garderie']),
  'garden centre': words(['vivai|vivaio|tuincentrum|tuincentra|kwekerij|pépinière|pépiniériste|centro de jardinería|centro de jardinagem|viveiro']),
  'clothing boutique': words(['boetiek|boetieks|kledingwinkel|modezaak|modewinkel|modegeschäft|modeboutique|bekleidungsgeschäft|modehaus|magasin de vêtements|boutique de vêtements|boutique de mode|negozio di abbigliamento|loja de roupas?|tienda de moda|clothes shops?|clothes stores?|fashion boutique']),
};

/** Both a row's words and more: either says the trade. */
const either = (a: RegExp, b: RegExp) => new RegExp(`(?:${a.source})|(?:${b.source})`, a.flags);

/** The trade rows with the words they lacked, and the high street's own trades before the bare shop. */
export function withShopTrades(rows: TradeRow[]): TradeRow[] {
  return rows.flatMap((row): TradeRow[] => {
    const more = MORE_WORDS[row[0]];
    const read: TradeRow = more ? [row[0], either(row[1], more), row[2], row[3], row[4]] : row;
    return row[0] === 'shop' ? [...SHOP_TRADES, read] : [read];
  });
}
