/**
 * Where the illustrated presenter stands or walks: each setting of ./direction.ts painted as
 * layers in perspective with the presenter (./stage.ts). When the presenter walks and the camera
 * tracks them, a layer at depth scale `s` passes at `s` times the ground's speed, so depth reads from the motion and the feet
 * never slide. Every layer is painted once, wide enough for the whole walk, and placed on whole
 * pixels each frame; a standing presenter's setting is flattened into one picture, softened
 * like a background out of focus. A few things move on their own (`animate`: water, clouds).
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { rng } from '../draw/anim';
import type { SettingId } from './direction';
import { INDOOR_PAINTERS } from './settings-indoor';
import { depthAt, type LayerSpec, type SettingPainter, type Stage } from './stage';
import { OUTDOOR_PAINTERS } from './settings-outdoor';
import { paintedPieces, type Piece } from './sprite';

const PAINTERS: Record<SettingId, (stage: Stage) => SettingPainter> = { ...INDOOR_PAINTERS, ...OUTDOOR_PAINTERS };

interface Layer {
  /** The layer's painted pieces (./sprite.ts): blending its empty rows every frame would cost as much as painted ones. */
  pieces: Piece[];
  width: number;
  depth: number;
}

export interface Setting {
  /** Draws the setting at time `t`. */
  draw(ctx: SKRSContext2D, t: number): void;
}

/**
 * The setting behind the presenter. `speed` is the ground's speed in pixels a second (0 for a
 * presenter standing still), `dir` where the presenter walks (+1 the screen's right: the
 * setting passes to the left).
 */
export function setting(id: SettingId, stage: Stage, speed: number, dir: 1 | -1, durationSec: number, seed: number): Setting {
  const painter = PAINTERS[id]({ ...stage, random: rng(seed) });
  const { width, height } = stage;
  const blur = Math.max(1, Math.round(Math.min(width, height) * 0.004));
  // Each layer has its own random numbers, so what it paints does not depend on the others.
  const paint = (layer: LayerSpec, index: number, w: number) => {
    const picture = createCanvas(w, height);
    layer.paint(picture.getContext('2d'), w, { ...stage, random: rng(seed + index * 7919) });
    return picture;
  };
  // Further back is softer: the focus is on the presenter.
  const softness = (depth: number) => Math.max(0, Math.round(blur * (1.3 - depth)));
  if (speed === 0) {
    const still = createCanvas(width, height);
    const ctx = still.getContext('2d');
    painter.layers.forEach((layer, i) => ctx.drawImage(soften(paint(layer, i, width), softness(depthAt(stage, layer.distance))), 0, 0));
    return {
      draw(c, t) {
        c.drawImage(still, 0, 0);
        painter.animate?.(c, stage, t, () => 0);
      },
    };
  }
  const layers = painter.layers.map((layer, i): Layer => {
    const depth = depthAt(stage, layer.distance);
    const lw = width + Math.ceil(speed * depth * durationSec) + 2;
    return { pieces: paintedPieces(soften(paint(layer, i, lw), softness(depth))), width: lw, depth };
  });
  // Walking right, the world passes leftwards: a layer starts at its left end and slides left.
  const shift = (depth: number, t: number) => Math.round(speed * depth * t);
  return {
    draw(ctx, t) {
      for (const layer of layers) {
        const s = shift(layer.depth, t);
        const x = dir > 0 ? -s : -(layer.width - width) + s;
        for (const p of layer.pieces) ctx.drawImage(p.canvas, x + p.x, p.y);
      }
      painter.animate?.(ctx, stage, t, (distance) => dir * shift(depthAt(stage, distance), t));
    },
  };
}

/**
 * `picture` blurred by `px`, as opaque as it was wherever it was: its border pixels repeated
 * outwards before the blur (blurred against the transparent outside, the frame's edge was
 * see-through), and the sharp picture under the blurred one (where one layer's softened edge met
 * the next, the seam was see-through). The frame drawn before showed through both as a ghost.
 */
function soften(picture: Canvas, px: number): Canvas {
  if (px <= 0) return picture;
  const { width: w, height: h } = picture;
  const pad = px * 3;
  const padded = createCanvas(w + pad * 2, h + pad * 2);
  const p = padded.getContext('2d');
  p.imageSmoothingEnabled = false;
  p.drawImage(picture, pad, pad);
  // Each side's last row or column stretched over the padding, each corner's pixel over its corner.
  const edges: [number, number, number, number, number, number, number, number][] = [
    [0, 0, w, 1, pad, 0, w, pad],
    [0, h - 1, w, 1, pad, pad + h, w, pad],
    [0, 0, 1, h, 0, pad, pad, h],
    [w - 1, 0, 1, h, pad + w, pad, pad, h],
    [0, 0, 1, 1, 0, 0, pad, pad],
    [w - 1, 0, 1, 1, pad + w, 0, pad, pad],
    [0, h - 1, 1, 1, 0, pad + h, pad, pad],
    [w - 1, h - 1, 1, 1, pad + w, pad + h, pad, pad],
  ];
  for (const [sx, sy, sw, sh, dx, dy, dw, dh] of edges) p.drawImage(picture, sx, sy, sw, sh, dx, dy, dw, dh);
  const soft = createCanvas(w, h);
  const ctx = soft.getContext('2d');
  ctx.filter = `blur(${px}px)`;
  ctx.drawImage(padded, -pad, -pad);
  ctx.filter = 'none';
  ctx.globalCompositeOperation = 'destination-over';
  ctx.drawImage(picture, 0, 0);
  return soft;
}
