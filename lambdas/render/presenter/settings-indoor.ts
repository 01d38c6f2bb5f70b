/**
 * Indoor settings of the illustrated presenter (./settings.ts): the studio (the presenter's own
 * backdrop colour, softly lit), an office, an office corridor and a cafe. Sizes in head units
 * scaled by depth, as outdoors.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import { atDistance, METRE, type LayerSpec, type SettingPainter, type Stage } from './stage';
import { sky } from './settings-outdoor';

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function studio(): SettingPainter {
  const layers: LayerSpec[] = [
    {
      distance: 3,
      paint: (ctx, w, s) => {
        // A seamless backdrop lit from behind the presenter, darker at the edges and the floor.
        const g = ctx.createRadialGradient(s.width * 0.5, s.height * 0.38, 0, s.width * 0.5, s.height * 0.45, Math.max(s.width, s.height) * 0.75);
        g.addColorStop(0, mix(s.backdrop, '#ffffff', 0.45));
        g.addColorStop(0.55, s.backdrop);
        g.addColorStop(1, mix(s.backdrop, '#000000', 0.16));
        ctx.fillStyle = g;
        ctx.fillRect(0, 0, w, s.height);
        // Two large soft shapes in the video's accent colour: the set's design.
        ctx.fillStyle = mix(s.palette.accent, s.backdrop, 0.55);
        ctx.globalAlpha = 0.35;
        ctx.beginPath();
        ctx.arc(s.width * 0.88, s.height * 0.2, Math.min(s.width, s.height) * 0.32, 0, Math.PI * 2);
        ctx.fill();
        ctx.beginPath();
        ctx.arc(s.width * 0.08, s.height * 0.72, Math.min(s.width, s.height) * 0.22, 0, Math.PI * 2);
        ctx.fill();
        ctx.globalAlpha = 1;
        const floor = atDistance(s, 1.5).base;
        const f = ctx.createLinearGradient(0, floor, 0, s.height);
        f.addColorStop(0, 'rgba(0,0,0,0)');
        f.addColorStop(1, 'rgba(0,0,0,0.12)');
        ctx.fillStyle = f;
        ctx.fillRect(0, floor, w, s.height - floor);
      },
    },
  ];
  return { layers };
}

function plant(ctx: SKRSContext2D, x: number, base: number, u: number, pot: string): void {
  ctx.fillStyle = pot;
  ctx.beginPath();
  ctx.moveTo(x - 3.5 * u, base - 8 * u);
  ctx.lineTo(x + 3.5 * u, base - 8 * u);
  ctx.lineTo(x + 2.6 * u, base);
  ctx.lineTo(x - 2.6 * u, base);
  ctx.fill();
  for (const [colour, leaves] of [['#3f7a3c', [[-0.5, 1], [0.3, 1.1], [-1.1, 0.9], [0.9, 0.85]]], ['#5c9a4a', [[-0.2, 1], [0.6, 0.9], [-0.8, 0.8]]]] as const) {
    ctx.fillStyle = colour;
    for (const [a, len] of leaves) {
      ctx.save();
      ctx.translate(x, base - 8 * u);
      ctx.rotate(a * 0.8);
      ctx.beginPath();
      ctx.ellipse(0, -9 * u * len, 2.2 * u, 9 * u * len, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
    }
  }
}

/** Where a room's back wall `metres` behind the presenter meets the floor, and pixels per metre there. */
function wallAt(s: Stage, metres: number): { base: number; m: number } {
  const { base, unit } = atDistance(s, metres);
  return { base, m: unit * METRE };
}

function office(stage: Stage): SettingPainter {
  const wall = mix('#eef1f4', stage.palette.background, 0.08);
  const bay = 2.6;
  const layers: LayerSpec[] = [
    {
      distance: 200,
      paint: (ctx, w, s) => {
        // The city through the windows.
        const horizon = s.horizon;
        sky(ctx, w, s, '#9ccbef', '#e3f0f8');
        const m = atDistance(s, 200).unit * METRE;
        for (let x = 0; x < w; ) {
          const bw = (10 + s.random() * 14) * m;
          const bh = (25 + s.random() * 45) * m;
          ctx.fillStyle = mix('#9fb0c4', '#dbe8f2', 0.3 + s.random() * 0.3);
          ctx.fillRect(x, horizon - bh, bw, bh + s.height);
          ctx.fillStyle = 'rgba(255,255,255,0.35)';
          for (let y = horizon - bh + m; y < horizon; y += 1.6 * m) ctx.fillRect(x + m * 0.6, y, bw - 1.2 * m, 0.5 * m);
          x += bw + m;
        }
      },
    },
    {
      distance: 3,
      paint: (ctx, w, s) => {
        const { base, m } = wallAt(s, 3);
        // Wall with tall windows; mullions; a floor.
        ctx.fillStyle = wall;
        ctx.fillRect(0, 0, w, base);
        for (let x = 0.3 * m; x < w; x += bay * m) ctx.clearRect(x, base - 2.7 * m, (bay - 0.4) * m, 1.8 * m);
        ctx.fillStyle = mix(wall, '#4a5566', 0.55);
        for (let x = 0.3 * m; x < w; x += bay * m) {
          ctx.fillRect(x + ((bay - 0.4) / 2 - 0.03) * m, base - 2.7 * m, 0.06 * m, 1.8 * m);
          ctx.fillRect(x, base - 0.95 * m, (bay - 0.4) * m, 0.07 * m);
        }
        ctx.fillStyle = mix('#c9ced6', stage.palette.background, 0.1);
        ctx.fillRect(0, base, w, s.height - base);
        ctx.fillStyle = 'rgba(0,0,0,0.06)';
        ctx.fillRect(0, base, w, 0.05 * m);
        // Desks with screens, and plants between them.
        for (let x = 0.6 * m; x < w; x += bay * m * (1 + Math.floor(s.random() * 2))) {
          ctx.fillStyle = '#e8e2d6';
          ctx.fillRect(x, base - 0.76 * m, 1.6 * m, 0.05 * m);
          ctx.fillStyle = '#9aa3ae';
          ctx.fillRect(x + 0.1 * m, base - 0.71 * m, 0.05 * m, 0.71 * m);
          ctx.fillRect(x + 1.45 * m, base - 0.71 * m, 0.05 * m, 0.71 * m);
          ctx.fillStyle = '#2b2f36';
          ctx.beginPath();
          ctx.roundRect(x + 0.5 * m, base - 1.25 * m, 0.6 * m, 0.38 * m, 0.03 * m);
          ctx.fill();
          ctx.fillRect(x + 0.77 * m, base - 0.88 * m, 0.06 * m, 0.12 * m);
          ctx.fillStyle = mix(stage.palette.accent, '#ffffff', 0.45);
          ctx.fillRect(x + 0.53 * m, base - 1.22 * m, 0.54 * m, 0.32 * m);
          plant(ctx, x + 2.05 * m, base, (m / METRE) * 0.6, pick(s.random, ['#f4f1ea', '#c96b4b', '#2f3a45']));
        }
      },
    },
  ];
  return { layers };
}

function corridor(stage: Stage): SettingPainter {
  const wall = mix('#ece8e1', stage.palette.background, 0.06);
  const doors = ['#b98a5e', '#a7774d'];
  const layers: LayerSpec[] = [
    {
      distance: 2,
      paint: (ctx, w, s) => {
        const { base, m } = wallAt(s, 2);
        ctx.fillStyle = wall;
        ctx.fillRect(0, 0, w, base);
        // Ceiling with light panels.
        const ceiling = base - 2.7 * m;
        ctx.fillStyle = mix(wall, '#ffffff', 0.5);
        ctx.fillRect(0, 0, w, Math.max(0, ceiling));
        ctx.fillStyle = '#fffbe8';
        for (let x = 0.5 * m; x < w; x += 3.5 * m) ctx.fillRect(x, ceiling - 0.35 * m, 1.8 * m, 0.15 * m);
        // Doors in their frames, glass panels into the offices, framed prints.
        for (let x = 0.6 * m; x < w; ) {
          const kind = s.random();
          if (kind < 0.45) {
            ctx.fillStyle = mix(wall, '#000000', 0.18);
            ctx.fillRect(x - 0.08 * m, base - 2.18 * m, 1.11 * m, 2.18 * m);
            ctx.fillStyle = pick(s.random, doors);
            ctx.fillRect(x, base - 2.1 * m, 0.95 * m, 2.1 * m);
            ctx.fillStyle = '#d9d4cc';
            ctx.fillRect(x + 0.75 * m, base - 1.08 * m, 0.15 * m, 0.05 * m);
            x += 2.4 * m;
          } else if (kind < 0.75) {
            ctx.fillStyle = mix('#cfe0ea', wall, 0.3);
            ctx.fillRect(x, base - 2.1 * m, 3 * m, 1.2 * m);
            ctx.fillStyle = 'rgba(255,255,255,0.45)';
            ctx.beginPath();
            ctx.moveTo(x + 0.4 * m, base - 0.9 * m);
            ctx.lineTo(x + 1.1 * m, base - 2.1 * m);
            ctx.lineTo(x + 1.5 * m, base - 2.1 * m);
            ctx.lineTo(x + 0.8 * m, base - 0.9 * m);
            ctx.fill();
            ctx.fillStyle = mix(wall, '#3a4250', 0.5);
            ctx.fillRect(x, base - 2.1 * m, 3 * m, 0.06 * m);
            ctx.fillRect(x, base - 0.96 * m, 3 * m, 0.06 * m);
            ctx.fillRect(x + 1.47 * m, base - 2.1 * m, 0.06 * m, 1.2 * m);
            x += 3.8 * m;
          } else {
            ctx.fillStyle = '#2b2f36';
            ctx.fillRect(x, base - 1.75 * m, 0.8 * m, 0.6 * m);
            ctx.fillStyle = pick(s.random, [stage.palette.accent, '#e8674f', '#2f9fb5', '#f2c230']);
            ctx.fillRect(x + 0.05 * m, base - 1.7 * m, 0.7 * m, 0.5 * m);
            ctx.fillStyle = 'rgba(255,255,255,0.5)';
            ctx.beginPath();
            ctx.arc(x + 0.3 * m, base - 1.45 * m, 0.15 * m, 0, Math.PI * 2);
            ctx.fill();
            x += 2.2 * m;
          }
        }
        // Skirting and the polished floor.
        ctx.fillStyle = mix(wall, '#000000', 0.15);
        ctx.fillRect(0, base - 0.1 * m, w, 0.1 * m);
        ctx.fillStyle = mix('#c8bfb2', stage.palette.background, 0.05);
        ctx.fillRect(0, base, w, s.height - base);
        ctx.fillStyle = 'rgba(255,255,255,0.18)';
        for (let x = 0.5 * m; x < w; x += 3.5 * m) ctx.fillRect(x, base + 0.15 * m, 1.8 * m, 0.08 * m);
      },
    },
  ];
  return { layers };
}

function cafe(stage: Stage): SettingPainter {
  const wall = '#efe2cf';
  const bay = 6;
  const layers: LayerSpec[] = [
    {
      distance: 2.5,
      paint: (ctx, w, s) => {
        const { base, m } = wallAt(s, 2.5);
        ctx.fillStyle = wall;
        ctx.fillRect(0, 0, w, base);
        // Exposed brick on every other stretch of wall.
        for (let bx = 3 * m; bx < w; bx += 2 * bay * m) {
          ctx.fillStyle = '#c47a5a';
          ctx.fillRect(bx, 0, bay * m, base);
          ctx.fillStyle = 'rgba(255,240,225,0.3)';
          const course = 0.075 * m;
          for (let y = base, k = 0; y > 0; y -= course, k++) {
            ctx.fillRect(bx, y, bay * m, Math.max(1, 0.012 * m));
            for (let x = bx + (k % 2) * 0.12 * m; x < bx + bay * m; x += 0.24 * m) ctx.fillRect(x, y - course, Math.max(1, 0.012 * m), course);
          }
        }
        // Shelves of cups and jars, a chalk menu, hanging lamps.
        for (let x = 0.5 * m; x < w; x += bay * m) {
          for (const shelf of [1.55, 1.95]) {
            const y = base - shelf * m;
            ctx.fillStyle = '#8a5a3c';
            ctx.fillRect(x, y, 1.2 * m, 0.04 * m);
            for (let k = 0; k < 7; k++) {
              ctx.fillStyle = pick(s.random, ['#f4f1ea', '#2f6d8e', stage.palette.accent, '#d9b26a']);
              ctx.beginPath();
              ctx.roundRect(x + 0.05 * m + k * 0.165 * m, y - 0.13 * m, 0.11 * m, 0.13 * m, 0.02 * m);
              ctx.fill();
            }
          }
          ctx.fillStyle = '#2d3230';
          ctx.fillRect(x + 1.6 * m, base - 2.25 * m, 1.0 * m, 0.7 * m);
          ctx.fillStyle = 'rgba(255,255,255,0.7)';
          for (let k = 0; k < 5; k++) ctx.fillRect(x + 1.72 * m, base - 2.12 * m + k * 0.11 * m, (0.45 + ((k * 7) % 4) * 0.08) * m, 0.025 * m);
          for (const lx of [x + 3.6 * m, x + 4.8 * m]) {
            ctx.fillStyle = '#3a3a3a';
            ctx.fillRect(lx - 0.01 * m, 0, 0.02 * m, base - 2.45 * m);
            ctx.fillStyle = '#2f3a35';
            ctx.beginPath();
            ctx.arc(lx, base - 2.3 * m, 0.18 * m, Math.PI, 0);
            ctx.fill();
            ctx.fillStyle = '#ffd98a';
            ctx.fillRect(lx - 0.1 * m, base - 2.3 * m, 0.2 * m, 0.04 * m);
          }
        }
        // The counter with an espresso machine.
        ctx.fillStyle = '#7a4f32';
        ctx.fillRect(0, base - 1.05 * m, w, 1.05 * m);
        ctx.fillStyle = '#5e3c26';
        ctx.fillRect(0, base - 1.1 * m, w, 0.07 * m);
        for (let x = 2.2 * m; x < w; x += bay * m) {
          ctx.fillStyle = '#c9ccd1';
          ctx.beginPath();
          ctx.roundRect(x, base - 1.55 * m, 0.7 * m, 0.45 * m, 0.05 * m);
          ctx.fill();
          ctx.fillStyle = '#2b2f36';
          ctx.fillRect(x + 0.1 * m, base - 1.25 * m, 0.5 * m, 0.06 * m);
          plant(ctx, x + 1.6 * m, base - 1.1 * m, (m / METRE) * 0.25, '#f4f1ea');
        }
        ctx.fillStyle = '#a0724f';
        ctx.fillRect(0, base, w, s.height - base);
        ctx.fillStyle = 'rgba(0,0,0,0.08)';
        for (let x = 0; x < w; x += 0.2 * m) ctx.fillRect(x, base, Math.max(1, 0.015 * m), s.height - base);
      },
    },
  ];
  return { layers };
}

export const INDOOR_PAINTERS = { studio, office, corridor, cafe } as const;
