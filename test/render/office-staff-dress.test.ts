/**
 * People who work in an office, a bank, an insurer, an agency or in sales are drawn in office clothes (a suit, or a
 * receptionist's smart top), in any language and whatever they do: at their desk, shaking a client's hand, handing over
 * keys (an action drawn as a whole figure had put an estate agent in a T-shirt, a bank clerk was a shop assistant in a
 * polo shirt). Whoever they serve stays in everyday clothes, and a manual trade's work keeps its work clothes.
 */
import { describe, expect, it } from 'vitest';
import { bodyDress } from '../../lambdas/render/illustrations/bodies';
import { composeScene, FRAMINGS, isPerson } from '../support/scene-compose';

const OFFICE = new Set(['suit', 'smart']);

/** Prompts naming an office trade, and how many people they draw (the first is the one at work). */
const STAFF: readonly string[] = [
  'An estate agent handing the keys of their new home to a young couple',
  'A bank clerk helping a customer',
  'A sales rep shaking hands with a client',
  'An insurance broker at her desk',
  'A mortgage adviser talking with a couple',
  'A receptionist welcoming guests at the front desk',
  'An office worker typing at her desk',
  'A financial adviser shaking hands with a client',
  'Una agente inmobiliaria entrega las llaves a una pareja',
  'Un agente de seguros sonriendo en su oficina',
  'Ein Immobilienmakler übergibt die Hausschlüssel an ein Paar',
  'Eine Bankangestellte am Schalter',
  'Une conseillère bancaire avec un client',
  'Een hypotheekadviseur praat met een stel',
  'Een makelaar overhandigt de huissleutels aan een jong stel',
  'Un impiegato di banca stringe la mano a un cliente',
  'Un assicuratore con un cliente',
];

/** The dress of each person drawn (their picture's, or the picture they share with those they serve). */
async function dresses(prompt: string) {
  const { scene, layout } = await composeScene(prompt, '16:9', FRAMINGS[3]!);
  return layout.placed.filter((p) => isPerson(scene, p)).map((p) => bodyDress(p.picture));
}

describe('office, bank, agency and sales staff are dressed for the office', () => {
  it.each(STAFF.map((p) => [p]))('%s', async (prompt) => {
    const drawn = await dresses(prompt);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.some((d) => d !== null && OFFICE.has(d))).toBe(true);
  });

  it('whoever they serve stays in everyday clothes', async () => {
    expect((await dresses('A sales rep shaking hands with a client')).sort()).toEqual(['casual', 'suit']);
  });

  it("a manual trade's work keeps its work clothes", async () => {
    expect(await dresses('A mechanic hands the car keys back to the customer, the car behind them, at the garage')).toEqual(['overalls']);
    expect(await dresses('A warehouse worker lifting a heavy box')).toEqual(['hivis']);
  });
});
