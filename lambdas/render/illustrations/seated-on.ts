/**
 * Someone on the thing the prompt puts them on, doing what it says there: cross-legged in meditation on their bed, the sofa
 * or a bench; sat up against the bed's headboard reading, on the phone or on the laptop; reading on the sofa, reading or
 * on the phone on a park bench (issue 23:
 * "meditating on her bed" had put her on a mat beside it, "using the app on a park bench" had walked past the bench).
 * The bed is a single bed side on, shorter than it would be, so a tall frame still shows the person large. Metres, y up,
 * the figure facing +x, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { limb, rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { laptopOnLap, ON_SOFA, phone, sideTable, sofa } from './cafe-customer';
import { BENCH, BENCH_SEAT, ON_BENCH, parkBench } from './eating-out';
import { EXERCISE_POSES, MEDITATING } from './exercise-poses';

/** The mattress's top, and the bed's two ends: the headboard at the far-left end, behind the one on it. */
const MATTRESS = 0.56;
const BED: [number, number] = [-0.68, 0.86];
/** Bedding colours: the figure's look picks one, so beds differ from video to video. */
const DUVETS = ['#8ecae6', '#f4a261', '#e9c46a', '#b8a1d9', '#9ccfa8'];

/** A single bed side on: wooden frame and legs, the headboard at the left, the mattress, a pillow, the duvet over its foot. */
const bed: Prop = (ctx, art) => {
  const [x0, x1] = BED;
  const wood = '#8a5a3b';
  for (const x of [x0, x1 - 0.06]) rr(ctx, x, 0, 0.06, 0.3, 0.02, wood);
  rr(ctx, x0 - 0.04, 0.02, 0.1, 1.16, 0.04, wood);
  rr(ctx, x0, 0.24, x1 - x0, 0.14, 0.02, wood);
  rr(ctx, x0 + 0.04, 0.36, x1 - x0 - 0.04, MATTRESS - 0.36, 0.05, '#f4f1ea');
  rr(ctx, x0 + 0.08, MATTRESS - 0.02, 0.34, 0.16, 0.07, '#ffffff');
  const duvet = DUVETS[Number(art.look) % DUVETS.length]!;
  rr(ctx, x0 + 0.5, MATTRESS - 0.2, x1 - x0 - 0.44, 0.28, 0.08, duvet);
};

/** How far a pose seated on the floor is raised to sit on a seat whose top is at `top`; the top of its picture on the mat (its head). */
const onSeat = (top: number) => top - 0.05;
const ON_MATTRESS = onSeat(MATTRESS);
const MAT_TOP = EXERCISE_POSES.meditating.extent[2];
/** The pose raised by `dy` (sat on a bed, not the floor). */
const raised = (pose: Pose, dy: number): Pose => {
  const up = ([x, y]: P): P => [x, y + dy];
  return { ...pose, hip: up(pose.hip), feet: [up(pose.feet[0]), up(pose.feet[1])], hands: [up(pose.hands[0]), up(pose.hands[1])] };
};

/** Sat up against the headboard, the legs long down the bed (a leg's length from the hip, knees nearly straight), toes up, the hands held up before the chest at `hand`. */
const satUp = (hand: P): Pose => ({ hip: [-0.36, MATTRESS + 0.06], lean: -8, feet: [[0.52, MATTRESS + 0.06], [0.5, MATTRESS + 0.08]], hands: [hand, [hand[0] - 0.04, hand[1] - 0.04]], nod: 22, toes: [0.03, 0.12] });
const IN_BED_HAND: P = [-0.02, 1.16];
/** The laptop on the lap, sat up in bed: its base across the thighs, the hands on its keys. */
const LAP: P = [-0.22, MATTRESS + 0.14];
const ON_KEYS: P = [-0.02, MATTRESS + 0.17];
/** The sofa's seat top (cafe-customer.ts draws it so). */
const SOFA_SEAT = 0.44;

/** A book held open in both hands at `hand`, its pages fanned toward the reader's face. */
const book = ([x, y]: P): Prop => (ctx) => {
  ctx.save();
  ctx.translate(x + 0.02, y);
  ctx.rotate(-0.35);
  rr(ctx, -0.15, -0.02, 0.3, 0.2, 0.02, '#c0504d');
  ctx.fillStyle = '#fbf8f1';
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.lineTo(-0.14, 0.03);
  ctx.lineTo(-0.14, 0.19);
  ctx.lineTo(0, 0.16);
  ctx.lineTo(0.14, 0.19);
  ctx.lineTo(0.14, 0.03);
  ctx.closePath();
  ctx.fill();
  limb(ctx, [[0, 0.01], [0, 0.16]], 0.008, '#c9c2b2');
  ctx.restore();
};

/** On the bench, both hands up before the chest, looking down at what they hold. */
const BENCH_HAND: P = [0.3, 0.98];
const HOLDING_ON_BENCH: Pose = { ...ON_BENCH, hands: [BENCH_HAND, [0.26, 0.94]], nod: 22 };
/** The bench's picture: the bench, and the figure's room over it. */
const BENCH_EXTENT: Scene['extent'] = [BENCH[0] - 0.02, BENCH[1] + 0.02, 1.36];
const BED_EXTENT: Scene['extent'] = [BED[0] - 0.06, BED[1] + 0.02, 1.42];

export const SEATED_ON = {
  // Cross-legged on the bed, upright, hands on the knees, eyes closed.
  'meditating-bed': { pose: raised(MEDITATING, ON_MATTRESS), back: [bed], extent: [BED[0] - 0.06, BED[1] + 0.02, MAT_TOP + ON_MATTRESS] },
  // Sat up in bed against the headboard, reading a book, or on the phone.
  'reading-bed': { pose: satUp(IN_BED_HAND), back: [bed], front: [book(IN_BED_HAND)], extent: BED_EXTENT },
  'phone-bed': { pose: satUp(IN_BED_HAND), back: [bed], front: [phone(IN_BED_HAND)], extent: BED_EXTENT },
  'laptop-bed': { pose: { ...satUp(ON_KEYS), nod: 28 }, back: [bed], front: [laptopOnLap(LAP)], extent: BED_EXTENT },
  // Cross-legged on the sofa's seat, or on a park bench.
  'meditating-sofa': { pose: raised(MEDITATING, onSeat(SOFA_SEAT)), back: [sofa], extent: [-0.52, 0.5, MAT_TOP + onSeat(SOFA_SEAT)] },
  'meditating-bench': { pose: raised(MEDITATING, onSeat(BENCH_SEAT)), back: [parkBench], extent: [BENCH[0] - 0.02, BENCH[1] + 0.02, MAT_TOP + onSeat(BENCH_SEAT)] },
  // Sat back on the sofa with a book, a mug on the side table.
  'reading-sofa': { pose: ON_SOFA, back: [sofa, sideTable(0.92)], front: [book(ON_SOFA.hands[0])], extent: [-0.58, 1.1, 1.34] },
  // On a park bench, reading, or on the phone.
  'reading-bench': { pose: HOLDING_ON_BENCH, back: [parkBench], front: [book(BENCH_HAND)], extent: BENCH_EXTENT },
  'phone-bench': { pose: HOLDING_ON_BENCH, back: [parkBench], front: [phone(BENCH_HAND)], extent: BENCH_EXTENT },
} satisfies Record<string, Scene>;
