/**
 * A beauty salon's reception desk, front on: a white top over a front panel in the brand's colour with a pale band, a
 * screen turned to the one behind it, a vase of flowers and a card stand on the top. Drawn flat in the places' manner;
 * `y` is the floor it stands on, `x` its left, `s` its width. Returns the box it fills.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../draw/layout';
import { mix } from '../draw/palette';
import { fill } from './room-props';

export function salonReception(ctx: SKRSContext2D, x: number, y: number, s: number, accent: string): Box {
  const top = y - s * 0.42;
  fill(ctx, mix(accent, '#ffffff', 0.55), () => ctx.rect(x + s * 0.03, top + s * 0.04, s * 0.94, y - top - s * 0.04));
  fill(ctx, mix(accent, '#ffffff', 0.8), () => ctx.rect(x + s * 0.03, top + s * 0.14, s * 0.94, s * 0.05));
  fill(ctx, '#f7f4f1', () => ctx.roundRect(x, top, s, s * 0.045, s * 0.01));
  // The screen, seen from behind, on its stand.
  fill(ctx, '#3b3f4a', () => ctx.rect(x + s * 0.66, top - s * 0.05, s * 0.03, s * 0.05));
  fill(ctx, '#3b3f4a', () => ctx.roundRect(x + s * 0.55, top - s * 0.2, s * 0.25, s * 0.16, s * 0.015));
  // A vase of pink flowers and a stand of cards.
  fill(ctx, '#dfe8e4', () => ctx.roundRect(x + s * 0.12, top - s * 0.1, s * 0.07, s * 0.1, s * 0.02));
  for (const [dx, dy, c] of [[0.12, 0.16, '#f4a6c0'], [0.19, 0.15, '#e75a8c'], [0.155, 0.2, '#ffffff']] as const) {
    fill(ctx, c, () => ctx.arc(x + s * dx, top - s * dy, s * 0.035, 0, Math.PI * 2));
  }
  fill(ctx, '#c9a45c', () => ctx.rect(x + s * 0.3, top - s * 0.05, s * 0.1, s * 0.05));
  fill(ctx, '#fbf8f4', () => ctx.rect(x + s * 0.31, top - s * 0.08, s * 0.08, s * 0.05));
  return { x, y: top - s * 0.22, w: s, h: y - top + s * 0.22 };
}
