/**
 * Where a run of words may be cut (into caption cues, a cue into its two lines, or any text the
 * engine sets into lines: ./text-fit.ts), ranked as
 * subtitlers rank them (Netflix Timed Text Style Guide, "Line treatment"; BBC Subtitle Guidelines,
 * "Break at natural points"): after a sentence end first, then after clause punctuation, then
 * before a conjunction, then before a preposition; a poor cut between two content words, inside
 * the phrase they make ("full / service", an Arabic noun and its genitive); never after an article, a determiner, a subject
 * pronoun, an auxiliary, a preposition or a conjunction, never between a number and the word it
 * counts ("2 minutes", "zwei Kaffee": number words from ../motion/number-words.ts), never inside
 * a name ("Iron House", except in a title-cased line) or on either side of an ampersand ("Sharp & Co"), never between a price or a measure and
 * the word after it ("£45 servicing", "30% off"), never inside a short lead phrase ending in a
 * colon ("Tuesday deal:"). Japanese is cut after a particle and never before one (the end of a
 * bunsetsu), never after an honorific prefix; Chinese and Hindi never before a particle or postposition. Languages with no list here are cut at punctuation, figures and names alone.
 *
 * The language is told by the words themselves: by script, and for Latin-script text by which
 * language's function words it uses most, so every caller (scene captions, the WebVTT file)
 * ranks a line the same way from its words alone.
 */
import { isNumberWord } from '../motion/number-words';

/** How good a cut after a word is: higher is better; NEVER only where nothing else fits. */
export const BREAK = { sentence: 100, clause: 60, beforeConjunction: 40, beforePreposition: 30, afterParticle: 30, plain: 0, inPhrase: -20, afterOpener: -50, never: -100 } as const;

type Role = 'conj' | 'prep' | 'bind' | 'pron' | 'particle';

/**
 * Function words by language and role: `conj` and `prep` are cut before, never after; `bind`
 * (articles, determiners, possessives, subject pronouns, auxiliaries, negation) never after;
 * `pron` (a pronoun that is subject or object: "you order", "to you") only before a conjunction
 * or a preposition;
 * `particle` (Japanese particles, Chinese structural particles, Hindi postpositions) never
 * before, and after only in Japanese, where it ends a phrase.
 */
const FUNCTION_WORDS: Record<string, Partial<Record<Role, string>>> = {
  en: {
    conj: 'and but or nor so yet because when while if unless until although though whereas whether which who where',
    prep: 'about above across after against along among around as at before behind below beneath beside between beyond by despite during except for from in inside into like near of on onto outside over past per since than through throughout to toward towards under underneath unlike upon via with within without',
    pron: 'you it',
    bind: "a an the this these those that my your his her its our their i we he she they i'm we're you're they're it's is are was were be been being am will would can could should shall may might must do does did have has had not no don't can't won't isn't aren't every each some any all both",
  },
  fr: {
    conj: 'et ou mais donc car ni que qui quand si lorsque puisque comme',
    prep: 'à au aux de du des dans en par pour sur sous avec sans chez vers entre contre depuis pendant avant après selon',
    pron: 'vous nous',
    bind: 'le la les un une mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs ce cet cette ces chaque tout toute tous toutes je tu il elle ils elles on ne est sont',
  },
  es: {
    conj: 'y e o u pero sino que porque cuando si aunque mientras como',
    prep: 'a al de del en con sin por para desde hasta sobre entre hacia según durante',
    bind: 'el la los las un una unos unas mi mis tu tus su sus nuestro nuestra nuestros nuestras este esta estos estas ese esa cada todo toda todos todas otro otra yo no es son',
  },
  it: {
    conj: 'e ed o ma però che perché quando se mentre come',
    prep: 'a al allo alla ai agli alle di del dello della dei degli delle da dal dalla in nel nella nei con su sul sulla per tra fra senza',
    bind: 'il lo la i gli le un uno una mio mia tuo tua suo sua nostro nostra questo questa ogni non è',
  },
  pt: {
    conj: 'e ou mas porque quando se que como enquanto',
    prep: 'a ao à aos às de do da dos das em no na nos nas com sem por pelo pela para até entre sobre',
    bind: 'o os as um uma meu minha seu sua nosso nossa este esta esse essa cada todo toda não é são',
  },
  de: {
    conj: 'und oder aber denn sondern dass weil wenn als ob obwohl während',
    prep: 'an am auf aus bei bis durch für gegen hinter im in mit nach neben ohne seit über um unter von vom vor zu zum zur zwischen',
    pron: 'sie',
    bind: 'der die das den dem des ein eine einen einem einer eines mein meine dein deine sein seine ihr ihre unser unsere jeder jede jedes jeden alle ich wir er es ist sind nicht kein keine',
  },
  nl: {
    conj: 'en of maar want dus omdat als wanneer dat terwijl',
    prep: 'aan bij door in met na naar om onder op over tot uit van voor zonder tussen',
    pron: 'u jij je',
    bind: 'de het een mijn jouw zijn haar ons onze hun deze dit die ik wij we hij zij ze is niet geen',
  },
  sv: {
    conj: 'och eller men så att om när eftersom medan',
    prep: 'av för från i med mot på till under utan vid över efter hos genom',
    pron: 'du ni',
    bind: 'en ett den det de min mitt mina din ditt dina sin sitt hans hennes vår vårt våra jag vi han hon är inte',
  },
  pl: {
    conj: 'i a oraz lub albo ale lecz że bo gdy kiedy jeśli czy',
    prep: 'w we z ze na do od po za przez przy dla bez o u pod nad przed między',
    bind: 'nie jest to ten ta mój moja twój nasz wasz ja my on ona oni',
  },
  tr: { conj: 've veya ama fakat ile çünkü ki', bind: 'bir bu şu' },
  ru: {
    conj: 'и а но или что чтобы когда если потому как',
    prep: 'в во на с со к ко по за из от до для без о об при про под над через у',
    bind: 'не это этот эта эти мой моя наш ваш я мы он она они',
  },
  ar: { conj: 'أو ثم لكن حتى بل أن إن لأن عندما إذا', prep: 'في من على إلى عن مع عند بين حول خلال بعد قبل منذ', bind: 'هذا هذه ذلك تلك لا لم لن' },
  he: { conj: 'או אבל כי אם כאשר', prep: 'של עם על אל את מן בין אחרי לפני בלי', bind: 'זה זאת זו לא' },
  hi: { conj: 'और या लेकिन कि जब अगर क्योंकि', particle: 'में से पर को का की के तक लिए ने' },
  // お and ご are honorific prefixes, the first half of the word after them ("お届け").
  ja: { particle: 'は が を に で と の も へ や から まで より ね よ か けど ので のに って', bind: 'お ご' },
  zh: { conj: '和 与 或 但 但是 因为 所以 如果 而且', particle: '的 了 着 过 们 吗 呢 吧 地 得' },
};

const roles = new Map<string, Map<string, Role>>(
  Object.entries(FUNCTION_WORDS).map(([language, table]) => [
    language,
    new Map(Object.entries(table).flatMap(([role, list]) => list.split(' ').map((word) => [word, role as Role] as const))),
  ]),
);

/** Scripts that name their language outright; Latin-script text is told by its function words. */
const SCRIPT_LANGUAGES: [RegExp, string][] = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'ja'],
  [/\p{Script=Hangul}/u, 'ko'],
  [/\p{Script=Han}/u, 'zh'],
  [/\p{Script=Arabic}/u, 'ar'],
  [/\p{Script=Hebrew}/u, 'he'],
  [/\p{Script=Devanagari}/u, 'hi'],
  [/\p{Script=Cyrillic}/u, 'ru'],
];

/** A word as the lists spell it: lower case, without the punctuation around it or Arabic and Hebrew vowel marks. */
const bare = (word: string) =>
  word
    .toLocaleLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0591-\u05C7]/gu, '')
    .replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '')
    .replace(/’/g, "'");

/** The language whose function words these are (by script, else by the most function words of a Latin-script list), or null. */
export function wordsLanguage(words: readonly string[]): string | null {
  const text = words.join(' ');
  for (const [script, language] of SCRIPT_LANGUAGES) if (script.test(text)) return language;
  let best: string | null = null;
  let most = 0;
  for (const [language, table] of roles) {
    const count = words.filter((w) => table.has(bare(w))).length;
    if (count > most) [best, most] = [language, count];
  }
  return best;
}

/** True when the first of `words` is a conjunction of their language ("and choose Reset password."). */
export function opensWithConjunction(words: readonly string[]): boolean {
  const table = roles.get(wordsLanguage(words) ?? '');
  return words.length > 0 && table?.get(bare(words[0]!)) === 'conj';
}

const SENTENCE_END = /[.!?…。！？]["'”’»)\]]*$/u;
const CLAUSE_END = /[,;:–—、，；：]["'”’»)\]]*$/u;
const COLON_END = /[:：]["'”’»)\]]*$/u;
/** A bare number, in figures or words: the word after it is what it counts ("2 minutes", "zwei Kaffee"; "£9" and "7am" carry their own unit). */
const BARE_FIGURE = /^\p{Nd}[\p{Nd}.,]*$/u;
/**
 * A word that starts with a capital: two in a row are one name ("Iron House", "New York"). A
 * sentence's first word is capitalised by grammar alone, so before a name it is as likely a verb
 * ("Descubre | Panadería La Espiga", "Meet | Northgate Dental"): a poor place to cut, not a
 * forbidden one, or a name that needs two lines is cut inside the name instead.
 */
const CAPITALISED = /^["'“‘(]?\p{Lu}/u;

/** An ampersand or a plus standing as a word between two others. */
const AMPERSAND = /^[&+＆]$/u;

/** Languages written in words with spaces whose function words are listed: a run of other words is one phrase. */
const PHRASED = new Set(Object.keys(FUNCTION_WORDS).filter((language) => !['ja', 'zh', 'tr'].includes(language)));

/** Words of a lead phrase before a colon kept on one line ("Tuesday deal: two pizzas" never breaks after "Tuesday"). */
export const LEAD_WORDS = 3;

/**
 * How good a cut after each word but the last is (`words.length - 1` ranks, BREAK's scale),
 * in the language the words are in (`wordsLanguage`).
 */
export function breakRanks(words: readonly string[]): number[] {
  const language = wordsLanguage(words);
  const table = roles.get(language ?? '') ?? new Map<string, Role>();
  const japanese = language === 'ja';
  const role = (word: string | undefined) => (word === undefined ? undefined : table.get(bare(word)));
  // Title case ("Book Your MOT Today"): every word but the function words capitalised.
  const content = words.filter((w) => /\p{L}/u.test(w) && !table.has(bare(w)));
  const titleCase = content.length > 2 && content.every((w) => CAPITALISED.test(w));
  // The words of a short lead phrase ending in a colon: no cut after any but its last.
  const lead = new Set<number>();
  let phrase = 0;
  words.forEach((w, i) => {
    if (COLON_END.test(w) && i - phrase < LEAD_WORDS) for (let k = phrase; k < i; k++) lead.add(k);
    if (SENTENCE_END.test(w) || CLAUSE_END.test(w)) phrase = i + 1;
  });
  return words.slice(0, -1).map((word, i) => {
    const next = words[i + 1]!;
    if (SENTENCE_END.test(word)) return BREAK.sentence;
    if (CLAUSE_END.test(word)) return BREAK.clause;
    const here = role(word);
    if (here === 'conj' || here === 'prep' || here === 'bind' || role(next) === 'particle') return BREAK.never;
    // An ampersand binds what it joins ("Sharp & Co", "salt & pepper"): never a cut on either side of it.
    if (AMPERSAND.test(word) || AMPERSAND.test(next)) return BREAK.never;
    if (BARE_FIGURE.test(word) || isNumberWord(bare(word), language ?? '')) return BREAK.never;
    if (!titleCase && CAPITALISED.test(word) && CAPITALISED.test(next)) return i === 0 || SENTENCE_END.test(words[i - 1]!) ? BREAK.afterOpener : BREAK.never;
    // A price or a measure goes with the word it prices ("£45 servicing", "30% off"), unless a conjunction or a preposition follows.
    if (/\p{Nd}/u.test(word) && role(next) !== 'conj' && role(next) !== 'prep') return BREAK.never;
    if (lead.has(i)) return BREAK.never;
    if (role(next) === 'conj') return BREAK.beforeConjunction;
    if (role(next) === 'prep') return BREAK.beforePreposition;
    if (here === 'pron') return BREAK.never;
    if (japanese) {
      if (here === 'particle') return BREAK.afterParticle;
      // A word starting in hiragana ends the phrase before it (a verb's or adjective's ending, an auxiliary).
      if (/^\p{Script=Hiragana}/u.test(next)) return BREAK.never;
    }
    // Two content words in a row make one phrase ("full service", "nail trims", "خدمة العملاء"); a
    // figure or a number word starts the next ("Jeden Freitag | zwei Kaffee").
    if (PHRASED.has(language ?? '') && here === undefined && role(next) === undefined && !/\p{Nd}/u.test(next) && !isNumberWord(bare(next), language ?? '')) return BREAK.inPhrase;
    return BREAK.plain;
  });
}
