/**
 * The food shops' goods, painted in any unit (metres on the counters, pixels on a shop's shelves and walls): a
 * wheel and a wedge of cheese, a whole fish. A leaf module: the rooms (places.ts) and the figures' counters
 * (cheese-counter.ts, fish-counter.ts) both paint with it.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';

export interface Cheese {
  paste: string;
  rind: string;
}

/** Paste and rind of the cheeses: a comté, a soft white rind, a blue, a washed orange rind. */
export const CHEESES: readonly Cheese[] = [
  { paste: '#f4d27a', rind: '#c68a3d' },
  { paste: '#fbf3df', rind: '#efe9dc' },
  { paste: '#eef0e6', rind: '#b9bfae' },
  { paste: '#f7c46a', rind: '#d9742b' },
];

/**
 * A wheel of cheese standing on `base` (y grows with `up`: 1 in metres, -1 in pixels), `w` across and
 * `h` high, its top seen a little from above.
 */
export function wheel(ctx: SKRSContext2D, x: number, base: number, w: number, h: number, { paste, rind }: Cheese, up = 1): void {
  const top = base + up * h;
  const lip = w * 0.09;
  ctx.fillStyle = rind;
  ctx.beginPath();
  ctx.ellipse(x + w / 2, base, w / 2, lip, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillRect(x, Math.min(base, top), w, h);
  ctx.fillStyle = paste;
  ctx.beginPath();
  ctx.ellipse(x + w / 2, top, w / 2, lip, 0, 0, Math.PI * 2);
  ctx.fill();
  // The rind's rim round the top, so the wheel reads as a drum and not a box.
  ctx.strokeStyle = rind;
  ctx.lineWidth = w * 0.025;
  ctx.stroke();
}

/** A wedge lying on `base`, its point toward +x, the cut face in its paste with a few eyes, the rind along its back. */
export function wedge(ctx: SKRSContext2D, x: number, base: number, w: number, h: number, { paste, rind }: Cheese, up = 1): void {
  ctx.fillStyle = paste;
  ctx.beginPath();
  ctx.moveTo(x, base);
  ctx.lineTo(x + w, base);
  ctx.lineTo(x, base + up * h);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = rind;
  ctx.fillRect(x - w * 0.06, Math.min(base, base + up * h), w * 0.06, h);
  ctx.fillStyle = 'rgba(120,80,20,0.22)';
  for (const [fx, fy, r] of [[0.18, 0.25, 0.05], [0.32, 0.12, 0.035], [0.12, 0.55, 0.04]] as const) {
    ctx.beginPath();
    ctx.arc(x + w * fx, base + up * h * fy, w * r, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** A whole fish `w` long centred on (x, y), its head toward +x (`dir` -1: toward -x), its tail fanned. */
export function fish(ctx: SKRSContext2D, x: number, y: number, w: number, skin: string, dir = 1): void {
  const h = w * 0.2;
  ctx.fillStyle = skin;
  ctx.beginPath();
  ctx.ellipse(x, y, w * 0.4, h, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(x - dir * w * 0.34, y);
  ctx.lineTo(x - dir * w * 0.5, y + h * 1.1);
  ctx.lineTo(x - dir * w * 0.5, y - h * 1.1);
  ctx.closePath();
  ctx.fill();
  // A pale belly, the gill's line and the eye.
  ctx.fillStyle = 'rgba(255,255,255,0.45)';
  ctx.beginPath();
  ctx.ellipse(x, y - h * 0.45, w * 0.32, h * 0.4, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = 'rgba(40,50,60,0.5)';
  ctx.lineWidth = w * 0.015;
  ctx.beginPath();
  ctx.arc(x + dir * w * 0.16, y, h * 0.8, -0.9, 0.9);
  ctx.stroke();
  ctx.fillStyle = '#1d232b';
  ctx.beginPath();
  ctx.arc(x + dir * w * 0.28, y + h * 0.25, w * 0.028, 0, Math.PI * 2);
  ctx.fill();
}
