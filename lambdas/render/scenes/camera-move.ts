/**
 * The engine's own `i2v_fast` look: the still image animated by a camera move (push in, pull
 * out, pan) with parallax: a blurred copy fills the frame behind and drifts the other way, the
 * picture itself moves in front, and a band of light sweeps across it once. The picture is
 * never redrawn or altered, only moved and lit, so a product stays exactly itself.
 */
import { createCanvas, type Image } from '@napi-rs/canvas';
import type { FootageRequest, FrameSource } from '../ports';
import { animationTime, easeInOut, progress, rng } from '../draw/anim';
import { drawCover, withShadow } from '../draw/images';

const MOVES = ['push-in', 'pull-out', 'pan-left', 'pan-right'] as const;
type Move = (typeof MOVES)[number];

export function cameraMove(req: FootageRequest & { image: Image }): FrameSource {
  const { image, width, height } = req;
  const move: Move = MOVES[Math.floor(rng(req.seed)() * MOVES.length)]!;
  const frameAspect = width / height;
  const imageAspect = image.width / image.height;
  // A picture much wider or taller than the frame is shown whole over a blurred fill.
  const contained = Math.abs(Math.log(imageAspect / frameAspect)) > 0.35;
  const blurred = createCanvas(width, height);
  const b = blurred.getContext('2d');
  b.filter = `blur(${Math.round(Math.min(width, height) * 0.04)}px)`;
  drawCover(b, image, { x: 0, y: 0, w: width, h: height }, 1.15);
  b.filter = 'none';
  b.fillStyle = 'rgba(0,0,0,0.25)';
  b.fillRect(0, 0, width, height);
  // The fill, scaled once to the 6% it overhangs the frame by; frames place it on whole pixels
  // (a copy, not a resampling): on a picture this blurred no step of a pixel can be seen.
  const fill = createCanvas(Math.round(width * 1.06), Math.round(height * 1.06));
  fill.getContext('2d').drawImage(blurred, 0, 0, fill.width, fill.height);
  const baseFit = Math.min(width / image.width, height / image.height) * 0.86;
  const shadowed = contained ? withShadow(image, image.width * baseFit, image.height * baseFit) : null;
  const duration = req.frames / req.fps;
  const stopMotion = req.artStyle === 'stop_motion';
  // The light band, drawn once: a soft diagonal highlight twice the frame's width.
  const band = createCanvas(width * 2, height);
  const bc = band.getContext('2d');
  const bg = bc.createLinearGradient(width * 0.7, 0, width * 1.3, height * 0.35);
  bg.addColorStop(0, 'rgba(255,255,255,0)');
  bg.addColorStop(0.5, 'rgba(255,255,255,0.28)');
  bg.addColorStop(1, 'rgba(255,255,255,0)');
  bc.fillStyle = bg;
  bc.fillRect(0, 0, width * 2, height);

  return {
    draw(ctx, frame) {
      const p = easeInOut(Math.min(1, animationTime(frame / req.fps, stopMotion) / duration));
      const zoom = move === 'push-in' ? 1.02 + 0.16 * p : move === 'pull-out' ? 1.18 - 0.16 * p : 1.12;
      const pan = move === 'pan-left' ? 1 - 2 * p : move === 'pan-right' ? -1 + 2 * p : 0;
      ctx.drawImage(fill, Math.round(-width * 0.03 - pan * width * 0.02), Math.round(-height * 0.03));
      if (shadowed) {
        const { picture, pad } = shadowed;
        const w = picture.width * zoom;
        const h = picture.height * zoom;
        ctx.drawImage(picture, (width - w) / 2 + pan * width * 0.04, (height - h) / 2 + pad * 0.1, w, h);
      } else {
        drawCover(ctx, image, { x: 0, y: 0, w: width, h: height }, zoom, pan * 0.8, 0);
      }
      const sweep = progress(animationTime(frame / req.fps, stopMotion), 0.6, 1.4);
      if (sweep > 0 && sweep < 1) {
        ctx.globalCompositeOperation = 'screen';
        ctx.drawImage(band, -width * 2 + sweep * width * 3, 0);
        ctx.globalCompositeOperation = 'source-over';
      }
    },
  };
}
