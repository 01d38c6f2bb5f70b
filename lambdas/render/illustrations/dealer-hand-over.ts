/**
 * A new car handed over at a dealer's: the car-garage hand-over's picture (car-hand-over.ts), the keys passing from the
 * salesperson to the buyer before the car, the new car tied up in a red ribbon with a bow on its roof. Metres, y up, as
 * bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file); registered in bodies.ts's poses.
 */
import { type Prop, type Scene } from './bodies';
import { CAR } from './car-side';
import { carHandOver, HUB_X, RISE, SET_BACK } from './car-hand-over';
import { fill } from './room-props';

const RIBBON = '#d62839';
/** Where the ribbon goes round the car, along it from the front hub: across the front door. */
const BAND = 1.0;

/** The ribbon round the set-back car and its bow on the roof. */
const ribbon: Prop = (ctx) => {
  ctx.save();
  ctx.translate(HUB_X, RISE);
  ctx.scale(SET_BACK, SET_BACK);
  fill(ctx, RIBBON, () => ctx.rect(BAND - 0.07, 0.24, 0.14, CAR.roof - 0.24));
  fill(ctx, RIBBON, () => ctx.rect(CAR.nose + 0.06, 0.54, CAR.tail - CAR.nose - 0.12, 0.08));
  for (const side of [-1, 1]) {
    fill(ctx, RIBBON, () => {
      ctx.moveTo(BAND, CAR.roof + 0.06);
      ctx.bezierCurveTo(BAND + side * 0.5, CAR.roof + 0.5, BAND + side * 0.55, CAR.roof - 0.05, BAND, CAR.roof + 0.06);
    });
    fill(ctx, '#a61e2d', () => {
      ctx.moveTo(BAND, CAR.roof + 0.04);
      ctx.lineTo(BAND + side * 0.3, CAR.roof - 0.22);
      ctx.lineTo(BAND + side * 0.18, CAR.roof - 0.24);
      ctx.closePath();
    });
  }
  fill(ctx, '#a61e2d', () => ctx.arc(BAND, CAR.roof + 0.07, 0.07, 0, Math.PI * 2));
  ctx.restore();
};

/** A salesperson handing a buyer the keys of their new car, the car in its ribbon behind them. */
export const DEALER_HAND_OVER = {
  // The ribbon goes on the car, drawn first, before the buyer.
  'handing-car': { ...carHandOver, back: [carHandOver.back![0]!, ribbon, ...carHandOver.back!.slice(1)], extent: [carHandOver.extent[0], carHandOver.extent[1], Math.max(carHandOver.extent[2], RISE + (CAR.roof + 0.5) * SET_BACK)] },
} satisfies Record<string, Scene>;
