/**
 * A business's front named with what is done inside it is seen inside ("La entrada de una vinoteca … Catas los jueves": the
 * tasting, at the wine bar's counter), as its fitted furniture is (rooms.ts `furnished`): an action done in that kind of
 * room, and not out in the street, said with no one named doing it, never leaves the front empty. Pure: read by parse-prompt.ts before the scene is furnished.
 */
import { ACTIONS } from './actions';
import { concept } from './concepts';
import { familyOf } from './rooms';
import type { SceneGraph } from './scene-graph';

export function seenInside(graph: SceneGraph): SceneGraph {
  const kind = graph.business?.kind;
  // Someone named at the front ("a barista waving outside the café") is out there; the place's own activity said alone is inside.
  if (graph.setting !== 'shopfront' || !kind || !graph.pose || graph.things.some((t) => concept(t.concept).kind === 'person')) return graph;
  const { rooms = [], home } = ACTIONS[graph.pose];
  if (rooms.includes('shopfront') || rooms.includes('street')) return graph;
  const inside = home === kind || rooms.some((r) => r === kind || familyOf(r) === familyOf(kind));
  return inside ? { ...graph, setting: kind } : graph;
}
