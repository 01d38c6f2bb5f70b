/**
 * A bakery's deck oven seen from the front: steel decks stacked on a stand, each with its door and a lit
 * window, the top deck open with its glow; the baker's peel drawing the bake out of it (loaves, pretzels, rolls:
 * bakes.ts). A pizzeria's oven is the domed one (concepts' oven): a bakery bakes in decks. Metres, y up, as
 * bodies.ts draws.
 */
import { limb, rr, type P, type Prop, type Scene } from './bodies';
import type { Bake } from './bakes';

const STEEL = '#aeb9c4';
const DARK = '#3d4a5a';

/** The open deck's mouth: where the peel comes out. */
export const MOUTH = { bottom: 1.02, top: 1.3 } as const;

/** The oven from x0 to x1: the stand, a closed deck with its lit window, the open deck above with the bake still inside, the hood. */
const oven = (x0: number, x1: number, bake: Bake): Prop => (ctx) => {
  const w = x1 - x0;
  limb(ctx, [[x0 + 0.06, 0], [x0 + 0.06, 0.5]], 0.05, DARK);
  limb(ctx, [[x1 - 0.06, 0], [x1 - 0.06, 0.5]], 0.05, DARK);
  rr(ctx, x0, 0.5, w, 1.24, 0.03, STEEL);
  // The lower deck shut, its window lit by the bake inside.
  rr(ctx, x0 + 0.08, 0.6, w - 0.16, 0.34, 0.02, DARK);
  rr(ctx, x0 + 0.2, 0.68, w - 0.4, 0.16, 0.02, '#f4a259');
  limb(ctx, [[x0 + 0.2, 0.9], [x1 - 0.2, 0.9]], 0.025, '#22262e');
  // The upper deck open: its glow, the bake not yet drawn.
  rr(ctx, x0 + 0.08, MOUTH.bottom, w - 0.16, MOUTH.top - MOUTH.bottom, 0.02, '#5a2d16');
  rr(ctx, x0 + 0.12, MOUTH.top - 0.1, w - 0.24, 0.06, 0.02, '#e76f2b');
  for (let x = x0 + 0.55; x < x1 - 0.2; x += 0.22) bake(ctx, x, MOUTH.bottom + 0.02, 0.18);
  // The hood with its steam vent and dials.
  rr(ctx, x0, 1.38, w, 0.36, 0.03, '#c9d2dc');
  for (let k = 0; k < 3; k++) {
    ctx.fillStyle = DARK;
    ctx.beginPath();
    ctx.arc(x0 + 0.2 + k * 0.14, 1.56, 0.035, 0, Math.PI * 2);
    ctx.fill();
  }
};

/** The peel's long handle from the far hand through the near one to its blade at the mouth, three of the bake on the blade. */
const peel = (far: P, near: P, x0: number, bake: Bake): Prop => (ctx) => {
  const blade: P = [x0 - 0.08, MOUTH.bottom + 0.02];
  limb(ctx, [far, near, blade], 0.03, '#b07a43');
  rr(ctx, blade[0], blade[1] - 0.02, 0.5, 0.03, 0.012, '#d9a866');
  for (let k = 0; k < 3; k++) bake(ctx, blade[0] + 0.1 + k * 0.155, blade[1], 0.135);
};

const NEAR: P = [0.44, 1.06];
const FAR: P = [0.22, 1.0];
const OVEN_X = 0.62;

/**
 * The baker leaning back a little from the open deck, both hands on the peel's handle, the bake drawn out on its
 * blade; the oven behind them, the peel in front.
 */
export const drawingOut = (bake: Bake): Scene => ({
  pose: { hip: [0, 0.92], lean: -4, feet: [[0.16, 0.05], [-0.14, 0.05]], hands: [NEAR, FAR], nod: 6 },
  back: [oven(OVEN_X, OVEN_X + 1.3, bake)],
  front: [peel(FAR, NEAR, OVEN_X, bake)],
  extent: [-0.24, 1.96, 1.76],
});
