/**
 * A grower's and a garden centre's things: a potting bench of seed trays with seedlings, a watering
 * can tipped over them with water falling from its rose; a plant table of potted tomato plants and a
 * pot lifted off it to look at. Metres, y up, as bodies.ts draws (its helpers are read only when
 * drawn: bodies.ts loads this file).
 */
import { limb, rr, type P, type Prop } from './bodies';

const LEAF = '#4f9a46';
const LEAF_LIGHT = '#79c267';
const POT = '#c8693f';
const WATER = '#3fa7e0';

/** A bench from x0 to x1 at `top`, slatted top on legs: the potting bench, the plant table, the market stall's trestle. */
export const bench = (x0: number, x1: number, top: number): Prop => (ctx) => {
  ctx.fillStyle = '#8a5a3b';
  for (const lx of [x0 + 0.06, x1 - 0.1]) ctx.fillRect(lx, 0, 0.045, top);
  ctx.fillRect(x0 + 0.06, 0.18, x1 - x0 - 0.12, 0.035);
  rr(ctx, x0, top - 0.05, x1 - x0, 0.06, 0.015, '#b07a4f');
};

/** A sprig of two leaves on a stem from (x, y), `h` tall. */
const sprout = (ctx: Parameters<Prop>[0], x: number, y: number, h: number) => {
  limb(ctx, [[x, y], [x, y + h]], 0.008, LEAF);
  ctx.fillStyle = LEAF_LIGHT;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(x + side * h * 0.35, y + h, h * 0.38, h * 0.16, side * 0.5, 0, Math.PI * 2);
    ctx.fill();
  }
};

/** Seed trays from x0 to x1 on a bench top at y: black trays of soil, a row of seedlings in each. */
const seedTrays = (x0: number, x1: number, y: number): Prop => (ctx) => {
  const w = (x1 - x0 - 0.04) / 2;
  for (const tx of [x0, x0 + w + 0.04]) {
    rr(ctx, tx, y, w, 0.06, 0.01, '#2b2f36');
    rr(ctx, tx + 0.01, y + 0.045, w - 0.02, 0.02, 0.008, '#5b4636');
    for (let k = 0; k < 5; k++) sprout(ctx, tx + 0.04 + (k * (w - 0.08)) / 4, y + 0.06, 0.05 + (k % 2) * 0.02);
  }
};

/** A point of the can (its handle's grip at the origin) turned by `tilt` radians and set at `grip`. */
const turned = (grip: P, tilt: number, [x, y]: P): P => [grip[0] + x * Math.cos(tilt) - y * Math.sin(tilt), grip[1] + x * Math.sin(tilt) + y * Math.cos(tilt)];
/** Where the can's rose is, its handle gripped (the can's own coordinates). */
const ROSE: P = [0.36, -0.03];

/** A green watering can held by its top handle at `grip`, tipped forward by `tilt` (radians, negative pours forward). */
const can = (grip: P, tilt: number): Prop => (ctx) => {
  ctx.save();
  ctx.translate(grip[0], grip[1]);
  ctx.rotate(tilt);
  const green = '#2f8f6b';
  limb(ctx, [[0.1, -0.2], [ROSE[0], ROSE[1]]], 0.03, green);
  ctx.fillStyle = '#247256';
  ctx.beginPath();
  ctx.ellipse(ROSE[0], ROSE[1], 0.025, 0.05, -0.7, 0, Math.PI * 2);
  ctx.fill();
  rr(ctx, -0.13, -0.27, 0.25, 0.22, 0.04, green);
  ctx.strokeStyle = green;
  ctx.lineWidth = 0.025;
  ctx.beginPath();
  ctx.moveTo(-0.1, -0.06);
  ctx.quadraticCurveTo(0, 0.06, 0.08, -0.06);
  ctx.stroke();
  rr(ctx, -0.1, -0.2, 0.18, 0.03, 0.01, 'rgba(255,255,255,0.25)');
  ctx.restore();
};

/** Water falling from the rose at `from` down to `floor` in a fan of drops. */
const shower = (from: P, floor: number): Prop => (ctx) => {
  ctx.fillStyle = WATER;
  const fall = from[1] - floor;
  for (let k = 0; k < 5; k++) {
    for (let j = 1; j <= 3; j++) {
      const t = (j + (k % 2) * 0.5) / 3.5;
      ctx.beginPath();
      ctx.ellipse(from[0] + (k - 2) * 0.025 * (1 + t) + t * 0.04, from[1] - fall * t, 0.008, 0.016, 0, 0, Math.PI * 2);
      ctx.fill();
    }
  }
};

/**
 * Watering seedlings: the bench from x0 to x1 (top at `top`) with its seed trays behind, the can in the hand at `grip`
 * tipped over them, water falling from its rose onto the seedlings.
 */
export const wateringBench = (x0: number, x1: number, top: number, grip: P, tilt: number): { back: Prop[]; front: Prop[] } => {
  const rose = turned(grip, tilt, ROSE);
  return { back: [bench(x0, x1, top), seedTrays(x0 + 0.04, x1 - 0.04, top + 0.01)], front: [shower(rose, top + 0.08), can(grip, tilt)] };
};

/** A terracotta pot with its bottom at (x, y), `w` wide at its rim, a tomato plant in it: leaves on its stems, red fruit. */
const tomatoPlant = (x: number, y: number, w: number): Prop => (ctx) => {
  const h = w * 0.8;
  limb(ctx, [[x + w / 2, y + h], [x + w / 2, y + h + w * 1.2]], w * 0.06, LEAF);
  ctx.fillStyle = LEAF;
  for (const [dx, dy, r] of [[-0.25, 1.0, 0.3], [0.28, 1.2, 0.28], [-0.05, 1.7, 0.32], [0.2, 1.55, 0.22], [-0.3, 1.45, 0.2]] as const) {
    ctx.beginPath();
    ctx.ellipse(x + w / 2 + dx * w, y + dy * w, r * w, r * w * 0.62, dx, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = '#e0402f';
  for (const [dx, dy] of [[0.12, 1.05], [-0.16, 1.3], [0.3, 1.42], [0.02, 1.38]] as const) {
    ctx.beginPath();
    ctx.arc(x + w / 2 + dx * w, y + dy * w, w * 0.1, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = POT;
  ctx.beginPath();
  ctx.moveTo(x + w * 0.12, y);
  ctx.lineTo(x, y + h);
  ctx.lineTo(x + w, y + h);
  ctx.lineTo(x + w * 0.88, y);
  ctx.closePath();
  ctx.fill();
  rr(ctx, x - w * 0.04, y + h - w * 0.16, w * 1.08, w * 0.18, w * 0.04, '#b35a33');
};

/** A plant table from x0 to x1 at `top`, a row of potted tomato plants on it and more on the shelf below. */
export const plantTable = (x0: number, x1: number, top: number): Prop[] => {
  const pots = (y: number, n: number, w: number) => Array.from({ length: n }, (_, k) => tomatoPlant(x0 + 0.04 + (k * (x1 - x0 - 0.08 - w)) / Math.max(1, n - 1), y, w));
  return [bench(x0, x1, top), ...pots(0.22, 3, 0.14), ...pots(top + 0.01, 4, 0.15)];
};

/** A potted plant held up at `hand` (the pot's rim in the hand) to look at. */
export const heldPlant = (hand: P): Prop => tomatoPlant(hand[0] - 0.07, hand[1] - 0.06, 0.15);
