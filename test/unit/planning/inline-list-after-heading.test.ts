import { describe, expect, it } from 'vitest';
import { planOf } from './plan-of';

// A numbered list straight after a training heading's colon is its steps; its first item is never the topic.
describe('a list after the heading’s colon is steps, not the topic', () => {
  it.each([
    '30-second training for new baristas: 1) Grind the beans fresh for each shot. 2) Tamp the coffee evenly. 3) Pull the shot for 25 to 30 seconds.',
    '30-second training for new baristas: (1) Grind the beans fresh for each shot. (2) Tamp the coffee evenly. (3) Pull the shot for 25 to 30 seconds.',
    '40-second training for kitchen porters: - Scrape the plates into the bin. - Load the dishwasher rack. - Run the cycle and check the temperature.',
  ])('%s', (brief) => {
    const { plan } = planOf({ brief, duration_sec: 30, kind: 'training' });
    const prompts = plan.scenes.map((s) => s.prompt ?? '').join('\n');
    expect(prompts).not.toMatch(/\(?\d\)|making -|: -/);
    expect(plan.title).not.toMatch(/Grind|Scrape/);
  });
});
