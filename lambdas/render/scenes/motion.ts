/**
 * `motion` scenes: designed motion graphics for a beat of the video (headline, stat, steps,
 * checklist, call to action, logo, product). The layout comes from the scene
 * (../motion/choose.ts), the look from that layout's library, the character (easing, edges,
 * texture, depth) from the art style's theme (../motion/theme.ts), over the art style's moving
 * backdrop, in the card's colours (../motion/card-palette.ts). When the video generates scenes, the
 * card is set in their place (../motion/world.ts, world-card.ts): veiled behind the look, or beside
 * or below it. Text is fitted once when the scene starts; frames only move and reveal it.
 */
import { createCanvas, type Image } from '@napi-rs/canvas';
import type { FootageSibling, FrameSource } from '../ports';
import type { SceneSpec } from '../spec';
import { animationTime } from '../draw/anim';
import { backdrop } from '../draw/background';
import type { SceneCanvas } from '../draw/layout';
import { chooseLayout, chooseLook } from '../motion/choose';
import { footBand } from '../motion/fill';
import { THEMES } from '../motion/theme';
import { isTall, isWide } from '../motion/looks/kit';
import { cardPalette } from '../motion/card-palette';
import { brandWorld, WORLD_SEED } from '../motion/world';
import { worldCard, type WorldCard } from '../motion/world-card';

export interface MotionInput extends SceneCanvas {
  scene: SceneSpec;
  product: Image | null;
  logo: Image | null;
  /** 1-based number of this scene among the video's `step` scenes. */
  stepNumber: number;
  seed: number;
  /** The video's title: a call to action without a headline of its own shows it above the button. */
  title?: string;
  /** The video's scenes: the place its generated scenes happen in is the card's world (../motion/world.ts). */
  video?: readonly FootageSibling[];
}

export function motionScene(input: MotionInput): FrameSource {
  const layout = chooseLayout(input.scene, input.product !== null, input.logo !== null);
  const theme = THEMES[input.artStyle];
  const palette = cardPalette(input.palette, input.seed);
  const m = createCanvas(8, 8).getContext('2d');
  const look = chooseLook(layout, input.seed);
  /** What the look is given to compose in `frame` (the whole frame, or a split's panel) as in a frame of its own. */
  const within = (frame: WorldCard['frame']) => ({ ...input, palette, layout, title: input.title ?? '', theme, m, width: frame.width, height: frame.height, content: frame.content, box: frame.content, unit: Math.min(frame.width, frame.height) });
  const whole = { x: 0, y: 0, width: input.width, height: input.height, content: input.content };
  let paint = look(within(whole));
  const world = input.video ? brandWorld(input.video) : null;
  const stopMotion = input.artStyle === 'stop_motion';
  if (!world) {
    // A look that covers the frame lays its own foot on its own ground.
    const foot = footBand(within(whole), palette.background);
    const bg = backdrop(palette, input.artStyle, input.width, input.height, input.seed);
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
  // A wide or tall frame splits into picture and panel (a plate across a tall frame would leave the
  // place two strips of ceiling and floor); a square one by the scene's seed, or whenever its look
  // covers its frame (it would hide the world behind it).
  const arrangement = isWide(input) || isTall(input) || paint.covers || (input.seed >>> 8) % 2 ? 'split' : 'veil';
  const card = worldCard({ ...input, world, arrangement, card: palette, seed: WORLD_SEED });
  if (arrangement === 'split') paint = look(within(card.frame));
  const { x, y, width, height } = card.frame;
  const beside = card.beside && [{ label: 'the brand’s place', box: card.beside, soft: true }];
  return {
    ...(beside && { subjects: () => beside }),
    draw(ctx, frame) {
      const t = animationTime(frame / input.fps, stopMotion);
      card.draw(ctx, t);
      ctx.save();
      ctx.translate(x, y);
      ctx.beginPath();
      ctx.rect(0, 0, width, height);
      ctx.clip();
      paint(ctx, t);
      ctx.restore();
    },
  };
}
