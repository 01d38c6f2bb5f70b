import { boundedMemo } from '../bounded-memo';
import { timeIn, type PictureLanguage, type TimeWord } from './picture-words';
import { inlineStepLabels } from './step-labels';
import { isShortOffer } from './offer-calls';

/**
 * The hard facts of a brief that a plan must carry word for word (issue 23): its figures and its
 * addresses (web and e-mail addresses, phone numbers, street addresses), plus the offer and the
 * audience it names. Pure string work; every function accepts any text and never throws.
 */

export interface Address {
  kind: 'url' | 'email' | 'phone' | 'street';
  text: string;
}

const URL = /(?<![\p{L}\p{N}@.-])(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9][a-z0-9-]*\.)+[a-z]{2,}(?:\/[\w\-./?=&%#~]*[\w/])?(?![\p{L}\p{N}@])/giu;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu;
// Seven digits or more in groups, optionally with a country code: "0161 496 0123", "+44 20 7946 0958", "(555) 010-0199",
// "089 1234567", "٠١٠ ١٢٣٤ ٥٦٧٨"; glued to Japanese words ("ご予約は03-1234-5678まで"), never to a Latin one.
const PHONE = /(?<![\p{Script=Latin}\p{N}.,])(?:\+[0-9٠-٩]{1,3}[\s.-]?)?(?:\([0-9٠-٩]{2,5}\)[\s.-]?)?[0-9٠-٩]{2,5}(?:[\s.-][0-9٠-٩]{2,8}){1,4}(?![\p{N}]|[.,][0-9٠-٩])/gu;
// Written as in an address, capitalised or not ("High Street", "high st").
const STREET_WORDS = 'street|st|road|rd|avenue|ave|lane|ln|way|drive|dr|boulevard|blvd|place|pl|square|sq|court|parade|terrace|row|close|crescent|walk|quay|wharf|market'
  .split('|')
  .map((w) => `[${w[0]!.toUpperCase()}${w[0]}]${w.slice(1)}`)
  .join('|');
const STREET = new RegExp(
  [
    // "12 High Street, Leeds", "221B Baker Street"; not the end of opening hours ("open 9-6, Otley Road")
    `(?<!\\d\\s?(?:[-–]|to|till|until)\\s?)\\b\\d{1,4}[a-zA-Z]?,?\\s+(?:\\p{Lu}[\\p{L}'’-]*\\s+){1,3}(?:${STREET_WORDS})\\b\\.?(?:,\\s*\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+)?)?`,
    // "8 rue de la République", "12 avenue Foch"
    `\\b\\d{1,4}(?:\\s?(?:bis|ter))?,?\\s+(?:rue|avenue|boulevard|bd|place|allée|impasse|quai|chemin)\\s+(?:[\\p{L}'’-]+\\s+){0,3}\\p{Lu}[\\p{L}'’-]+`,
    // "calle Mayor 12", "Calle Real 7", "via Roma 12", "Rua Augusta, 12", "avenida Paulista 1000"
    `\\b(?:[Cc]alle|[Aa]venida|[Aa]v\\.|[Pp]aseo|[Pp]laza|[Vv]ia|[Vv]iale|[Pp]iazza|[Cc]orso|[Rr]ua|[Pp]raça|[Tt]ravessa)\\s+(?:[\\p{L}'’-]+\\s+){0,3}?\\p{Lu}[\\p{L}'’-]+,?\\s+\\d{1,4}`,
    // "شارع الشيخ زايد 14", "طريق الملك فهد 200"
    `(?:شارع|طريق)\\s+(?:\\p{L}+\\s+){0,3}?[\\d٠-٩]{1,4}`,
    // "Hauptstraße 12", "Oudegracht 12", "Keizersgracht 123"
    `\\b\\p{Lu}[\\p{L}-]*(?:straße|strasse|str\\.|gasse|weg|platz|allee|ring|damm|ufer|graben|chaussee|markt|hof|straat|gracht|laan|plein|kade|singel)\\s+\\d{1,4}[a-z]?`,
    // "Eppendorfer Weg 5", "Lange Reihe 9", "Am Markt 3", "Oude Gracht 12": the street's word on its own
    `\\b(?:\\p{Lu}[\\p{L}-]*(?:er|e)|Am|An der|Auf dem|Im|In der|Unter den)\\s+(?:Weg|Straße|Strasse|Allee|Platz|Reihe|Markt|Ring|Damm|Ufer|Graben|Chaussee|Gasse|Hof|Kai|Linden|Straat|Gracht|Laan|Plein|Kade|Singel)\\s+\\d{1,4}[a-z]?`,
  ].join('|'),
  'gu',
);

/** Web and e-mail addresses, phone numbers and street addresses, in the order they appear. */
export const findAddresses = boundedMemo((text: string): Address[] => {
  const found: (Address & { at: number })[] = [];
  const take = (pattern: RegExp, kind: Address['kind'], keep: (s: string) => boolean = () => true) => {
    for (const m of text.matchAll(pattern)) {
      const value = m[0].replace(/[.,;:]+$/, '');
      const at = m.index;
      if (!keep(value) || found.some((f) => at < f.at + f.text.length && f.at < at + value.length)) continue;
      found.push({ kind, text: value, at });
    }
  };
  take(EMAIL, 'email');
  take(URL, 'url', (s) => !/^\d/.test(s) && !/^(?:e\.g|i\.e|etc)\b/i.test(s) && /\.[a-z]{2,}(?:\/|$)/i.test(s));
  take(STREET, 'street');
  take(PHONE, 'phone', (s) => (s.match(/[0-9٠-٩]/g) ?? []).length >= 7);
  return found.sort((a, b) => a.at - b.at).map(({ kind, text: t }) => ({ kind, text: t }));
});

/** A number, its thousands grouped by commas, stops or spaces ("2,000", "2.000", "2 000", "2 000"), in Western or Arabic-Indic digits ("٤٫٨"). */
const NUMBER = String.raw`\d{1,3}(?:[\u0020\u00A0\u202F]\d{3})+(?![\p{N}]|[.,]\d)|\d+(?:[.,]\d+)*|[٠-٩]+(?:[٫٬.,][٠-٩]+)*`;
// Japanese, Chinese and Korean write a figure against the word before it ("創業1998年", "1杯800円"); an alphabet's letter before it makes a code ("A4", "B12").
const NUMBER_TOKEN = new RegExp(String.raw`(?<![\p{N}.,]|(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])\p{L})(?:[$€£¥₹]\s?|%)?(?:${NUMBER})(?:\s?(?:%|٪|x|×|k|K|M|bn)(?![\p{L}]))?`, 'gu');

/**
 * The figures a brief states ("4.9", "2,000", "£50", "20%", "60 minutes"), except those that are
 * not facts about the subject: the video's own length ("a 20-second ad"), step labels and counts
 * ("Step 1", "in 4 steps"), list numbers, and digits inside an address.
 */
export function findFigures(text: string, addresses: readonly Address[] = findAddresses(text)): string[] {
  const figures: string[] = [];
  const listNumbers = listNumberPositions(text);
  for (const m of text.matchAll(NUMBER_TOKEN)) {
    const at = m.index;
    const token = m[0].trim();
    const before = text.slice(Math.max(0, at - 24), at);
    const after = text.slice(at + m[0].length, at + m[0].length + 48);
    if (addresses.some((a) => spans(text, a.text).some(([s, e]) => at >= s && at < e))) continue;
    // "a 45-second food hygiene training": up to three words may say what the video is about before its format word.
    if (/^\s*[-–]?\s*(?:s|secs?|seconds?|sec|min|mins|minutes?)\b[\s-]*(?:long\s+)?(?:[\p{L}-]+\s+){0,3}?(?:ad|advert|video|film|clip|spot|reel|promo|commercial|explainer|training|tutorial|version|cut)\b/iu.test(after)) continue;
    // "ein 20-Sekunden-Spot", "een video van 30 seconden": German and Dutch join the length to the format word.
    if (/^\s*[-–]?\s*(?:sek(?:unden)?|min(?:uten)?|seconden)[\s-]*(?:spot|video|clip|film|werbespot|werbung|anzeige|schulung|reel|filmpje|advertentie)/iu.test(after)) continue;
    // "un anuncio de 20 segundos", "une vidéo de 30 secondes", "ein Video von 20 Sekunden", "formación de 45 segundos".
    if (/(?:anuncio|spot|v[ií]deo|publicit[ée]|pub|annonce|clip|film|annuncio|an[úu]ncio|werbespot|werbung|advertentie|reclame|formaci[óo]n|formation|formazione|tutorial|tutoriel|forma[çc][ãa]o|treinamento|capacita[çc][ãa]o|training|opleiding|cursus|schulung|curso|corso|cours|filmpje)\s+(?:de|di|da|von|van)\s*$/iu.test(before) && /^\s*(?:s|segundos|secondes|secondi|sekunden|seconden|minutos|minutes|minuti|minuten)(?![\p{L}])/iu.test(after)) continue;
    // "45-second food hygiene training for kitchen staff:": a length heading a training, its topic between.
    if (/^[-–\s]?(?:second|sec|minute|min)\s+[^.:;!?\n]*?\b(?:training|tutorial|course|lesson|induction|onboarding|refresher)\b/i.test(text.slice(at + m[0].length))) continue;
    if (/(?:step|schritt|étape|etape|paso|passo|stap)\s*$/i.test(before) || /^\s*(?:steps|[-\s]step|schritten|étapes|pasos|passi|passos|stappen|つ|ステップ|个?步)/iu.test(after)) continue;
    if (listNumbers.has(at)) continue;
    // "วิดีโอสั้น 20 วินาที": the video's length in any language, a word for the video beside it.
    if (/^\s*[-–]?\s*(?:(?:s|secs?|seconds?|secondes?|sekunden|segundos?|secondi|seconden|saniyelik|saniye|초|ثانية|ثوان|שניות|सेकंड|วินาที)(?![\p{L}])|秒)/iu.test(after) && isAboutTheVideo(sentenceAround(text, at))) continue;
    if (!figures.includes(token)) figures.push(token);
  }
  return figures;
}

/** Up to 40 characters either side of `at`, within its sentence: "次に25秒で抽出します。" is a step, whatever video the heading before it names. */
function sentenceAround(text: string, at: number): string {
  const start = Math.max(0, at - 40, ...[...text.slice(0, at).matchAll(/[.!?。！？।\n]/gu)].map((m) => m.index + 1));
  const end = /[.!?。！？।\n](?=\s|\p{L}|$)/u.exec(text.slice(at))?.index;
  return text.slice(start, Math.min(at + 40, end === undefined ? text.length : at + end));
}

/** Where the brief numbers a list: "1." or "2)" opening a line, or counting up from 1 inline. */
function listNumberPositions(text: string): Set<number> {
  const marks = [...text.matchAll(/(?:^|(?<=[\s:：(]))(\d{1,2})[.)](?=\s+\S)/g)];
  const atLineStart = marks.filter((m) => /(?:^|\n)\s*\(?$/.test(text.slice(0, m.index)));
  return new Set([...atLineStart.map((m) => m.index), ...(inlineStepLabels(text) ?? []).map((label) => label.at)]);
}

function spans(text: string, part: string): [number, number][] {
  const out: [number, number][] = [];
  for (let i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) out.push([i, i + part.length]);
  return out;
}

/** Words for the video itself, in every language the planner writes: a sentence with one and a word about its length or form is about the video. */
export const VIDEO_WORDS = new RegExp(
  `(?<![\\p{L}])(?:ad|advert|advertisement|commercial|spot|video|clip|reel|promo|publicité|pub|annonce|vidéo|werbespot|werbung|anzeige|anuncio|vídeo|publicidad|pubblicità|annuncio|anúncio|propaganda|advertentie|reclame|filmpje|reklam|reklamı|tanıtım|إعلان|اعلان|فيديو|פרסומת|סרטון|विज्ञापन|वीडियो)(?![\\p{L}])|広告|動画|研修|ＣＭ|CM|广告|视频|培训|培訓|宣传片|廣告|影片|視頻|宣傳片|광고|영상|โฆษณา|วิดีโอ|คลิป`,
  'iu',
);
/** Length, shortness, format or orientation: what a sentence says about the video, not its subject. */
const VIDEO_TALK = new RegExp(
  `\\d+\\s*[-–]?\\s*(?:s|secs?|seconds?|secondes?|sekunden|segundos?|secondi|seconden|minutes?|minuten|minutos|minuti|saniyelik|saniye|dakikalık)(?![\\p{L}])|(?<![\\p{L}])(?:short|format|vertical|kısa|dikey|courte?|kurze?[snmr]?|vertikal|corto|corta|breve|formato|verticale|kort|formaat|قصير|قصيرة|تنسيق|عمودي|קצר|קצרה|פורמט|אנכי|छोटा|छोटी|प्रारूप)(?![\\p{L}])|秒|短い|縦型|形式|短|竖屏|格式|초|짧은|세로|형식|ثانية|ثوان|שניות|सेकंड|วินาที|สั้น|รูปแบบ|แนวตั้ง`,
  'iu',
);

/**
 * "20 seconden.", "Dauer: 20 Sekunden.", "Length: 45 seconds.", "Durée : 30 secondes.": a sentence
 * that is nothing but a length, with at most a word for length or about it, names no video and is
 * still about it: no subject's fact lasts a bare number of seconds.
 */
const BARE_LENGTH =
  /^\s*(?:(?:length|duration|runtime|running time|total|dauer|länge|laufzeit|gesamt|durée|longueur|duración|duracion|longitud|durata|lunghezza|duração|duracao|duur|lengte|tempo|tiempo|temps|zeit|tijd|about|around|approx\.?|approximately|max\.?|maximum|ca\.?|circa|etwa|environ|unos|unas|cerca de|ongeveer|ungefähr)\s*[:：-]?\s*)*\d+\s*[-–]?\s*(?:s|secs?|seconds?|secondes?|sekunden|segundos?|secondi|seconden|sec|sek|min|mins|minutes?|minuten|minutos|minuti)(?:\s+(?:long|lang|max\.?|maximum|total|in totale|au total|en total|no total))?\s*[.!]?\s*$/iu;

/** "20-second advert for …", "Short advert.", "รูปแบบวิดีโอสั้น 20 วินาที", "20 seconden.": a sentence about the video itself, never said nor shown. */
export function isAboutTheVideo(sentence: string): boolean {
  return (VIDEO_WORDS.test(sentence) && VIDEO_TALK.test(sentence)) || BARE_LENGTH.test(sentence);
}

/** A word for the video itself ("Werbespot", "advert"): what is left of a sentence about the video still names it when nothing but its subject followed. */
export const namesTheVideo = (text: string) => VIDEO_WORDS.test(text);

/** The figure's number as it must reappear in a plan: "£50" → "50", "2,000" → "2,000". */
function figureNumber(figure: string): string {
  return new RegExp(NUMBER, 'u').exec(figure)?.[0] ?? figure;
}

/** Whether `text` states the figure (its number, not as part of a longer one). */
export function mentionsFigure(text: string, figure: string): boolean {
  const n = figureNumber(figure).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{N}]|\\p{N}[.,])${n}(?![\\p{N}]|[.,]\\p{N}|[\\u0020\\u00A0\\u202F]\\d{3}(?!\\d))`, 'u').test(text);
}

/** Whether `text` carries the address, ignoring case, spaces and a leading scheme. */
export function mentionsAddress(text: string, address: Address): boolean {
  const norm = (s: string) => s.toLowerCase().replace(/^https?:\/\//, '').replace(/\s+/g, ' ');
  return norm(text).includes(norm(address.text));
}

/**
 * Words that put a time limit on a deal or make it recurring, in the languages pictures are read
 * in, and Italian, Portuguese, Dutch, Chinese and Korean: "this weekend", "today only", "until Sunday", "every Friday", "diesen
 * Monat", "este mes", "ce week-end", "هذا الشهر", "今月", "本周", "이번 주", "इस महीने". With a price or
 * something free they make an offer.
 */
const DAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lunes|martes|miércoles|jueves|viernes|sábados?|domingos?|lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?|dimanches?';
const IT_PT_NL_DAYS = 'lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|fine settimana|segunda|terça|quarta|quinta|sexta|sábado|domingo|fim de semana|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|weekend';
const LIMITED_TIME = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:this (?:week(?:end)?|month|saturday|sunday)|today|tonight|until|till|ends?\s|only on|while stocks last|limited[- ]time|every (?:${DAYS}|weekend|morning|evening)s?)`,
    String.raw`(?<![\p{L}])(?:diesen monat|diese woche|dieses wochenende|am wochenende|nur heute|heute|jede[nrs]? (?:${DAYS}|wochenende)|este mes|esta semana|este fin de semana|solo hoy|hoy|todos los (?:${DAYS}|fines de semana)|cada (?:${DAYS})|ce mois-ci|ce mois|cette semaine|ce week-end|aujourd['’]hui|chaque (?:${DAYS}|week-end)|tous les (?:${DAYS}))(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:questo mese|questa settimana|questo fine settimana|solo oggi|oggi|ogni (?:${IT_PT_NL_DAYS})|este mês|esta semana|este fim de semana|só hoje|hoje|tod[oa]s? [oa]s? ?(?:${IT_PT_NL_DAYS})|deze maand|deze week|dit weekend|alleen vandaag|vandaag|elke (?:${IT_PT_NL_DAYS}))(?![\p{L}])`,
    'هذا الشهر|هذا الأسبوع|نهاية هذا الأسبوع|اليوم فقط|لفترة محدودة|كل (?:جمعة|سبت|أحد|اثنين|ثلاثاء|أربعاء|خميس|يوم)|今月|今週|今週末|本日|今日だけ|期間限定|毎週|本周|本月|这周|这个月|今天|仅限|每周|本週|這週|這個月|僅限|每週|이번 주|이번 달|이번 주말|오늘만|오늘 하루|한정|매주|השבוע|החודש|היום בלבד|כל יום|bu hafta(?: sonu)?|bu ay|sadece bugün|her (?:pazartesi|salı|çarşamba|perşembe|cuma|cumartesi|pazar)|สัปดาห์นี้|เดือนนี้|วันนี้|ทุกวัน|इस महीने|इस हफ़्ते|इस हफ्ते|इस सप्ताह|केवल आज|सिर्फ़ आज|हर (?:सोमवार|मंगलवार|बुधवार|गुरुवार|शुक्रवार|शनिवार|रविवार)',
  ].join('|'),
  'iu',
);

/** A deadline or a recurring day ("this week", "Este mes"): said with the offer it limits. */
export const limitsTime = (text: string): boolean => LIMITED_TIME.test(text);

/**
 * How to find a place people visit, in the languages the planner writes: "3 minutes' walk from
 * Temple Meads", "opposite the town hall", "à 5 minutes à pied de la gare", "5 Minuten zu Fuß vom
 * Bahnhof", "a 3 minutos andando de la estación", "新宿駅東口から徒歩3分", "步行3分钟", "도보 3분".
 */
const DIRECTIONS = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:\d+|a|one|two|three|four|five|ten|few)[\s-]*min(?:ute)?s?['’]?\s+(?:walk|drive|ride|stroll)\b`,
    String.raw`(?<![\p{L}])(?:next (?:door )?to|opposite|just off|(?:round|around) the corner from|a stone['’]s throw from|across (?:the road )?from|near|close to|beside)\s+(?:the\s+)?(?:\p{Lu}|(?:station|tube|metro|market|square|park|beach|harbour|pier|cathedral|town hall)\b)`,
    String.raw`(?<![\p{L}])(?:à\s+\d+\s*min(?:utes)?\s+(?:à pied\s+)?d[eu]|en face d[eu]|juste à côté d[eu]|à deux pas d[eu])`,
    String.raw`(?<![\p{L}])(?:\d+\s*min(?:uten)?\s+(?:zu fuß|vom|von der)|gegenüber (?:vom|von|dem|der)|direkt (?:am|neben|gegenüber))`,
    String.raw`(?<![\p{L}])(?:a\s+\d+\s*min(?:utos?|uti)\s+(?:a pie |andando |caminando |a piedi |a pé )?d[aeio]|frente a|junto a(?:l)?|di fronte a|em frente a)`,
    String.raw`(?<![\p{L}])(?:\d+\s*minuten\s+(?:lopen|fietsen)\s+van|tegenover)`,
    '徒歩\s*[0-9０-９]+\s*分|駅(?:から|前|すぐ|直結)|步行\s*\d+\s*分钟|地铁站(?:旁|附近)|도보\s*\d+\s*분|역\s*(?:앞|근처)|पैदल\s*\d+\s*मिनट|स्टेशन के (?:पास|सामने)|دقائق (?:سيرًا|سيرا|مشيًا|مشيا)|على بعد \S+ (?:من )?(?:دقيقة|دقيقتين|دقائق)|على بعد (?:دقيقة|دقيقتين|دقائق)|مقابل|בהליכה|מול|ליד תחנת',
  ].join('|'),
  'iu',
);

/** A sentence that says how to find a place: its directions, said with the invitation to come. */
export const givesDirections = boundedMemo((sentence: string): boolean => DIRECTIONS.test(sentence));

/** A price: a currency sign before or after its number, or a currency word after it. */
const PRICE = String.raw`(?:[$€£¥₹₩]\s?\d|\d+(?:[.,]\d+)*\s?(?:€|\$|£|¥|₹|₩|円|元|块|원|euros?|dollars?|pounds?|درهم|ريال|جنيه|दिरहम|रुपये|रुपए)(?![\p{L}]))`;

/**
 * An offer, in the seven languages pictures are read in (and Italian, Portuguese and Dutch where
 * the words are the same kind): money off, two for one, a price "from", something free, a code, a
 * price for a limited time or on a recurring day.
 */
const OFFER = new RegExp(
  [
    String.raw`(?:\d+\s?%|[$€£¥]\s?\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s?(?:€|euros?|dollars?|pounds?))\s+(?:off|de réduction|de descuento|di sconto|de desconto|korting|rabatt|günstiger)`,
    String.raw`(?<![\p{L}])(?:(?:a )?mitad de precio|(?:à )?moitié prix|zum halben preis|a metà prezzo|pela metade do preço|voor de halve prijs)(?![\p{L}])`,
    String.raw`\b(?:save|saving|discount|voucher|coupon|promo code|half[- ]price|buy one|bogof?|sale|deal|limited[- ]time|introductory|launch offer|special offer|free (?:delivery|shipping|trial|returns|gift|sample|coffee|month|week|consultation|demo|check-?up|parking))\b`,
    // Something free to those who come ("The first 100 customers get a free pastry on Saturday", "Show this ad for a free cookie").
    String.raw`\b(?:get|gets|receive|receives|enjoy|enjoys|claim)\s+(?:a\s+|an\s+|one\s+|two\s+)?free\b`,
    String.raw`^show\s+(?:this|the|our)\s+(?:ad|advert|video|post|coupon|voucher|code|screen)\b.*\bfree\b`,
    String.raw`\bfirst (?:one|order|month|week|cup|coffee|class|lesson|visit|box|delivery)\b[^.!?]*\bfree\b|\bfree\b[^.!?]*\b(?:this week(?:end)?|today|until|for \d+ days)\b|\b\d+ days? free\b|\bfirst \d+ days? (?:are|is) free\b`,
    String.raw`\b\d+\s?for\s?[$€£¥]?\s?\d+(?:[.,]\d+)?\b`,
    // Two for the price of one, in each language: "zwei Kaffee zum Preis von einem", "2x1", "deux pour le prix d'un".
    String.raw`(?<![\p{L}])(?:two for (?:one|the price of one)|(?:zwei|2)\b[^.!?]{0,30}\bzum preis von (?:einem|einer|eins)|(?:zwei|2) für (?:eins|1)|dos por uno|\d\s?x\s?\d(?![\p{N}])|(?:dos|2)\b[^.!?]{0,30}\b(?:al|por el) precio de (?:uno|una)|(?:deux|2)\b[^.!?]{0,30}\bpour le prix d['’]une?|le deuxième offert|la deuxième offerte)(?![\p{L}])`,
    'بسعر واحدة?|الثاني(?:ة)? مجان|واحد(?:ة)? مجان|2つ目無料|ふたつ目無料|1つ買うと|半額|एक के साथ एक|एक पर एक|दो एक की कीमत|[买買]一送一|第二(?:杯|份|件)半[价價]|半[价價]|1\\+1|원 플러스 원|반값',
    // A price for a limited time ("tulips for £25 this weekend") or on a recurring day is an offer.
    String.raw`${PRICE}[^.!?。]*(?:${LIMITED_TIME.source})|(?:${LIMITED_TIME.source})[^.!?。]*${PRICE}`,
    // A price said as a bargain ("Just £3.80", "à partir de 9,90 €", "solo 19,99 €", "ab 5 €") belongs with the call to action.
    String.raw`(?:\b(?:just|only|now|from)|(?<![\p{L}])(?:seulement|à partir de|dès|solo|sólo|desde|por solo|nur|ab|schon ab|solo a|apenas|a partir de|vanaf|maar|ابتداءً من|ابتداء من|بدءًا من|فقط))\s+${PRICE}`,
    // An introductory price ("First month £15", "premier cours à 10 €", "初回3,000円") is for new customers to act on.
    String.raw`(?<![\p{L}])(?:first|premi(?:er|ère)|erste[rns]?|prim(?:er|era|o|a)|eerste)\s+(?:[\p{L}-]+\s+){0,2}?(?:month|week|class|session|lesson|visit|assessment|consultation|treatment|appointment|order|box|night|mois|semaine|cours|séance|visite|consultation|monat|woche|stunde|kurs|termin|mes|semana|clase|sesión|consulta|mese|lezione|maand|les)\b[^.!?。]{0,20}?${PRICE}|(?:初月|初回|初診)[^。！]{0,10}\d`,
    String.raw`\d+\s?(?:円|₹|रुपये|रुपए)?\s?(?:から|से शुरू)`,
    String.raw`(?<![\p{L}])(?:ahorra|ahorre|économisez|sparen sie|spare|risparmia|economize|economia|bespaar)(?![\p{L}])`,
    String.raw`(?:réduction|remise|soldes|offert|gratuit|rabatt|gutschein|gratis|grátis|kostenlos|descuento|rebaja|oferta|sconto|offerta|desconto|promoção|korting|aanbieding|خصم|تخفيض|مجان|عرض خاص|割引|オフ|無料|セール|छूट|मुफ़्त|मुफ्त|ऑफ़र|ऑफर|优惠|折|免费|赠送|優惠|免費|贈送|할인|무료|증정|세일|הנחה|חינם|מבצע|bedava|ücretsiz|indirim|kampanya|yarı fiyatına|ส่วนลด|ลด\s*\d|ฟรี|โปรโมชั่น)`,
  ].join('|'),
  'iu',
);

/** "code BLOOM10": the code in capitals, so German "den Code aus der SMS" is no promo code. */
const PROMO_CODE = /\b(?:[Cc]ode|CODE)\s+[A-Z0-9]{3,}\b/u;

/** A sentence that makes an offer: "25% off", "code BLOOM10", "first class free, then £9 a class". */
export const isOffer = (sentence: string): boolean => OFFER.test(sentence) || PROMO_CODE.test(sentence) || isShortOffer(sentence);

/**
 * The sentence of the brief that makes an offer (a discount, a code, something free, a deadline).
 * One for a limited time is the offer to act on now; a standing price ("bouquets from £20") is
 * then a point of the body.
 */
export function findOffer(sentences: readonly string[]): string | undefined {
  // Something free to take up ("Free survey.") is the offer before a saving ("Save up to 60% on bills."), which is a point.
  return sentences.find((s) => isOffer(s) && LIMITED_TIME.test(s)) ?? sentences.find(isShortOffer) ?? sentences.find(isOffer);
}

const PEOPLE =
  'parents|mums|moms|dads|families|owners|runners|cyclists|riders|teams|businesses|companies|startups|founders|students|professionals|commuters|gamers|developers|designers|nurses|doctors|staff|employees|colleagues|customers|travellers|travelers|beginners|kids|children|teens|seniors|shoppers|homeowners|renters|freelancers|marketers|managers|agents|drivers|cooks|bakers|readers|players|users|people|women|men|athletes|hikers|foodies|pet owners|dog owners|cat owners|coffee lovers|tea lovers|retailers|restaurants|shops|agencies|clinics|schools|teachers|landlords|creators|sellers|buyers|investors|learners|volunteers|members|newcomers|hires|starters';
const AUDIENCE = new RegExp(
  `(?:\\b(?:aimed at|targeting|target(?:ed)? at|made for|built for|designed for|perfect for|ideal for|for)\\s+|\\b(?:audience|target audience)\\s*(?:is|:)\\s*)((?:(?:busy|new|young|first-time|small|local|remote|working|hybrid|modern|older|active|growing|independent|health-conscious|budget-conscious|eco-conscious|\\p{L}+-\\p{L}+|\\p{L}+)\\s+){0,3}?(?:${PEOPLE})(?:\\s+who\\s+[^,.;!?\\n]+)?)`,
  'iu',
);

/** Who the brief says the video is for: "busy pet owners", "new hires who start on Monday". */
export function findAudience(text: string): string | undefined {
  const found = AUDIENCE.exec(text)?.[1]?.trim();
  return found && !/^(?:our|the|a|an)\s/i.test(found) ? found : found?.replace(/^(?:our|the|a|an)\s+/i, '');
}

/** Where the brief sets its pictures, and when, in its own words: "harbour wall", "at sunset". */
export interface Setting {
  place?: string;
  time?: TimeWord;
  /** The language its pictures are written in, when the planner reads pictures in it. */
  language?: PictureLanguage;
  /** The language the plan speaks when its pictures are not read in it (Italian, Portuguese, Dutch): a shot's lines are said in it. */
  speaks?: string;
}

const PLACES =
  'kitchen|café|cafe|coffee shop|bakery|restaurant|bar|office|meeting room|desk|classroom|warehouse|factory|shop|store|boutique|salon|gym|studio|living room|bedroom|bathroom|garden|balcony|terrace|park|beach|harbour|harbor|marina|lake|river|forest|mountains?|trail|street|city|rooftop|market|airport|station|train|car|hotel|pool|stadium|track|court|field|farm|vineyard|campsite|clinic|hospital|lab|library|school|home|workshop|garage|showroom|gallery|museum|theatre|theater|barn';
const PLACE = new RegExp(`\\b(?:(?:on|in|at|by|beside|near|along|across|through)\\s+)(?:(?:the|a|an|our|your|their|his|her|my)\\s+)?((?:[\\p{L}-]+\\s+){0,2}?(?:${PLACES})(?:\\s+(?:wall|counter|table|floor|terrace|path))?)\\b`, 'iu');

/** The place (English) and time of day (any picture language) a picture's words give. */
export function findSetting(text: string): Setting {
  const place = PLACE.exec(text)?.[1];
  // A place's own name ("at Victoria Park", "by Lake Geneva") says what it is by its last word: a park, a lake.
  const named = place && /^\p{Lu}/u.test(place) ? place.split(/\s+/).pop() : place;
  return { place: named?.toLowerCase(), time: timeIn(text) };
}
