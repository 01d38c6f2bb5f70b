/**
 * The props that tell a café from a bar: the espresso machine and its grinder on the back counter,
 * cakes under glass domes, a tray of pastries, open shelves of cups and jars of beans, a pale letter
 * board for the menu. Drawn flat in the places' manner; `s` is a prop's size in pixels; `y` the top of
 * the back counter it stands on. Each returns the box it fills.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../draw/layout';
import { mix } from '../draw/palette';
import { fill } from './room-props';

const CHROME = '#c9ced6';
const CHROME_DARK = '#8a919b';

/** A two-group espresso machine in the brand's colour, cups warming on top, and its grinder beside it. `x`: its left. */
export function espressoMachine(ctx: SKRSContext2D, x: number, y: number, s: number, body: string): Box {
  const h = s * 0.5;
  const top = y - h;
  // Cups stacked on the warming tray.
  for (let k = 0; k < 4; k++) fill(ctx, '#ffffff', () => ctx.roundRect(x + s * (0.1 + k * 0.13), top - s * 0.08, s * 0.1, s * 0.08, s * 0.015));
  fill(ctx, CHROME, () => ctx.roundRect(x, top, s * 0.7, s * 0.04, s * 0.01));
  fill(ctx, body, () => ctx.roundRect(x + s * 0.02, top + s * 0.04, s * 0.66, h * 0.52, s * 0.02));
  fill(ctx, 'rgba(255,255,255,0.25)', () => ctx.rect(x + s * 0.04, top + s * 0.07, s * 0.62, s * 0.02));
  // Two group heads with their handles, cups under them on the drip tray, a steam wand to the side.
  for (const gx of [0.2, 0.5]) {
    fill(ctx, CHROME_DARK, () => ctx.roundRect(x + s * (gx - 0.06), top + h * 0.56, s * 0.12, s * 0.05, s * 0.01));
    fill(ctx, '#2b2f3a', () => ctx.roundRect(x + s * (gx - 0.02), top + h * 0.56 + s * 0.02, s * 0.16, s * 0.025, s * 0.01));
    fill(ctx, '#ffffff', () => ctx.roundRect(x + s * (gx - 0.04), y - s * 0.1, s * 0.08, s * 0.07, s * 0.012));
  }
  fill(ctx, CHROME, () => ctx.rect(x, y - s * 0.035, s * 0.7, s * 0.035));
  fill(ctx, CHROME_DARK, () => ctx.rect(x + s * 0.64, top + h * 0.5, s * 0.015, h * 0.3));
  // The grinder: a hopper of beans over its body.
  const gx = x + s * 0.78;
  fill(ctx, 'rgba(230,240,245,0.8)', () => {
    ctx.moveTo(gx, top - s * 0.1);
    ctx.lineTo(gx + s * 0.2, top - s * 0.1);
    ctx.lineTo(gx + s * 0.14, top + s * 0.08);
    ctx.lineTo(gx + s * 0.06, top + s * 0.08);
    ctx.closePath();
  });
  fill(ctx, '#5b3420', () => ctx.rect(gx + s * 0.03, top - s * 0.04, s * 0.14, s * 0.1));
  fill(ctx, '#2b2f3a', () => ctx.roundRect(gx + s * 0.04, top + s * 0.08, s * 0.12, y - top - s * 0.08, s * 0.02));
  return { x, y: top - s * 0.1, w: s * 0.98, h: h + s * 0.1 };
}

/** A cake on a stand under a glass dome. `x`: its centre. */
export function cakeDome(ctx: SKRSContext2D, x: number, y: number, s: number, icing: string): Box {
  fill(ctx, CHROME_DARK, () => ctx.rect(x - s * 0.04, y - s * 0.12, s * 0.08, s * 0.12));
  fill(ctx, CHROME, () => ctx.ellipse(x, y - s * 0.12, s * 0.42, s * 0.04, 0, 0, Math.PI * 2));
  fill(ctx, '#c58f5a', () => ctx.roundRect(x - s * 0.3, y - s * 0.4, s * 0.6, s * 0.26, s * 0.04));
  fill(ctx, icing, () => ctx.roundRect(x - s * 0.31, y - s * 0.42, s * 0.62, s * 0.1, s * 0.05));
  fill(ctx, '#f7f3ea', () => ctx.rect(x - s * 0.3, y - s * 0.3, s * 0.6, s * 0.03));
  fill(ctx, '#d62839', () => ctx.arc(x, y - s * 0.46, s * 0.04, 0, Math.PI * 2));
  // The dome: a pale glass arch with a knob and a highlight.
  fill(ctx, 'rgba(225,240,248,0.35)', () => {
    ctx.moveTo(x - s * 0.4, y - s * 0.14);
    ctx.bezierCurveTo(x - s * 0.42, y - s * 0.8, x + s * 0.42, y - s * 0.8, x + s * 0.4, y - s * 0.14);
    ctx.closePath();
  });
  fill(ctx, CHROME, () => ctx.arc(x, y - s * 0.66, s * 0.04, 0, Math.PI * 2));
  ctx.strokeStyle = 'rgba(255,255,255,0.7)';
  ctx.lineWidth = Math.max(1, s * 0.02);
  ctx.beginPath();
  ctx.arc(x, y - s * 0.2, s * 0.33, Math.PI * 1.15, Math.PI * 1.4);
  ctx.stroke();
  return { x: x - s * 0.42, y: y - s * 0.7, w: s * 0.84, h: s * 0.7 };
}

/** A wooden tray of croissants and buns. `x`: its left. */
export function pastryTray(ctx: SKRSContext2D, x: number, y: number, s: number): Box {
  fill(ctx, '#8c5a34', () => ctx.roundRect(x, y - s * 0.05, s, s * 0.05, s * 0.01));
  for (let k = 0; k < 4; k++) {
    const cx = x + s * (0.14 + k * 0.24);
    if (k % 2 === 0) {
      fill(ctx, '#d9923b', () => ctx.ellipse(cx, y - s * 0.1, s * 0.11, s * 0.06, 0, 0, Math.PI * 2));
      fill(ctx, '#b8722a', () => ctx.rect(cx - s * 0.015, y - s * 0.16, s * 0.03, s * 0.11));
      fill(ctx, '#b8722a', () => ctx.rect(cx + s * 0.05, y - s * 0.145, s * 0.025, s * 0.08));
    } else {
      fill(ctx, '#e6b36a', () => ctx.arc(cx, y - s * 0.09, s * 0.08, Math.PI, 0));
      fill(ctx, '#f7f3ea', () => ctx.rect(cx - s * 0.05, y - s * 0.15, s * 0.1, s * 0.015));
    }
  }
  return { x, y: y - s * 0.17, w: s, h: s * 0.17 };
}

/** Open shelves of white cups and saucers and jars of beans, a trailing plant at one end. `y`: the lower shelf. */
export function cupShelves(ctx: SKRSContext2D, x: number, y: number, w: number, s: number): Box {
  for (const [r, sy] of [y, y - s].entries()) {
    fill(ctx, '#c89b6d', () => ctx.rect(x, sy, w, s * 0.08));
    for (let cx = x + s * 0.15, k = 0; cx < x + w - s * 0.4; cx += s * 0.42, k++) {
      if ((k + r) % 3 === 2) {
        fill(ctx, 'rgba(230,240,245,0.85)', () => ctx.roundRect(cx, sy - s * 0.42, s * 0.26, s * 0.42, s * 0.04));
        fill(ctx, '#5b3420', () => ctx.rect(cx + s * 0.02, sy - s * 0.3, s * 0.22, s * 0.28));
        fill(ctx, '#8c5a34', () => ctx.rect(cx - s * 0.01, sy - s * 0.46, s * 0.28, s * 0.06));
      } else {
        fill(ctx, '#ffffff', () => ctx.roundRect(cx, sy - s * 0.22, s * 0.26, s * 0.22, [0, 0, s * 0.08, s * 0.08]));
        ctx.strokeStyle = '#ffffff';
        ctx.lineWidth = Math.max(1, s * 0.04);
        ctx.beginPath();
        ctx.arc(cx + s * 0.28, y === sy ? sy - s * 0.12 : sy - s * 0.12, s * 0.06, -Math.PI / 2, Math.PI / 2);
        ctx.stroke();
        fill(ctx, '#eef0f2', () => ctx.ellipse(cx + s * 0.13, sy - s * 0.01, s * 0.2, s * 0.03, 0, 0, Math.PI * 2));
      }
    }
  }
  // Ivy trailing from the top shelf's end.
  for (let k = 0; k < 7; k++) fill(ctx, '#4f9a5a', () => ctx.ellipse(x + w - s * (0.2 + (k % 2) * 0.12), y - s * 1.05 + k * s * 0.2, s * 0.09, s * 0.06, k, 0, Math.PI * 2));
  return { x, y: y - s * 1.5, w, h: s * 1.5 };
}

/** A pale letter board for the menu: lines of white-on-dark type in a light wooden frame. */
export function letterBoard(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, accent: string): Box {
  fill(ctx, '#c89b6d', () => ctx.roundRect(x, y, w, h, w * 0.03));
  fill(ctx, '#2b2b2b', () => ctx.rect(x + w * 0.05, y + w * 0.05, w * 0.9, h - w * 0.1));
  fill(ctx, mix(accent, '#ffffff', 0.2), () => ctx.rect(x + w * 0.2, y + h * 0.14, w * 0.6, h * 0.07));
  for (let k = 0; k < 4; k++) {
    const ly = y + h * (0.32 + k * 0.15);
    fill(ctx, 'rgba(255,255,255,0.8)', () => ctx.rect(x + w * 0.14, ly, w * (0.42 - (k % 2) * 0.1), h * 0.045));
    fill(ctx, 'rgba(255,255,255,0.8)', () => ctx.rect(x + w * 0.72, ly, w * 0.14, h * 0.045));
  }
  return { x, y, w, h };
}
