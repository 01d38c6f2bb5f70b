import { describe, expect, it } from 'vitest';
import { planFromBrief } from '../../../lambdas/core/planning/builtin-planner';
import { planInputOf } from '../../../lambdas/core/planning/planner';
import { ownSubjects } from '../../../lambdas/core/planning/second-subjects';
import { parseRenderRequest } from '../../../lambdas/core/render/request-schema';

const planOf = (body: Record<string, unknown>) => {
  const request = parseRenderRequest(body);
  return planFromBrief(planInputOf({ ...request, brief: request.brief! }));
};

describe('a co-working space is a place of its own trade', () => {
  it('its shots are its desks and rooms, never its kitchen set as the place of every shot', () => {
    const plan = planOf({ brief: '30-second ad for The Nook, a co-working space in Manchester. Show freelancers working on laptops at long tables and two people chatting over coffee in the kitchen. Hot desks from £150 a month. Book a tour at thenook.work.', duration_sec: 30 });
    const prompts = plan.scenes.filter((s) => s.type === 't2v_fast').map((s) => s.prompt);
    expect(prompts.join(' ')).toMatch(/co-working space/);
    expect(prompts.join(' ')).not.toMatch(/The kitchen, quiet and ready|at the kitchen|in freelancers/);
    expect(plan.notes.join(' ')).not.toMatch(/without narration/);
  });
});

describe('a second subject shown is named in the nominative', () => {
  it.each([
    ['Ein Paar beim Frühstück auf der Terrasse und einen Gast im Spa', 'ein Gast im Spa'],
    ['Eine Floristin bindet einen Strauß und den Kunden an der Kasse', 'der Kunden an der Kasse'],
  ])('%s', (picture, second) => {
    const parts = ownSubjects(picture, 'de');
    if (parts.length > 1) expect(parts[1]).toBe(second);
  });

  it('the hotel’s guest in the spa is its own shot, "Ein Gast"', () => {
    const plan = planOf({ brief: 'Werbespot, 20 Sekunden, für das Hotel Seeblick am Tegernsee. Zeigen Sie ein Paar beim Frühstück auf der Terrasse mit Blick auf den See und einen Gast im Spa. Doppelzimmer ab 129 € pro Nacht.', duration_sec: 20, language: 'de' });
    const prompts = plan.scenes.map((s) => s.prompt).join(' | ');
    expect(prompts).toMatch(/Ein Gast im Spa/);
    expect(prompts).not.toMatch(/Einen Gast/);
  });
});
