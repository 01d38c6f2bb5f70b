/**
 * A complaint handled in person across a service counter (illustrations/complaint-desk.ts), in en/es/fr/de/it/pt/nl and
 * as the training planner words its steps: the upset customer listened to, the apology, the solution handed over, the
 * follow-up on the phone and by e-mail; a call-centre agent does the same on the phone at their desk, and two people
 * apologising to each other anywhere else are just talking. Each picture draws what says its step.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { bodyPixelsNear } from '../support/pixel-counts';

const STEPS: [prompt: string, pose: string][] = [
  ['A shop assistant listening without interrupting, in a shop', 'complaint-listening'],
  ['A shop assistant listening to them (Escucha al cliente sin interrumpir), in a shop', 'complaint-listening'],
  ['A receptionist listening to the complaint, at a reception desk', 'complaint-listening'],
  ['A barista listening to an upset customer, in a café', 'complaint-listening'],
  ['Luister naar de klant zonder te onderbreken', 'complaint-listening'],
  ['A shop assistant apologising sincerely, in a shop', 'complaint-apologising'],
  ['A waiter apologising, in a restaurant', 'complaint-apologising'],
  ['A shop assistant apologising to the customer (Entschuldigen Sie sich aufrichtig), in a shop', 'complaint-apologising'],
  ['A shop assistant offering a solution, in a shop', 'complaint-solving'],
  ['A shop assistant offering the customer a solution (Proposez une solution), in a shop', 'complaint-solving'],
  ['Offer the customer a refund', 'complaint-solving'],
  ['A shop assistant following up within 24 hours, in a shop', 'complaint-following-up'],
  ['A shop assistant calling the customer back (Ricontatta il cliente entro 24 ore), in a shop', 'complaint-following-up'],
  ['A receptionist following up by email, at a reception desk', 'complaint-following-up'],
];

describe('each step of a complaint handled in person is drawn at the counter', () => {
  it.each(STEPS)('%s', (prompt, pose) => {
    const { scene } = composeScene(prompt);
    expect(scene.pose).toBe(pose);
    expect(['shop', 'reception', 'hotel', 'restaurant', 'cafe']).toContain(scene.setting);
    // One member of staff: the customer, the counter and what is handed over are in their picture; never a wrapped gift.
    expect(scene.things).toHaveLength(1);
  });

  it.each([
    ['A call centre agent listening without interrupting, in a call centre', 'call-listening'],
    ['A call centre agent offering a solution, in a call centre', 'call-speaking'],
    ['A call centre agent following up within 24 hours, in a call centre', 'call-speaking'],
  ])('a call-centre agent does it on the phone at the desk: %s', (prompt, pose) => {
    expect(composeScene(prompt).scene.pose).toBe(pose);
  });

  it.each(['A man apologising to his wife at home', 'Two friends apologising to each other in the park'])('%s: two people talking', (prompt) => {
    expect(composeScene(prompt).scene.pose).toBe('chatting');
  });
});


const CUSTOMER_TOP = '#e76f51';
const ALERT_RED = '#e63946';
const HEART = '#ef476f';
const TICK_GREEN = '#2a9d8f';
const ENVELOPE = '#ffd166';
const BOX = '#f4a261';

describe('each step draws what says it', () => {
  it('the customer is across the counter while listened to, apologised to and offered the solution; gone at the follow-up', async () => {
    for (const pose of ['complaint-listening', 'complaint-apologising', 'complaint-solving']) expect(await bodyPixelsNear(`body:${pose}:polo`, CUSTOMER_TOP)).toBeGreaterThan(300);
    expect(await bodyPixelsNear('body:complaint-following-up:polo', CUSTOMER_TOP)).toBe(0);
  });

  it('the upset customer’s red "!", the apology’s heart, the solution’s box and tick, the follow-up’s e-mail', async () => {
    expect(await bodyPixelsNear('body:complaint-listening:polo', ALERT_RED)).toBeGreaterThan(15);
    expect(await bodyPixelsNear('body:complaint-apologising:polo', HEART)).toBeGreaterThan(30);
    expect(await bodyPixelsNear('body:complaint-solving:polo', BOX)).toBeGreaterThan(60);
    expect(await bodyPixelsNear('body:complaint-solving:polo', TICK_GREEN)).toBeGreaterThan(15);
    expect(await bodyPixelsNear('body:complaint-following-up:polo', ENVELOPE)).toBeGreaterThan(15);
  });
});
