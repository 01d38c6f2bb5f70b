/**
 * The props that make a classroom a school's: pupils' desks with their chairs tucked in, a pinboard
 * of children's drawings. Drawn flat in the places' manner; `y` is the floor a prop stands on
 * unless said otherwise. Each returns the box it fills.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../draw/layout';
import { mix } from '../draw/palette';
import { fill } from './room-props';

/** Pupils' desks side by side, each a pale top on steel legs with a chair in the brand's colour tucked under it. `x`: the row's left; `s`: a desk's height. */
export function schoolDesks(ctx: SKRSContext2D, x: number, y: number, w: number, s: number, accent: string): Box {
  const dw = s * 1.3;
  const count = Math.max(1, Math.floor(w / (dw * 1.15)));
  for (let k = 0; k < count; k++) {
    const dx = x + k * dw * 1.15;
    // The chair behind the desk: its back shows above the top.
    fill(ctx, mix(accent, '#2b2f3a', 0.2), () => ctx.roundRect(dx + dw * 0.3, y - s * 1.28, dw * 0.4, s * 0.36, s * 0.06));
    fill(ctx, '#6b737d', () => {
      ctx.rect(dx + dw * 0.06, y - s, s * 0.06, s);
      ctx.rect(dx + dw * 0.9, y - s, s * 0.06, s);
    });
    fill(ctx, '#e9dcc2', () => ctx.rect(dx, y - s, dw, s * 0.1));
    fill(ctx, '#c9b48e', () => ctx.rect(dx, y - s * 0.9, dw, s * 0.03));
  }
  const width = (count - 1) * dw * 1.15 + dw;
  return { x, y: y - s * 1.28, w: width, h: s * 1.28 };
}

/** A cork pinboard of children's drawings: suns, houses, scribbles in bright paint. `x, y`: its top left. */
export function pinboard(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, random: () => number): Box {
  fill(ctx, '#b98b5e', () => ctx.rect(x - h * 0.03, y - h * 0.03, w + h * 0.06, h * 1.06));
  fill(ctx, '#d8b07a', () => ctx.rect(x, y, w, h));
  const paint = ['#e63946', '#f4a261', '#2a9d8f', '#3d6fb6', '#e9c46a'];
  const pw = h * 0.42;
  for (let row = 0; row < 2; row++) {
    for (let px = x + h * 0.06; px + pw < x + w; px += pw * 1.15) {
      const py = y + h * 0.06 + row * h * 0.48;
      fill(ctx, '#ffffff', () => ctx.rect(px, py, pw, h * 0.4));
      const colour = paint[Math.floor(random() * paint.length)]!;
      if (random() > 0.5) fill(ctx, colour, () => ctx.arc(px + pw * 0.5, py + h * 0.18, h * 0.1, 0, Math.PI * 2));
      else {
        fill(ctx, colour, () => ctx.rect(px + pw * 0.25, py + h * 0.18, pw * 0.5, h * 0.16));
        fill(ctx, paint[(paint.indexOf(colour) + 1) % paint.length]!, () => {
          ctx.moveTo(px + pw * 0.18, py + h * 0.18);
          ctx.lineTo(px + pw * 0.5, py + h * 0.06);
          ctx.lineTo(px + pw * 0.82, py + h * 0.18);
          ctx.closePath();
        });
      }
      fill(ctx, '#d62828', () => ctx.arc(px + pw * 0.5, py + h * 0.02, h * 0.025, 0, Math.PI * 2));
    }
  }
  return { x: x - h * 0.03, y: y - h * 0.03, w: w + h * 0.06, h: h * 1.06 };
}
