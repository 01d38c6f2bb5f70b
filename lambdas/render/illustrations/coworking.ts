/**
 * A coworking space at work (compose/coworking-actions.ts): members at their laptops along one long shared table, in
 * their own clothes, each laptop's lit screen turned to the viewer; at the table's far end one has turned from the screen
 * to chat with a colleague standing by with a coffee; or at the coffee corner, one making a coffee at the machine and
 * chatting with a colleague holding theirs. Never suits behind a desk. Metres, y up, the first member facing
 * +x, as bodies.ts draws (its rig registers these poses; its helpers are read only when drawn).
 */
import { drawFigure, limb, OUTFITS, rr, steam, type P, type Pose, type Prop, type Scene } from './bodies';
import { lookOf, nextLook } from './figure-look';
import { officeChair } from './call-centre';

const TABLE = 0.74;
/** The shared table's two ends: long enough for a member at each end and a colleague standing between. */
const ENDS: [number, number] = [0.2, 2.04];
const SCREEN = '#9fd8f5';

/** The long table, side on: a pale oak top on black trestle legs, a mug and a notebook by the laptops. */
const longTable: Prop = (ctx, art) => {
  const [x0, x1] = ENDS;
  for (const x of [x0 + 0.52, x1 - 0.52]) {
    rr(ctx, x, 0, 0.045, TABLE, 0.01, '#2b2f3a');
    rr(ctx, x - 0.14, 0, 0.32, 0.03, 0.01, '#2b2f3a');
  }
  rr(ctx, x0, TABLE - 0.045, x1 - x0, 0.05, 0.015, '#d9b98c');
  rr(ctx, x0, TABLE - 0.05, x1 - x0, 0.012, 0.005, '#b8956a');
  // A mug beside the near laptop, a notebook and pen in the middle of the table.
  rr(ctx, 0.86, TABLE + 0.005, 0.08, 0.1, 0.018, '#2a9d8f');
  limb(ctx, [[0.94, TABLE + 0.08], [0.97, TABLE + 0.055], [0.94, TABLE + 0.03]], 0.014, '#2a9d8f');
  steam(0.86, TABLE + 0.13, 0.08)(ctx, art);
  rr(ctx, 1.06, TABLE + 0.005, 0.22, 0.02, 0.006, '#f4f1ea');
  rr(ctx, 1.06, TABLE + 0.005, 0.22, 0.008, 0.004, '#e76f51');
  limb(ctx, [[1.1, TABLE + 0.034], [1.24, TABLE + 0.04]], 0.01, '#2b2f3a');
};

/** App lines on a lit screen from (x, y), w by h: a header bar, rows of text, a chart. */
const app = (ctx: Parameters<Prop>[0], x: number, y: number, w: number, h: number, bar: string) => {
  rr(ctx, x, y, w, h, 0.008, SCREEN);
  rr(ctx, x, y + h * 0.82, w, h * 0.18, 0.006, bar);
  for (const k of [0, 1, 2]) rr(ctx, x + w * 0.08, y + h * (0.6 - k * 0.14), w * (0.5 - k * 0.1), h * 0.06, 0.004, '#ffffff');
  for (const [k, t] of [0.3, 0.5, 0.4].entries()) rr(ctx, x + w * (0.66 + k * 0.09), y + h * 0.1, w * 0.06, h * t, 0.004, '#2a9d8f');
};

/** A laptop open on the table at x, its lid standing at the far end with its screen turned to the viewer (`facing` -1: for one facing back). */
const laptop = (x: number, facing: 1 | -1, bar: string): Prop => (ctx) => {
  ctx.save();
  ctx.translate(x, 0);
  ctx.scale(facing, 1);
  rr(ctx, 0, TABLE + 0.005, 0.36, 0.025, 0.01, '#9aa1ad');
  rr(ctx, 0.1, TABLE + 0.025, 0.3, 0.24, 0.02, '#4a5061');
  app(ctx, 0.115, TABLE + 0.04, 0.27, 0.21, bar);
  ctx.restore();
};

/** Seated at the table on an office chair, the hands at `hands`. */
const seated = (hands: [P, P], lean: number, nod: number): Pose => ({ hip: [0, 0.5], lean, feet: [[0.4, 0.05], [0.34, 0.05]], hands, nod });
/** At the laptop's keys, looking at its screen. */
const TYPING = seated([[0.44, 0.8], [0.4, 0.8]], 10, 14);
/** Sat back from the screen, turned up to the colleague standing by, a hand raised as they talk; the other still at the keys. */
const TURNED = seated([[0.36, 1.02], [0.42, 0.8]], -6, -12);
/** Standing by the table with a coffee held at the chest, the other hand out as they talk. */
const CHATTING: Pose = { hip: [0, 0.92], lean: -2, feet: [[0.1, 0.05], [-0.06, 0.05]], hands: [[0.3, 1.1], [0.36, 0.96]], nod: -4 };

/** A member at `x` in `pose`, facing `facing`, in their own clothes: the nth look after the picture's, a top of its own colour. */
const member = (pose: Pose, x: number, facing: 1 | -1, nth: number, chair = true): Prop => (ctx, art) => {
  const look = nextLook(art.look, nth);
  const tops = OUTFITS.casual.tops!;
  ctx.save();
  ctx.translate(x, 0);
  ctx.scale(facing, 1);
  if (chair) officeChair(ctx, art);
  drawFigure(ctx, pose, { ...OUTFITS.casual, top: tops[(Number(look[0]) + nth * 2) % tops.length]! }, 0, undefined, undefined, lookOf(look));
  ctx.restore();
};

/** A coffee cup held at `hand`, steaming. */
const coffee = (hand: P): Prop => (ctx, art) => {
  rr(ctx, hand[0] - 0.03, hand[1] - 0.04, 0.07, 0.09, 0.015, '#f4f1ea');
  rr(ctx, hand[0] - 0.03, hand[1] + 0.01, 0.07, 0.02, 0.005, '#c9a27a');
  steam(hand[0] - 0.02, hand[1] + 0.08, 0.06)(ctx, art);
};

/** The coffee corner's counter top, and its machine's left edge and width on it. */
const COUNTER = 0.92;
const MACHINE = { x: 0.62, w: 0.4, h: 0.38 };

/** The coffee corner side on: the counter, the espresso machine on it (cups warming on top, a cup under the group head). */
const coffeeCounter: Prop = (ctx) => {
  rr(ctx, 0.3, 0, 1.0, COUNTER - 0.04, 0.02, '#f4f1ea');
  rr(ctx, 0.34, 0.08, 0.92, 0.02, 0.01, 'rgba(0,0,0,0.08)');
  rr(ctx, 0.26, COUNTER - 0.05, 1.08, 0.05, 0.015, '#d9b98c');
  const { x, w, h } = MACHINE;
  rr(ctx, x, COUNTER, w, h, 0.03, '#b8c2cc');
  rr(ctx, x + 0.02, COUNTER + h * 0.55, w - 0.04, h * 0.3, 0.02, '#e76f51');
  for (const k of [0, 1, 2]) rr(ctx, x + 0.05 + k * 0.11, COUNTER + h, 0.08, 0.06, 0.012, '#ffffff');
  rr(ctx, x + 0.06, COUNTER + h * 0.42, 0.12, 0.05, 0.01, '#4a5061');
  rr(ctx, x + 0.08, COUNTER + 0.02, 0.08, 0.07, 0.014, '#ffffff');
  rr(ctx, x, COUNTER, w, 0.025, 0.008, '#8a94a3');
};

/** At the machine: one hand on the cup under the group head, the other holding a mug at the chest, the head turned to the colleague. */
const AT_MACHINE: Pose = { hip: [0, 0.92], lean: 4, feet: [[0.1, 0.05], [-0.06, 0.05]], hands: [[MACHINE.x + 0.12, COUNTER + 0.06], [0.28, 1.1]], nod: -2 };
/** The colleague standing across the corner with a coffee, turned to the one at the machine, a hand out as they talk. */
const WITH_A_COFFEE: Pose = { hip: [0, 0.92], lean: -2, feet: [[0.1, 0.05], [-0.06, 0.05]], hands: [[0.3, 1.12], [0.38, 0.98]], nod: -4 };
const ACROSS = 1.62;

/** Where the far member sits, facing back along the table, and where the colleague stands chatting to them. */
const FAR = 2.3;
const STANDING_AT = 1.44;

export const COWORKING_SCENES = {
  // Members at their laptops along the long shared table; at its far end one turned from the screen to a colleague with a coffee.
  'hot-desking': {
    pose: TYPING,
    back: [member(CHATTING, STANDING_AT, 1, 2, false), coffee([STANDING_AT + CHATTING.hands[0][0], CHATTING.hands[0][1]]), member(TURNED, FAR, -1, 1), (ctx, art) => officeChair(ctx, art)],
    front: [longTable, laptop(0.34, 1, '#3a86ff'), laptop(FAR - 0.34, -1, '#e76f51')],
    extent: [-0.36, FAR + 0.36, 1.76],
  },
  // At the coffee corner: one making a coffee at the machine, chatting with a colleague who holds theirs.
  'coffee-chat': {
    pose: AT_MACHINE,
    back: [member(WITH_A_COFFEE, ACROSS, -1, 1, false), coffee([ACROSS - WITH_A_COFFEE.hands[0][0], WITH_A_COFFEE.hands[0][1]])],
    front: [coffeeCounter, coffee(AT_MACHINE.hands[1])],
    extent: [-0.26, ACROSS + 0.34, 1.76],
  },
} satisfies Record<string, Scene>;
