/**
 * Where the illustrated presenter stands or walks: each setting of ./direction.ts painted as
 * layers in perspective with the presenter (./stage.ts). When the presenter walks and the camera
 * tracks them, a layer at depth scale `s` passes at `s` times the ground's speed, so depth reads from the motion and the feet
 * never slide. Every layer is painted once, wide enough for the whole walk, and placed on whole
 * pixels each frame; a standing presenter's setting is flattened into one picture, softened
 * like a background out of focus. A few things move on their own (`animate`: water, clouds).
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
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
  const softness = (depth: number) => `blur(${Math.max(0, Math.round(blur * (1.3 - depth)))}px)`;
  if (speed === 0) {
    const still = createCanvas(width, height);
    const ctx = still.getContext('2d');
    painter.layers.forEach((layer, i) => {
      ctx.filter = softness(depthAt(stage, layer.distance));
      ctx.drawImage(paint(layer, i, width), 0, 0);
    });
    ctx.filter = 'none';
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
    const picture = createCanvas(lw, height);
    const c = picture.getContext('2d');
    c.filter = softness(depth);
    c.drawImage(paint(layer, i, lw), 0, 0);
    return { pieces: paintedPieces(picture), width: lw, depth };
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
