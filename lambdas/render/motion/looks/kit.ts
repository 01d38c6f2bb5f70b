/** What every look is given, and the small pieces several looks share. */
import type { Image, SKRSContext2D } from '@napi-rs/canvas';
import type { MotionLayout } from '../../../core/render/vocabulary';
import type { Palette } from '../../ports';
import type { Box, SceneCanvas } from '../../draw/layout';
import { contrastRatio, mix, textOn } from '../../draw/palette';
import type { SceneSpec } from '../../spec';
import type { BlockSprite } from '../blocks';
import type { Theme } from '../theme';

export interface LookInput extends SceneCanvas {
  scene: SceneSpec;
  layout: MotionLayout;
  product: Image | null;
  logo: Image | null;
  /** 1-based number of this scene among the video's step scenes. */
  stepNumber: number;
  seed: number;
  /** The video's title (a kicker over a call to action that has no headline of its own). */
  title: string;
  theme: Theme;
  /** A context for measuring text. */
  m: SKRSContext2D;
  /** The content area the look lays out in. */
  box: Box;
  /** The frame's short side: sizes are shares of it. */
  unit: number;
}

/**
 * Draws one frame of the look at scene time t (seconds). `covers(t)`, when the look has it, is true
 * while the look paints every pixel of the frame opaque, so the backdrop under it need not be drawn.
 */
export type Painter = ((ctx: SKRSContext2D, t: number) => void) & { covers?: (t: number) => boolean };

/**
 * True when `block`, placed by drawBlock at (x, y) in full, is opaque over the whole frame: read
 * from its pixels once, so a finish with a soft or cut edge inside the frame never counts.
 */
export function blockCoversFrame(block: BlockSprite, x: number, y: number, width: number, height: number): boolean {
  const sx = -Math.round(x - block.pad);
  const sy = -Math.round(y - block.pad);
  if (sx < 0 || sy < 0 || sx + width > block.canvas.width || sy + height > block.canvas.height) return false;
  const { data } = block.canvas.getContext('2d').getImageData(sx, sy, width, height);
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return false;
  return true;
}

export type Look = (input: LookInput) => Painter;

export const isWide = (input: Pick<LookInput, 'width' | 'height'>) => input.width > input.height * 1.15;

/** A portrait frame (9:16, 4:5, 3:4): composed down its height, not as a wide card in its top half. */
export const isTall = (input: Pick<LookInput, 'width' | 'height'>) => input.height > input.width * 1.15;

/** Splits a box across (top | bottom) at `ratio`, with a gap between. */
export function splitRows(box: Box, ratio: number, gap: number): [Box, Box] {
  const h1 = Math.round(box.h * ratio);
  return [
    { x: box.x, y: box.y, w: box.w, h: h1 - gap / 2 },
    { x: box.x, y: box.y + h1 + gap / 2, w: box.w, h: box.h - h1 - gap / 2 },
  ];
}

/** Splits a box side by side at `ratio`; `start` first in reading order (on the right for rtl). */
export function splitColumns(box: Box, ratio: number, gap: number, rtl: boolean): [Box, Box] {
  const w1 = Math.round(box.w * ratio);
  const first = { x: box.x, y: box.y, w: w1 - gap / 2, h: box.h };
  const second = { x: box.x + w1 + gap / 2, y: box.y, w: box.w - w1 - gap / 2, h: box.h };
  return rtl ? [{ ...first, x: box.x + box.w - first.w }, { ...second, x: box.x }] : [first, second];
}

export const inset = (b: Box, dx: number, dy = dx): Box => ({ x: b.x + dx, y: b.y + dy, w: b.w - 2 * dx, h: b.h - 2 * dy });

/** A colour for text on `ground`: the palette's own when it reads (≥ 4.5:1), else white or near-black. */
export function inkOn(ground: string, palette: Palette): string {
  return contrastRatio(palette.text, ground) >= 4.5 ? palette.text : textOn(ground);
}

/** The palette's accent when it reads on `ground` as a graphic (≥ 3:1), else the ink. */
export function markOn(ground: string, palette: Palette): string {
  return contrastRatio(palette.accent, ground) >= 3 ? palette.accent : inkOn(ground, palette);
}

/** A surface for cards: the ground lifted towards its opposite, so the palette's text still reads on it. */
export function cardColour(palette: Palette): string {
  const darkText = contrastRatio(palette.text, '#ffffff') >= 4.5;
  return darkText ? mix(palette.background, '#ffffff', 0.8) : mix(palette.backgroundAlt, '#ffffff', 0.07);
}
