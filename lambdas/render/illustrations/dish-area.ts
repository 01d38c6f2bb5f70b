/**
 * A restaurant kitchen's dish area as a kitchen porter's training shows it, one step a picture: a pass-through hood
 * dishwasher on its steel tabling, a blue rack of plates, the pre-rinse spray on its spring over the dirty side's sink,
 * a food waste bin on the floor, a steel shelf of clean plates. The porter scrapes a plate into the bin, loads the rack
 * under the raised hood, reads the wash temperature on the machine's dial, stacks clean plates on the shelf.
 * No figures on the dial: the layout may mirror the picture, and digits would read backwards.
 * Metres, y up, as bodies.ts draws (its rig registers these poses).
 */
import { rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { fill } from './room-props';
import { limb } from './stroke';

/** The tabling's top; the machine's width and its hood's height. */
const TOP = 0.9;
const W = 0.5;
const HOOD = 0.6;
const STEEL = '#c9d1d9';
const STEEL_DARK = '#8e9aa6';
/** The rack's blue, the plates' white, the bin's green and the dial's safe green, which tests look for. */
export const RACK_BLUE = '#2f6fb0';
export const PLATE_WHITE = '#fbfbf8';
export const BIN_GREEN = '#3f8f5a';
export const DIAL_GREEN = '#2ecc71';
const DIAL_RED = '#e63946';
const SCRAPS = ['#c0862e', '#7cae3a', '#d94f3d'];

/** Steel tabling from x0 to x1: legs, an undershelf and its top. */
const tabling = (x0: number, x1: number): Prop => (ctx) => {
  for (const x of [x0 + 0.03, x1 - 0.06]) rr(ctx, x, 0, 0.03, TOP, 0.01, STEEL_DARK);
  rr(ctx, x0, 0.18, x1 - x0, 0.03, 0.01, STEEL_DARK);
  rr(ctx, x0 - 0.02, TOP - 0.05, x1 - x0 + 0.04, 0.05, 0.01, STEEL);
};

/** A sink let into the tabling from x: its dark basin's rim. */
const sink = (x: number, w: number): Prop => (ctx) => rr(ctx, x, TOP - 0.045, w, 0.03, 0.01, '#5d6975');

/**
 * The pre-rinse spray over x: its riser from the tabling, the arm over the sink, the coiled spring hanging from it down to
 * the spray head.
 */
const preRinse = (x: number): Prop => (ctx) => {
  limb(ctx, [[x + 0.14, TOP], [x + 0.14, 1.72], [x, 1.72]], 0.025, STEEL_DARK);
  ctx.strokeStyle = STEEL;
  ctx.lineWidth = 0.012;
  for (let k = 0; k < 9; k++) {
    ctx.beginPath();
    ctx.ellipse(x, 1.66 - k * 0.045, 0.035, 0.014, 0, 0, Math.PI * 2);
    ctx.stroke();
  }
  limb(ctx, [[x, 1.3], [x, 1.22]], 0.03, '#3d4a5a');
  rr(ctx, x - 0.04, 1.17, 0.08, 0.05, 0.015, '#3d4a5a');
};

/** A plate face-on at (x, y), radius r: its rim and its well. */
const plate = (x: number, y: number, r: number): Prop => (ctx) => {
  fill(ctx, '#d9dee3', () => ctx.arc(x, y, r, 0, Math.PI * 2));
  fill(ctx, PLATE_WHITE, () => ctx.arc(x, y, r * 0.92, 0, Math.PI * 2));
  fill(ctx, '#eef1f3', () => ctx.arc(x, y, r * 0.6, 0, Math.PI * 2));
};

/** The blue dish rack from x, on a surface at y: its frame and pegs, `plates` standing up in it. */
const RACK_W = 0.46;
const rack = (x: number, y: number, plates: number): Prop => (ctx, art) => {
  for (let k = 0; k < plates; k++) plate(x + 0.08 + k * 0.075, y + 0.11, 0.1)(ctx, art);
  rr(ctx, x, y, RACK_W, 0.09, 0.015, RACK_BLUE);
  for (let k = 0; k < 8; k++) rr(ctx, x + 0.03 + k * 0.055, y + 0.02, 0.025, 0.05, 0.006, '#5b93cc');
};

/** The dial's face at (x, y): white, a blue cold arc, a green safe arc, a red hot end, the needle in the green. */
const dial = (x: number, y: number, r: number): Prop => (ctx) => {
  fill(ctx, '#3d4a5a', () => ctx.arc(x, y, r * 1.18, 0, Math.PI * 2));
  fill(ctx, '#ffffff', () => ctx.arc(x, y, r, 0, Math.PI * 2));
  ctx.lineWidth = r * 0.28;
  ctx.lineCap = 'butt';
  // y is up: the arc runs over the top from the left (cold) to the right (hot).
  for (const [from, to, colour] of [[Math.PI * 1.0, Math.PI * 0.6, '#4cc9f0'], [Math.PI * 0.6, Math.PI * 0.22, DIAL_GREEN], [Math.PI * 0.22, 0, DIAL_RED]] as const) {
    ctx.strokeStyle = colour;
    ctx.beginPath();
    ctx.arc(x, y, r * 0.72, from, to, true);
    ctx.stroke();
  }
  limb(ctx, [[x, y], [x + Math.cos(Math.PI * 0.38) * r * 0.8, y + Math.sin(Math.PI * 0.38) * r * 0.8]], r * 0.12, '#1d2430');
  fill(ctx, '#1d2430', () => ctx.arc(x, y, r * 0.14, 0, Math.PI * 2));
};

/**
 * The hood machine from its left m: the steel cabinet under the tabling's line, the hood over it (raised by `lift`,
 * the rack inside then in view), its handle, and the wash and rinse dials on its panel. `dialR`: the dials' size.
 */
const machine = (m: number, lift = 0, dialR = 0.055): Prop => (ctx, art) => {
  rr(ctx, m, 0.04, W, TOP - 0.04, 0.02, STEEL);
  rr(ctx, m + 0.04, 0.1, W - 0.08, 0.5, 0.02, '#d7dde3');
  rr(ctx, m - 0.01, TOP - 0.05, W + 0.02, 0.05, 0.01, STEEL_DARK);
  if (lift > 0) {
    rr(ctx, m + 0.03, TOP, W - 0.06, lift, 0.01, '#3b4754');
    rack(m + 0.02, TOP, 5)(ctx, art);
  }
  // The hood, its handle along its foot, and the column at its back it rides on.
  rr(ctx, m + W - 0.05, TOP, 0.05, HOOD + lift + 0.08, 0.01, STEEL_DARK);
  rr(ctx, m, TOP + lift, W, HOOD, 0.03, STEEL);
  rr(ctx, m + 0.04, TOP + lift + 0.08, W - 0.08, 0.025, 0.01, STEEL_DARK);
  rr(ctx, m - 0.03, TOP + lift + 0.02, 0.05, 0.06, 0.015, '#3d4a5a');
  // The panel on the hood's top: the wash dial and the rinse dial.
  const panel = TOP + lift + HOOD - 0.02;
  rr(ctx, m + 0.04, panel - dialR * 2.6, W - 0.08, dialR * 2.8, 0.02, '#e9edf1');
  dial(m + W * 0.33, panel - dialR * 1.2, dialR)(ctx, art);
  dial(m + W * 0.7, panel - dialR * 1.2, dialR * 0.8)(ctx, art);
};

/** The food waste bin on the floor from x: green, its lid up behind it, scraps on top. */
const BIN_W = 0.34;
const BIN_H = 0.74;
const bin = (x: number): Prop => (ctx) => {
  ctx.save();
  ctx.translate(x + BIN_W, BIN_H);
  ctx.rotate(1.2);
  rr(ctx, -0.02, -0.02, BIN_W + 0.04, 0.04, 0.015, '#2f6d44');
  ctx.restore();
  rr(ctx, x, 0, BIN_W, BIN_H, 0.03, BIN_GREEN);
  rr(ctx, x - 0.015, BIN_H - 0.04, BIN_W + 0.03, 0.04, 0.015, '#2f6d44');
  SCRAPS.forEach((c, k) => fill(ctx, c, () => ctx.arc(x + 0.07 + k * 0.08, BIN_H - 0.01, 0.035, 0, Math.PI * 2)));
};

/** A plate held tipped over the bin, seen a little from above, its leftovers sliding off its low edge into the bin. */
const tippedPlate = (at: P): Prop => (ctx) => {
  ctx.save();
  ctx.translate(at[0] + 0.1, at[1] - 0.03);
  ctx.rotate(-0.3);
  fill(ctx, '#c3cad1', () => ctx.ellipse(0, -0.012, 0.15, 0.06, 0, 0, Math.PI * 2));
  fill(ctx, PLATE_WHITE, () => ctx.ellipse(0, 0, 0.15, 0.06, 0, 0, Math.PI * 2));
  fill(ctx, '#eef1f3', () => ctx.ellipse(0, 0, 0.09, 0.035, 0, 0, Math.PI * 2));
  SCRAPS.forEach((c, k) => fill(ctx, c, () => ctx.arc(0.02 + k * 0.04, 0.005, 0.022, 0, Math.PI * 2)));
  ctx.restore();
  // What falls: crumbs between the plate's low edge and the bin.
  SCRAPS.forEach((c, k) => fill(ctx, c, () => ctx.arc(at[0] + 0.22 + k * 0.015, at[1] - 0.14 - k * 0.07, 0.016, 0, Math.PI * 2)));
};

/** A scraper's blade in the hand at p, its edge on the plate. */
const scraper = (p: P): Prop => (ctx) => {
  limb(ctx, [p, [p[0] + 0.08, p[1] - 0.06]], 0.025, '#2b2b2b');
  rr(ctx, p[0] + 0.06, p[1] - 0.11, 0.08, 0.05, 0.01, '#e9c46a');
};

/** A stack of plates seen edge-on, from x over w, its foot at y, n high. */
const stack = (x: number, y: number, w: number, n: number): Prop => (ctx) => {
  for (let k = 0; k < n; k++) {
    rr(ctx, x, y + k * 0.028, w, 0.024, 0.012, '#d9dee3');
    rr(ctx, x + 0.015, y + k * 0.028 + 0.006, w - 0.03, 0.014, 0.007, PLATE_WHITE);
  }
};

/** The steel plate shelf on the wall from x0 to x1: its brackets and two tiers, each stacked with clean plates. */
const TIERS = [1.3, 1.64] as const;
const plateShelf = (x0: number, x1: number, gap: number | null): Prop => (ctx, art) => {
  for (const x of [x0, x1 - 0.03]) rr(ctx, x, TIERS[0] - 0.2, 0.03, TIERS[1] - TIERS[0] + 0.24, 0.01, STEEL_DARK);
  for (const y of TIERS) rr(ctx, x0 - 0.02, y - 0.03, x1 - x0 + 0.04, 0.03, 0.01, STEEL);
  // The near end of the low tier is left free for the stack in the porter's hands.
  for (let s = 0; s * 0.24 + 0.2 <= x1 - x0; s++) {
    for (const [t, y] of TIERS.entries()) {
      const x = x0 + 0.02 + s * 0.24;
      if (t === 0 && gap !== null && x < gap) continue;
      stack(x, y, 0.2, 6 + ((s + t) % 3))(ctx, art);
    }
  }
};

const STANDING: Pick<Pose, 'hip' | 'feet'> = { hip: [0, 0.92], feet: [[0.08, 0.05], [-0.08, 0.05]] };

/** Scraping: bent over the bin, the plate tipped over it in the near hand, the scraper in the far. */
const PLATE_AT: P = [0.26, 0.96];
const SCRAPER_AT: P = [0.36, 1.08];
const SCRAPING: Pose = { ...STANDING, lean: 22, hands: [PLATE_AT, SCRAPER_AT], nod: 30 };
/** Loading: a plate slotted into the rack under the raised hood, the other hand steadying the rack. */
const LOADING: Pose = { ...STANDING, lean: 16, hands: [[0.5, 1.1], [0.74, 1.0]], nod: 24 };
/** Reading the dial: the near hand pointing at it at eye height, the far on the hood's handle. */
const M_READ = 0.3;
const DIAL_R = 0.07;
const DIAL_AT: P = [M_READ + W * 0.33, TOP + HOOD - 0.02 - DIAL_R * 1.2];
const READING: Pose = { ...STANDING, lean: 4, hands: [[DIAL_AT[0] - 0.05, DIAL_AT[1] - 0.06], [M_READ - 0.01, TOP + 0.12]], nod: -4 };
/** Stacking: a stack of clean plates in both hands, set down on the shelf's low tier. */
const STACK_Y = TIERS[0] + 0.02;
const STACKING: Pose = { ...STANDING, lean: 6, hands: [[0.34, STACK_Y + 0.08], [0.58, STACK_Y + 0.1]], nod: 8 };

export const DISH_AREA = {
  // Scraping a plate into the food waste bin, the machine and its tabling behind.
  'scraping-plate': {
    pose: SCRAPING,
    back: [tabling(0.4, 1.5), sink(0.5, 0.3), preRinse(0.65), machine(0.98), bin(0.26)],
    front: [tippedPlate(PLATE_AT), scraper(SCRAPER_AT)],
    extent: [-0.22, 1.54, 1.86],
  },
  // Loading the rack: the rack slid under the raised hood, a plate going into it, the pre-rinse spray over the sink beside.
  'loading-dish-rack': {
    pose: LOADING,
    back: [tabling(0.2, 1.2), sink(0.22, 0.22), preRinse(0.3), machine(0.46, 0.36)],
    front: [plate(0.5, 1.08, 0.1)],
    extent: [-0.22, 1.24, 1.98],
  },
  // Reading the wash temperature: the dial large on the hood's panel, its needle in the green, the porter pointing at it.
  'reading-wash-gauge': {
    pose: READING,
    back: [tabling(0.12, 1.1), machine(M_READ, 0, DIAL_R), rack(0.86, TOP, 4)],
    extent: [-0.22, 1.3, 1.84],
  },
  // Stacking clean plates on the shelf: the stack in both hands set on the low tier, the tiers stacked, a clean rack below.
  'stacking-plates-shelf': {
    pose: STACKING,
    back: [plateShelf(0.28, 1.2, 0.64), tabling(0.3, 1.22), rack(0.62, TOP, 4)],
    middle: [stack(0.34, STACK_Y, 0.26, 7)],
    extent: [-0.22, 1.26, 1.96],
  },
} satisfies Record<string, Scene>;
