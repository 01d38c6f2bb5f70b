/**
 * A small hatchback side on, its nose toward -x, for the garage's pictures: a wheel changed at its front hub
 * (wheel-change.ts), its tyres checked (tyre-check.ts), its engine looked at under the open bonnet (bonnet-up.ts)
 * and the car handed back to its owner (car-hand-over.ts). Its origin is the front hub's foot on the floor; `lift`
 * raises it off the floor (on a jack), `bare` draws the front hub with its wheel off: the brake disc, the caliper
 * and the studs; `open` raises the bonnet on its hinge over the engine bay; `door` swings the driver's door open
 * (a car wash's valeter vacuums the seats through it). Metres, y up, as bodies.ts draws.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import type { P } from './bodies';
import { fill } from './room-props';

/** The wheels' radius and the hubs' places along the car (the front one at 0), its nose and its tail. */
export const CAR = { r: 0.31, rear: 2.35, nose: -0.72, tail: 2.87, roof: 1.42 } as const;

/** Paints a car comes in; the figure's look picks one, so two pictures' cars differ. */
const PAINTS = ['#c8102e', '#1f4e79', '#e9c46a', '#3a7d5c', '#f2f2ee', '#2f3640'];
export const paintOf = (look: string): string => PAINTS[Number(look) % PAINTS.length]!;

const TYRE = '#1d1f24';
const ALLOY = '#c9ced6';

function outline(ctx: SKRSContext2D, y: number): void {
  ctx.moveTo(CAR.nose + 0.04, y + 0.22);
  ctx.lineTo(CAR.nose, y + 0.34);
  ctx.quadraticCurveTo(CAR.nose - 0.02, y + 0.66, CAR.nose + 0.14, y + 0.76);
  ctx.lineTo(0.32, y + 0.88);
  ctx.lineTo(0.95, y + CAR.roof);
  ctx.lineTo(CAR.rear + 0.1, y + CAR.roof - 0.02);
  ctx.quadraticCurveTo(CAR.tail - 0.04, y + 1.3, CAR.tail, y + 0.92);
  ctx.lineTo(CAR.tail, y + 0.34);
  ctx.lineTo(CAR.tail - 0.06, y + 0.22);
  ctx.closePath();
}

function windows(ctx: SKRSContext2D, y: number): void {
  ctx.moveTo(0.44, y + 0.93);
  ctx.lineTo(0.98, y + CAR.roof - 0.07);
  ctx.lineTo(1.46, y + CAR.roof - 0.07);
  ctx.lineTo(1.46, y + 0.93);
  ctx.closePath();
  ctx.moveTo(1.56, y + 0.93);
  ctx.lineTo(1.56, y + CAR.roof - 0.07);
  ctx.lineTo(CAR.rear + 0.06, y + CAR.roof - 0.08);
  ctx.lineTo(CAR.tail - 0.14, y + 0.95);
  ctx.closePath();
}

/** A road wheel: its tyre, the alloy rim's five spokes, the nuts round the centre. */
export function roadWheel(ctx: SKRSContext2D, [x, y]: P): void {
  fill(ctx, TYRE, () => ctx.arc(x, y, CAR.r, 0, Math.PI * 2));
  fill(ctx, ALLOY, () => ctx.arc(x, y, CAR.r * 0.64, 0, Math.PI * 2));
  fill(ctx, '#8b939e', () => {
    for (let k = 0; k < 5; k++) {
      const a = (k * 2 * Math.PI) / 5 + Math.PI / 5;
      ctx.moveTo(x + Math.cos(a) * CAR.r * 0.2, y + Math.sin(a) * CAR.r * 0.2);
      ctx.arc(x + Math.cos(a) * CAR.r * 0.42, y + Math.sin(a) * CAR.r * 0.42, CAR.r * 0.1, 0, Math.PI * 2);
    }
  });
  fill(ctx, '#5b6270', () => ctx.arc(x, y, CAR.r * 0.14, 0, Math.PI * 2));
}

/** The hub with its wheel off: the brake disc, the caliper gripping it, the five studs the wheel's nuts go on. */
function bareHub(ctx: SKRSContext2D, [x, y]: P): void {
  fill(ctx, '#9aa1ab', () => ctx.arc(x, y, CAR.r * 0.56, 0, Math.PI * 2));
  fill(ctx, '#7d848f', () => ctx.arc(x, y, CAR.r * 0.3, 0, Math.PI * 2));
  fill(ctx, '#d9483b', () => ctx.roundRect(x + CAR.r * 0.22, y + CAR.r * 0.12, CAR.r * 0.32, CAR.r * 0.42, 0.02));
  fill(ctx, '#d8dde3', () => {
    for (let k = 0; k < 5; k++) {
      const a = (k * 2 * Math.PI) / 5;
      ctx.moveTo(x + Math.cos(a) * CAR.r * 0.2 + 0.022, y + Math.sin(a) * CAR.r * 0.2);
      ctx.arc(x + Math.cos(a) * CAR.r * 0.2, y + Math.sin(a) * CAR.r * 0.2, 0.022, 0, Math.PI * 2);
    }
  });
}

/** The engine bay under the raised bonnet: the dark bay, the engine block, the battery, the yellow oil cap; the bonnet on its hinge. */
function openBonnet(ctx: SKRSContext2D, y: number, paint: string): void {
  fill(ctx, '#22262e', () => ctx.rect(CAR.nose + 0.12, y + 0.66, 0.3 - CAR.nose - 0.12, 0.16));
  fill(ctx, '#8b939e', () => ctx.roundRect(CAR.nose + 0.3, y + 0.7, 0.5, 0.2, 0.03));
  fill(ctx, '#3d4a5a', () => ctx.roundRect(0.02, y + 0.74, 0.22, 0.16, 0.02));
  fill(ctx, '#ffd43b', () => ctx.arc(CAR.nose + 0.5, y + 0.92, 0.035, 0, Math.PI * 2));
  fill(ctx, paint, () => {
    ctx.moveTo(0.3, y + 0.88);
    ctx.lineTo(0.36, y + 0.92);
    ctx.lineTo(CAR.nose + 0.2, y + 1.62);
    ctx.lineTo(CAR.nose + 0.12, y + 1.58);
    ctx.closePath();
  });
  ctx.strokeStyle = '#3d4a5a';
  ctx.lineWidth = 0.02;
  ctx.beginPath();
  ctx.moveTo(CAR.nose + 0.3, y + 0.8);
  ctx.lineTo(CAR.nose + 0.3, y + 1.28);
  ctx.stroke();
}

/** Where the front door is along the car: its hinge and its back edge (the B pillar). */
export const DOOR = { hinge: 0.44, back: 1.5 } as const;

/** The front door swung open toward the nose: the cabin seen through the doorway (the seat, its headrest, the wheel) and the door's inner face, foreshortened. */
function openDoor(ctx: SKRSContext2D, y: number, paint: string): void {
  fill(ctx, '#2b2f38', () => ctx.rect(DOOR.hinge + 0.02, y + 0.3, DOOR.back - DOOR.hinge - 0.04, 0.62));
  fill(ctx, '#4a505c', () => ctx.roundRect(DOOR.hinge + 0.42, y + 0.36, 0.5, 0.18, 0.04));
  fill(ctx, '#4a505c', () => ctx.roundRect(DOOR.back - 0.32, y + 0.4, 0.2, 0.58, 0.05));
  fill(ctx, '#565d6b', () => ctx.roundRect(DOOR.back - 0.3, y + 1.02, 0.16, 0.14, 0.04));
  ctx.strokeStyle = '#15171b';
  ctx.lineWidth = 0.035;
  ctx.beginPath();
  ctx.ellipse(DOOR.hinge + 0.2, y + 0.86, 0.05, 0.17, 0.25, 0, Math.PI * 2);
  ctx.stroke();
  fill(ctx, mix(paint, '#000000', 0.25), () => {
    ctx.moveTo(DOOR.hinge, y + 0.3);
    ctx.lineTo(DOOR.hinge - 0.42, y + 0.24);
    ctx.lineTo(DOOR.hinge - 0.42, y + 1.3);
    ctx.lineTo(DOOR.hinge, y + CAR.roof - 0.07);
    ctx.closePath();
  });
  fill(ctx, '#3d4350', () => {
    ctx.moveTo(DOOR.hinge - 0.04, y + 0.34);
    ctx.lineTo(DOOR.hinge - 0.38, y + 0.3);
    ctx.lineTo(DOOR.hinge - 0.38, y + 0.86);
    ctx.lineTo(DOOR.hinge - 0.04, y + 0.9);
    ctx.closePath();
  });
  fill(ctx, 'rgba(200,225,240,0.35)', () => {
    ctx.moveTo(DOOR.hinge - 0.03, y + 0.95);
    ctx.lineTo(DOOR.hinge - 0.39, y + 0.92);
    ctx.lineTo(DOOR.hinge - 0.39, y + 1.26);
    ctx.lineTo(DOOR.hinge - 0.03, y + CAR.roof - 0.1);
    ctx.closePath();
  });
}

/** The car from its front hub's foot at x, raised `lift` off the floor, in the paint the picture's look picks. */
export function hatchback(ctx: SKRSContext2D, x: number, paint: string, { lift = 0, bare = false, open = false, door = false } = {}): void {
  ctx.save();
  ctx.translate(x, 0);
  const y = lift;
  const hubs: P[] = [[0, y + CAR.r], [CAR.rear, y + CAR.r]];
  fill(ctx, paint, () => outline(ctx, y));
  if (open) openBonnet(ctx, y, paint);
  fill(ctx, '#2a303b', () => windows(ctx, y));
  fill(ctx, 'rgba(200,225,240,0.18)', () => windows(ctx, y));
  // The wheel arches, dark above the sill only: below it the floor shows under a raised car.
  ctx.save();
  ctx.beginPath();
  ctx.rect(CAR.nose - 0.1, y + 0.22, CAR.tail - CAR.nose + 0.2, 1);
  ctx.clip();
  for (const [hx, hy] of hubs) fill(ctx, '#15171b', () => ctx.arc(hx, hy, CAR.r + 0.05, 0, Math.PI * 2));
  ctx.restore();
  const shade = mix(paint, '#000000', 0.3);
  fill(ctx, mix(paint, '#000000', 0.2), () => ctx.rect(CAR.nose + 0.02, y + 0.5, CAR.tail - CAR.nose - 0.04, 0.04));
  fill(ctx, shade, () => {
    ctx.rect(0.42, y + 0.3, 0.02, 0.62);
    ctx.rect(1.5, y + 0.3, 0.02, 0.62);
    ctx.rect(CAR.rear - 0.14, y + 0.32, 0.02, 0.6);
    ctx.rect(1.28, y + 0.8, 0.14, 0.03);
    ctx.rect(2.12, y + 0.8, 0.14, 0.03);
  });
  if (door) openDoor(ctx, y, paint);
  fill(ctx, '#fff3c4', () => ctx.roundRect(CAR.nose + 0.02, y + 0.62, 0.16, 0.08, 0.03));
  fill(ctx, '#d0312d', () => ctx.roundRect(CAR.tail - 0.06, y + 0.72, 0.06, 0.16, 0.02));
  fill(ctx, '#2a303b', () => ctx.roundRect(CAR.nose + 0.01, y + 0.24, 0.3, 0.06, 0.02));
  if (bare) bareHub(ctx, hubs[0]!);
  else roadWheel(ctx, hubs[0]!);
  roadWheel(ctx, hubs[1]!);
  ctx.restore();
}
