import { describe, expect, it } from 'vitest';
import { planFromBrief } from '../../../lambdas/core/planning/builtin-planner';
import { isName, subjectKind } from '../../../lambdas/core/planning/compositions';
import { planInputOf } from '../../../lambdas/core/planning/planner';
import { parseRenderRequest } from '../../../lambdas/core/render/request-schema';

const planOf = (body: Record<string, unknown>) => {
  const request = parseRenderRequest(body);
  return planFromBrief(planInputOf({ ...request, brief: request.brief! }));
};

describe('names with their language’s small words are names', () => {
  it.each(['das Hotel Seeblick am Tegernsee', 'Gasthaus zur Linde', 'die Bäckerei Sonnenschein', 'le Café Marly', 'Trattoria al Porto', 'Café sur Mer', 'Hotel Seeblick am Tegernsee'])('%s', (name) => {
    expect(isName(name)).toBe(true);
  });

  it('a description stays one', () => {
    for (const words of ['noise-cancelling headphones', 'a hotel by the lake', 'coffee on tap']) expect(isName(words)).toBe(false);
  });

  it('a German hotel named with its lake is a place to come to, not a product to try', () => {
    const brief = 'Werbespot, 20 Sekunden, für das Hotel Seeblick am Tegernsee. Zeigen Sie ein Paar beim Frühstück auf der Terrasse mit Blick auf den See und einen Gast im Spa. Doppelzimmer ab 129 € pro Nacht.';
    expect(subjectKind('das Hotel Seeblick am Tegernsee', brief, true, 'de')).toBe('business');
    const plan = planOf({ brief, duration_sec: 20, language: 'de' });
    const said = plan.scenes.map((s) => s.script ?? '').join(' ');
    expect(said).not.toMatch(/Testen Sie/);
    for (const s of plan.scenes.filter((x) => x.type === 't2v_fast')) expect(s.prompt).not.toMatch(/holding a map|palm trees/);
  });
});
