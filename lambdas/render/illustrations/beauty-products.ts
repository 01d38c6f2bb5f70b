/**
 * Skincare and beauty products drawn as their kind, each in the brand's colour with its label: a
 * serum as a small glass dropper bottle under its pipette's rubber bulb, a cream as a squat jar, a
 * lipstick with its bullet out of its case, a perfume bottle of tinted glass under a heavy cap, a
 * shampoo or body wash as a pump bottle, a cleanser or sunscreen as a squeeze tube standing on its
 * cap, a sheet mask in its sachet. Flat, lit from the upper left like the set; each centred in a
 * square box (products.ts draws them for the set).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import { DARK } from './appliances';
import { fill as shape } from './room-props';

export const BEAUTY_PRODUCTS = ['serum-bottle', 'cream-jar', 'lipstick-tube', 'perfume-bottle', 'pump-bottle', 'squeeze-tube', 'mask-sachet'] as const;
export type BeautyProduct = (typeof BEAUTY_PRODUCTS)[number];

const SHINE = 'rgba(255,255,255,0.4)';
const GOLD = '#c9a45c';
const LABEL = '#fbf7f1';

/** Draws the product to fill w × h; `accent` is the brand colour. */
export function drawBeautyProduct(ctx: SKRSContext2D, product: BeautyProduct, w: number, h: number, accent: string): void {
  const shade = mix(accent, '#000000', 0.3);
  switch (product) {
    case 'serum-bottle': {
      // Tinted glass, the serum inside it, the pipette down its middle; the collar and the rubber bulb on top.
      shape(ctx, accent, () => ctx.roundRect(w * 0.31, h * 0.42, w * 0.38, h * 0.56, w * 0.07));
      shape(ctx, 'rgba(255,255,255,0.28)', () => ctx.roundRect(w * 0.48, h * 0.44, w * 0.04, h * 0.44, w * 0.02));
      label(ctx, w * 0.31, h * 0.6, w * 0.38, h * 0.22, accent);
      shape(ctx, SHINE, () => ctx.roundRect(w * 0.34, h * 0.45, w * 0.035, h * 0.48, w * 0.018));
      shape(ctx, GOLD, () => ctx.roundRect(w * 0.38, h * 0.33, w * 0.24, h * 0.1, w * 0.02));
      shape(ctx, DARK, () => {
        ctx.moveTo(w * 0.41, h * 0.34);
        ctx.lineTo(w * 0.41, h * 0.2);
        ctx.quadraticCurveTo(w * 0.41, h * 0.03, w * 0.5, h * 0.03);
        ctx.quadraticCurveTo(w * 0.59, h * 0.03, w * 0.59, h * 0.2);
        ctx.lineTo(w * 0.59, h * 0.34);
        ctx.closePath();
      });
      shape(ctx, 'rgba(255,255,255,0.25)', () => ctx.roundRect(w * 0.44, h * 0.08, w * 0.025, h * 0.2, w * 0.012));
      return;
    }
    case 'cream-jar': {
      // A squat jar of frosted glass with its label, under a wide lid in the brand's colour.
      shape(ctx, mix(accent, '#ffffff', 0.78), () => ctx.roundRect(w * 0.16, h * 0.5, w * 0.68, h * 0.42, w * 0.08));
      label(ctx, w * 0.16, h * 0.6, w * 0.68, h * 0.2, accent);
      shape(ctx, SHINE, () => ctx.roundRect(w * 0.2, h * 0.54, w * 0.05, h * 0.34, w * 0.025));
      shape(ctx, shade, () => ctx.roundRect(w * 0.13, h * 0.44, w * 0.74, h * 0.09, w * 0.03));
      shape(ctx, accent, () => ctx.roundRect(w * 0.14, h * 0.32, w * 0.72, h * 0.14, w * 0.05));
      shape(ctx, SHINE, () => ctx.roundRect(w * 0.2, h * 0.35, w * 0.3, h * 0.03, w * 0.015));
      return;
    }
    case 'lipstick-tube': {
      // The bullet cut at a slant above its collar, the case below, a band of the brand's colour round it.
      shape(ctx, accent, () => {
        ctx.moveTo(w * 0.4, h * 0.5);
        ctx.lineTo(w * 0.4, h * 0.2);
        ctx.quadraticCurveTo(w * 0.42, h * 0.12, w * 0.6, h * 0.06);
        ctx.lineTo(w * 0.6, h * 0.5);
        ctx.closePath();
      });
      shape(ctx, SHINE, () => ctx.roundRect(w * 0.43, h * 0.2, w * 0.035, h * 0.28, w * 0.018));
      shape(ctx, GOLD, () => ctx.roundRect(w * 0.37, h * 0.48, w * 0.26, h * 0.12, w * 0.02));
      shape(ctx, DARK, () => ctx.roundRect(w * 0.34, h * 0.6, w * 0.32, h * 0.38, w * 0.04));
      shape(ctx, accent, () => ctx.rect(w * 0.34, h * 0.72, w * 0.32, h * 0.05));
      shape(ctx, 'rgba(255,255,255,0.22)', () => ctx.roundRect(w * 0.37, h * 0.63, w * 0.035, h * 0.32, w * 0.018));
      return;
    }
    case 'perfume-bottle': {
      // A block of clear glass, the scent inside it in the brand's colour, a small label, the neck and a heavy cap.
      shape(ctx, 'rgba(225,235,242,0.75)', () => ctx.roundRect(w * 0.22, h * 0.4, w * 0.56, h * 0.56, w * 0.06));
      shape(ctx, accent, () => ctx.roundRect(w * 0.27, h * 0.5, w * 0.46, h * 0.41, w * 0.04));
      label(ctx, w * 0.34, h * 0.62, w * 0.32, h * 0.14, accent);
      shape(ctx, SHINE, () => ctx.roundRect(w * 0.26, h * 0.44, w * 0.04, h * 0.46, w * 0.02));
      shape(ctx, GOLD, () => ctx.roundRect(w * 0.43, h * 0.32, w * 0.14, h * 0.09, w * 0.02));
      shape(ctx, DARK, () => ctx.roundRect(w * 0.34, h * 0.08, w * 0.32, h * 0.25, w * 0.04));
      shape(ctx, 'rgba(255,255,255,0.2)', () => ctx.roundRect(w * 0.37, h * 0.11, w * 0.04, h * 0.19, w * 0.02));
      return;
    }
    case 'pump-bottle': {
      // The bottle in the brand's colour with its label, the collar, the pump's stem, head and spout.
      shape(ctx, accent, () => ctx.roundRect(w * 0.3, h * 0.36, w * 0.4, h * 0.62, w * 0.08));
      label(ctx, w * 0.3, h * 0.52, w * 0.4, h * 0.26, accent);
      shape(ctx, SHINE, () => ctx.roundRect(w * 0.33, h * 0.4, w * 0.04, h * 0.52, w * 0.02));
      shape(ctx, shade, () => ctx.roundRect(w * 0.4, h * 0.29, w * 0.2, h * 0.08, w * 0.02));
      shape(ctx, '#cfd5dc', () => ctx.rect(w * 0.47, h * 0.15, w * 0.06, h * 0.15));
      shape(ctx, '#cfd5dc', () => ctx.roundRect(w * 0.4, h * 0.08, w * 0.2, h * 0.08, w * 0.02));
      shape(ctx, '#cfd5dc', () => ctx.roundRect(w * 0.56, h * 0.09, w * 0.2, h * 0.04, w * 0.02));
      return;
    }
    case 'squeeze-tube': {
      // Standing on its cap: the crimped end at the top, the tube widening down to the cap, the label on it.
      shape(ctx, accent, () => {
        ctx.moveTo(w * 0.28, h * 0.1);
        ctx.lineTo(w * 0.72, h * 0.1);
        ctx.quadraticCurveTo(w * 0.7, h * 0.55, w * 0.6, h * 0.8);
        ctx.lineTo(w * 0.4, h * 0.8);
        ctx.quadraticCurveTo(w * 0.3, h * 0.55, w * 0.28, h * 0.1);
        ctx.closePath();
      });
      shape(ctx, shade, () => ctx.rect(w * 0.27, h * 0.05, w * 0.46, h * 0.06));
      for (let k = 0; k < 6; k++) shape(ctx, 'rgba(0,0,0,0.18)', () => ctx.rect(w * (0.3 + k * 0.075), h * 0.05, w * 0.015, h * 0.06));
      label(ctx, w * 0.33, h * 0.28, w * 0.34, h * 0.24, accent);
      shape(ctx, SHINE, () => ctx.roundRect(w * 0.33, h * 0.14, w * 0.035, h * 0.5, w * 0.018));
      shape(ctx, '#f4f4f2', () => ctx.roundRect(w * 0.38, h * 0.79, w * 0.24, h * 0.18, w * 0.03));
      return;
    }
    case 'mask-sachet': {
      // A flat foil sachet in the brand's colour, its torn-edge top, a sheet mask's face outline and the label.
      shape(ctx, accent, () => ctx.roundRect(w * 0.2, h * 0.1, w * 0.6, h * 0.84, w * 0.04));
      shape(ctx, shade, () => {
        ctx.moveTo(w * 0.2, h * 0.16);
        for (let k = 0; k <= 12; k++) ctx.lineTo(w * (0.2 + k * 0.05), h * (k % 2 === 0 ? 0.1 : 0.13));
        ctx.lineTo(w * 0.8, h * 0.16);
        ctx.closePath();
      });
      ctx.strokeStyle = LABEL;
      ctx.lineWidth = Math.max(1, w * 0.02);
      ctx.beginPath();
      ctx.ellipse(w * 0.5, h * 0.42, w * 0.15, h * 0.19, 0, 0, Math.PI * 2);
      ctx.stroke();
      for (const x of [0.44, 0.56]) shape(ctx, LABEL, () => ctx.ellipse(w * x, h * 0.38, w * 0.03, h * 0.015, 0, 0, Math.PI * 2));
      shape(ctx, LABEL, () => ctx.roundRect(w * 0.45, h * 0.49, w * 0.1, h * 0.02, h * 0.01));
      label(ctx, w * 0.2, h * 0.68, w * 0.6, h * 0.16, accent);
      shape(ctx, SHINE, () => ctx.roundRect(w * 0.24, h * 0.2, w * 0.035, h * 0.68, w * 0.018));
      return;
    }
  }
}

/** A label across x..x+w: a cream band, the brand's mark and two lines of print in its colour. */
function label(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, accent: string): void {
  shape(ctx, LABEL, () => ctx.rect(x, y, w, h));
  shape(ctx, accent, () => ctx.arc(x + w * 0.5, y + h * 0.3, h * 0.14, 0, Math.PI * 2));
  shape(ctx, mix(accent, '#000000', 0.2), () => ctx.roundRect(x + w * 0.2, y + h * 0.56, w * 0.6, h * 0.1, h * 0.05));
  shape(ctx, mix(accent, '#ffffff', 0.35), () => ctx.roundRect(x + w * 0.3, y + h * 0.74, w * 0.4, h * 0.08, h * 0.04));
}
