/**
 * A climbing lesson on the climbing gym's wall (climbing-gym.ts): holds about the climber and under their hands and feet;
 * the climber up the wall, a hand reaching for the next hold, feet on two others; the rope from their harness up to the
 * anchor and down to the instructor on the floor, who belays: leaning back a little, looking up, both hands on the rope
 * at the belay device. Both in sportswear, harnesses on.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawFigure, type P, type Pose, type Prop, type Scene } from './bodies';
import { HOLDS, hold, scatterHolds, volume } from './climbing-holds';
import { lookOf, nextLook } from './figure-look';
import { fill } from './room-props';

/** The picture's top: the anchor the rope runs through, below it (the wall goes on above, the room's). */
const TOP = 2.85;
const ANCHOR: P = [1.1, 2.76];
export const ROPE = '#00b4d8';
const HARNESS = '#1f2330';

/** The climber: hip high on the wall, the near hand reaching up to a hold, the far one on a lower hold, feet on two more. */
const CLIMBER_AT: P = [0.9, 1.45];
const CLIMBING: Pose = { hip: [0, 0], lean: -4, feet: [[0.34, -0.42], [0.1, -0.84]], hands: [[0.26, 0.98], [0.36, 0.52]], nod: -22 };
/** The instructor belaying: standing back from the wall, leaning back a little, looking up the rope, both hands on it at the waist. */
const BELAYING: Pose = { hip: [0, 0.92], lean: -8, feet: [[0.14, 0.05], [-0.12, 0.05]], hands: [[0.28, 1.2], [0.22, 0.86]], nod: -30 };
/** The instructor's kit: a fitted top, dark climbing trousers, climbing shoes. */
export const BELAYER_KIT = { top: '#2a9d8f', legs: '#3a4150', shoes: '#e76f51' } as const;
const CLIMBER_TOPS = ['#ffb703', '#ef476f', '#3a86ff', '#8ac926'];

/** Where the climber's hands and feet are on the wall: holds under each, so the climb reads as one. */
const gripped = (): P[] => [...CLIMBING.hands, ...CLIMBING.feet].map(([x, y]) => [CLIMBER_AT[0] + x, CLIMBER_AT[1] + y]);

/** Holds about the climber and one under each hand and foot, on the room's wall (climbing-gym.ts), a volume, the anchor at the top. */
const holds: Prop = (ctx) => {
  const [cx, cy] = CLIMBER_AT;
  scatterHolds(ctx, cx - 1.3, 0.4, 2.6, TOP - 0.6, 22, 0.1);
  volume(ctx, cx + 0.5, cy - 0.7, 0.5, 0.4, '#f4a261');
  for (const [k, [x, y]] of gripped().entries()) hold(ctx, x + 0.04, y - 0.02, 0.07, HOLDS[(k * 3) % HOLDS.length]!);
  fill(ctx, '#9aa1ab', () => ctx.arc(ANCHOR[0], ANCHOR[1], 0.06, 0, Math.PI * 2));
};

/** A harness at the hip: a waist belt and leg loops, dark. */
function harness(ctx: SKRSContext2D, [x, y]: P): void {
  fill(ctx, HARNESS, () => ctx.roundRect(x - 0.13, y + 0.02, 0.26, 0.07, 0.03));
}

/** The climber on the wall, their harness, in a look of their own. */
const climber: Prop = (ctx, art) => {
  const look = nextLook(art.look, 1);
  ctx.save();
  ctx.translate(CLIMBER_AT[0], CLIMBER_AT[1]);
  drawFigure(ctx, CLIMBING, { top: CLIMBER_TOPS[Number(look) % CLIMBER_TOPS.length]!, legs: '#2b2d42', shoes: '#1f2330' }, 0, undefined, undefined, lookOf(look));
  harness(ctx, [0, 0]);
  ctx.restore();
};

/** The rope: from the climber's harness up to the anchor and down to the belayer's device at their waist; the belayer's harness. */
const rope: Prop = (ctx) => {
  const device: P = [BELAYING.hands[1][0], BELAYING.hands[1][1] + 0.05];
  ctx.strokeStyle = ROPE;
  ctx.lineWidth = 0.03;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(CLIMBER_AT[0], CLIMBER_AT[1] + 0.05);
  ctx.lineTo(ANCHOR[0], ANCHOR[1]);
  ctx.lineTo(BELAYING.hands[0][0], BELAYING.hands[0][1]);
  ctx.lineTo(device[0], device[1]);
  ctx.quadraticCurveTo(device[0] + 0.1, device[1] - 0.3, device[0] - 0.05, 0.2);
  ctx.stroke();
  harness(ctx, BELAYING.hip);
  fill(ctx, '#c0c7d0', () => ctx.roundRect(device[0] - 0.04, device[1] - 0.04, 0.08, 0.1, 0.02));
};

export const CLIMBING_WALL = {
  // The climber on their holds behind the belayer; the rope over both, in their hands.
  'climbing-lesson': { pose: BELAYING, back: [holds, climber], front: [rope], wears: BELAYER_KIT, extent: [-0.4, 1.7, TOP] },
} satisfies Record<string, Scene>;
