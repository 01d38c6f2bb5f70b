/**
 * Using a fire extinguisher as a fire-safety training shows it, one step a picture (P.A.S.S.): a red extinguisher
 * (its body, label, gauge, carry handle and lever, the pin with its ring, the black hose and nozzle) and a bin fire
 * a couple of steps ahead. The pin pulled with the extinguisher held upright; the nozzle aimed at the base of the
 * flames; the lever squeezed and the spray starting; the spray swept side to side, a cloud at the base, the flames smaller.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { rr, type P, type Prop, type Scene } from './bodies';
import { limb } from './stroke';

const RED = '#d62828';
const DARK_RED = '#9d1b1b';
const BLACK = '#22262e';
const STEEL = '#aab4bf';
const SPRAY = 'rgba(244,246,250,0.9)';
/** The bin on fire: its left edge, width, height; the base of the flames is its rim. */
const BIN = { x: 1.22, w: 0.3, h: 0.48 };
const BASE: P = [BIN.x + BIN.w / 2, BIN.h];
/** Where the flames rise from, just inside the rim, and how wide they burn. */
const FLAMES_FROM: P = [BASE[0], BASE[1] - 0.02];
const FLAMES_W = BIN.w * 0.95;

/** The metal waste bin, its rim and ribs. */
const bin: Prop = (ctx) => {
  ctx.fillStyle = '#7b8794';
  ctx.beginPath();
  ctx.moveTo(BIN.x, BIN.h);
  ctx.lineTo(BIN.x + 0.03, 0);
  ctx.lineTo(BIN.x + BIN.w - 0.03, 0);
  ctx.lineTo(BIN.x + BIN.w, BIN.h);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#65707c';
  for (const f of [0.3, 0.55, 0.8]) ctx.fillRect(BIN.x + BIN.w * f - 0.006, 0.03, 0.012, BIN.h - 0.06);
  rr(ctx, BIN.x - 0.02, BIN.h - 0.03, BIN.w + 0.04, 0.04, 0.015, '#9aa7b4');
};

/** One tongue of flame from (x, y0), `h` high and `w` wide, its tip leaning by `lean`. */
function tongue(ctx: SKRSContext2D, x: number, y0: number, w: number, h: number, lean: number, colour: string): void {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(x - w / 2, y0);
  ctx.bezierCurveTo(x - w / 2, y0 + h * 0.45, x + lean - w * 0.2, y0 + h * 0.7, x + lean, y0 + h);
  ctx.bezierCurveTo(x + lean + w * 0.1, y0 + h * 0.6, x + w / 2 + 0.02, y0 + h * 0.4, x + w / 2, y0);
  ctx.closePath();
  ctx.fill();
}

/** The flames' full height in metres. */
const FLAME = 0.55;
/** The picture's own flames, a little lower than the flickering ones drawn over them each frame (`flames`), so these hide them. */
const STILL = 0.86;

/** The fire's tongues, each its colour, offset across the base, width and height as shares of the fire's. */
const TONGUES = [
  { colour: '#e63946', at: -0.25, w: 0.55, h: 0.8 },
  { colour: '#e63946', at: 0.25, w: 0.55, h: 0.72 },
  { colour: '#f77f00', at: 0, w: 0.8, h: 1 },
  { colour: '#fcbf49', at: -0.08, w: 0.5, h: 0.62 },
  { colour: '#fff3b0', at: 0.12, w: 0.3, h: 0.4 },
] as const;

/**
 * The tongues of a fire whose base centre is (x, y), `h` high and `w` wide, in units whose y is up, at `t` seconds:
 * each rises, falls and leans on its own beat, so drawn every frame the fire flickers.
 */
function tongues(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, t: number): void {
  TONGUES.forEach((k, i) => {
    const rise = 1 + 0.14 * Math.sin(t * (7 + i * 1.9) + i * 1.7);
    const lean = 0.07 * h * Math.sin(t * (5 + i * 1.3) + i);
    tongue(ctx, x + w * k.at, y, w * k.w, h * k.h * rise, lean, k.colour);
  });
}

/** The fire in the bin, `size` 1 at full height, a glow round it and a wisp of smoke above. */
const fire = (size: number): Prop => (ctx) => {
  const [bx, by] = BASE;
  const h = FLAME * size;
  const glow = ctx.createRadialGradient(bx, by + h * 0.35, 0, bx, by + h * 0.35, 0.2 + h * 0.6);
  glow.addColorStop(0, 'rgba(255,170,60,0.45)');
  glow.addColorStop(1, 'rgba(255,170,60,0)');
  ctx.fillStyle = glow;
  ctx.fillRect(bx - 0.6, by - 0.3, 1.2, h + 0.9);
  ctx.fillStyle = 'rgba(90,90,100,0.35)';
  for (const [dx, dy, r] of [[-0.04, 1.15, 0.07], [0.05, 1.3, 0.09], [-0.02, 1.48, 0.11]] as const) {
    ctx.beginPath();
    ctx.arc(bx + dx * size, by + h * dy, r * size, 0, Math.PI * 2);
    ctx.fill();
  }
  tongues(ctx, FLAMES_FROM[0], FLAMES_FROM[1], FLAMES_W, h * STILL, 0);
};

/**
 * The extinguisher hanging from the hand at its head (the grip under the lever, at `head`): red body and label, the gauge,
 * the carry handle and the lever, open or squeezed shut. Its pin is out in every step: in the hand pulling it, then gone.
 */
const extinguisher = (head: P, squeezed: boolean): Prop => (ctx) => {
  const [x, y] = head;
  const top = y - 0.07;
  // The body: a red cylinder with a domed top, a white label, a shade down its back.
  rr(ctx, x - 0.085, top - 0.56, 0.17, 0.56, 0.07, RED);
  rr(ctx, x - 0.085, top - 0.56, 0.04, 0.5, 0.02, DARK_RED);
  rr(ctx, x - 0.06, top - 0.36, 0.12, 0.16, 0.01, '#f6f1e7');
  ctx.fillStyle = BLACK;
  ctx.fillRect(x - 0.045, top - 0.25, 0.09, 0.02);
  ctx.fillRect(x - 0.045, top - 0.31, 0.06, 0.015);
  rr(ctx, x - 0.09, top - 0.58, 0.18, 0.04, 0.015, BLACK);
  // The valve on the neck, the gauge on its face.
  rr(ctx, x - 0.035, top - 0.02, 0.07, 0.09, 0.015, STEEL);
  ctx.fillStyle = '#f4f7fa';
  ctx.beginPath();
  ctx.arc(x - 0.055, top + 0.03, 0.028, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#2a9d8f';
  ctx.fillRect(x - 0.06, top + 0.03, 0.012, 0.018);
  // The carry handle below, the lever above it: open, or squeezed down onto the handle.
  limb(ctx, [[x - 0.02, y - 0.01], [x + 0.16, y - 0.02]], 0.03, BLACK);
  limb(ctx, [[x - 0.03, y + 0.02], [x + 0.16, squeezed ? y + 0.01 : y + 0.09]], 0.028, '#3a3f48');
};

/** The pin drawn out of the valve by the hand at `hand`: the steel pin back toward the valve, its yellow ring round a finger. */
const pulledPin = (hand: P): Prop => (ctx) => {
  const ring: P = [hand[0] + 0.02, hand[1] + 0.01];
  limb(ctx, [ring, [hand[0] - 0.06, hand[1] + 0.01]], 0.01, STEEL);
  ctx.strokeStyle = '#f2c230';
  ctx.lineWidth = 0.012;
  ctx.beginPath();
  ctx.arc(ring[0], ring[1], 0.026, 0, Math.PI * 2);
  ctx.stroke();
};

/** The black hose from the back of the valve at `head`, sagging, to the nozzle in the hand at `hand` pointing at `target`. */
const hose = (head: P, hand: P, target: P): Prop => (ctx) => {
  ctx.strokeStyle = BLACK;
  ctx.lineWidth = 0.028;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(head[0] - 0.03, head[1] - 0.06);
  ctx.bezierCurveTo(head[0] - 0.16, head[1] - 0.3, hand[0] - 0.2, hand[1] - 0.2, hand[0] - 0.04, hand[1]);
  ctx.stroke();
  // The nozzle: a black horn flaring toward the target.
  const a = Math.atan2(target[1] - hand[1], target[0] - hand[0]);
  ctx.save();
  ctx.translate(hand[0], hand[1]);
  ctx.rotate(a);
  ctx.fillStyle = BLACK;
  ctx.beginPath();
  ctx.moveTo(-0.05, -0.015);
  ctx.lineTo(0.1, -0.032);
  ctx.lineTo(0.1, 0.032);
  ctx.lineTo(-0.05, 0.015);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
};

/** The hose clipped down the extinguisher's side, its nozzle at the foot, as it hangs before use. */
const stowedHose = (head: P): Prop => (ctx) => {
  limb(ctx, [[head[0] - 0.03, head[1] - 0.06], [head[0] - 0.11, head[1] - 0.2], [head[0] - 0.11, head[1] - 0.5]], 0.026, BLACK);
  rr(ctx, head[0] - 0.13, head[1] - 0.6, 0.04, 0.1, 0.012, BLACK);
};

/** Where the nozzle's tip is, 0.1 m from the hand toward the target. */
const tipOf = (hand: P, target: P): P => {
  const a = Math.atan2(target[1] - hand[1], target[0] - hand[0]);
  return [hand[0] + 0.1 * Math.cos(a), hand[1] + 0.1 * Math.sin(a)];
};

/** The spray from the nozzle's tip to `target`, widening to `spread` across, puffs along it; `reach` 0..1 how far it has got. */
const spray = (hand: P, target: P, spread: number, reach: number): Prop => (ctx) => {
  const tip = tipOf(hand, target);
  const end: P = [tip[0] + (target[0] - tip[0]) * reach, tip[1] + (target[1] - tip[1]) * reach];
  const a = Math.atan2(end[1] - tip[1], end[0] - tip[0]) + Math.PI / 2;
  const half = (spread * reach) / 2;
  ctx.fillStyle = SPRAY;
  ctx.beginPath();
  ctx.moveTo(tip[0], tip[1]);
  ctx.lineTo(end[0] + half * Math.cos(a), end[1] + half * Math.sin(a));
  ctx.lineTo(end[0] - half * Math.cos(a), end[1] - half * Math.sin(a));
  ctx.closePath();
  ctx.fill();
  for (const [f, r] of [[0.35, 0.025], [0.6, 0.035], [0.85, 0.045], [1, 0.06]] as const) {
    ctx.beginPath();
    ctx.arc(tip[0] + (end[0] - tip[0]) * f, tip[1] + (end[1] - tip[1]) * f, r * (0.5 + reach), 0, Math.PI * 2);
    ctx.fill();
  }
};

/** The white cloud of agent settling over the base of the fire. */
const cloud: Prop = (ctx) => {
  ctx.fillStyle = SPRAY;
  for (const [dx, dy, r] of [[-0.22, -0.02, 0.07], [-0.11, 0.0, 0.08], [0.0, -0.03, 0.075], [0.12, -0.01, 0.07], [0.21, -0.04, 0.055], [-0.05, -0.07, 0.06]] as const) {
    ctx.beginPath();
    ctx.arc(BASE[0] + dx, BASE[1] + dy, r, 0, Math.PI * 2);
    ctx.fill();
  }
};

/** A curved arrow with a head at each end over the spray's end: the nozzle swept from side to side. */
const sweepArrow: Prop = (ctx) => {
  const [cx, cy] = [BASE[0] - 0.02, BASE[1] + 0.28];
  ctx.strokeStyle = '#ffffff';
  ctx.fillStyle = '#ffffff';
  ctx.lineWidth = 0.022;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.ellipse(cx, cy, 0.24, 0.07, 0, Math.PI * 0.15, Math.PI * 0.85);
  ctx.stroke();
  for (const side of [-1, 1]) {
    const a = side < 0 ? Math.PI * 0.85 : Math.PI * 0.15;
    const [px, py] = [cx + 0.24 * Math.cos(a), cy + 0.07 * Math.sin(a)];
    ctx.beginPath();
    ctx.moveTo(px + side * 0.05, py - 0.005);
    ctx.lineTo(px - side * 0.01, py + 0.05);
    ctx.lineTo(px - side * 0.02, py - 0.035);
    ctx.closePath();
    ctx.fill();
  }
};

/**
 * Standing a couple of steps from the fire, feet apart, the extinguisher's head gripped in the near hand at the waist
 * (drawn over it), the far hand out at the pin or the nozzle (the nozzle drawn over the fingers).
 */
const facingFire = (head: P, other: P, lean = 8, nod = 18) => ({ hip: [0, 0.92] as P, lean, feet: [[0.16, 0.05], [-0.14, 0.05]] as [P, P], hands: [head, other] as [P, P], nod });
/** The extinguisher held up by its head while the pin is pulled, and the hand pulling it. */
const UPRIGHT: P = [0.3, 1.0];
const AT_THE_PIN: P = [0.46, 1.06];
/** The extinguisher's head at the waist, once the pin is out. */
const WAIST_HEAD: P = [0.3, 0.98];
/** The nozzle in the far hand, held out low toward the fire. */
const NOZZLE: P = [0.62, 0.82];
/** Where the nozzle is aimed: low, at the near side of the flames' base. */
const AIM: P = [BASE[0] - 0.1, BASE[1]];
/** The nozzle swept a little further out and lower, across the base. */
const SWEPT: P = [0.66, 0.78];
const EXTENT: [number, number, number] = [-0.24, 1.6, 1.78];
/** How high each step's fire burns, a share of its full height: down to half once the spray is swept over it. */
const BURNING = { 'pulling-pin': 1, 'aiming-nozzle': 1, 'squeezing-handle': 0.95, 'sweeping-spray': 0.5 } as const;
type Step = keyof typeof BURNING;

export const FIRE_EXTINGUISHER = {
  // The extinguisher held upright by its handle, the near hand pulling the pin out of the valve; the fire burning ahead.
  'pulling-pin': {
    pose: facingFire(UPRIGHT, AT_THE_PIN, 4, 24),
    back: [bin, fire(BURNING['pulling-pin'])],
    middle: [stowedHose(UPRIGHT), extinguisher(UPRIGHT, false), pulledPin(AT_THE_PIN)],
    extent: EXTENT,
  },
  // Pin out, the hose off its clip, the nozzle aimed low at the base of the flames.
  'aiming-nozzle': {
    pose: facingFire(WAIST_HEAD, NOZZLE),
    back: [bin, fire(BURNING['aiming-nozzle'])],
    middle: [extinguisher(WAIST_HEAD, false), hose(WAIST_HEAD, NOZZLE, AIM)],
    extent: EXTENT,
  },
  // The lever squeezed onto the handle: the spray starts from the nozzle toward the base of the fire.
  'squeezing-handle': {
    pose: facingFire(WAIST_HEAD, NOZZLE, 10),
    back: [bin, fire(BURNING['squeezing-handle'])],
    middle: [extinguisher(WAIST_HEAD, true), hose(WAIST_HEAD, NOZZLE, AIM)],
    front: [spray(NOZZLE, AIM, 0.16, 0.7)],
    extent: EXTENT,
  },
  // Swept side to side at the base: the spray reaches the fire, a cloud over it, the flames down to half.
  'sweeping-spray': {
    pose: facingFire(WAIST_HEAD, SWEPT, 12),
    back: [bin, fire(BURNING['sweeping-spray'])],
    middle: [extinguisher(WAIST_HEAD, true), hose(WAIST_HEAD, SWEPT, BASE)],
    front: [spray(SWEPT, [BASE[0] - 0.12, BASE[1] + 0.02], 0.26, 1), cloud, sweepArrow],
    extent: EXTENT,
  },
} satisfies Record<Step, Scene>;

/**
 * Where a drawn person's picture has a fire burning, if it has one: its flames' base centre as shares of the picture from
 * its top left (mirrored when the picture is), their width and height as shares of the picture's.
 */
export function fireIn(picture: string, flipped: boolean): { x: number; y: number; w: number; h: number } | null {
  const step = picture.split(/[:@]/)[1] as Step;
  if (!(step in BURNING)) return null;
  const [x0, x1, top] = EXTENT;
  const x = (FLAMES_FROM[0] - x0) / (x1 - x0);
  return { x: flipped ? 1 - x : x, y: (top - FLAMES_FROM[1]) / top, w: FLAMES_W / (x1 - x0), h: (FLAME * BURNING[step]) / top };
}

/** The fire's flames at `t` seconds over the picture's own, their base centre at (x, y) pixels, `w` by `h` pixels. */
export function flames(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, t: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(1, -1);
  tongues(ctx, 0, 0, w, h, t);
  ctx.restore();
}
