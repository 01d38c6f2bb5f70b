/**
 * One video never shows the same composition twice. Each generated scene gets a framing (shot
 * size, side, mirrored or not, and for people who leads and whether a group is shown whole) and a
 * camera move, chosen in scene order over the whole video (a shot size the prompt asks for is kept): a scene whose content (its scene graph)
 * matches an earlier one's never takes that scene's framing, its people are recast (./layout.ts `Framing`),
 * consecutive scenes change shot size and camera move, and a device showing the same app again
 * shows the app's next screen (the password-reset flow after sign-in). Pure and deterministic:
 * every scene of a video, rendered on any worker, computes the same choice for the same plan.
 */
import type { FootageRequest, FootageSibling } from '../ports';
import { hashString, rng } from '../draw/anim';
import { composeScene, peopleIn } from './clauses';
import type { CompleteScene } from './complete-scene';
import { SHOTS, type Framing } from './layout';
import { concept } from './concepts';

export const CAMERA_MOVES = ['push-in', 'pull-out', 'truck-left', 'truck-right'] as const;
export type CameraMove = (typeof CAMERA_MOVES)[number];

export interface Composition {
  framing: Framing;
  move: CameraMove;
  /** Which screen of its app a device shows: 0 the first, then the next each time the app comes back. */
  screenState: number;
  /** What is shown and how: never the same twice in one video. */
  key: string;
}

/** Scenes drawn from their prompt by the engine: generated scenes, and product scenes (their camera moves). */
const COMPOSED = new Set(['t2v_fast', 'i2v_fast']);

/** What a scene shows, whatever the words: the same things in the same relations, place and app. */
export function sceneSignature(scene: CompleteScene): string {
  const things = scene.things.map((t) => `${t.concept}×${t.count}`);
  const relations = scene.relations.map((r) => `${r.kind}:${scene.things[r.figure]!.concept}>${scene.things[r.ground]!.concept}`).sort();
  const business = scene.business ? `${scene.business.kind}:${scene.business.name ?? ''}` : '-';
  return [things.join(','), relations.join(','), scene.setting, scene.time, scene.screen ?? '-', business, scene.pose ?? '-'].join('|');
}

interface Variant {
  framing: Framing;
  move: CameraMove;
}

function variants(seed: number): Variant[] {
  const all: Variant[] = [];
  for (const shot of SHOTS) for (const side of [0, -1, 1] as const) for (const mirror of [false, true]) for (const move of CAMERA_MOVES) all.push({ framing: { shot, side, mirror }, move });
  const random = rng(seed);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all;
}

/** The composition of every scene of a video (null for scenes the engine does not compose). */
export function videoCompositions(scenes: readonly FootageSibling[]): (Composition | null)[] {
  const seed = hashString(scenes.map((s) => `${s.type}:${s.prompt}`).join('\n'));
  const order = variants(seed);
  const used = new Set<string>();
  const seen = new Map<string, number>();
  const screens = new Map<string, number>();
  let previous: Variant | null = null;
  return scenes.map((s) => {
    if (!COMPOSED.has(s.type)) return null;
    const { scene } = composeScene(s.prompt);
    const signature = sceneSignature(scene);
    // The same people doing the same thing again are recast, not just reframed: another member leads
    // (another figure, another pose of the action), and a group is shown close on one of them every other time.
    // Recast by what the people do, however the prompt words it ("people stretching on mats", "customers among yoga mats").
    const people = peopleIn(scene);
    const doing = people > 0 ? `${scene.pose ?? '-'}|${people}|${scene.setting}` : signature;
    const times = seen.get(doing) ?? 0;
    seen.set(doing, times + 1);
    // The shot the prompt asks for ("close-up of the bouquets") is the one it gets; close on one of a group is a close shot.
    const asked = (v: Variant) => !scene.shot || v.framing.shot === scene.shot;
    const cast = people > 0 ? { lead: times % 3, solo: people > 1 && times % 2 === 1 && (scene.shot ?? 'close') === 'close' } : {};
    const framed = (v: Variant) => `${signature}|${v.framing.shot}|${v.framing.side}|${v.framing.mirror}|${cast.lead ?? 0}${cast.solo ? ' solo' : ''}`;
    const fresh = (v: Variant) => !used.has(framed(v)) && asked(v) && (!cast.solo || v.framing.shot === 'close');
    const changes = (v: Variant) => !previous || (v.framing.shot !== previous.framing.shot && v.move !== previous.move);
    const found = order.find((v) => fresh(v) && changes(v)) ?? order.find(fresh) ?? order.find(asked) ?? order[used.size % order.length]!;
    const chosen = { ...found, framing: { ...found.framing, ...cast } };
    used.add(framed(chosen));
    previous = chosen;
    const device = scene.things.find((t) => concept(t.concept).kind === 'device')?.concept ?? '';
    const app = scene.screen ? `${device}:${scene.screen}` : '';
    const screenState = app ? (screens.get(app) ?? 0) : 0;
    if (app) screens.set(app, screenState + 1);
    return { ...chosen, screenState, key: `${framed(chosen)}|${app}#${screenState}` };
  });
}

/** This scene's composition: from the whole video when the request carries it, else from the scene's seed alone. */
export function compositionFor(req: Pick<FootageRequest, 'prompt' | 'seed' | 'video'>): Composition {
  if (req.video) {
    const chosen = videoCompositions(req.video.scenes)[req.video.index];
    if (chosen) return chosen;
  }
  const { shot } = composeScene(req.prompt).scene;
  const first = variants(req.seed).find((v) => !shot || v.framing.shot === shot)!;
  return { ...first, screenState: 0, key: `${req.prompt}|${first.framing.shot}` };
}
