/**
 * Care as a physio or a doctor gives it, the patient in the carer's picture: a patient lying face down on the
 * treatment table, the therapist's hands on their back (a massage, a chiropractor's adjustment); a straight leg
 * raised off the table in an assisted stretch; a resistance band pulled against the therapist's hold; one leg
 * lifted seated on an exercise ball, the therapist steadying them; one leg balanced on a wobble board, a hand held (each as the patient's picture or the therapist's); a stethoscope to the back of a patient (or a
 * child) seated on the examination couch.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawFigure, OUTFITS, plinth, PLINTH_TOP, type Outfit, type P, type Pose, type Prop, type Scene } from './bodies';
import { companion, GUEST, placed } from './company';
import { examCouch } from './clinic-props';
import { atChildSize, BUILDS } from './figure-build';
import { lookOf, nextLook } from './figure-look';
import { exerciseBall } from './physio-props';

/** A patient in the clothes they exercise in. */
export const PATIENT: Outfit = { ...GUEST, shoes: '#f2f2f2' };
/** A child's clothes, a child's build. */
const CHILD: Outfit = { top: '#3a86ff', legs: '#3a4f7a', shoes: '#f2f2f2', build: BUILDS.child };
/** The treatment table from x0 to x1 (bodies.ts' own, read when drawn: bodies.ts loads this file). */
const table = (x0: number, x1: number): Prop => (ctx, art) => plinth(x0, x1)(ctx, art);

/** The places' props are drawn y down from the floor: draw one in this picture's y-up metres. */
const floorProp = (draw: (ctx: SKRSContext2D) => void): Prop => (ctx) => {
  ctx.save();
  ctx.scale(1, -1);
  draw(ctx);
  ctx.restore();
};

/** The patient lying on the treatment table in `pose`, their hip at `x`, head toward +x: face up (the pose turned, y down is up) or face down. */
const onTable = (pose: Pose, x: number, faceUp: boolean): Prop => (ctx, art) => {
  ctx.save();
  // The hip on the table's pad.
  ctx.translate(x, PLINTH_TOP + 0.13);
  if (faceUp) ctx.scale(1, -1);
  drawFigure(ctx, pose, PATIENT, 0, undefined, undefined, lookOf(nextLook(art.look)));
  ctx.restore();
};

/** Face down, legs straight along the table, arms by the sides (a prone figure is the upright one leant 90° forward). */
const PRONE: Pose = { hip: [0, 0], lean: 90, feet: [[-0.88, -0.02], [-0.86, 0]], hands: [[0.12, -0.08], [0.16, -0.06]], nod: 0, toes: [-0.06, -0.14] };
/** Face up (turned coordinates), the near leg raised straight toward whoever stretches it, the far leg flat. */
const LEG_RAISED: Pose = { hip: [0, 0], lean: 90, feet: [[-0.55, -0.69], [-0.88, 0.02]], hands: [[0, -0.07], [0.04, -0.05]], nod: 36, toes: [0.08, -0.14] };
/** Standing braced, leant back a little, the band pulled in to the lower chest (a row). */
const ROWING_BAND: Pose = { hip: [0, 0.92], lean: -6, feet: [[0.18, 0.05], [-0.16, 0.05]], hands: [[0.1, 1.12], [0.06, 1.1]], nod: -4 };
/** Seated tall on the ball, the near leg lifted straight out, the arms out ahead for balance. */
const ON_BALL: Pose = { hip: [0, 0.64], lean: 2, feet: [[0.86, 0.52], [0.34, 0.05]], hands: [[0.5, 1.12], [0.46, 1.1]], nod: -2 };
/** Standing on one leg on the wobble board, the other knee lifted, the near hand held out to the therapist, the far one out behind. */
const ON_BOARD: Pose = { hip: [0.02, 1.05], lean: 2, feet: [[0.2, 0.5], [0.02, 0.18]], hands: [[0.44, 1.18], [-0.3, 1.2]], nod: 8 };
/** Seated upright on the couch's edge, legs hanging, hands on the thighs, breathing in. */
const ON_COUCH: Pose = { hip: [0, 0.86], lean: 0, feet: [[0.46, 0.4], [0.4, 0.42]], hands: [[0.36, 0.9], [0.3, 0.88]], nod: -6 };

/** The resistance band's colour, and the stethoscope's tube (burgundy, to stand out on a white coat) and metal. */
export const BAND = '#f2b632';
export const TUBE = '#8e2c48';
const STEEL = '#c3cad3';

/** A resistance band stretched between two hands: its loop's two strands, apart in the middle, gathered in each fist. */
const band = (from: P, to: P): Prop => (ctx) => {
  const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
  const length = Math.hypot(dx, dy);
  // Across the band, a little apart at its middle.
  const [nx, ny] = [(-dy / length) * 0.045, (dx / length) * 0.045];
  const mid: P = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  ctx.lineWidth = 0.016;
  ctx.lineCap = 'round';
  for (const side of [1, -1]) {
    ctx.strokeStyle = side > 0 ? BAND : '#d99a1e';
    ctx.beginPath();
    ctx.moveTo(from[0], from[1]);
    ctx.quadraticCurveTo(mid[0] + side * nx, mid[1] + side * ny, to[0], to[1]);
    ctx.stroke();
  }
};

/**
 * The stethoscope: its chest piece in the hand at `piece`, the tube looping down and up to the ear of someone
 * standing in `pose` (their ear reckoned along the leant back: the rig's neck and head above the shoulder).
 */
const stethoscope = (pose: Pose, piece: P): Prop => (ctx) => {
  const rad = (pose.lean * Math.PI) / 180;
  const ear: P = [pose.hip[0] + 0.68 * Math.sin(rad), pose.hip[1] + 0.68 * Math.cos(rad)];
  ctx.strokeStyle = TUBE;
  ctx.lineWidth = 0.016;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(piece[0], piece[1]);
  ctx.bezierCurveTo(piece[0] - 0.1, piece[1] - 0.24, ear[0] + 0.02, ear[1] - 0.4, ear[0] + 0.04, ear[1] - 0.16);
  ctx.lineTo(ear[0], ear[1]);
  ctx.stroke();
  ctx.fillStyle = STEEL;
  ctx.beginPath();
  ctx.arc(piece[0], piece[1], 0.032, 0, Math.PI * 2);
  ctx.fill();
};

/** The doctor's pose at the couch, the chest piece in the near hand on the patient's back, the far hand at their shoulder. */
const atCouch = (lean: number, back: P, shoulder: P): Pose => ({ hip: [0, 0.92], lean, feet: [[0.1, 0.05], [-0.1, 0.05]], hands: [back, shoulder], nod: 10 });
/** The couch the patient sits on, its raised head end away from the doctor; and where the patient sits. */
const COUCH_END = 2.1;
const COUCH = floorProp((ctx) => {
  ctx.translate(COUCH_END, 0);
  ctx.scale(-1, 1);
  examCouch(ctx, 0, 0, 1.7, '#3f7f8c');
});
const SEATED_AT = 0.72;
const ADULT_BACK = atCouch(16, [SEATED_AT - 0.16, 1.16], [SEATED_AT - 0.08, 1.32]);
const CHILD_BACK = atCouch(30, [SEATED_AT - 0.12, 0.98], [SEATED_AT - 0.06, 1.08]);

/** A child seated on the couch: the same seated figure at a child's size about the seat, so they still sit on it. */
const childOnCouch: Prop = (ctx, art) => {
  ctx.save();
  atChildSize(ctx, [SEATED_AT, ON_COUCH.hip[1] - 0.08]);
  companion(ON_COUCH, CHILD, SEATED_AT, 1)(ctx, art);
  ctx.restore();
};

/** The therapist watching an exercise, in their polo (read when drawn: bodies.ts loads this file), set at `x` facing `facing`. */
const therapist = (pose: Pose, x: number, facing: 1 | -1): Prop => (ctx, art) => companion(pose, OUTFITS.polo, x, facing)(ctx, art);

/** Holding one end of the band at the waist for the patient to pull against. */
const HOLDING_BAND: Pose = { hip: [0, 0.92], lean: 6, feet: [[0.12, 0.05], [-0.14, 0.05]], hands: [[0.36, 1.0], [0.32, 0.98]], nod: 4 };
/** Steadying the patient on the ball from behind, a hand at their back and one at their shoulder. */
const STEADYING: Pose = { hip: [0, 0.92], lean: 14, feet: [[0.1, 0.05], [-0.12, 0.05]], hands: [[0.5, 0.98], [0.58, 1.16]], nod: 12 };
/** Facing the patient on the board, holding their outstretched hand, the other hand ready at their waist. */
const STEADYING_HAND: Pose = { hip: [0, 0.92], lean: 8, feet: [[0.1, 0.05], [-0.12, 0.05]], hands: [[0.51, 1.18], [0.44, 1.0]], nod: 6 };
/** A wobble board side on: the round board on its half dome, rocking a little. */
const wobbleBoard: Prop = (ctx) => {
  ctx.save();
  ctx.rotate(-0.06);
  ctx.fillStyle = '#3a3f4b';
  ctx.beginPath();
  ctx.arc(0.02, 0.02, 0.1, 0, Math.PI);
  ctx.fill();
  ctx.fillStyle = '#2a9d8f';
  ctx.beginPath();
  ctx.roundRect(-0.22, 0.1, 0.48, 0.04, 0.015);
  ctx.fill();
  ctx.restore();
};
/** How far apart the two stand across the band, and how far behind the ball the therapist stands. */
const ACROSS_BAND = 1.12;
const BEHIND_BALL = 0.62;
const ball: Prop = floorProp((ctx) => exerciseBall(ctx, 0, 0, 0.32, '#3d6fb6'));

/**
 * An exercise the patient does with the therapist at hand, as either one's picture: the patient's (whoever does it, the
 * therapist in it in their polo) or the therapist's (the patient in it). The patient's picture sets the therapist at `at` facing
 * `facing`; `things` and `extent` are in its coordinates.
 */
function exercise(patient: Pose, guide: Pose, at: number, facing: 1 | -1, things: { back?: Prop[]; front?: Prop[] }, extent: Scene['extent']): { done: Scene; guided: Scene } {
  // The therapist's picture is the patient's turned about so the therapist stands at 0 facing +x.
  const turned = (props: Prop[] = []): Prop[] =>
    props.map((p) => (ctx, art) => {
      ctx.save();
      ctx.scale(facing, 1);
      ctx.translate(-at, 0);
      p(ctx, art);
      ctx.restore();
    });
  return {
    done: { pose: patient, back: [...(things.back ?? []), therapist(guide, at, facing)], front: things.front, extent },
    guided: {
      pose: guide,
      back: [...turned(things.back), ...turned([(ctx, art) => companion(patient, PATIENT, 0, 1)(ctx, art)])],
      front: turned(things.front),
      extent: facing === 1 ? [extent[0] - at, extent[1] - at, extent[2]] : [at - extent[1], at - extent[0], extent[2]],
    },
  };
}

const BAND_WORK = exercise(ROWING_BAND, HOLDING_BAND, ACROSS_BAND, -1, { front: [band(ROWING_BAND.hands[0], placed(HOLDING_BAND.hands[0], ACROSS_BAND))] }, [-0.3, 1.4, 1.76]);
const BOARD_WORK = exercise(ON_BOARD, STEADYING_HAND, 0.95, -1, { back: [wobbleBoard] }, [-0.4, 1.22, 1.92]);
const BALL_WORK = exercise(ON_BALL, STEADYING, -BEHIND_BALL, 1, { back: [ball] }, [-0.9, 1.1, 1.76]);

export const CARE_WORK = {
  // Standing at the side of the treatment table, leaning in, both hands pressed on the back of the patient lying face down.
  'back-treatment': {
    pose: { hip: [0, 0.92], lean: 36, feet: [[0.12, 0.05], [-0.1, 0.05]], hands: [[0.62, 1.0], [0.5, 0.99]], nod: 20 },
    back: [table(-0.46, 1.46), onTable(PRONE, 0.55, false)],
    extent: [-0.5, 1.5, 1.76],
  },
  // At the foot of the table, the patient's straight leg raised and held at the heel and the calf: an assisted hamstring stretch.
  'assisted-stretch': {
    pose: { hip: [0, 0.92], lean: 8, feet: [[0.1, 0.05], [-0.12, 0.05]], hands: [[0.44, 1.5], [0.6, 1.26]], nod: -6 },
    back: [table(-0.06, 1.94), onTable(LEG_RAISED, 1.0, true)],
    extent: [-0.24, 1.98, 1.78],
  },
  // Pulling a resistance band in to the chest against the therapist holding its other end; on an exercise ball, one leg lifted
  // straight out, the therapist steadying them from behind. Each as the patient's picture, and as the therapist's ("guiding").
  'band-exercise': BAND_WORK.done,
  'band-guiding': BAND_WORK.guided,
  'ball-exercise': BALL_WORK.done,
  'ball-guiding': BALL_WORK.guided,
  // Balancing on one leg on a wobble board, a hand held by the therapist facing them.
  'balance-board': BOARD_WORK.done,
  'balance-guiding': BOARD_WORK.guided,
  // At the examination couch, the stethoscope's chest piece on the back of the patient seated on its edge, listening.
  'stethoscope-check': {
    pose: ADULT_BACK,
    back: [COUCH, companion(ON_COUCH, PATIENT, SEATED_AT, 1)],
    front: [stethoscope(ADULT_BACK, ADULT_BACK.hands[0])],
    extent: [-0.24, COUCH_END + 0.04, 1.76],
  },
  // The same with a child on the couch, the doctor bending lower to their back.
  'stethoscope-child': {
    pose: CHILD_BACK,
    back: [COUCH, childOnCouch],
    front: [stethoscope(CHILD_BACK, CHILD_BACK.hands[0])],
    extent: [-0.24, COUCH_END + 0.04, 1.76],
  },
} satisfies Record<string, Scene>;
