/**
 * A generated scene's layout, framed so the caption band stays clear by construction. A tall frame
 * stands people full length with their feet in the band below the content area (compose/layout.ts),
 * and so what stands on the floor in front of them (a treatment chair before a counter, a box at a
 * lifter's feet) may reach into it, where no caption spot would then be clear. When a face, a hand
 * at work or a named thing (keptSubjects) reaches below the content area, the whole picture is
 * framed higher (as far as the content area's top allows) and then only as much smaller as it must
 * be, so all of them end above the band; the camera (./subject-camera.ts) then keeps them there for
 * the whole move. Counters and desks spanning the frame still run off its bottom edge.
 */
import type { Box } from '../draw/layout';
import type { ComposedScene } from '../compose/clauses';
import type { Framing, Layout, Placed, Point } from '../compose/layout';
import { layoutGroups } from '../compose/two-groups';
import { concept, isDrawn, picturesOf } from '../compose/concepts';
import { hasIcon } from '../illustrations/icon-set';
import { iconAspect } from '../illustrations/picture-bounds';
import { keptSubjects, wholeFigures } from './subject-camera';

type Scene = ComposedScene['scene'];

/** The proportions of every illustration `composed` may draw, for its layout (undefined: drawn, or not in the set). */
export async function pictureAspects(composed: ComposedScene): Promise<(picture: string) => number | undefined> {
  const out = new Map<string, number>();
  const names = new Set(composed.groups.flatMap((g) => g.things.flatMap((t) => picturesOf(concept(t.concept)))));
  await Promise.all([...names].filter((n) => !isDrawn(n) && hasIcon(n)).map(async (n) => out.set(n, await iconAspect(n))));
  return (picture) => out.get(picture);
}

/** How far the lowest kept subject that shows in the frame reaches below `bottom` (pixels; 0 when none does). */
export function overhang(layout: Layout, scene: Scene, bottom: number, frameHeight: number): number {
  return Math.max(0, ...keptSubjects(layout, scene).filter(({ box }) => box.y < frameHeight).map(({ box }) => box.y + box.h - bottom));
}

/** `layout` scaled by `s` about x = `cx` and moved so y becomes y·s + `b`; what spans the frame keeps its width, and its foot when off the frame. */
function reframe(layout: Layout, s: number, cx: number, b: number, frameHeight: number): Layout {
  const pt = (p: Point): Point => ({ x: cx + (p.x - cx) * s, y: p.y * s + b });
  const box = (r: Box): Box => ({ ...pt(r), w: r.w * s, h: r.h * s });
  const y = (v: number) => v * s + b;
  const placed = layout.placed.map((p): Placed => {
    const moved: Placed = { ...p, box: box(p.box) };
    if (p.span) {
      const foot = p.box.y + p.box.h >= frameHeight ? p.box.y + p.box.h : y(p.box.y + p.box.h);
      moved.box = { x: p.box.x, y: y(p.box.y), w: p.box.w, h: foot - y(p.box.y) };
    }
    if (p.face) moved.face = box(p.face);
    if (p.arm) moved.arm = { shoulder: pt(p.arm.shoulder), elbow: pt(p.arm.elbow), wrist: pt(p.arm.wrist) };
    if (p.clipTop !== undefined) moved.clipTop = y(p.clipTop);
    if (p.clipBottom !== undefined) moved.clipBottom = y(p.clipBottom);
    return moved;
  });
  return {
    placed,
    pours: layout.pours.map((q) => ({ ...q, from: pt(q.from), to: pt(q.to) })),
    floor: y(layout.floor),
    focus: box(layout.focus),
    anchor: pt(layout.anchor),
  };
}

/** The layout of `composed` in `content`, framed higher, then smaller, when a kept subject would reach below `content`. */
export function framedLayout(composed: ComposedScene, content: Box, frame: { width: number; height: number }, framing: Framing, aspectOf: (picture: string) => number | undefined): Layout {
  const layout = layoutGroups(composed, content, frame, framing, aspectOf);
  const bottom = content.y + content.h;
  const below = overhang(layout, composed.scene, bottom, frame.height);
  if (below <= 0) return layout;
  // What must stay in view: the kept subjects and whole standing figures (their heads) that show in the frame.
  const shown = [...keptSubjects(layout, composed.scene).map((k) => k.box), ...wholeFigures(layout, composed.scene)].filter((r) => r.y < frame.height);
  const top = Math.min(...shown.map((r) => r.y));
  const lowest = bottom + below;
  // Higher by as much as the content area's top allows; the rest is taken by scaling down about its top.
  const rise = Math.min(below, Math.max(0, top - content.y));
  const s = rise === below ? 1 : (bottom - content.y) / (lowest - top);
  const b = rise === below ? -rise : content.y - top * s;
  return reframe(layout, s, layout.focus.x + layout.focus.w / 2, b, frame.height);
}
