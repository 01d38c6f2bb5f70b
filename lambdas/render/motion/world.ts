/**
 * The brand's world behind its cards: the place the video's generated scenes are drawn in (the
 * room or setting their prompts name, read as the illustrated scenes read them), so a proof or an
 * offer is stated in the workshop, clinic or café the viewer has just seen rather than on a
 * template. A plan with no generated scene has no world; its cards keep the art style's field.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { completeScene } from '../compose/complete-scene';
import { parsePrompt } from '../compose/parse-prompt';
import { familyOf } from '../compose/rooms';
import type { Light, SettingId, TimeOfDay } from '../compose/scene-graph';
import type { Sign } from '../illustrations/places';
import type { FootageSibling, Palette } from '../ports';
import { placeBackdrop, signOf } from '../scenes/illustrated';
import type { ArtStyle } from '../spec';

export interface World {
  setting: SettingId;
  time: TimeOfDay;
  light: Light | null;
  sign: Sign | null;
}

const worlds = new WeakMap<readonly FootageSibling[], World | null>();

/**
 * The place most of the video's generated (`t2v_fast`) scenes happen in, counting a kind of room
 * with its family (a physio's room is a clinic); its first such scene's own room, time and light.
 * Null when the plan generates no scene. Read once per plan (its scenes' list), which every card and
 * the end card show: renderVideo reads it while the first lines are spoken, off the first frame's path.
 */
export function brandWorld(scenes: readonly FootageSibling[]): World | null {
  if (!worlds.has(scenes)) worlds.set(scenes, readWorld(scenes));
  return worlds.get(scenes)!;
}

function readWorld(scenes: readonly FootageSibling[]): World | null {
  const drawn = scenes.filter((s) => s.type === 't2v_fast').map((s) => completeScene(parsePrompt(s.prompt)));
  if (drawn.length === 0) return null;
  const count = new Map<SettingId, number>();
  for (const g of drawn) count.set(familyOf(g.setting), (count.get(familyOf(g.setting)) ?? 0) + 1);
  const family = [...count.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
  const first = drawn.find((g) => familyOf(g.setting) === family)!;
  return { setting: first.setting, time: first.time, light: first.light ?? null, sign: signOf(first) };
}

/** Every card of a video paints its world with this seed, so they all show it alike. */
export const WORLD_SEED = 7;

/** The world painted `width` × `height` in the video's colours, as its scenes paint it. */
export function paintWorld(world: World, width: number, height: number, palette: Palette, artStyle: ArtStyle, seed: number): Canvas {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const req = { width: w, height: h, fps: 1, frames: 1, prompt: '', artStyle, palette, image: null, content: { x: 0, y: 0, w, h }, seed };
  const place = placeBackdrop(req, { setting: world.setting, time: world.time, light: world.light, floor: h * 0.8, surfaceTop: null, depthBlur: 0, margin: 0, sign: world.sign });
  const canvas = createCanvas(w, h);
  place.draw(canvas.getContext('2d'), 0, 0);
  return canvas;
}
