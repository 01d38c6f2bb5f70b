/**
 * A flat drawn dog in the figures' style, in the gaits play and walks need: trotting on its lead, galloping (all four
 * paws off the floor, ears flying), bowing to play (chest to the floor, rump and tail up) and tugging (braced back, a toy
 * in its jaws). Each dog has a coat of its own, so two dogs together are not one dog twice. Metres, y up, as bodies.ts draws;
 * the dog is drawn in its own frame (rump at 0, paws at 0, facing +x, 1: a medium dog 0.6 m long) placed, scaled and turned.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { limb, type P } from './stroke';

export interface Coat {
  coat: string;
  ear: string;
  patch?: string;
}

/** Coats (body, ears and patches): a golden, a black-and-tan, a cream with brown patches, a grey. */
export const COATS: readonly Coat[] = [
  { coat: '#d9a05b', ear: '#a8643a' },
  { coat: '#3a3a40', ear: '#22222a', patch: '#c98f55' },
  { coat: '#f1e3c6', ear: '#8a5a3b', patch: '#8a5a3b' },
  { coat: '#8d96a3', ear: '#5c6470', patch: '#eef0f2' },
];

export type Gait = 'trot' | 'gallop' | 'bow' | 'tug';

/**
 * Per gait: each leg (hind far, hind near, fore far, fore near) from its top on the body to its paw, through an elbow on the
 * floor where it lies along it; how far the body pitches (degrees, nose up positive) and is lifted; the ear (its middle and
 * tilt: hanging, or flying back at a gallop); the tail's tip.
 */
const GAITS: Record<Gait, { legs: P[][]; pitch: number; lift: number; ear: { at: P; tilt: number }; tail: P }> = {
  trot: {
    legs: [[[0.1, 0.26], [0.02, 0]], [[0.16, 0.26], [0.2, 0]], [[0.4, 0.26], [0.36, 0]], [[0.44, 0.26], [0.52, 0]]],
    pitch: 0, lift: 0, ear: { at: [0.5, 0.5], tilt: 0.3 }, tail: [-0.1, 0.56],
  },
  // Stretched out: hind legs thrown back, forelegs reaching, the whole dog off the floor.
  gallop: {
    legs: [[[0.1, 0.28], [-0.16, 0.1]], [[0.14, 0.28], [-0.1, 0.06]], [[0.42, 0.28], [0.66, 0.14]], [[0.46, 0.28], [0.72, 0.1]]],
    pitch: 4, lift: 0.06, ear: { at: [0.44, 0.56], tilt: -1.2 }, tail: [-0.2, 0.46],
  },
  // The play bow: forelegs flat along the floor, chest low, rump up on straight hind legs.
  bow: {
    legs: [[[0.1, 0.3], [0.06, 0]], [[0.16, 0.3], [0.16, 0]], [[0.4, 0.26], [0.5, 0.03], [0.68, 0.02]], [[0.44, 0.26], [0.56, 0.03], [0.74, 0.02]]],
    pitch: -20, lift: 0.04, ear: { at: [0.5, 0.5], tilt: 0.5 }, tail: [-0.14, 0.6],
  },
  // Braced back against the pull, forepaws planted ahead, head low and forward.
  tug: {
    legs: [[[0.1, 0.24], [0.0, 0]], [[0.16, 0.24], [0.1, 0]], [[0.42, 0.26], [0.56, 0]], [[0.46, 0.26], [0.64, 0]]],
    pitch: 6, lift: -0.02, ear: { at: [0.5, 0.5], tilt: 0.2 }, tail: [-0.12, 0.5],
  },
};

/** Where a dog is and how it looks: its rump at (x, y) on the floor, `s` its size, `facing` -1 to face left. */
export interface DogAt {
  x: number;
  y: number;
  s: number;
  coat: Coat;
  gait: Gait;
  facing?: 1 | -1;
}

/** A point of the dog's own frame in the picture's metres. */
const placed = (d: DogAt, [px, py]: P): P => {
  const g = GAITS[d.gait];
  const a = (g.pitch * Math.PI) / 180;
  // Pitched about the hind hip, so the hind paws stay put.
  const [hx, hy] = [0.12, 0.28];
  const [rx, ry] = [hx + (px - hx) * Math.cos(a) - (py - hy) * Math.sin(a), hy + (px - hx) * Math.sin(a) + (py - hy) * Math.cos(a)];
  return [d.x + (d.facing ?? 1) * rx * d.s, d.y + (ry + g.lift) * d.s];
};

/** The snout's tip (what it carries is held there) and the collar (where a lead clips on). */
export const dogMouth = (d: DogAt): P => placed(d, [0.72, 0.46]);
export const dogCollar = (d: DogAt): P => placed(d, [0.46, 0.4]);

/** Draws the dog; `mouth`, if given, is drawn in its jaws after the head (a ball, a rope's end). */
export function drawDog(ctx: SKRSContext2D, d: DogAt, mouth?: (ctx: SKRSContext2D, at: P) => void): void {
  const g = GAITS[d.gait];
  const { s, coat } = d;
  const at = (p: P) => placed(d, p);
  // The far legs first, darker; each leg's top moves with the body, its paw stays where the gait puts it (off the floor galloping).
  const paw = ([px, py]: P): P => [d.x + (d.facing ?? 1) * px * s, d.y + (py + (d.gait === 'gallop' ? g.lift : 0)) * s];
  for (const k of [0, 2, 1, 3]) {
    const [top, ...down] = g.legs[k]!;
    limb(ctx, [at(top!), ...down.map(paw)], 0.055 * s, k % 2 ? coat.coat : coat.ear);
  }
  limb(ctx, [at([0.04, 0.36]), at([g.tail[0] * 0.6, (0.36 + g.tail[1]) / 2]), at(g.tail)], 0.045 * s, coat.coat);
  // The body and chest, a patch on the shoulder.
  limb(ctx, [at([0.06, 0.3]), at([0.44, 0.3])], 0.2 * s, coat.coat);
  if (coat.patch) limb(ctx, [at([0.34, 0.27]), at([0.44, 0.27])], 0.11 * s, coat.patch);
  // Neck and head, snout forward, an ear (flying back when galloping).
  limb(ctx, [at([0.44, 0.34]), at([0.52, 0.48])], 0.12 * s, coat.coat);
  const head = at([0.55, 0.52]);
  ctx.fillStyle = coat.coat;
  ctx.beginPath();
  ctx.arc(head[0], head[1], 0.095 * s, 0, Math.PI * 2);
  ctx.fill();
  limb(ctx, [at([0.58, 0.49]), at([0.68, 0.47])], 0.085 * s, coat.patch ?? coat.coat);
  ctx.fillStyle = '#1f1f24';
  for (const [p, r] of [[at([0.71, 0.49]), 0.024], [at([0.58, 0.55]), 0.016]] as const) {
    ctx.beginPath();
    ctx.arc(p[0], p[1], r * s, 0, Math.PI * 2);
    ctx.fill();
  }
  const ear = at(g.ear.at);
  ctx.fillStyle = coat.ear;
  ctx.beginPath();
  ctx.ellipse(ear[0], ear[1], 0.045 * s, 0.095 * s, (d.facing ?? 1) * g.ear.tilt, 0, Math.PI * 2);
  ctx.fill();
  limb(ctx, [at([0.45, 0.38]), at([0.5, 0.44])], 0.035 * s, '#c0392b');
  mouth?.(ctx, dogMouth(d));
}
