import { boundedMemo } from '../bounded-memo';
import { nameTrade } from './name-trades';
import { isRecurring } from './recurring-occasions';
import { lessonTrade } from './lesson-trades';

/**
 * Occasions a brief asks people to come to (issue 23): a jazz night, a gig, a food festival, a
 * craft market, a wine tasting, a pottery workshop, a quiz, a home match, in English, Spanish,
 * French, German, Italian and Portuguese. An occasion has a name ("Harbour Jazz Night") kept apart
 * from when and where it is ("on 14 June at Pier 3"), and its entry ("Tickets £15.", "Eintritt
 * frei.") is what the viewer is asked to act on. Pure string work; never throws.
 */

/** Open air the render engine draws, which an occasion may be held in. */
export type Outdoors = 'harbour' | 'beach' | 'park';

/** The brief's words for each, in any of the six languages. */
const OUTDOOR_WORDS: readonly [Outdoors, RegExp][] = [
  ['harbour', /(?<![\p{L}])(?:pier|harbou?r|quay|marina|waterfront|docks?|muelle|puerto|quai|port|jetée|hafen|kai|steg|molo|porto|cais)(?![\p{L}])/iu],
  ['beach', /(?<![\p{L}])(?:beach|playa|plage|strand|spiaggia|praia)(?![\p{L}])/iu],
  ['park', /(?<![\p{L}])(?:park|gardens?|parque|jardín|parc|jardin|garten|parco|giardino|jardim)(?![\p{L}])/iu],
];

/** What an occasion looks like, which sets its pictures (occasion-shots.ts). */
export type OccasionScene = 'race' | 'quiz' | 'tasting' | 'reading' | 'stalls' | 'match' | 'class' | 'exhibition' | 'talk' | 'stage' | 'party' | 'band';

export interface Occasion {
  /** Its name as the brief writes it, with the sentence's article: "Harbour Jazz Night", "el Mercado de Artesanía de Sevilla". */
  name: string;
  scene: OccasionScene;
  /** Its occasion word as the brief writes it: "Night", "Festival", "Sommerfest", "match". */
  word: string;
  /** When and where, joined to its name in the brief: "on 14 June at Pier 3", "en Bodega Sol, viernes a las 20:00". */
  details?: string;
  /** When and where, set apart from its name by a comma, said as a sentence of their own: "Saturday 3pm at Riverside Ground". */
  when?: string;
  /** The brief's sentence of tickets, entry or price: "Tickets £15.", "Entrada gratuita.", "£40 per person, book online." */
  entry?: string;
  /** The brief's sentence asking for it ("Promote the Riverside Rovers home match…"), when that is where it is named: no point to say. */
  asked?: string;
  /** Entry is free: the close welcomes rather than asks to book. */
  free: boolean;
  /** Held every week or on a weekday each week (recurring-occasions.ts): no one date to save. */
  recurring?: boolean;
  /** The open air it is held in, where the brief names one: "Pier 3" is by the harbour, "Victoria Park" a park. */
  outdoors?: Outdoors;
  /** It is held after dark (a night, a soirée, doors at 8pm): its pictures are lit for the evening. */
  evening: boolean;
}

/**
 * Occasion words per scene, any of the six languages (whole words, case-insensitive), German
 * compounds by their last part; the most telling scene first: a "Soirée Quiz" is a quiz, a "Food
 * Festival" a row of stalls.
 */
/** A band "live at The Crown": no "live" of another sentence. */
const LIVE = 'live(?=\\s+(?:at|in|on)\\s)';

const SCENE_WORDS: Readonly<Record<OccasionScene, string>> = {
  race: 'marathon|half marathon|fun run|[0-9]+k run|race|triathlon|sports day|sport day|maratón|media maratón|carrera popular|course à pied|semi-marathon|halbmarathon|[\\p{L}]*lauf|maratona|mezza maratona|corrida',
  quiz: 'quiz|pub quiz|trivia|trivial|[\\p{L}]*quiz',
  tasting: 'tasting|wine tasting|cata|catas|degustación|dégustation|verkostung|weinprobe|degustazione|degustação|prova de vinhos|[\\p{L}]*(?:verkostung|probe)',
  // A book festival is readings, not a stage: before the festival words of a night out (a book fair is its stalls).
  reading: 'book festival|literary festival|literature festival|poetry night|poetry festival|book signing|author talk|storytelling|reading|festival du livre|salon du livre|fête du livre|festival literario|festival de literatura|literaturfestival|lesung|[\\p{L}]*lesung|festa del libro|festival letterario|festa literária|festival literário',
  stalls: 'market|fair|fete|food festival|(?:beer|cider|craft beer|street food) festival|sagra|festival gastronómico|fête gastronomique|foodfestival|festa gastronomica|festival gastronómico|car boot sale|bazaar|mercado|mercadillo|feria|marché|foire|brocante|markt|messe|mercato|mercatino|fiera|feira|[\\p{L}]*(?:markt|messe)',
  match: 'match|game|derby|tournament|partido|torneo|partita|tournoi|spiel|turnier|jogo|partida|torneio|[\\p{L}]*(?:spiel|turnier)',
  class: 'workshop|class|classes|masterclass|course|taller|clase|clases|curso|atelier|cours|kurs|laboratorio|corso|oficina|aula|[\\p{L}]*kurs',
  exhibition: 'exhibition|expo|art show|open day|open evening|exposición|muestra|puertas abiertas|exposition|vernissage|portes ouvertes|ausstellung|tag der offenen tür|mostra|esposizione|porte aperte|exposição|dia aberto|[\\p{L}]*ausstellung',
  talk: 'conference|summit|talk|meetup|conferencia|charla|conférence|rencontre|konferenz|vortrag|lesung|conferenza|incontro|conferência|palestra',
  stage: `${LIVE}|night|gig|concert|festival|jam session|open mic|ceilidh|disco|noche|velada|concierto|recital|soirée|nuit|konzert|nacht|abend|serata|notte|concerto|noite|show|[\\p{L}]*(?:konzert|nacht|abend|festival)`,
  party: 'party|fest|carnival|gala|parade|ball|launch|fiesta|verbena|lanzamiento|fête|bal|lancement|feier|festa|lancio|arraial|lançamento|[\\p{L}]*(?:fest|party|feier)',
  // Musicians booked for the viewer's own occasion ("Gigi's Wedding Band"): no date of theirs to come to.
  band: 'band|dj|disc jockey|string quartet|quartet|trio|orchestra|choir|grupo|orquesta|banda|orchestre|groupe|chorale|musikband|hochzeitsband|partyband|coverband|gruppo|coro|[\\p{L}]*band',
};

const SCENES = Object.keys(SCENE_WORDS) as OccasionScene[];
const wordRe = (words: string) => new RegExp(`(?<![\\p{L}])(?:${words})(?![\\p{L}])`, 'iu');
const SCENE_RES = SCENES.map((scene) => [scene, wordRe(SCENE_WORDS[scene])] as const);

/**
 * A name headed by its occasion word: last in English and German ("Harbour Jazz Night",
 * "Sommerfest", "The Velvet Foxes live"), a match's name running on to whom it is against; first
 * in Spanish, French, Italian and Portuguese ("Mercado de Artesanía", "Soirée Quiz du Lion d'Or",
 * "Noche Flamenca") or before what it is of ("Festival of Light", "Nacht der Museen"), or last after
 * no article ("Bar La Fiesta" is a bar). "Night Owl Coffee" and
 * "Market Café" are headed by no occasion.
 */
// A name may end on "live": "The Velvet Foxes live".
const ANY_WORD = SCENES.map((scene) => SCENE_WORDS[scene].replace(LIVE, 'live')).join('|');
const ENDS_ON_WORD = new RegExp(`(?<![\\p{L}])(?<!(?:^|\\s)(?:the|la|las|el|los|le|les|il|lo|o|a|os|as|der|die|das)\\s)(?:${ANY_WORD})$`, 'iu');
const OPENS_ON_WORD = new RegExp(`^(?:${ANY_WORD})(?![\\p{L}])`, 'iu');
const HEAD_FIRST = new Set(['es', 'fr', 'it', 'pt']);
/** "Festival of Light", "Nacht der Museen": head first in English and German too. */
const OF_AFTER = new RegExp(`^(?:${ANY_WORD})\\s+(?:of|der|des|von)\\s`, 'iu');
const ARTICLE = /^(?:the|a|an|our|this|el|la|los|las|le|les|l['’]|il|lo|gli|i|o|os|as|der|die|das|den|dem|unser(?:e|en)?)\s*(?<=\s|['’])/iu;
const AGAINST = /\s+(?:against|vs\.?|v\.?|contra|contre|gegen|contro)\s.*$/iu;

function headedByOccasion(name: string, lang: string): boolean {
  const bare = name.replace(ARTICLE, '').replace(AGAINST, '').trim();
  // German names a town's occasion after it: "Stadtfest Ulm", "Weihnachtsmarkt Nürnberg".
  const town = lang === 'de' ? /^(.+)\s+(\p{Lu}\p{Ll}+)$/u.exec(bare) : null;
  return ENDS_ON_WORD.test(bare) || (town !== null && ENDS_ON_WORD.test(town[1]!)) || (OPENS_ON_WORD.test(bare) && (HEAD_FIRST.has(lang) || OF_AFTER.test(bare)));
}

const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|' +
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|' +
  'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|' +
  'januar|februar|märz|juni|juli|oktober|dezember|' +
  'gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|' +
  'janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro';
/** Whole weekdays and nights: no "Sun" or "Wed" of another word. */
const DAYS =
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|this weekend|' +
  'lunes|martes|miércoles|jueves|viernes|sábado|domingo|esta noche|' +
  'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|ce soir|demain|' +
  'montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|heute abend|' +
  'lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|stasera|domani|' +
  'segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|sábado|hoje à noite|amanhã';
/** A day of the calendar: "14 June", "June 14th", "12 de octubre", "14/06", "6.7.2026". */
const DATES = [
  `(?<![\\p{N}])\\d{1,2}(?:st|nd|rd|th|er|º|\\.)?\\s+(?:de\\s+)?(?:${MONTHS})(?![\\p{L}])`,
  `(?<![\\p{L}])(?:${MONTHS})\\s+\\d{1,2}(?:st|nd|rd|th)?(?![\\p{N}])`,
  `(?<![\\p{N}])\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?(?![\\p{N}])|(?<![\\p{N}])\\d{1,2}\\.\\d{1,2}\\.\\d{2,4}`,
];
const ON_A_DATE = new RegExp(DATES.join('|'), 'iu');
/**
 * A day, a date or a clock time in any of the six languages: "Saturday", "14 June", "June 14th",
 * "12 de octubre", "6. Juli", "14/06", "8pm", "20h", "18 Uhr", "alle 19", "19:30"; a month only
 * beside its day ("May" is a verb too), a time after "from" only without a price ("dès 30 €").
 */
export const WHEN = new RegExp(
  [
    `(?<![\\p{L}])(?:${DAYS})(?![\\p{L}])`,
    ...DATES,
    `(?<![\\p{N}])\\d{1,2}(?:[:.]\\d\\d)?\\s?(?:am|pm|h(?:\\d\\d)?|uhr)(?![\\p{L}])`,
    `(?<![\\p{L}])(?:alle|às|a las|dalle|dès|ab|um|from|doors)\\s+\\d{1,2}(?![\\d.,]|\\s?[€$£])`,
    // A year booked for: "Booking now for 2027", "Reservas para 2027".
    `(?<![\\p{L}])(?:for|in|para|en|pour|für|per|nel|em)\\s+20\\d\\d(?![\\p{N}])`,
  ].join('|'),
  'iu',
);
/** After dark: a night or an evening named ("Quizabend" too). */
const EVENING = /(?<![\p{L}])(?:night|evening|tonight|noche|velada|soirée|nuit|ce soir|nacht|abend|serata|notte|stasera|noite)(?![\p{L}])|\p{L}(?:nacht|abend)(?![\p{L}])/iu;
/** A clock time, its hour and whether it is after noon: "8pm", "8.30 pm", "20h", "20:00", "18 Uhr", "alle 19", "às 21h". */
const CLOCK = /(?<![\d:.])(\d{1,2})(?:[:.h]\d\d)?\s?(am|pm|h|uhr)?(?![\p{L}\d])/giu;
const AT_HOUR = /(?:alle|às|a las|à|um|ab|dalle|dès|from|doors)\s+$/iu;

/** The occasion starts after dark: its first clock time from 6pm. */
function startsAfterDark(text: string): boolean {
  for (const m of text.matchAll(CLOCK)) {
    const unit = m[2]?.toLowerCase();
    if (!unit && !AT_HOUR.test(text.slice(0, m.index))) continue;
    const hour = Number(m[1]) + (unit === 'pm' && m[1] !== '12' ? 12 : 0);
    return hour >= 18 && hour < 24;
  }
  return false;
}

/** A sentence of tickets, entry or price. */
const ENTRY = /(?<![\p{L}])(?:tickets?|entry|admission|entrance|entradas?|ingressos?|bilhetes?|entrée|billets?|billetterie|tarif|eintritt|karten|biglietti?|ingresso)(?![\p{L}])|[$€£]\s?\d|\d\s?(?:€|euros?)(?![\p{L}])|(?<![\p{L}])\d+\s?(?:per person|pp|a head|por persona|par personne|pro person|a persona|por pessoa)(?![\p{L}])/iu;
const FREE = /(?<![\p{L}])(?:free|gratis|gratuit[aoe]?s?|libre|livre|frei|kostenlos|libero|grátis)(?![\p{L}])/iu;
const PRICE = /[$€£]\s?\d|\d\s?(?:€|euros?)(?![\p{L}])/iu;

/** Where the name ends and when or where it is begins: "Harbour Jazz Night | on 14 June at Pier 3". */
const DETAIL_START: Readonly<Record<string, RegExp>> = {
  en: /,\s*|\s+[-–—]\s+|\s+(?=(?:on|at|this|next|from|every|in|@)\s)/u,
  es: /,\s*|\s+[-–—]\s+|\s+(?=(?:el|en|este|esta|a las|desde|cada)\s)/u,
  fr: /,\s*|\s+[-–—]\s+|\s+(?=(?:le|à|au|aux|ce|cette|dès|chaque)\s)/u,
  de: /,\s*|\s+[-–—]\s+|\s+(?=(?:am|im|in|auf|ab|um|an|diesen|jeden)\s)/u,
  it: /,\s*|\s+[-–—]\s+|\s+(?=(?:il|alla|al|allo|ai|a|in|presso|dalle|questo|ogni)\s)/u,
  pt: /,\s*|\s+[-–—]\s+|\s+(?=(?:em|no|na|nos|nas|a|às|de \d|este|esta|todas?)\s)/u,
};

/** A subject with when it is after it ("Greenfield College on Saturday") split there; undefined when it says no when. */
export function splitWhen(phrase: string, lang: string): { name: string; when: string } | undefined {
  const starts = DETAIL_START[lang];
  const at = starts ? new RegExp(starts.source, `${starts.flags}g`).exec(phrase) : null;
  const when = at ? phrase.slice(at.index).replace(APART, '') : '';
  return at && at.index > 0 && saysWhen(when) ? { name: phrase.slice(0, at.index).trim(), when } : undefined;
}

/** Details set apart from the name: ", Saturday 3pm", " – 14 June". */
const APART = /^[\s,–—-]+/u;

/** The rest of the sentence naming the occasion, when it says when: ", Saturday 3 August at Victoria Park, from 11am". */
function detailsAfter(phrase: string, sentences: readonly string[]): string | undefined {
  const said = sentences.find((s) => s.includes(phrase));
  const whole = said?.slice(said.indexOf(phrase) + phrase.length).replace(/[.!]+$/u, '').trimEnd();
  // "…, un marché fermier le samedi à Nantes : fruits, fromages": what follows a colon is the brief's points.
  const before = whole?.split(/\s*:\s+/u)[0];
  const rest = before && saysWhen(before) ? before : whole;
  return rest && saysWhen(rest) ? rest.replace(/^ +(?=\p{L})/u, '') : undefined;
}

/** A description opening on a band's word: ", a string quartet for …", ", banda para bodas", ", die Hochzeitsband". */
const BAND_DESCRIBED = new RegExp(`^\\s*[,:–—-]\\s*(?:(?:a|an|the|your|un|una|el|la|une|le|eine?|die|der|uma?|o|il|lo)\\s+)?(?:[\\p{L}-]+\\s+){0,2}?(?:${SCENE_WORDS.band})(?![\\p{L}])`, 'iu');

/** What a band is booked for, in the six languages. */
const MUSIC = /(?<![\p{L}])(?:music|musicians?|live|wedding|weddings|party|parties|gigs?|covers|songs|dance|dancing|dj|música|boda|bodas|fiesta|fiestas|musique|mariages?|fêtes?|soirées?|musik|hochzeit(?:en)?|feier|feiern|musica|matrimoni[oa]?|feste|festa|festas|casamentos?)(?![\p{L}])|\p{L}(?:band|musik)(?![\p{L}])/iu;

/** The words after `phrase` in the sentence naming it. */
function afterIn(phrase: string, sentences: readonly string[]): string {
  const said = sentences.find((s) => s.includes(phrase));
  return said ? said.slice(said.indexOf(phrase) + phrase.length) : '';
}

/** The text says a day, a date or a clock time. */
export const saysWhen = boundedMemo((text: string): boolean => {
  return WHEN.test(text);
});

/** What a brief's first sentence asks to promote when it names no subject after its format: "Promote the Riverside Rovers home match against Eastfield". */
const PROMOTE = /^(?:promote|advertise|announce|invite people to|promociona|anuncia|promouvoir|annoncez|bewirb|promuovi|divulgue|promova)\s+(.+)$/iu;

/** The scene an occasion word names, or undefined when the phrase names none. */
export function occasionScene(phrase: string): OccasionScene | undefined {
  return SCENE_RES.find(([, re]) => re.test(phrase))?.[0];
}

/**
 * The occasion a brief's subject phrase names (`phrase`, else what its first sentence asks to
 * promote), when the brief also says when it is: "Market Café" or "Night Owl Coffee" alone name
 * no occasion.
 */
export function readOccasion(phrase: string | undefined, sentences: readonly string[], lang: string): Occasion | undefined {
  const starts = DETAIL_START[lang];
  if (!starts) return undefined;
  // Without a subject after its format, the brief may open on the occasion itself: "Quiz night every Thursday at The Red Lion from 8pm."
  const opening = sentences[0]?.replace(/[.!]+$/u, '') ?? '';
  // "Gigi's Wedding Band: live music for your wedding": a name headed before its description.
  const titled = /^([^:]+):\s+(.+)$/u.exec(opening);
  const lead = titled && !saysWhen(titled[2]!) ? titled[1]! : opening;
  const promoted = phrase === undefined ? (PROMOTE.exec(lead)?.[1] ?? lead) : undefined;
  const asked = phrase ?? promoted;
  // "The Silver Strings, a string quartet for weddings": a band's name, described as one after it.
  const described = asked !== undefined && BAND_DESCRIBED.test(afterIn(asked, sentences));
  const scene = asked && (described ? 'band' : occasionScene(asked));
  if (!asked || !scene) return undefined;
  // A band plays music: a fitness band or "banda larga" is a product.
  if (scene === 'band' && !MUSIC.test(sentences.join(' '))) return undefined;
  // Said when it is: "l'Atelier Lumière, école de céramique… Cours dès 30 €." is a place with its prices; a band is booked for the viewer's date.
  if (scene !== 'band' && !sentences.some(saysWhen)) return undefined;
  const entry = entryIn(sentences, asked);
  const { name, details: own, word } = nameAndDetails(asked, starts);
  // A band is named by its word on either side: "DJ Nova", "Hochzeitsband Goldklang", "Gigi's Wedding Band".
  if (!described && !headedByOccasion(name, lang) && !(scene === 'band' && OPENS_ON_WORD.test(name.replace(ARTICLE, '')))) return undefined;
  // "Taller Ruiz" that repairs bicycles "de lunes a sábado" is a bike shop, its days its opening hours (name-trades.ts).
  if (nameTrade(name, sentences.join(' ')) !== undefined) return undefined;
  // Swimming lessons or a dance class held week after week are their school's (lesson-trades.ts); one on a date is an occasion.
  if (scene === 'class' && lessonTrade(name) !== undefined && !sentences.some((s) => ON_A_DATE.test(s))) return undefined;
  // "…para la Cata de Vinos en Bodega Sol, viernes a las 20:00.": when and where, said after the name in its sentence.
  const rest = detailsAfter(asked, sentences);
  // Joined to the name ("on 14 June at Pier 3") they are said with it; set apart by a comma, as a sentence of their own.
  const [details, apart] = [own, rest].reduce<[string?, string?]>(([inline, after], part) => (part === undefined ? [inline, after] : APART.test(part) ? [inline, after ?? part] : [inline ?? part, after]), []);
  const when = apart?.replace(APART, '');
  const said = sentences.join(' ');
  const outdoors = OUTDOOR_WORDS.find(([, re]) => re.test(said))?.[0];
  return {
    name,
    scene,
    word,
    ...(details ? { details } : {}),
    ...(when ? { when } : {}),
    ...(entry ? { entry } : {}),
    // A description after the name ("…: live music for your wedding") is a point to say; the sentence only naming it is not.
    ...(promoted && lead === opening ? { asked: sentences[0]! } : {}),
    ...(outdoors ? { outdoors } : {}),
    free: entry !== undefined && FREE.test(entry) && !PRICE.test(entry),
    ...(isRecurring(said) ? { recurring: true } : {}),
    evening: EVENING.test(name) || EVENING.test(details ?? said) || startsAfterDark(said),
  };
}

/** "Harbour Jazz Night on 14 June at Pier 3" → "Harbour Jazz Night", "on 14 June at Pier 3" and "Night": the name ends at its first detail past its occasion word. */
function nameAndDetails(phrase: string, starts: RegExp): { name: string; details?: string; word: string } {
  const text = phrase.trim().replace(/[.!]+$/u, '');
  // The last occasion word before the details is the name's own: "Jazz Night", "Food Festival", "Soirée Quiz".
  const words = SCENE_RES.flatMap(([, re]) => [...text.matchAll(new RegExp(re.source, 'giu'))]);
  const first = Math.min(...words.map((m) => m.index));
  const cut = new RegExp(starts.source, `${starts.flags}g`);
  cut.lastIndex = first + (words.find((m) => m.index === first)?.[0].length ?? 0);
  const at = cut.exec(text);
  const end = at?.index ?? text.length;
  const word = words.filter((m) => m.index + m[0].length <= end).sort((a, b) => b.index - a.index)[0]?.[0] ?? text;
  if (!at) return { name: text, word };
  // Kept as the brief joins it to the name: "on 14 June at Pier 3", ", Saturday 3pm at Riverside Ground".
  const details = text.slice(at.index).replace(/^\s+/u, '');
  return { name: text.slice(0, at.index).trim(), word, ...(/[\p{L}\p{N}]/u.test(details) ? { details } : {}) };
}

/**
 * The brief's words of entry: its sentence of tickets, entry or price, or where that sentence names
 * the occasion too ("A 20-second ad for the Summer Fair on 14 June: live music, free entry."), only
 * its items that say the entry ("Free entry."): the rest is the brief's framing and its points.
 */
function entryIn(sentences: readonly string[], occasion: string): string | undefined {
  const entry = sentences.find((s) => ENTRY.test(s) && (PRICE.test(s) || FREE.test(s)));
  if (!entry?.includes(occasion)) return entry;
  const items = entry.slice(entry.indexOf(occasion) + occasion.length).replace(/[.!]+$/u, '').split(/[:;,]\s*|\s+(?:and|y|e|et|und|en)\s+/u);
  const said = items.map((i) => i.trim()).filter((i) => ENTRY.test(i) && (PRICE.test(i) || FREE.test(i)));
  return said.length > 0 ? `${said.join(', ').replace(/^\p{Ll}/u, (c) => c.toUpperCase())}.` : entry;
}
