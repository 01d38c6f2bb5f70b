/**
 * A cooking class as a cookery school shows it: the chef-instructor in whites at the demonstration island, rolling out a
 * sheet of fresh pasta beside a well of flour with an egg in it, and the class facing them at their own stations, grown-ups
 * in the school's aprons over their own clothes, one kneading a ball of dough, one behind cutting a rolled sheet into
 * ribbons; boards and flour on every worktop. Metres, y up, the instructor facing +x, as bodies.ts draws (its helpers are
 * read only when drawn: bodies.ts loads this file).
 */
import { rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { companion, reachOf, topOf, type Spot } from './lesson-companion';
import { fill } from './room-props';
import { limb } from './stroke';

/** The school's aprons, worn by the class over their own tops. */
export const CLASS_APRON = '#c8553d';
const TOPS = ['#3d7ea6', '#e9c46a', '#7a9e7e', '#5b5f97', '#f4a261', '#81b29a'];
/** The worktops: a pale cabinet front under a butcher-block top. */
export const WORKTOP_TOP = 0.92;
const CABINET = '#e7e2d8';
const BLOCK = '#c8955c';
const BOARD = '#e0b27a';
const FLOUR = '#fbf8f0';
const DOUGH = '#f3d9a0';
const PASTA = '#f6dd8e';

/** A station's worktop from x0 to x1: the cabinet, its doors' seams and handles, the block top. */
const worktop = (x0: number, x1: number): Prop => (ctx) => {
  rr(ctx, x0, 0, x1 - x0, WORKTOP_TOP - 0.04, 0.02, CABINET);
  ctx.fillStyle = 'rgba(0,0,0,0.1)';
  for (let x = x0 + 0.3; x < x1 - 0.1; x += 0.3) ctx.fillRect(x, 0.06, 0.012, WORKTOP_TOP - 0.16);
  for (let x = x0 + 0.12; x < x1 - 0.1; x += 0.3) rr(ctx, x, WORKTOP_TOP - 0.2, 0.1, 0.02, 0.01, '#9aa1ab');
  rr(ctx, x0 - 0.04, WORKTOP_TOP - 0.06, x1 - x0 + 0.08, 0.07, 0.015, BLOCK);
};

/** A wooden board on the worktop from x0 to x1, flour dusted over it. */
const board = (x0: number, x1: number): Prop => (ctx) => {
  rr(ctx, x0, WORKTOP_TOP, x1 - x0, 0.03, 0.01, BOARD);
  fill(ctx, FLOUR, () => {
    for (let k = 0; k < 6; k++) ctx.ellipse(x0 + (x1 - x0) * (0.12 + k * 0.15), WORKTOP_TOP + 0.032, 0.035 - (k % 3) * 0.008, 0.008, 0, 0, Math.PI * 2);
  });
};

/** A mound of flour with a well in its top, an egg's yolk in it: how fresh pasta starts. */
const flourWell = (x: number): Prop => (ctx) => {
  fill(ctx, FLOUR, () => {
    ctx.moveTo(x - 0.14, WORKTOP_TOP + 0.03);
    ctx.quadraticCurveTo(x - 0.1, WORKTOP_TOP + 0.12, x - 0.04, WORKTOP_TOP + 0.11);
    ctx.lineTo(x + 0.04, WORKTOP_TOP + 0.11);
    ctx.quadraticCurveTo(x + 0.1, WORKTOP_TOP + 0.12, x + 0.14, WORKTOP_TOP + 0.03);
    ctx.closePath();
  });
  fill(ctx, '#f4a300', () => ctx.ellipse(x, WORKTOP_TOP + 0.105, 0.035, 0.018, 0, 0, Math.PI * 2));
};

/** A rolling pin under both hands, a thin sheet of pasta rolled out under it. */
const rolledSheet = (near: P, far: P): Prop => (ctx) => {
  rr(ctx, near[0] - 0.2, WORKTOP_TOP + 0.03, far[0] - near[0] + 0.36, 0.014, 0.007, PASTA);
  const y = Math.min(near[1], far[1]) - 0.035;
  limb(ctx, [[near[0] - 0.12, y], [far[0] + 0.12, y]], 0.025, '#9c6b43');
  rr(ctx, near[0] - 0.04, y - 0.035, far[0] - near[0] + 0.08, 0.07, 0.035, '#d9a066');
};

/** A ball of dough pressed under the heels of both hands. */
const doughBall = (x: number): Prop => (ctx) => fill(ctx, DOUGH, () => ctx.ellipse(x, WORKTOP_TOP + 0.075, 0.13, 0.055, 0, Math.PI, 0, true));

/** A sheet being cut into ribbons across the board, the knife in the near hand, a nest of tagliatelle done beside it. */
const ribbons = (hand: P, x: number): Prop => (ctx) => {
  rr(ctx, x, WORKTOP_TOP + 0.03, 0.34, 0.014, 0.007, PASTA);
  ctx.fillStyle = 'rgba(150,110,40,0.35)';
  for (let k = 1; k < 6; k++) ctx.fillRect(x + k * 0.045, WORKTOP_TOP + 0.03, 0.006, 0.014);
  fill(ctx, PASTA, () => ctx.ellipse(x + 0.44, WORKTOP_TOP + 0.055, 0.07, 0.03, 0, 0, Math.PI * 2));
  ctx.strokeStyle = 'rgba(170,120,40,0.5)';
  ctx.lineWidth = 0.006;
  for (const r of [0.02, 0.04]) {
    ctx.beginPath();
    ctx.ellipse(x + 0.44, WORKTOP_TOP + 0.055, r * 1.6, r * 0.6, 0, 0, Math.PI * 2);
    ctx.stroke();
  }
  // The knife's blade down to the sheet, its handle in the hand.
  rr(ctx, hand[0] - 0.02, hand[1] - 0.02, 0.08, 0.035, 0.012, '#2b2b2b');
  fill(ctx, '#dde4ea', () => {
    ctx.moveTo(hand[0] + 0.06, hand[1] - 0.005);
    ctx.lineTo(hand[0] + 0.2, WORKTOP_TOP + 0.045);
    ctx.lineTo(hand[0] + 0.07, hand[1] - 0.04);
    ctx.closePath();
  });
};

/** Standing at the worktop, leaning over it. */
const AT_WORKTOP = { hip: [0, 0.92], feet: [[0.06, 0.05], [-0.08, 0.05]] } as const satisfies Partial<Pose>;
/** The instructor rolling the sheet out, a little upright to show the class. */
const ROLLING: Pose = { ...AT_WORKTOP, lean: 18, hands: [[0.5, 1.0], [0.68, 1.0]], nod: 22 };
/** A student kneading: both hands pushing the dough down and away. */
const KNEADING: Pose = { ...AT_WORKTOP, lean: 24, hands: [[0.52, 1.02], [0.58, 1.04]], nod: 26 };
/** A student cutting: the knife in the near hand, the far one holding the sheet. */
const CUTTING: Pose = { ...AT_WORKTOP, lean: 20, hands: [[0.48, 1.08], [0.74, 0.98]], nod: 28 };

/** A student's station: their worktop over their legs, the board and what they work on, in their own picture. */
const KNEADER: Scene = { pose: KNEADING, front: [worktop(0.3, 0.95), board(0.34, 0.86), doughBall(0.56)], extent: [-0.22, 0.99, 1.76] };
const CUTTER: Scene = { pose: CUTTING, front: [worktop(0.3, 0.95), board(0.32, 0.92), ribbons(CUTTING.hands[0], 0.36)], extent: [-0.22, 0.99, 1.76] };

/** The class at their stations facing the instructor: the near one kneading, the one behind (smaller, higher up the floor) cutting. */
const NEAR: Spot = { x: 1.26, scale: 1, rise: 0, facing: -1 };
const BEHIND: Spot = { x: 1.02, scale: 0.84, rise: 0.2, facing: -1 };
const student = (scene: Scene, spot: Spot, nth: number) =>
  companion(scene, spot, nth, (look) => ({ top: TOPS[(Number(look) + nth) % TOPS.length]!, over: { colour: CLASS_APRON, apron: true }, legs: '#3a4150', shoes: '#2d2d36' }));

export const COOKING_CLASS = {
  // The instructor's island drawn over their legs; the class beyond it, the near student over the one behind.
  'cooking-class': {
    pose: ROLLING,
    back: [student(CUTTER, BEHIND, 2)],
    front: [worktop(0.22, 0.98), board(0.26, 0.96), flourWell(0.86), rolledSheet(ROLLING.hands[0], ROLLING.hands[1]), student(KNEADER, NEAR, 1)],
    extent: [-0.24, Math.max(reachOf(KNEADER, NEAR), reachOf(CUTTER, BEHIND)) + 0.02, Math.max(1.78, topOf(CUTTER, BEHIND))],
  },
} satisfies Record<string, Scene>;
