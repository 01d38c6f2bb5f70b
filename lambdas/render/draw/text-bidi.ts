/**
 * The order in which the words of one line appear, left to right, when the line mixes
 * right-to-left and left-to-right text ("اطلب Iron House الآن"). Skia's shaper already reorders
 * the letters of a line drawn with one fillText; text placed a word at a time (kinetic type,
 * karaoke captions) needs the words' order itself, and it must be the one the shaper gives the
 * whole line. Lines are broken in logical order first (text-fit.ts); each line is then run
 * through the Unicode bidirectional algorithm (bidi-js) alone, and each word stands where its
 * letters land.
 */
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Is the paragraph right to left, by its first strong letter (the Unicode rule, P2–P3)? */
export const rtlParagraph = (text: string) => bidi.getEmbeddingLevels(text).paragraphs[0]?.level === 1;

/**
 * The direction to shape one run of text with in a frame written right to left or not: a run with
 * no right-to-left letter (a phone number, a web address) is shaped left to right even there, so
 * "04 123 4567" is never laid out as "4567 123 04" by the bidirectional algorithm.
 */
export const runDirection = (text: string, rtl: boolean): 'rtl' | 'ltr' =>
  rtl && /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u.test(text) ? 'rtl' : 'ltr';

/**
 * Indexes of `words` (one line, in reading order) in the order they stand on the line from left
 * to right, for a paragraph written right to left (`rtl`) or left to right.
 */
export function visualOrder(words: readonly string[], rtl: boolean): number[] {
  const line = words.join(' ');
  const levels = bidi.getEmbeddingLevels(line, rtl ? 'rtl' : 'ltr');
  // Visual position of every character: reverse the segments the algorithm names, in its order.
  const chars = Array.from(line, (_, i) => i);
  for (const segment of bidi.getReorderSegments(line, levels)) {
    const [start, end] = segment as [number, number];
    chars.splice(start, end - start + 1, ...chars.slice(start, end + 1).reverse());
  }
  const position = new Map<number, number>();
  chars.forEach((char, at) => position.set(char, at));
  // A word's place is its leftmost letter's (punctuation at its end may sit on either side).
  let offset = 0;
  const places = words.map((word, index) => {
    let leftmost = Infinity;
    for (let i = offset; i < offset + word.length; i++) leftmost = Math.min(leftmost, position.get(i)!);
    offset += word.length + 1;
    return { index, leftmost };
  });
  return places.sort((a, b) => a.leftmost - b.leftmost).map((place) => place.index);
}
