/**
 * Tutoring as it is done: one to one, the tutor sat beside the child at a table (the kitchen or living-room table at home,
 * a tutoring centre's small room), leaning in to point at the worksheet the child writes on, books open and stacked by
 * it; and online, the child at the table before a laptop turned to us, the tutor's face on its screen in a video call.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file). The online lesson
 * is the child's own picture, drawn at a child's size: its things are set out in the child's pose metres (`inPose`).
 */
import { rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { BUILDS } from './figure-build';
import { drawFrontHead, lookOf, nextLook } from './figure-look';
import { child, inPose } from './kids-club';
import { fill } from './room-props';
import { limb } from './stroke';

/** A table's top, and the wood of a home's table. */
const TOP = 0.74;
const WOOD = '#b9835a';
const WOOD_TOP = '#d6a26e';
/** The worksheet: white, its lines and sums in pencil grey, a tick in red. */
export const WORKSHEET = '#fbfbf7';
const BOOKS = ['#3a86ff', '#e63946', '#06d6a0', '#ffbe0b', '#8338ec'];

/** A table from x0 to x1 at `top`: its top, and a leg at each end. */
const table = (x0: number, x1: number, top: number): Prop => (ctx) => {
  ctx.fillStyle = WOOD;
  for (const x of [x0 + 0.05, x1 - 0.1]) ctx.fillRect(x, 0, 0.05, top);
  rr(ctx, x0, top - 0.05, x1 - x0, 0.05, 0.015, WOOD_TOP);
};

/** A chair in profile, its seat at `seat` about x, its back behind whoever sits on it facing +x; without one, a stool. */
const chair = (x: number, seat: number, scale = 1, back = true): Prop => (ctx) => {
  ctx.fillStyle = '#7a5a44';
  ctx.fillRect(x - 0.2 * scale, 0, 0.035 * scale, back ? seat + 0.46 * scale : seat);
  ctx.fillRect(x + 0.15 * scale, 0, 0.035 * scale, seat);
  rr(ctx, x - 0.22 * scale, seat - 0.04 * scale, 0.42 * scale, 0.045 * scale, 0.015 * scale, '#8e6a50');
  if (back) rr(ctx, x - 0.23 * scale, seat + 0.2 * scale, 0.06 * scale, 0.24 * scale, 0.02 * scale, '#8e6a50');
};

/** A worksheet lying on the table from x, its lines of sums, a red tick by the first. */
const worksheet = (x: number, top: number, w = 0.3): Prop => (ctx) => {
  rr(ctx, x, top, w, 0.012, 0.004, WORKSHEET);
  ctx.fillStyle = '#9aa1ab';
  for (let k = 0; k < 4; k++) ctx.fillRect(x + 0.03 + k * 0.06, top + 0.012, 0.035, 0.005);
  limb(ctx, [[x + w - 0.05, top + 0.02], [x + w - 0.04, top + 0.012], [x + w - 0.02, top + 0.03]], 0.008, '#e63946');
};

/** Books by the work: an open one, a stack of three. */
const books = (x: number, top: number): Prop => (ctx) => {
  fill(ctx, '#fbfbf7', () => {
    ctx.moveTo(x, top);
    ctx.quadraticCurveTo(x + 0.08, top + 0.05, x + 0.16, top + 0.012);
    ctx.quadraticCurveTo(x + 0.24, top + 0.05, x + 0.32, top);
    ctx.closePath();
  });
  for (let k = 0; k < 3; k++) rr(ctx, x + 0.38 + k * 0.01, top + k * 0.045, 0.26 - k * 0.03, 0.04, 0.008, BOOKS[k]!);
};

/** A pencil held in a hand at `hand`, its point to the paper. */
const pencil = (hand: P, top: number): Prop => (ctx) => limb(ctx, [[hand[0] - 0.03, hand[1] + 0.08], [hand[0] + 0.03, top + 0.014]], 0.012, '#ffb703');

// ---- One to one at the table -------------------------------------------------------------------

const TUTOR_SEAT = 0.46;
const TUTOR_AT = -0.1;
/** The child's seat, just ahead of the tutor's and nearer us; where their worksheet is. */
const CHILD_AT = 0.28;
const SHEET = 0.56;
/** The tutor sat leaning in beside the child, the near hand pointing into the worksheet, the other on the table. */
const POINTING: Pose = { hip: [TUTOR_AT, TUTOR_SEAT + 0.04], lean: 26, feet: [[TUTOR_AT + 0.42, 0.05], [TUTOR_AT + 0.34, 0.05]], hands: [[SHEET + 0.16, TOP + 0.05], [0.44, TOP + 0.03]], nod: 26 };
/** The child sat at the table writing on the worksheet, in a child's pose (a grown-up's metres, drawn at a child's size). */
const WRITING: Pose = { hip: [0, inPose(TUTOR_SEAT + 0.04)], lean: 14, feet: [[0.42, inPose(0.16)], [0.34, inPose(0.12)]], hands: [[inPose(SHEET + 0.08 - CHILD_AT), inPose(TOP + 0.04)], [inPose(SHEET - 0.02 - CHILD_AT), inPose(TOP + 0.02)]], nod: 24 };

// ---- Online: the child at the laptop -------------------------------------------------------------

/** The online lesson in the child's pose metres: the table, and the laptop's screen turned to us. */
const ONLINE_TOP = inPose(TOP);
const SCREEN = { x: inPose(0.44), w: inPose(0.36), h: inPose(0.25) };
/** Sat at the table, hands on the keyboard, head up to the screen. */
const ON_THE_CALL: Pose = { hip: [0, inPose(TUTOR_SEAT + 0.04)], lean: 8, feet: [[0.42, inPose(0.16)], [0.34, inPose(0.12)]], hands: [[inPose(0.4), ONLINE_TOP + 0.06], [inPose(0.34), ONLINE_TOP + 0.05]], nod: -4 };

/** The laptop: its base on the table, its lid up and turned to us, the tutor on the video call on its screen, the child small in the corner. */
const laptopCall: Prop = (ctx, art) => {
  const { x, w, h } = SCREEN;
  const y = ONLINE_TOP + 0.03;
  rr(ctx, x - 0.1, ONLINE_TOP, w + 0.1, 0.035, 0.012, '#aab2bd');
  rr(ctx, x, y, w, h, 0.03, '#2b2f36');
  const inner = { x: x + 0.025, y: y + 0.025, w: w - 0.05, h: h - 0.05 };
  rr(ctx, inner.x, inner.y, inner.w, inner.h, 0.01, '#dfe9f2');
  // The tutor, head and shoulders, smiling out of the screen.
  const tutor = lookOf(nextLook(art.look, 1));
  const cx = inner.x + inner.w * 0.45;
  ctx.save();
  ctx.beginPath();
  ctx.rect(inner.x, inner.y, inner.w, inner.h);
  ctx.clip();
  rr(ctx, cx - inner.w * 0.26, inner.y - 0.02, inner.w * 0.52, inner.h * 0.42, 0.06, '#41507a');
  ctx.translate(cx, inner.y + inner.h * 0.6);
  drawFrontHead(ctx, tutor, inner.h * 0.2);
  ctx.restore();
  // The child's own picture, small in its corner; the call's red button.
  rr(ctx, inner.x + inner.w * 0.72, inner.y + 0.02, inner.w * 0.24, inner.h * 0.26, 0.01, '#9fb3c8');
  fill(ctx, '#e63946', () => ctx.arc(inner.x + inner.w * 0.1, inner.y + 0.05, 0.025, 0, Math.PI * 2));
};

export const TUTORING = {
  // The tutor sat beside the child at the table, leaning in, pointing into the worksheet the child writes on; books by it.
  tutoring: {
    pose: POINTING,
    back: [chair(TUTOR_AT, TUTOR_SEAT)],
    front: [
      // The child's seat with no back to hide the tutor beside them.
      chair(CHILD_AT, TUTOR_SEAT, 1, false),
      child(WRITING, CHILD_AT, 1, 1),
      table(0.36, 1.5, TOP),
      worksheet(SHEET, TOP),
      books(0.9, TOP),
      pencil([CHILD_AT + WRITING.hands[0][0] * BUILDS.child.scale, TOP + 0.04], TOP),
    ],
    extent: [-0.46, 1.52, 1.46],
  },
  // The child at the table before the laptop, the tutor's face on its screen; a notebook and pencil by it.
  'online-tutoring': {
    pose: ON_THE_CALL,
    back: [chair(0, inPose(TUTOR_SEAT), 1 / BUILDS.child.scale)],
    front: [table(inPose(0.22), inPose(1.0), ONLINE_TOP), worksheet(inPose(0.26), ONLINE_TOP, inPose(0.16)), laptopCall],
    extent: [inPose(-0.26), inPose(1.02), inPose(1.2)],
  },
} satisfies Record<string, Scene>;
