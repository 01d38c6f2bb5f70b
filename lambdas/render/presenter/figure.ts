/**
 * The whole illustrated presenter at one instant, back to front: hair behind, legs, neck and
 * torso, the head (tilting and nodding about the neck), then the arms in front with whatever
 * the hands hold. Drawn in head units: the caller translates to the face's centre and scales
 * by the head unit. The legs are always drawn: the frame's edge cuts them where the shot ends.
 *
 * What holds still for a scene (the hair, the face with its nose and shading, the torso in its
 * garment) is painted once into sprites at the scene's scale and copied each frame on whole
 * pixels: rasterizing those shapes on every frame cost about 4 ms a draft frame, more than
 * everything else the presenter draws. Only the mouth, eyes, brows, arms, hands and legs are
 * drawn anew. A sprite keeps only its painted pieces (./sprite.ts): boxed, the four blended
 * about a frame's worth of pixels, mostly transparent.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { AvatarLook, AvatarPreset } from '../../core/presets';
import { BREATH_LIFT, drawArm, drawLegs, drawNeck, drawTorso } from './body';
import { drawFace, drawFeatures, drawHairBack, drawHairFront } from './head';
import type { Pose, Stance } from './pose';
import type { Point } from './rig';
import type { Rect } from '../ports';
import { paintedPieces, type Piece } from './sprite';

/** Something drawn in a hand, given where the wrist is and which arm holds it. */
export type HandItem = (ctx: SKRSContext2D, wrist: Point, side: -1 | 1) => void;

interface Sprite {
  pieces: Piece[];
  /** Where its canvas went, in head units: the pieces are placed from its corner. */
  box: Rect;
}

/** Paints `box` (head units) at `scale` pixels a unit into a canvas of its own. */
function sprite(box: Rect, scale: number, paint: (ctx: SKRSContext2D) => void): Sprite {
  const pad = 2;
  const canvas = createCanvas(Math.ceil(box.w * scale) + 2 * pad, Math.ceil(box.h * scale) + 2 * pad);
  const ctx = canvas.getContext('2d');
  ctx.translate(pad, pad);
  ctx.scale(scale, scale);
  ctx.translate(-box.x, -box.y);
  paint(ctx);
  return { pieces: paintedPieces(canvas), box: { x: box.x - pad / scale, y: box.y - pad / scale, w: canvas.width / scale, h: canvas.height / scale } };
}

/** The drawing's scale and offset in pixels, read once for the sprites drawn under one transform. */
interface Placement {
  a: number;
  d: number;
  e: number;
  f: number;
}

/**
 * Places sprites on whole pixels, as painted: a plain copy. Resampling them (a sub-pixel offset,
 * a rotation) costs several times as much, so the figure only moves, never turns.
 */
function place(ctx: SKRSContext2D, m: Placement, ...sprites: Sprite[]): void {
  ctx.save();
  ctx.resetTransform();
  for (const s of sprites) {
    const x = Math.round(m.a * s.box.x + m.e);
    const y = Math.round(m.d * s.box.y + m.f);
    for (const p of s.pieces) ctx.drawImage(p.canvas, x + p.x, y + p.y);
  }
  ctx.restore();
}

const headTransform = (ctx: SKRSContext2D, pose: Pose) => ctx.translate(pose.head.shift, pose.head.nod);

export interface Figure {
  /** Draws the figure; returns where the wrists ended up (screen-left, screen-right), for what hangs from them. */
  draw(ctx: SKRSContext2D, pose: Pose, items: [HandItem | null, HandItem | null]): [Point, Point];
}

/** The presenter in a look and stance, painted for `scale` pixels a head unit. */
export function figure(preset: AvatarPreset, look: AvatarLook, stance: Stance, scale: number): Figure {
  const hairBack = sprite({ x: -2, y: -2.3, w: 4, h: 5.6 }, scale, (ctx) => drawHairBack(ctx, preset));
  const torso = sprite({ x: -2.4, y: 0.5, w: 4.8, h: 6.9 }, scale, (ctx) => {
    drawNeck(ctx, preset);
    drawTorso(ctx, preset, look, stance);
  });
  const face = sprite({ x: -1.4, y: -1.4, w: 2.8, h: 2.8 }, scale, (ctx) => drawFace(ctx, preset, stance));
  const hairFront = sprite({ x: -2, y: -2.3, w: 4, h: 5.6 }, scale, (ctx) => drawHairFront(ctx, preset, stance));
  return {
    draw(ctx, pose, items) {
      ctx.save();
      ctx.translate(pose.offset.x, pose.offset.y);
      ctx.save();
      headTransform(ctx, pose);
      // The head's parts share one transform: reading it makes an object, so it is read once.
      const head = ctx.getTransform();
      place(ctx, head, hairBack);
      ctx.restore();
      drawLegs(ctx, look, pose, stance);
      ctx.save();
      ctx.translate(0, -pose.breath * BREATH_LIFT);
      place(ctx, ctx.getTransform(), torso);
      ctx.restore();
      ctx.save();
      headTransform(ctx, pose);
      place(ctx, head, face);
      drawFeatures(ctx, preset, pose, stance);
      place(ctx, head, hairFront);
      ctx.restore();
      const wrists = pose.arms.map((arm, i) => {
        const side = i === 0 ? -1 : 1;
        const wrist = drawArm(ctx, preset, look, side, arm, pose);
        items[i]?.(ctx, wrist, side);
        return { x: wrist.x + pose.offset.x, y: wrist.y + pose.offset.y };
      }) as [Point, Point];
      ctx.restore();
      return wrists;
    },
  };
}
