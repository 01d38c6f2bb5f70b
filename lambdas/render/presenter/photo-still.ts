/**
 * A photo presenter whose face cannot be animated (none found in it): the photo fills the
 * frame and moves gently (a slow push-in and sway, a breath with the voice; a bob and roll with
 * the steps when walking); a soft shade at the bottom keeps captions and the lower third legible.
 */
import { createCanvas, type Canvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import type { FrameSource, PresenterRequest } from '../ports';
import { animationTime } from '../draw/anim';
import { drawCover } from '../draw/images';
import { drawLowerThird, lowerThirdSprite } from './lower-third';
import { walkSway } from './photo-walk';

function drawPhoto(ctx: SKRSContext2D, req: PresenterRequest, image: Image, shade: Canvas, t: number, mouth: number): void {
  const duration = req.frames / req.fps;
  const push = 1.04 + 0.08 * (t / Math.max(1, duration)) + mouth * 0.006;
  const swayX = Math.sin(t * 0.7) * 0.15;
  ctx.save();
  if (req.walking) {
    const { bob, roll } = walkSway(t, req.height);
    ctx.translate(req.width / 2, req.height / 2);
    ctx.rotate(roll);
    ctx.translate(-req.width / 2, -req.height / 2 - bob);
  }
  drawCover(ctx, image, { x: 0, y: 0, w: req.width, h: req.height }, push + (req.walking ? 0.03 : 0), swayX, -0.2);
  ctx.restore();
  ctx.drawImage(shade, 0, 0);
}

/** A shade over the frame's lower half, drawn once: captions and the lower third stay legible over any photo. */
export function bottomShade(width: number, height: number): Canvas {
  const shade = createCanvas(width, height);
  const s = shade.getContext('2d');
  const g = s.createLinearGradient(0, height * 0.45, 0, height);
  g.addColorStop(0, 'rgba(0,0,0,0)');
  g.addColorStop(1, 'rgba(0,0,0,0.45)');
  s.fillStyle = g;
  s.fillRect(0, 0, width, height);
  return shade;
}

export function stillPhoto(req: PresenterRequest, image: Image): FrameSource {
  const third = lowerThirdSprite(req, req.lowerThirdBox);
  const shade = bottomShade(req.width, req.height);
  const stopMotion = req.artStyle === 'stop_motion';
  return {
    draw(ctx, frame) {
      const t = animationTime(frame / req.fps, stopMotion);
      const mouth = req.speech.level[frame] ?? 0;
      drawPhoto(ctx, req, image, shade, t, mouth);
      if (third) drawLowerThird(ctx, third, req.lowerThirdBox, req.rtl, t);
    },
  };
}
