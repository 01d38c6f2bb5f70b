/**
 * Up on a house's pitched roof, as solar installers and roofers show their work: the tiled slope is the ground the
 * people stand and kneel on, its ridge across the frame with a brick chimney on it, rows of solar panels glinting
 * on the slope either side of the middle (where the people are), and beyond the ridge the neighbours' roofs, trees
 * and hills under the sky. Three painters, far to near, registered in places.ts; pixels, y down.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import type { TimeOfDay } from '../compose/scene-graph';
import type { PlaceGeometry } from './places';
import { fill } from './room-props';
import { SKY } from './sky';
import { panelArray } from './solar-panels';
import type { P } from './stroke';

type RoofPaint = (ctx: SKRSContext2D, g: PlaceGeometry, time: TimeOfDay, _palette: unknown, random: () => number) => void;

const TILE = '#b65a3f';
const RIDGE_TILE = '#8e3b2c';

/** Where the roof's ridge runs: a little above the ground line, so the slope fills the frame's foot. */
export const ridgeOf = (g: PlaceGeometry) => g.ground - g.unit * 2;

/** A neighbour's roof: a gable's triangle over a strip of wall, a chimney, seen over our ridge. */
function neighbour(ctx: SKRSContext2D, x: number, base: number, w: number, h: number, roof: string, wall: string): void {
  fill(ctx, wall, () => ctx.rect(x + w * 0.08, base - h * 0.45, w * 0.84, h * 0.45));
  fill(ctx, roof, () => {
    ctx.moveTo(x, base - h * 0.42);
    ctx.lineTo(x + w * 0.5, base - h);
    ctx.lineTo(x + w, base - h * 0.42);
    ctx.closePath();
  });
  fill(ctx, mix(roof, '#000000', 0.25), () => ctx.rect(x + w * 0.7, base - h * 0.98, w * 0.08, h * 0.3));
}

/** A round tree top, its trunk hidden below `base`. */
const treeTop = (ctx: SKRSContext2D, x: number, base: number, r: number, leaf: string) => {
  fill(ctx, leaf, () => ctx.arc(x, base - r, r, 0, Math.PI * 2));
  fill(ctx, mix(leaf, '#ffffff', 0.15), () => ctx.arc(x - r * 0.3, base - r * 1.3, r * 0.45, 0, Math.PI * 2));
};

/** Far: hills and a town's roofs small along the horizon. */
const far: RoofPaint = (ctx, g, time, _p, random) => {
  const haze = SKY[time][1];
  fill(ctx, mix('#7fa37a', haze, 0.45), () => {
    ctx.moveTo(0, g.height);
    ctx.lineTo(0, g.horizon - g.unit * 3);
    for (let x = 0; x <= g.width + g.unit * 20; x += g.unit * 20) ctx.quadraticCurveTo(x + g.unit * 10, g.horizon - g.unit * (6 + random() * 5), x + g.unit * 20, g.horizon - g.unit * 2);
    ctx.lineTo(g.width, g.height);
    ctx.closePath();
  });
  for (let x = -g.unit * 2, k = 0; x < g.width; x += g.unit * (7 + random() * 4), k++) {
    if (k % 4 === 3) treeTop(ctx, x + g.unit * 3, g.horizon + g.unit * 3, g.unit * 3.5, mix('#4f8a52', haze, 0.35));
    else neighbour(ctx, x, g.horizon + g.unit * 4, g.unit * 7, g.unit * 6, mix(['#9a4a3a', '#6f6a6a', '#a85a40'][k % 3]!, haze, 0.35), mix('#e8dcc8', haze, 0.35));
  }
};

/** Middle: the next houses' roofs over our ridge, one with its own panels, trees between them. */
const middle: RoofPaint = (ctx, g, _time, _p, random) => {
  const base = ridgeOf(g) + g.unit * 2;
  const h = Math.max(g.unit * 22, (base - g.horizon) * 1.1);
  for (let x = -g.unit * 6, k = 0; x < g.width; x += h * (1.5 + random() * 0.4), k++) {
    if (k % 3 === 1) {
      treeTop(ctx, x + h * 0.5, base, h * 0.42, k % 2 ? '#4f9a52' : '#3f8747');
      continue;
    }
    const w = h * 1.35;
    neighbour(ctx, x, base, w, h, ['#a24d3b', '#5f6368'][k % 2]!, '#efe4d2');
    // The neighbour's own panels on the near slope of its roof.
    if (k % 3 === 2) {
      const [y0, y1] = [base - h * 0.88, base - h * 0.52];
      panelArray(ctx, [[x + w * 0.5 - h * 0.05, y0], [x + w * 0.5 + h * 0.05, y0], [x + w * 0.5 + h * 0.38, y1], [x + w * 0.5 - h * 0.2, y1]], 2, 2, g.unit * 0.3);
    }
  }
};

/** Near: our roof's slope in tile courses under the ridge, the chimney on the ridge, panel arrays either side of the middle. */
const near: RoofPaint = (ctx, g) => {
  const ridge = ridgeOf(g);
  const depth = g.height - ridge;
  fill(ctx, TILE, () => ctx.rect(0, ridge, g.width, depth));
  // Courses widen toward the viewer; each casts a shadow line on the one below, its tiles' joints staggered.
  ctx.lineWidth = Math.max(1, g.unit * 0.25);
  for (let k = 1, y = ridge; y < g.height; k++) {
    const course = g.unit * (1.2 + k * 0.55);
    fill(ctx, k % 2 ? mix(TILE, '#ffffff', 0.06) : TILE, () => ctx.rect(0, y, g.width, course));
    fill(ctx, 'rgba(70,25,15,0.32)', () => ctx.rect(0, y + course - g.unit * 0.35, g.width, g.unit * 0.35));
    ctx.strokeStyle = 'rgba(70,25,15,0.22)';
    ctx.beginPath();
    for (let x = (k % 2) * course * 0.8; x < g.width; x += course * 1.6) {
      ctx.moveTo(x, y);
      ctx.lineTo(x, y + course);
    }
    ctx.stroke();
    y += course;
  }
  // The ridge: a capping of round tiles along the top of the slope.
  fill(ctx, RIDGE_TILE, () => ctx.rect(0, ridge - g.unit * 1.2, g.width, g.unit * 1.8));
  for (let x = 0; x < g.width; x += g.unit * 3) fill(ctx, mix(RIDGE_TILE, '#ffffff', 0.12), () => ctx.arc(x + g.unit * 1.5, ridge - g.unit * 1.1, g.unit * 1.4, Math.PI, 0));
  // A brick chimney standing on the ridge, pots on top.
  const cx = g.width * 0.6;
  const ch = g.unit * 14;
  fill(ctx, '#9c4a36', () => ctx.rect(cx, ridge - ch, g.unit * 7, ch));
  ctx.strokeStyle = 'rgba(240,220,200,0.35)';
  ctx.beginPath();
  for (let y = ridge - ch + g.unit * 1.6; y < ridge; y += g.unit * 1.6) {
    ctx.moveTo(cx, y);
    ctx.lineTo(cx + g.unit * 7, y);
  }
  ctx.stroke();
  fill(ctx, '#7d3a2b', () => ctx.rect(cx - g.unit * 0.6, ridge - ch - g.unit * 1.2, g.unit * 8.2, g.unit * 1.6));
  for (const dx of [1.4, 4.2]) fill(ctx, '#c7703f', () => ctx.rect(cx + g.unit * dx, ridge - ch - g.unit * 3.6, g.unit * 1.6, g.unit * 2.6));
  // Panel arrays on the slope, left and right of the middle, their near rows bigger: 3 × 2 panels each, a shadow under the rails.
  const top = ridge + depth * 0.1;
  const bottom = ridge + depth * 0.62;
  for (const [a, b] of [[0.02, 0.34], [0.66, 0.98]] as const) {
    const spread = (bottom - top) * 0.12;
    const q: [P, P, P, P] = [[g.width * a, top], [g.width * b, top], [g.width * b + spread, bottom], [g.width * a - spread, bottom]];
    fill(ctx, 'rgba(50,15,10,0.35)', () => {
      ctx.moveTo(q[0][0] + g.unit, q[0][1] + g.unit * 1.5);
      ctx.lineTo(q[1][0] + g.unit, q[1][1] + g.unit * 1.5);
      ctx.lineTo(q[2][0] + g.unit, q[2][1] + g.unit * 2);
      ctx.lineTo(q[3][0] + g.unit, q[3][1] + g.unit * 2);
      ctx.closePath();
    });
    panelArray(ctx, q, 3, 2, g.unit * 0.45);
  }
};

/** The roof's three layers, far to near. */
export const HOUSE_ROOF: [RoofPaint, RoofPaint, RoofPaint] = [far, middle, near];
