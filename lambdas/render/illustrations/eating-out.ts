/**
 * Eating out of hand, and served at a café's table (issue 23): someone standing, or seated on a park bench, with an
 * ice-cream cone, a slice of pizza, a sandwich or a crêpe raised to the mouth, the food at its own size in the hand (a cone is
 * a hand's length, not a sign over the head); a waiter or barista bringing a cup on its saucer to a bistro table, to
 * the customer seated at it. Metres, y up, the figure facing +x, as bodies.ts draws; registered in bodies.ts's
 * poses: import them through bodies.ts only.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { companion, GUEST } from './company';
import { teaCup } from './drink-things';
import { cone, FLAVOURS } from './gelato-counter';
import { sideChair } from './table-work';

/** Standing, the near hand raised before the chin with the food, the far arm down: eating as one walks about. */
const EATING: Pose = { hip: [0, 0.92], lean: 0, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.22, 1.42], [-0.04, 0.66]], nod: -4 };
/** The picture's extent: the figure and what it raises ahead of its face. */
const EXTENT: Scene['extent'] = [-0.22, 0.46, 1.78];

/** A slice of pizza held by its crust, its tip toward the mouth: cheese, tomato, two rounds of salami. */
const pizzaSlice = ([x, y]: P): Prop => (ctx) => {
  const tip: P = [x - 0.02, y + 0.2];
  ctx.fillStyle = '#f2c14e';
  triangle(ctx, [x - 0.05, y - 0.02], [x + 0.09, y + 0.03], tip);
  ctx.fillStyle = '#c0392b';
  for (const [dx, dy] of [[0.02, 0.05], [0.0, 0.11]] as const) circle(ctx, x + dx, y + dy, 0.018);
  ctx.strokeStyle = '#c98a3d';
  ctx.lineWidth = 0.03;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(x - 0.05, y - 0.02);
  ctx.lineTo(x + 0.09, y + 0.03);
  ctx.stroke();
};

/** A filled roll held level in the hand: the bun, the lettuce and tomato showing between its halves. */
const sandwich = ([x, y]: P): Prop => (ctx) => {
  rr(ctx, x - 0.08, y - 0.02, 0.18, 0.035, 0.017, '#d9a35b');
  rr(ctx, x - 0.085, y + 0.012, 0.19, 0.016, 0.008, '#6fbf4a');
  rr(ctx, x - 0.075, y + 0.024, 0.17, 0.012, 0.006, '#d64545');
  rr(ctx, x - 0.08, y + 0.034, 0.18, 0.045, 0.022, '#e0ad63');
};

/** A crêpe folded into a cone, point down in its paper, chocolate showing along its open top. */
const crepe = ([x, y]: P): Prop => (ctx) => {
  ctx.fillStyle = '#e8c27c';
  triangle(ctx, [x, y - 0.08], [x - 0.09, y + 0.14], [x + 0.09, y + 0.14]);
  rr(ctx, x - 0.09, y + 0.12, 0.18, 0.035, 0.017, '#5a3522');
  ctx.fillStyle = '#f4f1ea';
  triangle(ctx, [x, y - 0.09], [x - 0.065, y + 0.06], [x + 0.065, y + 0.06]);
};

function triangle(ctx: SKRSContext2D, a: P, b: P, c: P): void {
  ctx.beginPath();
  ctx.moveTo(...a);
  ctx.lineTo(...b);
  ctx.lineTo(...c);
  ctx.closePath();
  ctx.fill();
}

function circle(ctx: SKRSContext2D, x: number, y: number, r: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
}

/** Seated on a park bench, the food raised before the chin, the far hand in the lap. */
export const ON_BENCH: Pose = { hip: [0, 0.5], lean: 2, feet: [[0.36, 0.05], [0.3, 0.05]], hands: [[0.2, 1.04], [0.3, 0.58]], nod: -4 };
export const BENCH_SEAT = 0.46;

/** A park bench along the picture behind the one seated on it, as flat pictures draw one: slatted seat and back on cast-iron ends. */
export const BENCH: [number, number] = [-0.56, 0.6];
export const parkBench: Prop = (ctx) => {
  const [x0, x1] = BENCH;
  ctx.fillStyle = '#3d4350';
  for (const x of [x0 + 0.06, x1 - 0.1]) {
    ctx.fillRect(x, 0, 0.04, BENCH_SEAT);
    ctx.fillRect(x - 0.03, 0, 0.1, 0.03);
    ctx.fillRect(x, BENCH_SEAT, 0.04, 0.4);
  }
  for (const y of [BENCH_SEAT - 0.04, BENCH_SEAT + 0.14, BENCH_SEAT + 0.27]) rr(ctx, x0, y, x1 - x0, 0.07, 0.015, '#a86f42');
};

/** Eating what the near hand holds up: standing, or seated on a bench. */
const eating = (food: (hand: P) => Prop): [Scene, Scene] => [
  { pose: EATING, front: [food(EATING.hands[0])], extent: EXTENT },
  { pose: ON_BENCH, back: [parkBench], front: [food(ON_BENCH.hands[0])], extent: [BENCH[0] - 0.02, BENCH[1] + 0.02, 1.36] },
];
const [ICE_CREAM, ICE_CREAM_BENCH] = eating((hand) => cone(hand, FLAVOURS[0]!));
const [SLICE, SLICE_BENCH] = eating(pizzaSlice);
const [SANDWICH, SANDWICH_BENCH] = eating(sandwich);
const [CREPE, CREPE_BENCH] = eating(crepe);

/** A café's bistro table: one iron foot, a round marble top seen edge on. */
const BISTRO_TOP = 0.74;
const bistroTable = (x0: number, x1: number): Prop => (ctx) => {
  const mid = (x0 + x1) / 2;
  ctx.fillStyle = '#2f3437';
  ctx.fillRect(mid - 0.025, 0, 0.05, BISTRO_TOP);
  rr(ctx, mid - 0.2, 0, 0.4, 0.035, 0.015, '#2f3437');
  rr(ctx, x0, BISTRO_TOP - 0.035, x1 - x0, 0.04, 0.02, '#e9e6df');
};

/**
 * Standing at the table, the near hand bringing the cup on its saucer in over it at chest height (where a landscape frame's
 * caption band does not cut it), the far arm down; the customer seated across reaching up to take it.
 */
const SERVING: Pose = { hip: [0, 0.92], lean: 8, feet: [[0.1, 0.05], [-0.08, 0.05]], hands: [[0.56, 1.1], [-0.02, 0.68]], nod: 14 };
const SEATED: Pose = { hip: [0, 0.5], lean: 4, feet: [[0.4, 0.05], [0.34, 0.05]], hands: [[0.54, 1.0], [0.36, 0.76]], nod: -8 };
const CUSTOMER = 1.3;

/** A cup on its saucer, carried level on the fingers at `hand`. */
const servedCup = ([x, y]: P): Prop => {
  const cup = teaCup([x + 0.04, y + 0.02], '#c8a27a');
  return (ctx, art) => {
    rr(ctx, x - 0.05, y, 0.18, 0.022, 0.011, '#f4f1ea');
    cup(ctx, art);
  };
};

export const EATING_OUT = {
  // An ice-cream cone raised to the mouth, a heaped scoop on it; a slice of pizza held by its crust; a sandwich, a burger or a
  // wrap; a crêpe folded in its paper: standing, or seated on a park bench.
  'eating-ice-cream': ICE_CREAM,
  'eating-slice': SLICE,
  'eating-sandwich': SANDWICH,
  'eating-crepe': CREPE,
  'eating-ice-cream-bench': ICE_CREAM_BENCH,
  'eating-slice-bench': SLICE_BENCH,
  'eating-sandwich-bench': SANDWICH_BENCH,
  'eating-crepe-bench': CREPE_BENCH,
  // A waiter or barista bringing a coffee on its saucer to the bistro table, the customer seated at it reaching up for it.
  'serving-table': {
    pose: SERVING,
    back: [sideChair(CUSTOMER - 0.2, CUSTOMER + 0.24, 0.46, 'right'), companion(SEATED, { ...GUEST, top: '#3d7ea6' }, CUSTOMER)],
    front: [bistroTable(0.34, 0.98), teaCup([0.86, BISTRO_TOP], '#6f4e37'), servedCup(SERVING.hands[0])],
    extent: [-0.24, 1.66, 1.76],
  },
} satisfies Record<string, Scene>;
