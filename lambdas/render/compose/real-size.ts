/**
 * A thing shown in a place with nobody there (the planner's "The inside of a hostel … Focus: pancakes", "The entrance of a
 * florist … Focus: houseplants") keeps its real size in that place: framed as the group of the shot, a plate of pancakes
 * had filled a tall frame's width over the counter, a potted plant stood taller than the shop's door, crêpes lay on a
 * table smaller than their plate. After the layout, such things shrink together (about where they rest, so what stands in
 * what keeps to it) to what the place's scale allows:
 * - on a table or bench, their real share of its height (a plate a third of a table's), the table grown about its top first
 *   as far as the content area's width and the frame's bottom edge allow: nearer the camera, not a giant plate on a toy table;
 * - on the ground outdoors (a shop's pavement), the scale of its facade (`GROUND_SPAN` metres across the frame's short side);
 * - on a counter running off the frame, or a room's floor, a close-up on it: never more than `CLOSE_MOST` of the short side at its shot.
 * Never below `READABLE` of the short side, and never larger than laid out. Products the engine draws (a water bottle, a
 * serum, the product's box) stay the hero of their shot, and so does anything held, poured or filling a close-up.
 */
import type { Box } from '../draw/layout';
import { concept, isDrawn, type Kind } from './concepts';
import type { CompleteScene } from './complete-scene';
import type { Layout, Placed } from './layout';
import { INDOOR, type Shot } from './scene-graph';

/** What is shown at its real size in a place: small things, not people, animals, vehicles, devices or machines. */
const SMALL: ReadonlySet<Kind> = new Set<Kind>(['food', 'drink', 'container', 'plant', 'thing']);
/** Metres a tall or wide frame's short side shows of a facade and its pavement: a shop door (2.1 m) is about three quarters of it. */
const GROUND_SPAN = 2.8;
/** The largest share of the frame's short side a thing on a counter or a room's floor takes, by shot: a close-up, not an icon filling the frame. */
const CLOSE_MOST: Record<Shot, number> = { close: 0.56, medium: 0.42, wide: 0.32 };
/** The smallest share of the short side a thing shrinks to: it still reads. */
const READABLE = 0.24;
/** How far below the frame's bottom edge a table grown nearer may reach (its legs run off it). */
const BELOW = 1.05;
/** A table's or bench's height (metres) its drawn box stands for. */
const SURFACE_METRES: Readonly<Record<string, number>> = { table: 0.75, bench: 0.45 };

const union = (boxes: readonly Box[]): Box => {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return { x, y, w: Math.max(...boxes.map((b) => b.x + b.w)) - x, h: Math.max(...boxes.map((b) => b.y + b.h)) - y };
};

/** Whether `scene` is things alone in a place, each shown at its real size there (not a product the engine draws as the hero). */
function thingsAlone(scene: CompleteScene, layout: Layout): boolean {
  if (layout.pours.length > 0) return false;
  return layout.placed.every((p) => {
    const c = concept(scene.things[p.thing]!.concept);
    if (p.role === 'surface') return true;
    return p.role === 'subject' && SMALL.has(c.kind) && !c.fills && !(isDrawn(c.picture) && c.kind !== 'food');
  });
}

/** How the place sets their scale: the table or bench under them (by its height), the facade behind them, or a close-up. */
function scaleOf(scene: CompleteScene, layout: Layout, things: readonly Placed[], short: number): { table: Placed; metres: number } | { perMetre: number } | null {
  const rests = scene.relations.filter((r) => (r.kind === 'on' || r.kind === 'in') && things.some((p) => p.thing === r.figure)).map((r) => r.ground);
  const surface = layout.placed.find((p) => p.role === 'surface' && rests.includes(p.thing));
  const metres = surface && !surface.span ? SURFACE_METRES[scene.things[surface.thing]!.concept] : undefined;
  if (surface && metres) return { table: surface, metres };
  if (!surface && !INDOOR.has(scene.setting)) return { perMetre: short / GROUND_SPAN };
  return null;
}

/** `layout` with a lone thing's group at its real size in the place (see above), in content area `area` at `shot`; unchanged otherwise. */
export function atRealSize(scene: CompleteScene, layout: Layout, area: Box, frame: { width: number; height: number }, shot: Shot): Layout {
  const things = layout.placed.filter((p) => p.role === 'subject');
  if (things.length === 0 || !thingsAlone(scene, layout)) return layout;
  const short = Math.min(frame.width, frame.height);
  const group = union(things.map((p) => p.box));
  const scale = scaleOf(scene, layout, things, short);
  // The largest thing sets the scale: at its real length, or the close-up's most.
  const largest = things.reduce((a, b) => (Math.max(b.box.w, b.box.h) > Math.max(a.box.w, a.box.h) ? b : a));
  const long = Math.max(largest.box.w, largest.box.h);
  const metres = concept(scene.things[largest.thing]!.concept).size;
  // A table comes nearer first, as far as the content area's width and the frame's bottom edge allow.
  const table = scale && 'table' in scale ? scale.table.box : null;
  const grow = table ? Math.max(1, Math.min(area.w / table.w, (frame.height * BELOW - table.y) / table.h)) : 1;
  const perMetre = !scale ? 0 : 'perMetre' in scale ? scale.perMetre : (scale.table.box.h * grow) / scale.metres;
  const real = perMetre > 0 ? metres * perMetre : short * CLOSE_MOST[shot];
  const s = Math.min(1, Math.max(real, short * READABLE) / long);
  if (s >= 1 && grow <= 1) return layout;
  // About the middle of where they rest: each keeps its place in the group, the group its foot (the table its top).
  const pivot = { x: group.x + group.w / 2, y: group.y + group.h };
  const about = (b: Box, k: number): Box => ({ x: pivot.x + (b.x - pivot.x) * k, y: pivot.y + (b.y - pivot.y) * k, w: b.w * k, h: b.h * k });
  const placed = layout.placed.map((p) => (p.role === 'subject' ? { ...p, box: about(p.box, s) } : p.box === table ? { ...p, box: about(p.box, grow) } : p));
  const focus = union(placed.filter((p) => p.role === 'subject').map((p) => p.box));
  return { ...layout, placed, focus, anchor: { x: focus.x + focus.w / 2, y: focus.y + focus.h / 2 } };
}
