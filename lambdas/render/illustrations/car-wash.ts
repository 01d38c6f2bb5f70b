/**
 * A car wash: its wash tunnel from inside, and its drive-in front. Inside, a car stands under the steel wash portal between
 * two tall rotating brushes of coloured strips, a third brush turning over its roof, foam heaped on its paint and water
 * fanning from the spray arch behind it; ribbed wall panels with a band of tiles, the exit open onto the day, strip lights,
 * the guide rail and a drain on the wet floor. Its front is a low building with the tunnel's mouth open on the brushes
 * inside, the business's name (or a car in bubbles) on the fascia over it, a pay kiosk beside it. The car is the garage's
 * hatchback (car-side.ts), to scale with the brushes. Pixels, y down (places.ts registers both).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Palette } from '../ports';
import { mix, textOn } from '../draw/palette';
import type { ConceptId } from '../compose/concepts';
import type { TimeOfDay } from '../compose/scene-graph';
import { fasciaName } from './fascia-name';
import { CAR, hatchback, paintOf } from './car-side';
import { fill } from './room-props';
import { noFixtures, type Fixtures } from './room-light';
import { SKY } from './sky';
import type { PlaceGeometry, Sign } from './places';

const PORTAL = '#2f6db5';
const STRIPS = ['#2f80ed', '#e63946', '#ffd166', '#2f80ed', '#06a77d'];
export const FOAM = 'rgba(250,252,255,0.95)';
export const SPRAY = 'rgba(170,215,245,0.45)';
const night = (time: TimeOfDay) => time === 'night';
/** How many of washAtWork's units make a metre. */
export const PER_UNIT = 13;

/** A rotating brush standing on the floor: a column of coloured strips flaring at its middle, white arcs of its turn. */
function upright(ctx: SKRSContext2D, cx: number, base: number, w: number, h: number): void {
  fill(ctx, '#5b6270', () => ctx.rect(cx - w * 0.06, base - h - w * 0.3, w * 0.12, h + w * 0.3));
  const strips = 9;
  for (let k = 0; k < strips; k++) {
    const x = cx - w / 2 + (w * k) / strips;
    fill(ctx, STRIPS[k % STRIPS.length]!, () => {
      ctx.moveTo(x + w * 0.04, base - h);
      ctx.quadraticCurveTo(x - w * 0.12 * (1 - (2 * k) / strips), base - h / 2, x + w * 0.04, base);
      ctx.lineTo(x + w / strips + w * 0.04, base);
      ctx.quadraticCurveTo(x + w / strips - w * 0.12 * (1 - (2 * k) / strips), base - h / 2, x + w / strips + w * 0.04, base - h);
      ctx.closePath();
    });
  }
  ctx.strokeStyle = 'rgba(255,255,255,0.55)';
  ctx.lineWidth = w * 0.04;
  for (let y = base - h * 0.85; y < base; y += h * 0.22) {
    ctx.beginPath();
    ctx.ellipse(cx, y, w * 0.55, w * 0.14, 0, Math.PI * 0.1, Math.PI * 0.9);
    ctx.stroke();
  }
}

/** The brush turning over the roof: strips hanging from its axle between x0 and x1, the axle at y. */
function overhead(ctx: SKRSContext2D, x0: number, x1: number, y: number, r: number): void {
  fill(ctx, '#5b6270', () => ctx.rect(x0 - r * 0.3, y - r * 0.12, x1 - x0 + r * 0.6, r * 0.24));
  const step = r * 0.45;
  for (let x = x0, k = 0; x < x1; x += step, k++) {
    fill(ctx, STRIPS[k % STRIPS.length]!, () => ctx.roundRect(x, y - r, step * 0.92, r * 2, step * 0.3));
  }
  ctx.strokeStyle = 'rgba(255,255,255,0.5)';
  ctx.lineWidth = r * 0.08;
  ctx.beginPath();
  ctx.ellipse((x0 + x1) / 2, y, (x1 - x0) * 0.45, r * 0.7, 0, Math.PI * 1.1, Math.PI * 1.9);
  ctx.stroke();
}

/** The hatchback's top above the floor (metres) at `x` metres along it from its nose: bonnet, windscreen, roof, tailgate. */
function topAt(x: number): number {
  const along = x + CAR.nose;
  if (along < 0.32) return 0.76 + ((along - CAR.nose) / (0.32 - CAR.nose)) * 0.12;
  if (along < 0.95) return 0.88 + ((along - 0.32) / (0.95 - 0.32)) * (CAR.roof - 0.88);
  if (along < CAR.rear + 0.1) return CAR.roof;
  return CAR.roof - ((along - CAR.rear - 0.1) / (CAR.tail - CAR.rear - 0.1)) * 0.5;
}

/** Foam heaped along the car's top and sliding down its sides, the car's nose at x0 and its floor at base, `perMetre` its scale. */
function foamOver(ctx: SKRSContext2D, x0: number, base: number, perMetre: number): void {
  const length = CAR.tail - CAR.nose;
  const r = 0.13 * perMetre;
  for (let m = 0.1, k = 0; m < length - 0.1; m += 0.17, k++) {
    const x = x0 + m * perMetre;
    const top = base - topAt(m) * perMetre;
    fill(ctx, FOAM, () => ctx.arc(x, top + r * 0.2, r * (0.75 + (k % 3) * 0.2), 0, Math.PI * 2));
    // Patches sliding down the doors and wings, thinning as they go.
    if (k % 2 === 0) fill(ctx, FOAM, () => ctx.ellipse(x + r * 0.3, top + r * (1.6 + (k % 4) * 0.5), r * 0.6, r * 0.9, 0, 0, Math.PI * 2));
    if (k % 3 === 1) fill(ctx, FOAM, () => ctx.arc(x - r * 0.2, top + r * (3.2 + (k % 5) * 0.4), r * 0.38, 0, Math.PI * 2));
  }
}

/** Water fanning at the car from the spray arch's nozzles down its pipe at x, between top and base. */
function sprayArch(ctx: SKRSContext2D, x: number, top: number, base: number, reach: number, u: number): void {
  fill(ctx, '#9aa1ab', () => ctx.rect(x - u * 0.6, top, u * 1.2, base - top));
  for (let y = top + u * 3; y < base - u * 2; y += u * 4.5) {
    fill(ctx, '#3a3f4b', () => ctx.rect(x - u, y - u * 0.5, u * 2, u));
    fill(ctx, SPRAY, () => {
      ctx.moveTo(x + u, y);
      ctx.lineTo(x + reach, y - u * 3);
      ctx.lineTo(x + reach, y + u * 3);
      ctx.closePath();
    });
  }
}

/**
 * The car under the portal, its foam, the brushes about it and the spray behind: the wash at work, centred on cx with its floor
 * at base, `u` a thirteenth of a metre (a valeter's picture draws it in metres, y flipped).
 */
export function washAtWork(ctx: SKRSContext2D, cx: number, base: number, u: number, paint: string, fx: Fixtures): void {
  const perMetre = u * PER_UNIT;
  const carLength = (CAR.tail - CAR.nose) * perMetre;
  const x0 = cx - carLength / 2;
  const roof = base - CAR.roof * perMetre;
  const portal = { x: x0 - u * 8, w: carLength + u * 16, top: roof - u * 14 };
  fill(ctx, PORTAL, () => {
    ctx.rect(portal.x, portal.top, u * 2.4, base - portal.top);
    ctx.rect(portal.x + portal.w - u * 2.4, portal.top, u * 2.4, base - portal.top);
    ctx.rect(portal.x, portal.top, portal.w, u * 3);
  });
  // Its lamps along the crossbeam: green to drive on, red to stop.
  for (const [k, c] of ['#3ddc84', '#ffd166', '#e63946'].entries()) fill(ctx, c, () => ctx.arc(portal.x + portal.w * (0.4 + k * 0.1), portal.top + u * 1.5, u * 0.9, 0, Math.PI * 2));
  sprayArch(ctx, x0 + carLength * 0.78, portal.top + u * 3, base, u * 10, u);
  ctx.save();
  ctx.translate(x0 - CAR.nose * perMetre, base);
  ctx.scale(perMetre, -perMetre);
  hatchback(ctx, 0, paint);
  ctx.restore();
  foamOver(ctx, x0, base, perMetre);
  overhead(ctx, x0 + carLength * 0.15, x0 + carLength * 0.75, roof - u * 4.5, u * 3.2);
  const brush = { w: u * 9, h: (CAR.roof + 0.55) * perMetre };
  upright(ctx, x0 + u * 3, base, brush.w, brush.h);
  upright(ctx, x0 + carLength - u * 2, base, brush.w, brush.h);
  fx.props.push({ name: 'brushes', box: { x: x0 + u * 3 - brush.w / 2, y: base - brush.h, w: carLength - u * 5 + brush.w, h: brush.h } });
  fx.props.push({ name: 'portal', box: { x: portal.x, y: portal.top, w: portal.w, h: base - portal.top } });
}

/** Strip lights on the ceiling over the tunnel. */
function stripLights(ctx: SKRSContext2D, g: PlaceGeometry, fx: Fixtures): void {
  for (let x = g.width * 0.12; x < g.width; x += g.width * 0.26) {
    fill(ctx, '#eef6ff', () => ctx.roundRect(x - g.unit * 6, g.unit * 2, g.unit * 12, g.unit * 1.2, g.unit * 0.5));
    fx.lamps.push({ x, y: g.unit * 3, s: g.unit * 6 });
  }
}

export const CAR_WASH = {
  wall: (p: Palette) => mix('#dfe6ec', p.background, 0.06),
  floor: '#7f8a93',
  seams: 'rgba(40,50,60,0.14)',
  paint: (ctx: SKRSContext2D, g: PlaceGeometry, time: TimeOfDay, _palette: Palette, random: () => number, fx: Fixtures, _brought: ReadonlySet<ConceptId>) => {
    const u = g.unit;
    // Ribbed wall panels over a band of blue tiles.
    for (let x = 0; x < g.width; x += u * 6) fill(ctx, 'rgba(70,90,110,0.1)', () => ctx.rect(x, 0, Math.max(1, u * 0.35), g.ground));
    const tiles = g.ground - u * 12;
    fill(ctx, '#2d6a9f', () => ctx.rect(0, tiles, g.width, g.ground - tiles));
    for (let y = tiles; y < g.ground; y += u * 3) fill(ctx, 'rgba(255,255,255,0.18)', () => ctx.rect(0, y, g.width, Math.max(1, u * 0.25)));
    for (let x = 0; x < g.width; x += u * 3) fill(ctx, 'rgba(255,255,255,0.14)', () => ctx.rect(x, tiles, Math.max(1, u * 0.25), g.ground - tiles));
    // The tunnel's exit open onto the day, at the far end.
    const exit = { x: g.width - u * 9 - Math.min(g.width * 0.16, u * 26), y: g.unit * 16, w: Math.min(g.width * 0.16, u * 26), h: g.ground - u * 16 };
    fx.windows.push(exit);
    const sky = ctx.createLinearGradient(0, exit.y, 0, exit.y + exit.h);
    sky.addColorStop(0, SKY[time][0]);
    sky.addColorStop(1, mix(SKY[time][1], '#ffffff', 0.3));
    fill(ctx, '#5b6270', () => ctx.rect(exit.x - u, exit.y - u, exit.w + u * 2, exit.h + u));
    fill(ctx, sky, () => ctx.rect(exit.x, exit.y, exit.w, exit.h));
    fill(ctx, night(time) ? '#3a3f4b' : '#b9bec8', () => ctx.rect(exit.x, exit.y + exit.h * 0.75, exit.w, exit.h * 0.25));
    washAtWork(ctx, g.width * 0.44, g.ground, u, paintOf(String(Math.floor(random() * 6))), fx);
    stripLights(ctx, g, fx);
  },
  marks: (ctx: SKRSContext2D, g: PlaceGeometry) => {
    const u = g.unit;
    // The conveyor's guide rail along the floor, a drain grate across it, the wet sheen.
    const rail = g.ground + (g.height - g.ground) * 0.1;
    fill(ctx, '#c3c9d0', () => ctx.rect(0, rail, g.width, u * 0.9));
    fill(ctx, '#59616b', () => ctx.rect(0, rail + u * 0.9, g.width, u * 0.4));
    const drain = g.ground + (g.height - g.ground) * 0.45;
    fill(ctx, '#4a525c', () => ctx.rect(0, drain, g.width, u * 2));
    for (let x = 0; x < g.width; x += u * 1.5) fill(ctx, '#6f7882', () => ctx.rect(x, drain, u * 0.5, u * 2));
    for (let k = 0; k < 7; k++) fill(ctx, 'rgba(200,230,250,0.18)', () => ctx.ellipse(g.width * ((k * 0.37) % 1), g.ground + (g.height - g.ground) * (0.25 + ((k * 0.29) % 0.6)), u * (6 + (k % 3) * 3), u * 0.9, 0, 0, Math.PI * 2));
  },
};

/** A car in bubbles: the car wash's sign where no name is given. */
function pictogram(ctx: SKRSContext2D, cx: number, cy: number, h: number, colour: string): void {
  const perMetre = h / 1.6;
  ctx.save();
  ctx.translate(cx - ((CAR.tail + CAR.nose) / 2) * perMetre, cy + h * 0.4);
  ctx.scale(perMetre, -perMetre);
  hatchback(ctx, 0, colour);
  ctx.restore();
  for (const [dx, dy, r] of [[-0.3, -0.55, 0.12], [0, -0.7, 0.16], [0.3, -0.58, 0.1], [0.45, -0.78, 0.07]] as const) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = h * 0.04;
    ctx.beginPath();
    ctx.arc(cx + dx * h * 1.2, cy + dy * h * 0.6, r * h, 0, Math.PI * 2);
    ctx.stroke();
  }
}

/** The car wash's drive-in front: the tunnel's mouth with the wash inside, its name over it, the pay kiosk beside it. */
export function driveIn(ctx: SKRSContext2D, g: PlaceGeometry, time: TimeOfDay, palette: Palette, random: () => number, sign: Sign): void {
  const u = g.unit;
  const w = Math.min(g.width * 0.94, Math.max(g.height * 1.2, g.width * 0.62));
  const x = (g.width - w) / 2;
  const base = g.ground + u;
  const top = Math.max(u * 10, g.horizon - u * 18);
  const wall = mix('#eef1f4', palette.background, 0.1);
  fill(ctx, wall, () => ctx.rect(x, top, w, base - top));
  fill(ctx, mix(wall, '#000000', 0.12), () => ctx.rect(x, top, w, u * 1.2));
  const fasciaH = Math.max(u * 9, (base - top) * 0.16);
  fill(ctx, mix(palette.accent, '#000000', 0.3), () => ctx.rect(x + u, top + u * 2, w - u * 2, fasciaH));
  fill(ctx, palette.accent, () => ctx.rect(x + u * 1.6, top + u * 2.6, w - u * 3.2, fasciaH - u * 1.2));
  if (sign.name) fasciaName(ctx, sign.name, sign.families, { x: x + w / 2, y: top + u * 2 + fasciaH / 2 }, fasciaH, w * 0.84, palette.accent);
  else pictogram(ctx, x + w / 2, top + u * 2 + fasciaH / 2, fasciaH * 0.7, textOn(palette.accent));
  // The tunnel's mouth: the wash inside, seen through it, its floor level with the forecourt.
  const mouth = { x: x + w * 0.06, y: top + fasciaH + u * 5, w: w * 0.6, h: 0 };
  mouth.h = base - mouth.y;
  ctx.save();
  ctx.beginPath();
  ctx.rect(mouth.x, mouth.y, mouth.w, mouth.h);
  ctx.clip();
  fill(ctx, '#2a3442', () => ctx.rect(mouth.x, mouth.y, mouth.w, mouth.h));
  const inside = u * Math.min(0.8, mouth.h / (u * 40));
  washAtWork(ctx, mouth.x + mouth.w * 0.55, base - u * 0.5, inside, paintOf(String(Math.floor(random() * 6))), noFixtures());
  fill(ctx, night(time) ? 'rgba(255,220,160,0.12)' : 'rgba(20,30,45,0.28)', () => ctx.rect(mouth.x, mouth.y, mouth.w, mouth.h));
  ctx.restore();
  // Its frame, striped in warning yellow and black at the sides, the entry lamp green.
  fill(ctx, '#3a3f4b', () => ctx.rect(mouth.x - u * 1.2, mouth.y - u * 1.2, mouth.w + u * 2.4, u * 1.2));
  for (const sx of [mouth.x - u * 1.2, mouth.x + mouth.w]) {
    fill(ctx, '#f2c14e', () => ctx.rect(sx, mouth.y, u * 1.2, mouth.h));
    for (let y = mouth.y; y < base; y += u * 3) fill(ctx, '#2b2b2b', () => ctx.rect(sx, y, u * 1.2, u * 1.5));
  }
  fill(ctx, '#3ddc84', () => ctx.arc(mouth.x + mouth.w * 0.5, mouth.y - u * 2.8, u * 1.1, 0, Math.PI * 2));
  // The pay kiosk: a glazed booth with its screen and card slot.
  const kiosk = { x: x + w * 0.74, y: base - (base - mouth.y) * 0.72, w: w * 0.18 };
  fill(ctx, '#5b6270', () => ctx.rect(kiosk.x - u, kiosk.y - u, kiosk.w + u * 2, base - kiosk.y + u));
  fill(ctx, night(time) ? '#ffe3a3' : mix(SKY[time][1], '#ffffff', 0.4), () => ctx.rect(kiosk.x, kiosk.y, kiosk.w, (base - kiosk.y) * 0.5));
  fill(ctx, '#2f3640', () => ctx.roundRect(kiosk.x + kiosk.w * 0.3, kiosk.y + (base - kiosk.y) * 0.6, kiosk.w * 0.4, (base - kiosk.y) * 0.3, u * 0.6));
  fill(ctx, '#7fd3f7', () => ctx.rect(kiosk.x + kiosk.w * 0.36, kiosk.y + (base - kiosk.y) * 0.64, kiosk.w * 0.28, (base - kiosk.y) * 0.12));
}
