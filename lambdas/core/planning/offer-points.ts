import { findFigures, isOffer, limitsTime } from './brief-facts';
import type { BriefFacts } from './brief-text';
import { listItems } from './feature-lists';

/**
 * "Tax returns for freelancers from £150, free first consultation.": an offer of several offers, in
 * a brief that gives its body scenes little else to say, keeps its priced one for the close and
 * gives the others to the body ("Free first consultation."), where they are said rather than cut to
 * fit the closing card. "First class free, then £9 a class" is one offer, and stays one.
 */
export function spreadOffer(facts: BriefFacts, language: string): BriefFacts {
  const { offer } = facts;
  if (!offer || facts.points.flatMap((p) => listItems(p, language)).length >= FEW_POINTS) return facts;
  const clauses = offer.replace(/[.!。！]+$/u, '').split(/,\s+/u);
  const separate = clauses.length >= 2 && clauses.every((c) => c.split(/\s+/u).length >= 2 && isOffer(c) && !limitsTime(c) && !THEN.test(c));
  const kept = separate ? (clauses.find((c) => findFigures(c).length > 0) ?? clauses[0]!) : undefined;
  if (kept === undefined) return facts;
  const spread = clauses.filter((c) => c !== kept).map((c) => `${c.charAt(0).toUpperCase()}${c.slice(1)}.`);
  return { ...facts, offer: `${kept}.`, points: [...facts.points, ...spread] };
}

/** Fewer of the brief's own points than this leave the body scenes to fillers. */
const FEW_POINTS = 2;

/** A clause that follows on from the one before: "then £9 a class". */
const THEN = /(?<![\p{L}])(?:then|after(?:wards)?|puis|ensuite|dann|danach|luego|después|poi|dopo|depois|daarna)(?![\p{L}])/iu;
