/**
 * The word that leads a training step's line into the next ("First, …", "Next, …", "Then …",
 * "Finally, …"), in the planner's languages: a short step ("Pump the handle to lift.") fills its
 * shortest scene with speech instead of silence, and the viewer hears where the steps are going
 * without the step's own words changing. Where a language would move its verb after such a word
 * (German, Dutch), the word stands before a colon and the step is said as written.
 */

interface Leads {
  first: string;
  next: readonly string[];
  last: string;
  /** The step follows a colon and keeps its capital. */
  colon: boolean;
}

const LEADS: Readonly<Record<string, Leads>> = {
  en: { first: 'First', next: ['Next', 'Then'], last: 'Finally', colon: false },
  es: { first: 'Primero', next: ['Después', 'Luego'], last: 'Por último', colon: false },
  fr: { first: 'D’abord', next: ['Ensuite', 'Puis'], last: 'Enfin', colon: false },
  it: { first: 'Per prima cosa', next: ['Poi', 'Quindi'], last: 'Infine', colon: false },
  pt: { first: 'Primeiro', next: ['Depois', 'Em seguida'], last: 'Por fim', colon: false },
  de: { first: 'Zuerst', next: ['Danach', 'Dann'], last: 'Zum Schluss', colon: true },
  nl: { first: 'Eerst', next: ['Daarna', 'Dan'], last: 'Tot slot', colon: true },
};

/**
 * Step `index` (from 0) of `count`, led in: `step` is its line as said at the start of a sentence;
 * `inside` is the same line as said inside one (its first letter lowered where the language does).
 * A lone step, or a language without leads here, is said as it is.
 */
export function ledStep(step: string, inside: string, index: number, count: number, language: string): string {
  const leads = LEADS[language.slice(0, 2).toLowerCase()];
  if (!leads || count < 2) return step;
  const lead = index === 0 ? leads.first : index === count - 1 ? leads.last : leads.next[(index - 1) % leads.next.length]!;
  return leads.colon ? `${lead}: ${step}` : `${lead}, ${inside}`;
}
