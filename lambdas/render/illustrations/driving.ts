/**
 * Someone driving: a car in profile facing the way it goes (right), the driver seated in it, seen through the
 * side window from the shoulders up, both hands on the wheel. The body is drawn over the figure with its windows
 * cut out, so the driver shows only through the glass. Metres, y up, as bodies.ts draws; its rig registers the pose.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import type { P, Pose, Prop, Scene } from './bodies';
import { fill } from './room-props';

/** Seated low behind the wheel, leaning back a little, both hands on the wheel's rim, the feet at the pedals. */
const AT_THE_WHEEL: Pose = { hip: [0, 0.6], lean: -6, feet: [[0.88, 0.36], [0.82, 0.36]], hands: [[0.5, 1.06], [0.46, 1.1]], nod: -2 };

/** The car's outline, x from its tail to its nose: the line under the windows (`BELT`), the roof, the wheels. */
const TAIL = -1.72;
const NOSE = 2.42;
const BELT = 0.94;
const ROOF = 1.5;
const WHEELS = [-1.08, 1.7];
const WHEEL_R = 0.33;

/** Paints a car comes in: the figure's look picks one, so two drivers' cars differ. */
const PAINTS = ['#c8102e', '#1f4e79', '#f2f2ee', '#2f3640', '#e9c46a', '#3a7d5c'];

/** The glass: the rear side window behind the B-pillar, the front one reaching the windscreen. */
function windows(ctx: SKRSContext2D): void {
  ctx.moveTo(-1.34, BELT + 0.04);
  ctx.lineTo(-0.98, ROOF - 0.06);
  ctx.lineTo(-0.36, ROOF - 0.06);
  ctx.lineTo(-0.36, BELT + 0.04);
  ctx.closePath();
  ctx.moveTo(-0.26, BELT + 0.04);
  ctx.lineTo(-0.26, ROOF - 0.06);
  ctx.lineTo(0.5, ROOF - 0.06);
  ctx.lineTo(1.08, BELT + 0.04);
  ctx.closePath();
}

function outline(ctx: SKRSContext2D): void {
  ctx.moveTo(TAIL, 0.26);
  ctx.lineTo(TAIL - 0.02, 0.92);
  ctx.quadraticCurveTo(TAIL, BELT + 0.04, -1.46, BELT + 0.06);
  ctx.lineTo(-1.04, ROOF);
  ctx.lineTo(0.56, ROOF);
  ctx.lineTo(1.2, BELT + 0.06);
  ctx.quadraticCurveTo(2.2, 0.98, NOSE - 0.04, 0.84);
  ctx.quadraticCurveTo(NOSE, 0.7, NOSE, 0.3);
  ctx.lineTo(NOSE - 0.06, 0.24);
  ctx.closePath();
}

const paintOf = (look: string): string => PAINTS[Number(look) % PAINTS.length]!;

/** The car's far side and cabin, dark behind the driver: what the glass shows round them. */
const cabin: Prop = (ctx) => fill(ctx, '#2a303b', () => windows(ctx));

/** The steering wheel's rim, edge on, tilted toward the driver under their hands. */
const wheel = (hand: P): Prop => (ctx) => {
  ctx.save();
  ctx.translate(hand[0] + 0.04, hand[1] - 0.06);
  ctx.rotate(-1.15);
  ctx.strokeStyle = '#1b1e24';
  ctx.lineWidth = 0.035;
  ctx.beginPath();
  ctx.ellipse(0, 0, 0.19, 0.04, 0, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
};

/** The body over the driver, the windows cut out of it; a sheen on the glass, the wheels, the lamps, the door. */
const body: Prop = (ctx, art) => {
  const paint = paintOf(art.look);
  ctx.fillStyle = paint;
  ctx.beginPath();
  outline(ctx);
  windows(ctx);
  ctx.fill('evenodd');
  fill(ctx, 'rgba(200,225,240,0.16)', () => windows(ctx));
  fill(ctx, 'rgba(255,255,255,0.22)', () => {
    ctx.moveTo(0.1, ROOF - 0.06);
    ctx.lineTo(0.3, ROOF - 0.06);
    ctx.lineTo(-0.1, BELT + 0.04);
    ctx.lineTo(-0.26, BELT + 0.04);
    ctx.closePath();
  });
  fill(ctx, mix(paint, '#000000', 0.22), () => ctx.rect(TAIL, 0.5, NOSE - TAIL, 0.05));
  fill(ctx, mix(paint, '#000000', 0.3), () => {
    ctx.rect(-0.33, 0.3, 0.02, BELT - 0.3);
    ctx.rect(1.12, 0.3, 0.02, BELT - 0.3);
    ctx.rect(-0.18, 0.86, 0.14, 0.03);
  });
  fill(ctx, '#fff3c4', () => ctx.roundRect(NOSE - 0.14, 0.7, 0.14, 0.08, 0.02));
  fill(ctx, '#d0312d', () => ctx.rect(TAIL - 0.02, 0.74, 0.06, 0.12));
  for (const x of WHEELS) {
    fill(ctx, '#1d1f24', () => ctx.arc(x, WHEEL_R, WHEEL_R, 0, Math.PI * 2));
    fill(ctx, '#c9ced6', () => ctx.arc(x, WHEEL_R, WHEEL_R * 0.5, 0, Math.PI * 2));
  }
};

export const DRIVING = {
  // Behind the wheel of a car in profile, seen through the side window from the shoulders up, facing the way it goes.
  driving: { pose: AT_THE_WHEEL, back: [cabin], middle: [wheel(AT_THE_WHEEL.hands[0])], front: [body], extent: [TAIL - 0.04, NOSE + 0.02, ROOF + 0.04] },
} satisfies Record<string, Scene>;
