/**
 * A café's espresso machine closed down for the night, one step a picture, the barista at the machine on the back
 * counter: the group head purged (water running from the empty group into the drip tray, the portafilter held aside);
 * the portafilter soaked in a jug of detergent; the machine backflushed (the portafilter with its blind basket locked
 * in, the button held, the detergent's foam on the drip tray, its tub beside the machine); the steam wand wiped with a
 * cloth, a puff of steam; the drip tray pulled out and emptied into the sink. The machine is drawn large and front-on,
 * its steam wand on the barista's side, so the part each step is about is in reach and in view.
 * Metres, y up, as bodies.ts draws (its rig registers these poses).
 */
import { rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { fill } from './room-props';
import { limb } from './stroke';

/** The counter's top, and the machine's size. */
const TOP = 0.94;
const W = 0.58;
const H = 0.56;
const STEEL = '#c9d2dc';
const DARK = '#5c6b7c';
const HANDLE = '#2b2b2b';
const WATER = '#8fd3f4';
const FOAM = '#e8d9c4';
const WAND = '#b8c2cf';

/** The machine's group head's centre, from its left `m`. */
const groupX = (m: number) => m + 0.32;
const GROUP_Y = TOP + 0.3;

/** The back counter from x0 to x1: its front panel and its pale top. */
const counter = (x0: number, x1: number): Prop => (ctx) => {
  rr(ctx, x0, 0, x1 - x0, TOP - 0.06, 0.02, '#c9b79c');
  rr(ctx, x0 - 0.04, TOP - 0.06, x1 - x0 + 0.08, 0.06, 0.02, '#e9e4da');
};

/**
 * The machine from its left `m`: steel body, a red top band with cups warming on it, the group head with its button over
 * it, a pressure gauge, the steam wand and its knob on the left side. `tray`: its drip tray and grate in place (else the
 * empty slot); `wand`: the wand drawn (a hand wiping it draws its own).
 */
const machine = (m: number, tray = true): Prop => (ctx) => {
  rr(ctx, m, TOP, W, H, 0.04, STEEL);
  rr(ctx, m, TOP + H - 0.12, W, 0.12, 0.04, '#e63946');
  for (const k of [0, 1, 2]) rr(ctx, m + 0.16 + k * 0.11, TOP + H, 0.07, 0.06, 0.02, '#ffffff');
  // The group head under its button.
  const g = groupX(m);
  rr(ctx, g - 0.09, GROUP_Y, 0.18, 0.07, 0.02, DARK);
  rr(ctx, g - 0.06, GROUP_Y - 0.03, 0.12, 0.04, 0.015, '#3d4a5a');
  fill(ctx, HANDLE, () => ctx.arc(g, TOP + 0.4, 0.025, 0, Math.PI * 2));
  // The gauge beside it.
  fill(ctx, '#ffffff', () => ctx.arc(m + 0.5, TOP + 0.36, 0.04, 0, Math.PI * 2));
  limb(ctx, [[m + 0.5, TOP + 0.36], [m + 0.52, TOP + 0.385]], 0.008, '#e63946');
  // The steam knob and wand on the left side, angled down and out.
  fill(ctx, HANDLE, () => ctx.arc(m + 0.08, TOP + 0.38, 0.028, 0, Math.PI * 2));
  limb(ctx, [[m + 0.05, TOP + 0.32], [m - 0.02, TOP + 0.28], [m - 0.06, TOP + 0.1]], 0.036, DARK);
  limb(ctx, [[m + 0.05, TOP + 0.32], [m - 0.02, TOP + 0.28], [m - 0.06, TOP + 0.1]], 0.018, WAND);
  if (tray) {
    rr(ctx, m + 0.06, TOP, W - 0.12, 0.05, 0.015, DARK);
    for (let k = 0; k < 7; k++) rr(ctx, m + 0.09 + k * 0.06, TOP + 0.035, 0.035, 0.01, 0.004, '#8a97a6');
  } else {
    rr(ctx, m + 0.06, TOP, W - 0.12, 0.05, 0.015, '#2f3640');
  }
};

/** The portafilter from its handle's end at `hand` to its basket at `basket`. */
const portafilter = (hand: P, basket: P): Prop => (ctx) => {
  limb(ctx, [hand, basket], 0.035, HANDLE);
  rr(ctx, basket[0] - 0.07, basket[1] - 0.035, 0.14, 0.06, 0.025, '#7b8794');
};

/** Water running from the group head down into the drip tray. */
const purge = (g: number): Prop => (ctx) => {
  ctx.strokeStyle = WATER;
  ctx.lineWidth = 0.012;
  ctx.lineCap = 'round';
  for (const dx of [-0.05, -0.017, 0.017, 0.05]) {
    ctx.beginPath();
    ctx.moveTo(g + dx, GROUP_Y - 0.03);
    ctx.lineTo(g + dx * 1.3, TOP + 0.06);
    ctx.stroke();
  }
  for (const dx of [-0.08, 0.08]) fill(ctx, WATER, () => ctx.arc(g + dx, TOP + 0.08, 0.012, 0, Math.PI * 2));
};

/** Bubbles of foam at (x, y) over w. */
const bubbles = (x: number, y: number, w: number, colour: string): Prop => (ctx) => {
  for (let k = 0; k < 6; k++) fill(ctx, colour, () => ctx.arc(x + (w * (k + 0.5)) / 6, y + (k % 2) * 0.02, 0.022 + (k % 3) * 0.006, 0, Math.PI * 2));
};

/** The detergent's tub: white with a blue label band. */
const tub = (x: number): Prop => (ctx) => {
  rr(ctx, x, TOP, 0.12, 0.16, 0.02, '#f4f7fa');
  rr(ctx, x, TOP + 0.05, 0.12, 0.06, 0.01, '#3a86ff');
  rr(ctx, x - 0.005, TOP + 0.15, 0.13, 0.03, 0.01, '#3a86ff');
};

/** A clear jug of detergent solution on the counter at x: pale blue water, bubbles on top. */
const JUG_W = 0.22;
const JUG_H = 0.26;
const jug = (x: number): Prop => (ctx, art) => {
  rr(ctx, x, TOP, JUG_W, JUG_H, 0.03, 'rgba(160,205,230,0.55)');
  rr(ctx, x, TOP, JUG_W, JUG_H - 0.06, 0.03, 'rgba(120,190,225,0.7)');
  bubbles(x, TOP + JUG_H - 0.06, JUG_W, '#ffffff')(ctx, art);
};

/** A folded blue cloth held round the wand's tip at p, a wisp of steam escaping under it. */
const cloth = (p: P): Prop => (ctx) => {
  for (const [dx, dy, r] of [[-0.05, -0.09, 0.03], [-0.09, -0.12, 0.025], [-0.02, -0.13, 0.022]] as const) fill(ctx, 'rgba(255,255,255,0.85)', () => ctx.arc(p[0] + dx, p[1] + dy, r, 0, Math.PI * 2));
  ctx.save();
  ctx.translate(p[0], p[1]);
  ctx.rotate(-0.4);
  rr(ctx, -0.06, -0.05, 0.12, 0.11, 0.02, '#4cc9f0');
  rr(ctx, -0.06, -0.05, 0.12, 0.02, 0.01, '#3aa6cc');
  ctx.restore();
};

/** The drip tray held tipped over the sink, water pouring from its low end. */
const tippedTray = (hands: [P, P]): Prop => (ctx) => {
  const [[x0, y0], [x1, y1]] = hands;
  ctx.save();
  ctx.translate(x0, y0);
  ctx.rotate(Math.atan2(y1 - y0, x1 - x0));
  const len = Math.hypot(x1 - x0, y1 - y0);
  rr(ctx, -0.06, -0.05, len + 0.12, 0.06, 0.015, DARK);
  for (let k = 0; k < 6; k++) rr(ctx, -0.03 + k * ((len + 0.06) / 6), 0.0, 0.035, 0.01, 0.004, '#8a97a6');
  ctx.restore();
  ctx.strokeStyle = WATER;
  ctx.lineCap = 'round';
  for (const [w, dx] of [[0.03, 0], [0.014, -0.03]] as const) {
    ctx.lineWidth = w;
    ctx.beginPath();
    ctx.moveTo(x0 - 0.06 + dx, y0 - 0.04);
    ctx.quadraticCurveTo(x0 - 0.09 + dx, y0 - 0.12, x0 - 0.08 + dx, TOP - 0.02);
    ctx.stroke();
  }
};

/** A sink let into the counter from x: its dark basin's rim and a tap. */
const sink = (x: number): Prop => (ctx) => {
  rr(ctx, x, TOP - 0.05, 0.2, 0.05, 0.01, '#8a97a6');
  limb(ctx, [[x + 0.17, TOP], [x + 0.17, TOP + 0.14], [x + 0.1, TOP + 0.14]], 0.02, DARK);
};

/** The machine's left on the counter in each picture. */
const M = 0.36;
const AT_THE_MACHINE: Pick<Pose, 'hip' | 'feet'> = { hip: [0, 0.92], feet: [[0.08, 0.05], [-0.08, 0.05]] };
const G = groupX(M);

/** A hand on the group's button, the other holding the portafilter aside. */
const PURGING: Pose = { ...AT_THE_MACHINE, lean: 10, hands: [[G - 0.02, TOP + 0.42], [0.3, 1.08]], nod: 6 };
/** Both hands at the jug: one holds the portafilter's handle up out of the solution, the other steadies the jug. */
const JUG_X = 0.26;
const SOAKING: Pose = { ...AT_THE_MACHINE, lean: 14, hands: [[JUG_X + 0.02, TOP + 0.36], [JUG_X + JUG_W - 0.02, TOP + 0.18]], nod: 24 };
/** The portafilter locked in, its handle in the near hand, the far hand on the button. */
const FLUSHING: Pose = { ...AT_THE_MACHINE, lean: 10, hands: [[G - 0.24, GROUP_Y + 0.02], [G + 0.02, TOP + 0.42]], nod: 10 };
/** The cloth round the wand's tip in the near hand, the far hand on the steam knob. */
const WAND_TIP: P = [M - 0.06, TOP + 0.12];
const WIPING: Pose = { ...AT_THE_MACHINE, lean: 16, hands: [WAND_TIP, [M + 0.08, TOP + 0.38]], nod: 26 };
/** The machine moved along the counter past the sink; the tray in both hands, tipped toward the sink. */
const SINK_X = 0.28;
const M_AFTER_SINK = 0.52;
const TIPPING: Pose = { ...AT_THE_MACHINE, lean: 12, hands: [[0.38, 1.1], [0.62, 1.16]], nod: 22 };

const EXTENT: [number, number, number] = [-0.22, 1.14, 1.78];

export const ESPRESSO_CLOSE_DOWN = {
  // Purging the group head: water runs from the empty group into the drip tray, the portafilter held aside.
  'purging-group': {
    pose: PURGING,
    back: [counter(0.24, 1.1), machine(M), purge(G)],
    front: [portafilter([0.3, 1.08], [0.46, 1.08])],
    extent: EXTENT,
  },
  // Soaking the portafilter: dipped in a clear jug of detergent on the counter, the machine beside it.
  'soaking-portafilter': {
    pose: SOAKING,
    back: [counter(0.2, 1.14), machine(M + 0.22)],
    middle: [portafilter(SOAKING.hands[0], [JUG_X + JUG_W / 2, TOP + 0.1])],
    front: [jug(JUG_X)],
    extent: [-0.22, 1.2, 1.78],
  },
  // Backflushing: the portafilter with its blind basket locked in, the button held, the detergent's foam on the tray, its tub by the machine.
  backflushing: {
    pose: FLUSHING,
    back: [counter(0.24, 1.2), machine(M), tub(M + W + 0.04), bubbles(M + 0.1, TOP + 0.07, W - 0.2, FOAM)],
    front: [portafilter(FLUSHING.hands[0], [G, GROUP_Y - 0.01])],
    extent: [-0.22, 1.28, 1.78],
  },
  // Wiping the steam wand: a cloth round its tip, the other hand on the knob, a puff of steam.
  'wiping-wand': {
    pose: WIPING,
    back: [counter(0.24, 1.1), machine(M)],
    front: [cloth(WAND_TIP)],
    extent: EXTENT,
  },
  // Emptying the drip tray: pulled out of its slot and tipped into the sink beside the machine.
  'emptying-drip-tray': {
    pose: TIPPING,
    back: [counter(0.2, 1.16), sink(SINK_X), machine(M_AFTER_SINK, false)],
    front: [tippedTray(TIPPING.hands)],
    extent: [-0.22, 1.2, 1.78],
  },
} satisfies Record<string, Scene>;
