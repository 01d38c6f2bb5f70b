/**
 * A barber's station: the customer seated in the barber chair (chrome pump base, oxblood leather, a
 * headrest, feet on the footrest) under a cape with a paper neck strip, the barber standing behind
 * at their beard or hair with clippers or a straight razor. Metres, y up, as bodies.ts draws (its
 * helpers are read only when drawn: bodies.ts loads this file).
 */
import { drawFigure, limb, rr, type P, type Pose, type Prop } from './bodies';
import { SKIN } from './hand';

const SEAT = 0.6;
const LEATHER = '#7a1f2b';
const CHROME = '#c3cbd3';
const DARK = '#26282c';
/** Clippers' body, bright against the barber's sleeve and the cape. */
const GOLD = '#d4a537';
/** The customer's jaw, where clippers or razor meet the beard. */
export const JAW: P = [0.83, 1.29];
/** The side of the customer's head above the ear, where clippers fade the hair. */
export const TEMPLE: P = [0.7, 1.43];
/** The crown of the customer's head, where the barber's other hand steadies it. */
export const CROWN: P = [0.74, 1.53];

/** Seated upright, feet on the footrest, hands under the cape. */
const SEATED: Pose = { hip: [0.72, SEAT + 0.08], lean: 0, feet: [[1.16, 0.2], [1.12, 0.22]], hands: [[1.0, 0.8], [0.96, 0.82]], nod: -2 };

/** The barber chair side on, facing +x: round base and pump column, seat, tall back and headrest, armrest, footrest. */
export const barberChair: Prop = (ctx) => {
  ctx.fillStyle = DARK;
  ctx.beginPath();
  ctx.ellipse(0.8, 0.035, 0.3, 0.045, 0, 0, Math.PI * 2);
  ctx.fill();
  rr(ctx, 0.74, 0.04, 0.12, SEAT - 0.12, 0.03, CHROME);
  rr(ctx, 0.71, SEAT - 0.2, 0.18, 0.08, 0.03, DARK);
  limb(ctx, [[1.04, SEAT - 0.04], [1.16, 0.16]], 0.03, CHROME);
  rr(ctx, 1.06, 0.12, 0.26, 0.05, 0.02, CHROME);
  rr(ctx, 0.5, SEAT + 0.02, 0.16, 0.76, 0.06, LEATHER);
  limb(ctx, [[0.56, SEAT + 0.74], [0.58, SEAT + 0.82]], 0.03, CHROME);
  rr(ctx, 0.5, SEAT + 0.78, 0.16, 0.14, 0.06, LEATHER);
  rr(ctx, 0.54, SEAT - 0.1, 0.62, 0.16, 0.05, LEATHER);
  rr(ctx, 0.6, SEAT + 0.22, 0.5, 0.05, 0.025, CHROME);
  rr(ctx, 0.92, SEAT + 0.2, 0.22, 0.08, 0.04, LEATHER);
};

/** The customer under the cape (neck to knees), bearded, or lathered for a shave. */
export const barberCustomer = (lathered: boolean): Prop => (ctx) => {
  drawFigure(ctx, SEATED, { top: '#f4f7fa', legs: '#34404f', shoes: '#2b2b2b', hands: SKIN }, 0, '#2f2118');
  ctx.fillStyle = lathered ? '#fbfbf7' : '#2f2118';
  ctx.beginPath();
  ctx.moveTo(0.7, 1.32);
  ctx.quadraticCurveTo(0.74, 1.2, 0.84, 1.23);
  ctx.quadraticCurveTo(0.88, 1.27, 0.86, 1.33);
  ctx.lineTo(0.8, 1.3);
  ctx.quadraticCurveTo(0.74, 1.32, 0.72, 1.38);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#56707f';
  ctx.beginPath();
  ctx.moveTo(0.66, 1.2);
  ctx.lineTo(0.84, 1.2);
  ctx.lineTo(1.26, 0.58);
  ctx.lineTo(0.58, 0.58);
  ctx.closePath();
  ctx.fill();
  rr(ctx, 0.65, 1.17, 0.2, 0.05, 0.02, '#f4f7fa');
};

/** Hand clippers: the gold body from the hand to the blade at `at`, their cord hanging down. */
const clippers = (hand: P, at: P): Prop => (ctx) => {
  limb(ctx, [[hand[0] - 0.05, hand[1] - 0.02], at], 0.055, GOLD);
  limb(ctx, [[at[0] - 0.01, at[1] - 0.02], [at[0] + 0.01, at[1] + 0.02]], 0.03, CHROME);
  ctx.strokeStyle = DARK;
  ctx.lineWidth = 0.012;
  ctx.beginPath();
  ctx.moveTo(hand[0] - 0.07, hand[1] - 0.03);
  ctx.quadraticCurveTo(hand[0] - 0.12, hand[1] - 0.4, hand[0] - 0.3, hand[1] - 0.5);
  ctx.stroke();
};

/** A straight razor: the steel blade at `at`, the dark handle folded back behind the hand. */
const razor = (hand: P, at: P): Prop => (ctx) => {
  limb(ctx, [hand, at], 0.035, '#dfe5ea');
  limb(ctx, [[hand[0] - 0.02, hand[1]], [hand[0] - 0.12, hand[1] + 0.03]], 0.025, '#3a2a20');
};

/** Cut hairs falling onto the cape below the jaw. */
const falling: Prop = (ctx) => {
  ctx.fillStyle = '#2f2118';
  for (const [x, y] of [[0.88, 1.12], [0.93, 1.0], [0.86, 0.9], [0.98, 0.84]] as const) ctx.fillRect(x, y, 0.022, 0.007);
};

/** The barber's tool in the near hand: clippers (hair falling) or a razor. */
export type BarberTool = 'clippers' | 'razor';

/** The chair and customer behind the barber; the tool in the barber's near hand, its edge at `at`. */
export const barberStation = (tool: BarberTool, hand: P, at: P): { back: Prop[]; front: Prop[] } => ({
  back: [barberChair, barberCustomer(tool === 'razor')],
  front: tool === 'razor' ? [razor(hand, at)] : [clippers(hand, at), falling],
});
