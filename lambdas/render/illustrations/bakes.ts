/**
 * A bakery's bakes at their true size, each standing on (x, y) `w` across: a scored loaf, a lye pretzel in its
 * knot with its salt, a round roll, a croissant's crescent, a baguette. The deck oven's peel and decks
 * (deck-oven.ts) and the bakery counter's case and shelves (bread-counter.ts) paint with them. Metres, y up.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { limb } from './stroke';
import { fill } from './room-props';

/** A painter of one bake, its foot at (x, y), `w` across. */
export type Bake = (ctx: SKRSContext2D, x: number, y: number, w: number) => void;

const CRUST = '#b5652a';
const SCORE = '#f0c27a';
const LYE = '#7a3f17';
const GOLDEN = '#d99a3e';

/** A loaf side on, its crust scored. */
export const loaf: Bake = (ctx, x, y, w) => {
  fill(ctx, CRUST, () => ctx.ellipse(x, y, w / 2, w * 0.34, 0, 0, Math.PI));
  for (let k = -1; k <= 1; k++) limb(ctx, [[x + k * w * 0.16 - w * 0.05, y + w * 0.18], [x + k * w * 0.16 + w * 0.05, y + w * 0.28]], w * 0.045, SCORE);
};

/** A pretzel seen from the front: the belly's loop, the arms crossed at its middle, their ends laid on the belly; flakes of salt. */
export const pretzel: Bake = (ctx, x, y, w) => {
  const at = (px: number, py: number): [number, number] => [x + px * w * 0.9, y + (py + 0.44) * w * 0.8];
  ctx.strokeStyle = LYE;
  ctx.lineWidth = w * 0.13;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  const move = (px: number, py: number) => ctx.moveTo(...at(px, py));
  const curve = (...p: number[]) => ctx.bezierCurveTo(...at(p[0]!, p[1]!), ...at(p[2]!, p[3]!), ...at(p[4]!, p[5]!));
  move(-0.2, -0.3);
  curve(-0.08, -0.16, -0.04, -0.06, 0, 0.02);
  curve(0.1, 0.25, 0.3, 0.44, 0.42, 0.28);
  curve(0.56, 0.12, 0.5, -0.3, 0.18, -0.38);
  curve(0.06, -0.42, -0.06, -0.42, -0.18, -0.38);
  curve(-0.5, -0.3, -0.56, 0.12, -0.42, 0.28);
  curve(-0.3, 0.44, -0.1, 0.25, 0, 0.02);
  curve(0.04, -0.06, 0.08, -0.16, 0.2, -0.3);
  ctx.stroke();
  fill(ctx, '#f7f3ea', () => {
    for (const [px, py] of [[-0.4, 0.1], [0.42, 0.06], [0.02, -0.39], [-0.26, 0.32], [0.3, 0.32], [-0.2, -0.34]] as const) {
      const [sx, sy] = at(px, py);
      ctx.moveTo(sx + w * 0.018, sy);
      ctx.arc(sx, sy, w * 0.018, 0, Math.PI * 2);
    }
  });
};

/** A round roll, its top split by the cut it was scored with. */
export const roll: Bake = (ctx, x, y, w) => {
  fill(ctx, '#c8783a', () => ctx.ellipse(x, y, w / 2, w * 0.42, 0, 0, Math.PI));
  limb(ctx, [[x - w * 0.2, y + w * 0.26], [x + w * 0.2, y + w * 0.26]], w * 0.06, SCORE);
};

/** A croissant's crescent side on: its rolled segments rising to the middle, the horns curling down at its ends. */
export const croissant: Bake = (ctx, x, y, w) => {
  for (const [k, r] of [[-2, 0.13], [2, 0.13], [-1, 0.19], [1, 0.19], [0, 0.24]] as const) {
    const cx = x + k * w * 0.17;
    const cy = y + w * (0.1 + (2 - Math.abs(k)) * 0.04);
    fill(ctx, k === 0 ? GOLDEN : '#c9822f', () => ctx.ellipse(cx, cy, w * r * 0.75, w * r, 0, 0, Math.PI * 2));
  }
};

/** A baguette standing on its end, leaning a little, its slashes across it. */
export function baguette(ctx: SKRSContext2D, x: number, y: number, length: number, tilt: number): void {
  const top: [number, number] = [x + Math.sin(tilt) * length, y + Math.cos(tilt) * length];
  limb(ctx, [[x, y], top], length * 0.11, '#c98a45');
  for (let k = 1; k <= 4; k++) {
    const t = k / 5;
    const [cx, cy] = [x + (top[0] - x) * t, y + (top[1] - y) * t];
    limb(ctx, [[cx - length * 0.03, cy - length * 0.02], [cx + length * 0.03, cy + length * 0.02]], length * 0.02, SCORE);
  }
}
