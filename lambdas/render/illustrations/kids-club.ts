/**
 * A children's club, nursery or holiday club at its day (compose/kids-club-actions.ts), each the grown-up's picture with
 * the children in it at a child's size: homework at a table, a helper leaning in to point at a book; football on the grass,
 * the coach calling it by a little goal; a tower of blocks built on the rug; snack time at the table, the helper bringing
 * fruit; a parent kneeling by the club's coat pegs at pick-up, the child running into their arms with a painting. The
 * grown-ups are down at the children's height (sat, crouched, kneeling): a landscape frame keeps every face above the captions.
 * Metres, y up, the grown-up facing +x, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawFigure, OUTFITS, rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { atChildSize, BUILDS } from './figure-build';
import { HAIR_STYLES, lookOf, nextLook } from './figure-look';
import { limb } from './stroke';

/** A child's pose is drawn in a grown-up's metres, then scaled down: a height in the room is this much higher in the pose. */
const K = BUILDS.child.scale;
export const inPose = (real: number) => real / K;

/** A child's look, the nth after the picture's: never bald. */
const childLook = (look: string, nth: number) => {
  const code = nextLook(look, nth);
  return code.endsWith(String(HAIR_STYLES.indexOf('bald'))) ? `${code.slice(0, 2)}${HAIR_STYLES.indexOf('ponytail')}` : code;
};

/** Child `nth` in `pose` (a grown-up's metres), feet on the floor at x, facing `facing`, in a bright top of their own look; `pack`: a backpack on. */
export const child = (pose: Pose, x: number, facing: 1 | -1, nth: number, pack = false): Prop => (ctx, art) => {
  const look = childLook(art.look, nth);
  const tops = OUTFITS.child.tops!;
  ctx.save();
  atChildSize(ctx, [x, 0]);
  ctx.translate(x, 0);
  ctx.scale(facing, 1);
  if (pack) backpack(ctx, pose, tops[(Number(look[0]) + 2) % tops.length]!);
  drawFigure(ctx, pose, { ...OUTFITS.child, top: tops[(Number(look[0]) + nth) % tops.length]! }, 0, undefined, undefined, lookOf(look));
  ctx.restore();
};

/** A backpack on a figure's back, between the shoulders and the small of the back (drawn before them, behind). */
function backpack(ctx: SKRSContext2D, pose: Pose, colour: string): void {
  const lean = (pose.lean * Math.PI) / 180;
  ctx.save();
  ctx.translate(pose.hip[0], pose.hip[1]);
  ctx.rotate(-lean);
  rr(ctx, -0.34, 0.14, 0.24, 0.46, 0.07, colour);
  rr(ctx, -0.36, 0.2, 0.1, 0.22, 0.04, 'rgba(0,0,0,0.18)');
  ctx.restore();
}

// ---- The table and what is on it -----------------------------------------------------------------

/** A children's table: its top at TABLE high from x0 to x1, on four short legs. */
const TABLE = 0.58;
const table = (x0: number, x1: number): Prop => (ctx) => {
  ctx.fillStyle = '#c98d5a';
  for (const lx of [x0 + 0.06, x1 - 0.1]) ctx.fillRect(lx, 0, 0.045, TABLE);
  rr(ctx, x0, TABLE - 0.05, x1 - x0, 0.06, 0.02, '#e9b872');
};

/** A low stool, its seat at h. */
const stool = (x: number, h: number, colour: string): Prop => (ctx) => {
  ctx.fillStyle = '#8a5a3b';
  ctx.fillRect(x - 0.11, 0, 0.035, h);
  ctx.fillRect(x + 0.075, 0, 0.035, h);
  rr(ctx, x - 0.15, h - 0.045, 0.3, 0.05, 0.02, colour);
};

/** An exercise book open on the table, lines across its pages, a pencil across it. */
const exerciseBook = (x: number, colour: string): Prop => (ctx) => {
  rr(ctx, x - 0.005, TABLE, 0.25, 0.014, 0.004, colour);
  rr(ctx, x, TABLE + 0.012, 0.24, 0.012, 0.004, '#fbfbf7');
  limb(ctx, [[x + 0.06, TABLE + 0.03], [x + 0.2, TABLE + 0.05]], 0.012, '#ffb703');
};

/** A pot of pencils and crayons standing on the table. */
const pencilPot = (x: number): Prop => (ctx) => {
  for (const [dx, c] of [[0.01, '#e63946'], [0.035, '#3a86ff'], [0.06, '#06d6a0']] as const) limb(ctx, [[x + dx, TABLE + 0.08], [x + dx + (dx - 0.035) * 0.6, TABLE + 0.2]], 0.014, c);
  rr(ctx, x - 0.01, TABLE, 0.09, 0.12, 0.015, '#5b8def');
};

/** A plate on the table, apple slices and grapes on it. */
const fruitPlate = (x: number, y = TABLE): Prop => (ctx) => {
  rr(ctx, x - 0.12, y, 0.24, 0.02, 0.01, '#f4f1ea');
  for (const [dx, c] of [[-0.07, '#e63946'], [-0.01, '#f4d35e'], [0.05, '#7ac74f']] as const) {
    ctx.fillStyle = c;
    ctx.beginPath();
    ctx.arc(x + dx, y + 0.04, 0.03, 0, Math.PI * 2);
    ctx.fill();
  }
};

/** A beaker of juice. */
const beaker = (x: number, colour: string): Prop => (ctx) => {
  rr(ctx, x, TABLE, 0.06, 0.09, 0.012, colour);
  rr(ctx, x + 0.008, TABLE + 0.05, 0.044, 0.03, 0.008, '#ffb347');
};

// ---- The children at the table ------------------------------------------------------------------

/** Seated on a stool at the table, leaning to the work, both hands on the table top (a pencil, a cup). */
const SEAT = 0.32;
const AT_TABLE: Pose = {
  hip: [0, inPose(SEAT + 0.02)],
  lean: 14,
  feet: [[0.36, 0.05], [0.3, 0.05]],
  hands: [[0.52, inPose(TABLE + 0.04)], [0.44, inPose(TABLE + 0.02)]],
  nod: 22,
};
/** The same, one hand up at the mouth (a slice of apple eaten). */
const EATING: Pose = { ...AT_TABLE, lean: 8, nod: 8, hands: [[0.38, inPose(0.78)], [0.44, inPose(TABLE + 0.02)]] };

/** Two children at the table, one at each end facing the other, on their stools; the helper sits behind the table between them. */
const NEAR_CHILD = 0.16;
const FAR_CHILD = 1.98;
const TABLE_ENDS: [number, number] = [0.3, 1.84];
const atTable = (near: Pose, far: Pose, onTable: Prop[]): Pick<Scene, 'back' | 'front'> => ({
  back: [stool(FAR_CHILD, SEAT, '#ffbe0b'), child(far, FAR_CHILD, -1, 2), helperStool],
  front: [table(...TABLE_ENDS), ...onTable, stool(NEAR_CHILD, SEAT, '#3a86ff'), child(near, NEAR_CHILD, 1, 1)],
});
/** Where the far child's book lies, before their hands. */
const FAR_BOOK = FAR_CHILD - 0.52 * K - 0.2;

/**
 * The helper sat with the children on a stool behind the table, down at their height (a picture no taller than a seated
 * grown-up, so a landscape frame keeps the children's faces above the captions): leaning in, the near hand pointing into
 * the far child's book, the other on the table.
 */
const HELPER_AT = 0.82;
const HELPER_SEAT = 0.4;
const LEANING_IN: Pose = { hip: [HELPER_AT, HELPER_SEAT + 0.04], lean: 34, feet: [[HELPER_AT + 0.34, 0.05], [HELPER_AT + 0.28, 0.05]], hands: [[FAR_BOOK + 0.06, TABLE + 0.08], [HELPER_AT + 0.3, TABLE + 0.02]], nod: 24 };
/** The helper sat behind the table, a plate of fruit held out over it. */
const BRINGING: Pose = { hip: [HELPER_AT, HELPER_SEAT + 0.04], lean: 12, feet: [[HELPER_AT + 0.34, 0.05], [HELPER_AT + 0.28, 0.05]], hands: [[HELPER_AT + 0.52, 0.82], [HELPER_AT + 0.46, 0.8]], nod: 16 };
const helperStool = stool(HELPER_AT, HELPER_SEAT, '#ef476f');

// ---- Football on the grass ---------------------------------------------------------------------

/** A football: white, its black patches. */
const football = ([x, y]: P, r = 0.11): Prop => (ctx) => {
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#22262e';
  for (const [dx, dy, s] of [[0, 0, 0.36], [0.62, 0.3, 0.22], [-0.6, 0.34, 0.22], [0.1, -0.7, 0.22]] as const) {
    ctx.beginPath();
    ctx.arc(x + dx * r, y + dy * r, r * s, 0, Math.PI * 2);
    ctx.fill();
  }
};

/** A small goal on the grass behind the play: white posts and crossbar, its net behind in a light mesh. */
const goal = (x0: number, x1: number, h: number): Prop => (ctx) => {
  ctx.strokeStyle = 'rgba(255,255,255,0.6)';
  ctx.lineWidth = 0.012;
  for (let x = x0 + 0.12; x < x1; x += 0.12) {
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x - 0.06, h - 0.04);
    ctx.stroke();
  }
  for (let y = 0.12; y < h; y += 0.12) {
    ctx.beginPath();
    ctx.moveTo(x0, y);
    ctx.lineTo(x1, y);
    ctx.stroke();
  }
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(x0 - 0.03, 0, 0.05, h);
  ctx.fillRect(x1 - 0.02, 0, 0.05, h);
  ctx.fillRect(x0 - 0.03, h - 0.04, x1 - x0 + 0.08, 0.05);
};

/** A pitch's white line along the grass and a training cone on it. */
const pitchLine = (x0: number, x1: number): Prop => (ctx) => {
  rr(ctx, x0, -0.01, x1 - x0, 0.025, 0.01, 'rgba(255,255,255,0.85)');
  ctx.fillStyle = '#ff7a1a';
  ctx.beginPath();
  ctx.moveTo(x1 - 0.3, 0);
  ctx.lineTo(x1 - 0.24, 0.16);
  ctx.lineTo(x1 - 0.18, 0);
  ctx.closePath();
  ctx.fill();
};

/**
 * The coach crouched on the touchline, down at the children's height (a landscape frame keeps their faces above the
 * captions), the near arm out pointing to the play, calling it, the far hand on the knee.
 */
const COACHING: Pose = { hip: [-0.06, 0.56], lean: 22, feet: [[0.22, 0.05], [0.02, 0.05]], hands: [[0.7, 1.0], [0.26, 0.5]], nod: -6 };
/** A whistle on its lanyard at the coach's chest. */
const whistle: Prop = (ctx) => {
  limb(ctx, [[0.12, 1.0], [0.2, 0.8]], 0.012, '#e63946');
  rr(ctx, 0.18, 0.75, 0.07, 0.045, 0.015, '#c9d2dc');
};
/** A child kicking: the near leg swung through to the ball, the arms out for balance. */
const KICK: Pose = { hip: [0, 0.9], lean: -6, feet: [[0.5, 0.34], [-0.06, 0.05]], hands: [[-0.34, 1.12], [0.3, 1.18]], nod: 14 };
/** A child running in to tackle, the far foot kicking back. */
const RUN: Pose = { hip: [0, 0.86], lean: 14, feet: [[0.26, 0.3], [-0.44, 0.14]], hands: [[-0.2, 1.0], [0.34, 1.12]], nod: 10 };
const KICKER = 0.98;
const BALL: P = [KICKER + 0.5 * K + 0.12, 0.11];
const TACKLER = 2.1;

// ---- Blocks on the rug -------------------------------------------------------------------------

const BLOCK_COLOURS = ['#e63946', '#3a86ff', '#ffbe0b', '#06d6a0', '#9b5de5', '#ff8c42'];
/** One toy block, a lighter square on its face. */
const drawBlock = (ctx: SKRSContext2D, x: number, y: number, s: number, colour: string) => {
  rr(ctx, x, y, s, s, 0.012, colour);
  rr(ctx, x + s * 0.2, y + s * 0.2, s * 0.6, s * 0.6, 0.01, 'rgba(255,255,255,0.25)');
};
/** A tower of blocks, each a little off the one under it, from x; and a few loose blocks on the rug. */
const BLOCK = 0.13;
const tower = (x: number, storeys: number): Prop => (ctx) => {
  for (let k = 0; k < storeys; k++) drawBlock(ctx, x + ((k % 2) * 2 - 1) * 0.012, k * BLOCK, BLOCK, BLOCK_COLOURS[k % BLOCK_COLOURS.length]!);
};
const looseBlocks = (at: readonly P[]): Prop => (ctx) => at.forEach(([x, y], k) => drawBlock(ctx, x, y, BLOCK * 0.9, BLOCK_COLOURS[(k + 3) % BLOCK_COLOURS.length]!));
/** A round play rug on the floor, seen a little from above. */
const rug = (x0: number, x1: number): Prop => (ctx) => {
  ctx.fillStyle = '#7fc8f8';
  ctx.beginPath();
  ctx.ellipse((x0 + x1) / 2, 0.02, (x1 - x0) / 2, 0.07, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#bde0fe';
  ctx.beginPath();
  ctx.ellipse((x0 + x1) / 2, 0.025, (x1 - x0) / 2 - 0.18, 0.045, 0, 0, Math.PI * 2);
  ctx.fill();
};
const TOWER_AT = 0.62;
/** The helper down on one knee by the tower, setting the next block on top. */
const TOWER_TOP = 5 * BLOCK;
const SETTING_BLOCK: Pose = { hip: [0, 0.58], lean: 14, feet: [[0.32, 0.05], [-0.3, 0.04]], knees: [1, -1], hands: [[TOWER_AT + 0.02, TOWER_TOP + 0.04], [0.4, 0.62]], nod: 10 };
/** A child kneeling up at the tower, reaching to it with a block. */
const REACHING: Pose = { hip: [0, 0.6], lean: 10, feet: [[0.3, 0.05], [-0.28, 0.04]], knees: [1, -1], hands: [[0.62, inPose(0.5)], [0.5, inPose(0.36)]], nod: 4 };
/** A child sat on the rug, legs out, a block held up in both hands. */
const SAT: Pose = { hip: [0, 0.14], lean: -4, feet: [[0.66, 0.06], [0.6, 0.07]], hands: [[0.5, inPose(0.42)], [0.44, inPose(0.4)]], nod: 4, toes: [0.04, 0.14] };
const heldBlock = (x: number, facing: 1 | -1): Prop => (ctx) => drawBlock(ctx, x + facing * 0.5 * K - BLOCK * 0.45, 0.42 - 0.02, BLOCK * 0.9, '#9b5de5');

// ---- Pick-up at the door ------------------------------------------------------------------------

/** The club's cloakroom wall behind: a row of coat pegs, a bag and a coat on them, a low bench under them. */
const PEGS_AT = 1.1;
const cloakroom: Prop = (ctx) => {
  rr(ctx, PEGS_AT, 1.12, 1.3, 0.06, 0.02, '#c98d5a');
  for (const [k, c] of [[0, '#3a86ff'], [1, '#ff8c42'], [2, '#06d6a0'], [3, '#9b5de5']] as const) {
    const x = PEGS_AT + 0.16 + k * 0.32;
    rr(ctx, x - 0.02, 1.06, 0.04, 0.08, 0.02, '#8a5a3b');
    if (k % 2 === 0) rr(ctx, x - 0.11, 0.74, 0.22, 0.34, 0.06, c);
    else rr(ctx, x - 0.09, 0.62, 0.18, 0.46, 0.05, c);
  }
  rr(ctx, PEGS_AT + 0.04, 0.3, 1.22, 0.05, 0.02, '#e9b872');
  ctx.fillStyle = '#c98d5a';
  for (const x of [PEGS_AT + 0.1, PEGS_AT + 1.18]) ctx.fillRect(x, 0, 0.04, 0.3);
};
/** A painting the child carries home, held out in one hand. */
const painting = (x: number, y: number): Prop => (ctx) => {
  rr(ctx, x, y, 0.24, 0.3, 0.01, '#ffffff');
  ctx.fillStyle = '#ffbe0b';
  ctx.beginPath();
  ctx.arc(x + 0.16, y + 0.22, 0.05, 0, Math.PI * 2);
  ctx.fill();
  rr(ctx, x + 0.02, y + 0.03, 0.2, 0.08, 0.03, '#06d6a0');
};
/** The parent down on one knee, arms open to the child running in. */
const OPEN_ARMS: Pose = { hip: [0, 0.58], lean: 4, feet: [[0.32, 0.05], [-0.3, 0.04]], knees: [1, -1], hands: [[0.62, 0.8], [0.52, 0.88]], nod: 8 };
/** The child running in, arms up to the hug, the painting in the far hand. */
const RUNNING_IN: Pose = { hip: [0, 0.86], lean: 10, feet: [[0.24, 0.22], [-0.4, 0.12]], hands: [[0.56, 1.4], [-0.32, 0.98]], nod: -8 };
const RUNNER = 0.94;

export const KIDS_CLUB = {
  // Homework at the table: both children writing, the helper sat between them leaning in, pointing into the far child's book.
  'homework-help': {
    pose: LEANING_IN,
    ...atTable(AT_TABLE, AT_TABLE, [exerciseBook(FAR_BOOK, '#06d6a0'), exerciseBook(NEAR_CHILD + 0.52 * K - 0.04, '#e63946'), pencilPot(0.62)]),
    extent: [-0.12, 2.26, 1.36],
  },
  // Snack time: both children at the table with their cups, one eating, the helper bringing a plate of fruit.
  'snack-time': {
    pose: BRINGING,
    ...atTable(EATING, AT_TABLE, [fruitPlate(0.56), beaker(1.56, '#9fd8f5'), beaker(0.42, '#ffd6e0')]),
    middle: [fruitPlate(HELPER_AT + 0.5, 0.82)],
    extent: [-0.12, 2.26, 1.36],
  },
  // Football: the coach crouched on the line calling the play, whistle on, one child kicking the ball, another running in, a goal behind.
  'kids-football': {
    pose: COACHING,
    back: [goal(1.3, 2.56, 0.9), pitchLine(-0.3, 2.76), child(RUN, TACKLER, -1, 2)],
    front: [whistle, child(KICK, KICKER, 1, 1), football(BALL)],
    extent: [-0.3, 2.78, 1.42],
  },
  // Blocks on the rug: the helper on one knee topping the tower, a child kneeling up to it with a block, another sat with one.
  'building-blocks': {
    pose: SETTING_BLOCK,
    back: [rug(-0.4, 2.3), tower(TOWER_AT, 5), child(REACHING, 1.08, -1, 1), looseBlocks([[0.9, 0], [1.02, 0]])],
    front: [child(SAT, 1.86, -1, 2), heldBlock(1.86, -1)],
    extent: [-0.44, 2.32, 1.56],
  },
  // Pick-up: the parent kneeling by the club's coat pegs, the child running into their arms, backpack on, a painting in hand.
  'pick-up': {
    pose: OPEN_ARMS,
    back: [cloakroom],
    front: [painting(RUNNER + 0.32 * K - 0.06, 0.98 * K - 0.2), child(RUNNING_IN, RUNNER, -1, 1, true)],
    extent: [-0.4, 2.5, 1.5],
  },
} satisfies Record<string, Scene>;
