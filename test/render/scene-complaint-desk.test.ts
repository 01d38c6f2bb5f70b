/**
 * A complaint handled in person across a service counter (illustrations/complaint-desk.ts), in en/es/fr/de/it/pt/nl and
 * as the training planner words its steps: the upset customer listened to, the apology, the solution handed over, the
 * follow-up on the phone and by e-mail; a call-centre agent does the same on the phone at their desk, and two people
 * apologising to each other anywhere else are just talking. Each picture draws what says its step.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';

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

/** How many pixels of a picture drawn 240 px high are within 10 levels of a colour. */
async function count(picture: string, [r, g, b]: readonly [number, number, number]): Promise<number> {
  const h = 240;
  const canvas = createCanvas(Math.round(h * bodyAspect(picture)), h);
  await drawBody(canvas.getContext('2d'), picture, h);
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  let hits = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && Math.abs(data[i]! - r) < 10 && Math.abs(data[i + 1]! - g) < 10 && Math.abs(data[i + 2]! - b) < 10) hits++;
  return hits;
}

const CUSTOMER_TOP = [0xe7, 0x6f, 0x51] as const;
const ALERT_RED = [0xe6, 0x39, 0x46] as const;
const HEART = [0xef, 0x47, 0x6f] as const;
const TICK_GREEN = [0x2a, 0x9d, 0x8f] as const;
const ENVELOPE = [0xff, 0xd1, 0x66] as const;
const BOX = [0xf4, 0xa2, 0x61] as const;

describe('each step draws what says it', () => {
  it('the customer is across the counter while listened to, apologised to and offered the solution; gone at the follow-up', async () => {
    for (const pose of ['complaint-listening', 'complaint-apologising', 'complaint-solving']) expect(await count(`body:${pose}:polo`, CUSTOMER_TOP)).toBeGreaterThan(300);
    expect(await count('body:complaint-following-up:polo', CUSTOMER_TOP)).toBe(0);
  });

  it('the upset customer’s red "!", the apology’s heart, the solution’s box and tick, the follow-up’s e-mail', async () => {
    expect(await count('body:complaint-listening:polo', ALERT_RED)).toBeGreaterThan(15);
    expect(await count('body:complaint-apologising:polo', HEART)).toBeGreaterThan(30);
    expect(await count('body:complaint-solving:polo', BOX)).toBeGreaterThan(60);
    expect(await count('body:complaint-solving:polo', TICK_GREEN)).toBeGreaterThan(15);
    expect(await count('body:complaint-following-up:polo', ENVELOPE)).toBeGreaterThan(15);
  });
});
