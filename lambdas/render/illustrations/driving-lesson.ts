/**
 * A driving lesson: a driving school's car in profile facing the way it goes, seen from the passenger's side, the
 * instructor nearest in the passenger seat pointing ahead through the windscreen, the learner beyond at the wheel, both
 * seen through the side windows, the learner leaning in keen and the instructor sitting back so both faces show; the
 * school's sign on the roof and an L plate on the rear door, its L the right way round however the picture is framed.
 * The car is the one someone driving is drawn in (driving.ts). Metres, y up, as bodies.ts draws (its helpers are read only when drawn).
 */
import type { Pose, Prop, Scene } from './bodies';
import { DRIVING } from './driving';
import { companion } from './lesson-companion';
import { fill } from './room-props';

const CAR = DRIVING.driving;
/** In the passenger seat, sitting well back, the near hand pointing ahead at the road. */
const POINTING: Pose = { hip: [-0.02, 0.6], lean: -12, feet: [[0.84, 0.36], [0.78, 0.36]], hands: [[0.74, 1.08], [0.26, 0.76]], nod: 4 };
/** The learner beyond, at the wheel a little ahead of the instructor and leaning in to it, so both faces show through the glass. */
const KEEN: Pose = { ...CAR.pose, lean: 8, nod: 6 };
const LEARNER = companion({ pose: KEEN, middle: CAR.middle, extent: CAR.extent }, { x: CAR.extent[0] + 0.2, scale: 1, rise: 0.02, facing: 1 }, 1, (_, skin) => ({ top: '#3d7ea6', legs: '#4b5563', shoes: skin }));

/** The driving school's sign on the roof: a red prism with a white band. */
const SIGN = '#d62828';
const roofSign: Prop = (ctx) => {
  fill(ctx, '#2d2d36', () => ctx.rect(-0.46, 1.5, 0.44, 0.03));
  fill(ctx, SIGN, () => {
    ctx.moveTo(-0.56, 1.53);
    ctx.lineTo(0.08, 1.53);
    ctx.lineTo(-0.04, 1.74);
    ctx.lineTo(-0.44, 1.74);
    ctx.closePath();
  });
  fill(ctx, '#ffffff', () => ctx.rect(-0.5, 1.6, 0.52, 0.06));
};

/** The learner's L plate: a white square, a red L on it; drawn mirrored in a picture that will be shown mirrored, so it reads. */
export const L_RED = '#d7263d';
const PLATE = { x: -0.86, y: 0.6, s: 0.28 };
const lPlate: Prop = (ctx, art) => {
  const { x, y, s } = PLATE;
  fill(ctx, '#c9ccd1', () => ctx.roundRect(x - 0.01, y - 0.01, s + 0.02, s + 0.02, 0.03));
  fill(ctx, '#ffffff', () => ctx.roundRect(x, y, s, s, 0.025));
  ctx.save();
  if (art.mirrored) {
    ctx.translate(2 * x + s, 0);
    ctx.scale(-1, 1);
  }
  fill(ctx, L_RED, () => {
    ctx.rect(x + s * 0.28, y + s * 0.16, s * 0.16, s * 0.68);
    ctx.rect(x + s * 0.28, y + s * 0.16, s * 0.46, s * 0.15);
  });
  ctx.restore();
};

export const DRIVING_LESSON = {
  // The learner and the car's cabin behind the instructor; the car's body, the glass cut out, over both; the school's sign on its roof, the L plate on its door.
  'driving-lesson': { pose: POINTING, back: [...(CAR.back ?? []), LEARNER], front: [...CAR.front, roofSign, lPlate], extent: [CAR.extent[0], CAR.extent[1], 1.76] },
} satisfies Record<string, Scene>;
