/**
 * The gym's equipment beyond its dumbbells: a flat weight bench and a row of spin bikes for its
 * classes. Drawn flat in the places' manner; `y` is the floor a prop stands on. Each returns the box it fills.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../draw/layout';
import { fill } from './room-props';

const FRAME = '#2b2e35';

/** A flat bench, its padded top on a steel frame. `x`: its left; `s`: its length. */
export function weightBench(ctx: SKRSContext2D, x: number, y: number, s: number, pad: string): Box {
  const top = y - s * 0.34;
  fill(ctx, FRAME, () => {
    ctx.rect(x + s * 0.12, top, s * 0.06, y - top);
    ctx.rect(x + s * 0.82, top, s * 0.06, y - top);
    ctx.rect(x + s * 0.04, y - s * 0.04, s * 0.22, s * 0.04);
    ctx.rect(x + s * 0.74, y - s * 0.04, s * 0.22, s * 0.04);
  });
  fill(ctx, pad, () => ctx.roundRect(x, top - s * 0.08, s, s * 0.1, s * 0.03));
  return { x, y: top - s * 0.08, w: s, h: y - top + s * 0.08 };
}

/** Spin bikes side on, one behind another, facing left: flywheel at the front, saddle, bars. `x`: the row's left; `s`: a bike's height. */
export function spinBikes(ctx: SKRSContext2D, x: number, y: number, s: number, count: number, accent: string): Box {
  const step = s * 0.75;
  for (let k = count - 1; k >= 0; k--) {
    const bx = x + k * step;
    fill(ctx, FRAME, () => ctx.rect(bx, y - s * 0.05, s * 0.7, s * 0.05));
    fill(ctx, '#9aa1ab', () => ctx.arc(bx + s * 0.14, y - s * 0.26, s * 0.17, 0, Math.PI * 2));
    fill(ctx, FRAME, () => ctx.arc(bx + s * 0.14, y - s * 0.26, s * 0.06, 0, Math.PI * 2));
    ctx.strokeStyle = accent;
    ctx.lineWidth = Math.max(1, s * 0.05);
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(bx + s * 0.58, y - s * 0.05);
    ctx.lineTo(bx + s * 0.44, y - s * 0.72);
    ctx.moveTo(bx + s * 0.5, y - s * 0.35);
    ctx.lineTo(bx + s * 0.2, y - s * 0.66);
    ctx.moveTo(bx + s * 0.14, y - s * 0.26);
    ctx.lineTo(bx + s * 0.5, y - s * 0.35);
    ctx.stroke();
    fill(ctx, FRAME, () => ctx.roundRect(bx + s * 0.36, y - s * 0.78, s * 0.22, s * 0.06, s * 0.03));
    fill(ctx, FRAME, () => ctx.roundRect(bx + s * 0.08, y - s * 0.7, s * 0.2, s * 0.05, s * 0.025));
  }
  return { x, y: y - s * 0.78, w: (count - 1) * step + s * 0.7, h: s * 0.78 };
}
