/**
 * Figures that say when, not how many: a clock time ("8h", "8:00", "9am–5pm", "18 Uhr", "a las 7"),
 * a date ("14 June", "12 de octubre", "14/06") or either end of a range of them ("8–17 Uhr",
 * "from 9 to 5"). Such a figure is read, never counted up as a quantity is.
 */
import { WHEN } from '../../core/planning/brief-occasions';

/** Clock times the planner's reading of occasions leaves to their context: "8:00", "19:30", "7 a.m.", "17 uur". */
const CLOCK = /(?<![\p{N}:])\p{Nd}{1,2}:\p{Nd}{2}(?![\p{N}:])|(?<![\p{N}])\p{Nd}{1,2}(?::\p{Nd}{2})?\s?[ap]\.\s?m\.|(?<![\p{L}])(?:desde las|hasta las|until|till|bis|hasta|jusqu['’]à|fino alle|até às|tot)\s+\p{Nd}{1,2}(?![\p{N}%]|[.,]\p{N}|\s?\p{Sc})|(?<![\p{N}])\p{Nd}{1,2}(?:[:.]\p{Nd}{2})?\s?uur(?![\p{L}])/giu;

/** What joins the two ends of a range: a dash or "to", "à", "bis"… */
const RANGE = /^\s*(?:[-–—]|to|till|until|à|a|al|bis|até|alle|tot|t\/m)\s*$/iu;

/** The spans of `text` that say when, as [start, end) pairs; overlapping ones too ("from 3" and "3/8/2025"). */
function whenSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  for (const source of [WHEN, CLOCK]) {
    const re = new RegExp(source.source, 'giu');
    for (let m = re.exec(text); m; m = re.exec(text)) {
      spans.push([m.index, m.index + m[0].length]);
      re.lastIndex = m.index + 1;
    }
  }
  return spans;
}

/** Whether the characters [start, end) of `text` (a figure) are, or end a range with, a time or a date. */
export function saysWhenAt(text: string, start: number, end: number): boolean {
  // A ratio is a date only as dates are written, not as "24/7" or "9/10" are: "14/06", "3/8/2025".
  const ratio = RATIO.exec(text.slice(start, end));
  if (ratio) return ratio[1]!.startsWith('0') || /^\/\p{Nd}/u.test(text.slice(end));
  // Only an hour or a day may end a range: "20% – 14 June" is an offer and a date.
  const bare = BARE.test(text.slice(start, end));
  return whenSpans(text).some(([a, b]) => (a < end && b > start) || (bare && (RANGE.test(text.slice(end, a)) || RANGE.test(text.slice(b, start)))));
}

/** A figure written as a ratio, its second part captured. */
const RATIO = /^\p{Nd}+\/(\p{Nd}+)$/u;

/** A figure that could be an hour or a day of the month. */
const BARE = /^\p{Nd}{1,2}(?:[:.]\p{Nd}{2})?$/u;
