/**
 * A gym's equipment cleaned between users, as staff training shows it: the weight bench sprayed with disinfectant from a
 * trigger bottle, then wiped down with a cloth. The bench is the gym's (a coach spots a lifter on it: bodies.ts).
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { rr, type P, type Prop, type Scene } from './bodies';
import { limb } from './stroke';

/** The height of a weight bench's pad. */
export const BENCH_TOP = 0.45;

/** A weight bench, padded, on its frame. */
export const weightBench = (x0: number, x1: number): Prop => (ctx) => {
  ctx.fillStyle = '#3d4a5a';
  for (const lx of [x0 + 0.08, x1 - 0.12]) ctx.fillRect(lx, 0, 0.05, BENCH_TOP);
  rr(ctx, x0, BENCH_TOP - 0.08, x1 - x0, 0.1, 0.03, '#22262e');
  // The pad's top catches the light: it reads against a gym's dark floor.
  rr(ctx, x0 + 0.03, BENCH_TOP, x1 - x0 - 0.06, 0.015, 0.007, '#5a6678');
};

/** A trigger spray bottle held in the hand at `hand`, its nozzle toward +x and down, and the mist it sends onto the pad at `onto`. */
const sprayBottle = (hand: P, onto?: P): Prop => (ctx) => {
  const [x, y] = hand;
  rr(ctx, x - 0.05, y - 0.2, 0.1, 0.2, 0.03, '#7ec8f0');
  rr(ctx, x - 0.05, y - 0.2, 0.1, 0.06, 0.02, 'rgba(255,255,255,0.45)');
  rr(ctx, x - 0.03, y, 0.08, 0.06, 0.015, '#f2f2f2');
  limb(ctx, [[x + 0.04, y + 0.04], [x + 0.1, y + 0.02]], 0.03, '#f2f2f2');
  if (!onto) return;
  // A fan of fine drops from the nozzle down to the pad.
  const from: P = [x + 0.11, y + 0.02];
  ctx.fillStyle = 'rgba(220,240,255,0.85)';
  for (let k = 0; k < 30; k++) {
    const t = ((k * 7) % 30) / 29;
    const spread = (((k * 5) % 9) / 8 - 0.5) * 0.4 * t;
    ctx.beginPath();
    ctx.arc(from[0] + (onto[0] - from[0]) * t + spread, from[1] + (onto[1] - from[1]) * t + spread * 0.6, 0.012 + 0.01 * t, 0, Math.PI * 2);
    ctx.fill();
  }
};

/** A folded cloth under the hand at `hand`, pressed flat on the pad, and the wet sheen it leaves behind it. */
const cloth = (hand: P): Prop => (ctx) => {
  rr(ctx, hand[0] - 0.28, BENCH_TOP + 0.005, 0.2, 0.015, 0.007, 'rgba(200,230,255,0.7)');
  rr(ctx, hand[0] - 0.1, BENCH_TOP, 0.22, 0.06, 0.02, '#ffbe0b');
  rr(ctx, hand[0] - 0.1, BENCH_TOP + 0.035, 0.22, 0.012, 0.006, 'rgba(0,0,0,0.15)');
};

/** Where the spray lands and the cloth wipes: along the bench's pad in front of the worker. */
const PAD: P = [0.86, BENCH_TOP + 0.02];
/** The bench in front of the worker, from x 0.36 to 1.56. */
const BENCH = weightBench(0.36, 1.56);

export const EQUIPMENT_CLEANING = {
  // Standing at the bench, the bottle held out in the near hand spraying the pad, the cloth ready in the far hand.
  'spraying-bench': {
    pose: { hip: [0, 0.92], lean: 16, feet: [[0.08, 0.05], [-0.08, 0.05]], hands: [[0.5, 1.0], [0.16, 0.9]], nod: 26 },
    back: [BENCH],
    front: [sprayBottle([0.5, 1.0], PAD)],
    extent: [-0.24, 1.62, 1.76],
  },
  // Bent over the bench, the cloth pressed flat on the pad in the near hand, wiping along it; the bottle in the far hand.
  'wiping-bench': {
    pose: { hip: [0, 0.84], lean: 52, feet: [[0.14, 0.05], [-0.12, 0.05]], hands: [[0.66, BENCH_TOP + 0.06], [0.26, 0.86]], nod: 18 },
    back: [BENCH, sprayBottle([0.26, 0.86])],
    front: [cloth([0.66, BENCH_TOP + 0.06])],
    extent: [-0.24, 1.62, 1.6],
  },
} satisfies Record<string, Scene>;
