/**
 * Painted nails named with no treatment going on ("Close-up of a client's hand with freshly painted nails") are a close-up of
 * them: the hand on the manicure cushion with its nails and the polish (illustrations/nail-close-up.ts), never a customer
 * standing in the salon beside a floating hand; so are nails named by their colour alone. Whose hand it is goes with the
 * picture. Pure: read by complete-scene.ts
 * before anything else.
 */
import { STANCES } from './actions';
import { concept, type ConceptId } from './concepts';
import type { SceneGraph } from './scene-graph';

const NAILS: ConceptId = 'painted-nails';

export function nailsUpClose(graph: SceneGraph): SceneGraph {
  // Nails named by their polish's colour alone ("Uñas rojas de gel") are painted nails too.
  if (graph.polish && graph.things.length === 0 && !graph.pose) return { ...graph, things: [{ concept: NAILS, count: 1 }], shot: graph.shot ?? 'close' };
  if (!graph.things.some((t) => t.concept === NAILS) || (graph.pose && !STANCES.has(graph.pose))) return graph;
  const kept = graph.things.flatMap((t, i) => (['person', 'hand'].includes(concept(t.concept).kind) ? [] : [i]));
  const at = (i: number) => kept.indexOf(i);
  const relations = graph.relations.filter((r) => at(r.figure) >= 0 && at(r.ground) >= 0).map((r) => ({ ...r, figure: at(r.figure), ground: at(r.ground) }));
  return { ...graph, things: kept.map((i) => graph.things[i]!), relations, pose: null, shot: graph.shot ?? 'close' };
}
