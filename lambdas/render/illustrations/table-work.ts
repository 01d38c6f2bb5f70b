/**
 * Work done at a table or desk, and meals at one: pasta dough rolled out on a floured worktop; plates
 * carried out on a waiter's hands; a table for two laid with a candle between the diners; a receptionist's
 * desk and the phone at their ear; a blood-pressure cuff on a seated patient's arm, its gauge in the nurse's
 * hand. Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { limb, rr, worktop, type P, type Prop } from './bodies';

const FLOUR = '#f6f1e4';
const WOOD = '#8a5a3b';

/** The worktop from x (read from bodies.ts when drawn), dusted with flour, a sheet of dough on it and a bag of flour at its end. */
export const pastryTop = (x: number): Prop[] => [
  (ctx, art) => worktop(x)(ctx, art),
  (ctx) => {
    const top = 0.94;
    ctx.fillStyle = FLOUR;
    for (let k = 0; k < 9; k++) {
      ctx.beginPath();
      ctx.arc(x + 0.02 + k * 0.07, top + 0.006 + (k % 3) * 0.004, 0.012 + (k % 2) * 0.006, 0, Math.PI * 2);
      ctx.fill();
    }
    rr(ctx, x + 0.04, top, 0.5, 0.025, 0.012, '#f3d9a4');
    rr(ctx, x + 0.5, top, 0.12, 0.2, 0.03, '#efe6d2');
    rr(ctx, x + 0.52, top + 0.06, 0.08, 0.05, 0.01, '#d9a066');
  },
];

/** A rolling pin under both hands (from `a` to `b`), its handles beyond them. */
export const rollingPin = (a: P, b: P): Prop => (ctx) => {
  const y = Math.min(a[1], b[1]) - 0.035;
  limb(ctx, [[a[0] - 0.12, y], [b[0] + 0.12, y]], 0.025, '#b07a4f');
  rr(ctx, a[0] - 0.04, y - 0.035, b[0] - a[0] + 0.08, 0.07, 0.035, '#d9a066');
};

/** A dinner plate seen from the side at (x, y), a dish on it. */
const plate = (x: number, y: number): Prop => (ctx) => {
  ctx.fillStyle = '#c0392b';
  ctx.beginPath();
  ctx.ellipse(x, y + 0.035, 0.08, 0.04, 0, Math.PI, 0, true);
  ctx.fill();
  ctx.fillStyle = '#5a9e4b';
  ctx.beginPath();
  ctx.arc(x + 0.05, y + 0.04, 0.02, 0, Math.PI * 2);
  ctx.fill();
  rr(ctx, x - 0.13, y, 0.26, 0.025, 0.012, '#f4f7fa');
};

/** Plates carried out, one on each hand (on the palm, a little above it). */
export const platesOnHands = (hands: readonly P[]): Prop[] => hands.map(([x, y]) => plate(x + 0.04, y + 0.03));

/** Top of a table set for a meal. */
const TABLE_TOP = 0.74;

/** A chair seen from the side, its seat at `seat` from x0 to x1, its back at the `back` end. */
export const sideChair = (x0: number, x1: number, seat: number, back: 'left' | 'right'): Prop => (ctx) => {
  ctx.fillStyle = WOOD;
  for (const lx of [x0 + 0.02, x1 - 0.06]) ctx.fillRect(lx, 0, 0.04, seat);
  rr(ctx, x0, seat - 0.04, x1 - x0, 0.05, 0.015, '#6b4a2b');
  rr(ctx, back === 'left' ? x0 : x1 - 0.05, seat, 0.05, 0.5, 0.02, '#6b4a2b');
};

/** A candle on its holder at x on the table, its flame and the warm light round it. */
const candle = (x: number): Prop => (ctx) => {
  const flame: P = [x, TABLE_TOP + 0.3];
  const glow = ctx.createRadialGradient(flame[0], flame[1], 0, flame[0], flame[1], 0.36);
  glow.addColorStop(0, 'rgba(255,214,120,0.55)');
  glow.addColorStop(1, 'rgba(255,214,120,0)');
  ctx.fillStyle = glow;
  ctx.fillRect(flame[0] - 0.36, flame[1] - 0.36, 0.72, 0.72);
  rr(ctx, x - 0.05, TABLE_TOP + 0.02, 0.1, 0.025, 0.01, '#c9a227');
  rr(ctx, x - 0.022, TABLE_TOP + 0.04, 0.044, 0.22, 0.01, '#fbf3e0');
  ctx.fillStyle = '#ffb703';
  ctx.beginPath();
  ctx.ellipse(flame[0], flame[1], 0.022, 0.045, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#fff3c4';
  ctx.beginPath();
  ctx.ellipse(flame[0], flame[1] - 0.01, 0.01, 0.022, 0, 0, Math.PI * 2);
  ctx.fill();
};

/** A wine glass on the table at x. */
const glass = (x: number): Prop => (ctx) => {
  rr(ctx, x - 0.035, TABLE_TOP + 0.02, 0.07, 0.012, 0.006, 'rgba(230,240,250,0.9)');
  limb(ctx, [[x, TABLE_TOP + 0.02], [x, TABLE_TOP + 0.1]], 0.01, 'rgba(230,240,250,0.9)');
  ctx.fillStyle = 'rgba(230,240,250,0.8)';
  ctx.beginPath();
  ctx.moveTo(x - 0.04, TABLE_TOP + 0.2);
  ctx.quadraticCurveTo(x - 0.04, TABLE_TOP + 0.1, x, TABLE_TOP + 0.1);
  ctx.quadraticCurveTo(x + 0.04, TABLE_TOP + 0.1, x + 0.04, TABLE_TOP + 0.2);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#8e1b3a';
  ctx.beginPath();
  ctx.ellipse(x, TABLE_TOP + 0.13, 0.034, 0.03, 0, Math.PI, 0, true);
  ctx.fill();
};

/** A table for two from x0 to x1, under a long cloth, laid with a plate and a glass at each end and a candle between them. */
export const tableForTwo = (x0: number, x1: number): Prop[] => {
  const mid = (x0 + x1) / 2;
  return [
    (ctx) => {
      ctx.fillStyle = WOOD;
      ctx.fillRect(mid - 0.04, 0, 0.08, TABLE_TOP);
      rr(ctx, mid - 0.22, 0, 0.44, 0.04, 0.015, WOOD);
      rr(ctx, x0, TABLE_TOP - 0.22, x1 - x0, 0.24, 0.02, '#f4efe4');
      rr(ctx, x0 + 0.02, TABLE_TOP - 0.22, x1 - x0 - 0.04, 0.03, 0.01, '#b23a48');
    },
    plate(x0 + 0.18, TABLE_TOP + 0.01),
    plate(x1 - 0.18, TABLE_TOP + 0.01),
    glass(x0 + 0.36),
    glass(x1 - 0.36),
    candle(mid),
  ];
};

/** Top of a reception desk, standing height. */
const DESK_TOP = 1.04;

/** A reception desk from x0 to x1, its monitor turned to the receptionist, the phone's base and a notepad on it. */
export const receptionDesk = (x0: number, x1: number): Prop[] => [
  (ctx) => {
    rr(ctx, x0 + 0.06, DESK_TOP + 0.02, 0.06, 0.16, 0.01, '#3d4a5a');
    rr(ctx, x0 + 0.02, DESK_TOP + 0.16, 0.14, 0.3, 0.02, '#22262e');
    rr(ctx, x0 + 0.04, DESK_TOP + 0.18, 0.1, 0.26, 0.01, '#7ec8f0');
  },
  (ctx) => {
    rr(ctx, x0, 0, x1 - x0, DESK_TOP, 0.02, '#e9e4da');
    rr(ctx, x0 + 0.06, 0.1, x1 - x0 - 0.12, DESK_TOP - 0.22, 0.02, '#2a9d8f');
    rr(ctx, x0 - 0.04, DESK_TOP - 0.04, x1 - x0 + 0.08, 0.06, 0.02, '#f4f7fa');
    rr(ctx, x0 + 0.34, DESK_TOP + 0.02, 0.16, 0.06, 0.02, '#22262e');
    rr(ctx, x0 + 0.2, DESK_TOP + 0.02, 0.12, 0.012, 0.004, '#fbfbf7');
  },
];

/** The handset at the ear (its middle at `hand`), its curly cord down to the base on the desk at (x, y). */
export const handset = (hand: P, base: P): Prop => (ctx) => {
  ctx.strokeStyle = '#22262e';
  ctx.lineWidth = 0.01;
  ctx.beginPath();
  ctx.moveTo(hand[0], hand[1] - 0.08);
  const steps = 14;
  for (let k = 1; k <= steps; k++) {
    const t = k / steps;
    ctx.lineTo(hand[0] + (base[0] - hand[0]) * t + (k % 2 ? 0.015 : -0.015), hand[1] - 0.08 + (base[1] - hand[1] + 0.08) * t);
  }
  ctx.stroke();
  ctx.save();
  ctx.translate(hand[0], hand[1]);
  ctx.rotate(0.25);
  rr(ctx, -0.025, -0.1, 0.05, 0.2, 0.02, '#22262e');
  ctx.restore();
};

/** The cuff round the patient's arm at `arm`, its tube to the gauge in the nurse's hand at `hand`, the bulb hanging below. */
export const pressureCuff = (arm: P, hand: P): Prop => (ctx) => {
  ctx.strokeStyle = '#3d4a5a';
  ctx.lineWidth = 0.012;
  ctx.beginPath();
  ctx.moveTo(arm[0], arm[1] - 0.04);
  ctx.quadraticCurveTo((arm[0] + hand[0]) / 2, Math.min(arm[1], hand[1]) - 0.2, hand[0], hand[1] - 0.04);
  ctx.stroke();
  limb(ctx, [[hand[0], hand[1] - 0.04], [hand[0] + 0.02, hand[1] - 0.18]], 0.012, '#3d4a5a');
  rr(ctx, hand[0] - 0.01, hand[1] - 0.26, 0.06, 0.09, 0.03, '#22262e');
  rr(ctx, arm[0] - 0.08, arm[1] - 0.055, 0.16, 0.11, 0.02, '#1d4e89');
  ctx.fillStyle = '#d8dee6';
  ctx.beginPath();
  ctx.arc(hand[0], hand[1] + 0.03, 0.06, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#c0392b';
  ctx.lineWidth = 0.008;
  ctx.beginPath();
  ctx.moveTo(hand[0], hand[1] + 0.03);
  ctx.lineTo(hand[0] + 0.035, hand[1] + 0.06);
  ctx.stroke();
};
