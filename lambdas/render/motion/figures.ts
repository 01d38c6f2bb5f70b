/**
 * Figures in copy, in the usual notations of every language the engine writes: thousands
 * grouped by a comma, a full stop, a space, a no-break or narrow no-break space, a thin space or
 * an apostrophe ("2,000", "2.000", "2 000", "2 000", "1'000", "٢٬٠٠٠"); decimals after a comma
 * or a full stop ("4.9", "4,9", "٤٫٩"); a currency sign before or after ("£3.80", "19,99 €"); a
 * per-cent sign or a unit after ("50%", "20 %", "1.5k", "10x"); a ratio ("24/7", "9/10"), shown
 * whole and never counted. Digits of any script count (Arabic-Indic, Devanagari, Thai…), and a
 * counting figure is shown in its own digits and separators. A scale word after the figure
 * ("2.1 million", "2,1 Millionen", "٢٫١ مليون", "5 लाख", "2万") belongs to it: it is kept with
 * the figure, set smaller beside it, never left in the sentence around it. A time or a date
 * ("8h", "9am–5pm", "14 June": ./when.ts) is not a figure.
 */
import { leadingScale } from './number-words';
import { saysWhenAt } from './when';

const D = '\\p{Nd}';
/** Thousands separators: comma, full stop, space, no-break, narrow no-break and thin spaces, apostrophes, Arabic thousands sign. */
const GROUP = "[,.\\u0020\\u00A0\\u202F\\u2009'’\\u066C]";
/** Decimal separators: full stop, comma, Arabic decimal sign. */
const DECIMAL = '[.,\\u066B]';
const SPACE = '[\\u0020\\u00A0\\u202F]';
/** A letter a figure may not follow ("SUMMER20"); scripts written without spaces may run into one ("累計2万人"). */
const WORD_LETTER = '[^\\P{L}\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}]';

/**
 * A figure: an optional currency sign before the digits, the digits (a ratio, or a number with
 * its groups and decimals, the same group separator throughout) and an optional sign or unit
 * after them, either with a space (normal or no-break) as French and Spanish write them.
 */
const FIGURE = new RegExp(
  `(?<!\\p{N}|${WORD_LETTER})(?<prefix>\\p{Sc}${SPACE}?)?` +
    `(?:(?<ratio>${D}+/${D}+)|(?<int>${D}{1,3}(?<sep>${GROUP})${D}{3}(?:\\k<sep>${D}{3})*(?!${D})|${D}+)(?:(?<dec>${DECIMAL})(?<frac>${D}+))?)` +
    `(?<suffix>${SPACE}?(?:[%‰\\u066A×+★]|\\p{Sc}|(?:x|k|K|M|bn)(?![\\p{L}\\p{N}])))?`,
  'gu',
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
  /** The scale word after the figure, as written with the space before it (" million", "万"), or ''. */
  scale: string;
  /** What the scale word multiplies the value by (1 without one). */
  multiplier: number;
  /**
   * The copy before the figure and after it (and its scale word): a stat sets the figure big
   * between them, so the sentence still reads in order ("Trusted by | 12,000 | drivers since
   * 1998.") and never says the figure twice. Either may be ''.
   */
  lead: string;
  tail: string;
}

/** A year ("since 2015", "創業1985年"): four bare digits from 1800 to 2099, shown as written, never counted up from 0. */
const isYear = (int: string, rest: string) => (rest === '' || rest === '年') && /^\p{Nd}{4}$/u.test(int) && Math.abs(digitsValue(int) - 1950) <= 150;

/** A Japanese or Chinese counter written straight after its figure ("1985年", "300人", "50店"): the figure's own unit, shown with it. */
const COUNTER = /^(?:周年|年目|年|人|名|件|店|店舗|円|元|回|分|歳|か月|ヶ月|台|個|種類|種|倍|杯|本|枚|家|位)(?![\p{Script=Han}])/u;

const yearMatch = ({ groups: g = {} }: RegExpMatchArray) => !g.ratio && isYear(g.int ?? '', (g.prefix ?? '') + (g.dec ?? '') + (g.suffix ?? '').trim());

/**
 * The copy's figure, with what it takes to count up to it: the first that is not a year when there
 * is one ("Seit 2009 über 10.000 Reparaturen" shows 10.000, the year said above it), else the first;
 * a scale word after it is read in `language`'s words (every language's when unset).
 */
export function findFigure(prompt: string, language?: string): Figure | null {
  // A time or a date ("8h", "14 June") is read as written, never counted: it is no stat's figure.
  const all = [...prompt.matchAll(FIGURE)].filter((m) => !saysWhenAt(prompt, m.index!, m.index! + m[0].length));
  const match = all.find((m) => !yearMatch(m)) ?? all[0];
  if (!match?.groups) return null;
  const whole = match[0];
  const { prefix = '', ratio, int = '', sep = '', dec = '', frac = '', suffix = '' } = match.groups;
  const digits = (s: string) => s.replace(/\P{Nd}/gu, '');
  const first = (ratio ?? int).match(/\p{Nd}/u)![0];
  const value = ratio ? Number.NaN : digitsValue(digits(int)) + (frac ? digitsValue(frac) / 10 ** frac.length : 0);
  const rest = prompt.slice(match.index! + whole.length);
  const counter = suffix.trim() ? '' : (COUNTER.exec(rest)?.[0] ?? '');
  const after = rest.slice(counter.length);
  const unit = suffix.trim() ? suffix : counter;
  // A unit already after the figure ("1.5k", "300人") leaves no room for a scale word.
  const scale = unit ? null : leadingScale(after, language);
  const hasWords = (s: string) => /[\p{L}\p{N}]/u.test(s);
  // No-break spaces inside a part keep what they join whole.
  const part = (s: string, edges: RegExp) => (hasWords(s) ? s.replace(edges, '').replace(/[^\S\u00A0\u202F]+/gu, ' ') : '');
  return {
    whole: (whole + counter).trim(),
    prefix,
    suffix: unit,
    value,
    decimals: frac.length,
    decimalSep: dec || '.',
    groupSep: sep,
    zero: String.fromCodePoint(first.codePointAt(0)! - digitValue(first)),
    counts: !ratio && !isYear(int, prefix + dec + unit.trim()),
    scale: scale?.written ?? '',
    multiplier: scale?.value ?? 1,
    lead: part(prompt.slice(0, match.index!), /^\s+|[\s:,–—-]+$/gu),
    tail: part(after.slice(scale?.written.length ?? 0), /^[\s:,–—-]+|\s+$/gu),
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
  if (!figure || Number.isNaN(figure.value) || figure.whole + figure.scale !== core.trim()) return null;
  return figure.value * (MULTIPLIER[figure.suffix.trim()] ?? 1) * figure.multiplier;
}
