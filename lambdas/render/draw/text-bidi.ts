/**
 * The order in which the words of one line appear, left to right, when the line mixes
 * right-to-left and left-to-right text ("اطلب Iron House الآن"): the Unicode bidirectional
 * algorithm (UAX #9) at the grain of whole words. Skia's shaper already reorders the letters of
 * a line drawn with one fillText; text placed a word at a time (kinetic type, karaoke captions)
 * needs the words' order itself, and it must be the one the shaper would give the whole line.
 * Lines are broken in logical order first (text-fit.ts); each line is then reordered alone.
 *
 * Each word takes the direction of its first strong letter; digits are numbers (level 2, reading
 * left to right inside the run); a number after a left-to-right word joins its run (rule W7);
 * a word of neither (a dash, an ampersand) takes its neighbours' direction when they agree,
 * numbers counting as right to left (N1), else the paragraph's (N2); runs are then reversed
 * from the highest level down (L2).
 */

/** Letters written right to left (bidi classes R and AL). */
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;
const STRONG = /[\p{L}\p{Nd}]/u;

type Direction = 'L' | 'R' | 'N' | 'ON';

function direction(word: string): Direction {
  const first = STRONG.exec(word)?.[0];
  if (!first) return 'ON';
  if (/\p{Nd}/u.test(first)) return 'N';
  return RTL_LETTER.test(first) ? 'R' : 'L';
}

/**
 * Indexes of `words` (one line, in reading order) in the order they stand on the line from left
 * to right, for a paragraph written right to left (`rtl`) or left to right.
 */
export function visualOrder(words: readonly string[], rtl: boolean): number[] {
  const base = rtl ? 1 : 0;
  const types = words.map(direction);
  // W7: a number whose last strong word before it is left to right reads as part of that run.
  let strong: Direction = rtl ? 'R' : 'L';
  types.forEach((t, i) => {
    if (t === 'L' || t === 'R') strong = t;
    else if (t === 'N' && strong === 'L') types[i] = 'L';
  });
  // N1/N2: a neutral word between two of one direction takes it, else the paragraph's.
  const sideOf = (t: Direction) => (t === 'L' ? 'L' : t === 'ON' ? null : 'R');
  types.forEach((t, i) => {
    if (t !== 'ON') return;
    const before = types.slice(0, i).reverse().map(sideOf).find(Boolean) ?? (rtl ? 'R' : 'L');
    const after = types.slice(i + 1).map(sideOf).find(Boolean) ?? (rtl ? 'R' : 'L');
    types[i] = before === after ? before : rtl ? 'R' : 'L';
  });
  // I1/I2: levels from the paragraph's.
  const levels = types.map((t) => (base === 0 ? (t === 'L' ? 0 : t === 'R' ? 1 : 2) : t === 'R' ? 1 : 2));
  const order = words.map((_, i) => i);
  // L2: from the highest level to the lowest odd one, reverse every run at or above it.
  const highest = Math.max(base, ...levels);
  for (let level = highest; level >= 1; level--) {
    for (let i = 0; i < order.length; ) {
      if (levels[order[i]!]! < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < order.length && levels[order[j]!]! >= level) j++;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return order;
}
