/**
 * What the parser's nearest-noun reading gets wrong at home: "on the sofa" after "watching TV" or "from her phone" puts the
 * TV or the phone on the sofa; a seat (a sofa, a bed, a bench) holds the people of the prompt, and a phone or tablet put
 * on it is in the hand of whoever sits there. A thermostat "used" is on its wall, turned, never held up in a hand.
 * Pure: a parsed scene in, the same scene with its relations set right out (complete-scene.ts reads it first).
 */
import { concept, type ConceptId } from './concepts';
import type { SceneGraph } from './scene-graph';

const SEATS: ReadonlySet<ConceptId> = new Set(['sofa', 'bed', 'bench']);
const IN_HAND: ReadonlySet<ConceptId> = new Set(['phone', 'tablet']);
/** Things fixed to a wall: used there, never held. */
const ON_THE_WALL: ReadonlySet<ConceptId> = new Set(['thermostat']);

export function seatHoldsPeople(graph: SceneGraph): SceneGraph {
  const { things } = graph;
  const isPerson = (i: number) => concept(things[i]!.concept).kind === 'person';
  const fixed = graph.relations.filter((r) => !(r.kind === 'holding' && ON_THE_WALL.has(things[r.figure]!.concept)));
  const seat = things.findIndex((t) => SEATS.has(t.concept));
  const people = things.map((_, i) => i).filter(isPerson);
  if (seat < 0 || people.length === 0) return fixed.length === graph.relations.length ? graph : { ...graph, relations: fixed };
  const held = (i: number) => fixed.some((r) => r.kind === 'holding' && r.figure === i);
  const relations = fixed.flatMap((r) => {
    if ((r.kind !== 'on' && r.kind !== 'in') || r.ground !== seat || isPerson(r.figure)) return [r];
    // What was put on the seat: a phone or tablet is in the sitter's hand; anything else stays where the prompt has it otherwise.
    return IN_HAND.has(things[r.figure]!.concept) && !held(r.figure) ? [{ kind: 'holding' as const, figure: r.figure, ground: people[0]! }] : [];
  });
  for (const p of people) if (!relations.some((r) => r.figure === p && r.kind !== 'holding')) relations.push({ kind: 'on', figure: p, ground: seat });
  return { ...graph, relations };
}
