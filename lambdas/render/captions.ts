/**
 * Captions: the scene's script cut into words (./draw/text-fit.ts textUnits: a word keeps its
 * punctuation; Japanese, Chinese and Thai are cut by the ICU word segmenter), each timed by the
 * voice's word marks when it gives them (eSpeak NG, Amazon Polly), else estimated: the spoken
 * span shared out in proportion to each word's length, with a little extra after a comma or a
 * sentence end for the pause. Words are grouped into cues, which are burned in (`block`: a
 * line at a time on a dark plate; `karaoke`: a few words at a time, each highlighted as it is
 * spoken) and written as WebVTT. Each cue is drawn once into a sprite; frames only place it.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from './draw/layout';
import { contrastRatio, luminance, mix, parseHex, textOn } from './draw/palette';
import { textSprite } from './draw/text-audit';
import { visualOrder } from './draw/text-bidi';
import { BREAK, breakRanks, opensWithConjunction } from './draw/text-breaks';
import { charCount, cueLimits, LINGER_SEC, MAX_CUE_LINES, MAX_CUE_SEC, MIN_CUE_SEC } from './caption-rules';
import { plainWordsOf } from './motion/copy';
import { lineSpacing, textUnits } from './draw/text-fit';
import { placeCaptions } from './caption-place';
import { font } from './fonts';
import type { Palette, WordMark } from './ports';
import type { CaptionStyle } from './spec';

export interface CaptionWord {
  text: string;
  /** Seconds, on the timeline the caller chose (scene or video). */
  start: number;
  end: number;
  /** A space follows the word in the script. */
  space: boolean;
}

export interface CaptionCue {
  words: CaptionWord[];
  /** How good a line break after each word but the last is (./draw/text-breaks.ts breakRanks, ranked over the whole scene). */
  breaks: number[];
  start: number;
  end: number;
}

export interface SpokenLine {
  script: string;
  /** Word marks of the synthesized line (seconds into its WAV), or null. */
  marks: WordMark[] | null;
  /** Where the line starts in the scene, its playback speed and how long it plays. */
  offsetSec: number;
  tempo: number;
  speechSec: number;
}

const SENTENCE_END = /[.!?。！？]$/u;
const CLAUSE_END = /[,;:、，]$/u;

const weight = (text: string) => [...text].length + (SENTENCE_END.test(text) ? 6 : CLAUSE_END.test(text) ? 3 : 0);

/**
 * The script's words, timed on the scene's timeline. Words the voice never reached (a line cut to
 * fit its scene) are left out. Marks that would start two words at the same instant (a voice that
 * timed a whole clause as one word) are no timing at all: the estimate replaces them, so cues are
 * never stacked on one instant.
 */
export function captionWords(line: SpokenLine): CaptionWord[] {
  const units = textUnits(line.script);
  const end = line.offsetSec + line.speechSec;
  const at = (t: number) => line.offsetSec + t / line.tempo;
  const marks = line.marks?.filter((m) => m.to > m.from) ?? [];
  if (marks.length > 0) {
    // Each word takes the span of the marks that overlap it.
    const words = units.map((u) => {
      const over = marks.filter((m) => m.from < u.index + u.text.length && m.to > u.index);
      return over.length
        ? { text: u.text, space: u.space, start: at(Math.min(...over.map((m) => m.start))), end: at(Math.max(...over.map((m) => m.end))) }
        : { text: u.text, space: u.space, start: NaN, end: NaN };
    });
    const cut = words.findIndex((w) => w.start >= end);
    const spoken = cut < 0 ? words : words.slice(0, cut);
    fillGaps(spoken, line.offsetSec, end);
    for (const w of spoken) w.end = Math.min(end, w.end);
    if (spoken.length > 0 && spoken.every((w, i) => i === 0 || w.start > spoken[i - 1]!.start)) return spoken;
  }
  return estimatedWords(units, line.offsetSec, line.speechSec);
}

/** The spoken span shared out in proportion to each word's length, with a little extra for the pause after a comma or sentence end. */
function estimatedWords(units: { text: string; space: boolean }[], offsetSec: number, speechSec: number): CaptionWord[] {
  const weights = units.map((u) => weight(u.text));
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  let t = offsetSec;
  return units.map((u, i) => {
    const start = t;
    t += (speechSec * weights[i]!) / total;
    return { text: u.text, space: u.space, start, end: t };
  });
}

/** Words the voice gave no mark for share the time between their neighbours. */
function fillGaps(words: CaptionWord[], from: number, to: number): void {
  for (let i = 0; i < words.length; i++) {
    if (!Number.isNaN(words[i]!.start)) continue;
    let j = i;
    while (j < words.length && Number.isNaN(words[j]!.start)) j++;
    const start = i > 0 ? words[i - 1]!.end : from;
    const stop = j < words.length ? words[j]!.start : to;
    const step = (stop - start) / (j - i);
    for (let k = i; k < j; k++) Object.assign(words[k]!, { start: start + (k - i) * step, end: start + (k - i + 1) * step });
    i = j;
  }
}

/** A karaoke cue is a glance, in larger type, each word lit as it is said: one line of at most this many words (spaced scripts). */
const KARAOKE_WORDS = 5;
/**
 * What cutting a sentence into cues costs, before the cut's merit (BREAK's ranks) is taken off:
 * a cut at a sentence end pays for itself, any other cut costs, so a sentence is cut only as
 * often as the cue rules need, each time at the best place they allow.
 */
const CUT_COST = 70;
/**
 * Costs of breaking a timing rule, in proportion to how far: a cue shown for no time at all, up
 * for twice MAX_CUE_SEC, or read at twice its reading speed. Far above any cut's merit, so a
 * rule gives way only where no set of cuts keeps it (a line said faster than it can be read).
 */
const SHORT_COST = 2000;
const LONG_COST = 2000;
const FAST_COST = 1000;
/** Karaoke lights each word as it is said, so the eye follows the voice: a brief glance still reads, a glance cut in the wrong place does not. */
const KARAOKE_SHORT_COST = 150;
/**
 * A cue set in two lines costs this share of what a cut there would (CUT_COST less the break's
 * rank): a line break matters less than a cut between cues, which the viewer waits through.
 */
const LINE_BREAK_WEIGHT = 0.3;
/** Cost of a full cue, in proportion to the square of its fill: cues of a sentence come out of even length. */
const BALANCE_COST = 20;
/** Cost of a line break that leaves one line empty and the other full: the two lines are of even length. */
const LINE_BALANCE_COST = 30;

/**
 * Where to break a run of words into two lines (the count on the first line), or null when no
 * break leaves both within `limit`: the best-ranked break, lines of even length breaking ties.
 * `lengths(k)` measures the two lines broken after k words (characters, or pixels).
 */
export function lineBreak(ranks: readonly number[], lengths: (k: number) => [number, number], limit: number): number | null {
  let best: number | null = null;
  let bestScore = -Infinity;
  for (let k = 1; k <= ranks.length; k++) {
    const [a, b] = lengths(k);
    if (a > limit || b > limit) continue;
    const score = ranks[k - 1]! - (LINE_BALANCE_COST * Math.abs(a - b)) / Math.max(1, a + b);
    if (score > bestScore) [best, bestScore] = [k, score];
  }
  return best;
}

/** The lines of a cue as the WebVTT file writes them: one, or two broken where lineBreak says. */
export function cueLines(cue: CaptionCue): CaptionWord[][] {
  const { lineChars } = cueLimits(cueText(cue.words));
  if (cue.words.length < 2 || charCount(cueText(cue.words)) <= lineChars) return [cue.words];
  const k = lineBreak(cue.breaks, (k) => [charCount(cueText(cue.words.slice(0, k))), charCount(cueText(cue.words.slice(k)))], lineChars);
  return k === null ? [cue.words] : [cue.words.slice(0, k), cue.words.slice(k)];
}

/**
 * Groups a scene's words into cues as a subtitler would (./caption-rules.ts): at most two lines
 * of the script's line length, up for MIN_CUE_SEC to MAX_CUE_SEC, read no faster than its
 * reading speed, cut where the words allow it best (./draw/text-breaks.ts): at sentence ends
 * first, never after an article or a preposition. The cuts are chosen together (the cheapest
 * set, by dynamic programming over the words), once per scene. Karaoke cues hold a few words.
 */
export function captionCues(words: CaptionWord[], style: CaptionStyle, until = Infinity): CaptionCue[] {
  const n = words.length;
  if (n === 0) return [];
  const ranks = breakRanks(words.map((w) => w.text));
  const karaoke = style === 'karaoke';
  const last = words[n - 1]!;
  // The scene's script decides line length and reading speed; characters are summed from each word's, counted once.
  const { lineChars, cps } = cueLimits(cueText(words));
  const lines = karaoke ? 1 : MAX_CUE_LINES;
  const counted = [0];
  const spaced = [0];
  words.forEach((w, k) => {
    counted.push(counted[k]! + charCount(w.text));
    spaced.push(spaced[k]! + (w.space ? 1 : 0));
  });
  /** Characters of words i…j-1 set on one line. */
  const chars = (i: number, j: number) => counted[j]! - counted[i]! + spaced[j - 1]! - spaced[i]!;
  /** The cost of one cue of words i…j-1, Infinity if it breaks a rule, null if it and every longer one run past a cue's size. */
  const cueCost = (i: number, j: number): number | null => {
    const size = chars(i, j);
    if (j - i > 1 && (size > lineChars * lines || (karaoke && j - i > KARAOKE_WORDS && spaced[j - 1]! > spaced[i]!))) return null;
    let cost = BALANCE_COST * (size / (lineChars * lines)) ** 2;
    if (size > lineChars && j - i > 1) {
      const k = lineBreak(ranks.slice(i, j - 1), (k) => [chars(i, i + k), chars(i + k, j)], lineChars);
      if (k === null) return Infinity;
      cost += LINE_BREAK_WEIGHT * (CUT_COST - ranks[i + k - 1]!);
    }
    const shown = (j < n ? words[j]!.start : lastCueEnd(words[i]!.start, last.end)) - words[i]!.start;
    cost += (karaoke ? KARAOKE_SHORT_COST : SHORT_COST) * Math.max(0, 1 - shown / MIN_CUE_SEC);
    cost += LONG_COST * Math.max(0, shown / MAX_CUE_SEC - 1);
    cost += FAST_COST * Math.max(0, size / Math.max(shown, 1e-3) / cps - 1);
    if (j < n) cost += CUT_COST - ranks[j - 1]!;
    return cost;
  };
  const cuts = cheapestCuts(n, cueCost);
  const cues = cuts.map((i, k) => {
    const j = cuts[k + 1] ?? n;
    return { words: words.slice(i, j), breaks: ranks.slice(i, j - 1), start: words[i]!.start, end: words[j - 1]!.end };
  });
  // A cue stays up until the next one starts, so captions do not flicker between phrases; the last lingers to be read.
  cues.forEach((cue, i) => (cue.end = cues[i + 1]?.start ?? lastCueEnd(cue.start, cue.end)));
  // A short line said quickly ("Count the cash in the drawer.") stays up until it can be read, within its scene (`until`).
  const final = cues.at(-1)!;
  const readable = final.start + charCount(cueText(final.words)) / cps;
  if (readable > final.end) final.end = Math.max(final.end, Math.min(readable, until));
  return cues;
}

/**
 * Where to cut n words into runs so that the runs' costs add up least (dynamic programming):
 * `cost(i, j)` of the run of words i…j-1, Infinity if it may not be one, null if neither it nor
 * any longer run ending at j may. The first word of each run, in order.
 */
function cheapestCuts(n: number, cost: (i: number, j: number) => number | null): number[] {
  const best = [0, ...Array<number>(n).fill(Infinity)];
  const from = Array<number>(n + 1).fill(0);
  for (let j = 1; j <= n; j++) {
    for (let i = j - 1; i >= 0; i--) {
      const c = cost(i, j);
      if (c === null) break;
      if (best[i]! + c < best[j]!) [best[j], from[j]] = [best[i]! + c, i];
    }
  }
  const cuts: number[] = [];
  for (let j = n; j > 0; j = from[j]!) cuts.unshift(from[j]!);
  return cuts;
}

/** The last cue of a line stays up after the voice, to MIN_CUE_SEC, by at most LINGER_SEC. */
const lastCueEnd = (start: number, spokenEnd: number) => Math.max(spokenEnd, Math.min(start + MIN_CUE_SEC, spokenEnd + LINGER_SEC));

export const cueText = (words: CaptionWord[]) => words.map((w, i) => w.text + (w.space && i < words.length - 1 ? ' ' : '')).join('');

/** A cue's words cut into clauses: each ends at a sentence or clause end (or the cue's end). */
function clausesOf(words: readonly CaptionWord[]): CaptionWord[][] {
  const clauses: CaptionWord[][] = [[]];
  words.forEach((w, i) => {
    clauses.at(-1)!.push(w);
    if (i < words.length - 1 && (SENTENCE_END.test(w.text) || CLAUSE_END.test(w.text))) clauses.push([]);
  });
  return clauses;
}

/**
 * The cues as burned beside a scene's copy (`shown`): a clause whose words are all on screen
 * already is left out of its cue, since viewers read a caption a clause at a time and one that
 * only repeats the button or the headline is noise ("Book at oakandember.example.com." beside
 * the button that says it; "Oak & Ember." after it stays). A conjunction opening a clause is not
 * a word of its own ("…, and choose Reset password." beside a list holding "Choose Reset password"). A cue left with no clause is left out;
 * a trimmed one shows from its first kept word and, when its last clause went, until that clause
 * is said (never under MIN_CUE_SEC). A figure and its number words are the same words ("2,000
 * regulars" on screen, "two thousand regulars" said), read across cues so a number split between
 * two still counts.
 */
export function cuesNotShown(shown: string, cues: CaptionCue[], language: string): CaptionCue[] {
  const onScreen = new Set(plainWordsOf([shown], language)[0]);
  const clauses = cues.map((c) => clausesOf(c.words));
  const said = plainWordsOf(clauses.flat().map(cueText), language);
  let k = 0;
  return cues.flatMap((cue, i): CaptionCue[] => {
    const kept = clauses[i]!.map((clause) => {
      // "…, and choose Reset password." repeats the list on screen as much as "Choose Reset password" would.
      const words = said[k++]!.slice(opensWithConjunction(clause.map((w) => w.text)) ? 1 : 0);
      return { clause, repeats: words.every((word) => onScreen.has(word)) };
    });
    if (kept.every((c) => !c.repeats)) return [cue];
    const words = kept.flatMap((c) => (c.repeats ? [] : c.clause));
    if (words.length === 0) return [];
    // A line break between two kept words: the cue's own, or the best it had across the clauses left out between them.
    const at = words.map((w) => cue.words.indexOf(w));
    const breaks = at.slice(0, -1).map((from, j) => Math.max(...cue.breaks.slice(from, at[j + 1])));
    const start = words[0]!.start;
    const after = cue.words[at.at(-1)! + 1];
    const end = after ? Math.min(cue.end, Math.max(after.start, start + MIN_CUE_SEC)) : cue.end;
    return [{ words, breaks, start, end }];
  });
}

export interface Overlay {
  draw(ctx: SKRSContext2D, t: number): void;
}

export interface CaptionLook {
  width: number;
  height: number;
  families: string;
  rtl: boolean;
  /** Highlight colour of the spoken word (karaoke). */
  accent: string;
  /** Fill of a block caption's plate (captionPlate). */
  plate: string;
}

/** A block caption's plate lets this little of the picture through: enough to sit in it, too little to matter to the words. */
const PLATE_ALPHA = 0.88;
/** The words on the plate stand out from it by at least this much (WCAG AA for text), whatever is behind it. */
export const CAPTION_CONTRAST = 4.5;

/**
 * The plate under block captions: the darkest colour of the video's palette (the brand's, when it
 * has one), shaded toward black until white words on it keep CAPTION_CONTRAST over a white
 * picture, the worst behind a plate that lets some of it through. A brand's own dark pill rather
 * than a grey box, as its social videos set captions.
 */
export function captionPlate(palette: Palette): string {
  const darkest = [palette.background, palette.backgroundAlt, palette.accent, palette.text].sort((a, b) => luminance(a) - luminance(b))[0]!;
  const over = (colour: string) => mix(colour, '#ffffff', 1 - PLATE_ALPHA);
  let plate = darkest;
  for (let k = 1; k <= 10 && contrastRatio('#ffffff', over(plate)) < CAPTION_CONTRAST; k++) plate = mix(darkest, '#000000', k / 10);
  const [r, g, b] = parseHex(plate);
  return `rgba(${r},${g},${b},${PLATE_ALPHA})`;
}

interface PlacedWord {
  word: CaptionWord;
  /** Box of the word inside the cue's sprite. */
  box: Box;
}

interface CueSprite {
  cue: CaptionCue;
  sprite: Canvas;
  x: number;
  y: number;
  words: PlacedWord[];
  /** Each word drawn in the highlight's text colour, for karaoke. */
  highlight: Canvas | null;
}

/** Width of the words of a line set together, with the spaces the script puts between them. */
function lineWidth(ctx: SKRSContext2D, line: readonly CaptionWord[]): number {
  const space = ctx.measureText(' ').width;
  return line.reduce((sum, word, i) => sum + ctx.measureText(word.text).width + (i > 0 && line[i - 1]!.space ? space : 0), 0);
}

/**
 * A cue's lines at the context's font within `maxWidth`: one line, else two broken where the
 * words break best (the cue's ranks, lineBreak), else (a box too narrow for two) as many as it
 * takes, filled in turn. Words are never split.
 */
function cueLinesAt(ctx: SKRSContext2D, cue: CaptionCue, maxWidth: number): CaptionWord[][] {
  const words = cue.words;
  if (words.length < 2 || lineWidth(ctx, words) <= maxWidth) return [words];
  const k = lineBreak(cue.breaks, (k) => [lineWidth(ctx, words.slice(0, k)), lineWidth(ctx, words.slice(k))], maxWidth);
  if (k !== null) return [words.slice(0, k), words.slice(k)];
  const lines: CaptionWord[][] = [[]];
  for (const word of words) {
    const line = lines.at(-1)!;
    if (line.length > 0 && lineWidth(ctx, [...line, word]) > maxWidth) lines.push([word]);
    else line.push(word);
  }
  return lines;
}

/**
 * Lays out a cue's words in at most two lines broken where a subtitler would (never splitting a
 * word), right to left for RTL languages (words of the other direction reordered as the shaper
 * would), and returns each word's box relative to the block's top-left corner.
 */
export function layoutWords(ctx: SKRSContext2D, cue: CaptionCue, size: number, maxWidth: number, look: CaptionLook): { words: PlacedWord[]; w: number; h: number; lineHeight: number } {
  ctx.font = font(600, size, look.families);
  const space = ctx.measureText(' ').width;
  const lineHeight = size * lineSpacing(cueText(cue.words), 1.25);
  const lines = cueLinesAt(ctx, cue, maxWidth);
  const widths = lines.map((line) => lineWidth(ctx, line));
  const blockW = Math.max(...widths);
  const placed: PlacedWord[] = [];
  lines.forEach((line, k) => {
    let x = (blockW - widths[k]!) / 2;
    // The words in the order the shaper would draw the line: mixed scripts reordered (./draw/text-bidi.ts).
    const visual = visualOrder(line.map((word) => word.text), look.rtl);
    visual.forEach((j, i) => {
      const word = line[j]!;
      const w = ctx.measureText(word.text).width;
      const gap = i > 0 && line[Math.min(j, visual[i - 1]!)]!.space ? space : 0;
      x += gap;
      placed.push({ word, box: { x, y: k * lineHeight, w, h: lineHeight } });
      x += w;
    });
  });
  return { words: placed, w: blockW, h: lines.length * lineHeight, lineHeight };
}

/** Does the cue sit in the box at this size in at most two lines, broken where a line may break (never inside a name, never after "the")? */
function fitsAt(ctx: SKRSContext2D, cue: CaptionCue, size: number, box: { w: number; h: number }, families: string, maxLines = MAX_CUE_LINES): boolean {
  ctx.font = font(600, size, families);
  const lines = cueLinesAt(ctx, cue, box.w);
  return (
    lines.length <= maxLines &&
    (lines.length < 2 || cue.breaks[lines[0]!.length - 1]! > BREAK.never) &&
    lines.length * size * lineSpacing(cueText(cue.words), 1.25) <= box.h &&
    lines.every((line) => lineWidth(ctx, line) <= box.w)
  );
}

/**
 * The cue as the picture shows it: whole when it sits in `maxLines` well-broken lines at the
 * caption size, else cut where its words break best (a portrait frame holds fewer characters a line than the
 * WebVTT file's cues), each part shown from its first word.
 */
function burnedParts(ctx: SKRSContext2D, cue: CaptionCue, size: number, box: { w: number; h: number }, families: string, maxLines: number): { parts: CaptionCue[]; clean: boolean } {
  if (cue.words.length < 2 || fitsAt(ctx, cue, size, box, families, maxLines)) return { parts: [cue], clean: true };
  // As the cue was cut from its scene (captionCues): the fewest, best-placed cuts, no part flashing by.
  const words = cue.words;
  const n = words.length;
  const part = (i: number, j: number): CaptionCue => ({ words: words.slice(i, j), breaks: cue.breaks.slice(i, j - 1), start: i === 0 ? cue.start : words[i]!.start, end: j === n ? cue.end : words[j]!.start });
  const cuts = cheapestCuts(n, (i, j) => {
    const run = part(i, j);
    if (j - i > 1 && !fitsAt(ctx, run, size, box, families, maxLines)) return Infinity;
    // fitsAt left the font set: the part's own line break counts as in captionCues.
    const lines = cueLinesAt(ctx, run, box.w);
    const lineCost = lines.length === 2 ? LINE_BREAK_WEIGHT * (CUT_COST - run.breaks[lines[0]!.length - 1]!) : 0;
    const shown = run.end - run.start;
    return lineCost + SHORT_COST * Math.max(0, 1 - shown / MIN_CUE_SEC) + (j < n ? CUT_COST - cue.breaks[j - 1]! : 0);
  });
  const parts = cuts.map((i, k) => part(i, cuts[k + 1] ?? n));
  // Clean: every part up long enough to read, every cut where a cut may be.
  const clean = parts.every((p) => p.end - p.start >= MIN_CUE_SEC - 1e-9) && cuts.slice(1).every((i) => cue.breaks[i - 1]! > BREAK.never);
  return { parts, clean };
}

/** The largest size (≤ max) at which every cue fits the box in at most two lines, with no word cut. */
function captionSize(ctx: SKRSContext2D, cues: CaptionCue[], box: { w: number; h: number }, maxSize: number, look: CaptionLook): number {
  let size = Math.floor(maxSize);
  for (const cue of cues) {
    if (fitsAt(ctx, cue, size, box, look.families)) continue;
    let lo = 8;
    let hi = size;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (fitsAt(ctx, cue, mid, box, look.families)) lo = mid;
      else hi = mid;
    }
    size = lo;
  }
  return size;
}

function cueSprite(cue: CaptionCue, style: 'block' | 'karaoke', size: number, box: Box, look: CaptionLook): CueSprite {
  const m = createCanvas(8, 8).getContext('2d');
  const padX = style === 'block' ? size * 0.6 : size * 0.35;
  const padY = style === 'block' ? size * 0.35 : size * 0.2;
  const layout = layoutWords(m, cue, size, box.w - 2 * padX, look);
  const w = Math.ceil(Math.min(box.w, layout.w + 2 * padX));
  const h = Math.ceil(Math.min(box.h, layout.h + 2 * padY));
  const sprite = createCanvas(w, h);
  const ctx = sprite.getContext('2d');
  if (style === 'block') {
    ctx.fillStyle = look.plate;
    ctx.beginPath();
    ctx.roundRect(0, 0, w, h, size * 0.35);
    ctx.fill();
  }
  const words = layout.words.map((p) => ({ word: p.word, box: { ...p.box, x: p.box.x + padX, y: p.box.y + padY } }));
  const paint = (target: SKRSContext2D, colour: string, outline: boolean) => {
    target.font = font(600, size, look.families);
    target.textAlign = 'left';
    target.textBaseline = 'middle';
    target.direction = look.rtl ? 'rtl' : 'ltr';
    if (look.rtl) target.textAlign = 'right';
    for (const { word, box: b } of words) {
      const x = look.rtl ? b.x + b.w : b.x;
      const y = b.y + b.h / 2;
      if (outline) {
        // Karaoke has no plate: a dark outline keeps white words legible on any picture.
        target.lineJoin = 'round';
        target.lineWidth = size * 0.16;
        target.strokeStyle = 'rgba(0,0,0,0.85)';
        target.strokeText(word.text, x, y);
      }
      target.fillStyle = colour;
      target.fillText(word.text, x, y);
    }
  };
  paint(ctx, '#ffffff', style === 'karaoke');
  textSprite(sprite, [{ text: cueText(cue.words), box: { x: padX, y: padY, w: layout.w, h: layout.h } }]);
  let highlight: Canvas | null = null;
  if (style === 'karaoke') {
    highlight = createCanvas(w, h);
    paint(highlight.getContext('2d'), textOn(look.accent), false);
  }
  return { cue, sprite, x: Math.round(box.x + (box.w - w) / 2), y: Math.round(box.y + (box.h - h) / 2), words, highlight };
}

/**
 * The cues as the picture shows them (cut to fit the frame: burnedParts) and the one size they
 * are all set at: about 6% of the short side for block captions, larger for karaoke, less only
 * where a cue needs it.
 */
/** Caption sizes, as shares of the full size, tried in turn for a cue until its parts cut cleanly. */
const CLEAN_CUT_SCALES = [1, 0.9, 0.8];

export function burnedCaptions(cues: CaptionCue[], style: Exclude<CaptionStyle, 'none'>, box: Box, look: CaptionLook): { cues: CaptionCue[]; size: number; textWidth: number } {
  const m = createCanvas(8, 8).getContext('2d');
  const short = Math.min(look.width, look.height);
  const maxSize = Math.max(14, short * (style === 'karaoke' ? 0.085 : 0.062));
  const pad = style === 'block' ? 0.6 : 0.35;
  const inner = { w: box.w - 2 * pad * maxSize, h: box.h - maxSize * 0.7 };
  // Cut to the lines the band holds at full size. A band with room for one line only (a wide frame) takes one-line parts
  // when they cut cleanly; else two lines, shrunk to the band (captionSize).
  const lineHeight = maxSize * lineSpacing(cueText(cues.flatMap((c) => c.words)), 1.25);
  // A cue no cut splits cleanly at full size ("Maak kennis met Fietsenmaker De | Spaak"): set a little smaller rather than cut inside a name.
  const cut = (lines: number) =>
    cues.map((cue) => {
      const tries = CLEAN_CUT_SCALES.map((scale) => burnedParts(m, cue, maxSize * scale, { w: inner.w, h: Infinity }, look.families, lines));
      return tries.find((t) => t.clean) ?? tries[0]!;
    });
  let split = cut(MAX_CUE_LINES);
  if (inner.h < MAX_CUE_LINES * lineHeight) {
    const oneLine = cut(1);
    if (oneLine.every((c) => c.clean)) split = oneLine;
  }
  const parts = split.flatMap((c) => c.parts);
  return { cues: parts, size: captionSize(m, parts, inner, maxSize, look), textWidth: inner.w };
}

/** A caption set to one side of a subject takes at most this share of the band's width. */
export const NARROW_SHARE = 0.62;

/**
 * The captions drawn over a scene, set to the first of `bands` (each of the same size) and placed
 * where they cover none of the scene's subjects while up (./caption-place.ts).
 */
export function captionOverlay(cues: CaptionCue[], style: Exclude<CaptionStyle, 'none'>, bands: readonly Box[], look: CaptionLook, subjectsAt?: (t: number) => Box[]): Overlay {
  const box = bands[0]!;
  const burned = burnedCaptions(cues, style, box, look);
  const size = burned.size;
  // Beside a subject, the same cues set narrower (as many lines, at most two, at the same size) may clear it where the full width cannot.
  const m = createCanvas(8, 8).getContext('2d');
  const narrow = { ...box, w: box.w * NARROW_SHARE };
  const inner = { w: narrow.w - 2 * size * (style === 'block' ? 0.6 : 0.35), h: box.h - size * 0.7 };
  const widths = subjectsAt && burned.cues.every((cue) => cue.words.length < 2 || fitsAt(m, cue, size, inner, look.families, style === 'karaoke' ? 1 : MAX_CUE_LINES)) ? [box, narrow] : [box];
  const sets = widths.map((b) => burned.cues.map((cue) => cueSprite(cue, style, size, b, look)));
  const placed = placeCaptions(sets.map((set) => set.map((s) => ({ w: s.sprite.width, h: s.sprite.height, start: s.cue.start, end: s.cue.end }))), bands, look.height, subjectsAt);
  const sprites = sets[placed.set]!;
  sprites.forEach((s, i) => Object.assign(s, placed.corners[i]));
  return {
    draw(ctx, t) {
      const s = sprites.find((c) => t >= c.cue.start && t < c.cue.end);
      if (!s) return;
      if (s.highlight) {
        const active = s.words.find((p) => t >= p.word.start && t < p.word.end);
        if (active) {
          // The spoken word sits on a pill in the accent colour that grows in as it starts.
          const grow = Math.min(1, (t - active.word.start) / 0.08);
          const b = active.box;
          const padX = size * 0.14 * grow;
          ctx.fillStyle = look.accent;
          ctx.beginPath();
          ctx.roundRect(s.x + b.x - padX, s.y + b.y + b.h * 0.08, b.w + 2 * padX, b.h * 0.84, size * 0.2);
          ctx.fill();
          ctx.drawImage(s.sprite, s.x, s.y);
          ctx.drawImage(s.highlight, b.x, b.y, b.w, b.h, s.x + b.x, s.y + b.y, b.w, b.h);
          return;
        }
      }
      ctx.drawImage(s.sprite, s.x, s.y);
    },
  };
}

function vttTime(sec: number): string {
  const ms = Math.max(0, Math.round(sec * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
}

const vttEscape = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * WebVTT of the whole video: one cue per caption, in at most two lines broken where the words
 * break best (cueLines), each word after the first preceded by its start time (a WebVTT
 * timestamp tag), so players can highlight words as they are spoken.
 */
export function webVtt(cues: CaptionCue[], language: string): string {
  const body = cues.map((cue, i) => {
    let first = true;
    const text = cueLines(cue)
      .map((line) =>
        line
          .map((w, k) => {
            const tag = first ? '' : `<${vttTime(w.start)}>`;
            first = false;
            return tag + vttEscape(w.text) + (w.space && k < line.length - 1 ? ' ' : '');
          })
          .join(''),
      )
      .join('\n');
    return `${i + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${text}\n`;
  });
  return [`WEBVTT\nLanguage: ${language}\n`, ...body].join('\n');
}
