/**
 * A car handed back to its owner at the garage: the car standing behind the two of them, set back a few metres
 * (drawn smaller, as further off, higher up the floor) and centred on them, the mechanic holding its keys out on their
 * fob, the owner's hand coming up under them: a picture no wider than tall. The car had run out past the mechanic's back,
 * a picture half as wide again as tall: in a tall frame the two were small. Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { limb, rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { CAR, hatchback, paintOf } from './car-side';
import { companion, GUEST } from './company';

/** How much smaller the car is drawn, a few metres behind them, and how far up the floor it stands. */
export const SET_BACK = 0.46;
export const RISE = 0.42;
/** The customer's hip, across from the mechanic; the keys held out between them. */
const OWNER = 0.84;
const KEYS: P = [0.46, 1.08];
/** The car's front hub: its middle behind the keys, between the two of them. */
export const HUB_X = KEYS[0] - ((CAR.nose + CAR.tail) / 2) * SET_BACK;

const car: Prop = (ctx, art) => {
  ctx.save();
  ctx.translate(0, RISE);
  ctx.scale(SET_BACK, SET_BACK);
  hatchback(ctx, HUB_X / SET_BACK, paintOf(art.look));
  ctx.restore();
};

/** The keys hanging from the ring pinched in the mechanic's fingers: the fob, the key, the garage's bright paper tag. */
export function keys(ctx: SKRSContext2D, [x, y]: P): void {
  ctx.strokeStyle = '#c9ced6';
  ctx.lineWidth = 0.01;
  ctx.beginPath();
  ctx.arc(x, y - 0.03, 0.028, 0, Math.PI * 2);
  ctx.stroke();
  rr(ctx, x - 0.045, y - 0.15, 0.07, 0.1, 0.025, '#22262e');
  limb(ctx, [[x + 0.015, y - 0.06], [x + 0.04, y - 0.17]], 0.018, '#aeb5bf');
  limb(ctx, [[x + 0.02, y - 0.04], [x + 0.07, y - 0.1]], 0.006, '#f4f7fa');
  rr(ctx, x + 0.05, y - 0.2, 0.07, 0.11, 0.012, '#ffd43b');
}

/** The owner turned to the mechanic, a hand open under the keys. */
const TAKING: Pose = { hip: [0, 0.92], lean: 4, feet: [[0.08, 0.05], [-0.08, 0.05]], hands: [[OWNER - KEYS[0] - 0.02, KEYS[1] - 0.1], [-0.06, 0.7]], nod: 8 };

/** The mechanic at the car with its owner, handing over its keys. */
export const carHandOver: Scene = {
  pose: { hip: [0, 0.92], lean: 6, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[KEYS[0] + 0.02, KEYS[1] + 0.02], [0.02, 0.68]], nod: 6 },
  back: [car, companion(TAKING, GUEST, OWNER)],
  front: [(ctx) => keys(ctx, KEYS)],
  extent: [Math.min(-0.3, HUB_X + CAR.nose * SET_BACK - 0.04), Math.max(OWNER + 0.3, HUB_X + CAR.tail * SET_BACK + 0.04), 1.76],
};
