/**
 * Kitchen, home and gym things the illustration set lacks (a blender used to become a takeaway
 * cup): blender, kettle, coffee machine, stick vacuum, toaster, the milk jug a drink pours from,
 * the hob a pan cooks on (a bare counter read as no stove), the mat a person stretches on and the
 * wood-fired oven a pizza goes into (its mouth glowing with the fire inside).
 * Flat, rounded, lit from the upper left like the set; the brand's accent on each.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix } from '../draw/palette';
import { fill as shape } from './room-props';

export const APPLIANCES = ['blender', 'kettle', 'coffee-machine', 'vacuum', 'toaster', 'jug', 'hob', 'mat', 'oven'] as const;
export type Appliance = (typeof APPLIANCES)[number];

export function isAppliance(picture: string): picture is Appliance {
  return (APPLIANCES as readonly string[]).includes(picture);
}

/** The steel, light steel and near-black an appliance or a product is drawn in (products.ts shares them). */
export const STEEL = '#cfd4dc';
const STEEL_DARK = '#9ea6b3';
export const STEEL_LIGHT = '#eef1f5';
export const DARK = '#2f3441';
/** A wood-fired oven's mouth, as shares of its picture: where a pizza goes in (compose/layout.ts puts it there). */
export const OVEN_MOUTH = { x: 0.5, y: 0.72, w: 0.44, h: 0.3 };

/** Draws the appliance to fill w × h (its visible bounds); `accent` is the brand colour, `contents` what it holds. */
export function drawAppliance(ctx: SKRSContext2D, appliance: Appliance, w: number, h: number, accent: string, contents = '#e2557a'): void {
  switch (appliance) {
    case 'hob': {
      // Seen a little from above: the black glass top with its rings (the front one glowing), the steel front with its knobs.
      const top = h * 0.72;
      shape(ctx, DARK, () => {
        ctx.moveTo(w * 0.06, 0);
        ctx.lineTo(w * 0.94, 0);
        ctx.lineTo(w, top);
        ctx.lineTo(0, top);
      });
      ctx.lineWidth = Math.max(1, h * 0.035);
      for (const [x, y, r, hot] of [[0.3, 0.45, 0.15, true], [0.72, 0.45, 0.12, false], [0.28, 0.16, 0.1, false], [0.7, 0.16, 0.09, false]] as const) {
        ctx.strokeStyle = hot ? '#ff5a36' : '#6b7080';
        ctx.beginPath();
        ctx.ellipse(w * x, h * y, w * r, w * r * 0.3, 0, 0, Math.PI * 2);
        ctx.stroke();
        if (hot) {
          ctx.beginPath();
          ctx.ellipse(w * x, h * y, w * r * 0.62, w * r * 0.18, 0, 0, Math.PI * 2);
          ctx.stroke();
        }
      }
      shape(ctx, STEEL, () => ctx.rect(0, top, w, h - top));
      shape(ctx, STEEL_DARK, () => ctx.rect(0, h - h * 0.06, w, h * 0.06));
      for (let k = 0; k < 4; k++) shape(ctx, DARK, () => ctx.arc(w * (0.2 + k * 0.2), top + (h - top) * 0.48, (h - top) * 0.26, 0, Math.PI * 2));
      break;
    }
    case 'mat': {
      // A yoga mat on the floor running away from the camera: wider at its near end, its near edge catching the light.
      const path = (inset: number, top: number, bottom: number) => {
        ctx.moveTo(w * (0.16 + inset), h * top);
        ctx.lineTo(w * (0.84 - inset), h * top);
        ctx.lineTo(w * (1 - inset), h * bottom);
        ctx.lineTo(w * inset, h * bottom);
      };
      shape(ctx, mix(accent, '#000000', 0.35), () => path(0, 0.04, 1));
      shape(ctx, accent, () => path(0, 0, 0.9));
      shape(ctx, mix(accent, '#ffffff', 0.18), () => path(0.05, 0.08, 0.84));
      break;
    }
    case 'blender': {
      // Motor base, glass jar with a smoothie, lid.
      shape(ctx, accent, () => ctx.roundRect(w * 0.1, h * 0.72, w * 0.8, h * 0.28, w * 0.1));
      shape(ctx, mix(accent, '#000000', 0.25), () => ctx.roundRect(w * 0.1, h * 0.92, w * 0.8, h * 0.08, w * 0.06));
      shape(ctx, STEEL_LIGHT, () => ctx.arc(w * 0.5, h * 0.84, w * 0.09, 0, Math.PI * 2));
      shape(ctx, 'rgba(220,235,245,0.55)', () => {
        ctx.moveTo(w * 0.12, h * 0.12);
        ctx.lineTo(w * 0.88, h * 0.12);
        ctx.lineTo(w * 0.76, h * 0.72);
        ctx.lineTo(w * 0.24, h * 0.72);
        ctx.closePath();
      });
      shape(ctx, contents, () => {
        ctx.moveTo(w * 0.16, h * 0.34);
        ctx.quadraticCurveTo(w * 0.5, h * 0.3, w * 0.84, h * 0.34);
        ctx.lineTo(w * 0.755, h * 0.7);
        ctx.lineTo(w * 0.245, h * 0.7);
        ctx.closePath();
      });
      shape(ctx, 'rgba(255,255,255,0.55)', () => ctx.roundRect(w * 0.22, h * 0.16, w * 0.06, h * 0.48, w * 0.03));
      // Handle on the right.
      ctx.strokeStyle = DARK;
      ctx.lineWidth = w * 0.07;
      ctx.beginPath();
      ctx.moveTo(w * 0.84, h * 0.22);
      ctx.quadraticCurveTo(w * 1.0, h * 0.24, w * 0.96, h * 0.42);
      ctx.lineTo(w * 0.8, h * 0.58);
      ctx.stroke();
      shape(ctx, DARK, () => ctx.roundRect(w * 0.08, h * 0.04, w * 0.84, h * 0.09, w * 0.04));
      shape(ctx, DARK, () => ctx.roundRect(w * 0.42, 0, w * 0.16, h * 0.06, w * 0.03));
      return;
    }
    case 'kettle': {
      shape(ctx, DARK, () => ctx.roundRect(w * 0.12, h * 0.88, w * 0.68, h * 0.12, h * 0.04));
      shape(ctx, accent, () => {
        ctx.moveTo(w * 0.16, h * 0.88);
        ctx.bezierCurveTo(w * 0.1, h * 0.4, w * 0.2, h * 0.18, w * 0.46, h * 0.18);
        ctx.bezierCurveTo(w * 0.72, h * 0.18, w * 0.82, h * 0.4, w * 0.76, h * 0.88);
        ctx.closePath();
      });
      shape(ctx, 'rgba(255,255,255,0.35)', () => ctx.ellipse(w * 0.3, h * 0.45, w * 0.05, h * 0.16, -0.2, 0, Math.PI * 2));
      // Spout to the right, handle arching over.
      shape(ctx, accent, () => {
        ctx.moveTo(w * 0.74, h * 0.55);
        ctx.lineTo(w * 1.0, h * 0.3);
        ctx.lineTo(w * 0.98, h * 0.42);
        ctx.lineTo(w * 0.78, h * 0.72);
        ctx.closePath();
      });
      ctx.strokeStyle = DARK;
      ctx.lineWidth = h * 0.07;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(w * 0.24, h * 0.26);
      ctx.quadraticCurveTo(w * 0.46, -h * 0.06, w * 0.68, h * 0.26);
      ctx.stroke();
      shape(ctx, DARK, () => ctx.roundRect(w * 0.38, h * 0.14, w * 0.16, h * 0.06, h * 0.03));
      return;
    }
    case 'coffee-machine': {
      shape(ctx, DARK, () => ctx.roundRect(0, 0, w, h * 0.2, w * 0.06));
      shape(ctx, mix(accent, '#000000', 0.1), () => ctx.roundRect(w * 0.04, h * 0.16, w * 0.92, h * 0.84, w * 0.06));
      shape(ctx, STEEL, () => ctx.roundRect(w * 0.14, h * 0.26, w * 0.72, h * 0.56, w * 0.04));
      shape(ctx, STEEL_DARK, () => ctx.roundRect(w * 0.34, h * 0.3, w * 0.32, h * 0.1, w * 0.03));
      shape(ctx, DARK, () => ctx.roundRect(w * 0.44, h * 0.4, w * 0.12, h * 0.06, w * 0.02));
      // A cup under the spout.
      shape(ctx, '#ffffff', () => ctx.roundRect(w * 0.38, h * 0.62, w * 0.24, h * 0.16, w * 0.04));
      shape(ctx, STEEL_DARK, () => ctx.roundRect(w * 0.18, h * 0.8, w * 0.64, h * 0.04, w * 0.02));
      for (let i = 0; i < 3; i++) shape(ctx, i === 0 ? '#7cd992' : STEEL_LIGHT, () => ctx.arc(w * (0.22 + i * 0.08), h * 0.08, w * 0.025, 0, Math.PI * 2));
      return;
    }
    case 'vacuum': {
      // Handle, wand, motor with its bin, floor head.
      shape(ctx, DARK, () => ctx.roundRect(w * 0.3, 0, w * 0.5, h * 0.08, w * 0.2));
      shape(ctx, STEEL, () => ctx.roundRect(w * 0.44, h * 0.06, w * 0.14, h * 0.6, w * 0.06));
      shape(ctx, accent, () => ctx.roundRect(w * 0.18, h * 0.18, w * 0.64, h * 0.3, w * 0.25));
      shape(ctx, 'rgba(210,230,245,0.75)', () => ctx.roundRect(w * 0.26, h * 0.3, w * 0.4, h * 0.14, w * 0.15));
      shape(ctx, DARK, () => ctx.roundRect(w * 0.05, h * 0.9, w * 0.95, h * 0.1, w * 0.08));
      shape(ctx, accent, () => ctx.roundRect(w * 0.38, h * 0.82, w * 0.26, h * 0.1, w * 0.06));
      return;
    }
    case 'toaster': {
      shape(ctx, '#e9c48a', () => ctx.roundRect(w * 0.22, 0, w * 0.22, h * 0.3, w * 0.04));
      shape(ctx, '#e9c48a', () => ctx.roundRect(w * 0.52, h * 0.04, w * 0.22, h * 0.26, w * 0.04));
      shape(ctx, accent, () => ctx.roundRect(0, h * 0.2, w, h * 0.74, w * 0.16));
      shape(ctx, 'rgba(255,255,255,0.3)', () => ctx.roundRect(w * 0.06, h * 0.26, w * 0.88, h * 0.12, w * 0.06));
      shape(ctx, DARK, () => ctx.roundRect(w * 0.18, h * 0.2, w * 0.3, h * 0.05, w * 0.02));
      shape(ctx, DARK, () => ctx.roundRect(w * 0.5, h * 0.2, w * 0.3, h * 0.05, w * 0.02));
      shape(ctx, DARK, () => ctx.roundRect(w * 0.88, h * 0.42, w * 0.12, h * 0.08, w * 0.02));
      shape(ctx, DARK, () => ctx.roundRect(w * 0.08, h * 0.92, w * 0.14, h * 0.08, w * 0.02));
      shape(ctx, DARK, () => ctx.roundRect(w * 0.78, h * 0.92, w * 0.14, h * 0.08, w * 0.02));
      return;
    }
    case 'oven': {
      // A wood-fired oven: a clay dome on a brick base, its arched mouth dark with the fire glowing inside, a flue on top.
      const base = h * 0.86;
      shape(ctx, '#8a4b32', () => ctx.roundRect(0, base, w, h - base, h * 0.02));
      ctx.fillStyle = '#6e3a26';
      for (let k = 1; k < 6; k++) ctx.fillRect((w * k) / 6 - w * 0.005, base, w * 0.01, h - base);
      shape(ctx, '#5b5f6b', () => ctx.rect(w * 0.44, 0, w * 0.12, h * 0.44));
      shape(ctx, '#c9764e', () => {
        ctx.moveTo(w * 0.04, base);
        ctx.bezierCurveTo(w * 0.02, h * 0.2, w * 0.98, h * 0.2, w * 0.96, base);
        ctx.closePath();
      });
      shape(ctx, '#dd9166', () => ctx.ellipse(w * 0.3, h * 0.52, w * 0.12, h * 0.06, -0.6, 0, Math.PI * 2));
      const m = OVEN_MOUTH;
      const arch = () => {
        ctx.moveTo(w * (m.x - m.w / 2), base);
        ctx.lineTo(w * (m.x - m.w / 2), h * (m.y - m.h / 2) + w * m.w * 0.25);
        ctx.quadraticCurveTo(w * m.x, h * (m.y - m.h / 2) - w * m.w * 0.2, w * (m.x + m.w / 2), h * (m.y - m.h / 2) + w * m.w * 0.25);
        ctx.lineTo(w * (m.x + m.w / 2), base);
        ctx.closePath();
      };
      shape(ctx, '#7a3f2a', () => {
        ctx.save();
        ctx.translate(w * m.x, base);
        ctx.scale(1.14, 1.1);
        ctx.translate(-w * m.x, -base);
        arch();
        ctx.restore();
      });
      shape(ctx, '#1d1612', arch);
      const glow = ctx.createRadialGradient(w * m.x, base, 0, w * m.x, base, w * m.w * 0.62);
      glow.addColorStop(0, 'rgba(255,214,102,0.95)');
      glow.addColorStop(0.45, 'rgba(255,120,40,0.7)');
      glow.addColorStop(1, 'rgba(255,90,30,0)');
      ctx.save();
      ctx.beginPath();
      arch();
      ctx.clip();
      ctx.fillStyle = glow;
      ctx.fillRect(0, 0, w, h);
      ctx.restore();
      return;
    }
    case 'jug': {
      // A steel milk jug, its spout to the right.
      shape(ctx, STEEL, () => {
        ctx.moveTo(w * 0.2, h * 0.12);
        ctx.lineTo(w * 0.82, h * 0.12);
        ctx.lineTo(w * 1.0, 0);
        ctx.lineTo(w * 0.9, h * 0.2);
        ctx.lineTo(w * 0.86, h * 0.94);
        ctx.quadraticCurveTo(w * 0.85, h, w * 0.78, h);
        ctx.lineTo(w * 0.28, h);
        ctx.quadraticCurveTo(w * 0.21, h, w * 0.2, h * 0.94);
        ctx.closePath();
      });
      shape(ctx, STEEL_LIGHT, () => ctx.roundRect(w * 0.3, h * 0.2, w * 0.1, h * 0.66, w * 0.05));
      shape(ctx, STEEL_DARK, () => ctx.roundRect(w * 0.68, h * 0.18, w * 0.1, h * 0.72, w * 0.05));
      ctx.strokeStyle = STEEL_DARK;
      ctx.lineWidth = w * 0.08;
      ctx.beginPath();
      ctx.moveTo(w * 0.22, h * 0.28);
      ctx.bezierCurveTo(-w * 0.02, h * 0.3, -w * 0.02, h * 0.7, w * 0.22, h * 0.72);
      ctx.stroke();
      return;
    }
  }
}
