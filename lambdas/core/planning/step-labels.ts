/**
 * The numbers that label steps written on one line ("1. Open the app 2. Tap Settings",
 * "1. お湯を沸かす。2. 豆を挽く。"), for the steps a brief lists and for the figures it states: a
 * figure closing a sentence ("Mix at a ratio of 1 to 3. 3. Stir") is the step's, not a label.
 * Pure string work; never throws.
 */

export interface StepLabel {
  /** Its number: 2 for "2.". */
  n: number;
  /** Where its number starts. */
  at: number;
  /** Where its step starts, after the label and its space. */
  step: number;
}

/**
 * Inline labels counting up from 1, each before a word; where the labels follow sentence ends,
 * only those count. After a sentence's end a step may open with a figure ("。3. 30秒蒸らす"), and
 * after "。" a label needs no space. Undefined unless two or more count.
 */
export function inlineStepLabels(text: string): StepLabel[] | undefined {
  const afterStop = (at: number) => /(?:^|[.!?:：;)。！？])\s*\(?$/u.test(text.slice(0, at));
  const marks = [...text.matchAll(/(?<=^|[\s:：。！？])\(?(\d{1,2})[.)](?=(\s*)(\S))/gu)]
    .map((m) => ({ n: Number(m[1]), at: m.index! + m[0].indexOf(m[1]!), step: m.index! + m[0].length + m[2]!.length, spaced: m[2] !== '', next: m[3]! }))
    .filter((m) => (m.spaced || /[。！？]\(?$/u.test(text.slice(0, m.at))) && (/[\p{L}"“'‘(]/u.test(m.next) || afterStop(m.at)));
  const counts = (list: readonly StepLabel[]) => list.length >= 2 && list.every((m, i) => m.n === i + 1);
  const strong = marks.filter((m) => afterStop(m.at));
  const labels = counts(strong) ? strong : counts(marks) ? marks : undefined;
  return labels?.map(({ n, at, step }) => ({ n, at, step }));
}
