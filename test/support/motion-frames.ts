import { createCanvas } from '@napi-rs/canvas';
import { ASPECTS } from '../../lambdas/core/render/vocabulary';
import { safeAreas } from '../../lambdas/render/draw/layout';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { TextAudit } from '../../lambdas/render/draw/text-audit';
import { familiesFor, isRtl } from '../../lambdas/render/fonts';
import { videoFormat } from '../../lambdas/render/formats';
import { motionScene } from '../../lambdas/render/scenes/motion';
import type { ArtStyle, Aspect, SceneSpec } from '../../lambdas/render/spec';

/** Each aspect's draft frame, as the engine draws it. */
export const DRAFT_SIZES = {} as Record<Aspect, readonly [number, number]>;
for (const aspect of ASPECTS) {
  const { drawWidth, drawHeight } = videoFormat(aspect, 'draft', false);
  DRAFT_SIZES[aspect] = [drawWidth, drawHeight];
}

/**
 * Of `count` ways to draw a card (its looks, the art styles), those a table draws in `aspect`: every
 * way in 9:16 and 16:9, the aspects most videos are made in; in each other aspect one in turn (its
 * place among the aspects plus `shift`, a row's own turn), so across the aspects every way is drawn.
 */
export function waysIn(aspect: Aspect, count: number, shift = 0): number[] {
  const all = Array.from({ length: count }, (_, way) => way);
  return aspect === '9:16' || aspect === '16:9' ? all : [(ASPECTS.indexOf(aspect) + shift) % count];
}

export interface MotionFrames {
  aspect: Aspect;
  width: number;
  height: number;
  spec: SceneSpec;
  seed: number;
  artStyle: ArtStyle;
  language: string;
  frames: readonly number[];
  stepNumber?: number;
}

/** What every motion layout is drawn with in these tests, besides its scene, seed and step: a draft frame of `aspect`, no product, no logo. */
export function motionFrameInputs(aspect: Aspect, width: number, height: number, artStyle: ArtStyle, language: string) {
  return {
    palette: paletteFor(null, artStyle),
    artStyle,
    width,
    height,
    fps: 24,
    content: safeAreas(aspect, width, height, false).content,
    families: familiesFor(language),
    rtl: isRtl(language),
    product: null,
    logo: null,
  };
}

/**
 * Draws a motion scene's frames through the text audit (the record check:video reads): every text
 * box of every frame drawn, and the areas they must stay in.
 */
export async function auditedMotionFrames({ aspect, width, height, spec, seed, artStyle, language, frames, stepNumber = 1 }: MotionFrames) {
  const areas = safeAreas(aspect, width, height, false);
  const scene = motionScene({ scene: spec, ...motionFrameInputs(aspect, width, height, artStyle, language), stepNumber, seed });
  const ctx = createCanvas(width, height).getContext('2d');
  const audit = new TextAudit();
  const stop = audit.watch(ctx);
  for (const frame of frames) {
    audit.beginFrame(frame);
    await scene.draw(ctx, frame);
    audit.endFrame();
  }
  stop();
  return { spans: audit.finish(), safe: areas.safe, content: areas.content };
}
