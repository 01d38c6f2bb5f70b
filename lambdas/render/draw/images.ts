/** Placing pictures: fitted inside a box (logos, products) or covering it (footage, photos). */
import { createCanvas, type Canvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from './layout';

type Picture = Image | Canvas;

/** Scales a picture to fit inside the box, centred, keeping its proportions. */
export function drawContained(ctx: SKRSContext2D, img: Picture, box: Box, shadow: boolean): void {
  const scale = Math.min(box.w / img.width, box.h / img.height);
  const w = img.width * scale;
  const h = img.height * scale;
  if (shadow) {
    ctx.shadowColor = 'rgba(0,0,0,0.35)';
    ctx.shadowBlur = Math.min(box.w, box.h) * 0.06;
    ctx.shadowOffsetY = Math.min(box.w, box.h) * 0.02;
  }
  ctx.drawImage(img, box.x + (box.w - w) / 2, box.y + (box.h - h) / 2, w, h);
  ctx.shadowColor = 'transparent';
  ctx.shadowBlur = 0;
  ctx.shadowOffsetY = 0;
}

/** `drawContained`, scaled about the box's centre: a logo popping in as `scale` goes 0 → 1. */
export function drawContainedScaled(ctx: SKRSContext2D, img: Picture, box: Box, scale: number): void {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.scale(Math.max(0.01, scale), Math.max(0.01, scale));
  ctx.translate(-cx, -cy);
  drawContained(ctx, img, box, false);
  ctx.restore();
}

/**
 * Fills the box with the picture (cropping what does not fit), zoomed by `zoom` ≥ 1 and
 * shifted by `panX`/`panY` in -1..1 of the available slack: the camera-move primitive.
 */
export function drawCover(ctx: SKRSContext2D, img: Picture, box: Box, zoom = 1, panX = 0, panY = 0): void {
  const scale = Math.max(box.w / img.width, box.h / img.height) * zoom;
  const w = img.width * scale;
  const h = img.height * scale;
  const slackX = (w - box.w) / 2;
  const slackY = (h - box.h) / 2;
  ctx.drawImage(img, box.x - slackX + panX * slackX, box.y - slackY + panY * slackY, w, h);
}

/**
 * The picture with a soft drop shadow, drawn once into its own canvas (padded for the shadow):
 * blurring a shadow on every frame would cost more than the rest of the frame.
 */
export function withShadow(img: Picture, width: number, height: number): { picture: Canvas; pad: number } {
  const pad = Math.round(Math.min(width, height) * 0.12);
  const c = createCanvas(Math.round(width) + 2 * pad, Math.round(height) + 2 * pad);
  const ctx = c.getContext('2d');
  ctx.shadowColor = 'rgba(0,0,0,0.4)';
  ctx.shadowBlur = pad * 0.6;
  ctx.shadowOffsetY = pad * 0.2;
  ctx.drawImage(img, pad, pad, width, height);
  return { picture: c, pad };
}
