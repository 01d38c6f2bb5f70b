/**
 * Blocks of colour (slabs, cards, discs, pills, buttons) finished the way the art style draws
 * them: flat with a sheen (cinematic), cut paper with a cast shadow (stop motion), a sticker with
 * a thick outline and a hard shadow (mascot), a soft-edged wash with a darker rim (watercolour),
 * or glossy with an extruded side (3D). Each block is painted once into a sprite; frames only
 * place it (a move on whole pixels, or a wipe that draws part of it), which keeps frames cheap.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { rng } from '../draw/anim';
import { mix } from '../draw/palette';
import type { Theme } from './theme';

export type BlockShape = 'rect' | 'disc' | 'pill';

export interface BlockSprite {
  canvas: Canvas;
  /** Where the block's own rectangle starts inside the sprite (room for shadows and rims). */
  pad: number;
  w: number;
  h: number;
}

function outline(ctx: SKRSContext2D, shape: BlockShape, x: number, y: number, w: number, h: number, r: number, wobble: (() => number) | null): void {
  ctx.beginPath();
  if (shape === 'disc') {
    ctx.ellipse(x + w / 2, y + h / 2, w / 2, h / 2, 0, 0, Math.PI * 2);
    return;
  }
  const radius = shape === 'pill' ? Math.min(w, h) / 2 : Math.min(r, w / 2, h / 2);
  if (!wobble) {
    ctx.roundRect(x, y, w, h, radius);
    return;
  }
  // Scissor-cut paper: straight-ish edges between corners that are never quite square.
  const corners: [number, number][] = [
    [x + wobble(), y + wobble()],
    [x + w + wobble(), y + wobble()],
    [x + w + wobble(), y + h + wobble()],
    [x + wobble(), y + h + wobble()],
  ];
  ctx.moveTo(...corners[0]!);
  for (let i = 1; i <= 4; i++) {
    const [ax, ay] = corners[i - 1]!;
    const [bx, by] = corners[i % 4]!;
    ctx.lineTo((ax + bx) / 2 + wobble() * 0.6, (ay + by) / 2 + wobble() * 0.6);
    ctx.lineTo(bx, by);
  }
  ctx.closePath();
}

/** Paints a block of `color`, `w`×`h`, in the theme's finish. `unit` is the frame's short side. */
export function blockSprite(theme: Theme, shape: BlockShape, w: number, h: number, color: string, unit: number, seed = 1): BlockSprite {
  const pad = Math.ceil(unit * 0.04);
  const canvas = createCanvas(Math.max(1, Math.ceil(w + pad * 2)), Math.max(1, Math.ceil(h + pad * 2)));
  const ctx = canvas.getContext('2d');
  const r = unit * theme.radius;
  const x = pad;
  const y = pad;
  const random = rng(seed);
  switch (theme.finish) {
    case 'flat': {
      const g = ctx.createLinearGradient(x, y, x + w, y + h);
      g.addColorStop(0, mix(color, '#ffffff', 0.08));
      g.addColorStop(1, mix(color, '#000000', 0.12));
      outline(ctx, shape, x, y, w, h, r, null);
      ctx.fillStyle = g;
      ctx.fill();
      break;
    }
    case 'paper': {
      const wobble = () => (random() - 0.5) * unit * 0.008;
      ctx.shadowColor = 'rgba(40,25,10,0.35)';
      ctx.shadowBlur = unit * 0.012;
      ctx.shadowOffsetX = unit * 0.006;
      ctx.shadowOffsetY = unit * 0.01;
      outline(ctx, shape, x, y, w, h, r, shape === 'rect' ? wobble : null);
      ctx.fillStyle = color;
      ctx.fill();
      ctx.shadowColor = 'transparent';
      // Fibres of the paper.
      ctx.save();
      ctx.clip();
      for (let i = 0; i < (w * h) / 160; i++) {
        ctx.fillStyle = random() > 0.5 ? 'rgba(255,255,255,0.07)' : 'rgba(0,0,0,0.06)';
        ctx.fillRect(x + random() * w, y + random() * h, 1 + random() * 3, 1 + random() * 2);
      }
      ctx.restore();
      break;
    }
    case 'sticker': {
      const ink = mix(color, '#000000', 0.75);
      const line = Math.max(2, unit * 0.008);
      const drop = unit * 0.012;
      outline(ctx, shape, x + drop, y + drop, w - drop, h - drop, r, null);
      ctx.fillStyle = ink;
      ctx.fill();
      outline(ctx, shape, x, y, w - drop, h - drop, r, null);
      ctx.fillStyle = color;
      ctx.fill();
      ctx.lineWidth = line;
      ctx.strokeStyle = ink;
      ctx.stroke();
      break;
    }
    case 'wash': {
      // A blurred copy cast from far outside the sprite: only its soft shadow lands here.
      const off = 10_000;
      ctx.shadowColor = mix(color, '#ffffff', 0.1);
      ctx.shadowBlur = unit * 0.02;
      ctx.shadowOffsetX = off;
      outline(ctx, shape, x - off, y, w, h, r, null);
      ctx.fillStyle = color;
      ctx.fill();
      ctx.shadowColor = 'transparent';
      ctx.shadowOffsetX = 0;
      // Pigment pools at the edges of a wash, and blooms unevenly inside it.
      ctx.save();
      outline(ctx, shape, x, y, w, h, r, null);
      ctx.clip();
      for (let i = 0; i < 6; i++) {
        const g = ctx.createRadialGradient(x + random() * w, y + random() * h, 0, x + random() * w, y + random() * h, Math.max(w, h) * (0.3 + random() * 0.4));
        g.addColorStop(0, `${mix(color, '#ffffff', 0.25)}66`);
        g.addColorStop(1, `${mix(color, '#ffffff', 0.25)}00`);
        ctx.fillStyle = g;
        ctx.fillRect(x, y, w, h);
      }
      ctx.restore();
      outline(ctx, shape, x, y, w, h, r, null);
      ctx.lineWidth = Math.max(1.5, unit * 0.004);
      ctx.strokeStyle = `${mix(color, '#000000', 0.25)}88`;
      ctx.stroke();
      break;
    }
    case 'glossy': {
      const depth = unit * 0.016;
      ctx.shadowColor = 'rgba(0,0,0,0.28)';
      ctx.shadowBlur = unit * 0.03;
      ctx.shadowOffsetY = unit * 0.016;
      outline(ctx, shape, x, y + depth, w, h - depth, r, null);
      ctx.fillStyle = mix(color, '#000000', 0.35);
      ctx.fill();
      ctx.shadowColor = 'transparent';
      const g = ctx.createLinearGradient(0, y, 0, y + h);
      g.addColorStop(0, mix(color, '#ffffff', 0.3));
      g.addColorStop(1, mix(color, '#000000', 0.05));
      outline(ctx, shape, x, y, w, h - depth, r, null);
      ctx.fillStyle = g;
      ctx.fill();
      // A soft highlight along the top, as if lit from above.
      ctx.save();
      ctx.clip();
      const hl = ctx.createLinearGradient(0, y, 0, y + (h - depth) * 0.5);
      hl.addColorStop(0, 'rgba(255,255,255,0.35)');
      hl.addColorStop(1, 'rgba(255,255,255,0)');
      ctx.fillStyle = hl;
      ctx.fillRect(x, y, w, (h - depth) * 0.5);
      ctx.restore();
      break;
    }
  }
  return { canvas, pad, w, h };
}

/**
 * Places a block with its top-left corner at (x, y), whole pixels, showing the part `reveal`
 * (0..1) of it from the side `from`: a wipe that costs a copy, not a resample.
 */
export function drawBlock(ctx: SKRSContext2D, block: BlockSprite, x: number, y: number, reveal = 1, from: 'left' | 'right' | 'top' | 'bottom' = 'left'): void {
  if (reveal <= 0) return;
  const full = { w: block.canvas.width, h: block.canvas.height };
  const k = Math.min(1, reveal);
  const sx = from === 'right' ? Math.round(full.w * (1 - k)) : 0;
  const sy = from === 'bottom' ? Math.round(full.h * (1 - k)) : 0;
  const sw = from === 'left' || from === 'right' ? Math.max(1, Math.round(full.w * k)) : full.w;
  const sh = from === 'top' || from === 'bottom' ? Math.max(1, Math.round(full.h * k)) : full.h;
  const dx = Math.round(x - block.pad + sx);
  const dy = Math.round(y - block.pad + sy);
  ctx.drawImage(block.canvas, sx, sy, sw, sh, dx, dy, sw, sh);
}

/** Places a block scaled about its centre (small blocks only: a scale resamples the sprite). */
export function drawBlockScaled(ctx: SKRSContext2D, block: BlockSprite, cx: number, cy: number, scale: number, angle = 0): void {
  if (scale <= 0.01) return;
  ctx.save();
  ctx.translate(cx, cy);
  if (angle) ctx.rotate(angle);
  ctx.scale(scale, scale);
  ctx.drawImage(block.canvas, -block.canvas.width / 2, -block.canvas.height / 2);
  ctx.restore();
}
