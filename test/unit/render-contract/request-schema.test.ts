import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError, errorBody } from '../../../lambdas/core/errors';
import { parseRenderRequest } from '../../../lambdas/core/render/request-schema';

/** The `detail` of the 400, or undefined when the body is accepted. */
function detailOf(body: unknown): string | undefined {
  try {
    parseRenderRequest(body);
    return undefined;
  } catch (err) {
    // Anything but a validation error fails with where it was thrown.
    expect(err, (err as Error).stack).toBeInstanceOf(ApiError);
    const e = err as ApiError;
    expect(e.status).toBe(400);
    expect(errorBody(e).error).toBe('Validation failed');
    return errorBody(e).detail as string;
  }
}

const scene = (extra: Record<string, unknown> = {}) => ({ type: 't2v_fast', prompt: 'A cup of coffee', ...extra });
const withScene = (extra: Record<string, unknown>) => ({ scene_plan: [scene(extra)] });
const text = (n: number) => 'a'.repeat(n);

describe('§2.2 render request: one of brief or scene_plan', () => {
  it('a brief alone is accepted', () => expect(detailOf({ brief: 'An ad for tea' })).toBeUndefined());
  it('a scene plan alone is accepted', () => expect(detailOf({ scene_plan: [scene()] })).toBeUndefined());
  it('neither is refused', () => expect(detailOf({ title: 'x' })).toBe('one of brief or scene_plan is required'));
  it('a body that is not an object is refused', () => {
    expect(detailOf(null)).toBe('body: must be an object');
    expect(detailOf([1])).toBe('body: must be an object');
    expect(detailOf('brief')).toBe('body: must be an object');
  });
});

/** [body that is exactly at a bound, body just past it, the problem listed]. */
const bounds: [string, unknown, unknown, string][] = [
  ['§8 brief 1..4000 (max)', { brief: text(4000) }, { brief: text(4001) }, 'brief: must be at most 4000 characters'],
  ['§8 brief 1..4000 (min)', { brief: 'a' }, { brief: '' }, 'brief: must be at least 1 character'],
  ['§8 scene_plan 1..12 (max)', { scene_plan: Array(12).fill(scene()) }, { scene_plan: Array(13).fill(scene()) }, 'scene_plan: must be at most 12 items'],
  ['§8 scene_plan 1..12 (min)', { scene_plan: [scene()] }, { scene_plan: [] }, 'scene_plan: must be at least 1 item'],
  ['§8 scene prompt 1..2000 (max)', withScene({ prompt: text(2000) }), withScene({ prompt: text(2001) }), 'scene_plan.0.prompt: must be at most 2000 characters'],
  ['§8 scene prompt 1..2000 (min)', withScene({ prompt: 'a' }), withScene({ prompt: '' }), 'scene_plan.0.prompt: must be at least 1 character'],
  ['§8 scene script up to 2000', withScene({ script: text(2000) }), withScene({ script: text(2001) }), 'scene_plan.0.script: must be at most 2000 characters'],
  ['§8 scene duration 3..10 (max)', withScene({ duration_sec: 10 }), withScene({ duration_sec: 10.5 }), 'scene_plan.0.duration_sec: must be at most 10'],
  ['§8 scene duration 3..10 (min)', withScene({ duration_sec: 3 }), withScene({ duration_sec: 2.9 }), 'scene_plan.0.duration_sec: must be at least 3'],
  ['§8 duration_sec 5..120 (max)', { brief: 'x', duration_sec: 120 }, { brief: 'x', duration_sec: 121 }, 'duration_sec: must be at most 120'],
  ['§8 duration_sec 5..120 (min)', { brief: 'x', duration_sec: 5 }, { brief: 'x', duration_sec: 4 }, 'duration_sec: must be at least 5'],
  ['§2.2 duration_sec is an integer', { brief: 'x', duration_sec: 30 }, { brief: 'x', duration_sec: 30.5 }, 'duration_sec: must be an integer'],
  ['§8 title up to 200', { brief: 'x', title: text(200) }, { brief: 'x', title: text(201) }, 'title: must be at most 200 characters'],
  ['§8 brand_name up to 80', { brief: 'x', brand_name: text(80) }, { brief: 'x', brand_name: text(81) }, 'brand_name: must be at most 80 characters'],
  ['§8 category up to 60', { brief: 'x', category: text(60) }, { brief: 'x', category: text(61) }, 'category: must be at most 60 characters'],
  ['§8 language 2..10 (max)', { brief: 'x', language: 'zh-Hant-TW' }, { brief: 'x', language: 'zh-Hant-TWX' }, 'language: must be at most 10 characters'],
  ['§8 language 2..10 (min)', { brief: 'x', language: 'en' }, { brief: 'x', language: 'e' }, 'language: must be at least 2 characters'],
  ['§8 brand_colors up to 12', { brief: 'x', brand_colors: Array(12).fill('#fff') }, { brief: 'x', brand_colors: Array(13).fill('#fff') }, 'brand_colors: must be at most 12 items'],
  ['§8 brand colour up to 32 characters', { brief: 'x', brand_colors: ['#A1b2C3'] }, { brief: 'x', brand_colors: [`#${text(32)}`] }, 'brand_colors.0: must be at most 32 characters'],
  ['§2.2 brand colours are hex', { brief: 'x', brand_colors: ['#12345678', 'abc'] }, { brief: 'x', brand_colors: ['red'] }, 'brand_colors.0: must be a hex colour such as #1a2b3c'],
];

describe('§2.2, §2.3, §8 bounds: at the bound accepted, one past refused with its field', () => {
  it.each(bounds)('%s', (_name, atBound, past, problem) => {
    expect(detailOf(atBound)).toBeUndefined();
    expect(detailOf(past)).toBe(problem);
  });
});

describe('§8 image URLs: public http(s) URL or data URI up to 5,000,000 characters', () => {
  const dataUri = (chars: number) => `data:image/png;base64,${'A'.repeat(chars - 'data:image/png;base64,'.length)}`;

  it.each(['brand_logo_url', 'product_image_url'])('%s accepts a 5,000,000-character data URI and refuses one longer', (field) => {
    expect(detailOf({ brief: 'x', [field]: dataUri(5_000_000) })).toBeUndefined();
    expect(detailOf({ brief: 'x', [field]: dataUri(5_000_001) })).toBe(`${field}: must be at most 5000000 characters`);
  });

  it('a data URI is base64 throughout, at most two padding signs at its end, however long', () => {
    const bad = (uri: string) => detailOf({ brief: 'x', brand_logo_url: uri });
    expect(bad('data:image/png;base64,QUJD=')).toBeUndefined();
    expect(bad('data:image/png;base64,QUI==')).toBeUndefined();
    expect(bad('data:image/png;base64,QU===')).toMatch(/must be a public http\(s\) URL or a base64 data:image URI/);
    expect(bad('data:image/png;base64,')).toMatch(/must be a public http\(s\) URL or a base64 data:image URI/);
    const long = dataUri(4_000_000);
    // A stray character deep in a long body, past the first slice the check reads.
    expect(bad(`${long.slice(0, 3_000_000)}!${long.slice(3_000_001)}`)).toMatch(/must be a public http\(s\) URL or a base64 data:image URI/);
    expect(bad(`${long.slice(0, 3_000_000)}=${long.slice(3_000_001)}`)).toMatch(/must be a public http\(s\) URL or a base64 data:image URI/);
  });

  it('scene ref_image_url may be a data URI as large', () => {
    expect(detailOf(withScene({ ref_image_url: dataUri(5_000_000) }))).toBeUndefined();
  });

  it.each([
    ['https://cdn.example.com/logo.png', true],
    ['http://example.com/a.jpg?x=1', true],
    ['data:image/jpeg;base64,/9j/4AAQ', true],
    ['ftp://example.com/logo.png', false],
    ['javascript:alert(1)', false],
    ['https://user:pass@example.com/logo.png', false],
    ['data:text/html;base64,PGgxPg==', false],
    ['data:image/svg+xml;base64,PHN2Zz4=', false],
    ['not a url', false],
  ])('%s → accepted: %s', (url, ok) => {
    const detail = detailOf({ brief: 'x', brand_logo_url: url });
    if (ok) expect(detail).toBeUndefined();
    else expect(detail).toMatch(/^brand_logo_url: must be a public http\(s\) URL or a base64 data:image URI/);
  });

  it('footage video_url is http(s) only, never a data URI', () => {
    expect(detailOf(withScene({ type: 'footage', video_url: 'https://example.com/clip.mp4' }))).toBeUndefined();
    expect(detailOf(withScene({ type: 'footage', video_url: 'data:image/png;base64,AAAA' }))).toBe(
      'scene_plan.0.video_url: must be a public http(s) URL',
    );
  });
});

describe('§2.2 enumerations', () => {
  it.each([
    ['kind', 'story', 'kind: must be one of ad, training'],
    ['aspect', '2:1', 'aspect: must be one of 9:16, 16:9, 1:1, 4:5, 4:3, 3:4'],
    ['quality', 'ultra', 'quality: must be one of draft, standard, premium'],
    ['music_style', 'jazz', 'music_style: must be one of upbeat-tech, cinematic-epic, lo-fi-chill, corporate-pop'],
  ])('%s outside its list is refused', (field, value, problem) => {
    expect(detailOf({ brief: 'x', [field]: value })).toBe(problem);
  });

  it('route outside the 23 values is refused, listing them', () => {
    expect(detailOf({ brief: 'x', route: 'tv-spot' })).toMatch(/^route: must be one of commercial, product-film, .*, frozen-frame$/);
  });

  it('§2.3 scene type outside its list is refused', () => {
    expect(detailOf(withScene({ type: 'gif' }))).toBe(
      'scene_plan.0.type: must be one of motion, t2v_fast, i2v_fast, s2v, walk_talk, footage',
    );
  });

  it('§2.2: an unknown art_style falls back to cinematic instead of failing', () => {
    expect(parseRenderRequest({ brief: 'x', art_style: 'vaporwave' }).art_style).toBe('cinematic');
    expect(parseRenderRequest({ brief: 'x', art_style: 'watercolour' }).art_style).toBe('watercolour');
  });

  it('art_style of the wrong type is still a validation problem', () => {
    expect(detailOf({ brief: 'x', art_style: 3 })).toBe('art_style: must be a string');
  });
});

describe('§2.3 scene fields', () => {
  it('motion is for motion scenes, with a beat and a layout', () => {
    expect(detailOf(withScene({ type: 'motion', motion: { beat: 'cta', layout: 'cta' } }))).toBeUndefined();
    expect(detailOf(withScene({ motion: { beat: 'hook' } }))).toBe('scene_plan.0.motion: only allowed on motion scenes');
    expect(detailOf(withScene({ type: 'motion', motion: { layout: 'spiral' } }))).toMatch(/^scene_plan\.0\.motion\.layout: must be one of headline/);
  });

  it('footage needs video_url and only footage may have one', () => {
    expect(detailOf(withScene({ type: 'footage' }))).toBe('scene_plan.0.video_url: is required for footage scenes');
    expect(detailOf(withScene({ video_url: 'https://example.com/a.mp4' }))).toBe('scene_plan.0.video_url: only allowed on footage scenes');
  });

  it('our unshown names are accepted: duration_sec, art_direction, sfx, model', () => {
    const parsed = parseRenderRequest(withScene({ duration_sec: 7, art_direction: 'golden hour', sfx: 'whoosh', model: 't2v-fast' }));
    expect(parsed.scene_plan?.[0]).toMatchObject({ duration_sec: 7, art_direction: 'golden hour', sfx: 'whoosh', model: 't2v-fast' });
  });

  it('a scene without duration_sec lasts 5 s', () => {
    expect(parseRenderRequest(withScene({})).scene_plan?.[0]?.duration_sec).toBe(5);
  });

  it('a prompt of spaces says nothing and is refused', () => {
    expect(detailOf(withScene({ prompt: '   ' }))).toBe('scene_plan.0.prompt: must not be blank');
  });
});

describe('unknown fields (our policy): refused, each listed as an unrecognized key', () => {
  it('at the top, in a scene, and in motion', () => {
    expect(
      detailOf({ brief: 'x', colour: 'red', scene_plan: [scene({ speed: 2 }), { type: 'motion', prompt: 'Hi', motion: { font: 'x' } }] }),
    ).toBe('scene_plan.0.speed: unrecognized key; scene_plan.1.motion.font: unrecognized key; colour: unrecognized key');
  });
});

describe('§4.2 detail lists every problem at once', () => {
  it('several problems across fields, joined by "; " with dotted paths', () => {
    const detail = detailOf({
      brief: '',
      duration_sec: 500,
      aspect: 'wide',
      scene_plan: [scene(), scene(), scene({ prompt: text(2001), duration_sec: 1 })],
      brand_colors: ['#fff', 'blue'],
    });
    expect(detail?.split('; ')).toEqual([
      'brief: must be at least 1 character',
      'scene_plan.2.prompt: must be at most 2000 characters',
      'scene_plan.2.duration_sec: must be at least 3',
      'duration_sec: must be at most 120',
      'aspect: must be one of 9:16, 16:9, 1:1, 4:5, 4:3, 3:4',
      'brand_colors.1: must be a hex colour such as #1a2b3c',
    ]);
  });

  it('a missing required scene field says so', () => {
    expect(detailOf({ scene_plan: [{ prompt: 'x' }] })).toBe('scene_plan.0.type: is required');
  });
});

describe('§2.2 defaults are resolved once, in the schema', () => {
  it('an ad brief gets kind ad, 20 s, narrator, en, 9:16, draft, cinematic, no upscale, no dry run', () => {
    expect(parseRenderRequest({ brief: 'x' })).toMatchObject({
      kind: 'ad', duration_sec: 20, narrator: true, language: 'en', aspect: '9:16', quality: 'draft',
      art_style: 'cinematic', upscale: false, dry_run: false, music_style: 'upbeat-tech',
    });
  });

  it('training defaults to 60 s', () => {
    expect(parseRenderRequest({ brief: 'x', kind: 'training' }).duration_sec).toBe(60);
  });

  it('premium quality is full HD: it upscales to 4K only when asked', () => {
    expect(parseRenderRequest({ brief: 'x', quality: 'premium' }).upscale).toBe(false);
    expect(parseRenderRequest({ brief: 'x', quality: 'premium', upscale: true }).upscale).toBe(true);
  });

  it('the route decides art and music style when they are unset', () => {
    expect(parseRenderRequest({ brief: 'x', route: 'brand-mascot-ad' })).toMatchObject({ art_style: 'mascot', music_style: 'upbeat-tech' });
    expect(parseRenderRequest({ brief: 'x', route: 'brand-mascot-ad', art_style: 'watercolour' }).art_style).toBe('watercolour');
  });
});

describe('robustness: random JSON never throws anything but a 400 ApiError', () => {
  it('arbitrary JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        try {
          parseRenderRequest(body);
        } catch (err) {
          return err instanceof ApiError && err.status === 400 && typeof err.extra.detail === 'string' && err.extra.detail !== '';
        }
        return true;
      }),
      { numRuns: 500 },
    );
  });

  it('objects shaped like render requests, with random values in every field', () => {
    const anyValue = fc.oneof(fc.jsonValue(), fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
    const sceneLike = fc.dictionary(fc.constantFrom('type', 'prompt', 'script', 'role', 'duration_sec', 'motion', 'ref_image_url', 'video_url', 'sfx', 'model'), anyValue);
    const requestLike = fc.record(
      {
        brief: anyValue, scene_plan: fc.oneof(fc.array(sceneLike, { maxLength: 14 }), anyValue), kind: anyValue, title: anyValue,
        duration_sec: anyValue, narrator: anyValue, language: anyValue, aspect: anyValue, route: anyValue, art_style: anyValue,
        brand_colors: anyValue, product_image_url: anyValue, dry_run: anyValue,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(requestLike, (body) => {
        try {
          const parsed = parseRenderRequest(body);
          return parsed.duration_sec >= 5 && parsed.duration_sec <= 120;
        } catch (err) {
          return err instanceof ApiError && err.status === 400 && err.code === undefined;
        }
      }),
      { numRuns: 500 },
    );
  });
});
