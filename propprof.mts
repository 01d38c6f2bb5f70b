import fc from 'fast-check';
import { planFromBrief } from './lambdas/core/planning/builtin-planner';
import { planInputOf } from './lambdas/core/planning/planner';
import { parseRenderRequest, sceneSchema } from './lambdas/core/render/request-schema';
import { ROUTES } from './lambdas/core/render/routes-catalog';
import { ART_STYLES, ASPECTS } from './lambdas/core/render/vocabulary';
import { END_CARD_SEC } from './lambdas/render/timing';

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


const samples = fc.sample(request, { numRuns: 150, seed: 42 });
const times: [number, string, string, number][] = [];
for (const body of samples) {
  const parsed = parseRenderRequest(body);
  const input = planInputOf({ ...parsed, brief: body.brief });
  const t = performance.now();
  planFromBrief(input);
  times.push([performance.now() - t, input.kind + '/' + input.route, JSON.stringify(body.brief.slice(0, 60)), body.brief.length]);
  if (performance.now() - t > 3000) { console.log('SLOW', Math.round(performance.now() - t), JSON.stringify(body).slice(0, 300)); }
}
times.sort((a, b) => b[0] - a[0]);
console.log('total', Math.round(times.reduce((s, t) => s + t[0], 0)));
for (const t of times.slice(0, 10)) console.log(Math.round(t[0]), t[1], t[3], t[2]);
