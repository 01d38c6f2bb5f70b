import { saysWhen } from './brief-occasions';

/**
 * Events a brief advertises ("the grand opening of Crumb & Co.", "Solmar's summer sale"): the
 * event is what happens, the business or product after it is the subject. Without this a hook
 * reads "Meet grand opening of Crumb & Co." Pure string work; never throws.
 */

export type EventKind = 'opening' | 'launch' | 'sale' | 'open-day' | 'anniversary' | 'webinar';

export interface BriefEvent {
  kind: EventKind;
  /** The event in the brief's words: "grand opening", "summer sale", "10th anniversary". */
  name: string;
  /** When it is, said after its subject: "on Saturday" of "the Open Day at Greenfield College on Saturday". */
  when?: string;
}

/**
 * Event words per kind, in the languages the planner reads (matched whole-phrase,
 * case-insensitively): Latin-script ones, then Japanese, Chinese, Korean, Arabic, Hebrew, Hindi and
 * Thai, each with the article or counter it is written with ("الافتتاح", "הפתיחה", "10周年").
 */
const LATIN_EVENT_WORDS: Readonly<Record<EventKind, readonly string[]>> = {
  opening: [
    'grand opening', 'grand reopening', 'opening', 'reopening', 'ouverture', 'grande ouverture', 'inauguration', 'réouverture', 'eröffnung',
    'neueröffnung', 'große eröffnung', 'wiedereröffnung', 'inauguración', 'gran inauguración', 'apertura', 'gran apertura', 'reapertura',
    'inaugurazione', 'grande apertura', 'riapertura', 'inauguração', 'grande inauguração', 'reabertura', 'grote opening', 'heropening',
  ],
  launch: ['launch', 'relaunch', 'lancement', 'markteinführung', 'einführung', 'lanzamiento', 'lancio', 'lançamento', 'lancering'],
  sale: [
    '(?!(?:for|on)\\s)[\\p{L}-]+ sale', 'sale', 'clearance', 'soldes', 'ausverkauf', 'schlussverkauf', 'rebajas', 'saldi', 'liquidação', 'liquidacion', 'uitverkoop',
  ],
  'open-day': ['open day', 'open house', 'portes ouvertes', 'journée portes ouvertes', 'tag der offenen tür', 'jornada de puertas abiertas', 'puertas abiertas', 'giornata a porte aperte', 'open dag'],
  anniversary: ['\\d+(?:st|nd|rd|th) anniversary', '\\d+(?:st|nd|rd|th) birthday', 'anniversary', 'anniversaire', 'jubiläum', 'aniversario', 'anniversario', 'aniversário', 'jubileum'],
  // Not "workshop", "atelier", "taller": those are places as often as events.
  webinar: ['webinar', 'live webinar', 'webinaire', 'seminario web', 'masterclass', 'livestream'],
};

const OTHER_EVENT_WORDS: Readonly<Record<EventKind, readonly string[]>> = {
  opening: [
    'グランドオープン', 'リニューアルオープン', 'オープン', '開店', '開業',
    '盛大开业', '隆重开业', '重新开业', '开业', '开幕',
    '그랜드 오픈', '그랜드 오프닝', '재오픈', '오픈', '개업', '개장',
    'الافتتاح الكبير', 'حفل افتتاح', 'إعادة افتتاح', 'الافتتاح', 'افتتاح',
    'הפתיחה החגיגית', 'פתיחה החגיגית', 'פתיחה חגיגית', 'הפתיחה', 'פתיחה',
    'भव्य उद्घाटन', 'उद्घाटन', 'शुभारंभ',
    'แกรนด์โอเพนนิ่ง', 'เปิดร้านใหม่', 'เปิดให้บริการ', 'เปิดร้าน',
  ],
  launch: ['新発売', '発売', 'ローンチ', '新品上市', '上市', '首发', '发布', '출시', '런칭', '론칭', 'الإطلاق', 'إطلاق', 'ההשקה', 'השקה', 'लॉन्च', 'เปิดตัว'],
  sale: [
    'セール', 'バーゲン', '大売り出し', '売り尽くし', '大促', '促销', '特卖', '清仓', '大减价', '세일', '할인 행사', '특가', 'التخفيضات', 'تخفيضات', 'تنزيلات', 'أوكازيون',
    'המבצע', 'מבצע', 'סייל', 'सेल', 'ลดราคา', 'ลดกระหน่ำ', 'เซล',
  ],
  'open-day': ['オープンハウス', '見学会', '开放日', '오픈 하우스', '오픈 데이', 'اليوم المفتوح', 'يوم مفتوح', 'היום הפתוח', 'יום פתוח', 'ओपन डे', 'ओपन हाउस', 'วันเปิดบ้าน', 'โอเพนเฮาส์'],
  anniversary: [
    '\\d+周年', '周年記念', '周年庆', '周年', '\\d+주년', '주년', 'الذكرى السنوية', 'ذكرى', 'יום ההולדת', 'יום הולדת', 'יובל', '\\d+वीं सालगिरह', 'सालगिरह', 'वर्षगांठ',
    'ครบรอบ\\s?\\d+\\s?ปี', 'ครบรอบ',
  ],
  webinar: ['ウェビナー', 'オンラインセミナー', '网络研讨会', '线上讲座', '웨비나', '온라인 세미나', 'ندوة عبر الإنترنت', 'ويبينار', 'הוובינר', 'וובינר', 'वेबिनार', 'เว็บบินาร์', 'สัมมนาออนไลน์'],
};

const KINDS = Object.keys(LATIN_EVENT_WORDS) as EventKind[];
const wordsOf = (kind: EventKind) => [...LATIN_EVENT_WORDS[kind], ...OTHER_EVENT_WORDS[kind]];

/** Words joining the event to its subject: "of", "de", "von", "di", "של", "का", "ของ"… */
const JOINS = 'of|for|at|by|with|de|du|des|d’|d\'|chez|von|vom|der|bei|im|del|di|della|dello|da|do|na|no|van|bij|של|का|की|के|ของ';
/** Written after the subject, joined to it or not: "みどりのグランドオープン", "绿叶咖啡的开业", "카페 미도리의 10주년". */
const JOINS_AFTER = 'の|的|의|का|की|के';

const alternation = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).join('|');
const ALL_WORDS = alternation(KINDS.flatMap(wordsOf));
const OTHER_WORDS = alternation(Object.values(OTHER_EVENT_WORDS).flat());

const DETERMINERS = 'the|our|a|an|my|your|this|la|le|l’|l\'|el|die|der|das|il|lo|o|de|unser|unsere|nuestra|nuestro|notre|nostro|nossa|nosso|ons|onze';
/**
 * "the grand opening of Crumb & Co", "la inauguración de la Panadería Sol"; "افتتاح مقهى الواحة"
 * needs no word between, and Arabic's "for" (ل) clings to the subject: "الافتتاح الكبير لمقهى الواحة".
 */
const EVENT_FIRST = new RegExp(`^(?:(?:${DETERMINERS})\\s+)?(?:(${ALL_WORDS})\\s+(?:${JOINS})\\s*|(${OTHER_WORDS})\\s*(?:(?:${JOINS})\\s*|ل(?=\\p{Script=Arabic})|[:：]\\s*)?)(.+)$`, 'iu');
/** "our 10th anniversary": the event alone, its subject the brand. */
const EVENT_ALONE = new RegExp(`^(?:(?:${DETERMINERS})\\s+)?(${ALL_WORDS})$`, 'iu');
/** "Crumb & Co.'s grand opening", "Solmar summer sale"; "みどりのグランドオープン", "绿叶咖啡盛大开业" with or without a space. */
const EVENT_LAST = new RegExp(`^(.+?)(?:(?:['’]s)?\\s+(${ALL_WORDS})|\\s*(?:${JOINS_AFTER})?\\s*(${OTHER_WORDS}))$`, 'iu');

/**
 * A business opening said with its verb, then where and when: "la palestra FitLab apre a Torino il
 * 3 marzo", "Crumb & Co opens in Leeds on 3 March", "Iron Yard opening on 5 May", "Café Morgenrot eröffnet am 1. Mai".
 */
const OPENS = /^(.+?)\s+(opens|is opening|opening|will open|reopens|apre|riapre|aprirà|ouvre|rouvre|ouvrira|abre|reabre|abrirá|eröffnet|öffnet|opent|heropent)(?:\s+(?:its doors|le sue porte|ses portes|sus puertas|as portas|(?:seine|ihre) türen|(?:zijn|haar) deuren))?\s+(.+)$/iu;
/** Opening hours, not an opening: "opens daily at 9", "apre tutti i giorni alle 8", "öffnet täglich", "opens at 9am". */
const HOURS = /^(?:at|from|alle|dalle|à|dès|a las|desde|um|ab|om|vanaf|às)\s+\d|(?<![\p{L}])(?:daily|every|each|weekdays|tutti i giorni|ogni|chaque|tous les|cada|todos los|todos os|todas as|täglich|jeden|montags|elke|dagelijks)(?![\p{L}])/iu;
/** The opening's noun in the verb's language: the event's name ("FitLab: Apertura"); Portuguese says a town "em"/"no"/"na", Spanish "en". */
const OPENING_NOUNS: readonly [RegExp, string][] = [
  [/^(?:opens|is opening|opening|will open|reopens)$/iu, 'opening'],
  [/^(?:apre|riapre|aprirà)$/iu, 'apertura'],
  [/^(?:ouvre|rouvre|ouvrira)$/iu, 'ouverture'],
  [/^(?:eröffnet|öffnet)$/iu, 'Eröffnung'],
  [/^(?:opent|heropent)$/iu, 'opening'],
];
function openingNoun(verb: string, rest: string): string {
  const noun = OPENING_NOUNS.find(([re]) => re.test(verb))?.[1];
  return noun ?? (/(?<![\p{L}])(?:em|no|na|dia)(?![\p{L}])/iu.test(rest) ? 'abertura' : 'apertura');
}

/** "la palestra FitLab apre a Torino il 3 marzo" → an opening, its subject "la palestra FitLab", when "apre a Torino il 3 marzo" (said as the brief says it). */
function openingSaid(text: string): { event: BriefEvent; subject: string } | undefined {
  const m = OPENS.exec(text);
  // A name opens ("FitLab", "Crumb & Co"); "the shop opens at 9am" is its hours.
  // "The grand opening of Crumb & Co on Saturday" names the event before its subject (EVENT_FIRST).
  if (!m || !/\p{Lu}/u.test(m[1]!) || !saysWhen(m[3]!) || HOURS.test(m[3]!) || new RegExp(`^(?:${JOINS})\\s`, 'iu').test(m[3]!)) return undefined;
  return { event: { kind: 'opening', name: openingNoun(m[2]!, m[3]!), when: text.slice(m.index + m[1]!.length).trim() }, subject: m[1]!.trim() };
}

/** "Café Morgenrot eröffnet am 1. Mai": a name and its opening, said with the verb and when. */
export const saysOpening = (phrase: string): boolean => openingSaid(phrase.trim()) !== undefined;

/** The event a phrase names and its real subject, or undefined when it names none. */
export function findEvent(phrase: string): { event: BriefEvent; subject?: string } | undefined {
  const text = phrase.trim();
  const opens = openingSaid(text);
  if (opens) return opens;
  const alone = EVENT_ALONE.exec(text);
  if (alone) return { event: eventOf(alone[1]!)! };
  const first = EVENT_FIRST.exec(text);
  const last = first ? null : EVENT_LAST.exec(text);
  const name = first ? (first[1] ?? first[2]) : (last?.[2] ?? last?.[3]);
  const subject = (first?.[3] ?? last?.[1])?.trim();
  // "a car for sale" sells a car: a subject ending on a preposition is no subject.
  if (!name || !subject || !/[\p{L}\p{N}]/u.test(subject) || new RegExp(`\\s(?:${JOINS})$`, 'iu').test(subject)) return undefined;
  const event = eventOf(name);
  return event && { event, subject };
}

function eventOf(name: string): BriefEvent | undefined {
  const kind = KINDS.find((k) => new RegExp(`^(?:${alternation(wordsOf(k))})$`, 'iu').test(name));
  return kind && { kind, name: name.toLowerCase() };
}
