import { describe, expect, it } from 'vitest';
import { planOf } from './plan-of';

const shots = (body: Record<string, unknown>) =>
  planOf({ kind: 'training', duration_sec: 30, ...body }).plan.scenes.filter((s) => s.type === 't2v_fast').map((s) => s.prompt ?? '');

// A training on software is done at a desk on a screen, whatever customers it serves; a shop the brief names keeps its counter.
describe('a software training is never set in a shop', () => {
  it.each([
    ['en', 'A 30-second training for new support staff on onboarding a customer to our booking app: create the account, verify the email, add a payment card, and book the first appointment.'],
    ['en', 'Training for new hires on our CRM platform: find the customer, add a note to their record, and schedule a follow-up call.'],
  ])('%s: %s', (language, brief) => {
    const pictured = shots({ brief, language });
    expect(pictured.length).toBeGreaterThan(0);
    for (const shot of pictured) {
      expect(shot).not.toMatch(/in a shop|shop assistant/);
      expect(shot).toMatch(/at a desk in an office|phone|laptop|screen/);
    }
  });
  it('a till app’s training for shop staff stays in the shop', () => {
    const pictured = shots({ brief: 'Training for shop assistants on the new till app at the checkout: scan the items, take the payment, and hand over the receipt.' });
    expect(pictured.join('\n')).toMatch(/in a shop|shop assistant|checkout|till/);
  });
});
