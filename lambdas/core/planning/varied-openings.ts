import { capitalise } from './brief-text';
import { lowerFirst } from './plan-context';

/**
 * Points said one after another are framed differently (issue 23): "With LedgerLite, send invoices
 * in seconds." then "With LedgerLite, track expenses…" then "With LedgerLite, get paid faster."
 * ("Envía facturas con Citaya." … "Llena tu agenda con Citaya.") reads as a template. The
 * product's name frames the first of a run of such lines (spoken-points.ts); those after it are
 * said as the brief says them, the last of three or more joined on with "And". A line after one
 * that opens on "With" already is said bare too. Pure string work.
 */

/** How spoken-points.ts frames a feature as done with the product, in each language: before it or after it. */
const FRAMES: Readonly<Record<string, { before?: (name: string) => string; after?: (name: string) => string; and: string }>> = {
  en: { before: (n) => `With ${n}, `, and: 'And' },
  de: { before: (n) => `Mit ${n} `, and: 'Und' },
  es: { after: (n) => ` con ${n}`, and: 'Y' },
  fr: { after: (n) => ` avec ${n}`, and: 'Et' },
  it: { after: (n) => ` con ${n}`, and: 'E' },
  pt: { after: (n) => ` com ${n}`, and: 'E' },
};

/** `line` without the frame naming the product, or undefined when it has none. */
function unframed(line: string, name: string, language: string): string | undefined {
  const frame = FRAMES[language];
  const before = frame?.before?.(name);
  if (before && line.startsWith(before)) return capitalise(line.slice(before.length));
  const after = frame?.after?.(name);
  const stop = /[.!]$/u.exec(line)?.[0] ?? '';
  const body = line.slice(0, line.length - stop.length);
  return after && body.endsWith(after) ? `${body.slice(0, -after.length)}${stop}` : undefined;
}

/** "And get paid faster.", "Y cobra antes." ("E imprime…" before an i sound in Spanish). */
function joined(line: string, language: string): string {
  const and = language === 'es' && /^h?i(?!e)/iu.test(line) ? 'E' : FRAMES[language]!.and;
  return `${and} ${language === 'de' ? line : lowerFirst(line)}`;
}

/** `lines` with the product's frame kept on the first of each run; `before` is the line said just before them (the hook's claim). */
export function variedOpenings(lines: readonly string[], name: string | undefined, language = 'en', before?: string): string[] {
  const lang = language.slice(0, 2).toLowerCase();
  if (name === undefined || !FRAMES[lang]) return [...lines];
  if (before !== undefined) return variedOpenings([before, ...lines], name, language).slice(1);
  const bare = lines.map((l) => unframed(l, name, lang));
  return lines.map((line, i) => {
    const plain = bare[i];
    if (plain === undefined) return line;
    // After a line that opens on "With", or says what the product is by its name ("LedgerLite is …"), an English line is said bare.
    if (i === 0 || bare[i - 1] === undefined) return lang === 'en' && (/^with\s/iu.test(lines[i - 1] ?? '') || (lines[i - 1] ?? '').startsWith(`${name} is `)) ? plain : line;
    let start = i;
    while (start > 0 && bare[start - 1] !== undefined) start -= 1;
    const last = i === lines.length - 1 || bare[i + 1] === undefined;
    return last && i - start >= 2 ? joined(plain, lang) : plain;
  });
}
