/**
 * Which mouth shape each voice's sounds make: the one table for every voice (docs/render-engine.md,
 * "Mouth shapes"). eSpeak NG names its phonemes in IPA; Amazon Polly sends its own viseme
 * alphabet. Both land on the Preston Blair set of ./visemes.ts.
 */
import type { Viseme } from './visemes';

/**
 * IPA letters by the shape they make; a phoneme takes the shape of its first letter (a diphthong
 * starts where its first vowel is), with stress, length and diacritics ignored. A letter not
 * listed is a consonant made inside the mouth: `etc`.
 */
const IPA_SHAPES: Readonly<Partial<Record<Viseme, string>>> = {
  /** Lips pressed: bilabial stops and nasal. */
  MBP: 'pbmɓʙ',
  /** Lower lip under the teeth: labiodentals. */
  FV: 'fvɱʋ',
  /** Puckered: labial glides and bilabial fricatives (Japanese ふ). */
  WQ: 'wʍɥɸβ',
  /** Tongue tip up: laterals. */
  L: 'lɫɭʎɬɮʟ',
  /** Small and round: close rounded vowels (and Japanese compressed u). */
  U: 'uʊɯʉyʏ',
  /** Open and round: mid and open rounded vowels. */
  O: 'oɔɒøœɶɵɞ',
  /** Wide open: open vowels. */
  AI: 'aɑæɐ',
  /** Spread: front unrounded vowels (and ʌ, as Polly has it). */
  E: 'eɛiɪɨɘʌ',
};

const IPA_VISEME = new Map<string, Viseme>(Object.entries(IPA_SHAPES).flatMap(([viseme, letters]) => [...letters].map((l) => [l, viseme as Viseme])));

/**
 * The shape of a phoneme named in IPA; `rest` for a pause (eSpeak names pauses with no letter),
 * null for a sign with no shape of its own (a lone modifier such as ʲ, which colours the shape
 * around it).
 */
export function visemeOfIpa(name: string): Viseme | null {
  if (name === '') return 'rest';
  // NFD parts a letter from its diacritics (ä → a + ̈); stress and length marks are not letters.
  const letter = [...name.normalize('NFD')].find((c) => /\p{Ll}|\p{Lo}|\p{Lu}/u.test(c));
  if (!letter) return null;
  return IPA_VISEME.get(letter) ?? 'etc';
}

/** Amazon Polly's viseme alphabet ("Phoneme and viseme tables", Amazon Polly developer guide). */
export const POLLY_VISEMES = {
  /** b m p */
  p: 'MBP',
  /** d l n t */
  t: 'etc',
  /** dʒ ʃ tʃ ʒ */
  S: 'etc',
  /** ð θ */
  T: 'etc',
  /** f v */
  f: 'FV',
  /** g h k ŋ */
  k: 'etc',
  /** i ɪ j */
  i: 'E',
  /** ɹ */
  r: 'etc',
  /** s z */
  s: 'etc',
  /** u ʊ w */
  u: 'U',
  /** ə ɚ */
  '@': 'etc',
  /** æ aɪ aʊ ɑ */
  a: 'AI',
  /** eɪ */
  e: 'E',
  /** ɛ ɝ ʌ */
  E: 'E',
  /** oʊ */
  o: 'O',
  /** ɔ ɔɪ */
  O: 'O',
  sil: 'rest',
} as const satisfies Readonly<Record<string, Viseme>>;

export type PollyViseme = keyof typeof POLLY_VISEMES;

/** Polly's viseme → the shape; a value Polly adds later takes the neutral consonant shape. */
export function visemeOfPolly(value: string): Viseme {
  return Object.hasOwn(POLLY_VISEMES, value) ? POLLY_VISEMES[value as PollyViseme] : 'etc';
}
