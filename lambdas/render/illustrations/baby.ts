/**
 * A baby, drawn in the figures' flat style: swaddled in a blanket, a round head with a wisp of hair,
 * eyes closed in sleep. Carried in a grown-up's arms (figure-front.ts `cradling`), lying in a pram
 * pushed along (bodies.ts `pushing-pram`), or on its own, asleep in its cot (the `cot` picture).
 * Metres, y up, like the rigs (whose helpers it reads only when a picture is drawn: bodies.ts loads this file).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { rr } from './bodies';
import { blob, lookOf, PLAIN_LOOK, type Look } from './figure-look';
import { limb, type P } from './stroke';

/** A baby's head radius and the blanket's length, in metres. */
export const BABY = { head: 0.085, length: 0.5 };
const BLANKET = '#f7c6d6';
const FOLD = '#fbe3ea';

/**
 * The swaddled baby, its head at `head`, its body along `angle` (radians from +x) away from the
 * head; in the skin of `look` (a parent's child looks like them).
 */
export function drawBundle(ctx: SKRSContext2D, head: P, angle: number, look: Look): void {
  const r = BABY.head;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const mid: P = [head[0] + dx * BABY.length * 0.48, head[1] + dy * BABY.length * 0.48];
  // The blanket: a soft oval from behind the head to the feet, a hood round the head, a fold across it.
  blob(ctx, mid[0], mid[1], BABY.length * 0.5, r * 1.45, BLANKET, angle);
  blob(ctx, head[0], head[1], r * 1.4, r * 1.4, BLANKET);
  limb(ctx, [[mid[0] - dy * r, mid[1] + dx * r], [mid[0] + dx * 0.1 + dy * r * 0.9, mid[1] + dy * 0.1 - dx * r * 0.9]], r * 0.35, FOLD);
  // The face: round, a wisp of hair, closed eyes, a small mouth.
  blob(ctx, head[0], head[1], r, r, look.skin.tone);
  blob(ctx, head[0] - r * 0.1, head[1] + r * 0.78, r * 0.42, r * 0.2, look.hair, -0.3);
  ctx.strokeStyle = '#2a1f1a';
  ctx.lineWidth = r * 0.1;
  ctx.lineCap = 'round';
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.arc(head[0] + side * r * 0.36, head[1] + r * 0.12, r * 0.16, Math.PI * 1.1, Math.PI * 1.9);
    ctx.stroke();
  }
  for (const side of [-1, 1]) blob(ctx, head[0] + side * r * 0.6, head[1] - r * 0.25, r * 0.18, r * 0.11, 'rgba(239,71,111,0.3)');
  blob(ctx, head[0], head[1] - r * 0.45, r * 0.1, r * 0.07, look.skin.shade);
}

/**
 * A pram pushed from its handle at `hand`: the carrycot on its frame and four wheels, its hood up
 * at the handle's end, the baby lying in it under the blanket, its head by the hood.
 */
export function drawPram(ctx: SKRSContext2D, hand: P, look: Look): void {
  const body = { x0: hand[0] + 0.16, x1: hand[0] + 0.96, y0: 0.42, y1: 0.78 };
  limb(ctx, [hand, [hand[0] + 0.1, hand[1] - 0.06], [body.x0 + 0.06, body.y0 + 0.04]], 0.03, '#2b2f36');
  limb(ctx, [[body.x0 + 0.08, body.y0], [body.x1 - 0.08, 0.14]], 0.025, '#8d99a6');
  limb(ctx, [[body.x1 - 0.08, body.y0], [body.x0 + 0.08, 0.14]], 0.025, '#8d99a6');
  for (const x of [body.x0 + 0.08, body.x1 - 0.08]) {
    blob(ctx, x, 0.12, 0.11, 0.11, '#2b2f36');
    blob(ctx, x, 0.12, 0.045, 0.045, '#c9d2dc');
  }
  drawBundle(ctx, [body.x0 + 0.37, body.y1 + 0.01], -0.16, look);
  // The carrycot's side in front of the baby, the hood over its head.
  rr(ctx, body.x0, body.y0, body.x1 - body.x0, body.y1 - body.y0, 0.14, '#3d6e8f');
  limb(ctx, [[body.x0 + 0.08, body.y1 - 0.05], [body.x1 - 0.08, body.y1 - 0.05]], 0.02, '#9cc3e6');
  ctx.fillStyle = '#2f5673';
  ctx.beginPath();
  ctx.moveTo(body.x0 + 0.02, body.y1 - 0.04);
  ctx.quadraticCurveTo(body.x0 + 0.02, body.y1 + 0.32, body.x0 + 0.3, body.y1 + 0.2);
  ctx.lineTo(body.x0 + 0.3, body.y1 - 0.04);
  ctx.closePath();
  ctx.fill();
}

/** The cot picture's size in metres: a baby's cot seen from the side. */
export const COT = { w: 1.2, h: 0.95 };

/** A baby asleep in its cot, filling w × h (pixels, y down): bars, a mattress, the baby on its pillow under the blanket. */
export function drawCot(ctx: SKRSContext2D, w: number, h: number): void {
  ctx.save();
  ctx.translate(0, h);
  ctx.scale(w / COT.w, -h / COT.h);
  const wood = '#d9a066';
  for (const x of [0.02, COT.w - 0.08]) rr(ctx, x, 0, 0.06, COT.h, 0.02, wood);
  rr(ctx, 0.02, 0.22, COT.w - 0.04, 0.08, 0.02, wood);
  rr(ctx, 0.08, 0.3, COT.w - 0.16, 0.1, 0.03, '#f4f7fa');
  rr(ctx, 0.14, 0.38, 0.22, 0.08, 0.04, '#ffffff');
  drawBundle(ctx, [0.26, 0.47], 0, lookOf(PLAIN_LOOK));
  // The bars in front, the top rail over them.
  for (let x = 0.16; x < COT.w - 0.1; x += 0.1) rr(ctx, x, 0.3, 0.025, COT.h - 0.36, 0.012, wood);
  rr(ctx, 0.02, COT.h - 0.08, COT.w - 0.04, 0.06, 0.03, wood);
  ctx.restore();
}
