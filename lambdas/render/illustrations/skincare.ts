/**
 * A skincare moment at the bathroom vanity: the cabinet and basin, the mirror above with its shine,
 * the bottles and jar of the routine on the shelf under it; a fingertip of serum at the cheek, the
 * dropper bottle in the other hand.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { limb, rr, type P, type Prop, type Scene } from './bodies';

const TOP = 0.88;

/** The vanity from x0 to x1: its cabinet, the worktop, the basin set in it, the tap. */
export const vanity = (x0: number, x1: number): Prop => (ctx) => {
  rr(ctx, x0, 0, x1 - x0, TOP, 0.02, '#d9c7ae');
  for (const dx of [0.04, (x1 - x0) / 2 + 0.01]) rr(ctx, x0 + dx, 0.08, (x1 - x0) / 2 - 0.05, TOP - 0.16, 0.02, '#e6d8c3');
  rr(ctx, x0 - 0.03, TOP, x1 - x0 + 0.06, 0.05, 0.02, '#f4f1ea');
  rr(ctx, (x0 + x1) / 2 - 0.16, TOP + 0.03, 0.32, 0.03, 0.015, '#cfd9e2');
  limb(ctx, [[(x0 + x1) / 2 + 0.14, TOP + 0.05], [(x0 + x1) / 2 + 0.14, TOP + 0.2], [(x0 + x1) / 2 + 0.04, TOP + 0.2]], 0.03, '#9aa7b4');
};

/** The mirror on the wall above the vanity, two streaks of light across it, a glass shelf of bottles under it. */
export const mirror = (x0: number, x1: number): Prop => (ctx) => {
  rr(ctx, x0 - 0.03, 1.16, x1 - x0 + 0.06, 0.72, 0.06, '#c9b79c');
  rr(ctx, x0, 1.19, x1 - x0, 0.66, 0.05, '#cfe6ef');
  ctx.fillStyle = 'rgba(255,255,255,0.7)';
  for (const [dx, w] of [[0.16, 0.06], [0.26, 0.025]] as const) {
    ctx.beginPath();
    ctx.moveTo(x0 + dx, 1.22);
    ctx.lineTo(x0 + dx + w, 1.22);
    ctx.lineTo(x0 + dx + w + 0.22, 1.82);
    ctx.lineTo(x0 + dx + 0.22, 1.82);
    ctx.closePath();
    ctx.fill();
  }
  rr(ctx, x0 + 0.04, 1.04, x1 - x0 - 0.08, 0.025, 0.01, '#e8eef3');
  // A pump bottle, a jar, a tube standing on the shelf.
  rr(ctx, x0 + 0.1, 1.065, 0.07, 0.14, 0.02, '#f2d4c9');
  rr(ctx, x0 + 0.12, 1.2, 0.03, 0.04, 0.01, '#7b8794');
  rr(ctx, x0 + 0.24, 1.065, 0.12, 0.06, 0.02, '#ffffff');
  rr(ctx, x0 + 0.24, 1.12, 0.12, 0.025, 0.01, '#c9a27e');
  rr(ctx, x0 + 0.42, 1.065, 0.05, 0.16, 0.02, '#a8d5c2');
};

/** An amber dropper bottle held at `hand`, the rubber bulb on its top. */
const dropperBottle = (hand: P): Prop => (ctx) => {
  rr(ctx, hand[0] - 0.035, hand[1] - 0.05, 0.07, 0.11, 0.02, '#c97b2a');
  rr(ctx, hand[0] - 0.02, hand[1] - 0.02, 0.04, 0.05, 0.01, '#f6e7cc');
  rr(ctx, hand[0] - 0.02, hand[1] + 0.06, 0.04, 0.03, 0.01, '#e8e2d6');
  rr(ctx, hand[0] - 0.016, hand[1] + 0.09, 0.032, 0.05, 0.016, '#2b2b2b');
};

/** A dab of serum glistening on the cheek under the fingertip. */
const dab = (at: P): Prop => (ctx) => {
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  for (const [dx, dy, r] of [[0.02, 0.04, 0.012], [0.035, 0.015, 0.008]] as const) {
    ctx.beginPath();
    ctx.arc(at[0] + dx, at[1] + dy, r, 0, Math.PI * 2);
    ctx.fill();
  }
};

const CHEEK: P = [0.13, 1.52];
const BOTTLE: P = [0.34, 1.22];

export const SKINCARE = {
  // Standing at the vanity mirror, a fingertip of serum at the cheek, the dropper bottle in the other hand.
  skincare: {
    pose: { hip: [0, 0.92], lean: 6, feet: [[0.02, 0.05], [-0.08, 0.05]], hands: [CHEEK, BOTTLE], nod: -2 },
    back: [vanity(0.36, 1.26), mirror(0.46, 1.18)],
    front: [dropperBottle(BOTTLE), dab(CHEEK)],
    extent: [-0.2, 1.32, 1.9],
  },
} satisfies Record<string, Scene>;
