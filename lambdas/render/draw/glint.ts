/** A band of light crossing a picture: the highlight a product or a scene's main subject catches. */
import type { Canvas } from '@napi-rs/canvas';

/** A glint's shape, in the picture's own widths and heights. */
export interface Glint {
  /** Where the band's middle starts (left of the picture) and how far it travels, in widths. */
  from: number;
  travel: number;
  /** Half the band's width, in widths. */
  halfWidth: number;
  /** How far the band slants down across its width, in heights. */
  slant: number;
  /** White at the band's middle. */
  alpha: number;
}

/**
 * The picture with the band `at` (0..1) of the way across, drawn into `into` (a canvas of the
 * picture's size, reused frame after frame); outside 0..1, the picture itself. The light falls
 * only where the picture is opaque, so a cut-out keeps its outline.
 */
export function glinted(picture: Canvas, into: Canvas, at: number, glint: Glint): Canvas {
  if (at <= 0 || at >= 1) return picture;
  const { width: w, height: h } = into;
  const ctx = into.getContext('2d');
  ctx.clearRect(0, 0, w, h);
  ctx.globalCompositeOperation = 'source-over';
  ctx.drawImage(picture, 0, 0);
  ctx.globalCompositeOperation = 'source-atop';
  const bx = w * glint.from + at * w * glint.travel;
  const band = ctx.createLinearGradient(bx - w * glint.halfWidth, 0, bx + w * glint.halfWidth, h * glint.slant);
  band.addColorStop(0, 'rgba(255,255,255,0)');
  band.addColorStop(0.5, `rgba(255,255,255,${glint.alpha})`);
  band.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = band;
  ctx.fillRect(0, 0, w, h);
  ctx.globalCompositeOperation = 'source-over';
  return into;
}
