/**
 * Whether a shown scene of customers, the viewer's company or children is said as the scene ("A
 * happy owner picks up her fluffy dog.") rather than as an order to the viewer (issue 23). An
 * order is an invitation only when the viewer would take it ("Collect your bike the same day."):
 * never one to do something with other people's kin, partners or pets ("Pick up your fluffy dog.",
 * "Get the keys with your partner…", "…with your dad"), nor an everyday act of the body the
 * picture merely shows ("Eat tacos at the window.", "Brush your teeth at the sink."). Pure string
 * work; never throws.
 */

/** Someone's family or partner: "her dad", "their grandparents", "his wife". */
const KIN =
  /(?<![\p{L}])(?:her|his|their)\s+(?:[\p{L}-]+\s+)?(?:dad|dads|daddy|mum|mums|mummy|mom|moms|mommy|mother|father|parents?|son|sons|daughters?|grandma|grandpa|granny|grandad|grandmother|grandfather|grandparents|grandchildren|grandkids|husband|wife|partner|boyfriend|girlfriend|fiancée?|baby|kids|children|brother|sister|brothers|sisters|family|uncle|aunt|cousins?)(?![\p{L}])/iu;
/** An animal someone keeps, as a thing done to ("her fluffy dog", "a puppy"; not "dog food"): it is not the viewer's to be told to pick up. */
const PET = /(?<![\p{L}])(?:her|his|their|a|an|the)\s+(?:[\p{L}-]+\s+)?(?:dogs?|pupp(?:y|ies)|cats?|kittens?|pets?|horses?|pon(?:y|ies)|rabbits?|bunn(?:y|ies)|hamsters?|guinea pigs?|parrots?|budgies?|spaniels?|labradors?|poodles?|terriers?|retrievers?)(?![\p{L}'’-])(?!\s+(?:food|bed|toys?|treats?|lead|leash|bowl|shampoo)(?![\p{L}]))/iu;
/** A couple's scene says its own partner, never the viewer's ("with your partner"). */
const COUPLE = /^couples?$/iu;
/** Everyday acts of the body: shown, they are a moment; ordered, they are odd ("Eat tacos at the window."). */
const BODILY = /^(?:eat|drink|brush|wash|sleep|sit|stand|wait|queue|yawn|shower|bathe|nap)$/iu;

/** Whom the line would speak to: the viewer alone, the viewer with company, or the viewer's children. */
export type Addressed = 'viewer' | 'company' | 'child';

/**
 * Whether the scene of `noun` (its last word: "owner", "couple", "child") doing `verb` (its base
 * form) with `rest` (the words after it) is said as the scene, not as an order or as the viewer's.
 */
export function saidAsScene(addressed: Addressed, noun: string, verb: string, rest: string): boolean {
  if (KIN.test(rest) || (addressed !== 'child' && PET.test(rest))) return true;
  if (addressed === 'company') return COUPLE.test(noun);
  return addressed === 'viewer' && BODILY.test(verb);
}

/**
 * The same kin and pets, owned by the person a picture shows, in the other languages pictures are
 * said in ("una clienta recogiendo a su perro", "eine Kundin, die ihren Hund abholt"): said to the
 * viewer they would become theirs ("Recoge a tu perro."), so such a picture has no line of its own.
 */
const OTHERS_OWN: Readonly<Record<string, RegExp>> = {
  es: /(?<![\p{L}])sus?\s+(?:\p{L}+\s+)?(?:perr[oa]s?|gat[oa]s?|mascotas?|cachorr[oa]s?|padres?|madre|hij[oa]s?|pareja|marido|mujer|espos[oa]|novi[oa]|abuel[oa]s?|herman[oa]s?|bebé)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(?:son|sa|ses|leurs?)\s+(?:\p{L}+\s+)?(?:chiens?|chiennes?|chats?|chiots?|animal|animaux|père|mère|parents|fils|filles?|enfants?|mari|femme|compagnon|compagne|copain|copine|grand-père|grand-mère|frère|sœur|bébé)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:ihr|ihre|ihren|ihrem|ihrer|sein|seine|seinen|seinem|seiner)\s+(?:\p{L}+\s+)?(?:Hund|Hunde|Hündin|Katze|Katzen|Welpen?|Haustier|Vater|Mutter|Eltern|Sohn|Tochter|Kind|Kinder|Mann|Frau|Partner(?:in)?|Freund(?:in)?|Oma|Opa|Bruder|Schwester|Baby)(?![\p{L}])/u,
  it: /(?<![\p{L}])(?:suo|sua|suoi|sue)\s+(?:\p{L}+\s+)?(?:can[ei]|gatt[oaie]|cuccioli?|cucciolo|padre|madre|genitori|figli[oa]?|figlie|marito|moglie|partner|fidanzat[oa]|nonn[oaie]|fratell[oi]|sorell[ae])(?![\p{L}])/iu,
  pt: /(?<![\p{L}])(?:seu|sua|seus|suas)\s+(?:\p{L}+\s+)?(?:cão|cães|cachorr[oa]s?|gat[oa]s?|pai|mãe|pais|filh[oa]s?|marido|mulher|esposa|namorad[oa]|avô|avó|irmãs?|irmãos?|bebé|bebê)(?![\p{L}])/iu,
  nl: /(?<![\p{L}])(?:haar|zijn|hun)\s+(?:\p{L}+\s+)?(?:hond(?:en)?|kat(?:ten)?|puppy|huisdier|vader|moeder|ouders|zoon|dochter|kind|kinderen|man|vrouw|partner|vriend(?:in)?|opa|oma|broer|zus|baby)(?![\p{L}])/iu,
};

/** Whether a picture in `language` (not English: saidAsScene reads those) shows someone with their own kin or pet. */
export const showsOthersOwn = (picture: string, language: string): boolean => OTHERS_OWN[language.slice(0, 2).toLowerCase()]?.test(picture) ?? false;
