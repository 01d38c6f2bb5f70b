/**
 * A warehouse's wooden pallet seen from the side, bare or loaded: its top deck on three blocks (the forks of a pallet jack
 * go between them), cartons stacked on it in layers, and the load shrink-wrapped in film, as it is shipped.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { rr, type P, type Prop } from './bodies';
import { heldBox } from './carry-work';

const DECK = '#c99a62';
const BLOCK = '#a8743f';
const GRAIN = 'rgba(90,55,25,0.35)';
/** The pallet's height, blocks and deck: what a fork under it lifts. */
const PALLET_H = 0.14;
const BLOCK_W = 0.1;
/** How tall a layer of cartons stands, and how many layers a full pallet carries. */
const LAYER = 0.3;
export const FULL = 3;

/** A bare pallet from x, w long, its underside at y: three blocks under a deck of boards. */
const pallet = (x: number, y: number, w: number): Prop => (ctx) => {
  for (const bx of [x, x + (w - BLOCK_W) / 2, x + w - BLOCK_W]) rr(ctx, bx, y, BLOCK_W, PALLET_H - 0.04, 0.008, BLOCK);
  rr(ctx, x - 0.01, y + PALLET_H - 0.045, w + 0.02, 0.045, 0.008, DECK);
  ctx.strokeStyle = GRAIN;
  ctx.lineWidth = 0.006;
  ctx.beginPath();
  for (let gx = x + 0.12; gx < x + w - 0.05; gx += 0.16) {
    ctx.moveTo(gx, y + PALLET_H - 0.045);
    ctx.lineTo(gx, y + PALLET_H);
  }
  ctx.stroke();
};

/** Cartons in `layers` layers on a deck from x, w long, its top at y: each layer set off a little from the one below. */
const cartons = (x: number, y: number, w: number, layers: number): Prop[] =>
  Array.from({ length: layers }, (_, l) => {
    const n = l % 2 ? 2 : 3;
    const bw = (w - 0.03) / (n + 0.1);
    return Array.from({ length: n }, (_, k) => heldBox(x + 0.01 + k * bw, y + l * LAYER, bw, LAYER - 0.02));
  }).flat();

/** Stretch film round a load from x, w long, from y up h: a milky sheen over the cartons, streaked where it was pulled taut. */
const film = (x: number, y: number, w: number, h: number): Prop => (ctx) => {
  rr(ctx, x - 0.015, y, w + 0.06, h, 0.03, 'rgba(228,238,246,0.42)');
  ctx.strokeStyle = 'rgba(255,255,255,0.7)';
  ctx.lineWidth = 0.012;
  ctx.beginPath();
  for (let k = 0; k < 4; k++) {
    const sx = x + (k + 0.3) * (w / 4);
    ctx.moveTo(sx, y + 0.04);
    ctx.lineTo(sx + 0.12, y + h - 0.04);
  }
  ctx.stroke();
};

/** The top of a load of `layers` layers on a pallet standing at y: where the film ends and the next carton goes. */
export const loadTop = (y: number, layers: number): number => y + PALLET_H + layers * LAYER;

/** A pallet from x, w long, standing at y, with `layers` layers of cartons, wrapped in film when `wrapped`. */
export const loadedPallet = (x: number, y: number, w: number, layers = FULL, wrapped = true): Prop[] => [
  pallet(x, y, w),
  ...cartons(x, y + PALLET_H, w, layers),
  ...(wrapped ? [film(x, y + PALLET_H, w, layers * LAYER + 0.04)] : []),
];

/** The film's roll in the hand at `hand`, the film drawn off it to the load's edge at `to`. */
export const filmRoll = (hand: P, to: P): Prop => (ctx) => {
  ctx.fillStyle = 'rgba(228,238,246,0.55)';
  ctx.beginPath();
  ctx.moveTo(hand[0], hand[1] - 0.16);
  ctx.lineTo(to[0], to[1] - 0.3);
  ctx.lineTo(to[0], to[1] + 0.3);
  ctx.lineTo(hand[0], hand[1] + 0.16);
  ctx.closePath();
  ctx.fill();
  rr(ctx, hand[0] - 0.05, hand[1] - 0.2, 0.1, 0.4, 0.03, '#e8eef3');
  rr(ctx, hand[0] - 0.015, hand[1] - 0.23, 0.03, 0.46, 0.01, '#8a6a45');
};
