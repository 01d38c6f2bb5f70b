/**
 * Fits text into a box: the largest font size (within bounds) at which the wrapped lines fit
 * both width and height, then wrapped into lines of even length. Lines break between words as the language does (at spaces; between
 * words in Japanese, Chinese and Thai, which have none, found by the ICU word segmenter), never
 * before closing punctuation, never inside a number and its unit, a telephone number or a name
 * in another direction (textUnits). A word longer than a line is broken only where `breakWords`
 * allows it (titles), and only when keeping it whole would make the text much smaller; captions
 * shrink instead, and so does an address, an e-mail or a figure, which is never cut. Arabic, Devanagari and Thai lines are spaced wider for their tall marks. If
 * even the smallest size does not fit, the last line ends in an ellipsis. Text never overflows
 * its box.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { DEFAULT_FAMILIES, font, type FontWeight } from '../fonts';
import { rtlParagraph } from './text-bidi';

export interface FitOptions {
  weight: FontWeight;
  maxSize: number;
  minSize: number;
  /** Line height as a multiple of the font size. */
  lineHeight?: number;
  maxLines?: number;
  families?: string;
  /** May a word wider than the box be cut into pieces (default true)? */
  breakWords?: boolean;
}

export interface FittedText {
  lines: string[];
  size: number;
  lineHeight: number;
  /** Widest line at this size, for backgrounds drawn behind the text. */
  width: number;
}

type Measure = (s: string) => number;

/** Scripts written without spaces between words: a line may break between any two of their words. */
const NO_SPACE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** Scripts with marks far above and below the letters (Arabic dots, Devanagari and Thai vowels): their lines need more room. */
const TALL_SCRIPT = /[\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Line height for a text, as a multiple of the font size: `base`, or more for tall scripts. */
export const lineSpacing = (text: string, base: number) => (TALL_SCRIPT.test(text) ? base * 1.3 : base);

/** Spaces that must not break a line (no-break, narrow no-break, figure space, word joiner). */
const NO_BREAK_SPACE = /^[\u00A0\u202F\u2007\u2060]+$/u;

/** A unit, currency sign or per-cent sign that belongs to the number before it ("20 %", "19,99 €", "5 km", "7 am"). */
const AFTER_NUMBER = /^(?:[%‰\p{Sc}]|(?:k|K|M|x|×|kg|g|km|m|cm|mm|ml|l|L|h|min|s|°C|°F|am|pm|AM|PM|a\.m\.|p\.m\.)(?![\p{L}\p{N}]))/u;
/** A currency sign that belongs to the number after it ("€ 19,99", "$ 9.99"). */
const BEFORE_NUMBER = /\p{Sc}$/u;
/** A number grouped in thousands by plain spaces ("2 000", "1 250 000"): its groups stay on one line. */
const THOUSANDS_BEFORE = /(?:^|[^\p{Nd}.,])\p{Nd}{1,3}(?: \p{Nd}{3})*$/u;
const THOUSANDS_AFTER = /^\p{Nd}{3}(?!\p{Nd})/u;
/** A telephone number written in spaced groups ("+44 20 7946 0958", "0117 496 0000", "(0117) 496 0000"): its groups stay on one line. */
const PHONE_START = /^(?:\+\p{Nd}|\(?0)[\p{Nd}() ]*$/u;
const PHONE_GROUP = /^\(?\p{Nd}{2,}\)?$/u;
/** Words in a left-to-right script inside right-to-left text: a run of them (a brand name, "Iron House") stays on one line. */
const LTR_WORD = /^[^\p{L}]*[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Nd}][^\p{Script=Arabic}\p{Script=Hebrew}]*$/u;
/** Longest such run kept whole: a name or an address, not an English sentence quoted in Arabic. */
const MAX_EMBEDDED_WORDS = 4;

/**
 * The unbreakable units of a paragraph, each with the space that follows it and where it starts:
 * a word with the punctuation attached to it ("coffee," stays whole), a word of a script
 * written without spaces, a number with its unit or currency sign on either side ("20 %",
 * "€ 19,99", "7 am") or its thousands grouped by spaces ("2 000"), a telephone number in spaced
 * groups, or, inside right-to-left text, a run of up to four left-to-right words (a brand name
 * in Arabic: "قهوة Iron House"), which no line ever parts. An address or an e-mail has no
 * space in it, so it is one unit already.
 */
export function textUnits(paragraph: string): { text: string; space: boolean; index: number }[] {
  const units: { text: string; space: boolean; index: number }[] = [];
  let pendingBreak = true;
  for (const { segment, isWordLike, index } of segmenter.segment(paragraph)) {
    const last = units.at(-1);
    if (NO_BREAK_SPACE.test(segment) && last && !last.space) {
      last.text += segment;
      pendingBreak = false;
      continue;
    }
    if (/^\s+$/u.test(segment)) {
      if (last) last.space = true;
      pendingBreak = true;
      continue;
    }
    // A new unit starts after a space, or between two words when either is in a script without spaces.
    const canBreak = pendingBreak || (isWordLike === true && last !== undefined && NO_SPACE_SCRIPT.test(segment) && !last.space && !/^[\p{Ps}\p{Pi}]$/u.test(last.text.slice(-1)));
    if (canBreak || !last) units.push({ text: segment, space: false, index });
    else last.text += segment;
    pendingBreak = false;
  }
  const rtl = rtlParagraph(paragraph);
  let embedded = 0;
  return units.reduce<typeof units>((joined, unit) => {
    const prev = joined.at(-1);
    const ltrRun = rtl && prev !== undefined && embedded < MAX_EMBEDDED_WORDS && LTR_WORD.test(prev.text) && LTR_WORD.test(unit.text);
    embedded = ltrRun ? embedded + 1 : 1;
    const belongs =
      prev?.space &&
      ((/\d$/u.test(prev.text) && AFTER_NUMBER.test(unit.text)) ||
        (BEFORE_NUMBER.test(prev.text) && /^\d/u.test(unit.text)) ||
        (THOUSANDS_BEFORE.test(prev.text) && THOUSANDS_AFTER.test(unit.text)) ||
        (PHONE_START.test(prev.text) && PHONE_GROUP.test(unit.text)) ||
        ltrRun);
    if (prev && belongs) Object.assign(prev, { text: paragraph.slice(prev.index, unit.index) + unit.text, space: unit.space });
    else joined.push(unit);
    return joined;
  }, []);
}

/** An address, an e-mail, a telephone number, a figure with its unit or a name kept whole (a unit with a space in it): never cut across lines, however narrow the box (the text shrinks instead). */
const UNCUTTABLE = /[@/\s]|\p{L}\.\p{L}{2,}|^[+(\p{Sc}]?\p{Nd}[\p{Nd}\p{Zs}().,:\-/]*\p{L}{0,3}\.?$/u;

/** Words of alphabets that mark a word cut across lines with a hyphen (not addresses, not joined or spaceless scripts). */
const HYPHENATED = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{M}]+[\p{Pe}\p{Pf}\p{Po}]*$/u;

/**
 * Splits a word wider than the line into pieces that fit (by grapheme, so marks stay on their
 * letters), each cut piece of an alphabetic word ending in a hyphen ("Zahlungsrück-", "erstattung").
 */
/** Letters a cut word keeps at least on its last line. */
const MIN_TAIL = 3;

function breakWord(word: string, maxWidth: number, measure: Measure): string[] {
  const hyphen = HYPHENATED.test(word) ? '-' : '';
  const pieces: string[][] = [];
  let current: string[] = [];
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word)) {
    if (current.length && measure(current.join('') + segment + hyphen) > maxWidth) {
      pieces.push(current);
      current = [segment];
    } else current.push(segment);
  }
  // A cut leaves at least three letters on the last line ("bestätigu- / ng" becomes "bestäti- / gung").
  const previous = pieces.at(-1);
  if (previous && current.length < MIN_TAIL) current = [...previous.splice(-Math.min(MIN_TAIL - current.length, previous.length - 1)), ...current];
  if (current.length) pieces.push(current);
  return pieces.map((p, i) => p.join('') + (i < pieces.length - 1 ? hyphen : ''));
}

export function wrapLines(text: string, maxWidth: number, measure: Measure, breakWords = true): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let line = '';
    let gap = '';
    for (const unit of textUnits(paragraph)) {
      const pieces = breakWords && measure(unit.text) > maxWidth && !UNCUTTABLE.test(unit.text) ? breakWord(unit.text, maxWidth, measure) : [unit.text];
      for (const piece of pieces) {
        const candidate = line + gap + piece;
        if (line && measure(candidate) > maxWidth) {
          lines.push(line);
          line = piece;
        } else line = candidate;
        gap = '';
      }
      gap = unit.space ? ' ' : '';
    }
    if (line) lines.push(line);
  }
  return lines;
}

/**
 * The narrowest width (within a pixel) at which text needs no more lines than at `maxWidth`:
 * wrapped there, its lines are of even length, with no word left alone on the last one.
 * `lineCount` answers Infinity where something cannot fit.
 */
export function balancedWidth(maxWidth: number, lineCount: (width: number) => number): number {
  const lines = lineCount(maxWidth);
  if (lines < 2 || !Number.isFinite(lines)) return maxWidth;
  let lo = 0;
  let hi = maxWidth;
  while (hi - lo > 1) {
    const mid = (lo + hi) / 2;
    if (lineCount(mid) <= lines) hi = mid;
    else lo = mid;
  }
  return hi;
}

function ellipsize(line: string, maxWidth: number, measure: Measure): string {
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(line)].map((s) => s.segment);
  while (graphemes.length > 0 && measure(`${graphemes.join('').trimEnd()}…`) > maxWidth) graphemes.pop();
  return `${graphemes.join('').trimEnd()}…`;
}

/** Whole words win over cut ones unless keeping them whole takes the text below this share of its largest size. */
const WHOLE_WORDS_SHARE = 0.4;

export function fitText(ctx: SKRSContext2D, text: string, box: { w: number; h: number }, opts: FitOptions): FittedText {
  const lineHeight = lineSpacing(text, opts.lineHeight ?? 1.15);
  const families = opts.families ?? DEFAULT_FAMILIES;
  const layout = (size: number, breakWords: boolean) => {
    ctx.font = font(opts.weight, size, families);
    const measure: Measure = (s) => ctx.measureText(s).width;
    return { lines: wrapLines(text, box.w, measure, breakWords), measure };
  };
  // A single glyph (or an unbreakable word) wider than the box cannot be wrapped: width is checked as well as height.
  const fits = (size: number, breakWords: boolean) => {
    const { lines, measure } = layout(size, breakWords);
    return (
      lines.length * size * lineHeight <= box.h &&
      (opts.maxLines === undefined || lines.length <= opts.maxLines) &&
      lines.every((line) => measure(line) <= box.w)
    );
  };
  /** The largest whole-pixel size that fits (binary search: 8–10 layouts per text), or the smallest. */
  const largest = (breakWords: boolean) => {
    let lo = Math.ceil(opts.minSize);
    let hi = Math.max(lo, Math.floor(opts.maxSize));
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (fits(mid, breakWords)) lo = mid;
      else hi = mid;
    }
    return fits(hi, breakWords) ? hi : lo;
  };

  const wholeSize = largest(false);
  let breakWords = false;
  let size = wholeSize;
  if (opts.breakWords ?? true) {
    // A word is cut across lines only when keeping words whole would leave the text small (or not fitting).
    if (!fits(wholeSize, false) || wholeSize < opts.maxSize * WHOLE_WORDS_SHARE) [breakWords, size] = [true, largest(true)];
  }
  let { lines, measure } = layout(size, breakWords);
  if (!breakWords) {
    // Lines of even length: "Order in / the app", not "Order in the / app".
    const lineCount = (width: number) => {
      const wrapped = wrapLines(text, width, measure, false);
      return wrapped.every((line) => measure(line) <= width) ? wrapped.length : Infinity;
    };
    lines = wrapLines(text, balancedWidth(box.w, lineCount), measure, false);
  }
  const maxLines = Math.max(1, Math.min(opts.maxLines ?? Infinity, Math.floor(box.h / (size * lineHeight))));
  const kept = lines.length > maxLines ? [...lines.slice(0, maxLines - 1), ellipsize(lines[maxLines - 1]!, box.w, measure)] : lines;
  // Even at the smallest size, an address that cannot be cut may not fit: it ends in an ellipsis rather than overflow.
  const shown = kept.map((line) => (measure(line) > box.w ? ellipsize(line, box.w, measure) : line));
  return { lines: shown, size, lineHeight: size * lineHeight, width: Math.max(0, ...shown.map(measure)) };
}
