/**
 * Outdoor settings of the illustrated presenter (./settings.ts): a shopping street, a village
 * lane, a harbour wall, a park path and a beach. Sizes are in the presenter's head units
 * (about 8.5 to a metre) scaled by depth, so a door is a door's height beside the presenter.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import { atDistance, FAR, METRE, type LayerSpec, type SettingPainter, type Stage } from './stage';

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

export function sky(ctx: SKRSContext2D, w: number, s: Stage, top: string, bottom: string): void {
  const g = ctx.createLinearGradient(0, 0, 0, s.horizon);
  g.addColorStop(0, top);
  g.addColorStop(1, bottom);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, Math.max(1, s.horizon + 2));
  // Soft flat clouds, wide rounds on a flat base.
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  const cloudW = s.width * 0.22;
  for (let x = s.random() * cloudW; x < w; x += cloudW * (1.6 + s.random() * 2)) {
    const y = s.horizon * (0.15 + s.random() * 0.4);
    const k = 0.6 + s.random() * 0.6;
    ctx.beginPath();
    for (const [dx, dy, r] of [[0.2, 0, 0.22], [0.45, -0.12, 0.3], [0.75, -0.02, 0.22]] as const) {
      ctx.moveTo(x + dx * cloudW * k + r * cloudW * k, y + dy * cloudW * k);
      ctx.arc(x + dx * cloudW * k, y + dy * cloudW * k, r * cloudW * k, 0, Math.PI * 2);
    }
    ctx.rect(x + 0.2 * cloudW * k, y - 0.02 * cloudW * k, 0.55 * cloudW * k, 0.22 * cloudW * k);
    ctx.fill();
  }
}

/** Ground from `from` metres back down to the frame's bottom. */
function groundBand(ctx: SKRSContext2D, w: number, s: Stage, from: number, colour: string): number {
  const y = atDistance(s, from).base;
  ctx.fillStyle = colour;
  ctx.fillRect(0, y, w, s.height - y);
  return y;
}

/** Rolling hills along the horizon, and fields from there on down (the nearer layers stand on them). */
function hills(ctx: SKRSContext2D, w: number, s: Stage, colour: string, height: number): void {
  ctx.fillStyle = mix(colour, '#ffffff', 0.15);
  ctx.fillRect(0, s.horizon, w, s.height - s.horizon);
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(0, s.horizon + 1);
  const step = s.width * 0.35;
  for (let x = 0; x <= w + step; x += step) ctx.quadraticCurveTo(x - step / 2, s.horizon - height * (0.6 + s.random() * 0.8), x, s.horizon - height * 0.3);
  ctx.lineTo(w, s.horizon + 1);
  ctx.closePath();
  ctx.fill();
}

function windowPane(ctx: SKRSContext2D, x: number, y: number, ww: number, wh: number, frame: string): void {
  ctx.fillStyle = frame;
  ctx.fillRect(x - ww * 0.08, y - ww * 0.08, ww * 1.16, wh + ww * 0.16);
  ctx.fillStyle = '#a9cbe0';
  ctx.fillRect(x, y, ww, wh);
  ctx.fillStyle = 'rgba(255,255,255,0.35)';
  ctx.beginPath();
  ctx.moveTo(x + ww * 0.15, y + wh);
  ctx.lineTo(x + ww * 0.55, y);
  ctx.lineTo(x + ww * 0.8, y);
  ctx.lineTo(x + ww * 0.4, y + wh);
  ctx.fill();
  ctx.fillStyle = frame;
  ctx.fillRect(x + ww * 0.47, y, ww * 0.06, wh);
}

function lampPost(ctx: SKRSContext2D, x: number, base: number, u: number, colour: string): void {
  ctx.fillStyle = colour;
  ctx.fillRect(x - 0.35 * u, base - 42 * u, 0.7 * u, 42 * u);
  ctx.fillRect(x - 0.7 * u, base - 2.5 * u, 1.4 * u, 2.5 * u);
  ctx.beginPath();
  ctx.roundRect(x - 1.6 * u, base - 45 * u, 3.2 * u, 3.5 * u, 1 * u);
  ctx.fill();
  ctx.fillStyle = '#fff3c4';
  ctx.fillRect(x - 1.1 * u, base - 42.6 * u, 2.2 * u, 1.2 * u);
}

function tree(ctx: SKRSContext2D, x: number, base: number, u: number, leaves: string, random: () => number): void {
  ctx.fillStyle = '#6b4a34';
  ctx.fillRect(x - 0.9 * u, base - 22 * u, 1.8 * u, 22 * u);
  const dark = mix(leaves, '#0d2a12', 0.25);
  for (const [colour, dy] of [[dark, 0], [leaves, -2.5]] as const) {
    ctx.fillStyle = colour;
    ctx.beginPath();
    for (const [dx, oy, r] of [[-6, -26, 7], [5, -27, 7.5], [0, -34, 8.5], [-3, -20, 5.5], [4, -20, 5.5]] as const) {
      const rr = r * u * (0.85 + random() * 0.3);
      ctx.moveTo(x + dx * u + rr, base + (oy + dy) * u);
      ctx.arc(x + dx * u, base + (oy + dy) * u, rr, 0, Math.PI * 2);
    }
    ctx.fill();
  }
}

function street(stage: Stage): SettingPainter {
  const walls = ['#b5654a', '#e9dcc3', '#9bb59a', '#a9c3d6', '#d9b26a', '#c9a0a0'];
  const awnings = [stage.palette.accent, '#2f6d8e', '#b83b3b', '#3f7a4a'];
  const layers: LayerSpec[] = [
    { distance: FAR, paint: (ctx, w, s) => sky(ctx, w, s, '#8ec5ec', '#e4f1fa') },
    {
      distance: 150,
      paint: (ctx, w, s) => {
        const { base, unit: u } = atDistance(s, 150);
        for (let x = 0; x < w; ) {
          const bw = (28 + s.random() * 30) * u;
          const bh = (60 + s.random() * 90) * u;
          ctx.fillStyle = mix('#9fb0c4', '#d6e6f2', 0.35 + s.random() * 0.25);
          ctx.fillRect(x, base - bh, bw, bh + 1);
          x += bw + u;
        }
      },
    },
    {
      distance: 4,
      paint: (ctx, w, s) => {
        const { base, unit: u } = atDistance(s, 4);
        groundBand(ctx, w, s, 4, '#d4cfc6');
        for (let x = 0; x < w; ) {
          const fw = (44 + s.random() * 16) * u;
          const fh = (80 + s.random() * 30) * u;
          const wall = pick(s.random, walls);
          ctx.fillStyle = wall;
          ctx.fillRect(x, base - fh, fw, fh);
          ctx.fillStyle = mix(wall, '#000000', 0.12);
          ctx.fillRect(x, base - fh, fw, 2.2 * u);
          ctx.fillRect(x, base - 30 * u, fw, 1.5 * u);
          // Upper floors' windows.
          for (let y = base - fh + 8 * u; y < base - 38 * u; y += 22 * u) {
            for (let wx = x + 6 * u; wx + 9 * u < x + fw - 4 * u; wx += 15 * u) windowPane(ctx, wx, y, 9 * u, 13 * u, '#f4f1ea');
          }
          // The shop: sign band, window, door and a striped awning.
          ctx.fillStyle = mix(wall, '#1d2330', 0.6);
          ctx.fillRect(x + 2 * u, base - 28 * u, fw - 4 * u, 4.5 * u);
          windowPane(ctx, x + 4 * u, base - 19 * u, fw - 20 * u, 15 * u, mix(wall, '#1d2330', 0.5));
          ctx.fillStyle = mix(wall, '#1d2330', 0.55);
          ctx.fillRect(x + fw - 13 * u, base - 19 * u, 9 * u, 19 * u);
          const awning = pick(s.random, awnings);
          for (let k = 0; k < 8; k++) {
            ctx.fillStyle = k % 2 ? '#f7f3ea' : awning;
            ctx.fillRect(x + 3 * u + ((fw - 6 * u) * k) / 8, base - 23.5 * u, (fw - 6 * u) / 8 + 1, 4 * u);
          }
          x += fw;
        }
        // Paving slabs.
        ctx.fillStyle = 'rgba(0,0,0,0.07)';
        for (let x = 0; x < w; x += 9 * u) ctx.fillRect(x, base, Math.max(1, 0.25 * u), s.height - base);
      },
    },
    {
      distance: 1.5,
      paint: (ctx, w, s) => {
        const { base, unit: u } = atDistance(s, 1.5);
        ctx.fillStyle = 'rgba(0,0,0,0.06)';
        ctx.fillRect(0, base, w, Math.max(1, 0.5 * u));
        for (let x = s.random() * 20 * u; x < w; x += (38 + s.random() * 20) * u) {
          if (s.random() < 0.45) tree(ctx, x, base, u, '#5c9a4a', s.random);
          else lampPost(ctx, x, base, u, '#2f3a35');
        }
      },
    },
  ];
  return { layers };
}

function village(stage: Stage): SettingPainter {
  const walls = ['#f3efe6', '#e8dfcf', '#f2d7c4', '#d7e6ef', '#f1e3b5'];
  const roofs = ['#5d6472', '#b8583f', '#6b5b4f'];
  const doors = [stage.palette.accent, '#2f6d8e', '#8e2f3c', '#3f7a4a', '#d9a21b'];
  const layers: LayerSpec[] = [
    { distance: FAR, paint: (ctx, w, s) => sky(ctx, w, s, '#8cc7ee', '#eaf5fb') },
    { distance: 400, paint: (ctx, w, s) => hills(ctx, w, s, '#8fb58a', atDistance(s, 400).unit * 40 * METRE) },
    {
      distance: 5,
      paint: (ctx, w, s) => {
        const { base, unit: u } = atDistance(s, 5);
        groundBand(ctx, w, s, 5, '#bfb4a3');
        for (let x = -10 * u; x < w; ) {
          const cw = (40 + s.random() * 18) * u;
          const wh = (36 + s.random() * 10) * u;
          const wall = pick(s.random, walls);
          const roof = pick(s.random, roofs);
          ctx.fillStyle = wall;
          ctx.fillRect(x, base - wh, cw, wh);
          ctx.fillStyle = roof;
          ctx.beginPath();
          ctx.moveTo(x - 3 * u, base - wh);
          ctx.lineTo(x + cw * 0.5, base - wh - 24 * u);
          ctx.lineTo(x + cw + 3 * u, base - wh);
          ctx.closePath();
          ctx.fill();
          ctx.fillRect(x + cw * 0.7, base - wh - 26 * u, 5 * u, 14 * u);
          ctx.fillStyle = mix(wall, '#000000', 0.08);
          ctx.fillRect(x, base - wh, cw, 1.5 * u);
          const doorX = x + cw * (0.2 + s.random() * 0.5);
          ctx.fillStyle = pick(s.random, doors);
          ctx.beginPath();
          ctx.roundRect(doorX, base - 17 * u, 8 * u, 17 * u, [3 * u, 3 * u, 0, 0]);
          ctx.fill();
          for (const wx of [x + 5 * u, x + cw - 15 * u]) {
            if (Math.abs(wx - doorX) < 11 * u) continue;
            windowPane(ctx, wx, base - 24 * u, 10 * u, 11 * u, '#ffffff');
            // A flower box under the window.
            ctx.fillStyle = '#7a4f32';
            ctx.fillRect(wx - u, base - 12 * u, 12 * u, 2.2 * u);
            ctx.fillStyle = pick(s.random, ['#e0435a', '#f2a541', '#c04bd0']);
            for (let k = 0; k < 5; k++) {
              ctx.beginPath();
              ctx.arc(wx + k * 2.5 * u, base - 12.6 * u, 1.3 * u, 0, Math.PI * 2);
              ctx.fill();
            }
          }
          x += cw + (4 + s.random() * 10) * u;
        }
        // Cobbles.
        ctx.fillStyle = 'rgba(80,64,48,0.13)';
        for (let y = base + 2 * u; y < s.height; y += 5 * u) {
          for (let x = ((y / (5 * u)) % 2) * 3 * u; x < w; x += 6 * u) {
            ctx.beginPath();
            ctx.ellipse(x, y, 2.4 * u * (1 + (y - base) / (s.ground - base + 1)), 1.2 * u, 0, 0, Math.PI * 2);
            ctx.fill();
          }
        }
      },
    },
    {
      distance: 2.5,
      paint: (ctx, w, s) => {
        const { base, unit: u } = atDistance(s, 2.5);
        for (let x = s.random() * 30 * u; x < w; x += (45 + s.random() * 30) * u) {
          if (s.random() < 0.5) lampPost(ctx, x, base, u, '#1f2a2a');
          else {
            // A flower pot by a doorstep.
            ctx.fillStyle = '#b0623d';
            ctx.beginPath();
            ctx.moveTo(x - 2 * u, base - 4 * u);
            ctx.lineTo(x + 2 * u, base - 4 * u);
            ctx.lineTo(x + 1.5 * u, base);
            ctx.lineTo(x - 1.5 * u, base);
            ctx.fill();
            ctx.fillStyle = '#4f8a3c';
            ctx.beginPath();
            ctx.ellipse(x, base - 5 * u, 2.6 * u, 2 * u, 0, 0, Math.PI * 2);
            ctx.fill();
            ctx.fillStyle = pick(s.random, ['#e0435a', '#f2a541', '#c04bd0']);
            for (const [dx, dy] of [[-1, -5.6], [0.8, -6], [0.2, -4.6]] as const) {
              ctx.beginPath();
              ctx.arc(x + dx * u, base + dy * u, 0.7 * u, 0, Math.PI * 2);
              ctx.fill();
            }
          }
        }
      },
    },
  ];
  return { layers };
}

function boat(ctx: SKRSContext2D, x: number, waterline: number, u: number, hull: string, random: () => number): void {
  const len = (30 + random() * 14) * u;
  ctx.fillStyle = hull;
  ctx.beginPath();
  ctx.moveTo(x, waterline - 5 * u);
  ctx.lineTo(x + len, waterline - 6.5 * u);
  ctx.lineTo(x + len * 0.88, waterline + 2 * u);
  ctx.lineTo(x + len * 0.08, waterline + 2 * u);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#f4f1ea';
  ctx.fillRect(x + len * 0.05, waterline - 5.6 * u, len * 0.9, 1.1 * u);
  ctx.fillStyle = '#f4f1ea';
  ctx.fillRect(x + len * 0.35, waterline - 13 * u, len * 0.3, 7.5 * u);
  ctx.fillStyle = '#a9cbe0';
  ctx.fillRect(x + len * 0.38, waterline - 11.5 * u, len * 0.1, 3 * u);
  ctx.fillRect(x + len * 0.51, waterline - 11.5 * u, len * 0.1, 3 * u);
  ctx.fillStyle = '#3a3a3a';
  ctx.fillRect(x + len * 0.7, waterline - 30 * u, 0.7 * u, 25 * u);
  // Its reflection.
  ctx.fillStyle = mix(hull, '#2f7fa8', 0.6);
  ctx.globalAlpha = 0.5;
  ctx.fillRect(x + len * 0.1, waterline + 2 * u, len * 0.78, 3 * u);
  ctx.globalAlpha = 1;
}

/** Light on water: short strokes that drift sideways with the water and sparkle in turn. */
function shimmer(ctx: SKRSContext2D, stage: Stage, from: number, to: number, t: number, shiftX: number): void {
  ctx.fillStyle = 'rgba(255,255,255,0.55)';
  const rows = 9;
  for (let i = 0; i < rows; i++) {
    const y = from + ((to - from) * (i + 0.5)) / rows;
    const len = stage.width * (0.02 + 0.03 * (i / rows));
    for (let k = 0; k < 6; k++) {
      const on = Math.sin(t * 2.2 + i * 1.7 + k * 2.3);
      if (on < 0.2) continue;
      const x = (((k * 0.37 + i * 0.13) * stage.width - shiftX + t * 8) % stage.width + stage.width) % stage.width;
      ctx.fillRect(Math.round(x), Math.round(y), Math.round(len * on), Math.max(1, Math.round(stage.height * 0.002)));
    }
  }
}

function harbour(stage: Stage): SettingPainter {
  const hulls = ['#c8323c', '#2f6db5', '#f2c230', '#2e8b57', stage.palette.accent];
  const quay = 1;
  const layers: LayerSpec[] = [
    { distance: FAR, paint: (ctx, w, s) => sky(ctx, w, s, '#86c1ea', '#e8f4fb') },
    {
      distance: 800,
      paint: (ctx, w, s) => {
        const u = atDistance(s, 800).unit * METRE;
        const g = ctx.createLinearGradient(0, s.horizon, 0, s.height);
        g.addColorStop(0, '#8cc3dc');
        g.addColorStop(1, '#2f7fa8');
        ctx.fillStyle = g;
        ctx.fillRect(0, s.horizon, w, s.height - s.horizon);
        // Hills across the bay.
        ctx.fillStyle = '#8fae8a';
        ctx.beginPath();
        ctx.moveTo(0, s.horizon + 1);
        ctx.quadraticCurveTo(w * 0.2, s.horizon - 90 * u, w * 0.45, s.horizon - 40 * u);
        ctx.quadraticCurveTo(w * 0.6, s.horizon - 20 * u, w * 0.7, s.horizon + 1);
        ctx.fill();
      },
    },
    {
      distance: 70,
      paint: (ctx, w, s) => {
        // The breakwater running out into the bay, a lighthouse at its end.
        const { base, unit: u } = atDistance(s, 70);
        const m = u * METRE;
        ctx.fillStyle = '#b9ad98';
        ctx.fillRect(0, base - 2.2 * m, w * 0.7, 2.4 * m);
        ctx.fillStyle = '#d3c8b2';
        ctx.fillRect(0, base - 2.35 * m, w * 0.7, 0.25 * m);
        const lx = w * 0.7 - 2 * m;
        ctx.fillStyle = '#f4f1ea';
        ctx.beginPath();
        ctx.moveTo(lx - 1.1 * m, base - 2.3 * m);
        ctx.lineTo(lx - 0.7 * m, base - 11 * m);
        ctx.lineTo(lx + 0.7 * m, base - 11 * m);
        ctx.lineTo(lx + 1.1 * m, base - 2.3 * m);
        ctx.fill();
        ctx.fillStyle = '#c8323c';
        ctx.fillRect(lx - 0.95 * m, base - 6 * m, 1.9 * m, 1.6 * m);
        ctx.fillRect(lx - 0.9 * m, base - 12.6 * m, 1.8 * m, 1.6 * m);
        ctx.fillStyle = '#fff3c4';
        ctx.fillRect(lx - 0.5 * m, base - 12.3 * m, 1 * m, 0.9 * m);
      },
    },
    {
      distance: 20,
      paint: (ctx, w, s) => {
        const { base, unit: u } = atDistance(s, 20);
        for (let x = s.random() * 20 * u; x < w; x += (48 + s.random() * 40) * u) boat(ctx, x, base, u, pick(s.random, hulls), s.random);
      },
    },
    {
      distance: quay,
      paint: (ctx, w, s) => {
        // The harbour wall's edge: a low parapet of dressed stone with its coping, bollards, the quay's flagstones.
        const { base, unit: u } = atDistance(s, quay);
        const m = u * METRE;
        const top = base - 0.75 * m;
        ctx.fillStyle = '#b9ad98';
        ctx.fillRect(0, top, w, s.height - top);
        ctx.fillStyle = '#d3c8b2';
        ctx.fillRect(0, top - 0.08 * m, w, 0.16 * m);
        ctx.fillStyle = 'rgba(70,55,40,0.18)';
        const row = 0.3 * m;
        for (let y = top + 0.1 * m, k = 0; y < base; y += row, k++) {
          ctx.fillRect(0, y, w, Math.max(1, 0.025 * m));
          for (let x = (k % 2) * 0.45 * m; x < w; x += 0.9 * m) ctx.fillRect(x, y, Math.max(1, 0.025 * m), row);
        }
        ctx.fillStyle = '#a79f92';
        ctx.fillRect(0, base, w, s.height - base);
        ctx.fillStyle = 'rgba(0,0,0,0.08)';
        for (let x = 0; x < w; x += 1.3 * m) ctx.fillRect(x, base, Math.max(1, 0.03 * m), s.height - base);
        // Mooring bollards on the coping: a squat post with a wider cap.
        for (let x = s.random() * 3 * m; x < w; x += (6 + s.random() * 5) * m) {
          ctx.fillStyle = '#2b2f36';
          ctx.fillRect(x - 0.11 * m, top - 0.36 * m, 0.22 * m, 0.36 * m);
          ctx.beginPath();
          ctx.roundRect(x - 0.17 * m, top - 0.44 * m, 0.34 * m, 0.12 * m, 0.05 * m);
          ctx.fill();
        }
      },
    },
  ];
  return {
    layers,
    animate: (ctx, s, t, shift) => shimmer(ctx, s, s.horizon + 2, Math.min(s.height, atDistance(s, quay).base - 0.75 * atDistance(s, quay).unit * METRE), t, shift(20)),
  };
}

function park(): SettingPainter {
  const layers: LayerSpec[] = [
    { distance: FAR, paint: (ctx, w, s) => sky(ctx, w, s, '#8cc8ef', '#eef7fb') },
    {
      distance: 120,
      paint: (ctx, w, s) => {
        const { base, unit: u } = atDistance(s, 120);
        groundBand(ctx, w, s, FAR, '#9cc47a');
        ctx.fillStyle = '#6f9f5c';
        ctx.beginPath();
        for (let x = 0; x < w; x += 9 * u) {
          const r = (7 + s.random() * 6) * u;
          ctx.moveTo(x + r, base - r * 0.6);
          ctx.arc(x, base - r * 0.6, r, 0, Math.PI * 2);
        }
        ctx.rect(0, base - 4 * u, w, 4 * u + 1);
        ctx.fill();
      },
    },
    {
      distance: 15,
      paint: (ctx, w, s) => {
        const { base, unit: u } = atDistance(s, 15);
        for (let x = s.random() * 30 * u; x < w; x += (30 + s.random() * 35) * u) tree(ctx, x, base, u * 1.4, pick(s.random, ['#5c9a4a', '#6aa84f', '#4f8a3c']), s.random);
        // The path the presenter is on.
        ctx.fillStyle = '#dcc9a3';
        const path = atDistance(s, 4).base;
        ctx.fillRect(0, path, w, s.height - path);
        ctx.fillStyle = '#8fbb6e';
        ctx.fillRect(0, base, w, path - base);
      },
    },
    {
      distance: 2.5,
      paint: (ctx, w, s) => {
        const { base, unit: u } = atDistance(s, 2.5);
        for (let x = s.random() * 20 * u; x < w; x += (40 + s.random() * 40) * u) {
          if (s.random() < 0.35) lampPost(ctx, x, base, u, '#2c3a2c');
          else {
            ctx.fillStyle = pick(s.random, ['#4f8a3c', '#5c9a4a']);
            ctx.beginPath();
            for (const [dx, r] of [[-4, 4], [0, 5.5], [4.5, 4]] as const) {
              ctx.moveTo(x + dx * u + r * u, base - r * u * 0.8);
              ctx.arc(x + dx * u, base - r * u * 0.8, r * u, 0, Math.PI * 2);
            }
            ctx.fill();
          }
        }
      },
    },
  ];
  return { layers };
}

function beach(stage: Stage): SettingPainter {
  const stripes = [stage.palette.accent, '#e8674f', '#2f9fb5', '#f2c230', '#6fbf73'];
  const layers: LayerSpec[] = [
    { distance: FAR, paint: (ctx, w, s) => sky(ctx, w, s, '#74bbef', '#e9f6fd') },
    {
      distance: 1000,
      paint: (ctx, w, s) => {
        const sand = atDistance(s, 25).base;
        const g = ctx.createLinearGradient(0, s.horizon, 0, sand);
        g.addColorStop(0, '#5fb0d3');
        g.addColorStop(1, '#3d98c2');
        ctx.fillStyle = g;
        ctx.fillRect(0, s.horizon, w, sand - s.horizon + 2);
        ctx.fillStyle = '#9fbf9a';
        ctx.beginPath();
        ctx.moveTo(w * 0.6, s.horizon + 1);
        ctx.quadraticCurveTo(w * 0.75, s.horizon - atDistance(s, 1000).unit * METRE * 60, w * 0.95, s.horizon + 1);
        ctx.fill();
      },
    },
    {
      distance: 25,
      paint: (ctx, w, s) => {
        const { base, unit: u } = atDistance(s, 25);
        ctx.fillStyle = '#f3e4bd';
        ctx.fillRect(0, base, w, s.height - base);
        ctx.fillStyle = 'rgba(255,255,255,0.8)';
        ctx.fillRect(0, base - 1.2 * u, w, 1.6 * u);
      },
    },
    {
      distance: 10,
      paint: (ctx, w, s) => {
        const { base, unit: u } = atDistance(s, 10);
        ctx.fillStyle = '#ecd9ab';
        ctx.fillRect(0, base, w, s.height - base);
        // Beach huts and umbrellas along the sand.
        for (let x = s.random() * 20 * u; x < w; ) {
          if (s.random() < 0.6) {
            const hw = 14 * u;
            const colour = pick(s.random, stripes);
            for (let k = 0; k < 5; k++) {
              ctx.fillStyle = k % 2 ? '#f7f3ea' : colour;
              ctx.fillRect(x + (hw * k) / 5, base - 20 * u, hw / 5 + 1, 20 * u);
            }
            ctx.fillStyle = mix(colour, '#000000', 0.25);
            ctx.beginPath();
            ctx.moveTo(x - 1.5 * u, base - 20 * u);
            ctx.lineTo(x + hw / 2, base - 27 * u);
            ctx.lineTo(x + hw + 1.5 * u, base - 20 * u);
            ctx.fill();
            ctx.fillRect(x + hw * 0.35, base - 13 * u, hw * 0.3, 13 * u);
            x += hw + (3 + s.random() * 4) * u;
          } else {
            ctx.fillStyle = '#f7f3ea';
            ctx.fillRect(x - 0.3 * u, base - 20 * u, 0.6 * u, 20 * u);
            ctx.fillStyle = pick(s.random, stripes);
            ctx.beginPath();
            ctx.moveTo(x - 11 * u, base - 18 * u);
            ctx.quadraticCurveTo(x, base - 28 * u, x + 11 * u, base - 18 * u);
            ctx.closePath();
            ctx.fill();
            x += (20 + s.random() * 15) * u;
          }
        }
      },
    },
  ];
  return {
    layers,
    animate: (ctx, s, t, shift) => {
      shimmer(ctx, s, s.horizon + 2, atDistance(s, 27).base, t, shift(60));
      // The wash rolling in and out at the water's edge.
      const edge = atDistance(s, 25).base;
      ctx.fillStyle = 'rgba(255,255,255,0.65)';
      ctx.fillRect(0, Math.round(edge + Math.sin(t * 1.3) * atDistance(s, 25).unit * 1.2), s.width, Math.max(2, Math.round(atDistance(s, 25).unit * 0.8)));
    },
  };
}

export const OUTDOOR_PAINTERS = { street, village, harbour, park, beach } as const;
