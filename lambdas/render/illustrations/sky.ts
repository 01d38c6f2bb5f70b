/** The sky and light of each time of day: gradient, sun or moon, and the tint laid over a place. */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { TimeOfDay } from '../compose/scene-graph';

/** Top and horizon colours. */
export const SKY: Record<TimeOfDay, [string, string]> = {
  dawn: ['#7b9fd6', '#f8c9a8'],
  day: ['#4f9fe0', '#cde7f7'],
  sunset: ['#f47a58', '#ffd69b'],
  night: ['#0b1026', '#2b3a67'],
};

/** Light laid over everything drawn in a place at that time (none by day). */
export const TINT: Record<TimeOfDay, string | null> = {
  dawn: 'rgba(255,175,150,0.12)',
  day: null,
  sunset: 'rgba(255,130,60,0.16)',
  night: 'rgba(12,20,64,0.42)',
};

/** The same, weaker, over the subjects in front: they stand nearer the light. */
export const SUBJECT_TINT: Record<TimeOfDay, string | null> = {
  dawn: 'rgba(255,175,150,0.06)',
  day: null,
  sunset: 'rgba(255,130,60,0.08)',
  night: 'rgba(12,20,64,0.2)',
};

/** Where the sun or moon stands: fractions of the frame (x, y). */
export const SUN_AT: Record<TimeOfDay, [number, number]> = { dawn: [0.24, 0.5], day: [0.74, 0.16], sunset: [0.7, 0.52], night: [0.76, 0.14] };

export function paintSky(w: number, h: number, time: TimeOfDay, random: () => number): Canvas {
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d');
  const [top, horizon] = SKY[time];
  const g = ctx.createLinearGradient(0, 0, 0, h);
  g.addColorStop(0, top);
  g.addColorStop(1, horizon);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  if (time === 'night') {
    ctx.fillStyle = '#ffffff';
    for (let i = 0; i < 180; i++) {
      ctx.globalAlpha = 0.25 + random() * 0.75;
      const s = random() > 0.9 ? 3 : 2;
      ctx.fillRect(random() * w, random() * h * 0.7, s, s);
    }
    ctx.globalAlpha = 1;
  }
  return c;
}

/** The sun or the moon with a soft halo, r its radius. */
export function sunSprite(r: number, time: TimeOfDay): Canvas {
  const d = Math.ceil(r * 5);
  const c = createCanvas(d, d);
  const ctx = c.getContext('2d');
  const core = time === 'night' ? '#f4f1de' : time === 'day' ? '#fff7d6' : '#fff1c1';
  const halo = ctx.createRadialGradient(d / 2, d / 2, r, d / 2, d / 2, d / 2);
  halo.addColorStop(0, `${core}77`);
  halo.addColorStop(1, `${core}00`);
  ctx.fillStyle = halo;
  ctx.fillRect(0, 0, d, d);
  ctx.fillStyle = core;
  ctx.beginPath();
  ctx.arc(d / 2, d / 2, r, 0, Math.PI * 2);
  ctx.fill();
  return c;
}

/** A puffy cloud (overlapping rounds, softened), drawn once and scaled for each cloud. */
export function cloudSprite(width: number, time: TimeOfDay): Canvas {
  const u = width / 4;
  const c = createCanvas(Math.ceil(width + u), Math.ceil(u * 2.2));
  const ctx = c.getContext('2d');
  ctx.filter = `blur(${Math.max(1, Math.round(u * 0.08))}px)`;
  ctx.fillStyle = time === 'sunset' ? 'rgba(255,225,205,0.85)' : time === 'dawn' ? 'rgba(255,236,230,0.85)' : 'rgba(255,255,255,0.85)';
  ctx.beginPath();
  for (const [x, y, r] of [[1, 1.45, 0.65], [1.8, 1.05, 0.9], [2.8, 1.25, 0.75], [3.6, 1.5, 0.55]] as const) {
    ctx.moveTo(x * u + r * u, y * u);
    ctx.arc(x * u, y * u, r * u, 0, Math.PI * 2);
  }
  ctx.roundRect(u * 0.5, u * 1.35, u * 3.6, u * 0.7, u * 0.35);
  ctx.fill();
  return c;
}
