/**
 * Kinetic typography: a text is fitted into its box once (../draw/text-fit.ts), then laid out
 * word by word, so each frame can reveal it a word or a line at a time (rising, popping,
 * sliding or unmasked from below its line) and keep it moving afterwards with a slow sway.
 * Right-to-left text is laid out from the right: its first word is the rightmost, and words of
 * the other direction inside a line stand as the shaper would draw them (../draw/text-bidi.ts).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { minTextPx, type Box, type SceneCanvas } from '../draw/layout';
import { auditClip } from '../draw/text-audit';
import { visualOrder } from '../draw/text-bidi';
import { fitText, textUnits } from '../draw/text-fit';
import { font, type FontWeight } from '../fonts';
import { arrive, boil, sway, type Theme } from './theme';

export interface PlacedWord {
  text: string;
  /** Left edge and width, in frame pixels. */
  x: number;
  w: number;
  /** Index of the word in reading order, over the whole text. */
  index: number;
}

export interface TypeLine {
  words: PlacedWord[];
  /** Vertical centre of the line. */
  y: number;
  x: number;
  width: number;
}

export interface TypeSet {
  lines: TypeLine[];
  size: number;
  lineHeight: number;
  weight: FontWeight;
  families: string;
  rtl: boolean;
  /** Words in the whole text. */
  count: number;
  /** The area the set text covers. */
  bounds: Box;
  /** The box it was set in: no word moves past it while it arrives. */
  box: Box;
}

export interface TypeOptions {
  weight: FontWeight;
  maxSize: number;
  minSize?: number;
  /** `start` is left for left-to-right text, right for right-to-left. */
  align?: 'center' | 'start';
  valign?: 'top' | 'middle' | 'bottom';
  maxLines?: number;
  lineHeight?: number;
}

export function setType(m: SKRSContext2D, text: string, box: Box, canvas: Pick<SceneCanvas, 'families' | 'rtl' | 'width' | 'height'>, opts: TypeOptions): TypeSet {
  // Room for the pop's overshoot and the sway: the words are fitted a little inside the box.
  const room = { w: box.w * 0.92, h: box.h * 0.92 };
  const fitted = fitText(m, text, room, {
    weight: opts.weight,
    // Never below the legible minimum, whatever the look asks for: the copy wraps or hyphenates instead.
    minSize: Math.max(minTextPx(canvas), opts.minSize ?? Math.round(opts.maxSize / 5)),
    maxSize: Math.max(minTextPx(canvas), opts.maxSize),
    families: canvas.families,
    maxLines: opts.maxLines,
    lineHeight: opts.lineHeight ?? 1.12,
  });
  m.font = font(opts.weight, fitted.size, canvas.families);
  const space = m.measureText(' ').width;
  const height = fitted.lines.length * fitted.lineHeight;
  const valign = opts.valign ?? 'middle';
  const inner = { x: box.x + (box.w - room.w) / 2, y: box.y + (box.h - room.h) / 2, ...room };
  const top = valign === 'top' ? inner.y : valign === 'bottom' ? inner.y + inner.h - height : inner.y + (inner.h - height) / 2;
  let index = 0;
  const lines = fitted.lines.map((line, k): TypeLine => {
    const units = textUnits(line);
    const widths = units.map((u) => m.measureText(u.text).width);
    // Words stand in the order the shaper would draw the whole line (mixed scripts reordered),
    // with a space between two that have one between them in reading order.
    const order = visualOrder(units.map((u) => u.text), canvas.rtl);
    const gaps = order.map((i, k) => (k === 0 ? 0 : units[Math.min(i, order[k - 1]!)]!.space ? space : 0));
    const width = order.reduce((sum, i, k) => sum + widths[i]! + gaps[k]!, 0);
    const align = opts.align ?? 'center';
    const x = align === 'center' ? inner.x + (inner.w - width) / 2 : canvas.rtl ? inner.x + inner.w - width : inner.x;
    const lefts: number[] = [];
    order.reduce((cursor, i, k) => {
      lefts[i] = cursor + gaps[k]!;
      return lefts[i]! + widths[i]!;
    }, x);
    const words = units.map((u, i): PlacedWord => ({ text: u.text, x: lefts[i]!, w: widths[i]!, index: index++ }));
    return { words, y: top + (k + 0.5) * fitted.lineHeight, x, width };
  });
  const widest = Math.max(0, ...lines.map((l) => l.width));
  const left = Math.min(...lines.map((l) => l.x));
  return {
    lines,
    size: fitted.size,
    lineHeight: fitted.lineHeight,
    weight: opts.weight,
    families: canvas.families,
    rtl: canvas.rtl,
    count: index,
    bounds: { x: Number.isFinite(left) ? left : inner.x, y: top, w: widest, h: height },
    box,
  };
}

export type RevealMode = 'rise' | 'pop' | 'slide' | 'mask';

export interface Reveal {
  start: number;
  mode: RevealMode;
  color: string;
  /** Words drawn in another colour (the key words of a headline). */
  emphasis?: { words: ReadonlySet<number>; color: string };
  /** Vertical sway once arrived, in pixels (0 holds the text still: only for text whose ground moves). */
  sway?: number;
  /**
   * Seconds between waves once the text has arrived: a lift runs through the words in reading
   * order, so copy held on screen for long (a call to action) keeps a beat. The first comes half a
   * beat after the text has arrived, so the waves fall between the taps of a button keeping the same
   * beat from then (./button.ts): the card moves every half beat, in turn. None by default.
   */
  beat?: number;
}

/** How far a word is lifted by its set's wave at `t` (0 to 1): the wave reaches word `index` a stagger after the one before. */
function waveLift(t: number, arrived: number, beat: number, index: number): number {
  const since = t - arrived - beat / 2 - index * 0.06;
  if (since < 0) return 0;
  const phase = (since % beat) / 0.5;
  return phase < 1 ? Math.sin(phase * Math.PI) : 0;
}

/** When the last word of the set has arrived. */
export function revealEnd(set: TypeSet, theme: Theme, reveal: Pick<Reveal, 'start' | 'mode'>): number {
  const steps = reveal.mode === 'mask' ? (set.lines.length - 1) * 2.5 : set.count - 1;
  return reveal.start + Math.max(0, steps) * theme.stagger + theme.reveal;
}

export function drawType(ctx: SKRSContext2D, set: TypeSet, t: number, theme: Theme, reveal: Reveal): void {
  ctx.font = font(set.weight, set.size, set.families);
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.direction = set.rtl ? 'rtl' : 'ltr';
  const unit = set.size * 6;
  const amplitude = reveal.sway ?? set.size * 0.03;
  const arrived = revealEnd(set, theme, reveal);
  const liftOf = (index: number) => (reveal.beat ? waveLift(t, arrived, reveal.beat, index) * set.size * 0.12 : 0);
  set.lines.forEach((line, k) => {
    const lineStart = reveal.start + k * theme.stagger * 2.5;
    const dy = sway(t, k, amplitude);
    if (reveal.mode === 'mask') {
      const p = arrive(theme, t, lineStart);
      if (p <= 0) return;
      // The line rises from behind its own lower edge.
      const mask = { x: line.x - set.size, y: line.y - set.lineHeight / 2 - set.size * 0.2, w: line.width + set.size * 2, h: set.lineHeight + set.size * 0.25 };
      ctx.save();
      ctx.beginPath();
      ctx.rect(mask.x, mask.y, mask.w, mask.h);
      ctx.clip();
      // What is under the mask does not show: the audit counts only what does.
      auditClip(ctx, mask);
      for (const word of line.words) {
        drawWord(ctx, word, line.y + dy + (1 - p) * set.lineHeight - liftOf(word.index), reveal, 1);
      }
      auditClip(ctx, null);
      ctx.restore();
      return;
    }
    for (const word of line.words) {
      const p = arrive(theme, t, reveal.start + word.index * theme.stagger);
      if (p <= 0) continue;
      const b = boil(theme, t, word.index, unit);
      const y = line.y + dy + b.dy - liftOf(word.index);
      if (reveal.mode === 'pop') {
        const s = 0.3 + 0.7 * p;
        const cx = word.x + word.w / 2;
        ctx.save();
        ctx.translate(cx + b.dx, y);
        ctx.scale(s, s);
        ctx.translate(-cx, -y);
        drawWord(ctx, word, y, reveal, Math.min(1, p * 1.6));
        ctx.restore();
      } else if (reveal.mode === 'slide') {
        // From the side the text runs on to, where no word has arrived yet (a word sliding in
        // from behind would run over the one before it: "Switchoff"), never past the text's own
        // bounds (the safe area ends there): the last word of the widest line only fades in.
        const room = set.rtl ? word.x - set.bounds.x : set.bounds.x + set.bounds.w - word.x - word.w;
        const from = (set.rtl ? -1 : 1) * Math.max(0, Math.min(set.size * 0.8, room));
        drawWord(ctx, { ...word, x: word.x + b.dx + (1 - p) * from }, y, reveal, Math.min(1, p * 1.4));
      } else {
        // A word rises from below its line, never from below the set's box (the safe area may end
        // there), keeping room for the sway and the boil that move it as it arrives.
        const rise = Math.min(set.size * 0.55, Math.max(0, set.box.y + set.box.h - (set.bounds.y + set.bounds.h) - set.size * 0.1));
        drawWord(ctx, { ...word, x: word.x + b.dx }, y + (1 - p) * rise, reveal, Math.min(1, p * 1.4));
      }
    }
  });
  ctx.globalAlpha = 1;
}

function drawWord(ctx: SKRSContext2D, word: PlacedWord, y: number, reveal: Reveal, alpha: number): void {
  ctx.globalAlpha = Math.max(0, Math.min(1, alpha));
  ctx.fillStyle = reveal.emphasis?.words.has(word.index) ? reveal.emphasis.color : reveal.color;
  ctx.fillText(word.text, word.x, y);
}

/** The words of a line, as one box (for a marker drawn behind them). */
export function wordsBox(set: TypeSet, indexes: ReadonlySet<number>): Box | null {
  const words = set.lines.flatMap((l) => l.words.filter((w) => indexes.has(w.index)).map((w) => ({ w, y: l.y })));
  if (words.length === 0) return null;
  const x0 = Math.min(...words.map(({ w }) => w.x));
  const x1 = Math.max(...words.map(({ w }) => w.x + w.w));
  const y = words[0]!.y;
  return { x: x0, y: y - set.size * 0.62, w: x1 - x0, h: set.size * 1.2 };
}
