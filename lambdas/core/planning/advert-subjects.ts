import { VIDEO_WORDS } from './brief-facts';
import { saysOpening } from './brief-events';
import { ORDINAL_DOT } from './ordinal-dots';

/**
 * The name an "advert for …" gives, apart from the town it is in (issue 23): "Café Luna en
 * Sevilla" is Café Luna, in Sevilla; "Haus am See in Potsdam" is Haus am See, whose own "am"
 * stays; "مقهى النخيل في دبي" is مقهى النخيل, in دبي; "渋谷のカフェ・ミドリ" is カフェ・ミドリ, in 渋谷;
 * "शर्मा स्वीट्स, जयपुर" is शर्मा स्वीट्स, in जयपुर. The video's length said before or after a
 * subject's format word is no part of it. Pure string work; never throws.
 */

/** A place's name: one to three capitalised words ("Leeds", "Saint-Étienne", "New York"), a small word between two ("Rio de Janeiro", "Frankfurt am Main"). */
const CAPITALISED_PLACE = "\\p{Lu}[\\p{L}'’.-]*(?:\\s+(?:(?:de|da|do|dos|das|di|del|la|le|am|an|der|upon|on|sur)\\s+)?\\p{Lu}[\\p{L}'’.-]*){0,2}";

/** What an English street or landmark's name ends in: "Union Street", "Harbour Quay". */
const ROAD_WORDS = '(?:Street|St|Road|Rd|Avenue|Ave|Lane|Square|Pier|Quay|Wharf|Boulevard|Blvd|Highway|Drive|Parade|Place|Market|Promenade)';

/** The word before a town, in each language the advert-for pattern is read in; the first is said before a town the brief names bare. */
const IN_WORDS: Readonly<Record<string, string>> = {
  en: 'in', es: 'en', fr: 'à|au|en', de: 'in', it: 'a|in', pt: 'em|no|na', nl: 'in', ar: 'في',
};

/** A subject, then the town it is in as the brief says it ("en Sevilla"), at the phrase's end. */
const PLACE_AFTER: Readonly<Record<string, RegExp>> = {
  ...Object.fromEntries(Object.entries(IN_WORDS).map(([lang, words]) => [lang, new RegExp(`^(.+?)\\s+((?:${words})\\s+${CAPITALISED_PLACE})$`, 'u')])),
  // English sets a place on its road too: "Sparkle Car Wash on Route 9", "The Deli on Union Street" ("at Pier 3" stays with an event's name and date).
  en: new RegExp(`^(.+?)\\s+((?:(?:${IN_WORDS.en})\\s+${CAPITALISED_PLACE})|on\\s+(?:\\p{Lu}[\\p{L}'’.-]*\\s+\\d+[A-Za-z]?|(?:\\p{Lu}[\\p{L}'’.-]*\\s+){1,2}${ROAD_WORDS}))$`, 'u'),
  // Arabic writes no capitals: "في" and one or two words end the phrase, their vowel marks kept ("في عمّان").
  ar: /^(.+?)\s+(في\s+[\p{L}\p{M}]+(?:\s+[\p{L}\p{M}]+)?)$/u,
};

/**
 * Words that set a business by a river, lake, coast or region rather than in a town: "Weingut
 * Keller an der Mosel", "Hotel Seeblick am Bodensee", "Strandpaviljoen Zee aan de Noordzee",
 * "Hotel Bellavista sul Lago di Garda". Read only after a name of two words or more, since a
 * one-word name is often itself a place phrase ("Haus am See").
 */
const NEAR_WORDS: Readonly<Record<string, string>> = {
  en: 'on the|by the|near', es: 'junto al|junto a|cerca de', fr: 'sur la|sur le|près de|au bord de la|au bord du', de: 'an der|an den|am|bei|auf der|auf dem|im',
  it: 'sul|sulla|sulle|vicino a', pt: 'junto ao|junto à|perto de', nl: 'aan de|aan het|bij|op de|op het',
};
const NAME_ARTICLES = '(?:the|el|la|los|las|le|les|der|die|das|il|lo|o|a|os|as|de|het)';
/** A business's name: capitalised words, with the small words names hold ("Strandpaviljoen De Zeemeeuw", "Trattoria Da Gino"); at least `words` of them. */
const capitalisedName = (words: number) =>
  `\\p{Lu}[\\p{L}\\p{N}'’.&-]*(?:\\s+(?:\\p{Lu}[\\p{L}\\p{N}'’.&-]*|&|de|da|do|di|del|della|du|des|la|le|el|van|von|der|den|het|of|the|and)){${words - 1},5}`;
const NEAR_AFTER: Readonly<Record<string, RegExp>> = Object.fromEntries(
  Object.entries(NEAR_WORDS).map(([lang, words]) => [lang, new RegExp(`^((?:${NAME_ARTICLES}\\s+|[lL]['’])?${capitalisedName(2)})\\s+((?:${words})\\s+${CAPITALISED_PLACE})$`, 'u')]),
);

/** The subject's town or landmark at the phrase's end, as the brief says it: "en Sevilla", "an der Mosel". */
const placeAfter = (phrase: string, lang: string) => PLACE_AFTER[lang]?.exec(phrase) ?? NEAR_AFTER[lang]?.exec(phrase) ?? null;

/**
 * The town, then its particle, then the name, in the languages that set a place before what is in
 * it. Japanese and Chinese: "大阪にある…", "位于上海的…", or a town of two or three characters
 * ("渋谷の", "上海的"; "自家焙煎のコーヒー" is no town) before a name; Korean: "서울에 있는…", a
 * district ("마포구의") or a station ("강남역 근처"); Hindi: one word and की/का/के before a name of two
 * words or more ("जयपुर की शर्मा स्वीट्स"; "दादी की रसोई" is a name); Turkish: the town's locative.
 */
const PLACE_BEFORE: Readonly<Record<string, RegExp>> = {
  ja: /^((?:[^、。！\s]{1,8}にある|\p{Script=Han}{2,3}の|\p{Script=Han}{1,4}[市区町村県駅]の))(.+)$/u,
  zh: /^((?:位[于於][^，。！\s]{1,8}的|\p{Script=Han}{2,3}(?:市|区|區)?的))(.{2,})$/u,
  ko: /^((?:\S+\s+){0,1}\S+(?:에 있는|[시구동역군]의|역 근처|역 앞))\s+(.+)$/u,
  hi: /^(\S+\s+(?:में स्थित|की|का|के|में))\s+(\S+\s+\S.*)$/u,
  // Turkish sets a town's locative after an apostrophe: "İstanbul'daki Kahve Durağı".
  tr: /^(\p{Lu}[\p{L}]*['’](?:da|de|ta|te)(?:ki)?)\s+(.+)$/u,
};

/**
 * Words of two or three characters that praise or place a business without naming a town, set
 * before its name as a town would be: "人気のカフェ", "老舗の和菓子屋", "地元の…", "正宗的…", "网红的…".
 */
const NOT_TOWNS = /^(?:人気|大人気|話題|評判|地元|自慢|秘伝|伝統|老舗|本格|極上|最高|最新|新作|定番|有名|名物|本場|本物|専門|近所|憧れ|理想|隠れ家|著名|热门|人气|正宗|地道|传统|老字号|网红|本地|当地|新鲜|手工|特色|招牌|经典|最好|最新|精品|高端)[の的]?$/u;

/** A Korean town said bare before the name, no particle: a city ("서울 카페 하늘"), a district ("마포구", "양평군"), or both. */
const KOREAN_TOWN_FIRST = /^((?:서울|부산|대구|인천|광주|대전|울산|세종|제주|수원|성남|고양|용인|창원|청주|전주|천안|포항|김해|강릉|경주|여수|춘천)(?:\s+\S{1,4}[구군])?|\S{1,4}[구군])\s+(\S.+)$/u;

/** How a town named bare ("Advert: Harbour Bikes, Bristol") is said with the name, by language. */
const SAID_BEFORE: Readonly<Record<string, (town: string) => string>> = {
  ja: (town) => `${town}の`, zh: (town) => `${town}的`, ko: (town) => `${town}의`, hi: (town) => `${town} में`, tr: turkishLocative,
};

/** "İstanbul" → "İstanbul'daki", "İzmir" → "İzmir'deki", "Bursa" → "Bursa'daki", "Ankara" → "Ankara'daki": the suffix follows the last vowel and a hard last consonant. */
function turkishLocative(town: string): string {
  const vowel = /[aeıioöuü](?=[^aeıioöuü]*$)/iu.exec(town)?.[0]?.toLowerCase() ?? 'a';
  const hard = /[çfhkpsştÇFHKPSŞT]$/u.test(town);
  return `${town}'${hard ? 't' : 'd'}${'aıou'.includes(vowel) ? 'a' : 'e'}ki`;
}

/**
 * "…, Bristol", "…, जयपुर", "…, 서울 마포구", "…、渋谷": after a comma, a town named bare, one to three
 * words (capitalised where the script has capitals), in Japanese or Chinese a few characters without
 * a particle ("新宿の老舗ラーメン店" describes).
 */
function bareTown(words: string): boolean {
  const parts = words.trim().split(/\s+/u);
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(words);
  const short = cjk ? words.length <= 5 && !/[のにで的]/u.test(words) : words.length <= 30;
  return short && parts.length <= 3 && !/[\p{N}]/u.test(words) && parts.every((w) => !/^\p{Ll}/u.test(w));
}

/**
 * "Café Luna en Sevilla" → { name: "Café Luna", place: "en Sevilla" }; "渋谷のカフェ・ミドリ" →
 * { name: "カフェ・ミドリ", place: "渋谷の" }; "शर्मा स्वीट्स, जयपुर" → { name: "शर्मा स्वीट्स", place:
 * "जयपुर में" }; the phrase whole when it names no town. What follows a comma that is no town
 * ("ラーメン一番、濃厚豚骨…") describes the subject: no part of its name, its description.
 */
export function nameAndPlace(subject: string | undefined, lang: string): { name?: string; place?: string; description?: string } {
  if (subject === undefined) return {};
  // "京都の茶房「抹茶庵」", "le bar à vins « Le Tonneau » à Lyon": the quoted words are the name, the town said around them its place.
  const quoted = QUOTED_NAME.exec(subject);
  if (quoted) {
    const around = nameAndPlace(`${subject.slice(0, quoted.index).trim()} ${subject.slice(quoted.index + quoted[0].length).trim()}`.trim() || undefined, lang);
    const place = around.place && !around.name?.includes(around.place) ? around.place : undefined;
    return { name: quoted[1]!.trim(), ...(place ? { place } : {}) };
  }
  // "Harbour Bikes (Bristol)", "カフェ・ミドリ（渋谷）": a town in brackets is one after a comma.
  const [first, ...rest] = subject.trim().replace(/\s*[(（]([^()（）]+)[)）]$/u, ', $1').split(/\s*[,，、،]\s*/u);
  const town = rest.length === 1 && bareTown(rest[0]!) ? rest[0]! : undefined;
  if (rest.length > 0 && first) {
    // "Café Aurora, no Porto", "Trattoria Da Gino, a Bologna": the town after the comma said with its preposition.
    const said = rest.length === 1 ? placeAfter(`${first} ${rest[0]!.trim()}`, lang) : null;
    if (said && said[1] === first) return { name: first, place: said[2]! };
    if (!town) return { ...nameAndPlace(first, lang), description: rest.join(', ') };
    const before = SAID_BEFORE[lang];
    const inWord = IN_WORDS[lang]?.split('|')[0];
    return { name: first, place: before ? before(town) : inWord ? `${inWord} ${town}` : town };
  }
  const after = placeAfter(subject.trim(), lang);
  // "Café Morgenrot eröffnet am 1. Mai in Hamburg": the town is where it opens, said with when (brief-events.ts).
  if (after && !saysOpening(after[1]!)) return { name: after[1]!, place: after[2]! };
  const before = PLACE_BEFORE[lang]?.exec(subject.trim());
  if (before && !NOT_TOWNS.test(before[1]!)) return { name: before[2]!, place: before[1]! };
  const bare = lang === 'ko' ? KOREAN_TOWN_FIRST.exec(subject.trim()) : null;
  return bare ? { name: bare[2]!, place: SAID_BEFORE.ko!(bare[1]!) } : { name: subject };
}

/** A name in quotation marks, as Japanese, French and German briefs set one: 「抹茶庵」, 『…』, « Le Tonneau », „Zur Linde“, “Bacco”. */
const QUOTED_NAME = /[「『«“„‹]\s*([^」』»”“‹›「『\n]{1,40}?)\s*[」』»”“›]/u;

/** A town said before its name: "渋谷の", "大阪にある", "上海的", "서울 마포구의", "강남역 근처", "जयपुर की", "İstanbul'daki". */
const SAID_FIRST = /(?:の|にある|的|의|에 있는|역 근처|역 앞|\s(?:की|का|के|में|में स्थित)|['’](?:da|de|ta|te)(?:ki)?)$/u;

/** The town alone, without its preposition or particle: "en Sevilla" → "Sevilla", "渋谷の" → "渋谷". */
export function townOf(place: string): string {
  const particle = SAID_FIRST.exec(place);
  return particle ? place.slice(0, particle.index).trim() : place.replace(/^\S+\s+/u, '');
}

/** The name with its town, in the order the brief's language says them: "Café Luna en Sevilla", "渋谷のカフェ・ミドリ". */
export function withTown(name: string, place: string | undefined): string {
  if (!place) return name;
  if (!SAID_FIRST.test(place)) return `${name} ${place}`;
  return /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u.test(place) ? `${place}${name}` : `${place} ${name}`;
}

/**
 * The video's length said between the format word and its subject where FORMAT_LENGTH in
 * brief-text.ts does not take it out: set off by commas ("Werbespot, 20 Sekunden, für Café
 * Morgenrot", "Advert, 30 seconds, for …") or straight after the format word ("Werbespot 20 Sekunden für …"), before a Hindi subject's format word ("कैफ़े हरियाली
 * का 20 सेकंड का विज्ञापन"), or between a Japanese, Chinese or Korean subject and its format word
 * ("カフェ・ミドリの15秒広告", "绿叶咖啡的15秒广告", "카페 하늘 15초 광고"), so the advert-for pattern reads on.
 */
const LENGTH_TALK =
  /,\s*\d+[\s-]*(?:s|secs?|seconds?|sekunden|secondes|segundos|secondi|seconden|minutes?|minuten|minutos|minuti)\s*,?(?![\p{L}])|(?<=(?:^|\s)(?:werbespot|spot|werbung|video|vídeo|clip|anuncio|annonce|publicité|annuncio|anúncio|advertentie|reclame|filmpje|advert|ad))\s+\d+[\s-]*(?:s|secs?|seconds?|sekunden|secondes|segundos|secondi|seconden|minutes?|minuten|minutos|minuti)(?![\p{L}])|\s+\d+\s+(?:सेकंड|सेकेंड|मिनट)\s+(?:का|की)(?=\s)|[0-9０-９]+\s*(?:秒|分)間?[の的]?(?=\s*(?:広告|CM|ＣＭ|宣伝動画|紹介動画|プロモーション動画|广告|宣传片|宣传视频|廣告|宣傳片|宣傳影片))|\s*\d+\s*(?:초|분)(?:짜리)?\s*(?=광고|홍보)/giu;

export function withoutLengthTalk(text: string): string {
  return text.replace(LENGTH_TALK, '');
}

/** Units of a video's length, for a heading that is nothing but its length and format ("20 सेकंड का विज्ञापन:"). */
const LENGTH = /[0-9０-９]+\s*[-–]?\s*(?:(?:s|secs?|seconds?|secondes?|sekunden|segundos?|secondi|seconden|min|minutes?|minuten|minutos|minuti|सेकंड|सेकेंड|मिनट|ثانية|ثوان|دقيقة|دقائق)(?![\p{L}])|秒間?|分間?|초|분)/giu;
/**
 * Words such a heading holds besides its length and format: articles, "long", "का", "の", "مدته",
 * what kind of video ("홍보 영상", "宣传视频", "promotional video") and where it runs ("Instagram reel").
 */
const HEADING_FILLER =
  /(?<![\p{L}])(?:a|an|un|une|ein|eine|einen|uno|una|um|uma|een|de|di|da|von|van|long|lang|of|का|की|مدته|مدتها|short|promotional|publicitaire|publicitari[oa]|pubblicitari[oa]|promocional|instagram|tiktok|youtube|facebook|social|प्रचार|ترويجي)(?![\p{L}])|の|的|짜리|홍보|宣传|宣傳|宣伝|紹介|プロモーション/giu;

/**
 * "20 सेकंड का विज्ञापन: शर्मा स्वीट्स, जयपुर।", "광고: 카페 하늘, 서울 마포구.", "15秒の広告：ラーメン一番、…",
 * "Advert: Harbour Bikes, Bristol.": a heading naming only the video's format and length, then a
 * colon, then its subject up to the sentence's end.
 */
/** A heading, its colon, then the rest of its sentence, an ordinal's dot kept in it ("Werbespot: Café Morgenrot eröffnet am 1. Mai in Hamburg."). */
const HEADED = new RegExp(`(?:^|(?<=[.!?。！？।\\n]))\\s*([^.!?。！？।\\n:：、，]{1,60})(?:[:：]|[、，](?=\\S*[「『]))\\s*((?:[^.!?。！？।\\n]|\\.(?<=${ORDINAL_DOT}))+)`, 'gu');

export function subjectAfterHeading(text: string): string | undefined {
  // A Japanese or Chinese heading may end on a comma instead ("15秒の広告、京都の茶房「抹茶庵」。").
  for (const m of text.matchAll(HEADED)) {
    const heading = m[1]!;
    const left = heading.replace(LENGTH, ' ').replace(new RegExp(VIDEO_WORDS.source, 'giu'), ' ').replace(HEADING_FILLER, ' ');
    if (VIDEO_WORDS.test(heading) && !/[\p{L}\p{N}]/u.test(left)) return m[2]!.trim();
    // "Koffiebranderij De Boon in Utrecht: vers gebrande koffiebonen.": a brief headed by its subject's name and town, then what it is.
    const named = heading.trim().replace(INVITED_TO, '');
    if (m.index === 0 && namesAPlace(named)) return `${named}, ${m[2]!.trim()}`;
  }
  return undefined;
}

/** A name set in its town, every word of the name capitalised but the small words names hold: "Koffiebranderij De Boon in Utrecht", "Trattoria Da Gino a Bologna". */
const NAMED_IN_TOWN = new RegExp(
  `^${capitalisedName(1)}\\s+(?:${[...new Set([...Object.values(IN_WORDS), ...Object.values(NEAR_WORDS)].flatMap((w) => w.split('|')))].join('|')})\\s+${CAPITALISED_PLACE}$`,
  'u',
);
const namesAPlace = (heading: string) => NAMED_IN_TOWN.test(heading);

/** An invitation before the name a heading gives ("Vieni da Forno Rossi a Bologna", "Venez chez …", "Kom naar …"): where to come, no part of the name. */
const INVITED_TO = /^(?:vieni|venite|venga|ven|venid|venez|viens|venha|venham|kom|komm|kommen sie|come|visit|besuchen sie|passez|passa)\s+(?:(?:da|a|al|alla|chez|à|au|zu|zum|zur|bei|naar|to|at|na|no)\s+)?(?=\p{Lu})/iu;

/** What ends a product's noun phrase: the words after it say more about it ("a desk lamp with warm light", "a bottle that keeps drinks cold"). */
const PHRASE_END = /\s+(?:with|for|that|which|who|from|in|on|at|to|by|made|designed|built|and|or|—|–|-)(?:\s.*)?$/iu;

/** A phrase that praises rather than says what a thing is: "the easiest way to…", "the perfect gift", "your new favourite". */
const PRAISE = /(?<![\p{L}])(?:way|ways|solution|choice|answer|option|place|thing|one|brand|company|partner|service|gift|favourite|favorite|secret|best|upgrade)$/iu;

/**
 * What the brief says a named product is, as a picture names it (issue 23): "Brew Buddy, a compact
 * coffee grinder, …" or "Lumo is a desk lamp with warm light" → "a compact coffee grinder", "a desk
 * lamp". English only: its head noun comes last, the words before it say what kind ("coffee" in
 * "coffee grinder" says nothing of a drink). None when the brief says no more than the name.
 */
export function productDescription(name: string, brief: string): string | undefined {
  // The first time the brief says what the name is: "Ad for Lumo. Lumo is a desk lamp." says it the second time.
  const said = name
    ? brief.split(name).slice(1).map((after) => /^\s*(?:,|:|\s+is|\s+are|\s+[—–])\s*(?:(an?|our|your|the)\s+)?([^.,;:!?()\n]{2,60})/iu.exec(after)).find((m) => m !== null)
    : undefined;
  if (!said) return undefined;
  const words = said[2]!.replace(PHRASE_END, '').trim().split(/\s+/u).slice(-4);
  // Figures and names are no part of what it looks like ("a 24-bottle wine cooler" is a wine cooler); a lone capital is ("a vitamin C serum").
  const phrase = words.filter((w) => !/\d/u.test(w) && !/^\p{Lu}\p{L}/u.test(w)).join(' ');
  // Without an article, only things named in the plural ("Quiet Pods, wireless earbuds"): a bare phrase is as often an offer ("now half price").
  if (!phrase || (!said[1] && !/\p{L}{2}s$/u.test(phrase)) || PRAISE.test(phrase)) return undefined;
  const article = !said[1] ? '' : /^(?:an?|our|your)$/iu.test(said[1]) ? (/^[aeiou]/iu.test(phrase) ? 'an ' : 'a ') : 'the ';
  return `${article}${phrase}`;
}

/** The last word of a noun phrase, with the word before it: what it is ("grinder"), and its compound ("coffee grinder"). */
export function headOf(phrase: string): string {
  return phrase.replace(PHRASE_END, '').trim().split(/\s+/u).slice(-2).join(' ');
}
