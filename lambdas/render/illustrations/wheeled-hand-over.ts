/**
 * Something too big to pass across a desk handed over on the shop floor: the member of staff wheels it
 * up between them and the customer, a hand still on it, the customer's hand on its handlebar or handle
 * (a serviced bike collected, a suitcase given back). Metres, y up, as bodies.ts draws (its helpers are
 * read only when drawn: bodies.ts loads this file).
 */
import { limb, rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { bicycle, WHEEL } from './bike-stand';
import { companion, GUEST } from './company';

/**
 * How much of its length the bike shows, turned a little toward the camera: its wheels drawn as ellipses, it takes
 * less of the picture's width, so a tall frame shows the two people larger (side on, the picture was 2.1 m wide).
 */
const TURNED = 0.62;
/** The bike on its wheels, its front to the customer, its front hub at x `front`: bike-stand's picture turned round, toward the camera, and set down. */
const bikeOnFloor = (front: number): Prop => (ctx, art) => {
  ctx.save();
  ctx.translate(front + WHEEL.front[0] * TURNED, WHEEL.r - WHEEL.front[1]);
  ctx.scale(-TURNED, 1);
  bicycle(ctx, art);
  ctx.restore();
};
/** Where the turned bike's handlebar grip is (bike-stand draws it over the front hub, 0.54 above it). */
const gripOf = (front: number): P => [front + 0.01 * TURNED, WHEEL.r + 0.54];

/** A hard-shell suitcase standing on its wheels from x, its handle pulled up to `handle`. */
export const suitcase = (x: number, handle: P): Prop => (ctx) => {
  const [w, h] = [0.42, 0.66];
  limb(ctx, [[x + w * 0.3, h], [handle[0] - 0.02, handle[1]]], 0.025, '#8d99a6');
  limb(ctx, [[x + w * 0.7, h], [handle[0] + 0.02, handle[1]]], 0.025, '#8d99a6');
  limb(ctx, [[handle[0] - 0.06, handle[1]], [handle[0] + 0.06, handle[1]]], 0.04, '#22262e');
  rr(ctx, x, 0.06, w, h - 0.06, 0.06, '#c05673');
  for (const dx of [0.12, 0.21, 0.3]) limb(ctx, [[x + dx, 0.14], [x + dx, h - 0.08]], 0.015, 'rgba(0,0,0,0.15)');
  for (const dx of [0.06, w - 0.06]) rr(ctx, x + dx - 0.035, 0, 0.07, 0.07, 0.035, '#22262e');
};

/** The customer turned to the staff member, a hand reaching out to the thing at `at` (drawn facing right, the picture turned). */
const taking = (at: P, hip: number): Pose => ({ hip: [0, 0.92], lean: 6, feet: [[0.08, 0.05], [-0.08, 0.05]], hands: [[hip - at[0], at[1]], [-0.06, 0.7]], nod: 6 });

const BIKE_FRONT = 0.62;
const BIKE_GRIP = gripOf(BIKE_FRONT);
const BIKE_TAKER = 0.9;
const CASE_HANDLE: P = [0.6, 1.0];
const CASE_TAKER = 0.98;

export const WHEELED_HAND_OVER = {
  // Behind the bike, both hands wheeling it by its bars up to the customer, who takes them.
  'handing-bike': {
    pose: { hip: [0.2, 0.92], lean: 12, feet: [[0.26, 0.05], [0.1, 0.05]], hands: [[BIKE_GRIP[0] - 0.08, BIKE_GRIP[1] + 0.02], [BIKE_GRIP[0] - 0.18, BIKE_GRIP[1] + 0.06]], nod: 8 },
    back: [companion(taking([BIKE_GRIP[0] + 0.02, BIKE_GRIP[1] + 0.01], BIKE_TAKER), GUEST, BIKE_TAKER)],
    front: [bikeOnFloor(BIKE_FRONT)],
    extent: [-0.3, 1.16, 1.76],
  },
  // The suitcase wheeled up beside them, its handle held out to the customer's hand.
  'handing-case': {
    pose: { hip: [0, 0.92], lean: 8, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[CASE_HANDLE[0] - 0.1, CASE_HANDLE[1]], [0.08, 0.7]], nod: 8 },
    back: [companion(taking([CASE_HANDLE[0] + 0.1, CASE_HANDLE[1]], CASE_TAKER), GUEST, CASE_TAKER)],
    front: [suitcase(CASE_HANDLE[0] - 0.21, CASE_HANDLE)],
    extent: [-0.22, 1.24, 1.76],
  },
} satisfies Record<string, Scene>;
