import { saysWhen } from './brief-occasions';

/**
 * The point whose opening words stand for the subject, never a date's: a brief that opens on when
 * ("Eröffnung am 8. November!", "Le 8 novembre, la Boulangerie …") is led by the name it gives.
 */
export function leadPoint(points: readonly string[], name: string | undefined): string | undefined {
  const first = points[0];
  return name !== undefined && first !== undefined && saysWhen(first) ? name : first;
}
