/**
 * Surfing: a surfer riding a wave, the wave rising behind them to its curling lip, foam trailing off the board; and
 * a surf lesson on the sand: the instructor standing by their board planted upright, an arm out to the class, and
 * the children on their own soft boards laid on the sand, drawn at a child's size (figure-build.ts): two lying on
 * their boards as if paddling, heads up, one in front popped up to stand, knees bent and arms out. What a lesson is
 * taught with is the place's own gear, not a whiteboard. Metres, y up, as bodies.ts draws (its helpers are read only
 * when drawn: bodies.ts loads this file).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawFigure, type Pose, type Prop, type Scene } from './bodies';
import { BUILDS } from './figure-build';
import { lookOf, nextLook } from './figure-look';
import { fill } from './room-props';

/** Soft boards' colours (a school's boards are bright foam tops), each child's its own. */
const BOARDS = ['#ffb703', '#3a86ff', '#ef476f', '#06d6a0'];
/** Rash vests over dark board shorts, barefoot. */
const VESTS = ['#ef476f', '#3a86ff', '#ffbe0b', '#06d6a0', '#9b5de5', '#ff8c42'];
const SHORTS = '#2b2d42';

/** A board lying on the sand from x0 to x1, its nose (at x1) rounded up a little, a stripe down it. */
function board(ctx: SKRSContext2D, x0: number, x1: number, colour: string): void {
  fill(ctx, colour, () => {
    ctx.moveTo(x0, 0.01);
    ctx.lineTo(x1 - 0.3, 0.01);
    ctx.quadraticCurveTo(x1, 0.01, x1, 0.16);
    ctx.quadraticCurveTo(x1 - 0.2, 0.13, x1 - 0.4, 0.13);
    ctx.lineTo(x0 + 0.08, 0.13);
    ctx.quadraticCurveTo(x0, 0.13, x0, 0.06);
    ctx.closePath();
  });
  fill(ctx, 'rgba(255,255,255,0.75)', () => ctx.rect(x0 + 0.08, 0.095, x1 - x0 - 0.5, 0.025));
}

/** The instructor's own board, planted nose up in the sand behind them, its deck to the viewer, a stripe down it. */
const plantedBoard: Prop = (ctx) => {
  fill(ctx, '#3aa7c9', () => ctx.roundRect(-0.56, -0.02, 0.4, 1.9, [0.2, 0.2, 0.06, 0.06]));
  fill(ctx, 'rgba(255,255,255,0.8)', () => ctx.rect(-0.375, 0.1, 0.03, 1.66));
};

/** Standing on the sand, the near arm out toward the class, showing the move. */
const SHOWING: Pose = { hip: [0, 0.92], lean: 2, feet: [[0.12, 0.05], [-0.1, 0.05]], hands: [[0.6, 1.22], [0.02, 0.7]], nod: 6 };
/** On the board on the sand, lying face down, chest and head up, hands by the chest ready to push up. */
const PRONE: Pose = { hip: [0, 0.2], lean: 86, feet: [[-0.88, 0.13], [-0.86, 0.16]], hands: [[0.42, 0.12], [0.36, 0.14]], nod: -44, toes: [-0.12, 0.02] };
/** Popped up on the board: feet apart across it, knees bent, arms out for balance. */
const POPPED_UP: Pose = { hip: [0, 0.72], lean: 10, feet: [[0.3, 0.13], [-0.3, 0.13]], hands: [[0.56, 0.98], [-0.5, 0.94]], nod: -4 };

/** The sea: deep water, the lit face of the wave, its foam. */
const SEA = { deep: '#2f82bf', face: '#5bbfe0', foam: '#f4fbff' };

/**
 * The wave: the sea's surface under the board, the wave rising behind the surfer to a lip curling over toward them,
 * its lit face under the lip, foam along the lip and trailing off the board's tail.
 */
const wave: Prop = (ctx) => {
  fill(ctx, SEA.deep, () => {
    ctx.moveTo(1.2, -0.04);
    ctx.quadraticCurveTo(1.2, 0.02, 0.9, 0.03);
    ctx.quadraticCurveTo(-0.5, 0.1, -0.86, 1.2);
    ctx.quadraticCurveTo(-0.9, 1.8, -0.3, 1.62);
    ctx.quadraticCurveTo(-0.66, 1.96, -1.3, 1.8);
    ctx.quadraticCurveTo(-1.62, 1.4, -1.72, 0.1);
    ctx.quadraticCurveTo(-1.72, -0.16, -1.5, -0.16);
    ctx.lineTo(1.0, -0.16);
    ctx.quadraticCurveTo(1.2, -0.16, 1.2, -0.04);
    ctx.closePath();
  });
  fill(ctx, SEA.face, () => {
    ctx.moveTo(0.2, 0.05);
    ctx.quadraticCurveTo(-0.52, 0.18, -0.74, 1.14);
    ctx.quadraticCurveTo(-0.6, 0.4, 0.2, 0.05);
  });
  // Foam: a crest along the lip as it curls over, and streaks off the board's tail.
  ctx.strokeStyle = SEA.foam;
  ctx.lineCap = 'round';
  ctx.lineWidth = 0.09;
  ctx.beginPath();
  ctx.moveTo(-1.28, 1.76);
  ctx.quadraticCurveTo(-0.66, 1.92, -0.34, 1.6);
  ctx.stroke();
  fill(ctx, SEA.foam, () => {
    for (const [x, y, r] of [[-0.3, 1.55, 0.05], [-0.38, 1.44, 0.035], [-1.0, 1.9, 0.05], [-0.7, 1.93, 0.045]] as const) {
      ctx.moveTo(x + r, y);
      ctx.arc(x, y, r, 0, Math.PI * 2);
    }
  });
  ctx.lineWidth = 0.035;
  for (const [y, long] of [[0.12, 0.5], [0.2, 0.34], [0.04, 0.4]] as const) {
    ctx.beginPath();
    ctx.moveTo(-0.98, y);
    ctx.lineTo(-0.98 - long, y - 0.02);
    ctx.stroke();
  }
};

/** A board under the surfer's feet, riding the face, nose up a little. */
const surfboard: Prop = (ctx, art) => {
  ctx.save();
  ctx.rotate(0.05);
  board(ctx, -0.94, 0.98, BOARDS[Number(art.look) % BOARDS.length]!);
  ctx.restore();
};

/** Standing on the board across the face, knees bent low, arms out for balance, looking down the line. */
const RIDING_WAVE: Pose = { hip: [0, 0.74], lean: 10, feet: [[0.32, 0.17], [-0.3, 0.12]], hands: [[0.58, 1.02], [-0.54, 1.04]], nod: -6 };

/** Where each child is: the hip's x, how far back their row is (smaller, higher up the sand), their pose and board's reach in their own metres. */
const CHILDREN = [
  { x: 0.8, scale: 0.84, rise: 0.2, pose: PRONE, board: [-1.1, 1.3] },
  { x: 2.3, scale: 0.84, rise: 0.2, pose: PRONE, board: [-1.1, 1.3] },
  { x: 1.55, scale: 1, rise: 0, pose: POPPED_UP, board: [-1.2, 1.2] },
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

export const SURF = {
  // Riding a wave: the wave behind, the board under the feet.
  surfing: { pose: RIDING_WAVE, back: [wave, surfboard], extent: [-1.72, 1.2, 1.98] },
  // The back row lying on their boards behind the instructor's arm, the child popped up in front of it.
  // The instructor in a wetsuit under the school's bright rash vest, whatever they wear elsewhere.
  'surf-lesson': { pose: SHOWING, back: [plantedBoard, child(0), child(1)], front: [child(2)], wears: { top: '#ffd60a', legs: '#1f2330', shoes: '#1f2330' }, extent: [-0.6, REACH, 2.0] },
} satisfies Record<string, Scene>;
