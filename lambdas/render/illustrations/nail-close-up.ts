/**
 * A close-up of a manicure: the client's hand laid on the pink cushion over a folded towel, fingers spread, each nail
 * freshly painted and glossy; the beautician's brush coming in from above to the index nail; the bottle of the polish
 * standing beside it. Drawn to fill w × h (y down), the polish in the colour the prompt names (else the brand's).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import { SKIN } from './hand';
import { fill } from './room-props';

const TOWEL = '#fbf8f4';
const CUSHION = '#f3b8c8';
const SLEEVE = '#e9d8c8';
/** The fingertips, as shares of the box: where each finger ends and its nail is painted. */
export const NAIL_TIPS = [[0.62, 0.47], [0.68, 0.55], [0.69, 0.63], [0.65, 0.71]] as const;

/** Draws the close-up into w × h; `polish` is the nails' and the bottle's colour. */
export function drawNailCloseUp(ctx: SKRSContext2D, w: number, h: number, polish: string): void {
  const s = Math.min(w, h);
  ctx.save();
  ctx.translate((w - s) / 2, (h - s) / 2);
  const at = (x: number, y: number): [number, number] => [x * s, y * s];
  const shade = mix(SKIN, '#7a4a2a', 0.25);
  // The folded towel and the cushion on it.
  fill(ctx, TOWEL, () => ctx.roundRect(s * 0.02, s * 0.6, s * 0.78, s * 0.3, s * 0.04));
  fill(ctx, mix(TOWEL, '#000000', 0.06), () => ctx.rect(s * 0.02, s * 0.84, s * 0.78, s * 0.03));
  fill(ctx, CUSHION, () => ctx.roundRect(s * 0.08, s * 0.42, s * 0.66, s * 0.34, s * 0.15));
  fill(ctx, mix(CUSHION, '#ffffff', 0.35), () => ctx.roundRect(s * 0.14, s * 0.45, s * 0.5, s * 0.06, s * 0.03));
  // The forearm in a soft sleeve from the left edge, the back of the hand on the cushion.
  fill(ctx, SLEEVE, () => ctx.roundRect(-s * 0.02, s * 0.5, s * 0.26, s * 0.2, s * 0.06));
  fill(ctx, SKIN, () => ctx.roundRect(s * 0.2, s * 0.52, s * 0.18, s * 0.16, s * 0.06));
  fill(ctx, SKIN, () => ctx.ellipse(s * 0.45, s * 0.59, s * 0.12, s * 0.11, 0, 0, Math.PI * 2));
  // Four fingers fanned to the right, the thumb toward the viewer.
  ctx.lineCap = 'round';
  for (const [k, [tx, ty]] of NAIL_TIPS.entries()) {
    const [bx, by] = at(0.5, 0.52 + k * 0.05);
    const [ex, ey] = at(tx, ty);
    ctx.strokeStyle = k % 2 ? shade : SKIN;
    ctx.lineWidth = s * 0.055;
    ctx.beginPath();
    ctx.moveTo(bx, by);
    ctx.lineTo(ex, ey);
    ctx.stroke();
  }
  ctx.strokeStyle = SKIN;
  ctx.lineWidth = s * 0.06;
  ctx.beginPath();
  ctx.moveTo(...at(0.42, 0.66));
  ctx.lineTo(...at(0.52, 0.76));
  ctx.stroke();
  // The nails: glossy ovals at each fingertip (and the thumb's), a highlight on each.
  for (const [tx, ty] of [...NAIL_TIPS, [0.53, 0.77] as const]) {
    const [x, y] = at(tx, ty);
    fill(ctx, polish, () => ctx.ellipse(x, y, s * 0.026, s * 0.02, 0.3, 0, Math.PI * 2));
    fill(ctx, 'rgba(255,255,255,0.55)', () => ctx.ellipse(x - s * 0.006, y - s * 0.007, s * 0.009, s * 0.005, 0.3, 0, Math.PI * 2));
  }
  // The brush from above, its loaded tip at the index nail.
  const [ix, iy] = at(...NAIL_TIPS[0]);
  ctx.strokeStyle = '#26232b';
  ctx.lineWidth = s * 0.022;
  ctx.beginPath();
  ctx.moveTo(ix + s * 0.2, iy - s * 0.42);
  ctx.lineTo(ix + s * 0.03, iy - s * 0.06);
  ctx.stroke();
  fill(ctx, polish, () => ctx.ellipse(ix + s * 0.02, iy - s * 0.035, s * 0.012, s * 0.022, -0.4, 0, Math.PI * 2));
  // The bottle of polish standing to the right: its glass body, the colour in it, a tall black cap.
  fill(ctx, polish, () => ctx.roundRect(s * 0.78, s * 0.56, s * 0.17, s * 0.2, s * 0.04));
  fill(ctx, 'rgba(255,255,255,0.4)', () => ctx.roundRect(s * 0.8, s * 0.59, s * 0.025, s * 0.14, s * 0.012));
  fill(ctx, '#26232b', () => ctx.roundRect(s * 0.835, s * 0.36, s * 0.06, s * 0.21, s * 0.015));
  ctx.restore();
}
