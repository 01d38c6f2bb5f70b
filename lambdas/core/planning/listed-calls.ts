import { mentionsAddress } from './brief-facts';
import { capitalise, type BriefFacts } from './brief-text';

/**
 * "…: macarons, éclairs, tartes aux fruits, commandes en ligne sur eclat.example.fr": a list of what
 * is sold whose last item says where to order, in a brief with no call of its own, is two things:
 * the goods, a point of the body, and the last item, the call the close makes. Read as one point it
 * was said whole on the closing card behind a stock "Come and see us.", the body scenes left to
 * fillers or silent.
 */
export function listedCall(facts: BriefFacts): BriefFacts {
  if (facts.cta || facts.addresses.length === 0) return facts;
  const listed = facts.points.find((p) => lastItem(p) !== undefined);
  if (listed === undefined) return facts;
  const { goods, call } = lastItem(listed)!;
  return { ...facts, cta: capitalise(call), points: facts.points.map((p) => (p === listed ? `${capitalise(goods)}.` : p)) };

  function lastItem(point: string): { goods: string; call: string } | undefined {
    const items = point.replace(/[.!。！]+$/u, '').split(/\s*,\s+/u);
    const call = items.at(-1)!;
    // Two or more things sold before it; the address in the last item alone.
    if (items.length < 3 || !facts.addresses.some((a) => mentionsAddress(call, a))) return undefined;
    const goods = items.slice(0, -1);
    return goods.some((g) => facts.addresses.some((a) => mentionsAddress(g, a))) ? undefined : { goods: goods.join(', '), call };
  }
}
