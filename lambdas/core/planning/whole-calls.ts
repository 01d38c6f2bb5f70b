import type { BriefFacts } from './brief-text';
import { ctaClauses } from './brief-text';

/**
 * "Walk in or book online.": a point whose clause the brief's call to action is ("Book online") is
 * that call said whole. The close says it once, both ways to come; as a point too, the plan said
 * "Walk in or book online." and then "Book online.".
 */
export function wholeCall(facts: BriefFacts): BriefFacts {
  const { cta } = facts;
  if (!cta) return facts;
  const plain = (text: string) => text.toLowerCase().replace(/[.!?]+$/u, '').trim();
  const whole = facts.points.find((p) => plain(p) !== plain(cta) && ctaClauses(p).some((c) => plain(c) === plain(cta)));
  if (whole === undefined) return facts;
  return { ...facts, cta: whole.replace(/[.!?]+$/u, '').trim(), points: facts.points.filter((p) => p !== whole) };
}
