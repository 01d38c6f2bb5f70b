import { saysWhen } from './brief-occasions';

/**
 * The point whose opening words stand for the subject. A brief that opens on when ("Eröffnung am
 * 8. November!", "Le 8 novembre, la Boulangerie …") or on its name and address ("Buchhandlung
 * Seitenweise, Marktplatz 3, Freiburg.") is led by the name it gives, never by a date or a street.
 */
export function leadPoint(points: readonly string[], name: string | undefined): string | undefined {
  const first = points[0];
  return name !== undefined && first !== undefined && (saysWhen(first) || first.startsWith(name)) ? name : first;
}
