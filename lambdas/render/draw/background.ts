/**
 * Animated backdrop for drawn scenes: a gradient in the palette with slowly drifting soft
 * shapes. The static part is drawn once into its own canvas; each frame only blits it and
 * moves a few shapes, which keeps drawing far cheaper than encoding.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Palette } from '../ports';
import type { ArtStyle } from '../spec';
import { rng } from './anim';

export interface Backdrop {
  draw(ctx: SKRSContext2D, t: number): void;
}

function paperGrain(ctx: SKRSContext2D, width: number, height: number, random: () => number): void {
  // Stop-motion and watercolour look hand-made: a faint grain over the gradient.
  for (let i = 0; i < (width * height) / 400; i++) {
    ctx.fillStyle = random() > 0.5 ? 'rgba(255,255,255,0.05)' : 'rgba(0,0,0,0.05)';
    ctx.fillRect(random() * width, random() * height, 2 + random() * 3, 2 + random() * 3);
  }
}

export function backdrop(palette: Palette, artStyle: ArtStyle, width: number, height: number, seed: number): Backdrop {
  const random = rng(seed);
  const base: Canvas = createCanvas(width, height);
  const b = base.getContext('2d');
  const g = b.createLinearGradient(0, 0, width * 0.4, height);
  g.addColorStop(0, palette.background);
  g.addColorStop(1, palette.backgroundAlt);
  b.fillStyle = g;
  b.fillRect(0, 0, width, height);
  if (artStyle === 'stop_motion' || artStyle === 'watercolour') paperGrain(b, width, height, random);

  const unit = Math.min(width, height);
  const blobs = Array.from({ length: 3 }, (_, i) => ({
    x: random() * width,
    y: random() * height,
    r: unit * (0.25 + random() * 0.3),
    speed: 0.05 + random() * 0.08,
    phase: random() * Math.PI * 2,
    color: i === 0 ? palette.accent : palette.backgroundAlt,
  }));

  return {
    draw(ctx, t) {
      ctx.drawImage(base, 0, 0);
      for (const blob of blobs) {
        const x = blob.x + Math.sin(t * blob.speed * 6 + blob.phase) * unit * 0.08;
        const y = blob.y + Math.cos(t * blob.speed * 5 + blob.phase) * unit * 0.06;
        ctx.globalAlpha = 0.16;
        ctx.fillStyle = blob.color;
        ctx.beginPath();
        ctx.arc(x, y, blob.r, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.globalAlpha = 1;
    },
  };
}
