/** The brand logo as drawn on every frame: rasterized once at its on-screen size. */
import { createCanvas, type Image } from '@napi-rs/canvas';
import type { Overlay } from './captions';
import { drawContained } from './draw/images';
import type { Box } from './draw/layout';
import { pictureSprite } from './draw/text-audit';

export function logoOverlay(logo: Image, box: Box): Overlay {
  const plate = createCanvas(Math.max(1, Math.round(box.w)), Math.max(1, Math.round(box.h)));
  const p = plate.getContext('2d');
  // A soft shadow keeps dark and light logos visible over any scene.
  p.shadowColor = 'rgba(0,0,0,0.35)';
  p.shadowBlur = box.h * 0.08;
  drawContained(p, logo, { x: box.h * 0.08, y: box.h * 0.08, w: box.w - box.h * 0.16, h: box.h * 0.84 }, false);
  pictureSprite(plate, 'logo');
  return { draw: (ctx) => ctx.drawImage(plate, box.x, box.y) };
}
