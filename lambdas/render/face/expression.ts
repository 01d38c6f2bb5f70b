/**
 * Where every vertex of a face mesh goes for one frame: the jaw and lips take the mouth pose of
 * the line being spoken, the upper lids close in a blink, the brows lift on a stressed word,
 * the head turns and shifts a little about the neck and the chest rises with the breath. A pure
 * function of the pose, so any frame can be drawn alone and a test can compare two mouths at
 * one head pose.
 */
import type { MouthPose } from '../speech/visemes';
import { distance, inFace, LANDMARKS, type Point } from './landmarks';
import type { FaceMesh } from './mesh';

export interface FacePose {
  mouth: MouthPose;
  /** 0 eyes open … 1 closed. */
  blink: number;
  /** 0 brows at rest … 1 raised. */
  brows: number;
  /** Head roll in radians (about the neck) and shift in face units. */
  head: { roll: number; across: number; down: number };
  /** 0 breathed out … 1 breathed in. */
  breath: number;
}

/** Mouth geometry, in mouth widths: the gap between the lips at `open: 1`. */
const OPEN_GAP = 0.34;
/** Of a widening gap, the upper lip's share (the jaw drops the rest); of a closing one, more. */
const UPPER_SHARE = { opening: 0.12, closing: 0.4 };
/** Lips pushed out by `round` look fuller: each lip grows by this much of the width. */
const ROUND_FULLNESS = 0.06;
/** A tucked lower lip rolls in by this much of the width. */
const TUCK_ROLL = 0.05;
/** Where closed lids meet, from the upper lid (0) to the lower (1). */
const LIDS_MEET = 0.75;
/** Brow lift in face units (eye to eye). */
const BROW_LIFT = 0.12;
/** Breath: how far the chest, shoulders and head rise, in face units. */
const BREATH_RISE = 0.05;

/** How much of a lip's fullness or roll a point at `u` (−1 left corner … 1 right corner) shows. */
const lipProfile = (u: number) => Math.max(0.3, 1 - 0.7 * u * u);
/**
 * The opening's height across the mouth (u from −1 at the left corner to 1 at the right), as a
 * share of its middle: an ellipse that spans more of the mouth the wider the jaw opens, and
 * less as the lips round (an /u/ opens only in the middle).
 */
function openingShape(u: number, pose: MouthPose): number {
  const span = Math.min(1, Math.max(0.7, 0.55 + 0.45 * pose.open - 0.4 * pose.round));
  return Math.sqrt(Math.max(0, 1 - (u / span) ** 2));
}
/** The corners sag by this share of the jaw's drop. */
const CORNER_SAG = 0.25;

const UPPER = new Set<number>(LANDMARKS.upperOuterLip);
const CORNERS = new Set<number>(LANDMARKS.mouthCorners);
/** Inner lip landmarks facing each other across the mouth. */
const FACING = [
  [61, 67],
  [62, 66],
  [63, 65],
] as const;

/** Mouth axes at rest: centre, unit vectors along and down, width, and the lips' own gap. */
export function mouthAxes(points: readonly Point[]) {
  const left = points[48]!;
  const right = points[54]!;
  const width = distance(left, right);
  const along = { x: (right.x - left.x) / width, y: (right.y - left.y) / width };
  const down = { x: -along.y, y: along.x };
  const centre = { x: (left.x + right.x) / 2, y: (left.y + right.y) / 2 };
  const depth = (p: Point) => (p.x - centre.x) * down.x + (p.y - centre.y) * down.y;
  const gap = FACING.reduce((sum, [u, l]) => sum + Math.max(0, depth(points[l]!) - depth(points[u]!)), 0) / FACING.length;
  return { centre, along, down, width, gap };
}

/** Piecewise-linear interpolation through (u, value) knots sorted by u. */
function along(knots: readonly { u: number; v: number }[], u: number): number {
  if (u <= knots[0]!.u) return knots[0]!.v;
  for (let k = 1; k < knots.length; k++) {
    const a = knots[k - 1]!;
    const b = knots[k]!;
    if (u <= b.u) return a.v + ((b.v - a.v) * (u - a.u)) / (b.u - a.u || 1);
  }
  return knots[knots.length - 1]!.v;
}

/**
 * Lips and jaw for a mouth pose. All across the mouth, the gap between the inner lips goes from
 * the photo's own to the pose's (`open` high in the middle, rounding off into the corners), the
 * upper lip taking a small share of the change and the jaw the rest; the outer lips follow by
 * interpolation. `width` spreads or narrows the lips, `round` narrows them more and pushes them
 * out (fuller), `tuck` rolls the lower lip in.
 */
function moveMouth(mesh: FaceMesh, out: Point[], pose: MouthPose): void {
  const P = mesh.points;
  const { centre, along: x, down, width } = mouthAxes(P);
  const half = width / 2;
  const across = (p: Point) => ((p.x - centre.x) * x.x + (p.y - centre.y) * x.y) / half;
  const depth = (p: Point) => (p.x - centre.x) * down.x + (p.y - centre.y) * down.y;
  const { upperLip, lowerLip } = mesh.teeth;
  // Each lip's inner edge as a depth along the mouth; the gap at any point across is between the two.
  const edge = (chain: readonly number[]) => chain.map((i) => ({ u: across(P[i]!), v: depth(P[i]!) })).sort((a, b) => a.u - b.u);
  const upperEdge = edge(upperLip);
  const lowerEdge = edge(lowerLip);
  const change = (u: number) => {
    const delta = OPEN_GAP * pose.open * width * openingShape(u, pose) - Math.max(0, along(lowerEdge, u) - along(upperEdge, u));
    const lift = delta * (delta > 0 ? UPPER_SHARE.opening : UPPER_SHARE.closing);
    return { lift, drop: delta - lift };
  };
  // Every point of both inner edges, so closed lips meet along one line (not point to point).
  const upper = upperLip.slice(1, -1).map((i) => ({ i, u: across(P[i]!), v: change(across(P[i]!)).lift }));
  const lower = lowerLip.slice(1, -1).map((i) => ({ i, u: across(P[i]!), v: change(across(P[i]!)).drop }));
  const deepest = Math.max(...lower.map((c) => c.v));
  // Closing a mouth the photo shows open moves the lips more than the jaw.
  const jawDrop = deepest > 0 ? deepest : 0.5 * Math.min(...lower.map((c) => c.v));
  const sag = CORNER_SAG * Math.max(0, jawDrop);
  const knots = (points: typeof upper, corner: number) => [{ u: -1, v: corner }, ...[...points].sort((a, b) => a.u - b.u), { u: 1, v: corner }];
  const lifts = knots(upper, -sag);
  const drops = knots(lower, sag);
  const spread = 1 + (pose.width - 0.5) * 0.5 - pose.round * 0.2;
  const innerSpread = spread - pose.round * 0.15;
  const fuller = pose.round * ROUND_FULLNESS * width;
  const roll = pose.tuck * TUCK_ROLL * width;
  const move = (i: number, dx: number, dy: number) => {
    const p = P[i]!;
    out[i] = { x: p.x + x.x * dx + down.x * dy, y: p.y + x.y * dx + down.y * dy };
  };
  for (const { i, u, v } of upper) move(i, (innerSpread - 1) * u * half, -v);
  for (const { i, u, v } of lower) move(i, (innerSpread - 1) * u * half, v);
  // Outer and inner corner move as one: they are a pixel or two apart.
  for (const i of LANDMARKS.mouthCorners) move(i, (spread - 1) * across(P[i]!) * half, sag);
  for (const i of LANDMARKS.outerLips) {
    if (CORNERS.has(i)) continue;
    const u = across(P[i]!);
    const dy = UPPER.has(i) ? -along(lifts, u) - fuller * lipProfile(u) : along(drops, u) + (fuller - roll) * lipProfile(u);
    move(i, (spread - 1) * u * half, dy);
  }
  for (const i of LANDMARKS.jaw) {
    const k = jawDrop * mesh.jawWeight[i]!;
    out[i] = { x: out[i]!.x + down.x * k, y: out[i]!.y + down.y * k };
  }
}

/**
 * The two rows between the lips: each keeps its rest offset from its lip (the photo's own teeth
 * stay on their lip), pressed together in proportion as the lips close past where the photo has
 * them; between the rows, the mouth opens.
 */
function placeTeethRows(mesh: FaceMesh, out: Point[]): void {
  const { down } = mouthAxes(mesh.points);
  const { upper, lower, upperLip, lowerLip } = mesh.teeth;
  const gap = (pts: readonly Point[], k: number) => (pts[lowerLip[k]!]!.x - pts[upperLip[k]!]!.x) * down.x + (pts[lowerLip[k]!]!.y - pts[upperLip[k]!]!.y) * down.y;
  for (let k = 1; k < upper.length - 1; k++) {
    const rest = gap(mesh.points, k);
    const squeeze = rest > 1e-6 ? Math.max(0, Math.min(1, gap(out, k) / rest)) : 0;
    for (const [row, lip] of [
      [upper, upperLip],
      [lower, lowerLip],
    ] as const) {
      const from = mesh.points[lip[k]!]!;
      const at = mesh.points[row[k]!]!;
      out[row[k]!] = { x: out[lip[k]!]!.x + (at.x - from.x) * squeeze, y: out[lip[k]!]!.y + (at.y - from.y) * squeeze };
    }
  }
}

function closeEyes(out: Point[], blink: number): void {
  LANDMARKS.upperLids.forEach((upper, k) => {
    const lower = LANDMARKS.lowerLids[k]!;
    const u = out[upper]!;
    const l = out[lower]!;
    const meet = { x: u.x + (l.x - u.x) * LIDS_MEET, y: u.y + (l.y - u.y) * LIDS_MEET };
    out[upper] = { x: u.x + (meet.x - u.x) * blink, y: u.y + (meet.y - u.y) * blink };
    out[lower] = { x: l.x + (meet.x - l.x) * blink, y: l.y + (meet.y - l.y) * blink };
  });
}

/** The mesh's vertices for one pose, in the picture's pixels. */
export function poseFace(mesh: FaceMesh, pose: FacePose): Point[] {
  const f = mesh.frame;
  const out = mesh.points.slice();
  moveMouth(mesh, out, pose.mouth);
  placeTeethRows(mesh, out);
  closeEyes(out, pose.blink);
  const lift = pose.brows * BROW_LIFT * f.unit;
  for (const i of LANDMARKS.brows) out[i] = { x: out[i]!.x - f.down.x * lift, y: out[i]!.y - f.down.y * lift };

  const chin = mesh.points[LANDMARKS.chin]!;
  const neck = { x: chin.x + f.down.x * 0.8 * f.unit, y: chin.y + f.down.y * 0.8 * f.unit };
  const shift = inFace(f, pose.head.across, pose.head.down);
  const rise = pose.breath * BREATH_RISE * f.unit;
  return out.map((p, i) => {
    const w = mesh.headWeight[i]!;
    const angle = pose.head.roll * w;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const x = p.x - neck.x;
    const y = p.y - neck.y;
    const b = mesh.breathWeight[i]! * rise;
    return {
      x: neck.x + x * cos - y * sin + (shift.x - f.eyes.x) * w - f.down.x * b,
      y: neck.y + x * sin + y * cos + (shift.y - f.eyes.y) * w - f.down.y * b,
    };
  });
}
