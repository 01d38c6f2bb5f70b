import { boundedMemo } from '../bounded-memo';
import { primaryLanguage } from '../presets';

/**
 * How long a narrator takes to say a line, so that the planner can size each scene's script to
 * its scene (issue 23). Pure data measured once per voice engine, and one small model over it:
 *
 *   seconds = fixedSec[language] + characters / charsPerSec[language] + figureDigits × digitSec + phoneDigits × phoneDigitSec[language] + pauses × pauseSec
 *
 * `characters` are the letters said (an address's dots count as the word "dot": "breeze.example.com"
 * is said "breeze dot example dot com"); for languages written without spaces that is every
 * character, a Japanese kanji counting twice (its kana reading is about two kana); a unit after a
 * figure ("km", "%", "€") and a thousands separator count as the word they are read as. Letters predict
 * eSpeak's takes better than words do (leave-one-out error per line 8–12% against 10–25%): a long
 * word takes longer. Figures are counted by their non-zero digits, since "4,567" takes far longer
 * to say than "2,000"; pauses are the clause and sentence breaks the voice stops at.
 *
 * eSpeak's figures were fitted by least squares on `scripts/speech-rate-corpus.ts` (brief-style lines and
 * the planner's own connecting lines), per language, against the take's length,
 * for the rate and the fixed part and across languages for digits and pauses
 * (`npx tsx scripts/measure-speech-rates.ts` re-measures them). A take ends in `tailSec` of
 * silence: eSpeak's is the median gap from its last word mark to the take's end on the corpus
 * (0.33 s on the planner's own lines too). Polly's rates are reasoned from its documentation
 * (POLLY_SPEED_OVER_ESPEAK below); its tail is taken as eSpeak's, unmeasured.
 */

const NARRATORS = ['espeak', 'polly'] as const;
export type Narrator = (typeof NARRATORS)[number];

export interface SpeechRate {
  /** Letters (every character, for languages written without spaces) said per second. */
  readonly charsPerSec: number;
  /** Seconds every take has whatever its length: the voice's own silence at both ends. */
  readonly fixedSec: number;
  /** Seconds per non-zero digit of a figure. */
  readonly digitSec: number;
  /** Seconds per pause at a comma, colon or full stop inside the line. */
  readonly pauseSec: number;
  /** Seconds per digit of a number to call, zeros included, where measured (SpokenParts.phoneDigits). */
  readonly phoneDigitSec: number;
  /**
   * Of a take's length, the silence after its last word: the engine plays it inside the scene's
   * closing pause (lambdas/render/timing.ts), so it neither sizes a scene nor counts as
   * narration, to a viewer or to the captions that `npm run check:video` counts.
   */
  readonly tailSec: number;
}

/** Languages written without spaces between words. */
const UNSPACED = new Set(['ja', 'zh', 'th', 'lo', 'km', 'my']);

/** eSpeak NG at ESPEAK_WPM (165 words a minute), each language's default voice; English stands in for a language without a row. */
const ESPEAK_TAIL_SEC = 0.33;
const ESPEAK_DIGIT_SEC = 0.379;
const ESPEAK_PAUSE_SEC = 0.271;
const ESPEAK: Readonly<Record<string, Pick<SpeechRate, 'charsPerSec' | 'fixedSec'>>> = {
  en: { charsPerSec: 14.6, fixedSec: 0.41 },
  fr: { charsPerSec: 19.5, fixedSec: 0.48 },
  de: { charsPerSec: 17.8, fixedSec: 0.69 },
  es: { charsPerSec: 15.5, fixedSec: 0.52 },
  it: { charsPerSec: 15.2, fixedSec: 0.55 },
  pt: { charsPerSec: 13.6, fixedSec: 0.45 },
  nl: { charsPerSec: 15.6, fixedSec: 0.61 },
  ja: { charsPerSec: 7.1, fixedSec: 0.1 },
  zh: { charsPerSec: 3.5, fixedSec: 0.25 },
  // A Hangul block is one letter here, a syllable: English's rate stood in and predicted half a Korean take's length.
  ko: { charsPerSec: 5.2, fixedSec: 0.3 },
  hi: { charsPerSec: 13.1, fixedSec: 0.61 },
};

/**
 * eSpeak's seconds per digit of a number to call ("01947 602 345", "089 123 456 789"), zeros
 * included, at its pace in each language: measured on three numbers a language in a line asking to
 * call (the take to its last word, less what the model above gives the line's words). It reads
 * them slower than the figures digitSec was fitted on (German "neunundachtzig,
 * einhundertdreiundzwanzig…" 0.62 s a digit), save French, which reads pairs ("quarante, douze").
 * Elsewhere a number to call is counted as a figure.
 */
const ESPEAK_PHONE_DIGIT_SEC: Readonly<Record<string, number>> = { en: 0.369, fr: 0.33, de: 0.615, es: 0.459, it: 0.414, pt: 0.505, nl: 0.456, ja: 0.471 };

/** eSpeak's words a minute: a little slower than its 175 default, clearer for narration. */
const ESPEAK_WPM = 165;

/**
 * The most letters a second eSpeak says: a caption is read at up to 20 characters a second, spaces
 * and punctuation counted (caption-rules.ts), about 1.2 characters a letter in alphabetic scripts,
 * and the narration is captioned word for word. French at ESPEAK_WPM said 19.5 letters a second and
 * its captions ran at 20–22 characters a second; a language faster than this is spoken that much
 * slower (eSpeak's speed is in words a minute, linear), and its rate above is scaled alike.
 */
const MAX_LETTERS_PER_SEC = 15.6;

/** The share of ESPEAK_WPM eSpeak speaks `language` at. */
export const espeakPace = (language: string) => Math.min(1, MAX_LETTERS_PER_SEC / (ESPEAK[primaryLanguage(language)] ?? ESPEAK.en!).charsPerSec);

/** The words a minute eSpeak is asked to speak `language` at. */
export const espeakWordsPerMinute = (language: string) => Math.round(ESPEAK_WPM * espeakPace(language));

/**
 * Amazon Polly's guide gives no words-per-minute figure ("there is no standard speed") but times
 * "Mary had a little lamb" at 1.08 s to its last viseme; eSpeak at our 165 words a minute takes
 * 1.28 s to the same point. Polly's rates are eSpeak's scaled by that ratio.
 */
const POLLY_SPEED_OVER_ESPEAK = 1.28 / 1.08;

/** eSpeak's rates at `speed` times its own, each language at `pace` of that (eSpeak's own pace; Polly keeps its speed). */
function rates(speed: number, pace: (language: string) => number): Readonly<Record<string, SpeechRate>> {
  return Object.fromEntries(
    Object.entries(ESPEAK).map(([lang, r]) => [
      lang,
      {
        charsPerSec: r.charsPerSec * speed * pace(lang),
        fixedSec: r.fixedSec,
        digitSec: ESPEAK_DIGIT_SEC / (speed * pace(lang)),
        pauseSec: ESPEAK_PAUSE_SEC,
        tailSec: ESPEAK_TAIL_SEC,
        // Measured at eSpeak's own pace.
        phoneDigitSec: ((ESPEAK_PHONE_DIGIT_SEC[lang] ?? 0) * espeakPace(lang)) / (speed * pace(lang)),
      },
    ]),
  );
}

const SPEECH_RATES: Readonly<Record<Narrator, Readonly<Record<string, SpeechRate>>>> = {
  espeak: rates(1, espeakPace),
  polly: rates(POLLY_SPEED_OVER_ESPEAK, () => 1),
};

export function speechRate(narrator: Narrator, language: string): SpeechRate {
  const table = SPEECH_RATES[narrator];
  return table[primaryLanguage(language)] ?? table.en!;
}

export interface SpokenParts {
  chars: number;
  digits: number;
  /** Digits of numbers to call, zeros included, in a language whose reading of them is measured (counted apart from `digits`). */
  phoneDigits: number;
  pauses: number;
}

/** A number to call: digit groups parted by spaces or hyphens, seven digits or more ("01947 602 345", "03-1234-5678"). */
const PHONE_NUMBER = /(?<!\d[.,:/]?)\+?\d{2,5}(?:[ \u00A0-]\d{2,5}){1,4}(?![.,:/]?\d)/gu;

/** What a line is made of, as the model above counts it. */
export const spokenParts = boundedMemo((text: string, language: string): SpokenParts => {
  const lang = primaryLanguage(language);
  const phones = ESPEAK_PHONE_DIGIT_SEC[lang] === undefined ? [] : (text.match(PHONE_NUMBER) ?? []).filter((n) => n.replace(/\D/g, '').length >= 7);
  const figures = phones.reduce((rest, n) => rest.replace(n, ' '), text);
  const letters = text.match(/[\p{L}\p{M}]/gu) ?? [];
  const kanji = lang === 'ja' ? (text.match(/\p{Script=Han}/gu) ?? []).length : 0;
  // "breeze.example.com", "hello@shop.com": each dot or at is a short word of its own.
  const joiners = UNSPACED.has(lang) ? 0 : (text.match(/(?<=\p{L})[./@](?=\p{L})/gu) ?? []).length;
  // A unit or currency sign at a figure is said in full: "80 km" is "eighty kilometres", "15 %"
  // "fifteen percent", "€49" "forty-nine euros" (eSpeak: 0.2–0.4 s more than the bare figure);
  // so is a thousands separator: "2,000" is "two thousand", "5.000" "cinco mil".
  const units = (text.match(/\d\s?(?:km|kg|mg|g|mm|cm|m|ml|cl|l|h|min|mph|kwh|kw|gb|mb|%|°c|°f)(?![\p{L}])|\d\s?\p{Sc}|\p{Sc}\s?\d|\d[,.\u00A0\u202F]\d{3}(?!\d)/giu) ?? []).length;
  return {
    chars: letters.length + kanji + (joiners + units * 2) * 3,
    digits: (figures.match(/[1-9]/g) ?? []).length,
    phoneDigits: phones.join('').replace(/\D/g, '').length,
    // A pause at clause punctuation followed by more speech (the line's own end is in fixedSec).
    pauses: (text.trim().match(/[,;:.!?…](?=\s+[\p{L}\p{N}])|[、，。！？；：](?=\s*[\p{L}\p{N}])/gu) ?? []).length,
  };
}, 2048);

/** Seconds of the narrator's take of `text`, its closing silence (`tailSec`) included. */
export function speechSeconds(text: string, rate: SpeechRate, language: string): number {
  if (!/[\p{L}\p{N}]/u.test(text)) return 0;
  const { chars, digits, phoneDigits, pauses } = spokenParts(text, language);
  return rate.fixedSec + chars / rate.charsPerSec + digits * rate.digitSec + phoneDigits * rate.phoneDigitSec + pauses * rate.pauseSec;
}

export function isUnspaced(language: string): boolean {
  return UNSPACED.has(primaryLanguage(language));
}
