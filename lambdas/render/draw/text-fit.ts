/**
 * Fits text into a box: the largest font size (within bounds) at which the wrapped lines fit
 * both width and height. Words longer than a line are broken; if even the smallest size does
 * not fit, the last line ends in an ellipsis. Text never overflows its box.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { font, type FontWeight } from '../fonts';

export interface FitOptions {
  weight: FontWeight;
  maxSize: number;
  minSize: number;
  /** Line height as a multiple of the font size. */
  lineHeight?: number;
  maxLines?: number;
}

export interface FittedText {
  lines: string[];
  size: number;
  lineHeight: number;
  /** Widest line at this size, for backgrounds drawn behind the text. */
  width: number;
}

type Measure = (s: string) => number;

/** Splits a word wider than the line into pieces that fit. */
function breakWord(word: string, maxWidth: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const ch of word) {
    if (current && measure(current + ch) > maxWidth) {
      pieces.push(current);
      current = ch;
    } else current += ch;
  }
  if (current) pieces.push(current);
  return pieces;
}

export function wrapLines(text: string, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const pieces = measure(word) > maxWidth ? breakWord(word, maxWidth, measure) : [word];
      for (const piece of pieces) {
        const candidate = line ? `${line} ${piece}` : piece;
        if (line && measure(candidate) > maxWidth) {
          lines.push(line);
          line = piece;
        } else line = candidate;
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

function ellipsize(line: string, maxWidth: number, measure: Measure): string {
  let cut = line;
  while (cut.length > 0 && measure(`${cut}…`) > maxWidth) cut = cut.slice(0, -1).trimEnd();
  return `${cut}…`;
}

export function fitText(ctx: SKRSContext2D, text: string, box: { w: number; h: number }, opts: FitOptions): FittedText {
  const lineHeight = opts.lineHeight ?? 1.15;
  const layout = (size: number) => {
    ctx.font = font(opts.weight, size);
    const measure: Measure = (s) => ctx.measureText(s).width;
    return { lines: wrapLines(text, box.w, measure), measure };
  };
  // A single glyph wider than the box cannot be wrapped: width is checked as well as height.
  const fits = (size: number) => {
    const { lines, measure } = layout(size);
    return (
      lines.length * size * lineHeight <= box.h &&
      (opts.maxLines === undefined || lines.length <= opts.maxLines) &&
      lines.every((line) => measure(line) <= box.w)
    );
  };

  // Whole pixel sizes, so the search always narrows.
  let lo = Math.ceil(opts.minSize);
  let hi = Math.max(lo, Math.floor(opts.maxSize));
  // Binary search on size in whole pixels: 8–10 layouts per text.
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  const size = fits(hi) ? hi : lo;
  const { lines, measure } = layout(size);
  const maxLines = Math.max(1, Math.min(opts.maxLines ?? Infinity, Math.floor(box.h / (size * lineHeight))));
  const shown = lines.length > maxLines ? [...lines.slice(0, maxLines - 1), ellipsize(lines[maxLines - 1]!, box.w, measure)] : lines;
  return { lines: shown, size, lineHeight: size * lineHeight, width: Math.max(0, ...shown.map(measure)) };
}
