/**
 * A surf lesson on the sand: the instructor standing by their board planted upright, an arm out to the class, and
 * the children on their own soft boards laid on the sand, drawn at a child's size (figure-build.ts): two lying on
 * their boards as if paddling, heads up, one in front popped up to stand, knees bent and arms out. What a lesson is
 * taught with is the place's own gear, not a whiteboard. Metres, y up, as bodies.ts draws (its helpers are read only
 * when drawn: bodies.ts loads this file).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawFigure, type Pose, type Prop, type Scene } from './bodies';
import { BUILDS } from './figure-build';
import { lookOf, nextLook } from './figure-look';

/** Soft boards' colours (a school's boards are bright foam tops), each child's its own. */
const BOARDS = ['#ffb703', '#3a86ff', '#ef476f', '#06d6a0'];
/** Rash vests over dark board shorts, barefoot. */
const VESTS = ['#ef476f', '#3a86ff', '#ffbe0b', '#06d6a0', '#9b5de5', '#ff8c42'];
const SHORTS = '#2b2d42';

/** A board lying on the sand from x0 to x1, its nose (at x1) rounded up a little, a stripe down it. */
function board(ctx: SKRSContext2D, x0: number, x1: number, colour: string): void {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(x0, 0.01);
  ctx.lineTo(x1 - 0.3, 0.01);
  ctx.quadraticCurveTo(x1, 0.01, x1, 0.1);
  ctx.quadraticCurveTo(x1 - 0.2, 0.08, x1 - 0.4, 0.08);
  ctx.lineTo(x0 + 0.06, 0.08);
  ctx.quadraticCurveTo(x0, 0.08, x0, 0.04);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = 'rgba(255,255,255,0.7)';
  ctx.fillRect(x0 + 0.08, 0.055, x1 - x0 - 0.5, 0.018);
}

/** The instructor's own board, planted nose up in the sand behind them. */
const plantedBoard: Prop = (ctx) => {
  ctx.save();
  ctx.translate(-0.34, -0.04);
  ctx.rotate(Math.PI / 2 - 0.08);
  board(ctx, 0, 2.0, '#3aa7c9');
  ctx.restore();
};

/** Standing on the sand, the near arm out toward the class, showing the move. */
const SHOWING: Pose = { hip: [0, 0.92], lean: 2, feet: [[0.12, 0.05], [-0.1, 0.05]], hands: [[0.6, 1.22], [0.02, 0.7]], nod: 6 };
/** On the board on the sand, lying face down, chest and head up, hands by the chest ready to push up. */
const PRONE: Pose = { hip: [0, 0.2], lean: 86, feet: [[-0.88, 0.13], [-0.86, 0.16]], hands: [[0.42, 0.12], [0.36, 0.14]], nod: -44, toes: [-0.12, 0.02] };
/** Popped up on the board: feet apart across it, knees bent, arms out for balance. */
const POPPED_UP: Pose = { hip: [0, 0.72], lean: 10, feet: [[0.3, 0.13], [-0.3, 0.13]], hands: [[0.56, 0.98], [-0.5, 0.94]], nod: -4 };

/** Where each child is: the hip's x, how far back their row is (smaller, higher up the sand), their pose and board's reach in their own metres. */
const CHILDREN = [
  { x: 0.86, scale: 0.84, rise: 0.2, pose: PRONE, board: [-1.1, 1.3] },
  { x: 2.1, scale: 0.84, rise: 0.2, pose: PRONE, board: [-1.1, 1.3] },
  { x: 1.5, scale: 1, rise: 0, pose: POPPED_UP, board: [-1.2, 1.2] },
] as const;
const CHILD = BUILDS.child.scale;

/** Child `k` on their board, at a child's size, their look the next after the instructor's. */
const child = (k: number): Prop => (ctx, art) => {
  const { x, scale, rise, pose, board: [b0, b1] } = CHILDREN[k]!;
  const look = nextLook(art.look, k + 1);
  ctx.save();
  ctx.translate(x, rise);
  ctx.scale(scale * CHILD, scale * CHILD);
  board(ctx, b0, b1, BOARDS[(Number(look) + k) % BOARDS.length]!);
  const skin = lookOf(look).skin.tone;
  drawFigure(ctx, pose, { top: VESTS[(Number(look) + k) % VESTS.length]!, legs: SHORTS, shoes: skin, build: BUILDS.child }, 0, undefined, undefined, lookOf(look));
  ctx.restore();
};

/** The picture's right edge: the farthest board's nose. */
const REACH = Math.max(...CHILDREN.map((c) => c.x + c.board[1] * c.scale * CHILD)) + 0.04;

export const SURF_LESSON = {
  // The back row lying on their boards behind the instructor's arm, the child popped up in front of it.
  'surf-lesson': { pose: SHOWING, back: [plantedBoard, child(0), child(1)], front: [child(2)], extent: [-0.5, REACH, 2.0] },
} satisfies Record<string, Scene>;
