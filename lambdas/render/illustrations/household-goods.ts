/**
 * Everyday goods adverts name that the illustration set lacks: a toothbrush standing on its foot, its
 * bristles out from its head; an electric toothbrush on its charging base; a hairdryer, nozzle out, its handle down; a
 * portable speaker with its grille and buttons; a robot vacuum, a low disc on the floor seen a little from above (its
 * laser turret, bumper and light), never an upright vacuum pushed by someone. Each in the brand's colour with white and steel, flat,
 * lit from the upper left like the set, centred in a square box (products.ts draws them for the set).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import { DARK, STEEL, STEEL_LIGHT } from './appliances';
import { fill as shape } from './room-props';

export const HOUSEHOLD_GOODS = ['toothbrush-upright', 'electric-toothbrush', 'hairdryer', 'portable-speaker', 'robot-vacuum'] as const;
export type HouseholdGood = (typeof HOUSEHOLD_GOODS)[number];

const WHITE = '#fbfaf7';
const SHINE = 'rgba(255,255,255,0.4)';

/** Tufts of bristles standing out from the head's face at x, from y0 down to y1, white and the brand's tint in turn. */
function bristles(ctx: SKRSContext2D, w: number, h: number, x: number, y0: number, y1: number, depth: number, accent: string): void {
  const tufts = 4;
  const step = (y1 - y0) / tufts;
  for (let k = 0; k < tufts; k++) {
    shape(ctx, k % 2 ? mix(accent, '#ffffff', 0.55) : WHITE, () => ctx.roundRect(w * x, h * (y0 + k * step + step * 0.1), w * depth, h * step * 0.8, w * 0.01));
  }
}

/** Draws the good to fill w × h; `accent` is the brand colour. */
export function drawHouseholdGood(ctx: SKRSContext2D, good: HouseholdGood, w: number, h: number, accent: string): void {
  const shade = mix(accent, '#000000', 0.28);
  switch (good) {
    case 'toothbrush-upright': {
      // A slim handle with a grip of the brand's colour, the neck narrowing to the head, its bristles to the side; a round foot under it.
      shape(ctx, STEEL, () => ctx.ellipse(w * 0.5, h * 0.95, w * 0.16, h * 0.035, 0, 0, Math.PI * 2));
      shape(ctx, accent, () => ctx.roundRect(w * 0.42, h * 0.42, w * 0.16, h * 0.53, w * 0.07));
      // The rubber grip: ridges across the handle, so it reads as a brush's handle, never a bottle's label.
      for (let k = 0; k < 4; k++) shape(ctx, shade, () => ctx.roundRect(w * 0.43, h * (0.62 + k * 0.05), w * 0.14, h * 0.022, h * 0.011));
      shape(ctx, accent, () => ctx.roundRect(w * 0.46, h * 0.22, w * 0.08, h * 0.24, w * 0.035));
      shape(ctx, accent, () => ctx.roundRect(w * 0.445, h * 0.1, w * 0.11, h * 0.14, w * 0.045));
      bristles(ctx, w, h, 0.535, 0.1, 0.24, 0.07, accent);
      shape(ctx, SHINE, () => ctx.roundRect(w * 0.455, h * 0.44, w * 0.02, h * 0.48, w * 0.01));
      return;
    }
    case 'electric-toothbrush': {
      // The charging base, the thick body in the brand's colour with a white band for its button and light, the narrow shaft, the round head and its bristles.
      shape(ctx, DARK, () => ctx.roundRect(w * 0.3, h * 0.86, w * 0.4, h * 0.11, w * 0.05));
      shape(ctx, STEEL, () => ctx.roundRect(w * 0.32, h * 0.86, w * 0.36, h * 0.025, w * 0.012));
      shape(ctx, accent, () => ctx.roundRect(w * 0.38, h * 0.36, w * 0.24, h * 0.52, w * 0.11));
      shape(ctx, WHITE, () => ctx.roundRect(w * 0.38, h * 0.56, w * 0.24, h * 0.2, w * 0.03));
      shape(ctx, shade, () => ctx.arc(w * 0.5, h * 0.62, w * 0.04, 0, Math.PI * 2));
      shape(ctx, '#7fe0a0', () => ctx.roundRect(w * 0.48, h * 0.7, w * 0.04, h * 0.02, w * 0.01));
      shape(ctx, STEEL_LIGHT, () => ctx.roundRect(w * 0.465, h * 0.14, w * 0.07, h * 0.24, w * 0.03));
      shape(ctx, STEEL, () => ctx.roundRect(w * 0.455, h * 0.06, w * 0.09, h * 0.1, w * 0.045));
      bristles(ctx, w, h, 0.535, 0.06, 0.16, 0.05, accent);
      shape(ctx, SHINE, () => ctx.roundRect(w * 0.41, h * 0.4, w * 0.025, h * 0.44, w * 0.012));
      return;
    }
    case 'hairdryer': {
      // The round body facing left with its air intake at the back, the nozzle out front, the handle down with its switch.
      shape(ctx, shade, () => ctx.roundRect(w * 0.52, h * 0.44, w * 0.16, h * 0.48, w * 0.06));
      shape(ctx, STEEL, () => ctx.roundRect(w * 0.56, h * 0.6, w * 0.08, h * 0.1, w * 0.02));
      shape(ctx, DARK, () => ctx.roundRect(w * 0.52, h * 0.86, w * 0.16, h * 0.06, w * 0.03));
      shape(ctx, accent, () => ctx.roundRect(w * 0.08, h * 0.24, w * 0.3, h * 0.2, w * 0.04));
      shape(ctx, DARK, () => ctx.roundRect(w * 0.06, h * 0.22, w * 0.05, h * 0.24, w * 0.02));
      shape(ctx, accent, () => ctx.arc(w * 0.6, h * 0.34, w * 0.25, 0, Math.PI * 2));
      shape(ctx, mix(accent, '#ffffff', 0.25), () => ctx.arc(w * 0.6, h * 0.34, w * 0.16, 0, Math.PI * 2));
      ctx.strokeStyle = shade;
      ctx.lineWidth = w * 0.015;
      for (const r of [0.05, 0.1]) {
        ctx.beginPath();
        ctx.arc(w * 0.6, h * 0.34, w * r, 0, Math.PI * 2);
        ctx.stroke();
      }
      shape(ctx, SHINE, () => ctx.roundRect(w * 0.42, h * 0.16, w * 0.2, h * 0.03, w * 0.015));
      return;
    }
    case 'portable-speaker': {
      // An upright rounded block: the grille of dots over its front, the band of buttons on top, the brand's colour.
      shape(ctx, accent, () => ctx.roundRect(w * 0.26, h * 0.14, w * 0.48, h * 0.8, w * 0.12));
      shape(ctx, shade, () => ctx.roundRect(w * 0.3, h * 0.26, w * 0.4, h * 0.62, w * 0.09));
      ctx.fillStyle = mix(accent, '#000000', 0.5);
      for (let row = 0; row < 8; row++) {
        for (let col = 0; col < 5; col++) {
          ctx.beginPath();
          ctx.arc(w * (0.36 + col * 0.07), h * (0.32 + row * 0.07), w * 0.012, 0, Math.PI * 2);
          ctx.fill();
        }
      }
      for (const [x, c] of [[0.4, WHITE], [0.5, WHITE], [0.6, WHITE]] as const) shape(ctx, c, () => ctx.arc(w * x, h * 0.2, w * 0.022, 0, Math.PI * 2));
      shape(ctx, DARK, () => ctx.roundRect(w * 0.36, h * 0.92, w * 0.28, h * 0.04, w * 0.02));
      shape(ctx, SHINE, () => ctx.roundRect(w * 0.29, h * 0.2, w * 0.025, h * 0.66, w * 0.012));
      return;
    }
    case 'robot-vacuum': {
      // Drawn wide (layout.ts DRAWN_ASPECT): the dark side band and its front bumper, the top in the brand's colour with its
      // glossy ring, the round laser turret toward the back, the status light and the side brush's bristles at the front.
      shape(ctx, DARK, () => ctx.ellipse(w * 0.5, h * 0.6, w * 0.49, h * 0.38, 0, 0, Math.PI * 2));
      shape(ctx, STEEL, () => ctx.ellipse(w * 0.5, h * 0.66, w * 0.47, h * 0.3, 0, 0, Math.PI));
      shape(ctx, DARK, () => ctx.ellipse(w * 0.5, h * 0.64, w * 0.47, h * 0.28, 0, 0, Math.PI));
      shape(ctx, accent, () => ctx.ellipse(w * 0.5, h * 0.44, w * 0.48, h * 0.36, 0, 0, Math.PI * 2));
      shape(ctx, mix(accent, '#ffffff', 0.18), () => ctx.ellipse(w * 0.5, h * 0.44, w * 0.38, h * 0.27, 0, 0, Math.PI * 2));
      shape(ctx, shade, () => ctx.ellipse(w * 0.5, h * 0.3, w * 0.12, h * 0.13, 0, 0, Math.PI * 2));
      shape(ctx, STEEL_LIGHT, () => ctx.ellipse(w * 0.5, h * 0.25, w * 0.12, h * 0.1, 0, 0, Math.PI * 2));
      shape(ctx, DARK, () => ctx.ellipse(w * 0.5, h * 0.25, w * 0.07, h * 0.055, 0, 0, Math.PI * 2));
      shape(ctx, '#7fe0a0', () => ctx.roundRect(w * 0.46, h * 0.55, w * 0.08, h * 0.045, h * 0.02));
      shape(ctx, SHINE, () => ctx.ellipse(w * 0.32, h * 0.36, w * 0.12, h * 0.05, -0.2, 0, Math.PI * 2));
      ctx.strokeStyle = STEEL_LIGHT;
      ctx.lineWidth = Math.max(1, h * 0.02);
      for (const a of [-0.5, -0.1, 0.3]) {
        ctx.beginPath();
        ctx.moveTo(w * 0.14, h * 0.86);
        ctx.lineTo(w * (0.14 + 0.08 * Math.cos(a)), h * (0.86 + 0.12 * Math.sin(a)));
        ctx.stroke();
      }
      return;
    }
  }
}
