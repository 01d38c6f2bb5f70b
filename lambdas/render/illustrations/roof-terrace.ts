/**
 * A terrace with a view of the water named ("terraço com vista para o rio", "a rooftop terrace overlooking the sea"): the
 * river (its far bank) or the open sea beyond the city's rooftops, and in front the terrace's deck behind its glass
 * balustrade, loungers and a table under a parasol at either side, the middle left to whoever stands there. Three
 * layers far to near, pixels, y down (places.ts registers them; the water's rows are `viewWater`'s).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import { fill } from './room-props';
import { SKY } from './sky';
import { laidTable, parasol } from './hospitality-props';
import type { Paint, PlaceGeometry } from './places';

/** Where the water shows between the horizon and the rooftops: its waves move there. */
export const viewWater = (g: PlaceGeometry) => ({ top: g.horizon, bottom: roofLine(g) });
/** The rooftops' highest ridges, a third of the way from the horizon to the terrace's edge. */
const roofLine = (g: PlaceGeometry) => g.horizon + (g.ground - g.horizon) * 0.45;

const ROOF_TILES = ['#c0634a', '#b35a44', '#cf7a55', '#a9503f'];
const WALLS = ['#f2e6d0', '#ead2b8', '#f6efe2', '#dcc6a8', '#e9ddc9'];

/** The city's roofs from the view's water down to the terrace: pale walls under tiled pitched roofs, a lit window or two at night. */
const rooftops: Paint = (ctx, g, time, _p, random) => {
  const u = g.unit;
  const top = roofLine(g);
  const haze = (c: string, k: number) => mix(c, SKY[time][1], 0.3 - k * 0.12);
  // Two rows: the further smaller and hazier, the nearer reaching down behind the balustrade.
  for (const [k, base] of [top + u * 4, top + u * 11].entries()) {
    for (let x = -u * 6; x < g.width + u * 6; ) {
      const w = u * (9 + random() * 8) * (1 + k * 0.4);
      const h = u * (3 + random() * 2) * (1 + k * 0.3);
      const wall = haze(WALLS[Math.floor(random() * WALLS.length)]!, k);
      fill(ctx, wall, () => ctx.rect(x, base - h * 0.2, w, g.ground - base + h * 0.2 + u));
      fill(ctx, haze(ROOF_TILES[Math.floor(random() * ROOF_TILES.length)]!, k), () => {
        ctx.moveTo(x - u * 0.6, base);
        ctx.lineTo(x + w * 0.5, base - h);
        ctx.lineTo(x + w + u * 0.6, base);
        ctx.closePath();
      });
      for (let wx = x + u * 2; wx < x + w - u * 2; wx += u * 3.5) {
        const lit = time === 'night' && random() > 0.6;
        fill(ctx, lit ? '#ffd98a' : mix('#5d6f86', wall, 0.35), () => ctx.rect(wx, base + u * 1.5, u * 1.3, u * 2));
      }
      x += w + u * (0.5 + random() * 2);
    }
  }
};

/** The river beyond the rooftops: its far bank of hills and houses, the water catching the light. */
const riverView: Paint = (ctx, g, time, _p, random) => {
  const u = g.unit;
  const bank = mix('#7f9a7a', SKY[time][1], 0.45);
  fill(ctx, bank, () => {
    ctx.moveTo(0, g.horizon + u);
    for (let x = 0; x <= g.width; x += u * 6) ctx.lineTo(x, g.horizon - u * (2 + 2 * Math.sin(x / (u * 23)) + random()));
    ctx.lineTo(g.width, g.horizon + u);
    ctx.closePath();
  });
  for (let x = u * 2; x < g.width; x += u * (3 + random() * 4)) fill(ctx, mix('#e9dfcf', SKY[time][1], 0.4), () => ctx.rect(x, g.horizon - u * 1.6, u * 1.4, u * 1.2));
  sheet(ctx, g, mix(SKY[time][1], '#2f6f9a', 0.6), random);
};

/** The open sea to the horizon beyond the rooftops. */
const seaView: Paint = (ctx, g, time, _p, random) => sheet(ctx, g, mix(SKY[time][1], '#1f7fa8', 0.7), random);

/** The water from the horizon to below the rooftops, a light band along its far edge and glints across it. */
function sheet(ctx: SKRSContext2D, g: PlaceGeometry, colour: string, random: () => number): void {
  const u = g.unit;
  fill(ctx, colour, () => ctx.rect(0, g.horizon, g.width, roofLine(g) + u * 8 - g.horizon));
  fill(ctx, mix(colour, '#ffffff', 0.2), () => ctx.rect(0, g.horizon, g.width, u * 0.8));
  for (let k = 0; k < 36; k++) {
    const y = g.horizon + u * 2 + random() * (roofLine(g) - g.horizon - u * 2);
    fill(ctx, 'rgba(255,255,255,0.35)', () => ctx.rect(random() * g.width, y, u * (2 + random() * 4), u * 0.35));
  }
}

/** A lounger in profile, its back raised toward `x`'s side away from the middle. */
function lounger(ctx: SKRSContext2D, x: number, y: number, s: number, facing: 1 | -1, cushion: string): void {
  const frame = '#8a6a4a';
  for (const lx of [x - s * 0.42, x + s * 0.42]) fill(ctx, frame, () => ctx.rect(lx - s * 0.02, y - s * 0.16, s * 0.04, s * 0.16));
  fill(ctx, cushion, () => ctx.roundRect(x - s * 0.5, y - s * 0.22, s, s * 0.08, s * 0.03));
  const back = x - facing * s * 0.5;
  fill(ctx, cushion, () => {
    ctx.moveTo(back, y - s * 0.22);
    ctx.lineTo(back + facing * s * 0.1, y - s * 0.22);
    ctx.lineTo(back - facing * s * 0.1, y - s * 0.52);
    ctx.lineTo(back - facing * s * 0.18, y - s * 0.48);
    ctx.closePath();
  });
}

/** The terrace: a deck of boards, the glass balustrade along its edge, loungers and a table under a parasol at each side. */
const deck: Paint = (ctx, g, _t, palette) => {
  const u = g.unit;
  fill(ctx, '#c89f74', () => ctx.rect(0, g.ground, g.width, g.height - g.ground));
  ctx.strokeStyle = 'rgba(90,60,35,0.25)';
  ctx.lineWidth = Math.max(1, u * 0.25);
  ctx.beginPath();
  for (let y = g.ground + u * 2, k = 1; y < g.height; y += u * 2 * k, k *= 1.2) {
    ctx.moveTo(0, y);
    ctx.lineTo(g.width, y);
  }
  ctx.stroke();
  // Glass panels between steel posts under a handrail: the view shows through them, a little paler.
  const rail = g.ground - u * 9;
  fill(ctx, 'rgba(220,240,250,0.28)', () => ctx.rect(0, rail, g.width, g.ground - rail));
  for (let x = 0; x < g.width; x += u * 14) fill(ctx, '#56606c', () => ctx.rect(x, rail, u * 0.7, g.ground - rail));
  fill(ctx, '#56606c', () => ctx.rect(0, rail - u * 0.6, g.width, u * 1));
  fill(ctx, mix('#c89f74', '#ffffff', 0.25), () => ctx.rect(0, g.ground, g.width, u * 0.8));
  // Furniture keeps to the outer fifths, clear of the middle where people stand.
  const cushion = mix(palette.accent, '#ffffff', 0.35);
  // Just in front of the balustrade, above where captions sit; inside the frame's own width, not the truck's margin.
  lounger(ctx, g.width * 0.14, g.ground + u * 7, u * 20, 1, cushion);
  lounger(ctx, g.width * 0.86, g.ground + u * 7, u * 20, -1, cushion);
  for (const x of [0.24, 0.76]) {
    laidTable(ctx, g.width * x, g.ground + u * 3, u * 14, null);
    parasol(ctx, g.width * x, g.ground + u * 3, u * 24, palette.accent);
  }
};

export const RIVER_TERRACE: [Paint, Paint, Paint] = [riverView, rooftops, deck];
export const SEA_TERRACE: [Paint, Paint, Paint] = [seaView, rooftops, deck];
