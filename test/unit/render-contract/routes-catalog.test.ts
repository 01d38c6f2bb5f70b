import { describe, expect, it } from 'vitest';
import { AD_FORMAT, formatOf, ROUTE_FORMATS, ROUTES, TRAINING_FORMAT } from '../../../lambdas/core/render/routes-catalog';
import { PRESENTER_SCENE_TYPES } from '../../../lambdas/core/render/vocabulary';

const SPEC_ROUTES =
  'commercial, product-film, product-ad, brand-advert, film-advert, brand-mascot-ad, story, character-story, place-film, explainer, training, motion-film, app-demo, website, narrator, ugc-ad, testimonial, walk-talk, unboxing, short, youtube-short, stylized-world, frozen-frame';

describe('§2.2 route: the 23 values, each with a format template', () => {
  it('exactly the spec’s values, in its order', () => {
    expect(ROUTES.join(', ')).toBe(SPEC_ROUTES);
  });

  it('product formats are the documented six, and include the spec’s examples', () => {
    const product = ROUTES.filter((r) => ROUTE_FORMATS[r].productFormat);
    expect(product).toEqual(['product-film', 'product-ad', 'app-demo', 'website', 'ugc-ad', 'unboxing']);
  });

  it('presenter formats are narrator, ugc-ad, testimonial and walk-talk', () => {
    expect(ROUTES.filter((r) => ROUTE_FORMATS[r].presenterFormat)).toEqual(['narrator', 'ugc-ad', 'testimonial', 'walk-talk']);
  });

  it.each(ROUTES)('%s: its flags agree with its template', (route) => {
    const f = ROUTE_FORMATS[route];
    expect(f.slots.some((s) => s.type === 'i2v_fast' && s.showsProduct)).toBe(f.productFormat);
    expect(f.slots.some((s) => PRESENTER_SCENE_TYPES.includes(s.type))).toBe(f.presenterFormat);
    expect(f.slots.filter((s) => s.repeat)).toHaveLength(1);
    expect(f.sceneSec).toBeGreaterThanOrEqual(3);
    expect(f.sceneSec).toBeLessThanOrEqual(10);
  });

  it.each(ROUTES.filter((r) => r !== 'training'))('%s: an advert arc from hook to call to action', (route) => {
    const roles = ROUTE_FORMATS[route].slots.map((s) => s.role);
    expect(roles[0]).toBe('hook');
    expect(roles.at(-1)).toBe('cta');
  });

  it('kind training always plans the training arc; without a route an ad plans the plain advert arc', () => {
    expect(formatOf('ugc-ad', 'training')).toBe(TRAINING_FORMAT);
    expect(formatOf(undefined, 'ad')).toBe(AD_FORMAT);
    expect(formatOf('training', 'ad').arc).toBe('training');
    expect(formatOf('unboxing', 'ad')).toBe(ROUTE_FORMATS.unboxing);
  });
});
