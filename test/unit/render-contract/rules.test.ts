import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lambdas/core/errors';
import { parseRenderRequest, type Scene } from '../../../lambdas/core/render/request-schema';
import { ROUTE_FORMATS, type Route } from '../../../lambdas/core/render/routes-catalog';
import { checkRenderRules, checkRequestRules, checkSceneRules, type AccountContext } from '../../../lambdas/core/render/rules';

const account: AccountContext = { brandKitIds: new Set(['kit-1']) };
const LOGO = 'https://cdn.example.com/logo.png';
const PHOTO = 'https://cdn.example.com/product.png';

/** The code the rules answer for a body (scene_plan scenes are the scenes that render). */
function refusal(body: Record<string, unknown>, ctx: AccountContext = account): { status: number; code?: string } | undefined {
  const request = parseRenderRequest(body);
  try {
    checkRenderRules(request, request.scene_plan ?? [], ctx);
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    return { status: (err as ApiError).status, code: (err as ApiError).code };
  }
}

const t2v = { type: 't2v_fast', prompt: 'A mountain lake at dawn' };
const i2v = { type: 'i2v_fast', prompt: 'The product turning slowly' };
const s2v = { type: 's2v', prompt: 'Presenter says hello' };
const walk = { type: 'walk_talk', prompt: 'Presenter walks and talks' };
const motion = { type: 'motion', prompt: 'Order now' };
const PRODUCT_ROUTES = (Object.keys(ROUTE_FORMATS) as Route[]).filter((route) => ROUTE_FORMATS[route].productFormat);

describe('§4.2 rule 1: PRESENTER_REQUIRED', () => {
  it.each([s2v, walk])('a %s scene with no face and presenter_enabled not false is refused', (scene) => {
    expect(refusal({ scene_plan: [t2v, scene] })).toEqual({ status: 400, code: 'PRESENTER_REQUIRED' });
  });
  it('avatar_preset_id is a face for the whole video', () => {
    expect(refusal({ scene_plan: [s2v], avatar_preset_id: 'maya' })).toBeUndefined();
  });
  it("the scene's ref_image_url is a face for that scene", () => {
    expect(refusal({ scene_plan: [{ ...s2v, ref_image_url: LOGO }] })).toBeUndefined();
  });
  it('presenter_enabled: false allows a stock presenter', () => {
    expect(refusal({ scene_plan: [s2v], presenter_enabled: false })).toBeUndefined();
  });
  it('presenter_enabled: true does not replace a face', () => {
    expect(refusal({ scene_plan: [s2v], presenter_enabled: true })?.code).toBe('PRESENTER_REQUIRED');
  });
});

describe('§4.2 rule 2: PRODUCT_IMAGE_REQUIRED (product formats: product-film, product-ad, ugc-ad, unboxing, app-demo, website)', () => {
  it.each(['product-film', 'product-ad', 'ugc-ad', 'unboxing', 'app-demo', 'website'])(
    '%s showing the product without a photo is refused',
    (route) => {
      expect(refusal({ route, scene_plan: [i2v, motion], avatar_preset_id: 'maya' })).toEqual({ status: 400, code: 'PRODUCT_IMAGE_REQUIRED' });
    },
  );
  it('with product_image_url it renders', () => {
    expect(refusal({ route: 'product-ad', scene_plan: [i2v], product_image_url: PHOTO })).toBeUndefined();
  });
  it('product_enabled: false renders a product format with no photo, on purpose', () => {
    expect(refusal({ route: 'product-ad', scene_plan: [i2v], product_enabled: false })).toBeUndefined();
  });
  it('a non-product route is not a product format', () => {
    expect(refusal({ route: 'story', scene_plan: [i2v], brand_logo_url: LOGO })).toBeUndefined();
  });
  it('a plan that does not show the product (no i2v scene from the photo) needs no photo', () => {
    expect(refusal({ route: 'product-ad', scene_plan: [{ ...i2v, ref_image_url: PHOTO }, motion] })).toBeUndefined();
  });
});

describe('§4.2 rule 2 for a brief: decided before planning, so nothing is charged (issue 14)', () => {
  const beforePlanning = (body: Record<string, unknown>) => {
    try {
      checkRequestRules(parseRenderRequest(body), account);
      return undefined;
    } catch (err) {
      return (err as ApiError).code;
    }
  };
  it.each(PRODUCT_ROUTES)('a %s brief without a photo is refused by the request rules', (route) => {
    expect(beforePlanning({ brief: 'An advert for our lamp', route })).toBe('PRODUCT_IMAGE_REQUIRED');
  });
  it.each(PRODUCT_ROUTES)("%s: every product format's template shows the product from the photo", (route) => {
    expect(ROUTE_FORMATS[route].slots.some((slot) => slot.showsProduct && slot.type === 'i2v_fast')).toBe(true);
  });
  it('a photo, product_enabled: false, another route or kind training (planned as the training arc) need nothing', () => {
    for (const extra of [{ product_image_url: PHOTO }, { product_enabled: false }, { route: 'story' }, { kind: 'training' }]) {
      expect(beforePlanning({ brief: 'An advert for our lamp', route: 'unboxing', ...extra })).toBeUndefined();
    }
  });
  it('a scene plan is judged on its scenes, not before', () => {
    expect(beforePlanning({ route: 'product-ad', scene_plan: [i2v] })).toBeUndefined();
  });
});

describe('§4.2 rule 3: NO_ANCHOR', () => {
  it('a route with no brand, product photo or presenter whose pictures are all generated is refused with 422', () => {
    expect(refusal({ route: 'story', scene_plan: [t2v, motion] })).toEqual({ status: 422, code: 'NO_ANCHOR' });
  });
  it.each([
    ['brand_logo_url', { brand_logo_url: LOGO }],
    ['product_image_url', { product_image_url: PHOTO }],
    ['avatar_preset_id', { avatar_preset_id: 'leo' }],
    ['product_enabled: false', { product_enabled: false }],
    ['presenter_enabled: false', { presenter_enabled: false }],
  ])('%s anchors it', (_name, extra) => {
    expect(refusal({ route: 'story', scene_plan: [t2v, motion], ...extra })).toBeUndefined();
  });
  it('a caller picture in any scene (ref image or footage) anchors it', () => {
    expect(refusal({ route: 'story', scene_plan: [{ ...t2v, ref_image_url: PHOTO }] })).toBeUndefined();
    expect(refusal({ route: 'story', scene_plan: [{ type: 'footage', prompt: 'clip', video_url: 'https://example.com/a.mp4' }] })).toBeUndefined();
  });
  it('brand_enabled: false means the logo is not used, so it anchors nothing', () => {
    expect(refusal({ route: 'story', scene_plan: [t2v], brand_logo_url: LOGO, brand_enabled: false })?.code).toBe('NO_ANCHOR');
  });
  it('without a route there is no anchor rule', () => {
    expect(refusal({ scene_plan: [t2v] })).toBeUndefined();
  });
});

describe('§4.2 rule 4: BRAND_REQUIRED', () => {
  it('brand_kit_id without brand_logo_url is refused with 422', () => {
    expect(refusal({ brief: 'x', brand_kit_id: 'kit-1' })).toEqual({ status: 422, code: 'BRAND_REQUIRED' });
  });
  it('brand_kit_id with brand_logo_url renders', () => {
    expect(refusal({ brief: 'x', brand_kit_id: 'kit-1', brand_logo_url: LOGO })).toBeUndefined();
  });
});

describe('named resources not on the account: 404 with a stable code', () => {
  it('a brand kit of another account', () => {
    expect(refusal({ brief: 'x', brand_kit_id: 'kit-9', brand_logo_url: LOGO })).toEqual({ status: 404, code: 'BRAND_KIT_NOT_FOUND' });
  });
  it('an unknown voice preset', () => {
    expect(refusal({ brief: 'x', voice_preset_id: 'robot-9' })).toEqual({ status: 404, code: 'VOICE_PRESET_NOT_FOUND' });
  });
  it('an unknown avatar preset', () => {
    expect(refusal({ brief: 'x', avatar_preset_id: 'nobody' })).toEqual({ status: 404, code: 'AVATAR_PRESET_NOT_FOUND' });
  });
  it('catalogue presets are found', () => {
    expect(refusal({ brief: 'x', voice_preset_id: 'en-gb-male', avatar_preset_id: 'amara' })).toBeUndefined();
  });
});

describe('UNSUPPORTED_MODEL', () => {
  it('a scene asking for a model that is not available for its type is refused', () => {
    expect(refusal({ scene_plan: [{ ...t2v, model: 'sora-9000' }] })).toEqual({ status: 400, code: 'UNSUPPORTED_MODEL' });
  });
  it("a scene naming its type's model renders", () => {
    expect(refusal({ scene_plan: [{ ...t2v, model: 't2v-fast' }, { ...motion, model: 'motion-canvas' }] })).toBeUndefined();
  });
  it("a model of another scene type is not this scene's model", () => {
    expect(refusal({ scene_plan: [{ ...t2v, model: 'motion-canvas' }] })?.code).toBe('UNSUPPORTED_MODEL');
  });
  it('the deployment decides which models are available', () => {
    const noGenerated = { ...account, models: { motion: ['motion-canvas'], t2v_fast: [], i2v_fast: [], s2v: [], walk_talk: [], footage: [] } };
    expect(refusal({ scene_plan: [{ ...t2v, model: 't2v-fast' }] }, noGenerated)?.code).toBe('UNSUPPORTED_MODEL');
  });
  it('the refusal names the scene and what can be used', () => {
    const request = parseRenderRequest({ scene_plan: [t2v, { ...i2v, model: 'x' }] });
    expect(() => checkSceneRules(request, request.scene_plan!, account)).toThrow(/Scene 2 \(i2v_fast\) asked for model x.*use i2v-fast/);
  });
});

describe('order of evaluation (docs/render-contract.md)', () => {
  // A request breaking every rule at once; each step removes the first problem and expects the next.
  const everything = {
    route: 'product-ad',
    brand_kit_id: 'kit-9',
    voice_preset_id: 'robot-9',
    avatar_preset_id: 'nobody',
    scene_plan: [{ ...t2v, model: 'x' }, s2v, i2v],
  };
  const order: [string, Record<string, unknown>][] = [
    ['BRAND_REQUIRED', {}],
    ['BRAND_KIT_NOT_FOUND', { brand_logo_url: LOGO }],
    ['VOICE_PRESET_NOT_FOUND', { brand_kit_id: 'kit-1' }],
    ['AVATAR_PRESET_NOT_FOUND', { voice_preset_id: 'en-us-male' }],
    ['UNSUPPORTED_MODEL', { avatar_preset_id: undefined }],
    ['PRESENTER_REQUIRED', { scene_plan: [t2v, s2v, i2v] }],
    ['PRODUCT_IMAGE_REQUIRED', { presenter_enabled: false }],
  ];
  it('brand, brand kit, voice, avatar, model, presenter, product, in that order', () => {
    let body: Record<string, unknown> = everything;
    for (const [code, fix] of order) {
      body = { ...body, ...fix };
      const clean = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
      expect(refusal(clean)?.code).toBe(code);
    }
  });
  it('PRODUCT_IMAGE_REQUIRED comes before NO_ANCHOR when both hold', () => {
    expect(refusal({ route: 'unboxing', scene_plan: [i2v] })?.code).toBe('PRODUCT_IMAGE_REQUIRED');
  });
  it('PRESENTER_REQUIRED comes before PRODUCT_IMAGE_REQUIRED', () => {
    expect(refusal({ route: 'ugc-ad', scene_plan: [s2v, i2v] })?.code).toBe('PRESENTER_REQUIRED');
  });
  it('request rules need no scenes: they run before a brief is planned', () => {
    const request = parseRenderRequest({ brief: 'x', brand_kit_id: 'kit-1' });
    expect(() => checkRequestRules(request, account)).toThrow(expect.objectContaining({ code: 'BRAND_REQUIRED' }));
    const planned: Scene[] = [{ type: 's2v', prompt: 'hi', duration_sec: 5 }];
    const ok = parseRenderRequest({ brief: 'x' });
    expect(() => checkRequestRules(ok, account)).not.toThrow();
    expect(() => checkSceneRules(ok, planned, account)).toThrow(expect.objectContaining({ code: 'PRESENTER_REQUIRED' }));
  });
});
