/**
 * The high street's shops by their names in each language (planning/shop-trades.ts writes them into pictures): an
 * optician's and a jeweller's are rooms of their own (illustrations/optician.ts, illustrations/jeweller.ts); a hardware
 * shop and a shoe shop are a shop of boxed goods on its shelves; a greengrocer's is the grocer's room with its crates of
 * produce. Each language's lexicon spreads its `settings` last into its own.
 */
import type { SettingId } from '../scene-graph';

/** Every name, each the room it is drawn as. */
const rooms = (byRoom: Partial<Record<SettingId, readonly string[]>>): Record<string, SettingId> =>
  Object.fromEntries(Object.entries(byRoom).flatMap(([room, names]) => names.map((n) => [n, room as SettingId])));

export const SHOP_TRADE_WORDS = {
  en: {
    settings: rooms({
      optician: ['optician', 'opticians', "optician's", 'optometrist', 'optometrists', 'eyewear shop', 'eyewear store', 'glasses shop', 'eye care centre'],
      jeweller: ['jeweller', 'jewellers', "jeweller's", 'jeweler', 'jewelers', 'jewellery shop', 'jewelry store', 'jewellery store', 'jewelry shop', 'goldsmith', 'watchmaker'],
      shop: ['hardware shop', 'hardware store', 'diy shop', 'diy store', 'ironmonger', 'ironmongers', 'shoe shop', 'shoe store', 'shoe shops', 'cobbler', 'cobblers'],
      supermarket: ['greengrocer', 'greengrocers', "greengrocer's", 'fruit and veg shop', 'fruit shop', 'corner shop', 'convenience store'],
    }),
  },
  es: {
    settings: rooms({
      optician: ['óptica', 'ópticas', 'óptico', 'tienda de gafas'],
      jeweller: ['joyería', 'joyerías', 'joyero', 'joyera', 'relojería'],
      shop: ['ferretería', 'ferreterías', 'zapatería', 'zapaterías', 'tienda de zapatos'],
      supermarket: ['frutería', 'fruterías', 'verdulería', 'colmado', 'tienda de comestibles'],
    }),
  },
  fr: {
    settings: rooms({
      optician: ['opticien', 'opticienne', 'opticiens', 'lunetterie', 'magasin d’optique', "magasin d'optique"],
      jeweller: ['bijouterie', 'bijouteries', 'bijoutier', 'bijoutière', 'joaillerie', 'joaillier', 'horlogerie'],
      shop: ['quincaillerie', 'magasin de bricolage', 'magasin de chaussures', 'cordonnerie', 'chausseur'],
      supermarket: ['primeur', 'primeurs', 'marchand de fruits et légumes', 'supérette', 'épicerie de quartier'],
    }),
  },
  de: {
    settings: rooms({
      optician: ['optiker', 'optikerin', 'augenoptiker', 'augenoptik', 'brillengeschäft', 'brillenladen'],
      jeweller: ['juwelier', 'juweliere', 'juweliergeschäft', 'schmuckgeschäft', 'schmuckladen', 'goldschmied', 'goldschmiede', 'uhrmacher'],
      shop: ['eisenwarenladen', 'eisenwarenhandlung', 'eisenwarengeschäft', 'baumarkt', 'schuhgeschäft', 'schuhladen', 'schuhhaus', 'schuhmacher'],
      supermarket: ['gemüseladen', 'obstladen', 'obst und gemüseladen', 'gemüsehändler', 'lebensmittelladen', 'tante emma laden'],
    }),
  },
  it: {
    settings: rooms({
      optician: ['ottica', 'ottico', 'negozio di ottica', 'centro ottico'],
      jeweller: ['gioielleria', 'gioiellerie', 'gioielliere', 'oreficeria', 'orefice', 'orologeria'],
      shop: ['ferramenta', 'negozio di ferramenta', 'negozio di scarpe', 'negozio di calzature', 'calzoleria', 'calzolaio'],
      supermarket: ['fruttivendolo', 'fruttivendoli', 'ortofrutta', 'negozio di frutta e verdura', 'alimentari', 'minimarket'],
    }),
  },
  pt: {
    settings: rooms({
      optician: ['ótica', 'óptica', 'loja de óculos', 'oculista'],
      jeweller: ['joalharia', 'joalheria', 'ourivesaria', 'relojoaria', 'joalheiro'],
      shop: ['loja de ferragens', 'ferragens', 'sapataria', 'loja de sapatos', 'sapateiro'],
      supermarket: ['frutaria', 'hortifrúti', 'hortifruti', 'quitanda', 'minimercado'],
    }),
  },
  nl: {
    settings: rooms({
      optician: ['opticien', 'opticiens', 'brillenwinkel', 'brillenzaak'],
      jeweller: ['juwelier', 'juweliers', 'juwelierszaak', 'goudsmid', 'horlogerie'],
      shop: ['ijzerwinkel', 'ijzerhandel', 'ijzerwarenwinkel', 'bouwmarkt', 'schoenenwinkel', 'schoenwinkel', 'schoenenzaak', 'schoenmaker'],
      supermarket: ['groentewinkel', 'groenteboer', 'groente en fruitwinkel', 'fruitwinkel', 'buurtwinkel', 'buurtsuper', 'kruidenier'],
    }),
  },
  ar: {
    settings: rooms({ optician: ['محل نظارات', 'محل النظارات'], jeweller: ['محل مجوهرات', 'محل المجوهرات'], shop: ['محل أحذية', 'محل أدوات'], supermarket: ['محل خضار', 'محل الخضار'] }),
  },
  ja: {
    settings: rooms({ optician: ['眼鏡店', 'メガネ店', 'メガネ屋'], jeweller: ['宝石店', 'ジュエリーショップ'], shop: ['靴屋', '金物屋', 'ホームセンター'], supermarket: ['八百屋'] }),
  },
};
