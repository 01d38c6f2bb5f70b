/**
 * Devices the illustration set lacks in a usable form (its phone is a grid of squares): phone,
 * tablet, laptop, monitor and a presentation screen on a stand, drawn flat in the set's manner
 * (rounded, no outlines, a lighter edge for light). Each returns the rectangle of its screen, where
 * the app (./screens.ts) is drawn frame by frame.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../draw/layout';

export const DEVICES = ['phone', 'tablet', 'laptop', 'monitor', 'board'] as const;
export type Device = (typeof DEVICES)[number];

export function isDevice(picture: string): picture is Device {
  return (DEVICES as readonly string[]).includes(picture);
}

const BODY = '#2b2f3a';
const EDGE = '#4a5061';
const METAL = '#c9ced6';
const METAL_DARK = '#9aa1ad';

function rounded(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number, fill: string): void {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
  ctx.fill();
}

/** Draws the device to fill w × h; returns where its screen is, in the same pixels. */
export function drawDevice(ctx: SKRSContext2D, device: Device, w: number, h: number): Box {
  switch (device) {
    case 'phone': {
      const r = w * 0.16;
      rounded(ctx, 0, 0, w, h, r, EDGE);
      rounded(ctx, w * 0.02, h * 0.008, w * 0.96, h * 0.984, r * 0.92, BODY);
      const screen = { x: w * 0.06, y: h * 0.03, w: w * 0.88, h: h * 0.94 };
      // Side buttons catch the light.
      rounded(ctx, -w * 0.015, h * 0.2, w * 0.03, h * 0.08, w * 0.01, EDGE);
      rounded(ctx, w * 0.985, h * 0.24, w * 0.03, h * 0.12, w * 0.01, EDGE);
      return screen;
    }
    case 'tablet': {
      rounded(ctx, 0, 0, w, h, w * 0.07, EDGE);
      rounded(ctx, w * 0.015, h * 0.01, w * 0.97, h * 0.98, w * 0.065, BODY);
      return { x: w * 0.05, y: h * 0.04, w: w * 0.9, h: h * 0.92 };
    }
    case 'laptop': {
      // The lid above, the keyboard deck below seen slightly from above.
      const lidH = h * 0.86;
      const lidW = w * 0.84;
      const lidX = (w - lidW) / 2;
      rounded(ctx, lidX, 0, lidW, lidH, w * 0.03, EDGE);
      rounded(ctx, lidX + w * 0.008, h * 0.01, lidW - w * 0.016, lidH - h * 0.01, w * 0.026, BODY);
      ctx.fillStyle = METAL;
      ctx.beginPath();
      ctx.moveTo(lidX - w * 0.02, lidH);
      ctx.lineTo(lidX + lidW + w * 0.02, lidH);
      ctx.lineTo(w, h * 0.97);
      ctx.quadraticCurveTo(w, h, w * 0.98, h);
      ctx.lineTo(w * 0.02, h);
      ctx.quadraticCurveTo(0, h, 0, h * 0.97);
      ctx.closePath();
      ctx.fill();
      rounded(ctx, w * 0.42, h * 0.965, w * 0.16, h * 0.02, h * 0.01, METAL_DARK);
      return { x: lidX + w * 0.03, y: h * 0.04, w: lidW - w * 0.06, h: lidH - h * 0.08 };
    }
    case 'monitor': {
      const screenH = h * 0.76;
      rounded(ctx, w * 0.44, screenH - h * 0.02, w * 0.12, h * 0.18, w * 0.01, METAL_DARK);
      rounded(ctx, w * 0.28, h * 0.94, w * 0.44, h * 0.06, h * 0.03, METAL);
      rounded(ctx, 0, 0, w, screenH, w * 0.025, EDGE);
      rounded(ctx, w * 0.006, h * 0.008, w * 0.988, screenH - h * 0.016, w * 0.022, BODY);
      return { x: w * 0.03, y: h * 0.035, w: w * 0.94, h: screenH - h * 0.07 };
    }
    case 'board': {
      // A presentation screen on a stand.
      const screenH = h * 0.74;
      ctx.fillStyle = METAL_DARK;
      ctx.fillRect(w * 0.47, screenH, w * 0.06, h * 0.22);
      rounded(ctx, w * 0.26, h * 0.95, w * 0.48, h * 0.05, h * 0.025, METAL_DARK);
      rounded(ctx, 0, 0, w, screenH, w * 0.02, EDGE);
      rounded(ctx, w * 0.006, h * 0.008, w * 0.988, screenH - h * 0.016, w * 0.018, BODY);
      return { x: w * 0.025, y: h * 0.03, w: w * 0.95, h: screenH - h * 0.06 };
    }
  }
}
