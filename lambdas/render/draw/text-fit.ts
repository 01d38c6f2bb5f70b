/**
 * Fits text into a box: the largest font size (within bounds) at which its lines fit both width
 * and height, broken as a typographer breaks them (breakLines): chosen together, lines of even
 * width, at punctuation and phrase ends, never after an article or a preposition, between a
 * number and what it counts or inside a name (./text-breaks.ts ranks every break, for captions
 * too). A text shrinks a little (REFLOW_SHARE) rather than break badly or leave a short word
 * alone on a line. Lines break between words as the language does (at spaces; between
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
import { BREAK, breakRanks } from './text-breaks';

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
  // A compound breaks after its own hyphen first ("noise-" / "cancelling"), each part cut further only if it must.
  const parts = word.split(/(?<=\p{L}-)(?=\p{L})/u);
  if (parts.length > 1) return parts.flatMap((part) => (measure(part) > maxWidth ? breakWord(part, maxWidth, measure) : [part]));
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

/** A piece a line may end after: a unit, or a piece of a word cut across lines. */
interface Piece {
  text: string;
  /** A space follows it on the same line. */
  space: boolean;
  /** How good a break after it is (./text-breaks.ts BREAK scale). */
  rank: number;
  /** The paragraph ends after it: the line must. */
  forced: boolean;
}

function piecesOf(text: string, maxWidth: number, measure: Measure, breakWords: boolean): Piece[] {
  return text.split(/\n+/).flatMap((paragraph) => {
    const units = textUnits(paragraph);
    const ranks = breakRanks(units.map((u) => u.text));
    return units.flatMap((unit, k) => {
      const cut = breakWords && measure(unit.text) > maxWidth && !UNCUTTABLE.test(unit.text) ? breakWord(unit.text, maxWidth, measure) : [unit.text];
      return cut.map((piece, i): Piece => {
        const last = i === cut.length - 1;
        return { text: piece, space: last && unit.space, rank: last ? (ranks[k] ?? BREAK.sentence) : CUT_RANK, forced: last && k === units.length - 1 };
      });
    });
  });
}

/** A cut inside a word ranks below any break between words, above a forbidden one. */
const CUT_RANK = BREAK.never / 2;
/** What a line costs beyond its empty share: fewer lines win when the shares are alike. */
const LINE_COST = 0.05;
/**
 * What a break of rank `rank` costs: nothing at a sentence end, more between two plain words (an
 * empty fifth of two lines), a little more inside a phrase (already a flaw), most below that.
 */
const breakCost = (rank: number) => (0.08 * (BREAK.sentence - Math.max(rank, BREAK.plain))) / BREAK.sentence + (rank < BREAK.inPhrase ? 0.3 : rank < BREAK.plain ? 0.05 : 0);

interface Layout {
  lines: string[];
  /** Lines wider than the box (a word that cannot be cut). */
  overflow: number;
  /** Forbidden breaks taken (each counted thrice), short words left alone on a line and soft flaws: what a smaller size may avoid. */
  flaws: number;
  /** Forbidden breaks taken. */
  never: number;
  /** Cuts inside a phrase and whole words alone on a line, of those flaws: what a slightly smaller size may avoid. */
  soft: number;
}

/** A word alone on its line is an orphan when the text has three or more: any word set between spaces, else one narrower than this share of the widest. */
const ORPHAN_SHARE = 1 / 3;

/**
 * Breaks text into lines as a typographer would, chosen together (dynamic programming over its
 * pieces) rather than filled one at a time: no line wider than `maxWidth`; at most `maxLines`
 * when it can (else the fewest that fit); the fewest flaws: forbidden breaks (after an article
 * or a preposition, between a number and what it counts, inside a name: ./text-breaks.ts), cuts
 * inside a phrase ("full / service") and words alone on a line ("Book / at …"); then
 * lines of even width, so no word is left alone on the last line, cut at punctuation and phrase
 * ends where the choice is free.
 */
function breakLines(text: string, maxWidth: number, measure: Measure, breakWords = true, maxLines = Infinity): Layout {
  const pieces = piecesOf(text, maxWidth, measure, breakWords);
  const n = pieces.length;
  if (n === 0) return { lines: [], overflow: 0, flaws: 0, never: 0, soft: 0 };
  const lineText = (i: number, j: number) => pieces.slice(i, j).map((p, k) => p.text + (p.space && k < j - i - 1 ? ' ' : '')).join('');
  // A line's width is its pieces' and spaces' (measured once each; no kerning across a space), so
  // the layouts of a text cost a measure per piece, not per candidate line.
  const pieceWidths = pieces.map((p) => measure(p.text));
  const space = measure(' ');
  // Candidate lines: pieces i..j-1, wider ones stop the run (a single piece too wide still stands, overflowing).
  const widths = new Map<number, number>();
  const candidates: [number, number, number][] = [];
  for (let i = 0; i < n; i++) {
    let w = 0;
    for (let j = i + 1; j <= n; j++) {
      w += pieceWidths[j - 1]! + (j > i + 1 && pieces[j - 2]!.space ? space : 0);
      if (w > maxWidth && j > i + 1) break;
      candidates.push([i, j, w]);
      widths.set(i * (n + 1) + j, w);
      if (pieces[j - 1]!.forced && j < n) break;
    }
  }
  /** Piece i is a whole word set between spaces (not a piece of a cut word, not a word of a script without spaces). */
  const spaced = (i: number) => pieces[i]!.rank !== CUT_RANK && (pieces[i]!.space || pieces[i - 1]?.space === true) && !NO_SPACE_SCRIPT.test(pieces[i]!.text);
  // Lines in the order they end: every line before a piece is costed before a line starts there.
  candidates.sort((a, b) => a[1] - b[1]);
  const fewest = greedyCount(pieces, n, widths, maxWidth);
  const cap = Math.max(1, Math.min(n, Number.isFinite(maxLines) && maxLines >= fewest ? maxLines : fewest));
  type Cost = [overflow: number, flaws: number, rest: number, never: number, soft: number];
  const better = (a: Cost, b: Cost) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  /** The cheapest breaks, a word alone on a line narrower than ORPHAN_SHARE of `measureWidth` an orphan. */
  const solve = (measureWidth: number) => {
    // best[l][j]: the cheapest way to set pieces 0..j-1 on l lines.
    const best: (Cost | null)[][] = Array.from({ length: cap + 1 }, () => Array<Cost | null>(n + 1).fill(null));
    const from: number[][] = Array.from({ length: cap + 1 }, () => Array<number>(n + 1).fill(-1));
    best[0]![0] = [0, 0, 0, 0, 0];
    for (const [i, j, w] of candidates) {
      const end = pieces[j - 1]!;
      const slack = Math.max(0, (maxWidth - w) / maxWidth);
      const broken = j < n && !end.forced;
      // A word alone on its line where the text has more: a short one ("a", "to"), or any whole word ("Book / at …", "Trusted / by 12,000 drivers").
      const alone = j === i + 1 && n > 2 && !((i === 0 || pieces[i - 1]!.forced) && end.forced);
      const orphan = alone && w < measureWidth * ORPHAN_SHARE;
      const lonely = alone && !orphan && spaced(i) ? 1 : 0;
      // A forbidden break is worse than an orphan and a cut inside a phrase together: "£45 / servicing today" loses to "£45 servicing / today".
      const never = broken && end.rank <= BREAK.never ? 1 : 0;
      // A cut inside a phrase ("full / service") is a flaw like an orphan.
      const inPhrase = broken && end.rank === BREAK.inPhrase ? 1 : 0;
      const line: Cost = [w > maxWidth ? 1 : 0, never * 3 + (orphan ? 1 : 0) + inPhrase + lonely, slack * slack + LINE_COST + (broken ? breakCost(end.rank) : 0), never, inPhrase + lonely];
      for (let l = 1; l <= cap; l++) {
        const before = best[l - 1]![i];
        if (!before) continue;
        const total: Cost = [before[0] + line[0], before[1] + line[1], before[2] + line[2], before[3] + line[3], before[4] + line[4]];
        const current = best[l]![j];
        if (!current || better(total, current) < 0) {
          best[l]![j] = total;
          from[l]![j] = i;
        }
      }
    }
    let lines = 0;
    for (let l = 1; l <= cap; l++) if (best[l]![n] && (!lines || better(best[l]![n]!, best[lines]![n]!) < 0)) lines = l;
    const breaks: number[] = [];
    for (let l = lines, j = n; l > 0; j = from[l]![j]!, l--) breaks.unshift(j);
    const widest = Math.max(...breaks.map((j, k) => widths.get((k ? breaks[k - 1]! : 0) * (n + 1) + j) ?? maxWidth));
    return { breaks, cost: best[lines]![n]!, widest };
  };
  // An orphan is short beside the text's widest line, not its box: once more when that is narrower.
  const first = solve(maxWidth);
  const { breaks, cost } = first.widest < maxWidth ? solve(first.widest) : first;
  return { lines: breaks.map((j, k) => lineText(k ? breaks[k - 1]! : 0, j)), overflow: cost[0], flaws: cost[1], never: cost[3], soft: cost[4] };
}

/** The fewest lines the pieces fill at `maxWidth`: each line as full as it goes. */
function greedyCount(pieces: Piece[], n: number, widths: Map<number, number>, maxWidth: number): number {
  let count = 0;
  for (let i = 0; i < n; count++) {
    let j = i + 1;
    while (j < n && !pieces[j - 1]!.forced && (widths.get(i * (n + 1) + j + 1) ?? Infinity) <= maxWidth) j++;
    i = j;
  }
  return count;
}

/** Lines of `text` at `maxWidth`: the fewest that fit, broken where the words allow it best (breakLines). */
export function wrapLines(text: string, maxWidth: number, measure: Measure, breakWords = true): string[] {
  return breakLines(text, maxWidth, measure, breakWords).lines;
}

function ellipsize(line: string, maxWidth: number, measure: Measure): string {
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(line)].map((s) => s.segment);
  while (graphemes.length > 0 && measure(`${graphemes.join('').trimEnd()}…`) > maxWidth) graphemes.pop();
  return `${graphemes.join('').trimEnd()}…`;
}

/** Whole words win over cut ones unless keeping them whole takes the text below this share of its largest size. */
const WHOLE_WORDS_SHARE = 0.4;

/**
 * A text shrinks rather than break badly: to this share of the largest size it fits at for the
 * fewest flaws (forbidden breaks, cuts inside a phrase, words alone), and to NEVER_SHARE to keep what a forbidden
 * break would part ("£45 / servicing"). What it cannot avoid there, it keeps at the larger size.
 */
const REFLOW_SHARE = 0.55;
const NEVER_SHARE = 0.45;
/** …and only to this share to avoid a soft flaw (a cut inside a phrase, a whole word alone on a line): a headline stays large. */
const SOFT_SHARE = 0.7;

export function fitText(ctx: SKRSContext2D, text: string, box: { w: number; h: number }, opts: FitOptions): FittedText {
  const lineHeight = lineSpacing(text, opts.lineHeight ?? 1.15);
  const families = opts.families ?? DEFAULT_FAMILIES;
  const linesAt = (size: number) => Math.max(1, Math.min(opts.maxLines ?? Infinity, Math.floor(box.h / (size * lineHeight))));
  // Each size is laid out once: the searches below ask for the same sizes again.
  const layouts = new Map<string, Layout & { measure: Measure }>();
  let current = '';
  const layout = (size: number, breakWords: boolean) => {
    const key = `${size} ${breakWords}`;
    const known = layouts.get(key);
    if (known) return known;
    const face = font(opts.weight, size, families);
    const measure: Measure = (s) => {
      if (current !== face) ctx.font = current = face;
      return ctx.measureText(s).width;
    };
    const set = { ...breakLines(text, box.w, measure, breakWords, linesAt(size)), measure };
    layouts.set(key, set);
    return set;
  };
  // A single glyph (or an unbreakable word) wider than the box cannot be wrapped: width is checked as well as height.
  const fits = (size: number, breakWords: boolean, ok: (set: Layout) => boolean = () => true) => {
    const set = layout(size, breakWords);
    return (
      set.overflow === 0 &&
      set.lines.length * size * lineHeight <= box.h &&
      set.lines.length <= (opts.maxLines ?? Infinity) &&
      ok(set) &&
      set.lines.every((line) => set.measure(line) <= box.w)
    );
  };
  /** The largest whole-pixel size from `floor` up that fits and is `ok` (binary search: 8–10 layouts per text), or `floor`. */
  const largest = (breakWords: boolean, ok?: (set: Layout) => boolean, floor = opts.minSize) => {
    let lo = Math.ceil(floor);
    let hi = Math.max(lo, Math.floor(opts.maxSize));
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (fits(mid, breakWords, ok)) lo = mid;
      else hi = mid;
    }
    return fits(hi, breakWords, ok) ? hi : lo;
  };

  const wholeSize = largest(false);
  let breakWords = false;
  let size = wholeSize;
  if (opts.breakWords ?? true) {
    // A word is cut across lines only when keeping words whole would leave the text small (or not fitting).
    if (!fits(wholeSize, false) || wholeSize < opts.maxSize * WHOLE_WORDS_SHARE) [breakWords, size] = [true, largest(true)];
  }
  // The largest size down to each floor with as few forbidden breaks, then flaws, then soft flaws, as the floor has.
  const largestFit = size;
  let ok = (_: Layout) => true;
  const hard = (set: Layout) => set.flaws - set.soft;
  for (const [share, count] of [[NEVER_SHARE, (set: Layout) => set.never], [REFLOW_SHARE, hard], [SOFT_SHARE, (set: Layout) => set.flaws]] as const) {
    const floor = Math.max(opts.minSize, Math.ceil(largestFit * share));
    if (floor > size || !fits(size, breakWords) || !fits(floor, breakWords, ok)) continue;
    const fewest = count(layout(floor, breakWords));
    if (count(layout(size, breakWords)) <= fewest) continue;
    const before = ok;
    ok = (set) => before(set) && count(set) <= fewest;
    size = largest(breakWords, ok, floor);
  }
  const { lines, measure } = layout(size, breakWords);
  // Callers draw with the context as fitted.
  ctx.font = font(opts.weight, size, families);
  const maxLines = linesAt(size);
  const kept = lines.length > maxLines ? [...lines.slice(0, maxLines - 1), ellipsize(lines[maxLines - 1]!, box.w, measure)] : lines;
  // Even at the smallest size, an address that cannot be cut may not fit: it ends in an ellipsis rather than overflow.
  const shown = kept.map((line) => (measure(line) > box.w ? ellipsize(line, box.w, measure) : line));
  return { lines: shown, size, lineHeight: size * lineHeight, width: Math.max(0, ...shown.map(measure)) };
}
