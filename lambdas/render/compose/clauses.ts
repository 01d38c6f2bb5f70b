/**
 * A prompt that names two groups doing two things ("a chef sliding a pizza into the oven and
 * friends sharing pizza around a table") is read as two clauses, each a group of its own with its
 * own telling things (./complete-scene.ts), in one place and one light: the place the prompt names,
 * else one where both can happen (the diners' restaurant has room for the chef's oven). A clause is
 * a part of the prompt between commas, semicolons, "while" or the lexicon's "and" that names people
 * doing something; a part that does not ("a man and a woman walking", "golden hour, …") stays with
 * its neighbour. Pure: the same prompt always gives the same groups.
 */
import { completeScene, type CompleteScene } from './complete-scene';
import { concept } from './concepts';
import { lexiconFor } from './lexicons';
import { parsePrompt } from './parse-prompt';
import { teamAtWork } from './team-at-work';
import type { SceneGraph } from './scene-graph';

/** Joins between clauses besides the lexicon's words for "and". */
const JOINS = [',', ';', 'while', 'whilst', 'as'];

/** What a generated scene shows: its groups (one, or two a prompt names apart), and all of them as one scene to draw. */
export interface ComposedScene {
  /** Every group's things in one list (the second group's after the first's), in the groups' place and light. */
  scene: CompleteScene;
  /** The groups, the first named first; one for most prompts. */
  groups: CompleteScene[];
}

/** Where each group's things start in the scene's one list of things. */
export const thingOffsets = (groups: Pick<SceneGraph, 'things'>[]) => groups.map((_, k) => groups.slice(0, k).reduce((n, g) => n + g.things.length, 0));

export const peopleIn = (scene: Pick<SceneGraph, 'things'>) => scene.things.reduce((n, t) => n + (concept(t.concept).kind === 'person' ? t.count : 0), 0);

/** People doing something (an action or a way of being together, or holding or pouring something): a clause of its own. */
function acts(part: string): boolean {
  const graph = parsePrompt(part);
  const scene = completeScene(graph);
  const handles = graph.relations.some((r) => r.kind === 'pouring' || (r.kind === 'holding' && concept(graph.things[r.ground]!.concept).kind === 'person'));
  // Someone the clause names, not the one its action would bring ("…and lifting with their legs" goes on with the same worker).
  return peopleIn(graph) > 0 && peopleIn(scene) > 0 && ((scene.pose !== null && scene.pose !== 'standing') || handles);
}

const poseOf = (part: string) => completeScene(parsePrompt(part)).pose;

/** The prompt's clauses: one, or two when it names two groups doing two things (split at the first join that leaves both). */
export function clausesOf(prompt: string): string[] {
  const lexicon = lexiconFor(prompt);
  if (!lexicon.spaced) return [prompt];
  const ands = Object.entries(lexicon.relations).filter(([word, role]) => role === 'and' && /^\p{L}+$/u.test(word)).map(([word]) => word);
  const words = [...ands, ...JOINS.filter((j) => /\p{L}/u.test(j))].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const join = new RegExp(`\\s*[,;]\\s*(?:(?:${words.join('|')})\\s+)?|\\s+(?:${words.join('|')})\\s+`, 'giu');
  for (const m of prompt.matchAll(join)) {
    const before = prompt.slice(0, m.index);
    const after = prompt.slice(m.index! + m[0].length);
    // Two groups do two things: a second clause at the first one's action ("…avec des enfants, cours de surf") says it again.
    if (before.trim() && after.trim() && acts(before) && acts(after) && poseOf(before) !== poseOf(after)) return [before, after];
  }
  return [prompt];
}

/** The scene a prompt describes, with each group it names completed in a place both can be in. */
export function composeScene(prompt: string): ComposedScene {
  // A place's team named at work is drawn at its work, one group or two (./team-at-work.ts).
  const team = teamAtWork(parsePrompt(prompt));
  if (team) return together(team.map((g) => completeScene(g)));
  const clauses = clausesOf(prompt);
  if (clauses.length < 2) {
    const scene = completeScene(parsePrompt(prompt));
    return { scene, groups: [scene] };
  }
  const whole = parsePrompt(prompt);
  const shared = { time: whole.time, business: whole.business, labels: whole.labels, language: whole.language };
  const graphs = clauses.map((c) => ({ ...parsePrompt(c), ...shared }));
  // The place: the one named, else the home of the larger group (else the first) if the other can be there too.
  const alone = graphs.map((g) => completeScene(g, false));
  const order = [...alone].sort((a, b) => peopleIn(b) - peopleIn(a));
  const fits = (setting: CompleteScene['setting']) => graphs.every((g) => completeScene({ ...g, setting }, false).setting === setting);
  // …else the home of someone or something named where both can be (a baker's bakery has a counter to buy croissants at).
  const homes = graphs.flatMap((g) => g.things.flatMap((t) => concept(t.concept).home ?? []));
  const setting = whole.setting ?? [...order.map((s) => s.setting), ...homes].find(fits) ?? order[0]!.setting;
  return together(graphs.map((g) => completeScene({ ...g, setting }, false)));
}

/** Groups as one scene: every group's things in one list, in the first group's place and light. */
function together(groups: CompleteScene[]): ComposedScene {
  const offsets = thingOffsets(groups);
  const scene: CompleteScene = {
    ...groups[0]!,
    things: groups.flatMap((g) => g.things),
    relations: groups.flatMap((g, k) => g.relations.map((r) => ({ ...r, figure: r.figure + offsets[k]!, ground: r.ground + offsets[k]! }))),
  };
  return { scene, groups };
}
