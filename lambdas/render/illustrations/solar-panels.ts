/**
 * A solar panel as a brand would show it: deep blue cells behind a fine silver grid in an aluminium frame, a
 * diagonal band of sky glinting across the glass. Drawn through its four corners, so the same panel lies in a
 * roof's perspective (house-roof.ts, in pixels) or in a worker's hands (installer-work.ts, in metres).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { P } from './stroke';

const CELL = '#1f3b73';
const GRID = 'rgba(205,220,240,0.55)';
const FRAME = '#c9d1da';

/** The point at (u, v) of a quad given as [top-left, top-right, bottom-right, bottom-left]: u across, v down. */
const at = (q: readonly [P, P, P, P], u: number, v: number): P => {
  const [a, b, c, d] = q;
  const top: P = [a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u];
  const bottom: P = [d[0] + (c[0] - d[0]) * u, d[1] + (c[1] - d[1]) * u];
  return [top[0] + (bottom[0] - top[0]) * v, top[1] + (bottom[1] - top[1]) * v];
};

const quad = (ctx: SKRSContext2D, points: readonly P[]) => {
  ctx.beginPath();
  points.forEach(([x, y], k) => (k ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
  ctx.closePath();
};

/**
 * One panel through `corners` (top-left, top-right, bottom-right, bottom-left), `cols` × `rows` cells, its frame `line`
 * wide in the drawing's units; `glint` (0–1) slides the band of reflected sky along it, so a row of panels does not
 * glint all in one place.
 */
export function solarPanel(ctx: SKRSContext2D, corners: readonly [P, P, P, P], line: number, glint = 0.35, cols = 6, rows = 4): void {
  ctx.save();
  quad(ctx, corners);
  ctx.fillStyle = FRAME;
  ctx.fill();
  const inset = (u: number, v: number) => at(corners, u, v);
  const m = 0.04;
  const glass = [inset(m, m), inset(1 - m, m), inset(1 - m, 1 - m), inset(m, 1 - m)] as const;
  quad(ctx, glass);
  ctx.fillStyle = CELL;
  ctx.fill();
  ctx.clip();
  // The sky's glint: a pale band across the glass, then the cells' grid over it.
  ctx.fillStyle = 'rgba(190,225,255,0.38)';
  quad(ctx, [at(glass, glint - 0.2, 0), at(glass, glint + 0.05, 0), at(glass, glint - 0.15, 1), at(glass, glint - 0.4, 1)]);
  ctx.fill();
  ctx.fillStyle = 'rgba(255,255,255,0.22)';
  quad(ctx, [at(glass, glint + 0.1, 0), at(glass, glint + 0.16, 0), at(glass, glint - 0.04, 1), at(glass, glint - 0.1, 1)]);
  ctx.fill();
  ctx.strokeStyle = GRID;
  ctx.lineWidth = line * 0.35;
  ctx.beginPath();
  for (let k = 1; k < cols; k++) {
    const [x0, y0] = at(glass, k / cols, 0);
    const [x1, y1] = at(glass, k / cols, 1);
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
  }
  for (let k = 1; k < rows; k++) {
    const [x0, y0] = at(glass, 0, k / rows);
    const [x1, y1] = at(glass, 1, k / rows);
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
  }
  ctx.stroke();
  ctx.restore();
}

/**
 * An array of panels over the area `q` (a quad as above), `cols` × `rows` of them with a frame's width between, each
 * glinting a little further along than the one before.
 */
export function panelArray(ctx: SKRSContext2D, q: readonly [P, P, P, P], cols: number, rows: number, line: number): void {
  const gap = 0.012;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const [u0, u1] = [c / cols + gap, (c + 1) / cols - gap];
      const [v0, v1] = [r / rows + gap * 2, (r + 1) / rows - gap * 2];
      solarPanel(ctx, [at(q, u0, v0), at(q, u1, v0), at(q, u1, v1), at(q, u0, v1)], line, 0.2 + ((c + r * 2) % 4) * 0.18);
    }
  }
}
