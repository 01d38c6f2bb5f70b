/**
 * The numbers that label steps written on one line ("1. Open the app 2. Tap Settings",
 * "1. お湯を沸かす。2. 豆を挽く。", "1）手を洗う 2）…", "（1）…（2）…", "①…②…", "1、…2、…", "１．…２．…"), for the
 * steps a brief lists and for the figures it states: a figure closing a sentence ("Mix at a ratio
 * of 1 to 3. 3. Stir") is the step's, not a label. Pure string work; never throws.
 */

export interface StepLabel {
  /** Its number: 2 for "2.". */
  n: number;
  /** Where its number starts. */
  at: number;
  /** Where its step starts, after the label and its space. */
  step: number;
}

const CIRCLED = '①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳';

/**
 * A label: "1." or "1)" after a space, a colon or a sentence's end (Chinese, Japanese and Korean
 * also write "1）" and "1、"); "（1）" and "①" anywhere, being labels and nothing else.
 */
const LABEL = new RegExp(`(?<=^|[\\s:：。！？、])\\(?([0-9０-９]{1,2})[.．)）、]|（([0-9０-９]{1,2})）|([${CIRCLED}])`, 'gu');

/** A label's number, in ASCII or full-width digits ("２．"). */
const numberOf = (digits: string) => Number(digits.replace(/[０-９]/gu, (d) => String(d.charCodeAt(0) - 0xff10)));

/** A word of a script written without spaces: "1.手を洗う" is a label where "1.5" is a figure. */
const UNSPACED_WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** A figure with its unit or object opening a step ("20秒こする", "2 cups of flour"), not itself a label ("3."). */
const FIGURE_STEP = /^[0-9０-９]+(?:[.,][0-9０-９]+)?\s*[^\s0-9０-９.．)）、]/u;

/**
 * Inline labels counting up from 1, each before a word; where the labels follow sentence ends,
 * only those count. After a sentence's end a step may open with a figure ("。3. 30秒蒸らす"), and
 * after "。" a label needs no space. A step that opens with a figure ("3. 20秒こする") keeps its
 * label where the count runs through it. Undefined unless two or more count.
 */
export function inlineStepLabels(text: string): StepLabel[] | undefined {
  const afterStop = (at: number) => /(?:^|[.!?:：;)。！？])\s*\(?$/u.test(text.slice(0, at));
  const marks = [...text.matchAll(LABEL)].flatMap((m) => {
    const [digits, n] = m[3] ? [m[3], CIRCLED.indexOf(m[3]) + 1] : [m[1] ?? m[2]!, numberOf(m[1] ?? m[2]!)];
    const at = m.index + m[0].indexOf(digits);
    const space = /^\s*/u.exec(text.slice(m.index + m[0].length))![0];
    const step = m.index + m[0].length + space.length;
    const next = text.slice(step);
    if (!next) return [];
    // Only a "1." or "1)" is ever something else: a decimal, a figure closing a sentence.
    const plain = m[1] !== undefined && /[.．)]$/u.test(m[0]);
    const glued = !plain || space !== '' || /[。！？]\(?$/u.test(text.slice(0, at)) || UNSPACED_WORD.test(next[0]!);
    const word = /^[\p{L}"“'‘(（]/u.test(next) || (plain && afterStop(at));
    // A figure's label may be glued to it ("3.20秒こする"): the count it fills tells it from a decimal.
    const figure = !word && FIGURE_STEP.test(next);
    return (glued && word) || figure ? [{ n, at, step, figure }] : [];
  });
  // A step opening with a figure counts where it fills the count between the labels before a word.
  const worded = marks.filter((m) => !m.figure);
  const filled = marks.filter((m) => {
    if (!m.figure) return true;
    const before = worded.findLast((w) => w.at < m.at);
    const after = worded.find((w) => w.at > m.at);
    return before?.n === m.n - 1 && (after === undefined || after.n === m.n + 1);
  });
  const counts = (list: readonly StepLabel[]) => list.length >= 2 && list.every((m, i) => m.n === i + 1);
  const strong = filled.filter((m) => afterStop(m.at));
  const labels = counts(strong) ? strong : counts(filled) ? filled : undefined;
  return labels?.map(({ n, at, step }) => ({ n, at, step }));
}
