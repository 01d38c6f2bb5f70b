/**
 * Children at play where the prompt leaves it unsaid (compose/kids-club-actions.ts): at a children's place, or with children
 * named, a ball nobody holds, with nothing else done, is their game of football (never a giant ball floating over the
 * place); and a children's activity named at a club's front is drawn where it is done, in the club's room or, for football,
 * on the grass, not before its door. With no child about, nor anyone who looks after them, the activity's words mean what
 * they do among grown-ups ("healthy snacks at the café counter" are eaten) or nothing ("pick up your order"), even with no
 * one named. A children's room's staff named at work there, doing nothing said, serve the children's snack (with no one
 * named, the room's trade plays blocks on the rug: two shots of one club differ); named at art, the children paint and
 * they look on. Pure: read by complete-scene.ts before anything else.
 */
import { concept, type ConceptId } from './concepts';
import { isKidsClubPose, kidsAction, KIDS_PLACES } from './kids-club-actions';
import { STANCES } from './actions';
import type { Pose, SceneGraph } from './scene-graph';

const BALL: ConceptId = 'ball';
/**
 * Doing nothing in particular, playing with no animal to play with ("Kinder spielen Fußball"), only helped or coached at it,
 * or what the ball would only float over.
 */
const IDLE: ReadonlySet<Pose> = new Set<Pose>(['standing', 'seated', 'walking', 'painting', 'kids-art', 'dogs-playing', 'playing-outdoors', 'supporting', 'teaching', 'coaching']);

/** A children's room's own people, named only as its staff. */
const STAFF: readonly ConceptId[] = ['team', 'staff', 'worker', 'woman-worker'];

/** The scene with its children at play: the ball their football, the activity where it is done, the staff at the snack. */
export function kidsAtPlay(graph: SceneGraph): SceneGraph {
  const front = graph.setting === 'shopfront';
  const place = front ? (graph.business?.kind ?? null) : graph.setting;
  const young = graph.things.some((t) => t.young || concept(t.concept).young);
  if (!young && !(place && KIDS_PLACES.includes(place))) return withNoChild(graph);
  const ball = graph.things.findIndex((t) => t.concept === BALL);
  // A ball a grown-up holds up is shown (a coach with a ball); in a child's hands it is still their game.
  const held = graph.relations.some((r) => r.kind === 'holding' && r.figure === ball && !graph.things[r.ground]!.young && !concept(graph.things[r.ground]!.concept).young);
  const played = ball >= 0 && !held && (!graph.pose || IDLE.has(graph.pose));
  const pose: Pose | null = played ? 'kids-football' : graph.pose;
  const kept = played ? graph.things.filter((_, i) => i !== ball) : graph.things;
  const relations = played
    ? graph.relations.filter((r) => r.figure !== ball && r.ground !== ball).map((r) => ({ ...r, figure: r.figure - (r.figure > ball ? 1 : 0), ground: r.ground - (r.ground > ball ? 1 : 0) }))
    : graph.relations;
  const moved = front && (pose === 'painting' || isKidsClubPose(pose));
  const setting = moved ? (pose === 'kids-football' ? null : place) : graph.setting;
  const busy = { ...graph, things: kept, relations, pose: pose === null || STANCES.has(pose) ? (staffAtWork({ ...graph, things: kept, setting }) ?? pose) : pose, setting };
  return young || !PAINTED.has(busy.pose!) ? busy : withChildren(busy);
}

/** Art at a children's place is the children's: painted by grown-ups named alone, it is theirs, one of the grown-ups by them. */
const PAINTED: ReadonlySet<Pose> = new Set<Pose>(['painting', 'kids-art']);
const withChildren = (graph: SceneGraph): SceneGraph => ({
  ...graph,
  things: [{ concept: 'child', count: 2, young: true }, ...graph.things.map((t) => (concept(t.concept).kind === 'person' ? { ...t, count: 1 } : t))],
  relations: graph.relations.map((r) => ({ ...r, figure: r.figure + 1, ground: r.ground + 1 })),
});

/** A children's activity named where its needs are unmet, whoever is named: what it means otherwise, or nothing. */
function withNoChild(graph: SceneGraph): SceneGraph {
  if (!isKidsClubPose(graph.pose)) return graph;
  const { needs, otherwise } = kidsAction(graph.pose);
  const met = graph.things.some((t) => needs?.concepts?.includes(t.concept)) || Boolean(graph.setting && needs?.settings?.includes(graph.setting));
  return met ? graph : { ...graph, pose: otherwise ?? null };
}

/** Snack time, when a children's room's staff are named there and nothing else. */
function staffAtWork(graph: SceneGraph): Pose | undefined {
  const only = graph.things.every((t) => STAFF.includes(t.concept) || concept(t.concept).kind === 'surface');
  return graph.setting === 'nursery' && only && graph.things.some((t) => STAFF.includes(t.concept)) ? 'snack-time' : undefined;
}
