/**
 * What tells a vet's consulting room from a doctor's (places.ts `vet`): a pet-care poster on the wall (a dog and a cat
 * over lines of advice, a paw in its corner) and the walk-on weighing scale on the floor, its readout on a post. Pixels,
 * y down, as the rooms draw.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import { fill, pawPrint } from './room-props';

type Box = { x: number; y: number; w: number; h: number };

/** A poster `w` wide, its top left at (x, y): a coloured head band, a dog's and a cat's heads, lines of advice. Returns its box. */
export function petCarePoster(ctx: SKRSContext2D, x: number, y: number, w: number, accent: string): Box {
  const h = w * 1.35;
  fill(ctx, 'rgba(0,0,0,0.08)', () => ctx.rect(x + w * 0.03, y + w * 0.03, w, h));
  fill(ctx, '#fbfaf6', () => ctx.rect(x, y, w, h));
  fill(ctx, accent, () => ctx.rect(x, y, w, h * 0.16));
  // A dog's head (round, ears hanging) and a cat's (pointed ears) side by side.
  const [dx, cx, hy, r] = [x + w * 0.3, x + w * 0.7, y + h * 0.38, w * 0.14];
  fill(ctx, '#d9a066', () => ctx.arc(dx, hy, r, 0, Math.PI * 2));
  fill(ctx, '#9c6b3f', () => {
    ctx.ellipse(dx - r * 0.95, hy + r * 0.2, r * 0.35, r * 0.7, 0.3, 0, Math.PI * 2);
    ctx.ellipse(dx + r * 0.95, hy + r * 0.2, r * 0.35, r * 0.7, -0.3, 0, Math.PI * 2);
  });
  fill(ctx, '#8a8f99', () => {
    ctx.moveTo(cx - r * 0.9, hy - r * 0.2);
    ctx.lineTo(cx - r * 0.6, hy - r * 1.25);
    ctx.lineTo(cx - r * 0.1, hy - r * 0.7);
    ctx.moveTo(cx + r * 0.9, hy - r * 0.2);
    ctx.lineTo(cx + r * 0.6, hy - r * 1.25);
    ctx.lineTo(cx + r * 0.1, hy - r * 0.7);
  });
  fill(ctx, '#8a8f99', () => ctx.arc(cx, hy, r, 0, Math.PI * 2));
  fill(ctx, '#2b2f3a', () => {
    for (const ex of [dx - r * 0.35, dx + r * 0.35, cx - r * 0.35, cx + r * 0.35]) ctx.arc(ex, hy - r * 0.1, r * 0.11, 0, Math.PI * 2);
  });
  for (let k = 0; k < 4; k++) fill(ctx, '#c9ced6', () => ctx.rect(x + w * 0.12, y + h * (0.62 + k * 0.08), w * (k % 2 ? 0.58 : 0.76), Math.max(1, h * 0.025)));
  pawPrint(ctx, x + w * 0.84, y + h * 0.9, w * 0.1, mix(accent, '#ffffff', 0.2));
  return { x, y, w, h };
}

/** The walk-on weighing scale `w` wide on the floor at y: a low platform with a rubber mat, a post with its green readout. */
export function weighingScale(ctx: SKRSContext2D, x: number, y: number, w: number): Box {
  const deck = w * 0.1;
  const post = w * 0.9;
  fill(ctx, '#9aa1ab', () => ctx.roundRect(x, y - deck, w, deck, deck * 0.3));
  fill(ctx, '#3d4a5a', () => ctx.roundRect(x + w * 0.06, y - deck * 1.15, w * 0.88, deck * 0.3, deck * 0.1));
  fill(ctx, '#b7bec8', () => ctx.rect(x + w * 0.88, y - post, w * 0.06, post - deck));
  fill(ctx, '#2b2f3a', () => ctx.roundRect(x + w * 0.72, y - post - w * 0.14, w * 0.36, w * 0.18, w * 0.03));
  fill(ctx, '#7ee081', () => ctx.rect(x + w * 0.77, y - post - w * 0.1, w * 0.26, w * 0.08));
  return { x, y: y - post - w * 0.14, w: w * 1.08, h: post + w * 0.14 };
}
