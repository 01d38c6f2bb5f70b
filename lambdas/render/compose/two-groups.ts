/**
 * Two groups in one picture (./clauses.ts): side by side when the frame is wide, the first named
 * on the left (on the right when mirrored); staged in depth when it is tall or square, the group
 * with more people in front, full size, and the lesser one behind it, smaller and higher, to one
 * side. Each group is laid out by layoutScene in its own part of the content area; counters and
 * desks that span the frame span only their group's part.
 */
import type { Box } from '../draw/layout';
import { peopleIn, thingOffsets, type ComposedScene } from './clauses';
import { layoutScene, SUBJECT_MARGIN, unionOf, type Framing, type Layout } from './layout';

/** A wide frame's content area is this much wider than high (or more) to put two groups side by side. */
const WIDE = 1.6;
/** The gap between two groups side by side, as a share of the content area's width. */
const GUTTER = 0.03;
/** In depth: the front group's part starts `front` of the content area's height down; the one behind takes `behind` of its width and height. */
const DEPTH = { front: 0.3, behind: { w: 0.62, h: 0.42 } };
/** Drawn before every thing of the group in front. */
const BEHIND_Z = -1000;

interface Part {
  group: number;
  area: Box;
  framing: Framing;
  z: number;
}

export function layoutGroups(
  composed: ComposedScene,
  area: Box,
  frame: { width: number; height: number },
  framing: Framing,
  aspectOf: (picture: string) => number | undefined,
): Layout {
  const { groups } = composed;
  if (groups.length < 2) return layoutScene(groups[0]!, area, frame, framing, aspectOf);
  const offsets = thingOffsets(groups);
  const side = framing.mirror ? -1 : 1;
  // Each part keeps the whole content area's margin at its edges (its own, smaller, would let a subject nearer the frame).
  const m = Math.min(area.w, area.h) * SUBJECT_MARGIN;
  const inset = (b: Box): Box => ({ x: b.x + m, y: b.y, w: b.w - 2 * m, h: b.h });
  let parts: Part[];
  if (area.w > area.h * WIDE) {
    const gutter = area.w * GUTTER;
    const w = (area.w - gutter) / 2;
    const left = { ...area, w };
    const right = { ...area, x: area.x + w + gutter, w };
    const [first, second] = side > 0 ? [left, right] : [right, left];
    parts = [
      { group: 0, area: first, framing: { ...framing, side: 0 }, z: 0 },
      { group: 1, area: second, framing: { ...framing, side: 0 }, z: 0 },
    ];
  } else {
    const front = peopleIn(groups[1]!) > peopleIn(groups[0]!) ? 1 : 0;
    const w = area.w * DEPTH.behind.w;
    parts = [
      { group: front, area: { ...area, y: area.y + area.h * DEPTH.front, h: area.h * (1 - DEPTH.front) }, framing: { ...framing, side: side > 0 ? -1 : 1 }, z: 0 },
      { group: 1 - front, area: { x: side > 0 ? area.x + area.w - w : area.x, y: area.y, w, h: area.h * DEPTH.behind.h }, framing: { ...framing, side: 0 }, z: BEHIND_Z },
    ];
  }
  // The second group is recast (another lead): two of a team at two jobs are two people, never one drawn twice.
  const recast = (part: Part): Framing => ({ ...part.framing, lead: (framing.lead ?? 0) + part.group });
  const layouts = parts.map((part) => ({ part, layout: layoutScene(groups[part.group]!, inset(part.area), frame, recast(part), aspectOf) }));
  const reach = (part: Part) => {
    // A spanning surface runs off the frame on the side where its part meets the content area's edge, else stops at its part's edge.
    const pad = area.w * GUTTER * 0.5;
    const from = part.area.x <= area.x + 0.5 ? -frame.width * 0.25 : part.area.x - pad;
    const to = part.area.x + part.area.w >= area.x + area.w - 0.5 ? frame.width * 1.25 : part.area.x + part.area.w + pad;
    return { from, to };
  };
  const placed = layouts.flatMap(({ part, layout }) =>
    layout.placed.map((p) => {
      const { from, to } = reach(part);
      const box = p.span ? { ...p.box, x: Math.max(p.box.x, from), w: Math.min(p.box.x + p.box.w, to) - Math.max(p.box.x, from) } : p.box;
      return { ...p, thing: p.thing + offsets[part.group]!, z: p.z + part.z, box };
    }),
  );
  placed.sort((a, b) => a.z - b.z);
  const focus = unionOf(layouts.map(({ layout }) => layout.focus));
  return {
    placed,
    pours: layouts.flatMap(({ layout }) => layout.pours),
    floor: Math.min(...layouts.map(({ layout }) => layout.floor)),
    focus,
    anchor: { x: focus.x + focus.w / 2, y: Math.min(...layouts.map(({ layout }) => layout.anchor.y)) },
  };
}
