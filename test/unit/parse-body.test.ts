import { describe, expect, it } from 'vitest';
import { ApiError, errorBody, MAX_PROBLEMS } from '../../lambdas/core/errors';
import { parseBody, RAW_LIMITS, rawShapeProblem, shapeBoundsOf, shapeLimits } from '../../lambdas/core/parse-body';
import { MAX_SCENES, parseRenderRequest, renderRequestSchema } from '../../lambdas/core/render/request-schema';
import { createHookBodySchema, patchHookBodySchema } from '../../lambdas/core/webhooks/hook-schema';

/** The 400's body, or undefined when the body is accepted. */
function refusal(parse: () => unknown): { error: unknown; detail: string } | undefined {
  try {
    parse();
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    return errorBody(err as ApiError) as { error: unknown; detail: string };
  }
}

const wide = (n: number, base: Record<string, unknown> = {}) => {
  const body: Record<string, unknown> = { ...base };
  for (let i = 0; i < n; i++) body[`k${i}`] = 1;
  return body;
};
const PNG = 'https://cdn.example.com/p.png';

/** A render request using every field, every scene field and the most scenes and colours there may be. */
const widestValidRequest = {
  brief: 'x', kind: 'ad', title: 'T', duration_sec: 60, narrator: true, brand_name: 'B', category: 'c', language: 'en',
  aspect: '9:16', quality: 'draft', route: 'commercial', art_style: 'cinematic', music_style: 'lo-fi-chill', upscale: false,
  voice_preset_id: 'v', avatar_preset_id: 'a', presenter_enabled: true, brand_kit_id: 'k', brand_logo_url: PNG,
  brand_colors: Array(12).fill('#112233'), brand_enabled: true, product_image_url: PNG, product_enabled: true, dry_run: true,
  scene_plan: Array.from({ length: MAX_SCENES }, () => ({
    type: 'motion', prompt: 'p', script: 's', role: 'hook', duration_sec: 5, motion: { beat: 'b', layout: 'cta' },
    ref_image_url: PNG, art_direction: 'a', sfx: 'pop', model: 'm',
  })),
};

describe('issue 14: bounded work per request body', () => {
  it('the bounds are measured from the schemas: a render request is 4 levels deep, 27 keys wide, 12 items long; a webhook body flat with 3 keys', () => {
    expect(shapeBoundsOf(renderRequestSchema)).toEqual({ depth: 4, keys: 27, items: 12 });
    expect(shapeBoundsOf(createHookBodySchema)).toEqual({ depth: 1, keys: 3, items: 0 });
    expect(shapeBoundsOf(patchHookBodySchema)).toEqual({ depth: 1, keys: 3, items: 0 });
    expect(Object.keys(widestValidRequest)).toHaveLength(25);
  });

  it('the widest and deepest valid render request passes the pre-check and the schema', () => {
    expect(refusal(() => parseRenderRequest(widestValidRequest))).toBeUndefined();
  });

  it('a body with 200,000 keys is refused by the pre-check with one small problem', () => {
    const res = refusal(() => parseRenderRequest(wide(200_000)));
    expect(res).toEqual({ error: 'Validation failed', detail: "body: has 200000 keys (a valid body's objects have at most 27)" });
    expect(refusal(() => parseBody(createHookBodySchema, wide(200_000)))?.detail).toBe("body: has 200000 keys (a valid body's objects have at most 3)");
  });

  it('a few unknown keys beyond the widest object are still named one by one', () => {
    const res = refusal(() => parseBody(createHookBodySchema, wide(5, { event: 'video.completed', webhook_url: PNG })));
    expect(res?.detail).toBe('k0: unrecognized key; k1: unrecognized key; k2: unrecognized key; k3: unrecognized key; k4: unrecognized key');
    expect(shapeLimits(shapeBoundsOf(createHookBodySchema)).keys).toBe(MAX_PROBLEMS);
  });

  it('an array longer than any valid one is refused before its items are validated', () => {
    const res = refusal(() => parseRenderRequest({ scene_plan: Array(100_000).fill({ type: 'motion' }) }));
    expect(res?.detail).toBe("scene_plan: has 100000 items (a valid body's arrays have at most 12)");
  });

  it('one level deeper than valid is reported by the schema; more is refused by the pre-check, at any depth', () => {
    expect(refusal(() => parseRenderRequest({ scene_plan: [{ type: 'motion', prompt: 'p', motion: { beat: { a: 1 } } }] }))?.detail).toBe(
      'scene_plan.0.motion.beat: must be a string',
    );
    expect(refusal(() => parseRenderRequest({ scene_plan: [{ type: 'motion', prompt: 'p', motion: { beat: { a: [] } } }] }))?.detail).toBe(
      'scene_plan.0.motion.beat.a: is nested too deeply (a valid body has at most 4 levels of objects and arrays)',
    );
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(refusal(() => parseBody(patchHookBodySchema, deep))?.detail).toMatch(/^0\.0: is nested too deeply/);
  });

  it(`a refusal lists at most ${MAX_PROBLEMS} problems, then how many more`, () => {
    const bad = { type: 'x', prompt: 7, script: 7, role: 7, duration_sec: 'x', art_direction: 7, sfx: 7, model: 7 };
    const res = refusal(() => parseRenderRequest({ scene_plan: Array(MAX_SCENES).fill(bad) }));
    const parts = res!.detail.split('; ');
    expect(parts).toHaveLength(MAX_PROBLEMS + 1);
    expect(parts.at(-1)).toBe(`and ${MAX_SCENES * 8 - MAX_PROBLEMS} more`);
  });

  it('a megabyte-long unknown key is shortened in the detail', () => {
    const res = refusal(() => parseBody(createHookBodySchema, { event: 'e', webhook_url: PNG, ['k'.repeat(1_000_000)]: 1 }));
    expect(res!.detail.length).toBeLessThan(200);
    expect(res!.detail).toMatch(/^k+…: unrecognized key$/);
  });
});

describe('issue 25: a shape no route accepts is refused from the raw text, before it is parsed', () => {
  const text = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":1`).join(',')}}`;

  it('the widest valid request and every body schema fit within the raw limits', () => {
    expect(rawShapeProblem(JSON.stringify(widestValidRequest))).toBeUndefined();
    for (const schema of [renderRequestSchema, createHookBodySchema, patchHookBodySchema]) {
      const limits = shapeLimits(shapeBoundsOf(schema));
      expect(limits.keys).toBeLessThanOrEqual(RAW_LIMITS.keys);
      expect(limits.items).toBeLessThanOrEqual(RAW_LIMITS.items);
      expect(limits.depth).toBeLessThan(RAW_LIMITS.depth);
    }
  });

  it('a million keys: refused at the first key past the limit, so the rest of the text is never read', () => {
    const million = text(1_000_000);
    expect(rawShapeProblem(million)).toEqual({ path: 'body', message: `has more than ${MAX_PROBLEMS} keys (no request body has more)` });
    // The verdict depends only on the text up to the excess: the same body cut off after it gets the same answer.
    const cut = million.slice(0, million.indexOf(`"k${MAX_PROBLEMS + 1}"`));
    expect(rawShapeProblem(cut)).toEqual(rawShapeProblem(million));
  });

  it('names where the excess is, skipping strings (commas, brackets and escaped quotes inside them count for nothing)', () => {
    const items = Array(RAW_LIMITS.items + 1).fill('"a,]}\\"b"').join(',');
    const body = `{"brief":"x, y, {z}","scene_plan":[{"type":"motion"},{"motion":{"layout":[${items}]}}]}`;
    expect(rawShapeProblem(body)).toEqual({ path: 'scene_plan.1.motion.layout', message: `has more than ${RAW_LIMITS.items} items (no request body has more)` });
    expect(rawShapeProblem(`${'['.repeat(40)}${']'.repeat(40)}`)?.message).toBe(`is nested more than ${RAW_LIMITS.depth} levels deep`);
    expect(rawShapeProblem(text(MAX_PROBLEMS))).toBeUndefined();
    expect(rawShapeProblem('{"a": [1, 2, 3], "b": {}, "c": []}')).toBeUndefined();
  });
});
