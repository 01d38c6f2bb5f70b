/**
 * A driving lesson: a driving school's car in profile facing the way it goes, seen from the passenger's side, the
 * instructor nearest in the passenger seat pointing ahead through the windscreen, the learner beyond at the wheel, both
 * seen through the side windows; the school's sign on the roof. The car is the one someone driving is drawn in (driving.ts). Metres, y up, as bodies.ts draws (its helpers are read only when drawn).
 */
import type { Pose, Prop, Scene } from './bodies';
import { DRIVING } from './driving';
import { companion } from './lesson-companion';
import { fill } from './room-props';

const CAR = DRIVING.driving;
/** In the passenger seat, sitting back, the near hand pointing ahead at the road. */
const POINTING: Pose = { hip: [-0.02, 0.6], lean: -4, feet: [[0.84, 0.36], [0.78, 0.36]], hands: [[0.74, 1.08], [0.26, 0.76]], nod: 0 };
/** The learner beyond, at the wheel a little ahead of the instructor, so both faces show through the glass. */
const LEARNER = companion({ pose: CAR.pose, middle: CAR.middle, extent: CAR.extent }, { x: CAR.extent[0] + 0.2, scale: 1, rise: 0.02, facing: 1 }, 1, (_, skin) => ({ top: '#3d7ea6', legs: '#4b5563', shoes: skin }));

/**
 * The driving school's sign on the roof: a red prism with a white band. No letters: a picture the framing mirrors would
 * show an L plate's L backwards.
 */
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

export const DRIVING_LESSON = {
  // The learner and the car's cabin behind the instructor; the car's body, the glass cut out, over both; the school's sign on its roof.
  'driving-lesson': { pose: POINTING, back: [...(CAR.back ?? []), LEARNER], front: [...CAR.front, roofSign], extent: [CAR.extent[0], CAR.extent[1], 1.76] },
} satisfies Record<string, Scene>;
