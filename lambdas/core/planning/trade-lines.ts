import { comesToCustomers, namesTrade, tradeNameIn, tradeOf } from './compositions';
import { pictureLanguage, withArticle, type PictureLanguage, type TradeName } from './picture-words';

/**
 * Lines a copywriter writes around a thin brief's own points (issue 23): what the subject is, in
 * the trade's plain word, and the trade's plain truth (a plumber comes to you). Nothing here
 * claims what the brief does not: no rating, price, year, award or promise. They are fillers,
 * said only in time the brief's own points leave.
 */
interface TradeWords {
  /** The trade as a description after the name, in the indefinite form addressedTo turns into "your": "a plumber", "une fleuriste". */
  a(noun: string, gender: 'm' | 'f' | 'n'): string;
  /** A trade that comes to its customers says so. */
  comeToYou: string;
  /** A place people come to welcomes them in, by its name: "Welcome to Rosa Bakery.". */
  welcome(name: string): string;
  /**
   * Over a shot of the place's inside: "Step inside our bakery." (a language whose possessive would
   * bend the noun says it without), then, while the shot has time, the lines after it; none where
   * the line needs the trade's word and the language has none for it (`noun` undefined).
   */
  inside(noun: string | undefined, gender: 'm' | 'f' | 'n'): string[];
  /** Over a shot of its people at work, when the brief's words say none: "Our team at work.", and more while there is time. */
  team: string[];
  /** Over a shot of its entrance: an invitation that claims nothing, and more while there is time. */
  waiting: string[];
  /** Leave taken of the viewer, said last, at the close (closing-lines.ts). */
  farewell: string;
  /** "Call 0800 123 4567" → "Call Greenline Plumbing on 0800 123 4567": a call to action that names whom it calls. */
  call?: { verb: RegExp; as: (brand: string, rest: string, direct: boolean) => string };
}

/** The languages the planner says its connecting lines in: those pictures are read in, and Italian, Portuguese and Dutch. */
type LineLanguage = PictureLanguage | 'it' | 'pt' | 'nl';

const TRADE_WORDS: Readonly<Record<LineLanguage, TradeWords>> = {
  en: {
    a: (n) => `${/^[aeiou]/i.test(n) ? 'an' : 'a'} ${n}`,
    comeToYou: 'We come to you.',
    welcome: (n) => `Welcome to ${n}.`,
    inside: (n) => (n ? [`Step inside our ${n}.`, 'Take a look around.', 'Make yourself at home.'] : []),
    team: ['Our team at work.', 'Ask us anything.', 'We are here to help.'],
    waiting: ['We would love to see you.', 'Come in and say hello.', 'You are always welcome.'],
    farewell: 'See you soon.',
    call: { verb: /^(?:call|ring|phone)(?:\s+us)?\b\s*/iu, as: (b, r, direct) => `Call ${b}${direct ? ' on ' : ' '}${r}` },
  },
  es: {
    a: (n, g) => `${g === 'f' ? 'una' : 'un'} ${n}`,
    comeToYou: 'Vamos a tu casa.',
    welcome: (n) => `Bienvenido a ${n}.`,
    inside: (n, g) => (n ? [`Entra en ${g === 'f' ? 'nuestra' : 'nuestro'} ${n}.`, 'Echa un vistazo.', 'Estás en tu casa.'] : []),
    team: ['Nuestro equipo, manos a la obra.', 'Pregúntanos lo que quieras.', 'Estamos para ayudarte.'],
    waiting: ['Te esperamos.', 'Pasa a saludarnos.', 'Siempre eres bienvenido.'],
    farewell: '¡Hasta pronto!',
    call: { verb: /^(?:llama|llame|llámanos|llámenos)(?:\s+al)?\b\s*/iu, as: (b, r, direct) => `Llama a ${b}${direct ? ' al ' : ' '}${r}` },
  },
  fr: {
    a: (n, g) => `${g === 'f' ? 'une' : 'un'} ${n}`,
    comeToYou: 'Nous venons chez vous.',
    welcome: (n) => `Bienvenue chez ${n}.`,
    inside: (n) => (n ? [`Entrez dans notre ${n}.`, 'Faites le tour.', 'Vous êtes ici chez vous.'] : []),
    team: ['Notre équipe à l’œuvre.', 'Posez-nous vos questions.', 'Nous sommes là pour vous aider.'],
    waiting: ['Nous vous attendons.', 'Passez nous dire bonjour.', 'Vous êtes toujours les bienvenus.'],
    farewell: 'À très bientôt !',
    call: { verb: /^(?:appelez|téléphonez)(?:-nous)?(?:\s+(?:au|le))?(?=\s|$)\s*/iu, as: (b, r, direct) => `Appelez ${b}${direct ? ' au ' : ' '}${r}` },
  },
  de: {
    a: (n, g) => `${g === 'f' ? 'eine' : 'ein'} ${n}`,
    comeToYou: 'Wir kommen zu Ihnen.',
    welcome: (n) => `Willkommen bei ${n}.`,
    inside: (n, g) => (n ? [`Treten Sie ein in ${g === 'f' ? 'unsere' : g === 'm' ? 'unseren' : 'unser'} ${n}.`, 'Schauen Sie sich um.', 'Fühlen Sie sich wie zu Hause.'] : []),
    team: ['Unser Team bei der Arbeit.', 'Fragen Sie uns einfach.', 'Wir helfen Ihnen gern.'],
    waiting: ['Wir freuen uns auf Sie.', 'Kommen Sie vorbei und sagen Sie Hallo.', 'Sie sind jederzeit willkommen.'],
    farewell: 'Bis bald!',
  },
  it: {
    a: (n, g) => withArticle([n, g], 'it'),
    comeToYou: 'Veniamo noi da te.',
    // The name may carry its article ("La Trattoria da Gino"): it opens the line, whatever its gender.
    welcome: (n) => `${n} ti dà il benvenuto.`,
    inside: (n, g) => (n ? [`Entra ${g === 'f' ? 'nella nostra' : 'nel nostro'} ${n}.`, 'Dai un’occhiata.', 'Sentiti a casa.'] : []),
    team: ['La nostra squadra al lavoro.', 'Chiedici pure.', 'Siamo qui per aiutarti.'],
    waiting: ['Ti aspettiamo.', 'Vieni a trovarci quando vuoi.', 'Sei sempre il benvenuto.'],
    farewell: 'A presto!',
    call: { verb: /^(?:chiama|chiamaci|telefona|telefonaci)(?:\s+al)?(?![\p{L}])\s*/iu, as: (b, r, direct) => `Chiama ${b}${direct ? ' al ' : ' '}${r}` },
  },
  pt: {
    a: (n, g) => withArticle([n, g], 'pt'),
    comeToYou: 'Vamos até você.',
    welcome: (n) => `${n} espera por você.`,
    inside: (n, g) => (n ? [`Entre ${g === 'f' ? 'na nossa' : 'no nosso'} ${n}.`, 'Dê uma olhada.', 'Sinta-se em casa.'] : []),
    team: ['A nossa equipa ao trabalho.', 'Pergunte o que quiser.', 'Estamos aqui para ajudar.'],
    waiting: ['Esperamos por você.', 'Venha nos visitar.', 'Você é sempre bem-vindo.'],
    farewell: 'Até breve!',
    call: { verb: /^(?:ligue|liga|telefone)(?:-nos)?(?:\s+(?:para o|para|pelo))?(?![\p{L}])\s*/iu, as: (b, r, direct) => `Ligue para ${b}${direct ? ' pelo ' : ' '}${r}` },
  },
  nl: {
    a: (n, g) => withArticle([n, g], 'nl'),
    comeToYou: 'Wij komen naar je toe.',
    welcome: (n) => `Welkom bij ${n}.`,
    // "ons" before a het-word ("ons tuincentrum"), "onze" before a de-word ("onze bakkerij").
    inside: (n, g) => (n ? [`Stap binnen in ${g === 'n' ? 'ons' : 'onze'} ${n}.`, 'Kijk gerust rond.', 'Voel je thuis.'] : []),
    team: ['Ons team aan het werk.', 'Vraag ons gerust.', 'We helpen je graag.'],
    waiting: ['We zien je graag.', 'Kom gerust langs.', 'Je bent altijd welkom.'],
    farewell: 'Tot snel!',
    call: { verb: /^bel(?:\s+ons)?(?:\s+(?:op|naar))?(?![\p{L}])\s*/iu, as: (b, r, direct) => `Bel ${b}${direct ? ' op ' : ' '}${r}` },
  },
  ar: { a: (n) => n, comeToYou: 'نأتي إليك أينما كنت.', welcome: (n) => `أهلاً بكم في ${n}.`, inside: (n) => (n ? ['تفضلوا بالدخول.', 'ألقوا نظرة حولكم.', 'اعتبروا المكان بيتكم.'] : []), team: ['فريقنا في خدمتكم.', 'اسألونا عن أي شيء.', 'نحن هنا لمساعدتكم.'], waiting: ['نحن بانتظاركم.', 'مرّوا لإلقاء التحية.', 'أنتم دائماً موضع ترحيب.'], farewell: 'نراكم قريباً.' },
  ja: { a: (n) => n, comeToYou: 'ご自宅までお伺いします。', welcome: (n) => `${n}へようこそ。`, inside: (n) => (n ? [`${n}の中へどうぞ。`, 'ゆっくりご覧ください。', 'くつろいでお過ごしください。'] : []), team: ['これが私たちのチームです。', 'お気軽にご相談ください。', '私たちがお手伝いします。'], waiting: ['ご来店をお待ちしています。', 'お気軽にお立ち寄りください。', 'いつでも大歓迎です。'], farewell: 'またお会いしましょう。' },
  hi: { a: (n) => n, comeToYou: 'हम आपके घर आते हैं।', welcome: (n) => `${n} में आपका स्वागत है।`, inside: (n) => (n ? ['अंदर आइए।', 'आराम से देखिए।', 'इसे अपना ही घर समझिए।'] : []), team: ['हमारी टीम आपकी सेवा में।', 'हमसे कुछ भी पूछिए।', 'हम आपकी मदद के लिए यहाँ हैं।'], waiting: ['हम आपका इंतज़ार कर रहे हैं।', 'आइए और हमसे मिलिए।', 'आपका हमेशा स्वागत है।'], farewell: 'जल्द मिलते हैं।' },
};

function lineLanguage(language: string): LineLanguage | undefined {
  const primary = language.toLowerCase().split(/[-_]/)[0] as LineLanguage;
  return primary in TRADE_WORDS ? primary : undefined;
}

/** Languages that set a description after a name with a comma ("Greenline Plumbing, your plumber"). */
const APPOSITION: ReadonlySet<PictureLanguage> = new Set(['en', 'es', 'fr', 'de']);

/**
 * What the subject is, in its trade's word, for a brief that names the place but does not say what
 * it is ("a plumber"); none when the name says it already ("Sunny Days Nursery").
 */
export function tradeDescription(name: string, place: string, language: string): string | undefined {
  const lang = pictureLanguage(language);
  if (!lang || !APPOSITION.has(lang)) return undefined;
  const trade = tradeNameIn(place, lang);
  if (!trade) return undefined;
  const [noun, gender] = typeof trade === 'string' ? [trade, 'm' as const] : trade;
  return name.toLowerCase().includes(noun.toLowerCase()) || saysOwnTrade(name) ? undefined : TRADE_WORDS[lang].a(noun, gender);
}

/** Trades too general for a name to say which one it is ("Harbour Physio" is "a clinic"). */
const GENERAL_TRADES: ReadonlySet<string> = new Set(['a shop', 'a clinic', 'a studio', 'a venue', 'a store']);

/** A name that says a trade of its own ("Polished Nail Bar", "FlowFix Plumbing", "Riverside Animal Hospital") needs no other word for it. */
function saysOwnTrade(name: string): boolean {
  return namesTrade(name) && !GENERAL_TRADES.has(tradeOf(name, ''));
}

/** The trade's plain truth, said over its shots when the brief leaves time: a trade that comes to you says so. */
export function tradeTruths(place: string, language: string): string[] {
  const lang = lineLanguage(language);
  return lang && comesToCustomers(place) ? [TRADE_WORDS[lang].comeToYou] : [];
}

/** A place people come to welcomes them in by its name, over a shot of it (never the hook's, which meets it already). */
export function welcomeLine(name: string, language: string): string | undefined {
  const lang = lineLanguage(language);
  return lang ? TRADE_WORDS[lang].welcome(name) : undefined;
}

/** A place people come to takes leave of the viewer at its close: "See you soon.". */
export function farewellLine(language: string): string | undefined {
  const lang = lineLanguage(language);
  return lang ? TRADE_WORDS[lang].farewell : undefined;
}

/**
 * What a place of business's own shot is: its people at work, or (when the brief shows them at
 * work already) welcoming its customers, its inside, its entrance, its goods.
 */
export type PlaceShot = 'work' | 'welcome' | 'inside' | 'entrance' | 'goods';

/**
 * The lines said over a place's own shot in the brand's voice, in `language`: the first says what
 * the shot shows, the others are said while the shot has time left (the voice's rate sizes them to
 * it); none claims anything ("Step inside our bakery. Take a look around.", "Te esperamos. Pasa a
 * saludarnos."). `trade` is the
 * place's word for itself in that language (compositions.ts tradeNameIn). None for its goods: only
 * the brief may praise them.
 */
export function placeShotLines(shot: PlaceShot, trade: TradeName | undefined, language: string): string[] {
  const lang = lineLanguage(language);
  if (!lang) return [];
  const words = TRADE_WORDS[lang];
  const [noun, gender] = typeof trade === 'string' ? [trade, 'm' as const] : (trade ?? []);
  switch (shot) {
    case 'work':
    case 'welcome':
      return words.team;
    case 'inside':
      return words.inside(noun, gender ?? 'm');
    case 'entrance':
      return words.waiting;
    default:
      return [];
  }
}

/**
 * A call to action that calls a number, said with the brand's name: "Call 0800 123 4567." →
 * "Call Greenline Plumbing on 0800 123 4567.", "Call to book on …" → "Call Greenline Plumbing to
 * book on …". Unchanged where the line names the brand already or the language has no rule here.
 */
export function callingBrand(line: string, brand: string | undefined, phone: string | undefined, language: string): string {
  const lang = lineLanguage(language);
  const call = lang ? TRADE_WORDS[lang].call : undefined;
  const verb = call?.verb.exec(line);
  if (!call || !verb || !brand || !phone || line.toLowerCase().includes(brand.toLowerCase())) return line;
  const rest = line.slice(verb[0].length);
  return call.as(brand, rest, rest.startsWith(phone));
}
