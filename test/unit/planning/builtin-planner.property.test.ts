import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planFromBrief } from '../../../lambdas/core/planning/builtin-planner';
import { planInputOf } from '../../../lambdas/core/planning/planner';
import { parseRenderRequest, sceneSchema } from '../../../lambdas/core/render/request-schema';
import { ROUTES } from '../../../lambdas/core/render/routes-catalog';
import { ART_STYLES, ASPECTS } from '../../../lambdas/core/render/vocabulary';
import { END_CARD_SEC } from '../../../lambdas/render/timing';

const sentence = fc.lorem({ mode: 'words', maxCount: 14 }).map((w) => `${w.charAt(0).toUpperCase()}${w.slice(1)}.`);

/** Briefs of every shape a customer might send, plus noise. */
const brief = fc
  .oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 400 }),
    fc.lorem({ mode: 'sentences', maxCount: 40 }),
    fc.array(sentence, { minLength: 1, maxLength: 25 }).map((s) => s.join(' ')),
    fc.array(fc.lorem({ maxCount: 8 }), { minLength: 1, maxLength: 30 }).map((items) => `How to do it:\n${items.map((x, i) => `${i + 1}. ${x}`).join('\n')}`),
    fc.tuple(fc.lorem({ maxCount: 5 }), fc.string({ maxLength: 40 })).map(([p, cta]) => `A 15-second ad for our ${p}, upbeat, ends with '${cta}'`),
    fc.string({ unit: 'binary', minLength: 3_500, maxLength: 4_000 }),
  )
  // The schema counts a brief's characters, not its UTF-16 units: noise of astral characters near the limit is planned too.
  .filter((s) => [...s].length <= 4_000 && s.trim() !== '');

const request = fc.record(
  {
    brief,
    kind: fc.constantFrom('ad', 'training'),
    duration_sec: fc.integer({ min: 5, max: 120 }),
    narrator: fc.boolean(),
    title: fc.string({ minLength: 1, maxLength: 200 }).filter((t) => t.trim() !== ''),
    brand_name: fc.string({ minLength: 1, maxLength: 80 }),
    category: fc.string({ minLength: 1, maxLength: 60 }),
    language: fc.constantFrom('en', 'en-GB', 'fr', 'pt-BR', 'de'),
    aspect: fc.constantFrom(...ASPECTS),
    route: fc.constantFrom(...ROUTES),
    art_style: fc.constantFrom(...ART_STYLES, 'neon'),
    product_image_url: fc.constant('https://cdn.example.com/p.png'),
    product_enabled: fc.boolean(),
    avatar_preset_id: fc.constant('maya'),
    presenter_enabled: fc.boolean(),
    brand_logo_url: fc.constant('https://cdn.example.com/logo.png'),
    brand_colors: fc.array(fc.constantFrom('#112233', '#abc', '#ffcc00'), { maxLength: 12 }),
  },
  { requiredKeys: ['brief'] },
);

describe('issue 6: every brief and option combination yields a valid plan within every bound', () => {
  // One property over one sample of plans for every rule of a plan's shape: planning is the cost of each run.
  it('1–12 scenes of 3–10 s passing the scene schema, rendered length within 5% of duration_sec (or noted), no repeated scene, title within 200; training opens with an intro and closes with a recap, an advert with a hook and a call to action when there is room', () => {
    fc.assert(
      fc.property(request, (body) => {
        const parsed = parseRenderRequest(body);
        const input = planInputOf({ ...parsed, brief: body.brief });
        const plan = planFromBrief(input);

        expect(plan.scenes.length).toBeGreaterThanOrEqual(1);
        expect(plan.scenes.length).toBeLessThanOrEqual(12);
        for (const scene of plan.scenes) {
          expect(sceneSchema.safeParse(scene).error).toBeUndefined();
          expect(scene.duration_sec).toBeGreaterThanOrEqual(3);
          expect(scene.duration_sec).toBeLessThanOrEqual(10);
        }
        // Issue 23: the end card that follows the scenes when there is a logo counts.
        const rendered = plan.scenes.reduce((sum, s) => sum + s.duration_sec, 0) + (input.assets.brandLogo ? END_CARD_SEC : 0);
        const noted = plan.notes.some((n) => n.startsWith('The video will last'));
        expect(Math.abs(rendered - input.duration_sec) <= input.duration_sec * 0.05 || noted).toBe(true);
        const pairs = plan.scenes.map((s) => `${s.prompt}|${s.script ?? ''}`.toLowerCase().replace(/[^\p{L}\p{N}|]+/gu, ' ').trim());
        expect(new Set(pairs).size).toBe(pairs.length);
        expect(plan.title.trim().length).toBeGreaterThan(0);
        expect(plan.title.length).toBeLessThanOrEqual(200);
        if (body.title) expect(plan.title).toBe(body.title);
        if (input.narrator) expect(plan.scenes.some((s) => s.script)).toBe(true);
        else expect(plan.scenes.every((s) => s.script === undefined)).toBe(true);
        for (const note of plan.notes) expect(note).toMatch(/[.]$/);
        const roles = plan.scenes.map((s) => s.role);
        if (input.kind === 'training' || input.route === 'training') {
          expect(roles.at(-1)).toBe('recap');
          if (roles.length > 1) expect(roles[0]).toBe('intro');
        } else if (roles.length > 1) {
          expect(roles[0]).toBe('hook');
          expect(roles.at(-1)).toBe('cta');
        }
      }),
      { numRuns: 300 },
    );
    // CPU-bound: 300 plans of up to 4,000 characters take about 20 s alone and more beside other workers.
  }, 180_000);

  it('the plan is a function of the input: the same brief twice gives the same plan', () => {
    fc.assert(
      fc.property(request, (body) => {
        const input = planInputOf({ ...parseRenderRequest(body), brief: body.brief });
        expect(planFromBrief(input)).toEqual(planFromBrief(input));
      }),
      { numRuns: 100 },
    );
  });
});
