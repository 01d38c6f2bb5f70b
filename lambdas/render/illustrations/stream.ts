/**
 * A mountain trail crossing a stream: snow on the peaks, pines down the slopes, and in front the stream running across the
 * trail over its stones, white where it breaks, a line of flat stepping stones along where people stand (so whoever is
 * drawn there is crossing it), pebbles and grass on its banks. Outdoor brands show their boots and jackets here.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import { SKY } from './sky';
import { fill } from './room-props';
import { ground, pine, ridge, snowPeaks, water, type Paint, type PlaceGeometry } from './places';
import type { TimeOfDay } from '../compose/scene-graph';

/** Pines down the slopes either side of the valley the stream comes down. */
const slopes: Paint = (ctx, g, time, _p, random) => {
  ridge(ctx, g.width, g.ground - g.unit * 3, g.unit * 12, g.height, mix('#4f7a52', SKY[time][1], 0.2), random, false);
  for (let x = 0; x < g.width; x += g.unit * (3 + random() * 4)) pine(ctx, x, g.ground - g.unit * (1 + random() * 7), g.unit * (8 + random() * 9), mix('#2c5535', SKY[time][1], 0.1));
};

/** The stream's water: the sky's colour in a mountain river's green-blue. */
const streamWater = (time: TimeOfDay) => mix(water(time), '#3f8f9a', 0.45);

/** Its wavy banks: the water between `top` and `bottom` rows, each edge rising and falling along its width. */
function bankedBand(ctx: SKRSContext2D, g: PlaceGeometry, top: number, bottom: number, colour: string, random: () => number): void {
  const step = g.unit * 6;
  const edge = (base: number) => Array.from({ length: Math.ceil(g.width / step) + 2 }, (_, k) => [k * step, base + (random() - 0.5) * g.unit * 2] as const);
  const upper = edge(top);
  const lower = edge(bottom).reverse();
  fill(ctx, colour, () => {
    ctx.moveTo(upper[0]![0], upper[0]![1]);
    for (const [x, y] of upper) ctx.lineTo(x, y);
    for (const [x, y] of lower) ctx.lineTo(x, y);
    ctx.closePath();
  });
}

/** A flat stone, lit on top and shadowed below, half in the water. */
function stone(ctx: SKRSContext2D, x: number, y: number, w: number, h: number): void {
  fill(ctx, 'rgba(20,40,50,0.35)', () => ctx.ellipse(x, y + h * 0.35, w * 0.55, h * 0.45, 0, 0, Math.PI * 2));
  fill(ctx, '#8b8f93', () => ctx.ellipse(x, y, w / 2, h / 2, 0, 0, Math.PI * 2));
  fill(ctx, '#b5b9bc', () => ctx.ellipse(x - w * 0.06, y - h * 0.14, w * 0.36, h * 0.26, 0, 0, Math.PI * 2));
}

/** The ground in front: grass banks, and the stream across the trail where people stand, on its stepping stones. */
const crossing: Paint = (ctx, g, time, _p, random) => {
  ground(ctx, g, '#7fae62', null, 0);
  const top = g.floor - g.unit * 6;
  const bottom = g.floor + g.unit * 7;
  // A pebble shore either side of the water.
  bankedBand(ctx, g, top - g.unit * 1.5, bottom + g.unit * 1.5, '#b7ab93', random);
  bankedBand(ctx, g, top, bottom, streamWater(time), random);
  // Where it breaks over stones, and the sky's light on it.
  for (let k = 0; k < 60; k++) {
    const y = top + g.unit + random() * (bottom - top - g.unit * 2);
    fill(ctx, 'rgba(255,255,255,0.55)', () => ctx.ellipse(random() * g.width, y, g.unit * (1 + random() * 2.5), g.unit * 0.3, 0, 0, Math.PI * 2));
  }
  // The stepping stones, a stride apart along where the figures stand.
  for (let x = g.unit * (2 + random() * 3); x < g.width; x += g.unit * (7 + random() * 3)) stone(ctx, x, g.floor + g.unit * 0.4, g.unit * (6 + random() * 2), g.unit * 2.2);
  // Pebbles and tufts of grass on the near bank.
  for (let k = 0; k < 30; k++) fill(ctx, random() > 0.5 ? '#9a9386' : '#c9c1ae', () => ctx.ellipse(random() * g.width, bottom + g.unit * (2 + random() * 3), g.unit * (0.6 + random()), g.unit * 0.5, 0, 0, Math.PI * 2));
  for (let k = 0; k < 24; k++) fill(ctx, '#5d8f45', () => ctx.rect(random() * g.width, bottom + g.unit * (5 + random() * 10), g.unit * 0.5, g.unit * 2));
};

export const STREAM: [Paint, Paint, Paint] = [snowPeaks, slopes, crossing];
