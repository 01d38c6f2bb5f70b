/**
 * Someone seated with their own device: at a café table with a cup beside them, on a chair, the
 * phone held up in both hands or the laptop open on the table, its lit screen turned to the viewer
 * (a person in profile would hide it); or curled up on the sofa at home with the phone, a mug on the
 * side table, or with the laptop open on their lap; at the kitchen table over breakfast, a plate and a mug
 * in front of them, below the face and scaled to the table. The same table serves a desk at home or in an office.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { limb, rr, steam, type P, type Pose, type Prop, type Scene } from './bodies';

const TABLE = 0.74;
const SCREEN = '#9fd8f5';

/** A chair under the sitter: its seat, legs and back behind them. */
const chair: Prop = (ctx) => {
  ctx.fillStyle = '#6b4a2b';
  for (const x of [-0.2, 0.14]) ctx.fillRect(x, 0, 0.035, 0.46);
  rr(ctx, -0.24, 0.42, 0.44, 0.05, 0.02, '#8a5a3b');
  limb(ctx, [[-0.2, 0.46], [-0.26, 1.0]], 0.04, '#8a5a3b');
  rr(ctx, -0.3, 0.72, 0.08, 0.28, 0.03, '#8a5a3b');
};

/** A round café table from x0 to x1 on its pedestal, a cup of coffee steaming on it at `cup`. */
const table = (x0: number, x1: number, cup: number): Prop => (ctx, art) => {
  const mid = (x0 + x1) / 2;
  rr(ctx, mid - 0.025, 0.02, 0.05, TABLE, 0.02, '#3d4a5a');
  rr(ctx, mid - 0.18, 0, 0.36, 0.04, 0.02, '#3d4a5a');
  rr(ctx, x0, TABLE - 0.03, x1 - x0, 0.045, 0.02, '#f4f1ea');
  rr(ctx, cup - 0.06, TABLE + 0.012, 0.16, 0.015, 0.007, '#ffffff');
  rr(ctx, cup - 0.04, TABLE + 0.02, 0.1, 0.09, 0.025, '#e76f51');
  limb(ctx, [[cup + 0.06, TABLE + 0.09], [cup + 0.09, TABLE + 0.06], [cup + 0.06, TABLE + 0.04]], 0.015, '#e76f51');
  steam(cup - 0.04, TABLE + 0.13, 0.1)(ctx, art);
};

/** App lines on a lit screen from (x, y), w by h: a header bar, rows, a button. */
const app = (ctx: Parameters<Prop>[0], x: number, y: number, w: number, h: number) => {
  rr(ctx, x, y, w, h, 0.008, SCREEN);
  rr(ctx, x, y + h * 0.82, w, h * 0.18, 0.006, '#3a86ff');
  for (const k of [0, 1, 2]) rr(ctx, x + w * 0.1, y + h * (0.6 - k * 0.14), w * (0.8 - k * 0.15), h * 0.06, 0.004, '#ffffff');
  rr(ctx, x + w * 0.2, y + h * 0.08, w * 0.6, h * 0.1, 0.01, '#2a9d8f');
};

/** A phone held up at `hand`, its screen turned to the viewer. */
export const phone = (hand: P): Prop => (ctx) => {
  const [w, h] = [0.09, 0.17];
  ctx.save();
  ctx.translate(hand[0] + 0.01, hand[1] - 0.02);
  ctx.rotate(-0.25);
  rr(ctx, -w / 2, 0, w, h, 0.015, '#2b2f3a');
  app(ctx, -w / 2 + 0.008, 0.012, w - 0.016, h - 0.024);
  ctx.restore();
};

/** A laptop open on the table at x: the keyboard deck, the lid standing up, its screen turned to the viewer. */
const laptop = (x: number): Prop => (ctx) => {
  rr(ctx, x, TABLE + 0.015, 0.36, 0.025, 0.01, '#9aa1ad');
  rr(ctx, x + 0.1, TABLE + 0.035, 0.3, 0.24, 0.02, '#4a5061');
  app(ctx, x + 0.115, TABLE + 0.05, 0.27, 0.21);
};

/** A sofa seen from its end: the back behind the sitter, the seat under them, a cushion at their back. */
export const sofa: Prop = (ctx) => {
  rr(ctx, -0.5, 0.08, 0.22, 0.94, 0.08, '#3d6f8e');
  rr(ctx, -0.5, 0.08, 0.84, 0.36, 0.06, '#4a7f9f');
  rr(ctx, -0.36, 0.42, 0.2, 0.34, 0.06, '#e9c46a');
  for (const x of [-0.44, 0.26]) rr(ctx, x, 0, 0.05, 0.1, 0.02, '#5b4a3a');
};

/** A low side table, a mug on it. */
export const sideTable = (x: number): Prop => (ctx, art) => {
  rr(ctx, x, 0, 0.04, 0.5, 0.02, '#8a5a3b');
  rr(ctx, x - 0.14, 0.5, 0.32, 0.04, 0.02, '#a8643a');
  rr(ctx, x - 0.04, 0.54, 0.09, 0.1, 0.025, '#f4f1ea');
  steam(x - 0.04, 0.66, 0.09)(ctx, art);
};

/** A kitchen table from x0 to x1 on wooden legs, breakfast on it: a plate of toast and egg from `plate`, a mug of coffee at its far end. */
const breakfastTable = (x0: number, x1: number, plate = x0 + 0.16): Prop => (ctx, art) => {
  // Its legs stand clear of the sitter's knees, which go under its near end.
  for (const x of [x0 + 0.34, x1 - 0.08]) rr(ctx, x, 0, 0.04, TABLE, 0.015, '#9a6b43');
  rr(ctx, x0, TABLE - 0.035, x1 - x0, 0.05, 0.015, '#c08552');
  // The plate, side on, a slice of toast and a fried egg on it: a plate is narrower than a head is tall.
  rr(ctx, plate, TABLE + 0.012, 0.24, 0.02, 0.01, '#ffffff');
  rr(ctx, plate + 0.03, TABLE + 0.03, 0.1, 0.05, 0.012, '#d9a05b');
  rr(ctx, plate + 0.12, TABLE + 0.03, 0.09, 0.022, 0.011, '#fbfbf6');
  rr(ctx, plate + 0.15, TABLE + 0.04, 0.035, 0.022, 0.011, '#f4b400');
  // The mug, its handle turned out, steaming.
  const mug = x1 - 0.2;
  rr(ctx, mug, TABLE + 0.015, 0.08, 0.1, 0.018, '#2a9d8f');
  limb(ctx, [[mug + 0.08, TABLE + 0.09], [mug + 0.11, TABLE + 0.065], [mug + 0.08, TABLE + 0.04]], 0.014, '#2a9d8f');
  steam(mug, TABLE + 0.14, 0.08)(ctx, art);
};

/** A laptop open on the lap: the deck along the thighs at `lap`, the lid standing at its far end, its screen turned to the viewer. */
export const laptopOnLap = (lap: P): Prop => (ctx) => {
  rr(ctx, lap[0], lap[1], 0.34, 0.025, 0.01, '#9aa1ad');
  rr(ctx, lap[0] + 0.12, lap[1] + 0.02, 0.28, 0.22, 0.02, '#4a5061');
  app(ctx, lap[0] + 0.135, lap[1] + 0.035, 0.25, 0.19);
};

/** Seated on the chair, knees under the table, the hands at `hands`. */
const sitting = (hands: [P, P], lean: number, nod: number) => ({ hip: [0, 0.5] as P, lean, feet: [[0.4, 0.05], [0.34, 0.05]] as [P, P], hands, nod });
const HELD: P = [0.32, 0.98];

/** Sat back on the sofa at home, knees up a little, both hands held up before the chest (a phone, a book in them). */
export const ON_SOFA: Pose = { hip: [-0.04, 0.5], lean: -6, feet: [[0.4, 0.05], [0.34, 0.06]], hands: [[0.3, 0.94], [0.26, 0.9]], nod: 26 };

export const SEATED_DEVICES = {
  // At the table, the phone held up in both hands, looking down at it; the coffee beside.
  'using-phone': {
    pose: sitting([HELD, [0.28, 0.94]], 4, 22),
    back: [chair],
    middle: [table(0.24, 1.02, 0.78)],
    front: [phone(HELD)],
    extent: [-0.32, 1.06, 1.36],
  },
  // At the table, hands on the laptop's keys, the coffee beside.
  'using-laptop': {
    pose: sitting([[0.44, 0.8], [0.4, 0.8]], 10, 14),
    back: [chair],
    middle: [table(0.2, 1.02, 0.9), laptop(0.34)],
    extent: [-0.32, 1.06, 1.36],
  },
  // Sat back on the sofa at home, knees up a little, the phone held up in both hands.
  'phone-on-sofa': {
    pose: ON_SOFA,
    back: [sofa, sideTable(0.92)],
    front: [phone(ON_SOFA.hands[0])],
    extent: [-0.58, 1.1, 1.34],
  },
  // Sat back on the sofa, the laptop open on the lap, hands on its keys, looking down at its screen.
  'laptop-on-sofa': {
    pose: { hip: [-0.04, 0.5], lean: -4, feet: [[0.42, 0.05], [0.36, 0.06]], hands: [[0.3, 0.62], [0.24, 0.62]], nod: 24 },
    back: [sofa, sideTable(0.96)],
    front: [laptopOnLap([0.06, 0.6])],
    extent: [-0.58, 1.14, 1.34],
  },
  // At the kitchen table over breakfast, the plate and the mug in front, the phone held up in both hands above them.
  'phone-at-breakfast': {
    pose: sitting([HELD, [0.28, 0.94]], 4, 22),
    back: [chair],
    middle: [breakfastTable(0.22, 1.06)],
    front: [phone(HELD)],
    extent: [-0.32, 1.1, 1.36],
  },
  // At the kitchen table over breakfast, hands on the laptop's keys, the plate and the mug beyond it.
  'laptop-at-breakfast': {
    pose: sitting([[0.44, 0.8], [0.4, 0.8]], 10, 14),
    back: [chair],
    middle: [breakfastTable(0.2, 1.22, 0.74), laptop(0.3)],
    extent: [-0.32, 1.26, 1.36],
  },
} satisfies Record<string, Scene>;
