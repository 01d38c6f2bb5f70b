/**
 * The rules a caption cue keeps, from the subtitlers' guidelines (Netflix Timed Text Style Guide:
 * general requirements and the per-language guides; BBC Subtitle Guidelines): how many lines,
 * how many characters a line, how long a cue stays up and how fast it must be read. The cue
 * cutter (captions.ts) aims for them and `npm run check:video` holds the WebVTT file to them.
 * docs/render-contract.md, "Captions", gives the figures and their sources.
 */

/** Netflix: a subtitle event is never shorter than 5/6 s (20 frames at 24 fps). */
export const MIN_CUE_SEC = 5 / 6;
/** Netflix: and never longer than 7 s. */
export const MAX_CUE_SEC = 7;
/** Netflix and BBC: two lines at most. */
export const MAX_CUE_LINES = 2;
/**
 * Netflix: a cue may stay up after the speech ends, by up to 12 frames (0.5 s), to be read; the
 * engine leaves this much closing pause after every line (timing.ts NARRATION_TAIL_SEC).
 */
export const LINGER_SEC = 0.5;

export interface CueLimits {
  /** Characters a line (graphemes, spaces and punctuation included). */
  lineChars: number;
  /** Characters a second the cue is shown. */
  cps: number;
}

/**
 * Netflix's line lengths: 42 characters in alphabetic scripts, 16 in Chinese and Korean, 13 in
 * Japanese. Reading speeds are those of verbatim captions (the narration is captioned word for
 * word, never condensed): Netflix's 20 characters a second for English SDH, held for every
 * alphabetic script; Chinese 9 and Korean 12 (Netflix); Japanese 9, as Chinese (Netflix's 4 is
 * for condensed translations, slower than any narrator speaks).
 */
const LIMITS = {
  alphabetic: { lineChars: 42, cps: 20 },
  ja: { lineChars: 13, cps: 9 },
  zh: { lineChars: 16, cps: 9 },
  ko: { lineChars: 16, cps: 12 },
} as const satisfies Record<string, CueLimits>;

/** The limits for a cue's text, by its script (kana: Japanese; Hangul: Korean; Han alone: Chinese). */
export function cueLimits(text: string): CueLimits {
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return LIMITS.ja;
  if (/\p{Script=Hangul}/u.test(text)) return LIMITS.ko;
  if (/\p{Script=Han}/u.test(text)) return LIMITS.zh;
  return LIMITS.alphabetic;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** Characters as a reader counts them: graphemes (a letter with its marks is one). */
export const charCount = (text: string) => [...graphemes.segment(text)].length;
