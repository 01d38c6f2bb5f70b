/**
 * What a product a Spanish, French, German, Italian, Portuguese or Dutch brief names by what it is
 * ("Luma, una lámpara de escritorio", "Kiwi est une gourde isotherme", "Nordlicht, eine smarte
 * Leselampe") is, in the English words a picture is drawn from ("a desk lamp", "a water bottle",
 * "a reading lamp"): the renderer reads English, and a product it cannot name is drawn as "the
 * product" (issue 23). Each English noun is one the subject kinds know (compositions.ts KIND_WORDS).
 */

/** English picture words, and the product's names in es, fr, de, it, pt and nl; the longest name found in a description wins. */
const PRODUCT_NOUNS: [english: string, names: string][] = [
  ['desk lamp', 'lámpara de escritorio|lámpara de mesa|lampe de bureau|lampe de table|schreibtischlampe|schreibtischleuchte|tischlampe|tischleuchte|lampada da scrivania|lampada da tavolo|luminária de mesa|candeeiro de mesa|candeeiro de secretária|bureaulamp|tafellamp'],
  ['reading lamp', 'lámpara de lectura|lampe de lecture|leselampe|leseleuchte|lampada da lettura|luminária de leitura|candeeiro de leitura|leeslamp'],
  ['bedside lamp', 'lámpara de noche|lámpara de mesita|lampe de chevet|nachttischlampe|lampada da comodino|candeeiro de cabeceira|nachtlamp'],
  ['floor lamp', 'lámpara de pie|lampadaire|stehlampe|lampada da terra|luminária de chão|candeeiro de pé|vloerlamp|staande lamp'],
  ['lamp', 'lámpara|lampe|leuchte|lampada|luminária|candeeiro|lamp'],
  ['water bottle', 'botella de agua|botella térmica|botella reutilizable|cantimplora|gourde|bouteille isotherme|trinkflasche|wasserflasche|thermosflasche|isolierflasche|borraccia|bottiglia termica|garrafa térmica|garrafa de água|garrafa reutilizável|cantil|drinkfles|waterfles|thermosfles'],
  ['coffee grinder', 'molinillo de café|moulin à café|kaffeemühle|macinacaffè|macinino da caffè|moedor de café|koffiemolen'],
  ['coffee machine', 'cafetera|machine à café|cafetière|kaffeemaschine|kaffeevollautomat|siebträgermaschine|macchina da caffè|macchinetta del caffè|máquina de café|cafeteira|koffiemachine|koffiezetapparaat'],
  ['kettle', 'hervidor|bouilloire|wasserkocher|bollitore|chaleira|waterkoker'],
  ['blender', 'batidora|licuadora|mixeur|standmixer|frullatore|liquidificador|blender'],
  ['toaster', 'tostadora|grille-pain|toaster|tostapane|torradeira|broodrooster'],
  ['headphones', 'auriculares|casque audio|kopfhörer|cuffie|fones de ouvido|auscultadores|koptelefoon'],
  ['earbuds', 'auriculares inalámbricos|écouteurs|ohrhörer|auricolari|fones intra-auriculares|oordopjes|earbuds'],
  ['speaker', 'altavoz|enceinte|haut-parleur|lautsprecher|altoparlante|cassa bluetooth|caixa de som|coluna bluetooth|luidspreker|speaker'],
  ['smartwatch', 'reloj inteligente|montre connectée|smartwatch|orologio smart|relógio inteligente'],
  ['charger', 'cargador|chargeur|ladegerät|powerbank|caricabatterie|carregador|oplader'],
  ['backpack', 'mochila|sac à dos|rucksack|zaino|rugzak'],
  ['sneakers', 'zapatillas|baskets|turnschuhe|sneaker|sneakers|scarpe da ginnastica|tênis|sapatilhas'],
  ['running shoes', 'zapatillas de running|chaussures de course|chaussures de running|laufschuhe|scarpe da corsa|sapatilhas de corrida|tênis de corrida|hardloopschoenen'],
  ['shoes', 'zapatos|chaussures|schuhe|scarpe|sapatos|schoenen'],
  ['jacket', 'chaqueta|veste|blouson|jacke|giacca|giubbotto|casaco|jaqueta|jas'],
  ['bag', 'bolso|sac|tasche|handtasche|borsa|bolsa|tas'],
  ['sunglasses', 'gafas de sol|lunettes de soleil|sonnenbrille|occhiali da sole|óculos de sol|zonnebril'],
  ['watch', 'reloj|montre|armbanduhr|orologio|relógio|horloge'],
  ['mattress', 'colchón|matelas|matratze|materasso|colchão|matras'],
  ['pillow', 'almohada|oreiller|kopfkissen|kissen|cuscino|travesseiro|almofada|kussen'],
  ['office chair', 'silla de oficina|chaise de bureau|bürostuhl|sedia da ufficio|cadeira de escritório|bureaustoel'],
  ['chair', 'silla|chaise|stuhl|sedia|cadeira|stoel'],
  ['sofa', 'sofá|canapé|sofa|divano'],
  ['candle', 'vela|bougie|kerze|candela|kaars'],
  ['robot vacuum', 'robot aspirador|aspirador robot|robot aspirateur|aspirateur robot|saugroboter|robot aspirapolvere|aspirador robô|robotstofzuiger'],
  ['vacuum cleaner', 'aspiradora|aspirador|aspirateur|staubsauger|aspirapolvere|stofzuiger'],
  ['air purifier', 'purificador de aire|purificateur d’air|purificateur d\'air|luftreiniger|purificatore d’aria|purificatore d\'aria|purificador de ar|luchtreiniger'],
  ['heater', 'calefactor|radiateur|heizlüfter|heizgerät|stufetta|aquecedor|kachel'],
  ['fan', 'ventilador|ventilateur|ventilator|ventilatore'],
  ['diffuser', 'difusor|diffuseur|diffusor|diffusore|geurverspreider'],
  ['vitamin C serum', 'sérum de vitamina c|sérum con vitamina c|sérum à la vitamine c|sérum vitamine c|vitamin-c-serum|siero alla vitamina c|siero con vitamina c|sérum com vitamina c|vitamine c-serum|vitamine c serum|serum met vitamine c'],
  ['serum', 'sérum|serum|siero'],
  // A cosmetics or skincare brand's goods: a cream is what a picture can hold.
  ['face cream', 'cosmética natural|cosmética|cosméticos|cosmétiques|cosmétique|naturkosmetik|kosmetik|cosmetica naturale|cosmetica|cosmetici|natuurlijke cosmetica|soins de la peau|cuidado de la piel|hautpflege|cuidados da pele|cura della pelle|huidverzorging'],
  ['sunscreen', 'protector solar|crème solaire|sonnencreme|crema solare|protetor solar|zonnebrandcrème|zonnebrand'],
  ['cream', 'crema|crème|creme|gezichtscrème'],
  ['shampoo', 'champú|shampooing|shampoo|champô|xampu'],
  ['soap', 'jabón|savon|seife|sapone|sabonete|sabão|zeep'],
  ['perfume', 'perfume|parfum|profumo|parfüm'],
  ['dog bed', 'cama para perros|cama para cães|panier pour chien|hundebett|cuccia|hondenmand|hondenbed'],
  ['e-bike', 'bicicleta eléctrica|bicicleta elétrica|vélo électrique|e-bike|pedelec|bicicletta elettrica|elektrische fiets'],
  ['bicycle', 'bicicleta|vélo|fahrrad|bicicletta|fiets'],
  ['electric scooter', 'patinete eléctrico|trottinette électrique|trottinette|e-scooter|monopattino elettrico|monopattino|trotinete elétrica|trotinete|elektrische step'],
  ['phone case', 'funda para móvil|funda de móvil|coque de téléphone|handyhülle|cover per cellulare|capa de telemóvel|capinha de celular|telefoonhoesje'],
];

/** A name within a German or Dutch compound's end ("Leselampe", "Edelstahlflasche") is that name too: five letters at least, so no short word hides in a longer one. */
const COMPOUND_END = 5;

const FOUND = PRODUCT_NOUNS.flatMap(([english, names]) =>
  names.split('|').map((name) => ({
    english,
    length: name.length,
    // A plural is the thing too ("montres", "Kerzen", "lampes").
    re: new RegExp(`${name.length >= COMPOUND_END && !name.includes(' ') ? '(?<=^|\\P{L}|\\p{L}{3})' : '(?<!\\p{L})'}${name}(?:s|es|n|en)?(?!\\p{L})`, 'iu'),
  })),
);

/**
 * The English noun a description names ("lámpara de escritorio" → "desk lamp"), the longest name found
 * in its first two words (one may be an adjective: "smarte Leselampe", "pequeña lámpara"): a thing named
 * later is what the product is for or of ("une boutique de vélos"). Undefined for none.
 */
export function productNounIn(description: string): string | undefined {
  const opening = description.split(/\s+/u).slice(0, 2).join(' ').length;
  return FOUND.map(({ english, length, re }) => ({ english, length, at: re.exec(description)?.index }))
    .filter(({ at }) => at !== undefined && at <= opening)
    .sort((a, b) => b.length - a.length)[0]?.english;
}

/** An indefinite article in those languages (none an English word), after the name or "is" in theirs: where a brief says what its product is. */
const SAID_TO_BE = /^\s*(?:,|:|\s+(?:es|est|ist|è|é|is)|\s+[—–])\s*(?:un|una|une|uno|un['’]|ein|eine|einen|uma|um|een)\s+([^.,;:!?()\n]{2,60})/iu;

/** A brand of something ("marque de montres", "Marke für Naturkosmetik"): its goods are what it is, pictured. */
const BRAND_OF = /^(?:marque|marca|marke|marchio|merk|label)\s+(?:de\s+|d['’]|di\s+|für\s+|van\s+|voor\s+)/iu;

/**
 * What a brief in one of those languages says its product `name` is, in English picture words
 * ("a desk lamp"), the first time it says so; undefined when it says nothing a picture can name.
 */
export function productDescribedIn(name: string, brief: string): string | undefined {
  if (!name) return undefined;
  const said = brief.split(name).slice(1).map((after) => SAID_TO_BE.exec(after)?.[1]).find((d) => d !== undefined);
  const noun = said === undefined ? undefined : productNounIn(said.trim().replace(BRAND_OF, ''));
  return noun && `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
