/**
 * `motion` scenes: designed motion graphics for a beat of the video (headline, stat, steps,
 * checklist, call to action, logo, product). The layout comes from the scene
 * (../motion/choose.ts), the look from that layout's library, the character (easing, edges,
 * texture, depth) from the art style's theme (../motion/theme.ts), over the art style's moving
 * backdrop. Text is fitted once when the scene starts; frames only move and reveal it.
 */
import { createCanvas, type Image } from '@napi-rs/canvas';
import type { FrameSource } from '../ports';
import type { SceneSpec } from '../spec';
import { animationTime } from '../draw/anim';
import { backdrop } from '../draw/background';
import type { SceneCanvas } from '../draw/layout';
import { chooseLayout, chooseLook } from '../motion/choose';
import { footBand } from '../motion/fill';
import { THEMES } from '../motion/theme';

export interface MotionInput extends SceneCanvas {
  scene: SceneSpec;
  product: Image | null;
  logo: Image | null;
  /** 1-based number of this scene among the video's `step` scenes. */
  stepNumber: number;
  seed: number;
  /** The video's title: a call to action without a headline of its own shows it above the button. */
  title?: string;
}

export function motionScene(input: MotionInput): FrameSource {
  const layout = chooseLayout(input.scene, input.product !== null, input.logo !== null);
  const theme = THEMES[input.artStyle];
  const look = {
    ...input,
    layout,
    title: input.title ?? '',
    theme,
    m: createCanvas(8, 8).getContext('2d'),
    box: input.content,
    unit: Math.min(input.width, input.height),
  };
  const paint = chooseLook(layout, input.seed)(look);
  // A look that covers the frame lays its own foot on its own ground.
  const foot = footBand(look, input.palette.background);
  const bg = backdrop(input.palette, input.artStyle, input.width, input.height, input.seed);
  const stopMotion = input.artStyle === 'stop_motion';
  return {
    draw(ctx, frame) {
      const t = animationTime(frame / input.fps, stopMotion);
      if (!paint.covers?.(t)) {
        bg.draw(ctx, t);
        foot(ctx, t);
      }
      paint(ctx, t);
    },
  };
}
