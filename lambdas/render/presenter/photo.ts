/**
 * A photo presenter (the scene's `ref_image_url`): the photo fills the frame and moves gently
 * (a slow push-in and sway, a breath with the voice; a bob and roll with the steps when
 * walking); a soft shade at the bottom keeps captions and the lower third legible.
 */
import { createCanvas, type Canvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import type { FrameSource, PresenterRequest } from '../ports';
import { animationTime } from '../draw/anim';
import { drawCover } from '../draw/images';
import { drawLowerThird, lowerThirdSprite } from './lower-third';

function drawPhoto(ctx: SKRSContext2D, req: PresenterRequest, image: Image, shade: Canvas, t: number, mouth: number, walkBob: number): void {
  const duration = req.frames / req.fps;
  const push = 1.04 + 0.08 * (t / Math.max(1, duration)) + mouth * 0.006;
  const swayX = Math.sin(t * 0.7) * 0.15;
  ctx.save();
  if (req.walking) {
    ctx.translate(req.width / 2, req.height / 2);
    ctx.rotate(Math.sin(t * Math.PI * 1.8) * 0.008);
    ctx.translate(-req.width / 2, -req.height / 2 - walkBob);
  }
  drawCover(ctx, image, { x: 0, y: 0, w: req.width, h: req.height }, push + (req.walking ? 0.03 : 0), swayX, -0.2);
  ctx.restore();
  ctx.drawImage(shade, 0, 0);
}

function bottomShade(width: number, height: number): Canvas {
  const shade = createCanvas(width, height);
  const s = shade.getContext('2d');
  const g = s.createLinearGradient(0, height * 0.45, 0, height);
  g.addColorStop(0, 'rgba(0,0,0,0)');
  g.addColorStop(1, 'rgba(0,0,0,0.45)');
  s.fillStyle = g;
  s.fillRect(0, 0, width, height);
  return shade;
}

export function photoPresenter(req: PresenterRequest, image: Image): FrameSource {
  const third = lowerThirdSprite(req, req.lowerThirdBox);
  const shade = bottomShade(req.width, req.height);
  const stopMotion = req.artStyle === 'stop_motion';
  return {
    draw(ctx, frame) {
      const t = animationTime(frame / req.fps, stopMotion);
      const mouth = req.speech.level[frame] ?? 0;
      // Two steps a second; the picture rises on each step.
      const walkBob = req.walking ? Math.abs(Math.sin(t * Math.PI * 2)) * req.height * 0.012 : 0;
      drawPhoto(ctx, req, image, shade, t, mouth, walkBob);
      if (third) drawLowerThird(ctx, third, req.lowerThirdBox, req.rtl, t);
    },
  };
}
