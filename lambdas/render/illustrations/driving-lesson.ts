/**
 * A driving lesson: a driving school's car in profile facing the way it goes, seen from the passenger's side, the
 * instructor nearest in the passenger seat pointing ahead through the windscreen, the learner beyond at the wheel, both
 * seen through the side windows; L plates on the door, at the tail and at the nose. The car is the one
 * someone driving is drawn in (driving.ts). Metres, y up, as bodies.ts draws (its helpers are read only when drawn).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Pose, Prop, Scene } from './bodies';
import { DRIVING } from './driving';
import { companion } from './lesson-companion';
import { fill } from './room-props';

const CAR = DRIVING.driving;
/** In the passenger seat, sitting back, the near hand pointing ahead at the road. */
const POINTING: Pose = { hip: [-0.02, 0.6], lean: -4, feet: [[0.84, 0.36], [0.78, 0.36]], hands: [[0.74, 1.08], [0.26, 0.76]], nod: 0 };
/** The learner beyond, at the wheel a little ahead of the instructor, so both faces show through the glass. */
const LEARNER = companion({ pose: CAR.pose, middle: CAR.middle, extent: CAR.extent }, { x: CAR.extent[0] + 0.2, scale: 1, rise: 0.02, facing: 1 }, 1, (_, skin) => ({ top: '#3d7ea6', legs: '#4b5563', shoes: skin }));

/** An L plate: a white square, a red L on it. */
function lPlate(ctx: SKRSContext2D, x: number, y: number, s: number): void {
  fill(ctx, '#ffffff', () => ctx.roundRect(x, y, s, s, s * 0.08));
  fill(ctx, '#d62828', () => {
    ctx.rect(x + s * 0.28, y + s * 0.18, s * 0.16, s * 0.66);
    ctx.rect(x + s * 0.28, y + s * 0.18, s * 0.46, s * 0.15);
  });
}

/** L plates on the door, at the tail and at the nose: a learner at the wheel (a roof sign on a yellow car would read as a taxi). */
const plates: Prop = (ctx) => {
  lPlate(ctx, 0.3, 0.6, 0.22);
  lPlate(ctx, -1.7, 0.6, 0.2);
  lPlate(ctx, 2.12, 0.34, 0.2);
};

export const DRIVING_LESSON = {
  // The learner and the car's cabin behind the instructor; the car's body, the glass cut out, over both; the plates on it.
  'driving-lesson': { pose: POINTING, back: [...(CAR.back ?? []), LEARNER], front: [...CAR.front, plates], extent: CAR.extent },
} satisfies Record<string, Scene>;
