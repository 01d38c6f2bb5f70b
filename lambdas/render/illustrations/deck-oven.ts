/**
 * A bakery's deck oven seen from the front: steel decks stacked on a stand, each with its door and a lit
 * window, the top deck open with its glow; the baker's peel drawing a row of loaves out of it. A pizzeria's
 * oven is the domed one (concepts' oven): a bakery bakes in decks. Metres, y up, as bodies.ts draws.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { limb, rr, type P, type Prop } from './bodies';

const STEEL = '#aeb9c4';
const DARK = '#3d4a5a';
const CRUST = '#b5652a';

/** The open deck's mouth: where the peel comes out. */
export const MOUTH = { bottom: 1.02, top: 1.3 } as const;

/** A loaf side on, its crust scored. */
function loaf(ctx: SKRSContext2D, x: number, y: number, w: number): void {
  ctx.fillStyle = CRUST;
  ctx.beginPath();
  ctx.ellipse(x, y, w / 2, w * 0.34, 0, 0, Math.PI);
  ctx.fill();
  for (let k = -1; k <= 1; k++) limb(ctx, [[x + k * w * 0.16 - w * 0.05, y + w * 0.18], [x + k * w * 0.16 + w * 0.05, y + w * 0.28]], w * 0.045, '#f0c27a');
}

/** The oven from x0 to x1: the stand, a closed deck with its lit window, the open deck above with loaves still inside, the hood. */
const oven = (x0: number, x1: number): Prop => (ctx) => {
  const w = x1 - x0;
  limb(ctx, [[x0 + 0.06, 0], [x0 + 0.06, 0.5]], 0.05, DARK);
  limb(ctx, [[x1 - 0.06, 0], [x1 - 0.06, 0.5]], 0.05, DARK);
  rr(ctx, x0, 0.5, w, 1.24, 0.03, STEEL);
  // The lower deck shut, its window lit by the bake inside.
  rr(ctx, x0 + 0.08, 0.6, w - 0.16, 0.34, 0.02, DARK);
  rr(ctx, x0 + 0.2, 0.68, w - 0.4, 0.16, 0.02, '#f4a259');
  limb(ctx, [[x0 + 0.2, 0.9], [x1 - 0.2, 0.9]], 0.025, '#22262e');
  // The upper deck open: its glow, the loaves not yet drawn.
  rr(ctx, x0 + 0.08, MOUTH.bottom, w - 0.16, MOUTH.top - MOUTH.bottom, 0.02, '#5a2d16');
  rr(ctx, x0 + 0.12, MOUTH.top - 0.1, w - 0.24, 0.06, 0.02, '#e76f2b');
  for (let x = x0 + 0.55; x < x1 - 0.2; x += 0.22) loaf(ctx, x, MOUTH.bottom + 0.02, 0.18);
  // The hood with its steam vent and dials.
  rr(ctx, x0, 1.38, w, 0.36, 0.03, '#c9d2dc');
  for (let k = 0; k < 3; k++) {
    ctx.fillStyle = DARK;
    ctx.beginPath();
    ctx.arc(x0 + 0.2 + k * 0.14, 1.56, 0.035, 0, Math.PI * 2);
    ctx.fill();
  }
};

/** The peel's long handle from the far hand through the near one to its blade at the mouth, loaves on the blade. */
const peel = (far: P, near: P, x0: number): Prop => (ctx) => {
  const blade: P = [x0 - 0.08, MOUTH.bottom + 0.02];
  limb(ctx, [far, near, blade], 0.03, '#b07a43');
  rr(ctx, blade[0], blade[1] - 0.02, 0.5, 0.03, 0.012, '#d9a866');
  for (let k = 0; k < 3; k++) loaf(ctx, blade[0] + 0.1 + k * 0.15, blade[1], 0.15);
};

/** The oven from x behind the baker; the peel and its loaves, drawn out of the open deck, in front. */
export const deckOven = (x: number, far: P, near: P): { back: Prop[]; front: Prop[] } => ({ back: [oven(x, x + 1.3)], front: [peel(far, near, x)] });
