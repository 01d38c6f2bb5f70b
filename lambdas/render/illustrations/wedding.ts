/**
 * A wedding as its venue, photographer or florist shows it: the bride in a white gown to the floor, a veil and flowers in
 * her hair, a bouquet in hand; the groom in a dark suit, a white shirt and a buttonhole. Together they cut a tiered cake
 * (his arms round her, both hands on the knife), share their first dance (held close, the gown flowing, guests watching),
 * say their vows under an arch of flowers; she walks down the aisle past the rows of chairs; guests raise their flutes
 * at a long table. The bride is the picture's figure (in white), everyone else is drawn in it (company.ts), so the
 * couple read as one. Metres, y up, facing +x, as bodies.ts draws; registered in bodies.ts's poses.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawFigure, type Outfit, type P, type Pose, type Prop, type Scene } from './bodies';
import { companion, GUEST, placed } from './company';
import { HOLD_APART, LEAD_HOLD, PARTNER_HOLD } from './dancers';
import { lookOf, nextLook } from './figure-look';
import { fill } from './room-props';

/** The gown's white, and its shade in the folds. */
export const GOWN = '#fbf8f1';
const GOWN_SHADE = '#e4ddd0';
const SASH = '#ecc6c0';
/** The groom's suit: near black, a white shirt at the collar, a black bow tie. */
export const GROOM: Outfit = { top: '#23252d', legs: '#23252d', shoes: '#121216', collar: '#ffffff', tie: '#121216' };
/** What the bride's figure wears under the gown: white to the shoes. */
const BRIDAL = { top: GOWN, legs: GOWN, shoes: GOWN };
/** The bouquet's blooms: blush, white and peach roses. */
const BLOOMS = ['#f4b6c2', '#ffffff', '#f7c59f', '#e98aa1', '#fff1e6'];
const LEAVES = '#5b8c5a';

/** Where a figure in `pose` has its head's middle (its hip at 0): the back's lean carries it forward. */
const headOf = (pose: Pose): P => {
  const lean = (pose.lean * Math.PI) / 180;
  return [pose.hip[0] + Math.sin(lean) * 0.62, pose.hip[1] + Math.cos(lean) * 0.62 + 0.06];
};

/** Round blooms in a cluster at `at`, `r` across each, among leaves. */
const blooms = (ctx: SKRSContext2D, at: P, r: number, count: number): void => {
  for (let k = 0; k < count; k++) {
    const a = k * 2.4;
    const d = k ? r * (0.9 + (k % 3) * 0.35) : 0;
    fill(ctx, LEAVES, () => ctx.ellipse(at[0] + Math.cos(a + 0.8) * d * 1.25, at[1] + Math.sin(a + 0.8) * d * 1.1, r * 0.9, r * 0.45, a, 0, Math.PI * 2));
  }
  for (let k = 0; k < count; k++) {
    const a = k * 2.4;
    const d = k ? r * (0.9 + (k % 3) * 0.35) : 0;
    fill(ctx, BLOOMS[k % BLOOMS.length]!, () => ctx.arc(at[0] + Math.cos(a) * d, at[1] + Math.sin(a) * d, r, 0, Math.PI * 2));
    fill(ctx, 'rgba(160,60,80,0.28)', () => ctx.arc(at[0] + Math.cos(a) * d, at[1] + Math.sin(a) * d, r * 0.4, 0, Math.PI * 2));
  }
};

/** A bouquet held at `hand`: blooms over ribboned stems hanging below the hand. */
const bouquet = (hand: P): Prop => (ctx) => {
  fill(ctx, '#6f9a5c', () => ctx.rect(hand[0] - 0.02, hand[1] - 0.14, 0.04, 0.14));
  fill(ctx, '#f4efe4', () => ctx.rect(hand[0] - 0.025, hand[1] - 0.05, 0.05, 0.04));
  blooms(ctx, [hand[0] + 0.02, hand[1] + 0.05], 0.032, 7);
};

/** The gown of a figure in `pose` standing at `x` (facing `facing`): a fitted bodice's skirt from the waist to the floor, flared by `flare`, a train behind. */
const gown = (pose: Pose, x: number, flare: number, facing: 1 | -1 = 1): Prop => (ctx) => {
  ctx.save();
  ctx.translate(x + facing * pose.hip[0], 0);
  ctx.scale(facing, 1);
  const waist = pose.hip[1] + 0.1;
  fill(ctx, GOWN, () => {
    ctx.moveTo(-0.1, waist);
    ctx.lineTo(0.1, waist);
    ctx.quadraticCurveTo(0.22 + flare * 0.4, waist * 0.5, 0.3 + flare, 0);
    ctx.lineTo(-0.42 - flare * 1.4, 0);
    ctx.quadraticCurveTo(-0.24, waist * 0.45, -0.1, waist);
    ctx.closePath();
  });
  // Folds falling from the waist, and the hem's shadow on the floor.
  ctx.strokeStyle = GOWN_SHADE;
  ctx.lineWidth = 0.014;
  for (const [top, foot] of [[-0.04, -0.14 - flare], [0.03, 0.08 + flare * 0.5], [-0.08, -0.3 - flare]] as const) {
    ctx.beginPath();
    ctx.moveTo(top, waist - 0.06);
    ctx.quadraticCurveTo(top + (foot - top) * 0.3, waist * 0.4, foot, 0.02);
    ctx.stroke();
  }
  fill(ctx, 'rgba(0,0,0,0.1)', () => ctx.ellipse(-0.06 - flare * 0.5, 0, 0.38 + flare, 0.025, 0, 0, Math.PI * 2));
  // A satin sash at the waist, blush, so the bodice reads apart from the skirt.
  fill(ctx, SASH, () => ctx.rect(-0.11, waist - 0.01, 0.22, 0.045));
  ctx.restore();
};

/** The veil of a figure in `pose` at `x` (facing `facing`): sheer tulle from the crown falling down the back, flowers pinned in the hair. */
const veil = (pose: Pose, x: number, facing: 1 | -1 = 1): Prop => (ctx) => {
  const [hx, hy] = headOf(pose);
  ctx.save();
  ctx.translate(x + facing * hx, hy);
  ctx.scale(facing, 1);
  fill(ctx, 'rgba(255,255,255,0.62)', () => {
    ctx.moveTo(-0.02, 0.11);
    ctx.quadraticCurveTo(-0.2, 0.02, -0.26, -0.7);
    ctx.lineTo(-0.08, -0.62);
    ctx.quadraticCurveTo(-0.1, -0.1, 0.02, 0.06);
    ctx.closePath();
  });
  ctx.restore();
};

const hairFlowers = (pose: Pose, x: number, facing: 1 | -1 = 1): Prop => (ctx) => {
  const [hx, hy] = headOf(pose);
  blooms(ctx, [x + facing * (hx - 0.07), hy + 0.08], 0.018, 4);
};

/** The groom's buttonhole: a white rose on his lapel, his hip at `x` in `pose` (facing `facing`). */
const buttonhole = (pose: Pose, x: number, facing: 1 | -1): Prop => (ctx) => {
  const lean = (pose.lean * Math.PI) / 180;
  const at = placed([pose.hip[0] + Math.sin(lean) * 0.38 + 0.07, pose.hip[1] + Math.cos(lean) * 0.38], x, facing);
  fill(ctx, LEAVES, () => ctx.ellipse(at[0], at[1] - 0.02, 0.012, 0.026, 0.3, 0, Math.PI * 2));
  fill(ctx, '#ffffff', () => ctx.arc(at[0], at[1], 0.022, 0, Math.PI * 2));
  fill(ctx, '#f4b6c2', () => ctx.arc(at[0], at[1], 0.009, 0, Math.PI * 2));
};

/** The groom in `pose`, his hip at `x`, facing `facing`: a look of his own, short hair, the suit and buttonhole. */
const groom = (pose: Pose, x: number, facing: 1 | -1): Prop => (ctx, art) => {
  ctx.save();
  ctx.translate(x, 0);
  ctx.scale(facing, 1);
  drawFigure(ctx, pose, GROOM, 0, undefined, undefined, { ...lookOf(nextLook(art.look, 1)), style: 'short' });
  ctx.restore();
  buttonhole(pose, x, facing)(ctx, art);
};

/** The bride's own dress over her figure (she is the picture's figure, at 0 facing +x): the gown, the veil, the flowers in her hair. */
const bride = (pose: Pose, flare: number) => ({ back: [veil(pose, 0)], over: [gown(pose, 0, flare), hairFlowers(pose, 0)] });

/** A tiered wedding cake on its table at `x`: three white tiers iced with piped beads, flowers cascading down them. */
export const TIERS = [[0.44, 0.2], [0.32, 0.16], [0.22, 0.14]] as const;
export const TABLE_TOP = 0.78;
export const weddingCake = (x: number): Prop => (ctx) => {
  fill(ctx, '#f4efe4', () => ctx.rect(x - 0.3, 0, 0.6, TABLE_TOP));
  fill(ctx, 'rgba(0,0,0,0.08)', () => ctx.rect(x - 0.3, TABLE_TOP - 0.05, 0.6, 0.05));
  fill(ctx, '#d9d2c3', () => ctx.ellipse(x, TABLE_TOP + 0.01, 0.27, 0.02, 0, 0, Math.PI * 2));
  let y = TABLE_TOP + 0.02;
  for (const [w, h] of TIERS) {
    fill(ctx, '#fffdf8', () => ctx.rect(x - w / 2, y, w, h));
    fill(ctx, '#ece4d4', () => ctx.rect(x + w / 2 - w * 0.18, y, w * 0.18, h));
    for (let bx = x - w / 2 + 0.015; bx < x + w / 2; bx += 0.03) fill(ctx, '#efe6d6', () => ctx.arc(bx, y + 0.01, 0.011, 0, Math.PI * 2));
    y += h;
  }
  // The cascade: blooms down the tiers' front, a cluster on the top.
  for (let k = 0, cy = y; k < 3; k++, cy -= 0.17) blooms(ctx, [x - 0.06 + k * 0.05, cy - 0.02], 0.022, 3);
  blooms(ctx, [x, y + 0.03], 0.026, 5);
};

/** The cake knife, its blade into the bottom tier's near side, its handle at `hand`. */
const KNIFE_HAND: P = [0.34, 1.1];
const knife: Prop = (ctx) => {
  ctx.strokeStyle = '#c9ced6';
  ctx.lineWidth = 0.03;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(KNIFE_HAND[0] + 0.04, KNIFE_HAND[1] - 0.04);
  ctx.lineTo(0.5, TABLE_TOP + 0.12);
  ctx.stroke();
  ctx.strokeStyle = '#f4efe4';
  ctx.lineWidth = 0.034;
  ctx.beginPath();
  ctx.moveTo(KNIFE_HAND[0] - 0.04, KNIFE_HAND[1] + 0.04);
  ctx.lineTo(KNIFE_HAND[0] + 0.04, KNIFE_HAND[1] - 0.04);
  ctx.stroke();
};

/** A champagne flute held up at `hand`: a tall bowl of pale gold on its stem. */
const drawFlute = (ctx: SKRSContext2D, [x, y]: P): void => {
  ctx.strokeStyle = 'rgba(220,230,240,0.95)';
  ctx.lineWidth = 0.01;
  ctx.beginPath();
  ctx.moveTo(x, y - 0.06);
  ctx.lineTo(x, y + 0.04);
  ctx.moveTo(x - 0.03, y - 0.06);
  ctx.lineTo(x + 0.03, y - 0.06);
  ctx.stroke();
  fill(ctx, 'rgba(236,242,248,0.9)', () => ctx.rect(x - 0.025, y + 0.04, 0.05, 0.16));
  fill(ctx, '#f3d98b', () => ctx.rect(x - 0.02, y + 0.045, 0.04, 0.11));
};
const flute = (hand: P): Prop => (ctx) => drawFlute(ctx, hand);

/** A long table set for the reception from x0 to x1, its top at `top`: a white cloth to the floor, flutes and a low run of flowers. */
const longTable = (x0: number, x1: number, top: number): Prop => (ctx) => {
  fill(ctx, '#fbf8f1', () => ctx.rect(x0, 0, x1 - x0, top));
  fill(ctx, 'rgba(0,0,0,0.07)', () => ctx.rect(x0, top - 0.06, x1 - x0, 0.06));
  for (let x = x0 + 0.2; x < x1 - 0.1; x += 0.5) blooms(ctx, [x, top + 0.04], 0.03, 5);
  for (let x = x0 + 0.42; x < x1 - 0.1; x += 0.5) drawFlute(ctx, [x, top + 0.06]);
};

/** An arch of flowers over the couple from x0 to x1, `h` high: two white posts, the top a half-circle, blooms and leaves thick along it. */
export const flowerArch = (x0: number, x1: number, h: number): Prop => (ctx) => {
  const r = (x1 - x0) / 2;
  const mid = x0 + r;
  const spring = h - r;
  ctx.strokeStyle = '#f4efe4';
  ctx.lineWidth = 0.06;
  ctx.beginPath();
  ctx.moveTo(x0, 0);
  ctx.lineTo(x0, spring);
  ctx.arc(mid, spring, r, Math.PI, 0, true);
  ctx.lineTo(x1, 0);
  ctx.stroke();
  // Flowers thickest at the top and down one side, as florists dress an arch.
  for (let a = 0.05; a < 0.95; a += 0.07) {
    const t = Math.PI * (1 - a);
    blooms(ctx, [mid + Math.cos(t) * r, spring + Math.sin(t) * r], 0.05, 4);
  }
  for (let y = spring - 0.1; y > spring * 0.35; y -= 0.18) blooms(ctx, [x0, y], 0.045, 3);
  blooms(ctx, [x1, spring - 0.05], 0.045, 4);
};

/** Rows of white chairs along the aisle behind the bride, from x0 to x1, a bow of tulle on each back; petals strewn down the aisle. */
const aisleChairs = (x0: number, x1: number): Prop => (ctx) => {
  for (let x = x0; x < x1; x += 0.55) {
    // A white Chiavari chair from the front: splayed legs, the seat's cushion, the back's rail over thin spindles.
    fill(ctx, '#f1ece2', () => {
      ctx.moveTo(x, 0);
      ctx.lineTo(x + 0.035, 0);
      ctx.lineTo(x + 0.05, 0.44);
      ctx.lineTo(x + 0.015, 0.44);
      ctx.moveTo(x + 0.36, 0);
      ctx.lineTo(x + 0.325, 0);
      ctx.lineTo(x + 0.31, 0.44);
      ctx.lineTo(x + 0.345, 0.44);
      ctx.rect(x + 0.02, 0.44, 0.035, 0.52);
      ctx.rect(x + 0.305, 0.44, 0.035, 0.52);
      ctx.rect(x + 0.02, 0.9, 0.32, 0.05);
      for (const sx of [0.12, 0.18, 0.24]) ctx.rect(x + sx, 0.5, 0.016, 0.4);
    });
    fill(ctx, '#e7dfcf', () => ctx.rect(x - 0.01, 0.42, 0.38, 0.06));
    fill(ctx, 'rgba(255,255,255,0.85)', () => ctx.ellipse(x + 0.03, 0.8, 0.05, 0.09, 0.3, 0, Math.PI * 2));
    blooms(ctx, [x + 0.035, 0.9], 0.02, 3);
  }
};
const petals = (x0: number, x1: number): Prop => (ctx) => {
  for (let x = x0, k = 0; x < x1; x += 0.09, k++) fill(ctx, BLOOMS[k % 4]!, () => ctx.ellipse(x, 0.01 + (k % 3) * 0.008, 0.018, 0.007, k, 0, Math.PI * 2));
};

// Poses. The bride stands at 0 facing +x in each.
/** At the cake: both hands on the knife's handle, the head bowed to it. */
const AT_THE_CAKE: Pose = { hip: [0, 0.92], lean: 6, feet: [[0.1, 0.05], [-0.08, 0.05]], hands: [[0.32, 1.08], [0.36, 1.12]], nod: 14 };
/** The groom behind her, his arms round her to the knife, his hands over hers. */
const BEHIND = -0.28;
const ROUND_HER: Pose = { hip: [0, 0.94], lean: 8, feet: [[0.1, 0.05], [-0.1, 0.05]], hands: [[0.61, 1.12], [0.65, 1.15]], nod: 12 };
/** Holding hands across, facing each other under the arch. */
const VOWING: Pose = { hip: [0, 0.92], lean: 2, feet: [[0.08, 0.05], [-0.08, 0.05]], hands: [[0.28, 1.04], [0.26, 1.0]], nod: 4 };
const ACROSS = 0.62;
/** Walking down the aisle, the bouquet held before her in both hands. */
const PROCESSING: Pose = { hip: [0, 0.92], lean: 2, feet: [[0.16, 0.05], [-0.14, 0.06]], hands: [[0.26, 1.06], [0.24, 1.02]], nod: -2 };
/** Standing for the photograph, the bouquet at her waist, her other hand on the groom's arm beside her. */
const POSED: Pose = { hip: [0, 0.92], lean: 0, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.2, 1.04], [0.3, 1.18]], nod: -4 };
const BESIDE = 0.4;
const GROOM_POSED: Pose = { hip: [0, 0.94], lean: 0, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.12, 0.96], [-0.02, 1.2]], nod: -4 };
/** A guest raising a flute high in the toast; one lifting it to the table's middle; a guest watching the dance, clapping. */
const TOASTING: Pose = { hip: [0, 0.92], lean: 0, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.26, 1.66], [0.12, 0.98]], nod: -8 };
const LIFTING: Pose = { ...TOASTING, hands: [[0.38, 1.48], [0.1, 0.96]], nod: -4 };
const CLAPPING: Pose = { hip: [0, 0.92], lean: 0, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.22, 1.3], [0.24, 1.34]], nod: -2 };

const guest = (pose: Pose, top: string, x: number, facing: 1 | -1, nth: number): Prop => companion(pose, { ...GUEST, top }, x, facing, nth);

const cake = bride(AT_THE_CAKE, 0.02);
const vows = bride(VOWING, 0.05);
const aisle = bride(PROCESSING, 0.1);
const posed = bride(POSED, 0.03);
const dance = bride(PARTNER_HOLD, 0.16);

export const WEDDING = {
  // The bride alone, the bouquet at her waist.
  bridal: { pose: POSED, wears: BRIDAL, back: posed.back, front: [...posed.over, bouquet(POSED.hands[0])], extent: [-0.5, 0.46, 1.86] },
  // The newlyweds side by side for the photograph, her hand on his arm.
  newlyweds: {
    pose: POSED,
    wears: BRIDAL,
    back: [groom(GROOM_POSED, BESIDE, -1), ...posed.back],
    front: [...posed.over, bouquet(POSED.hands[0])],
    extent: [-0.5, 0.7, 1.86],
  },
  // Cutting the cake: he stands behind her, his arms round her, both their hands on the knife in the bottom tier.
  'cake-cutting': {
    pose: AT_THE_CAKE,
    wears: BRIDAL,
    back: [groom(ROUND_HER, BEHIND, 1), ...cake.back],
    front: [...cake.over, weddingCake(0.72), knife],
    extent: [-0.62, 1.04, 1.86],
  },
  // The first dance: held close, her gown flowing as they turn, two guests watching and clapping either side.
  'first-dance': {
    pose: PARTNER_HOLD,
    wears: BRIDAL,
    back: [guest(CLAPPING, '#7b5e8f', -0.72, 1, 2), guest(CLAPPING, '#2a9d8f', HOLD_APART + 0.78, -1, 3), groom(LEAD_HOLD, HOLD_APART, -1), ...dance.back],
    front: dance.over,
    extent: [-1.02, 1.42, 1.86],
  },
  // The vows under the arch of flowers, holding hands across.
  vows: {
    pose: VOWING,
    wears: BRIDAL,
    back: [flowerArch(-0.46, ACROSS + 0.46, 2.5), groom({ ...VOWING, hip: [0, 0.94] }, ACROSS, -1), ...vows.back],
    front: vows.over,
    extent: [-0.58, 1.2, 2.62],
  },
  // Down the aisle: the bouquet before her, the rows of chairs behind, petals on the floor.
  'aisle-walk': {
    pose: PROCESSING,
    wears: BRIDAL,
    back: [aisleChairs(-0.9, 1.1), petals(-0.9, 1.2), ...aisle.back],
    front: [...aisle.over, bouquet(PROCESSING.hands[0])],
    extent: [-0.9, 1.2, 1.86],
  },
} satisfies Record<string, Scene>;

/** Guests raising their flutes at the reception's long table (the figure is a guest, not the bride). */
export const WEDDING_TOAST = {
  'wedding-toast': {
    pose: TOASTING,
    back: [guest(LIFTING, '#2a9d8f', 0.62, -1, 1), flute(placed(LIFTING.hands[0], 0.62, -1)), guest(TOASTING, '#e9c46a', -0.6, 1, 2), flute(placed(TOASTING.hands[0], -0.6, 1))],
    middle: [flute(TOASTING.hands[0])],
    front: [longTable(-0.95, 1.0, 0.76)],
    extent: [-0.95, 1.0, 1.9],
  },
} satisfies Record<string, Scene>;
