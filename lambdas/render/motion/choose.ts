/**
 * Which layout a motion scene takes (its explicit `motion.layout`, else its beat or role and
 * its copy) and which look of that layout's library draws it: picked by the scene's seed, so the
 * same job always renders the same frames and the scenes of one video vary.
 */
import { MOTION_LAYOUTS, type MotionLayout } from '../../core/render/vocabulary';
import type { SceneSpec } from '../spec';
import { findFigure } from './figures';
import { CTA_LOOKS } from './looks/cta';
import { HEADLINE_LOOKS } from './looks/headline';
import type { Look } from './looks/kit';
import { LIST_LOOKS } from './looks/list';
import { LOGO_LOOKS } from './looks/logo';
import { PRODUCT_LOOKS } from './looks/product';
import { STAT_LOOKS } from './looks/stat';

/** Layout from the explicit motion layout, else from the beat or role and the copy itself. */
export function chooseLayout(scene: SceneSpec, hasProduct: boolean, hasLogo: boolean): MotionLayout {
  const explicit = scene.motion?.layout as MotionLayout | undefined;
  if (explicit && MOTION_LAYOUTS.includes(explicit)) return explicit;
  const beat = (scene.motion?.beat ?? scene.role ?? '').toLowerCase();
  if (beat === 'cta') return 'cta';
  if (beat === 'step') return 'steps';
  if (beat === 'recap') return 'checklist';
  if (beat === 'proof' && findFigure(scene.prompt)) return 'stat';
  if (beat === 'intro' && hasLogo) return 'logo';
  if ((beat === 'body' || beat === 'proof') && hasProduct) return 'product';
  return 'headline';
}

/** Every layout's looks: at least three each. */
export const LOOKS: Record<MotionLayout, readonly Look[]> = {
  headline: HEADLINE_LOOKS,
  stat: STAT_LOOKS,
  steps: LIST_LOOKS,
  checklist: LIST_LOOKS,
  cta: CTA_LOOKS,
  logo: LOGO_LOOKS,
  product: PRODUCT_LOOKS,
};

export function chooseLook(layout: MotionLayout, seed: number): Look {
  const looks = LOOKS[layout];
  return looks[seed % looks.length]!;
}
