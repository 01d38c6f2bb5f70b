/**
 * What things stand on: a café or kitchen counter, a desk, a shelf, a harbour wall (edge to edge
 * across the frame, from their top down), a table, a park bench, a warehouse's pallet of boxes and a groomer's table (as wide as what is on them).
 * Drawn flat with a lit top edge; tinted towards the video's palette so they belong to it.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import type { SettingId } from '../compose/scene-graph';

export const SURFACES = ['counter', 'desk', 'shelf', 'wall', 'table', 'bench', 'pallet', 'pet-table'] as const;
export type Surface = (typeof SURFACES)[number];

export function isSurface(picture: string): picture is Surface {
  return (SURFACES as readonly string[]).includes(picture);
}

/** The counter's face in each kind of place: wood in a café, painted panels in a kitchen, cream tiles in a pizzeria. */
const COUNTER_FACE: Partial<Record<SettingId, string>> = {
  cafe: '#b4875c', kitchen: '#dfe6ec', shop: '#efe9e1', home: '#8a6446', pizzeria: '#e6dccb', bar: '#4a2f20', hotel: '#5e3d2a', restaurant: '#6b4a34',
  reception: '#ece6dc', pharmacy: '#f2f5f4', bakery: '#8a5a36', 'pro-kitchen': '#c3c9cf', 'noodle-bar': '#5e3d2a', florist: '#6f8f7a',
  bathroom: '#eef2f3',
};

const STONE = '#f4f1ec';
/** Places whose counter is topped with something other than wood: pale stone, a commercial kitchen's steel, a ramen bar's pale cypress. */
const COUNTER_TOP: Partial<Record<SettingId, string>> = {
  kitchen: STONE, shop: STONE, hotel: STONE, pizzeria: STONE, reception: STONE, pharmacy: STONE, 'pro-kitchen': '#dfe3e7', 'noodle-bar': '#e2c48f', bathroom: STONE,
};

function rect(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, fill: string, r = 0): void {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fill();
}

/**
 * Draws the surface into w × h, its top at y = 0. `unit` is 1% of the frame's short side (a
 * counter's edge is as thick on every size of surface); `tint` the palette colour it leans to.
 */
export function drawSurface(ctx: SKRSContext2D, surface: Surface, w: number, h: number, unit: number, tint: string, setting: SettingId): void {
  const wood = mix('#c58f5a', tint, 0.12);
  const woodDark = mix('#8c5a34', tint, 0.12);
  switch (surface) {
    case 'counter': {
      const face = mix(COUNTER_FACE[setting] ?? '#6b4a34', tint, 0.1);
      const top = COUNTER_TOP[setting] ?? wood;
      rect(ctx, 0, unit * 2.6, w, h, face);
      // Panels along the face, a shadow under the lip, a kick plate.
      for (let x = unit * 4; x < w; x += unit * 22) rect(ctx, x, unit * 6, unit * 18, h - unit * 10, mix(face, '#000000', 0.08), unit);
      rect(ctx, 0, unit * 2.6, w, unit * 1.2, 'rgba(0,0,0,0.18)');
      rect(ctx, 0, 0, w, unit * 2.8, top);
      rect(ctx, 0, 0, w, unit * 0.7, mix(top, '#ffffff', 0.35));
      return;
    }
    case 'desk': {
      const top = mix('#e9dccb', tint, 0.1);
      // A modesty panel under the top: whoever sits at the desk is hidden below it.
      rect(ctx, 0, unit * 2, w, Math.min(h, unit * 16), mix('#cfd5de', tint, 0.12));
      rect(ctx, 0, unit * 2, w, unit * 3, 'rgba(0,0,0,0.15)');
      for (let x = unit * 8; x < w; x += unit * 60) {
        rect(ctx, x, unit * 2, unit * 2.2, h, '#5b6170');
        rect(ctx, x + unit * 44, unit * 2, unit * 2.2, h, '#5b6170');
      }
      rect(ctx, 0, 0, w, unit * 2.2, top);
      rect(ctx, 0, 0, w, unit * 0.6, mix(top, '#ffffff', 0.5));
      return;
    }
    case 'shelf': {
      rect(ctx, 0, 0, w, unit * 1.8, wood);
      rect(ctx, 0, unit * 1.8, w, unit * 0.8, 'rgba(0,0,0,0.2)');
      for (let x = unit * 10; x < w; x += unit * 40) rect(ctx, x, unit * 1.8, unit * 1.4, unit * 6, woodDark);
      return;
    }
    case 'wall': {
      // A harbour wall: stone courses, a lighter coping on top.
      const stone = mix('#a59c8e', tint, 0.08);
      rect(ctx, 0, 0, w, h, stone);
      const course = unit * 5.5;
      for (let row = 0, y = unit * 3.2; y < h; row++, y += course) {
        const offset = row % 2 ? unit * 9 : 0;
        for (let x = -offset; x < w; x += unit * 18) {
          const shade = ((Math.floor(x / unit) * 7 + row * 13) % 5) / 40;
          rect(ctx, x + unit * 0.4, y + unit * 0.4, unit * 17.2, course - unit * 0.8, mix(stone, row % 3 ? '#ffffff' : '#000000', shade), unit * 0.6);
        }
      }
      rect(ctx, 0, 0, w, unit * 3.4, '#d8d2c6');
      rect(ctx, 0, unit * 3.4, w, unit * 0.8, 'rgba(0,0,0,0.22)');
      return;
    }
    case 'table': {
      const legW = Math.max(unit * 1.4, w * 0.035);
      rect(ctx, w * 0.08, unit * 2, legW, h, woodDark);
      rect(ctx, w * 0.92 - legW, unit * 2, legW, h, woodDark);
      rect(ctx, w * 0.02, unit * 2.2, w * 0.96, unit * 1.6, 'rgba(0,0,0,0.18)');
      rect(ctx, 0, 0, w, unit * 2.6, wood, unit * 0.8);
      rect(ctx, 0, 0, w, unit * 0.7, mix(wood, '#ffffff', 0.35), unit * 0.4);
      return;
    }
    case 'pallet': {
      // Cartons in two courses, taped, on a slatted pallet standing on the floor.
      const deck = Math.max(unit * 2.4, h * 0.12);
      const card = ['#c9a26b', '#b98f58', '#d8b47e'];
      const course = (h - deck) / 2;
      for (let row = 0; row < 2; row++) {
        const n = row ? 2 : 3;
        for (let k = 0; k < n; k++) {
          const bx = (w / n) * k + unit * 0.3;
          const by = row * course;
          rect(ctx, bx, by, w / n - unit * 0.6, course - unit * 0.3, mix(card[(k + row) % 3]!, tint, 0.05), unit * 0.3);
          rect(ctx, bx + (w / n) * 0.45, by, (w / n) * 0.1, course * 0.45, 'rgba(120,90,50,0.45)');
          rect(ctx, bx, by + course - unit * 1.2, w / n - unit * 0.6, unit * 0.9, 'rgba(0,0,0,0.12)');
        }
      }
      rect(ctx, 0, h - deck, w, deck * 0.3, '#b08a5b');
      for (const x of [0, 0.45, 0.9]) rect(ctx, w * x, h - deck * 0.7, w * 0.1, deck * 0.7, '#9a7448');
      return;
    }
    case 'pet-table': {
      // Steel legs braced low, a steel top under a rubber mat in the brand's colour.
      const legW = Math.max(unit * 1.2, w * 0.03);
      for (const x of [w * 0.1, w * 0.9 - legW]) rect(ctx, x, unit * 2, legW, h, '#8a919b');
      rect(ctx, w * 0.1, h * 0.72, w * 0.8, unit * 0.9, '#8a919b');
      rect(ctx, 0, unit * 1.2, w, unit * 1.6, '#b7bec8', unit * 0.4);
      rect(ctx, w * 0.02, 0, w * 0.96, unit * 1.4, mix('#2a9d8f', tint, 0.6), unit * 0.5);
      return;
    }
    case 'bench': {
      // Low and long: three seat slats with gaps, cast-iron ends with feet, a stretcher between them.
      const iron = '#3d4350';
      const slat = Math.max(unit * 1.1, h * 0.09);
      for (const x of [w * 0.06, w * 0.94 - unit * 1.8]) {
        rect(ctx, x, 0, unit * 1.8, h, iron);
        rect(ctx, x - unit * 0.8, h - unit * 1.2, unit * 3.4, unit * 1.2, iron, unit * 0.4);
      }
      rect(ctx, w * 0.06, h * 0.68, w * 0.88, unit * 1, iron);
      for (let k = 0; k < 3; k++) rect(ctx, 0, k * (slat + unit * 0.6), w, slat, k % 2 ? woodDark : wood, unit * 0.4);
      rect(ctx, 0, 0, w, unit * 0.5, mix(wood, '#ffffff', 0.35));
      return;
    }
  }
}
