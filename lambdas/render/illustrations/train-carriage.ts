/**
 * Inside a train, tube or bus carriage, seen across its aisle: a row of windows with the city streaking past, the line's
 * map above them in the brand's colour, high-backed seats under them with commuters sitting in profile (some on their
 * phones, some with headphones on), grab poles from
 * ceiling to floor, a rail of hanging straps and strip lights along the ceiling. Whoever the scene is about stands in
 * the aisle in front (layout.ts), large in frame. Pixels, y down, on the room's wall layer (places.ts registers it).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Palette } from '../ports';
import { mix } from '../draw/palette';
import type { TimeOfDay } from '../compose/scene-graph';
import type { Box } from '../draw/layout';
import { drawFigure, type Pose } from './bodies';
import { lookOf, nextLook, PLAIN_LOOK } from './figure-look';
import { fill } from './room-props';
import { headphones, onHead } from './worn-products';
import type { Fixtures } from './room-light';
import type { PlaceGeometry } from './places';
import { SKY } from './sky';

const STEEL = '#c3c9d1';
const FRAME = '#5b636e';
/** Seated facing along the carriage, hands in the lap: the rig's seated pose (its hip at x 0). */
const SEATED: Pose = { hip: [0, 0.5], lean: 4, feet: [[0.44, 0.05], [0.38, 0.05]], hands: [[0.36, 0.72], [0.3, 0.7]], nod: 6 };
/** Seated, a phone held up in both hands, the head bowed to it. */
const ON_PHONE: Pose = { ...SEATED, hands: [[0.36, 0.98], [0.32, 0.96]], nod: 26 };
/** What the commuters do in turn: sit, look at their phone, listen with headphones on. */
const RIDING: { pose: Pose; front?: (ctx: SKRSContext2D) => void }[] = [
  { pose: SEATED },
  { pose: ON_PHONE, front: (ctx) => fill(ctx, '#2b2f3a', () => ctx.roundRect(0.34, 0.92, 0.05, 0.14, 0.015)) },
  { pose: SEATED, front: onHead(SEATED, headphones) },
];
/** Commuters' everyday clothes: coats and tops in muted colours over dark trousers. */
const TOPS = ['#41507a', '#7a4b3a', '#2f6f73', '#8c8c8c', '#5b5f97', '#a0522d'];
/** Every third seat is empty: a busy carriage, not a crush. */
const EMPTY_EVERY = 3;

/** A window onto the city streaking past: towers at random heights (their windows lit at night), streaks of speed across the glass. */
function passingWindow(ctx: SKRSContext2D, b: Box, time: TimeOfDay, random: () => number, fx: Fixtures): void {
  fx.windows.push(b);
  fill(ctx, FRAME, () => ctx.roundRect(b.x - b.w * 0.05, b.y - b.w * 0.05, b.w * 1.1, b.h + b.w * 0.1, b.w * 0.12));
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(b.x, b.y, b.w, b.h, b.w * 0.08);
  ctx.clip();
  const sky = ctx.createLinearGradient(0, b.y, 0, b.y + b.h);
  sky.addColorStop(0, SKY[time][0]);
  sky.addColorStop(1, SKY[time][1]);
  fill(ctx, sky, () => ctx.rect(b.x, b.y, b.w, b.h));
  const night = time === 'night';
  for (let x = b.x - b.w * 0.1; x < b.x + b.w; ) {
    const w = b.w * (0.12 + random() * 0.16);
    const top = b.y + b.h * (0.2 + random() * 0.45);
    fill(ctx, night ? '#26304a' : mix('#8596b3', '#ffffff', random() * 0.3), () => ctx.rect(x, top, w, b.y + b.h - top));
    if (night) for (let y = top + b.h * 0.05; y < b.y + b.h; y += b.h * 0.09) fill(ctx, 'rgba(255,214,130,0.8)', () => ctx.rect(x + w * 0.2, y, w * 0.2, b.h * 0.03));
    x += w + b.w * 0.02;
  }
  for (let k = 0; k < 5; k++) {
    const y = b.y + b.h * (0.15 + random() * 0.75);
    fill(ctx, 'rgba(255,255,255,0.35)', () => ctx.rect(b.x + random() * b.w * 0.5, y, b.w * (0.3 + random() * 0.4), Math.max(1, b.h * 0.012)));
  }
  ctx.restore();
}

/** A high-backed seat facing right, its back at `x`, on the floor at `floor`, `m` pixels a metre. */
function seat(ctx: SKRSContext2D, x: number, floor: number, m: number, colour: string): void {
  fill(ctx, mix(colour, '#000000', 0.25), () => ctx.roundRect(x - m * 0.24, floor - m * 1.2, m * 0.16, m * 1.2, m * 0.06));
  fill(ctx, colour, () => ctx.roundRect(x - m * 0.16, floor - m * 0.52, m * 0.62, m * 0.12, m * 0.05));
  fill(ctx, FRAME, () => ctx.rect(x + m * 0.1, floor - m * 0.4, m * 0.05, m * 0.4));
}

/** A commuter sitting on the seat whose back is at `x`, the `k`th in the carriage (each looks and dresses otherwise). */
function commuter(ctx: SKRSContext2D, x: number, floor: number, m: number, k: number): void {
  const look = lookOf(nextLook(PLAIN_LOOK, k * 3 + 1));
  ctx.save();
  ctx.translate(x, floor);
  ctx.scale(m, -m);
  const { pose, front } = RIDING[k % RIDING.length]!;
  drawFigure(ctx, pose, { top: TOPS[k % TOPS.length]!, legs: '#2f3440', shoes: '#1f1f24' }, 0, undefined, undefined, look);
  front?.(ctx);
  ctx.restore();
}

/** A grab pole from the ceiling to the floor, lit down one side. */
function pole(ctx: SKRSContext2D, x: number, top: number, floor: number, w: number): void {
  fill(ctx, STEEL, () => ctx.roundRect(x - w / 2, top, w, floor - top, w / 2));
  fill(ctx, 'rgba(255,255,255,0.6)', () => ctx.rect(x - w * 0.3, top, w * 0.2, floor - top));
}

/** A strap hanging from the rail at `y`: its band, then its handle. */
function strap(ctx: SKRSContext2D, x: number, y: number, s: number, colour: string): void {
  fill(ctx, colour, () => ctx.rect(x - s * 0.08, y, s * 0.16, s * 1.4));
  ctx.strokeStyle = colour;
  ctx.lineWidth = s * 0.18;
  ctx.beginPath();
  ctx.moveTo(x, y + s * 1.4);
  ctx.lineTo(x - s * 0.32, y + s * 1.95);
  ctx.lineTo(x + s * 0.32, y + s * 1.95);
  ctx.closePath();
  ctx.stroke();
}

export const CARRIAGE = {
  wall: (p: Palette) => mix('#eef0f3', p.background, 0.06),
  floor: '#6f757e',
  seams: null,
  paint: (ctx: SKRSContext2D, g: PlaceGeometry, time: TimeOfDay, palette: Palette, random: () => number, fx: Fixtures) => {
    const u = g.unit;
    const m = u * 24;
    const pitch = u * 36;
    // The ceiling with its strip lights, the rail of straps under it.
    fill(ctx, '#d3d8de', () => ctx.rect(0, 0, g.width, u * 7));
    for (let x = u * 10; x < g.width; x += u * 40) {
      fill(ctx, '#fbfdff', () => ctx.roundRect(x, u * 2.5, u * 22, u * 2.2, u));
      fx.lamps.push({ x: x + u * 11, y: u * 3.6, s: u * 6 });
    }
    const windowTop = Math.max(u * 22, g.ground - u * 66);
    const windowBottom = g.ground - u * 30;
    // The line's map along the top of the wall in the brand's colour, its stations as dots.
    const mapY = windowTop - u * 4.5;
    fill(ctx, '#ffffff', () => ctx.roundRect(0, mapY - u * 2.4, g.width, u * 4.8, u));
    fill(ctx, palette.accent, () => ctx.rect(0, mapY - u * 0.5, g.width, u));
    for (let x = u * 6; x < g.width; x += u * 9) fill(ctx, '#ffffff', () => ctx.arc(x, mapY, u * 0.9, 0, Math.PI * 2));
    fx.props.push({ name: 'line-map', box: { x: 0, y: mapY - u * 2.4, w: g.width, h: u * 4.8 } });
    for (let x = u * 8; x < g.width; x += pitch) passingWindow(ctx, { x, y: windowTop, w: pitch - u * 8, h: windowBottom - windowTop }, time, random, fx);
    // The seats under the windows, a commuter on most.
    const seatColour = mix(palette.accent, '#3b4252', 0.55);
    let people = 0;
    for (let k = 0, x = u * 14; x < g.width; k++, x += pitch) {
      seat(ctx, x, g.ground, m, seatColour);
      if (k % EMPTY_EVERY !== EMPTY_EVERY - 1) commuter(ctx, x, g.ground - m * 0.02, m, people++);
    }
    fx.props.push({ name: 'seats', box: { x: 0, y: g.ground - m * 1.2, w: g.width, h: m * 1.2 } });
    fx.props.push({ name: 'commuters', box: { x: 0, y: g.ground - m * 1.45, w: g.width, h: m * 1.45 } });
    // The straps' rail and the grab poles between the seats.
    fill(ctx, STEEL, () => ctx.rect(0, u * 9, g.width, u * 0.9));
    for (let x = u * 4; x < g.width; x += u * 12) strap(ctx, x, u * 9.5, u * 2.2, '#3a3f48');
    fx.props.push({ name: 'straps', box: { x: 0, y: u * 9, w: g.width, h: u * 5 } });
    // In the gaps between windows: across the glass they would stand out of the room's light.
    for (let x = u * 4 + pitch; x < g.width; x += pitch * 2) pole(ctx, x, u * 7, g.ground, u * 1.4);
    fx.props.push({ name: 'poles', box: { x: 0, y: u * 7, w: g.width, h: g.ground - u * 7 } });
  },
};
