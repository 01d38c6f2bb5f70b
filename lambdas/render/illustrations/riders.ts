/**
 * People riding: standing on a scooter (an e-scooter or a kick scooter) with both hands on the bars, on a skateboard
 * with the arms out for balance, each leaning a little into the ride with speed lines streaming behind; and the scooter
 * folded and carried by its stem, walking; two riding bikes side by side, the far one a little ahead. Metres, y up, the rider facing the way they go (+x), as bodies.ts draws;
 * its rig registers the poses.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { bicycle, drawFigure, type P, type Pose, type Prop, type Scene } from './bodies';
import { GUEST } from './company';
import { lookOf, nextLook } from './figure-look';
import { limb } from './stroke';
import { fill } from './room-props';

/** The scooter's deck and wheels: the rider's feet stand on `DECK`. */
const DECK = 0.16;
const WHEEL_R = 0.1;
const REAR = -0.34;
const FRONT = 0.5;
const BARS: P = [0.42, 1.04];
/** Frame colours a scooter comes in: the rider's look picks one, so two riders' scooters differ. */
const PAINTS = ['#2b2f36', '#e4572e', '#1f6f8b', '#f2f2ee'];
const paintOf = (look: string): string => PAINTS[Number(look) % PAINTS.length]!;

/** A wheel of radius r centred at (x, y), blurred by turning: a dark tyre, a pale hub, two streaks across it. */
function wheel(ctx: SKRSContext2D, x: number, y: number, r: number): void {
  fill(ctx, '#1d1f24', () => ctx.arc(x, y, r, 0, Math.PI * 2));
  fill(ctx, '#aeb6bf', () => ctx.arc(x, y, r * 0.45, 0, Math.PI * 2));
  ctx.strokeStyle = 'rgba(255,255,255,0.45)';
  ctx.lineWidth = r * 0.16;
  ctx.beginPath();
  ctx.arc(x, y, r * 0.72, Math.PI * 0.15, Math.PI * 0.65);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x, y, r * 0.72, Math.PI * 1.15, Math.PI * 1.65);
  ctx.stroke();
}

/** Speed lines streaming behind a rider, from `x` back, at these heights: they tell the ride is moving. */
export const speedLines = (x: number, heights: readonly number[]): Prop => (ctx) => {
  ctx.lineCap = 'round';
  heights.forEach((y, k) => {
    const long = 0.34 + (k % 2) * 0.18;
    ctx.strokeStyle = 'rgba(40,60,80,0.28)';
    ctx.lineWidth = 0.05;
    ctx.beginPath();
    ctx.moveTo(x - k * 0.05, y);
    ctx.lineTo(x - k * 0.05 - long, y);
    ctx.stroke();
    ctx.strokeStyle = 'rgba(255,255,255,0.92)';
    ctx.lineWidth = 0.028;
    ctx.stroke();
  });
};

/** The scooter in profile: deck low between the wheels, the stem rising from the front wheel to the bars, a lamp at its head. */
const scooter: Prop = (ctx, art) => {
  const paint = paintOf(art.look);
  wheel(ctx, REAR, WHEEL_R, WHEEL_R);
  wheel(ctx, FRONT, WHEEL_R, WHEEL_R);
  // The rear mudguard, the deck with its grip, the stem and its bars.
  limb(ctx, [[REAR - 0.08, WHEEL_R + 0.06], [REAR + 0.06, WHEEL_R + 0.1]], 0.03, paint);
  ctx.fillStyle = paint;
  ctx.beginPath();
  ctx.roundRect(REAR - 0.02, DECK - 0.07, FRONT - REAR - 0.06, 0.07, 0.03);
  ctx.fill();
  fill(ctx, '#3a3f48', () => ctx.roundRect(REAR + 0.04, DECK - 0.015, FRONT - REAR - 0.2, 0.015, 0.007));
  limb(ctx, [[FRONT, WHEEL_R], [FRONT - 0.02, DECK + 0.02], BARS], 0.05, paint);
  limb(ctx, [[BARS[0] - 0.06, BARS[1]], [BARS[0] + 0.06, BARS[1]]], 0.04, '#1d1f24');
  fill(ctx, '#fff3c4', () => ctx.arc(BARS[0] + 0.03, BARS[1] - 0.16, 0.028, 0, Math.PI * 2));
};

/** Standing on the deck, the front foot forward, knees soft, leaning a little into the ride, both hands on the bars. */
const ON_THE_DECK: Pose = { hip: [-0.04, 1.0], lean: 10, feet: [[0.12, DECK + 0.05], [-0.2, DECK + 0.05]], hands: [BARS, [BARS[0] - 0.03, BARS[1] + 0.01]], nod: -4 };

/** A skateboard under the feet: the deck with its kicked-up tail and nose, two wheels under it. */
const BOARD_TOP = 0.13;
const skateboard: Prop = (ctx, art) => {
  const paint = PAINTS[(Number(art.look) + 1) % PAINTS.length]!;
  for (const x of [-0.28, 0.28]) wheel(ctx, x, 0.045, 0.045);
  limb(ctx, [[-0.46, BOARD_TOP + 0.06], [-0.36, BOARD_TOP - 0.02], [0.36, BOARD_TOP - 0.02], [0.46, BOARD_TOP + 0.06]], 0.035, paint);
  limb(ctx, [[-0.3, 0.07], [0.3, 0.07]], 0.025, '#9aa7b4');
};

/** Knees bent low over the board, the feet across it, arms out for balance. */
const ON_THE_BOARD: Pose = { hip: [0, 0.84], lean: 10, feet: [[0.22, BOARD_TOP + 0.06], [-0.2, BOARD_TOP + 0.06]], hands: [[0.46, 1.02], [-0.44, 0.92]], nod: -6 };

/** The scooter folded: the stem laid along the deck, carried by the stem at its hinge in the near hand, swinging at the side. */
const folded = (hand: P): Prop => (ctx, art) => {
  const paint = paintOf(art.look);
  ctx.save();
  ctx.translate(hand[0], hand[1]);
  // The folded stem in the hand at its hinge, the scooter hanging back and down from it: the deck under the stem, a wheel at each end.
  ctx.rotate(0.35);
  wheel(ctx, -0.8, -0.08, 0.08);
  wheel(ctx, 0.02, -0.08, 0.08);
  limb(ctx, [[-0.82, -0.07], [0.06, -0.07]], 0.07, paint);
  limb(ctx, [[-0.8, 0], [0.04, 0]], 0.045, paint);
  limb(ctx, [[-0.88, 0], [-0.74, 0]], 0.04, '#1d1f24');
  ctx.restore();
};

/** Mid-stride, the folded scooter's stem in the near hand at the hip. */
const CARRYING_FOLDED: Pose = { hip: [0, 0.91], lean: 3, feet: [[0.17, 0.05], [-0.16, 0.11]], hands: [[0.06, 0.7], [0.14, 0.72]] };

/**
 * The second cyclist riding alongside, on the far side: half a bike ahead (nearer, the two had merged into one), drawn smaller and higher up the road (further
 * from the camera), on a bike of their own, in their own clothes and look. Read when drawn (bodies.ts loads this file).
 */
const ALONGSIDE = { x: 0.62, rise: 0.2, scale: 0.86 };
/** The second bike's frame, apart from the first's orange: two bikes, not one drawn twice. */
export const SECOND_BIKE = '#1f6f8b';
/** On the saddle, hands on the bars, a foot on each pedal (bodies.ts draws one cyclist so). */
export const CYCLING: Pose = { hip: [0, 0.98], lean: 32, feet: [[0.16, 0.3], [-0.02, 0.46]], hands: [[0.62, 1.05], [0.58, 1.05]], nod: -10 };
/** The bicycle under the near rider: bodies.ts's, read when drawn. */
const wheels: Prop = (ctx, art) => bicycle.wheels(ctx, art);
const frame: Prop = (ctx, art) => bicycle.frame(ctx, art);
const alongside: Prop = (ctx, art) => {
  ctx.save();
  ctx.translate(ALONGSIDE.x, ALONGSIDE.rise);
  ctx.scale(ALONGSIDE.scale, ALONGSIDE.scale);
  bicycle.wheels(ctx, art);
  drawFigure(ctx, CYCLING, GUEST, 0, undefined, () => bicycle.frame(ctx, art, SECOND_BIKE), lookOf(nextLook(art.look)));
  ctx.restore();
};

export const RIDERS = {
  // Riding a scooter, an e-scooter or a kick scooter: on its deck, hands on the bars, speed lines behind.
  'riding-scooter': { pose: ON_THE_DECK, back: [speedLines(-0.36, [1.3, 1.0, 0.7, 0.42])], middle: [scooter], extent: [-0.98, 0.64, 1.78] },
  // Riding a skateboard, knees bent, arms out, speed lines behind.
  skateboarding: { pose: ON_THE_BOARD, back: [speedLines(-0.52, [1.16, 0.82, 0.48])], middle: [skateboard], extent: [-1.1, 0.62, 1.62] },
  // Walking with the scooter folded, carried by its stem.
  'carrying-scooter': { pose: CARRYING_FOLDED, front: [folded(CARRYING_FOLDED.hands[0])], extent: [-0.9, 0.44, 1.76] },
  // Two riding side by side (a couple, friends along the river): the far one alongside, the near one's bike over theirs.
  'cycling-pair': {
    pose: CYCLING,
    back: [speedLines(-0.3, [1.5, 1.2, 0.9, 0.6]), alongside, wheels],
    middle: [frame],
    extent: [-0.86, ALONGSIDE.x + 1.04 * ALONGSIDE.scale, ALONGSIDE.rise + 1.7 * ALONGSIDE.scale],
  },
} satisfies Record<string, Scene>;
