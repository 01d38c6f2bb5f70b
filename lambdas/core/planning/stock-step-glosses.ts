/**
 * A warehouse's and a shop floor's training steps in Spanish, French, German, Italian, Portuguese or Dutch, glossed in
 * English as their English steps are pictured: parcels packed, heavy boxes put on the bottom shelf, a step ladder used,
 * the shelves tidied, the use-by dates checked, customers served at the till. Each is a table of a language's verbs and
 * objects, found in either order ("Pakete richtig packen", "Emballez les colis"), or of its objects alone where they say
 * the step whatever its verb ("die Leiter sicher benutzen"). Found from its first word, so it is the more particular
 * where a general gloss ("checking it carefully", "supporting them as they stand") is found at the same place.
 */

type Lang = 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl';
type Words = Readonly<Record<Lang, string>>;

/** An elided article before a word: "l'échelle", "dell'ordine". */
const ELIDED = "(?:\\p{L}{1,4}['’])?";
const any = (words: Words) => Object.values(words).join('|');
/** `verbs`, up to four words, then `things`; or `things`, up to four words, then `verbs` (infinitives end German and Dutch steps). */
const done = (verbs: Words, things: Words) =>
  `(?:${any(verbs)})(?:\\s+\\S+){0,4}?\\s+${ELIDED}(?:${any(things)})|${ELIDED}(?:${any(things)})(?:\\s+\\S+){0,4}?\\s+(?:${any(verbs)})`;
/** `things` within the step's first six words: the step is about them, whatever its verb. */
const about = (things: Words) => `^(?:\\S+\\s+){0,5}?${ELIDED}(?:${any(things)})`;

const PACK: Words = {
  es: 'empaquet\\p{L}*|embal\\p{L}*|empac\\p{L}*',
  fr: 'emball\\p{L}*|empaquet\\p{L}*',
  de: 'pack\\p{L}*|verpack\\p{L}*|einpack\\p{L}*',
  it: 'imball\\p{L}*|impacchett\\p{L}*|confezion\\p{L}*',
  pt: 'embal\\p{L}*|empacot\\p{L}*',
  nl: 'inpak\\p{L}*|verpak\\p{L}*|pak\\p{L}*\\s+(?:\\S+\\s+){0,3}?in',
};
const PARCELS: Words = {
  es: 'paquetes?|pedidos?|cajas?|bultos?|envíos?',
  fr: 'colis|commandes?|cartons?|paquets?|boîtes?',
  de: 'pakete?|päckchen|bestellungen?|kartons?|sendungen?|waren',
  it: 'pacchi|pacco|ordini|scatol[ae]|spedizion[ei]|cartoni?',
  pt: 'pacotes?|encomendas?|caixas?|volumes?',
  nl: 'pakket(?:ten|jes)?|pakjes?|bestellingen?|dozen|doos',
};
const HEAVY: Words = {
  es: '(?:cajas?|cargas?|bultos?|paquetes?) pesad[oa]s?|pesad[oa]s?',
  fr: '(?:cartons?|colis|charges?|caisses?|boîtes?) lourd(?:e|s|es)?|lourd(?:e|s|es)?',
  de: 'schwer(?:e|en|er|es)?',
  it: '(?:scatol[ae]|cartoni?|pacchi|colli|carichi) pesant[ei]|pesant[ei]',
  pt: '(?:caixas?|cargas?|volumes?) pesad[oa]s?|pesad[oa]s?',
  nl: 'zware?',
};
const LOW: Words = {
  es: 'abajo|(?:estantes?|baldas?) (?:inferior(?:es)?|de abajo|bajos?|bajas?)|parte (?:baja|inferior)',
  fr: 'en bas|(?:étagères?|rayons?) (?:du bas|inférieure?s?)',
  de: 'unten|untere[nmrs]?|unterste[nmrs]?',
  it: 'in basso|(?:ripiani?|scaffal[ei]) (?:bass[oi]|inferior[ei])',
  pt: 'em baixo|embaixo|(?:prateleiras?) (?:de baixo|inferior(?:es)?)',
  nl: 'onderaan|onderin|onderste',
};
const LADDER: Words = {
  es: 'escaleras? de mano|escalera plegable|escalerilla|escalera de tijera',
  fr: 'échelles?|escabeaux?|marchepieds?',
  de: 'leitern?|trittleitern?|stehleitern?|bockleitern?',
  it: 'scal[ae] a pioli|scalett[ae]|scale[oi]|scala portatile',
  pt: 'escadotes?|escadas? de mão|escadas? portáte(?:l|is)',
  nl: 'ladders?|trapje|keukentrapje|huishoudtrap(?:je)?',
};
const TIDY: Words = {
  es: 'orden\\p{L}*|arregl\\p{L}*|organiz\\p{L}*|repon\\p{L}*|repón',
  fr: 'rang\\p{L}*|arrang\\p{L}*|organis\\p{L}*|remettre en ordre|remettez en ordre|réassort\\p{L}*',
  de: 'aufräum\\p{L}*|räum\\p{L}*|ordn\\p{L}*|ordne|sortier\\p{L}*|einräum\\p{L}*|auffüll\\p{L}*',
  it: 'sistem\\p{L}*|riordin\\p{L}*|ordin\\p{L}*|organizz\\p{L}*|riforn\\p{L}*',
  pt: 'arrum\\p{L}*|organiz\\p{L}*|orden\\p{L}*|repor|reponha|repõe',
  nl: 'opruim\\p{L}*|ruim\\p{L}*|orden\\p{L}*|sorteer\\p{L}*|bijvul\\p{L}*|aanvul\\p{L}*|vul\\p{L}*',
};
const SHELVES: Words = {
  es: 'estanter\\p{L}*|estantes?|lineales?|baldas?|góndolas?',
  fr: 'rayons?|rayonnages?|étagères?|linéaires?|gondoles?',
  de: 'regale?n?|regals|fächer|auslagen?',
  it: 'scaffal[ei]|ripiani?|espositori?|lineari?',
  pt: 'prateleiras?|estantes?|expositor(?:es)?|gôndolas?',
  nl: 'schappen|schap|rekken|planken',
};
const DATES: Words = {
  es: 'fechas? de (?:caducidad|vencimiento|consumo(?: preferente)?)|caducidad(?:es)?',
  fr: 'dates? (?:de péremption|limites?(?: de consommation)?|d[\'’]expiration)|dlc|ddm|péremptions?',
  de: 'mindesthaltbarkeitsdat\\p{L}*|haltbarkeitsdat\\p{L}*|verfallsdat\\p{L}*|ablaufdat\\p{L}*|verbrauchsdat\\p{L}*|mhd',
  it: 'dat[ae] di scadenza|scadenz[ae]|dat[ae] di consumo',
  pt: '(?:prazos?|datas?) de validade|validades?|datas? de expiração',
  nl: 'houdbaarheidsdat\\p{L}*|vervaldat\\p{L}*|tht|houdbaarheid',
};
const TILL: Words = {
  es: 'caja registradora|(?:en|a) la caja|en caja|las cajas de cobro',
  fr: 'à la caisse|aux caisses|en caisse|la caisse',
  de: 'an der kasse|an den kassen|kasse|kassen',
  it: 'alla cassa|alle casse|in cassa|la cassa',
  pt: 'no caixa|caixa registadora|registadora|ponto de venda',
  nl: 'aan de kassa|bij de kassa|kassa',
};

export const STOCK_STEP_GLOSSES: [gloss: string, words: string][] = [
  ['packing a parcel into a box', done(PACK, PARCELS)],
  // A heavy load said low, or on the shelf: the bottom shelf it goes on ("schwere Kartons unten ins Regal stellen").
  ['putting heavy boxes on the bottom shelf', `(?:${any(HEAVY)})(?:\\s+\\S+){0,4}?\\s+(?:${any(LOW)}|${any(SHELVES)})|(?:${any(LOW)})(?:\\s+\\S+){0,4}?\\s+(?:${any(HEAVY)})`],
  // A ladder anywhere in the step is the step's picture ("Sta nooit op de bovenste trede van het trapje").
  ['climbing a step ladder safely', `${ELIDED}(?:${any(LADDER)})`],
  ['tidying the shelves', done(TIDY, SHELVES)],
  ['checking the use-by dates', about(DATES)],
  ['serving a customer at the till', about(TILL)],
];
