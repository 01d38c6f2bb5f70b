/**
 * A kitchen sink unit with its doors open: the basin and tap on the worktop, the waste pipe and
 * its U-bend inside, a bucket under the joint catching the drips, a wrench on the nut in the
 * plumber's hand. Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { limb, rr, type P, type Prop } from './bodies';

const UNIT = '#e9e4da';
const PIPE = '#dde4ea';
const TOP = 0.88;

/** The unit from x0 to x1: its dark inside, the door swung open toward the plumber, the worktop, basin and tap. */
const unit = (x0: number, x1: number): Prop => (ctx) => {
  rr(ctx, x0, 0, x1 - x0, TOP, 0.02, '#c9b79c');
  rr(ctx, x0 + 0.05, 0.06, x1 - x0 - 0.1, TOP - 0.12, 0.02, '#5b4a3a');
  rr(ctx, x1 - 0.04, 0.02, 0.16, TOP - 0.06, 0.02, UNIT);
  rr(ctx, x0 - 0.04, TOP, x1 - x0 + 0.08, 0.06, 0.02, '#b0b8c1');
  rr(ctx, x0 + 0.18, TOP + 0.04, 0.42, 0.05, 0.02, '#8d99a6');
  limb(ctx, [[x0 + 0.5, TOP + 0.06], [x0 + 0.5, TOP + 0.26], [x0 + 0.36, TOP + 0.26], [x0 + 0.36, TOP + 0.2]], 0.035, '#9aa7b4');
};

/** The waste pipe down from the basin, round its U-bend, out through the back; drips from the joint (`joint`). */
const pipes = (x: number, joint: P): Prop => (ctx) => {
  limb(ctx, [[x, TOP - 0.04], [x, joint[1] + 0.02]], 0.06, PIPE);
  ctx.strokeStyle = PIPE;
  ctx.lineWidth = 0.06;
  ctx.beginPath();
  ctx.arc(x + 0.1, joint[1], 0.1, Math.PI, 0, true);
  ctx.stroke();
  limb(ctx, [[x + 0.2, joint[1]], [x + 0.2, joint[1] + 0.14], [x + 0.5, joint[1] + 0.14]], 0.06, PIPE);
  rr(ctx, joint[0] - 0.05, joint[1] - 0.03, 0.1, 0.06, 0.02, '#b0b8c1');
  ctx.fillStyle = '#5fb3d9';
  for (const dy of [0.12, 0.2]) {
    ctx.beginPath();
    ctx.arc(joint[0] + 0.1, joint[1] - dy, 0.014, 0, Math.PI * 2);
    ctx.fill();
  }
};

/** A bucket on the unit's floor under the leak. */
const bucket = (x: number): Prop => (ctx) => {
  ctx.fillStyle = '#e76f51';
  ctx.beginPath();
  ctx.moveTo(x, 0.26);
  ctx.lineTo(x + 0.03, 0.06);
  ctx.lineTo(x + 0.21, 0.06);
  ctx.lineTo(x + 0.24, 0.26);
  ctx.closePath();
  ctx.fill();
  rr(ctx, x - 0.01, 0.24, 0.26, 0.03, 0.01, '#c0563e');
};

/** A red wrench from the hand to the nut at the joint. */
const wrench = (hand: P, nut: P): Prop => (ctx) => {
  limb(ctx, [hand, nut], 0.035, '#c0392b');
  rr(ctx, nut[0] - 0.04, nut[1] - 0.04, 0.08, 0.08, 0.02, '#7b8794');
};

/** A toolbox on the floor behind the plumber. */
const toolbox = (x: number): Prop => (ctx) => {
  rr(ctx, x, 0, 0.4, 0.2, 0.02, '#c0392b');
  limb(ctx, [[x + 0.12, 0.2], [x + 0.14, 0.27], [x + 0.26, 0.27], [x + 0.28, 0.2]], 0.02, '#2b2b2b');
};

/**
 * The unit from x0 to x1 (worktop waist-high), the joint of the pipes at `joint`: the unit and pipes behind the plumber,
 * the toolbox at `box`, the wrench from `hand` to the joint in front.
 */
export const sinkUnder = (x0: number, x1: number, joint: P, hand: P, box: number): { back: Prop[]; front: Prop[] } => ({
  back: [toolbox(box), unit(x0, x1), bucket(joint[0] - 0.02), pipes(joint[0] - 0.2, joint)],
  front: [wrench(hand, joint)],
});
