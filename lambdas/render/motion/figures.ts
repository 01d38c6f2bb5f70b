/**
 * Figures in copy, in the usual notations of every language the engine writes: thousands
 * grouped by a comma, a full stop, a space, a no-break or narrow no-break space, a thin space or
 * an apostrophe ("2,000", "2.000", "2 000", "2 000", "1'000", "٢٬٠٠٠"); decimals after a comma
 * or a full stop ("4.9", "4,9", "٤٫٩"); a currency sign before or after ("£3.80", "19,99 €"); a
 * per-cent sign or a unit after ("50%", "20 %", "1.5k", "10x"); a ratio ("24/7", "9/10"), shown
 * whole and never counted. Digits of any script count (Arabic-Indic, Devanagari, Thai…), and a
 * counting figure is shown in its own digits and separators.
 */

const D = '\\p{Nd}';
/** Thousands separators: comma, full stop, space, no-break, narrow no-break and thin spaces, apostrophes, Arabic thousands sign. */
const GROUP = "[,.\\u0020\\u00A0\\u202F\\u2009'’\\u066C]";
/** Decimal separators: full stop, comma, Arabic decimal sign. */
const DECIMAL = '[.,\\u066B]';
const SPACE = '[\\u0020\\u00A0\\u202F]';

/**
 * A figure: an optional currency sign before the digits, the digits (a ratio, or a number with
 * its groups and decimals, the same group separator throughout) and an optional sign or unit
 * after them, either with a space (normal or no-break) as French and Spanish write them.
 */
const FIGURE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?<prefix>\\p{Sc}${SPACE}?)?` +
    `(?:(?<ratio>${D}+/${D}+)|(?<int>${D}{1,3}(?<sep>${GROUP})${D}{3}(?:\\k<sep>${D}{3})*(?!${D})|${D}+)(?:(?<dec>${DECIMAL})(?<frac>${D}+))?)` +
    `(?<suffix>${SPACE}?(?:[%‰\\u066A×+★]|\\p{Sc}|(?:x|k|K|M|bn)(?![\\p{L}\\p{N}])))?`,
  'u',
);

/** The value of one digit of any script (digits of a script run in a block of ten from its zero). */
function digitValue(digit: string): number {
  let code = digit.codePointAt(0)!;
  let n = 0;
  while (/\p{Nd}/u.test(String.fromCodePoint(code - 1))) {
    code--;
    n++;
  }
  return n % 10;
}

/** The number a run of digits of any script stands for. */
export const digitsValue = (digits: string) => [...digits].reduce((v, d) => v * 10 + digitValue(d), 0);

export interface Figure {
  /** The figure as written ("4.9", "$1,200", "30%"). */
  whole: string;
  prefix: string;
  /** What follows the digits, with its space if it has one ("%", " k"). */
  suffix: string;
  value: number;
  decimals: number;
  decimalSep: string;
  /** The thousands separator as written, or '' when the figure has none. */
  groupSep: string;
  /** The zero of the figure's digits ('0', '٠', '०'…). */
  zero: string;
  /** A ratio ("24/7") is shown as written; it does not count. */
  counts: boolean;
  /**
   * The stat's label: the rest of the copy when the figure opens or closes it ("30% off all
   * week"), else the whole copy, since a figure cut from the middle leaves a broken sentence.
   */
  label: string;
}

/** The first figure of the copy, with what it takes to count up to it. */
export function findFigure(prompt: string): Figure | null {
  const match = FIGURE.exec(prompt);
  if (!match?.groups) return null;
  const whole = match[0];
  const { prefix = '', ratio, int = '', sep = '', dec = '', frac = '', suffix = '' } = match.groups;
  const digits = (s: string) => s.replace(/\P{Nd}/gu, '');
  const first = (ratio ?? int).match(/\p{Nd}/u)![0];
  const value = ratio ? Number.NaN : digitsValue(digits(int)) + (frac ? digitsValue(frac) / 10 ** frac.length : 0);
  const before = prompt.slice(0, match.index);
  const after = prompt.slice(match.index + whole.length);
  const hasWords = (s: string) => /[\p{L}\p{N}]/u.test(s);
  const rest = !hasWords(before) ? after : !hasWords(after) ? before : prompt;
  const label = rest.replace(/^[\s:–—-]+|[\s:,–—-]+$/gu, '').replace(/[^\S\u00A0\u202F]+/gu, ' '); // no-break spaces keep the figure whole
  return {
    whole: whole.trim(),
    prefix,
    suffix: suffix.trim() ? suffix : '',
    value,
    decimals: frac.length,
    decimalSep: dec || '.',
    groupSep: sep,
    zero: String.fromCodePoint(first.codePointAt(0)! - digitValue(first)),
    counts: !ratio,
    label,
  };
}

/** The figure as shown while it counts: `fraction` of its value, in its own digits and separators. */
export function figureAt(f: Figure, fraction: number): string {
  if (!f.counts) return f.whole;
  const [int, dec] = (f.value * fraction).toFixed(f.decimals).split('.') as [string, string | undefined];
  const grouped = f.groupSep ? int.replace(/\B(?=(\d{3})+(?!\d))/g, f.groupSep) : int;
  const zero = f.zero.codePointAt(0)!;
  const script = (s: string) => s.replace(/\d/g, (d) => String.fromCodePoint(zero + Number(d)));
  return `${f.prefix}${script(grouped)}${dec ? f.decimalSep + script(dec) : ''}${f.suffix}`;
}

/** What a figure's letter after it multiplies its value by ("2k" is 2,000). */
const MULTIPLIER: Record<string, number> = { k: 1e3, K: 1e3, M: 1e6, bn: 1e9 };

/** The value of a word that is one figure and nothing else ("2,000", "2k", "£3.80", "4,9."), or null. */
export function figureValue(word: string): number | null {
  const core = word.replace(/^[\p{Ps}\p{Pi}"'¿¡]+|[\p{Pe}\p{Pf}"'.,!?;:…]+$/gu, '');
  const figure = findFigure(core);
  if (!figure?.counts || figure.whole !== core.trim()) return null;
  return figure.value * (MULTIPLIER[figure.suffix.trim()] ?? 1);
}
