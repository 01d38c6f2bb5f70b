/**
 * Which languages the offline voice (eSpeak NG) reads, and how: the one table of them
 * (docs/render-engine.md, "Languages the offline voice reads"). A line it cannot pronounce is not
 * spoken at all: the scene keeps its captions and music, and the job says why.
 *
 * The evidence is eSpeak's own phoneme output (test/render/espeak-languages.test.ts): a language
 * is read when eSpeak gives every word its vowels and spells out no letter names.
 */
import { primaryLanguage } from '../presets';

/** eSpeak NG's voices (`espeak-ng --voices`, the npm build), by language. */
const ESPEAK_LANGUAGES = new Set(
  (
    'af am an ar as az ba be bg bn bpy bs ca chr cmn cs cv cy da de el en eo es et eu fa fi fr ga gd gn grc gu hak haw he hi hr ht hu hy hyw ' +
    'ia id io is it ja jbo ka kk kl kn ko kok ku ky la lb lfn lt ltg lv mi mk ml mr ms mt mto my nb nci ne nl nog om or pa pap piqd pl pt py ' +
    'qdb qu quc qya ro ru sd shn si sjn sk sl smj sq sr sv sw ta te th tk tn tr tt ug uk ur uz vi yue'
  ).split(' '),
);

/** BCP-47 primary subtags eSpeak names otherwise. */
const ESPEAK_NAMES: Readonly<Record<string, string>> = { zh: 'cmn', no: 'nb' };

/**
 * How eSpeak reads a language that is not read as written.
 * - `kana`: eSpeak's Japanese voice reads kana and spells each kanji as "Chinese letter"; kanji
 *   are read into kana first (kuromoji, lambdas/render/speech/japanese-reading.ts).
 * - `vowelled`: Arabic script writes few vowels and eSpeak guesses none ("مرحبا" → /mrħbaː/); a line
 *   is read only when it carries its vowel marks (harakat), as in a Quran or a children's book.
 * - `none`: Hebrew is misread without its vowel points (niqqud) and spelled as letter names with
 *   them; Thai is misread (สวัสดีครับ → /sa wm sa ds kha rmb/).
 */
export const OFFLINE_READINGS: Readonly<Record<string, 'kana' | 'vowelled' | 'none'>> = {
  ja: 'kana',
  ar: 'vowelled',
  he: 'none',
  th: 'none',
};

/** eSpeak's name for a language, or null when it has no voice for it. */
export function espeakLanguage(language: string): string | null {
  const primary = primaryLanguage(language);
  const name = ESPEAK_NAMES[primary] ?? primary;
  return ESPEAK_LANGUAGES.has(name) ? name : null;
}

/** Letters with a vowel mark, of the letters that take one, at least: fully vowelled text marks nearly every consonant. */
const VOWELLED_SHARE = 0.5;

/** Arabic letters, and the marks (harakat, tanwin, shadda, sukun, dagger alif) written over and under them. */
const ARABIC_LETTER = /[\u0621-\u064A\u0671-\u06D3]/gu;
const ARABIC_MARK = /[\u064B-\u0652\u0670]/gu;

export function isVowelled(text: string): boolean {
  const letters = text.match(ARABIC_LETTER)?.length ?? 0;
  const marks = text.match(ARABIC_MARK)?.length ?? 0;
  return letters > 0 && marks >= VOWELLED_SHARE * letters;
}

/** Whether the offline voice reads this line of the language. */
export function espeakReads(text: string, language: string): boolean {
  const name = espeakLanguage(language);
  if (name === null) return false;
  const reading = OFFLINE_READINGS[name];
  return reading === 'vowelled' ? isVowelled(text) : reading !== 'none';
}
