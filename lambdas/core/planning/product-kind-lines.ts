import { boundedMemo } from '../bounded-memo';
/**
 * The usual kinds of goods an advert sells, beyond the apps, devices and services of
 * subject-kind-lines.ts (issue 23: a thin brief for boots, a recipe box or a face cream is narrated
 * in full): clothes and footwear, outdoor and sport gear, cosmetics, food and drink, boxes delivered
 * to the door, furniture and bedding, toys, courses and books, pet products. Their words in en, es,
 * fr, de, it, pt and nl, and lines that invite the viewer to look, try or choose and claim nothing:
 * no figure, no quality, no promise. The line naming the subject comes last and says "discover",
 * whatever its number ("the TrailPro boots"). Places of business have their trade's lines
 * (trade-lines.ts): a name of one keeps any product kind away. Pure data and string work.
 */

export type ProductKind =
  | 'box' | 'cat' | 'pet' | 'boots' | 'shoes' | 'jewellery' | 'clothing' | 'gear' | 'fragrance' | 'beauty' | 'toy'
  | 'coffee' | 'tea' | 'wine' | 'beer' | 'food' | 'bedding' | 'furniture' | 'book' | 'course';

/** The lines a kind says: clothes and shoes share theirs, as do cats and dogs, food and drink, furniture and bedding, books and courses. */
type LineKind = 'worn' | 'adorn' | 'gear' | 'beauty' | 'food' | 'box' | 'furniture' | 'toy' | 'course' | 'pet';

const LINES_OF: Readonly<Record<ProductKind, LineKind>> = {
  box: 'box', cat: 'pet', pet: 'pet', boots: 'worn', shoes: 'worn', jewellery: 'adorn', clothing: 'worn', gear: 'gear', fragrance: 'beauty', beauty: 'beauty',
  toy: 'toy', coffee: 'food', tea: 'food', wine: 'food', beer: 'food', food: 'food', bedding: 'furniture', furniture: 'furniture', book: 'course', course: 'course',
};

/** Whole words, any case. */
const words = (alternatives: string | readonly string[]) => new RegExp(`(?<![\\p{L}])(?:${typeof alternatives === 'string' ? alternatives : alternatives.join('|')})(?![\\p{L}])`, 'iu');

/** A place of business: its trade's lines serve it, never a product's ("a pizza restaurant", "a coffee shop", "una tienda de ropa"). */
const PREMISES = words(
  'restaurants?|bistro|brasserie|trattoria|osteria|pizzeria|pub|(?<!chocolate |protein |energy |granola |snack |cereal |candy )bars?|coffee shops?|cafeteria|cafetería|cafetaria|tea rooms?|bakery|boulangerie|bäckerei|panadería|panetteria|padaria|bakkerij|boutiques?|tiendas?|negozio|negozi|loja|lojas|winkels?|magasins?|laden|salons?|studios?|gyms?|gimnasio|palestra|academia|sportschool|fitnessstudio|hotels?|hôtel|albergo|hostal|guesthouse|restaurante|ristorante|salle de sport|friseur|peluquería|kapsalon|florist|fleuriste|retreats?|retiros?|retraites?|ritir[oi]',
);

/** Each kind's words, the first kind found wins: a box of snacks is a box, a dog bed a pet's, boots are no other clothes. */
export const PRODUCT_KIND_WORDS: readonly (readonly [ProductKind, RegExp])[] = [
  ['box', words([
    'meal kits?|recipe box(?:es)?|recipe kits?|food box(?:es)?|veg(?:etable)? box(?:es)?|fruit box(?:es)?|snack box(?:es)?|subscription box(?:es)?|(?:monthly|weekly) box(?:es)?|delivered to your door|grocery deliver(?:y|ies)',
    'cajas? de recetas|kits? de (?:comida|recetas)|cajas? de (?:fruta|verdura|comida)|cestas? de (?:fruta|verdura)|entregad[oa]s? en (?:tu|su) (?:puerta|casa)',
    'box(?:es)? repas|box(?:es)? de recettes|paniers? repas|kits? repas|paniers? de (?:légumes|fruits)|livré(?:e|s|es)? (?:à|chez) (?:votre|vous)',
    'kochbox(?:en)?|rezeptbox(?:en)?|gemüsebox(?:en)?|obstbox(?:en)?|essensbox(?:en)?|gemüsekisten?|obstkisten?|abo-?box(?:en)?|an (?:ihre|deine|die) haustür',
    'box di ricette|kit pasto|kit di ricette|box (?:di|con) ingredienti|cassett[ae] di (?:frutta|verdura)|consegnat[eiao] a casa',
    'caixas? de receitas|kits? de refeição|cabazes? de (?:fruta|legumes)|caixas? de (?:fruta|legumes)|entregues? (?:à|na) (?:sua )?porta',
    'maaltijdbox(?:en)?|maaltijdpakket(?:ten)?|receptenbox(?:en)?|groentebox(?:en)?|fruitbox(?:en)?|aan (?:je|jouw|uw) deur',
  ])],
  ['cat', words([
    'cats?|kittens?|cat food|cat litter',
    'gatos?|gatitos?|comida para gatos',
    'chats?|chatons?|litières?',
    'katzen?|kätzchen|katzenfutter|katzenstreu',
    'gatti|gatto|gattini|lettiera|cibo per gatti',
    'gatos?|gatinhos?|areia para gatos|comida para gatos',
    'katten|kat|kittens?|kattenvoer|kattenbakvulling',
  ])],
  ['pet', words([
    'pets?|dogs?|puppies|puppy|pet food|dog food',
    'mascotas?|perros?|cachorros?|pienso|comida para (?:perros|mascotas)',
    'animaux de compagnie|animaux|chiens?|chiots?|croquettes',
    'haustiere?|hunde?|welpen|hundefutter|tierfutter|hundebetten?',
    'animali domestici|animali|cani|cane|cuccioli|crocchette|cibo per (?:cani|animali)',
    'animais de estimação|animais|cães|cão|filhotes?|ração|comida para (?:cães|animais)',
    'huisdieren?|honden|hond|puppy\'s|hondenvoer|dierenvoer',
  ])],
  ['boots', words([
    'boots?|hiking shoes|walking shoes',
    'botas?|botines',
    'bottes|bottines|chaussures de (?:randonnée|marche)',
    '\\p{L}*stiefel|wanderschuhe|bergschuhe',
    'stivali|stivaletti|scarpe da (?:trekking|montagna)|scarponi',
    'botas?|botins|sapatos de caminhada',
    '\\p{L}*laarzen|wandelschoenen|bergschoenen',
  ])],
  ['shoes', words([
    'footwear|shoes?|sneakers?|(?<!personal )trainers?|sandals?|heels|loafers|slippers',
    'calzado|zapatos?|zapatillas?|sandalias',
    'chaussures|baskets|sandales|escarpins|chaussons',
    '\\p{L}*schuhe|sneakers?|sandalen|hausschuhe',
    'scarpe|scarpette|sneakers?|sandali|calzature|ciabatte',
    'sapatos?|sapatilhas?|ténis|tênis|sandálias|chinelos',
    '\\p{L}*schoenen|sneakers?|sandalen|slippers',
  ])],
  ['jewellery', words([
    'jewell?ery|necklaces?|bracelets?|earrings?|rings?|pendants?',
    'joyas|joyería|collares?|pulseras?|pendientes|anillos?|colgantes?',
    'bijoux|colliers?|bracelets?|boucles d[’\']oreilles|bagues?|pendentifs?',
    'schmuck|halsketten?|armbänder|armband|ohrringe|ringe|anhänger',
    'gioielli|collan[ae]|bracciali|braccialetti?|orecchini|anell[io]|ciondoli?',
    'joias|jóias|joalharia|colares?|pulseiras?|brincos|anéis|anel|pingentes?',
    'sieraden|kettingen?|armbanden?|oorbellen|ringen|hangers',
  ])],
  ['clothing', words([
    'clothing|clothes|apparel|fashion|\\p{L}+wear|jackets?|coats?|parkas?|raincoats?|dress(?:es)?|shirts?|t-shirts?|tees|hoodies?|sweaters?|jumpers?|cardigans?|jeans|trousers|skirts?|leggings|socks|scarf|scarves|hats?|beanies?|gloves|swimsuits?|bikinis?|lingerie|pyjamas|pajamas|handbags?|tote bags?|wallets?|belts?|sunglasses',
    'ropa|chaquetas?|abrigos?|vestidos?|camisas?|camisetas?|sudaderas?|jerséis?|pantalones|vaqueros|faldas?|calcetines|bufandas?|gorras?|gorros?|sombreros?|guantes|bañadores?|bolsos?|cinturones?|gafas de sol',
    'vêtements?|vestes?|manteaux?|doudounes?|robes?|chemises?|sweats?|pantalons?|jupes?|chaussettes|écharpes?|casquettes?|bonnets?|chapeaux?|gants|maillots? de bain|sacs? à main|maroquinerie|lunettes de soleil|prêt-à-porter',
    'kleidung|bekleidung|\\p{L}*jacken?|mäntel|mantel|kleider|kleid|hemden?|pullover|\\p{L}*hosen|röcke?|socken|schals?|mützen?|handschuhe|badeanzüge?|bademode|handtaschen?|sonnenbrillen?',
    'abbigliamento|vestiti|giacche|giacca|giubbott[io]|cappott[io]|abit[io]|camici[ae]|magliett[ae]|felp[ae]|maglion[ei]|pantaloni|gonn[ae]|calzini|sciarp[ae]|cappell[io]|guanti|costumi? da bagno|borse|borsett[ae]|portafogli|cintur[ae]|occhiali da sole',
    'roupas?|vestuário|casacos?|jaquetas?|blusões?|vestidos?|camisas?|camisolas?|moletons?|calças|saias?|meias|cachecóis|cachecol|bonés?|chapéus?|luvas|fatos de banho|biquínis?|malas de mão|cintos?|óculos de sol',
    'kleding|kleren|\\p{L}*jas(?:sen)?|jurken?|overhemden?|truien?|\\p{L}*broek(?:en)?|rokken|sokken|sjaals?|petten|mutsen?|hoeden?|handschoenen|badpakken?|handtassen?|portemonnees?|riemen|zonnebrillen?',
  ])],
  ['gear', words([
    'tents?|sleeping bags?|backpacks?|rucksacks?|(?:hiking|trekking) poles?|(?:climbing|camping|outdoor|sports?|ski|surf|cycling|fishing) gear|yoga mats?|dumbbells?|kettlebells?|rackets?|racquets?|skis|snowboards?|surfboards?|paddleboards?|kayaks?|wetsuits?|(?:bike|cycling|ski) helmets?|golf clubs?|footballs?|fishing rods?',
    'tiendas de campaña|sacos de dormir|mochilas?|bastones de trekking|esterillas?|mancuernas|raquetas?|esquís|tablas? de (?:surf|paddle)|kayaks?|neoprenos?|palos de golf|balones?|cañas? de pescar|material deportivo|equipo deportivo|material de montaña',
    'tentes?|sacs? de couchage|sacs? à dos|bâtons de randonnée|tapis de yoga|haltères|raquettes?|planches? de surf|combinaisons? néoprène|casques? de (?:vélo|ski)|clubs de golf|ballons?|cannes? à pêche|matériel de (?:sport|randonnée|camping)|équipement sportif',
    'zelte?|schlafsäcke|schlafsack|rucksäcke|rucksack|wanderstöcke|trekkingstöcke|yogamatten?|hanteln|kurzhanteln|tennisschläger|snowboards?|surfbretter|surfbrett|kajaks?|neoprenanzüge?|fahrradhelme?|skihelme?|golfschläger|fußbälle|angelruten?|\\p{L}*ausrüstung',
    'tend[ae] da campeggio|sacchi a pelo|sacco a pelo|zaini|zaino|bastoncini da trekking|tappetini? da yoga|manubri|racchett[ae]|tavol[ae] da surf|caschi|mazze da golf|palloni|pallone|canne da pesca|attrezzatura (?:sportiva|da montagna|outdoor|da campeggio)',
    'tendas de campismo|sacos? de cama|bastões de caminhada|tapetes? de ioga|halteres|raquetes?|esquis|pranchas? de surf|caiaques?|fatos de neoprene|capacetes?|tacos de golfe|bolas de futebol|canas de pesca|equipamento (?:desportivo|esportivo|de campismo)',
    'tenten|slaapzakken|slaapzak|rugzakken|rugzak|wandelstokken|yogamatten?|halters|ski\'s|surfplanken?|kajaks?|wetsuits?|fietshelmen?|golfclubs?|voetballen|hengels|sportuitrusting|kampeeruitrusting|buitensportartikelen',
  ])],
  ['fragrance', words([
    'perfumes?|fragrances?|colognes?|eau de \\p{L}+',
    'perfumes?|fragancias?|colonias?',
    'parfums?|eaux? de toilette',
    'parfums?|parfüms?|düfte|duft',
    'profum[oi]|fragranz[ae]',
    'perfumes?|fragrâncias?',
    'parfums?|geuren',
  ])],
  ['beauty', words([
    'skincare|skin care|serums?|(?<!ice )creams?|moisturi[sz]ers?|cleansers?|sunscreens?|spf|lotions?|balms?|face masks?|makeup|make-up|lipsticks?|mascara|shampoos?|(?<!air )conditioners?|hair oils?|body wash|soaps?|nail polish|cosmetics|beauty products?',
    'cremas?|sérums?|hidratantes?|protectores? solar(?:es)?|cosméticos?|cosmética|maquillaje|pintalabios|labiales?|champús?|champú|acondicionadores?|jabones|jabón|esmaltes?|cuidado de la piel|bálsamos?',
    'crèmes?(?! glacée)|soins? (?:du visage|de la peau)|hydratants?|nettoyants? visage|écrans? solaires?|cosmétiques?|maquillage|rouges? à lèvres|shampo(?:o|oing)s?|après-shampo(?:o|oing)s?|savons?|vernis à ongles|baumes?',
    'hautpflege|gesichtspflege|pflegeprodukte|cremes?|gesichtscremes?|handcremes?|feuchtigkeitscremes?|sonnencremes?|seren|serum|sonnenschutz|kosmetik|naturkosmetik|lippenstifte?|wimperntusche|spülungen?|seifen?|nagellacke?',
    'crema|creme|sier[oi]|idratant[ei]|protezione solare|creme solari|cosmetic[io]|cosmesi|trucco|rossetti?|balsamo|sapon[ei]|smalti?|cura della pelle',
    'cremes?|séruns?|sérum|hidratantes?|protetor(?:es)? solar(?:es)?|cosméticos?|maquilhagem|maquiagem|batons?|rímel|champôs?|xampus?|condicionadores?|sabonetes?|vernizes?|cuidados de pele',
    'huidverzorging|crèmes?|dagcrèmes?|nachtcrèmes?|zonnebrandcrèmes?|zonnebrand|cosmetica|lippenstiften?|zepen|zeep|nagellak|verzorgingsproducten',
  ])],
  ['toy', words([
    'toys?|board games?|puzzles?|jigsaws?|dolls?|teddy bears?|teddies|soft toys?|plushies|building blocks|playsets?|prams?|strollers?|pushchairs?',
    'juguetes?|juegos de mesa|puzles?|rompecabezas|muñecas?|muñecos?|peluches?|bloques de construcción|cochecitos?',
    'jouets?|jeux de société|poupées?|doudous?|jeux de construction|poussettes?',
    'spielzeug|\\p{L}+spielzeug|spielsachen|brettspiele?|gesellschaftsspiele?|puppen|puppe|kuscheltiere?|plüschtiere?|bausteine|kinderwagen',
    'giocattol[io]|giochi da tavolo|giochi in scatola|bambol[ae]|pupazzi|mattoncini|passeggin[io]',
    'brinquedos?|jogos de tabuleiro|quebra-cabeças|bonecas?|bonecos?|pelúcias?|blocos de construção|carrinhos? de bebé|carrinhos? de bebê',
    'speelgoed|\\p{L}+speelgoed|bordspellen|bordspel|gezelschapsspellen?|puzzels?|poppen|knuffels?|knuffelberen?|bouwstenen|kinderwagens?',
  ])],
  ['coffee', words([
    'coffee(?! machines?| makers?| grinders?)|coffee beans|espresso(?! machines?)',
    '(?<!máquina de |machine à |macchina da )caf(?:é|è|fè)s?',
    'café en grains',
    'kaffee|\\p{L}+kaffee|kaffeebohnen',
    'caffè in grani',
    'café em grão',
    'koffie|koffiebonen',
  ])],
  ['tea', words([
    'teas?|herbal teas?|green tea|matcha',
    '(?<!hervidor de )té|infusiones?',
    'thés?|tisanes?',
    'tee|\\p{L}+tee',
    'tè|tisane',
    'chás?|infusões',
    'thee|\\p{L}+thee',
  ])],
  ['wine', words([
    'wines?|champagne|prosecco|cava',
    'vinos?',
    'vins?',
    'weine?|\\p{L}+wein|sekt',
    'vin[oi]|spumante',
    'vinhos?',
    'wijnen?',
  ])],
  ['beer', words([
    'beers?|ales?|lagers?|ciders?|stouts?|ipas?',
    'cervezas?|sidras?',
    'bières?|cidres?',
    'biere?|\\p{L}+bier',
    'birr[ae]|sidro',
    'cervejas?|sidras?',
    'bieren?|bier|\\p{L}+bier|cider',
  ])],
  ['food', words([
    'chocolates?|snacks?|crisps|biscuits?|cookies?|granola|cereals?|juices?|smoothies?|spirits|gins?|whisk(?:e)?y|vodka|rum|kombucha|sodas?|lemonades?|olive oils?|honey|sauces?|cheeses?|sweets|candy|ice creams?|protein bars?|energy bars?|pasta|mineral water|spring water|sparkling water|bottled water',
    'chocolates?|snacks?|patatas fritas|galletas?|cereales|zumos?|jugos?|ginebras?|licores?|refrescos?|limonadas?|aceites? de oliva|miel|mermeladas?|salsas?|quesos?|dulces|caramelos|helados?|turrones?|embutidos|jamón|agua mineral|agua con gas',
    'chocolats?|chips|biscuits?|céréales|jus|spiritueux|limonades?|huiles? d[’\']olive|confitures?|fromages?|bonbons|glaces?|confiseries?|charcuterie|eaux? minérales?|eaux? de source|eau pétillante',
    'schokoladen?|\\p{L}+schokolade|snacks?|chips|kekse?|müsli|säfte|\\p{L}*saft|spirituosen|limonaden?|olivenöl|honig|marmeladen?|konfitüren?|soßen?|saucen?|käse|\\p{L}+käse|süßigkeiten|speiseeis|pralinen|mineralwasser|quellwasser|sprudelwasser|tafelwasser',
    'cioccolat[oi]|patatine|biscotti|cereali|succhi|succo|liquori?|amari|bibite|limonat[ae]|olio d[’\']oliva|olio extravergine|miele|marmellat[ae]|confetture?|formaggi|formaggio|caramelle|gelat[oi]|salumi|acqua minerale|acqua frizzante',
    'bolachas?|biscoitos?|cereais|sumos?|sucos?|refrigerantes?|azeites?|compotas?|geleias?|molhos?|queijos?|doces|rebuçados|gelados?|sorvetes?|enchidos|água mineral|água com gás',
    'chocolade|koekjes?|ontbijtgranen|sappen|likeuren?|frisdranken?|olijfolie|honing|sauzen|kazen|kaas|snoep|roomijs|mineraalwater|bronwater|spawater',
  ])],
  ['bedding', words([
    'bedding|bed linen|duvets?|pillows?|bed sheets|mattress(?:es)?',
    'ropa de cama|sábanas|edredones?|nórdicos?|almohadas?|colchones|colchón',
    'linge de lit|draps?|couettes?|oreillers?|matelas',
    'bettwäsche|bettdecken?|kopfkissen|matratzen?',
    'biancheria da letto|lenzuola|piumin[io]|cuscini da letto|materass[io]',
    'roupa de cama|lençóis|edredões?|edredons?|almofadas de cama|colchões|colchão',
    'beddengoed|dekbedden?|dekbed|hoofdkussens?|matrassen|matras',
  ])],
  ['furniture', words([
    'furniture|sofas?|couch(?:es)?|armchairs?|chairs?|(?:dining|coffee|side|bedside|garden) tables?|desks?|beds?|bed frames?|wardrobes?|shelves|shelving|bookcases?|cushions?|rugs?|curtains?|blankets?|towels?|home ?decor|homeware|vases?|candles?|mirrors?',
    'muebles|mobiliario|sofás?|sillones?|sillas?|mesas?|escritorios?|camas?|armarios?|estanterías?|cojines|mantas?|alfombras?|cortinas?|toallas?|decoración|jarrones?|velas?|espejos?',
    'meubles?|mobilier|canapés?|fauteuils?|chaises?|tables?|lits?|armoires?|étagères?|coussins?|plaids?|tapis|rideaux?|linge de maison|serviettes?|décoration|déco|vases?|bougies?|miroirs?',
    'möbel|\\p{L}+möbel|sofas?|couch|sessel|stühle|stuhl|tische?|esstische?|couchtische?|schreibtische?|betten|bett|\\p{L}+betten|schränke?|kleiderschränke?|regale?|bücherregale?|kissen|wolldecken?|kuscheldecken?|teppiche?|vorhänge|gardinen|handtücher|wohnaccessoires|dekoration|vasen?|kerzen|spiegel',
    'mobili|arredamento|arredi|divan[io]|poltron[ae]|sedi[ae]|tavol[io]|tavolin[io]|scrivani[ae]|lett[io]|armadi|mensol[ae]|scaffal[ei]|cuscini|coperte|plaid|tappet[io]|biancheria per la casa|asciugamani|candele|specchi',
    'móveis|mobiliário|sofás?|poltronas?|cadeiras?|mesas?|secretárias?|camas?|roupeiros?|armários?|estantes?|almofadas?|mantas?|tapetes?|cortinados?|cortinas?|toalhas?|decoração|vasos?|velas?|espelhos?',
    'meubels|meubelen|sofa\'s|tuinbank(?:en)?|zitbank(?:en)?|hoekbank(?:en)?|slaapbank(?:en)?|(?:houten|leren|lederen) bank(?:en)?|fauteuils?|stoelen|stoel|tafels?|eettafels?|bureaus?|bedden|bed|kasten|kast|boekenkasten?|kussens?|plaids?|vloerkleden?|gordijnen|handdoeken|woondecoratie|woonaccessoires|vazen|vaas|kaarsen|spiegels?',
  ])],
  ['book', words([
    'books|e-?books?|cookbooks?|audiobooks?|novels?|picture books?',
    'libros?|novelas?|audiolibros?',
    'livres|romans?|livres audio|bandes dessinées',
    'bücher|\\p{L}*buch|\\p{L}+bücher|romane?|hörbücher|hörbuch',
    'libr[io]|romanz[io]|audiolibri?',
    'livros?|audiolivros?',
    'boeken|boek|\\p{L}+boeken?|romans?|luisterboeken?',
  ])],
  ['course', words([
    'courses?|classes|lessons?|tutorials?|masterclass(?:es)?|bootcamps?',
    'cursos?|clases|lecciones|talleres?|formación',
    '(?<!au )cours|formations?|leçons|ateliers?',
    '\\p{L}*kurse?|\\p{L}*kursen|unterricht|workshops?|seminare?|weiterbildung',
    'cors[io]|lezioni|laboratori|formazione',
    'cursos?|aulas|lições|formação|formações',
    '\\p{L}*cursus(?:sen)?|lessen|opleidingen?|trainingen',
  ])],
];

/** The product kind `text` (a subject with what the brief says it is) names; undefined for a place of business or none. */
export const productKind = boundedMemo((text: string): ProductKind | undefined => {
  if (PREMISES.test(text)) return undefined;
  return PRODUCT_KIND_WORDS.find(([, pattern]) => pattern.test(text))?.[0];
});

/** A language's lines: each kind's own, in order of use; then every kind's; then the one naming the subject `n`. */
interface Spoken {
  kinds: Readonly<Record<LineKind, readonly string[]>>;
  tail: readonly string[];
  naming: (n: string) => string;
}

const SPOKEN: Readonly<Record<string, Spoken>> = {
  en: {
    kinds: {
      adorn: ['Find the piece that feels like you.', 'Wear it every day, or keep it for a special evening.', 'A gift for someone you love, or for yourself.', 'Make the look your own, from morning to night.', 'Choose the one that suits your style.', 'Catch the light, wherever you go.'],
      worn: ['Find your size and a fit that feels like yours.', 'Dress for the day ahead, whatever it brings.', 'Make the look your own, from morning to night.', 'Step out your way, wherever the day takes you.', 'Go on, try the fit for yourself.', 'Choose the one that suits your style.'],
      gear: ['Pack your bag and head outside for the day.', 'Pick your route and make a day of it.', 'Bring it along on your next trip out.', 'Out in the open air, wherever the path leads.', 'Plan your next adventure and get going.', 'From the first step to the last view.'],
      beauty: ['Make it part of your daily routine.', 'A quiet moment that is just for you.', 'Morning or evening, enjoy it your way.', 'Take a little time for yourself today.', 'Your routine, your pace, your rules.', 'Treat yourself to something you look forward to.'],
      food: ['Pull up a chair and take your time.', 'Share it with someone you like spending time with.', 'Find your favourite, one taste at a time.', 'Try it for yourself and see.', 'Take a moment to sit back and enjoy it.', 'Gather round the table with the people you love.'],
      box: ['Choose what you like and leave the rest.', 'Open the box at home and see what’s inside.', 'Make it part of your week at home.', 'Unpack everything and get started.', 'Enjoy it at home, at your own pace.', 'Share it with the people at home.'],
      furniture: ['See how it fits into your home.', 'Make yourself at home and settle in.', 'Find the right piece for your space.', 'Picture it in your own living room.', 'Sit back, relax and stay a while.', 'Make the space around you your own.'],
      toy: ['Let the play begin, indoors or out.', 'Sit down on the floor and play together.', 'Find one for the little ones in your life.', 'Make time to play, build and imagine.', 'Let them explore at their own pace.', 'Join in the fun and see what they make.'],
      course: ['Start whenever you are ready.', 'Learn something new, one step at a time.', 'Take the first step today.', 'See where it takes you next.', 'Make a little time to learn.', 'Find a quiet moment and begin.'],
      pet: ['Something for your four-legged friend.', 'Treat your pet to something new.', 'See what they make of it.', 'Spoil them a little, they deserve it.', 'Time together, at home or out on a walk.', 'Make their day a little brighter.'],
    },
    tail: ['Take a closer look at every detail.', 'Now it’s your turn to choose.', 'See for yourself.', 'Have a look.', 'Take your time.', 'Enjoy it.'],
    naming: (n) => `Discover ${n}.`,
  },
  es: {
    kinds: {
      adorn: ['Encuentra la pieza que va contigo.', 'Llévala cada día o guárdala para una noche especial.', 'Un regalo para alguien a quien quieres, o para ti.', 'Haz tuyo el estilo, de la mañana a la noche.', 'Elige la que va con tu estilo.', 'Que brille contigo, vayas donde vayas.'],
      worn: ['Encuentra tu talla y el ajuste que va contigo.', 'Vístete para el día que te espera, sea como sea.', 'Haz tuyo el estilo, de la mañana a la noche.', 'Sal a la calle a tu manera, vayas donde vayas.', 'Anda, pruébatelo y compruébalo tú mismo.', 'Elige el que va con tu estilo.'],
      gear: ['Prepara la mochila y sal a pasar el día fuera.', 'Elige tu ruta y aprovecha el día.', 'Llévalo contigo en tu próxima salida.', 'Al aire libre, adonde te lleve el camino.', 'Planea tu próxima aventura y ponte en marcha.', 'Del primer paso a la última vista.'],
      beauty: ['Hazlo parte de tu rutina diaria.', 'Un momento tranquilo solo para ti.', 'Por la mañana o por la noche, disfrútalo a tu manera.', 'Tómate hoy un rato para ti.', 'Tu rutina, tu ritmo, tus reglas.', 'Regálate algo que te haga ilusión.'],
      food: ['Acerca una silla y tómate tu tiempo.', 'Compártelo con alguien con quien te guste estar.', 'Encuentra tu favorito, sabor a sabor.', 'Pruébalo tú mismo y verás.', 'Tómate un momento para sentarte y disfrutarlo.', 'Reúnete en la mesa con los que quieres.'],
      box: ['Elige lo que te gusta y deja el resto.', 'Abre la caja en casa y mira lo que hay dentro.', 'Hazlo parte de tu semana en casa.', 'Desempaqueta todo y empieza.', 'Disfrútalo en casa, a tu ritmo.', 'Compártelo con los tuyos en casa.'],
      furniture: ['Mira cómo encaja en tu casa.', 'Ponte cómodo y siéntete en casa.', 'Encuentra la pieza adecuada para tu espacio.', 'Imagínalo en tu propio salón.', 'Siéntate, relájate y quédate un rato.', 'Haz tuyo el espacio que te rodea.'],
      toy: ['Que empiece el juego, dentro o fuera de casa.', 'Sentaos en el suelo y jugad juntos.', 'Encuentra uno para los más pequeños de tu vida.', 'Haz tiempo para jugar, construir e imaginar.', 'Deja que exploren a su ritmo.', 'Únete a la diversión y mira lo que crean.'],
      course: ['Empieza cuando estés listo.', 'Aprende algo nuevo, paso a paso.', 'Da hoy el primer paso.', 'Mira adónde te lleva después.', 'Saca un poco de tiempo para aprender.', 'Busca un momento tranquilo y empieza.'],
      pet: ['Algo para tu amigo de cuatro patas.', 'Dale a tu mascota algo nuevo.', 'Mira qué le parece.', 'Mímalo un poco, se lo merece.', 'Tiempo juntos, en casa o de paseo.', 'Alégrale un poco el día.'],
    },
    tail: ['Echa un vistazo de cerca a cada detalle.', 'Ahora te toca a ti elegir.', 'Compruébalo tú mismo.', 'Echa un vistazo.', 'Tómate tu tiempo.', 'Disfrútalo.'],
    naming: (n) => `Descubre ${n}.`,
  },
  fr: {
    kinds: {
      adorn: ['Trouvez la pièce qui vous ressemble.', 'Portez-la chaque jour ou gardez-la pour un soir spécial.', 'Un cadeau pour quelqu’un que vous aimez, ou pour vous.', 'Adoptez le style qui vous plaît, du matin au soir.', 'Choisissez celle qui va avec votre style.', 'Qu’elle brille avec vous, où que vous alliez.'],
      worn: ['Trouvez votre taille et la coupe qui vous ressemble.', 'Habillez-vous pour la journée, quoi qu’elle vous réserve.', 'Adoptez le style qui vous plaît, du matin au soir.', 'Sortez à votre façon, où que la journée vous mène.', 'Allez-y, essayez et jugez par vous-même.', 'Choisissez celui qui va avec votre style.'],
      gear: ['Faites votre sac et sortez pour la journée.', 'Choisissez votre itinéraire et profitez de la journée.', 'Emportez-le lors de votre prochaine sortie.', 'En plein air, où que mène le chemin.', 'Préparez votre prochaine aventure et partez.', 'Du premier pas jusqu’à la dernière vue.'],
      beauty: ['Intégrez-le à votre routine de tous les jours.', 'Un moment de calme rien que pour vous.', 'Le matin ou le soir, profitez-en à votre façon.', 'Prenez un peu de temps pour vous aujourd’hui.', 'Votre routine, votre rythme, vos règles.', 'Offrez-vous un moment qui vous fait envie.'],
      food: ['Installez-vous et prenez votre temps.', 'Partagez-le avec quelqu’un que vous aimez retrouver.', 'Trouvez votre préféré, une saveur après l’autre.', 'Goûtez par vous-même et voyez.', 'Prenez le temps de vous asseoir et de savourer.', 'Réunissez-vous à table avec ceux que vous aimez.'],
      box: ['Choisissez ce qui vous plaît et laissez le reste.', 'Ouvrez la box chez vous et voyez ce qu’elle contient.', 'Faites-en un rendez-vous de votre semaine.', 'Déballez tout et lancez-vous.', 'Profitez-en chez vous, à votre rythme.', 'Partagez-la avec ceux qui vivent avec vous.'],
      furniture: ['Voyez comment il trouve sa place chez vous.', 'Installez-vous et faites comme chez vous.', 'Trouvez la pièce qui convient à votre intérieur.', 'Imaginez-le dans votre propre salon.', 'Asseyez-vous, détendez-vous et restez un moment.', 'Faites de votre espace un lieu qui vous ressemble.'],
      toy: ['Que le jeu commence, dedans comme dehors.', 'Asseyez-vous par terre et jouez tous ensemble.', 'Trouvez-en un pour les petits de votre vie.', 'Prenez le temps de jouer et d’imaginer.', 'Laissez-les explorer à leur rythme.', 'Joignez-vous au jeu et voyez ce qu’ils créent.'],
      course: ['Commencez quand vous êtes prêt.', 'Apprenez quelque chose de nouveau, pas à pas.', 'Faites le premier pas dès aujourd’hui.', 'Voyez où cela vous mène ensuite.', 'Prenez un peu de temps pour apprendre.', 'Trouvez un moment calme et lancez-vous.'],
      pet: ['Quelque chose pour votre compagnon à quatre pattes.', 'Offrez à votre animal quelque chose de nouveau.', 'Voyez ce qu’il en pense.', 'Gâtez-le un peu, il le mérite.', 'Du temps ensemble, à la maison ou en promenade.', 'Rendez sa journée un peu plus belle.'],
    },
    tail: ['Regardez chaque détail de plus près.', 'À vous de choisir maintenant.', 'Voyez par vous-même.', 'Jetez un œil.', 'Prenez votre temps.', 'Profitez-en.'],
    naming: (n) => `Découvrez ${n}.`,
  },
  de: {
    kinds: {
      adorn: ['Finden Sie das Stück, das zu Ihnen passt.', 'Tragen Sie es jeden Tag oder heben Sie es für einen besonderen Abend auf.', 'Ein Geschenk für einen lieben Menschen, oder für Sie selbst.', 'Machen Sie den Look zu Ihrem, von morgens bis abends.', 'Wählen Sie, was zu Ihrem Stil passt.', 'Es glänzt mit Ihnen, wohin Sie auch gehen.'],
      worn: ['Finden Sie Ihre Größe und eine Passform, die zu Ihnen passt.', 'Kleiden Sie sich für den Tag, was immer er bringt.', 'Machen Sie den Look zu Ihrem, von morgens bis abends.', 'Gehen Sie Ihren Weg, wohin der Tag Sie auch führt.', 'Probieren Sie es an und überzeugen Sie sich selbst.', 'Wählen Sie, was zu Ihrem Stil passt.'],
      gear: ['Tasche packen und raus für den ganzen Tag.', 'Wählen Sie Ihre Route und machen Sie einen Tag daraus.', 'Nehmen Sie es auf Ihre nächste Tour mit.', 'Draußen an der frischen Luft, wohin der Weg auch führt.', 'Planen Sie Ihr nächstes Abenteuer und legen Sie los.', 'Vom ersten Schritt bis zur letzten Aussicht.'],
      beauty: ['Machen Sie es zu einem Teil Ihrer täglichen Routine.', 'Ein ruhiger Moment nur für Sie.', 'Morgens oder abends, genießen Sie es auf Ihre Art.', 'Nehmen Sie sich heute ein wenig Zeit für sich.', 'Ihre Routine, Ihr Tempo, Ihre Regeln.', 'Gönnen Sie sich etwas, auf das Sie sich freuen.'],
      food: ['Setzen Sie sich dazu und lassen Sie sich Zeit.', 'Teilen Sie es mit jemandem, mit dem Sie gern Zeit verbringen.', 'Finden Sie Ihren Favoriten, eine Sorte nach der anderen.', 'Probieren Sie selbst und sehen Sie.', 'Nehmen Sie sich einen Moment, um es zu genießen.', 'Kommen Sie mit Ihren Liebsten am Tisch zusammen.'],
      box: ['Wählen Sie, was Ihnen gefällt, und lassen Sie den Rest.', 'Öffnen Sie die Box zu Hause und sehen Sie, was drin ist.', 'Machen Sie sie zu einem Teil Ihrer Woche.', 'Alles auspacken und loslegen.', 'Genießen Sie es zu Hause, in Ihrem Tempo.', 'Teilen Sie es mit allen bei Ihnen zu Hause.'],
      furniture: ['Sehen Sie, wie es sich in Ihr Zuhause fügt.', 'Machen Sie es sich gemütlich und fühlen Sie sich wohl.', 'Finden Sie das passende Stück für Ihren Raum.', 'Stellen Sie es sich in Ihrem eigenen Wohnzimmer vor.', 'Lehnen Sie sich zurück und bleiben Sie eine Weile.', 'Gestalten Sie den Raum um sich herum nach Ihrem Geschmack.'],
      toy: ['Das Spiel kann beginnen, drinnen wie draußen.', 'Setzen Sie sich auf den Boden und spielen Sie zusammen.', 'Finden Sie etwas für die Kleinen in Ihrem Leben.', 'Nehmen Sie sich Zeit zum Spielen, Bauen und Träumen.', 'Lassen Sie sie in ihrem Tempo entdecken.', 'Spielen Sie mit und sehen Sie, was sie erschaffen.'],
      course: ['Fangen Sie an, wann immer Sie bereit sind.', 'Lernen Sie etwas Neues, Schritt für Schritt.', 'Machen Sie heute den ersten Schritt.', 'Sehen Sie, wohin es Sie als Nächstes führt.', 'Nehmen Sie sich ein wenig Zeit zum Lernen.', 'Suchen Sie sich einen ruhigen Moment und legen Sie los.'],
      pet: ['Etwas für Ihren vierbeinigen Freund.', 'Gönnen Sie Ihrem Haustier etwas Neues.', 'Sehen Sie, was es davon hält.', 'Verwöhnen Sie es ein bisschen, es hat es verdient.', 'Zeit zusammen, zu Hause oder beim Spaziergang.', 'Machen Sie seinen Tag ein wenig schöner.'],
    },
    tail: ['Schauen Sie sich jedes Detail genauer an.', 'Jetzt sind Sie dran mit der Wahl.', 'Überzeugen Sie sich selbst.', 'Schauen Sie mal.', 'Lassen Sie sich Zeit.', 'Genießen Sie es.'],
    naming: (n) => `Entdecken Sie ${n}.`,
  },
  it: {
    kinds: {
      adorn: ['Trova il pezzo che ti somiglia.', 'Indossalo ogni giorno o tienilo per una sera speciale.', 'Un regalo per qualcuno che ami, o per te.', 'Fai tuo lo stile, dalla mattina alla sera.', 'Scegli quello che va con il tuo stile.', 'Che brilli con te, ovunque tu vada.'],
      worn: ['Trova la tua taglia e la vestibilità che fa per te.', 'Vestiti per la giornata che ti aspetta, qualunque cosa porti.', 'Fai tuo lo stile, dalla mattina alla sera.', 'Esci a modo tuo, ovunque ti porti la giornata.', 'Dai, provalo e giudica tu stesso.', 'Scegli quello che va con il tuo stile.'],
      gear: ['Prepara la borsa ed esci per tutta la giornata.', 'Scegli il tuo percorso e goditi la giornata.', 'Portalo con te alla prossima uscita.', 'All’aria aperta, ovunque porti il sentiero.', 'Pianifica la tua prossima avventura e parti.', 'Dal primo passo all’ultimo panorama.'],
      beauty: ['Rendilo parte della tua routine quotidiana.', 'Un momento tranquillo tutto per te.', 'Di mattina o di sera, goditelo a modo tuo.', 'Prenditi un po’ di tempo per te oggi.', 'La tua routine, il tuo ritmo, le tue regole.', 'Concediti qualcosa che aspetti con piacere.'],
      food: ['Accomodati e prenditi il tuo tempo.', 'Condividilo con qualcuno con cui ami stare.', 'Trova il tuo preferito, un assaggio alla volta.', 'Assaggialo tu stesso e vedrai.', 'Prenditi un momento per sederti e gustarlo.', 'Riunisciti a tavola con le persone che ami.'],
      box: ['Scegli quello che ti piace e lascia il resto.', 'Apri la box a casa e guarda cosa c’è dentro.', 'Rendila parte della tua settimana a casa.', 'Apri tutto e comincia.', 'Goditela a casa, con i tuoi tempi.', 'Condividila con chi vive con te.'],
      furniture: ['Guarda come si inserisce nella tua casa.', 'Mettiti comodo e sentiti a casa.', 'Trova il pezzo giusto per i tuoi spazi.', 'Immaginalo nel tuo soggiorno.', 'Siediti, rilassati e resta un po’.', 'Rendi tuo lo spazio intorno a te.'],
      toy: ['Che il gioco abbia inizio, dentro o fuori casa.', 'Sedetevi per terra e giocate insieme.', 'Trovane uno per i più piccoli della tua vita.', 'Trova il tempo per giocare, costruire e immaginare.', 'Lasciali esplorare con i loro tempi.', 'Unisciti al gioco e guarda cosa creano.'],
      course: ['Inizia quando sei pronto.', 'Impara qualcosa di nuovo, un passo alla volta.', 'Fai oggi il primo passo.', 'Guarda dove ti porta poi.', 'Trova un po’ di tempo per imparare.', 'Trova un momento tranquillo e comincia.'],
      pet: ['Qualcosa per il tuo amico a quattro zampe.', 'Regala al tuo animale qualcosa di nuovo.', 'Guarda cosa ne pensa.', 'Viziatelo un po’, se lo merita.', 'Tempo insieme, a casa o a passeggio.', 'Rendi la sua giornata un po’ più bella.'],
    },
    tail: ['Guarda da vicino ogni dettaglio.', 'Ora tocca a te scegliere.', 'Guarda tu stesso.', 'Dai un’occhiata.', 'Prenditi il tuo tempo.', 'Goditelo.'],
    naming: (n) => `Scopri ${n}.`,
  },
  pt: {
    kinds: {
      adorn: ['Encontre a peça que combina consigo.', 'Use-a todos os dias ou guarde-a para uma noite especial.', 'Um presente para alguém de quem gosta, ou para si.', 'Faça do estilo o seu, de manhã à noite.', 'Escolha a que combina com o seu estilo.', 'Que brilhe consigo, para onde quer que vá.'],
      worn: ['Encontre o seu tamanho e o corte que combina consigo.', 'Vista-se para o dia que o espera, seja ele qual for.', 'Faça do estilo o seu, de manhã à noite.', 'Saia à sua maneira, para onde quer que o dia o leve.', 'Vá, experimente e veja por si.', 'Escolha o que combina com o seu estilo.'],
      gear: ['Prepare a mochila e saia para passar o dia fora.', 'Escolha o seu percurso e aproveite o dia.', 'Leve-o consigo na próxima saída.', 'Ao ar livre, para onde quer que o caminho o leve.', 'Planeie a sua próxima aventura e ponha-se a caminho.', 'Do primeiro passo à última paisagem.'],
      beauty: ['Faça disto parte da sua rotina diária.', 'Um momento tranquilo só para si.', 'De manhã ou à noite, aproveite à sua maneira.', 'Tire hoje um pouco de tempo para si.', 'A sua rotina, o seu ritmo, as suas regras.', 'Ofereça a si mesmo algo por que espera.'],
      food: ['Puxe uma cadeira e não tenha pressa.', 'Partilhe com alguém com quem gosta de estar.', 'Encontre o seu favorito, um sabor de cada vez.', 'Prove por si e veja.', 'Tire um momento para se sentar e saborear.', 'Junte-se à mesa com as pessoas de quem gosta.'],
      box: ['Escolha o que gosta e deixe o resto.', 'Abra a caixa em casa e veja o que traz dentro.', 'Faça dela parte da sua semana em casa.', 'Desembale tudo e comece.', 'Aproveite em casa, ao seu ritmo.', 'Partilhe com quem vive consigo.'],
      furniture: ['Veja como encaixa na sua casa.', 'Ponha-se à vontade e sinta-se em casa.', 'Encontre a peça certa para o seu espaço.', 'Imagine-o na sua própria sala.', 'Sente-se, relaxe e fique um pouco.', 'Faça seu o espaço à sua volta.'],
      toy: ['Que comece a brincadeira, dentro ou fora de casa.', 'Sentem-se no chão e brinquem juntos.', 'Encontre um para os mais pequenos da sua vida.', 'Arranje tempo para brincar, construir e imaginar.', 'Deixe-os explorar ao seu ritmo.', 'Junte-se à diversão e veja o que criam.'],
      course: ['Comece quando estiver pronto.', 'Aprenda algo novo, passo a passo.', 'Dê hoje o primeiro passo.', 'Veja onde o leva a seguir.', 'Arranje um pouco de tempo para aprender.', 'Encontre um momento tranquilo e comece.'],
      pet: ['Algo para o seu amigo de quatro patas.', 'Dê ao seu animal algo novo.', 'Veja o que ele acha.', 'Mime-o um pouco, ele merece.', 'Tempo juntos, em casa ou a passear.', 'Torne o dia dele um pouco melhor.'],
    },
    tail: ['Veja de perto cada detalhe.', 'Agora é a sua vez de escolher.', 'Veja por si.', 'Dê uma vista de olhos.', 'Não tenha pressa.', 'Aproveite.'],
    naming: (n) => `Descubra ${n}.`,
  },
  nl: {
    kinds: {
      adorn: ['Vind het stuk dat bij je past.', 'Draag het elke dag of bewaar het voor een bijzondere avond.', 'Een cadeau voor iemand van wie je houdt, of voor jezelf.', 'Maak de look van jou, van de ochtend tot de avond.', 'Kies wat bij jouw stijl past.', 'Laat het stralen, waar je ook gaat.'],
      worn: ['Vind jouw maat en een pasvorm die bij je past.', 'Kleed je voor de dag die komt, wat die ook brengt.', 'Maak de look van jou, van de ochtend tot de avond.', 'Ga op pad op jouw manier, waar de dag je ook brengt.', 'Kom op, pas het en oordeel zelf.', 'Kies wat bij jouw stijl past.'],
      gear: ['Pak je tas en ga de hele dag naar buiten.', 'Kies je route en maak er een dag van.', 'Neem het mee op je volgende tocht.', 'In de buitenlucht, waar het pad je ook brengt.', 'Plan je volgende avontuur en ga op weg.', 'Van de eerste stap tot het laatste uitzicht.'],
      beauty: ['Maak het deel van je dagelijkse routine.', 'Een rustig moment voor jezelf.', 'In de ochtend of de avond, geniet ervan op jouw manier.', 'Neem vandaag even de tijd voor jezelf.', 'Jouw routine, jouw tempo, jouw regels.', 'Verwen jezelf met iets waar je naar uitkijkt.'],
      food: ['Schuif aan en neem je tijd.', 'Deel het met iemand met wie je graag bent.', 'Vind jouw favoriet, smaak voor smaak.', 'Proef het zelf en ontdek het.', 'Neem even de tijd om te zitten en te genieten.', 'Kom samen aan tafel met de mensen van wie je houdt.'],
      box: ['Kies wat bij je past en laat de rest.', 'Open de box thuis en kijk wat erin zit.', 'Maak hem deel van je week thuis.', 'Pak alles uit en ga aan de slag.', 'Geniet ervan thuis, in je eigen tempo.', 'Deel het met je huisgenoten.'],
      furniture: ['Zie hoe het in je huis past.', 'Maak het je gemakkelijk en voel je thuis.', 'Vind het juiste stuk voor jouw ruimte.', 'Stel je het voor in je eigen woonkamer.', 'Leun achterover, ontspan en blijf even zitten.', 'Maak de ruimte om je heen van jou.'],
      toy: ['Laat het spelen beginnen, binnen of buiten.', 'Ga op de grond zitten en speel samen.', 'Vind er een voor de kleintjes in je leven.', 'Maak tijd om te spelen, bouwen en fantaseren.', 'Laat ze in hun eigen tempo ontdekken.', 'Doe mee en kijk wat ze maken.'],
      course: ['Begin wanneer je er klaar voor bent.', 'Leer iets nieuws, stap voor stap.', 'Zet vandaag de eerste stap.', 'Zie waar het je daarna brengt.', 'Maak een beetje tijd om te leren.', 'Zoek een rustig moment en begin.'],
      pet: ['Iets voor je viervoetige vriend.', 'Geef je huisdier iets nieuws.', 'Kijk wat hij ervan vindt.', 'Verwen hem een beetje, hij verdient het.', 'Samen tijd, thuis of tijdens een wandeling.', 'Maak zijn dag een beetje mooier.'],
    },
    tail: ['Bekijk elk detail van dichtbij.', 'Nu is het jouw beurt om te kiezen.', 'Zie het zelf.', 'Neem een kijkje.', 'Neem je tijd.', 'Geniet ervan.'],
    naming: (n) => `Ontdek ${n}.`,
  },
};

/** The lines of goods of `kind` in `lang` (a primary language), the last naming the subject `name`; none in a language without them. */
export function productKindLines(kind: ProductKind, lang: string, name: string): string[] {
  return [...(SPOKEN[lang]?.kinds[LINES_OF[kind]] ?? []), ...goodsLines(lang, name)];
}

/** The lines any goods may say in `lang`, whatever their kind, the last naming the subject `name`; none in a language without them. */
export function goodsLines(lang: string, name: string): string[] {
  const spoken = SPOKEN[lang];
  return spoken ? [...spoken.tail, spoken.naming(name)] : [];
}
