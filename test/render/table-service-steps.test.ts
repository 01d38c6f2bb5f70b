/**
 * Issue 23 (a waiters' training): each step is a waiter at work at the table, as the planner words it in English or
 * glosses a step in another language (step-glosses.ts): the order is taken on a pad and the bill brought with the card
 * machine (the step named after "serving at a table" is the picture), never guests alone or a parcel handed over; what
 * is served from the guest's right or left is serving at the table; an order taken at a counter is no table service.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';

describe('a waiter’s steps at the table', () => {
  it.each([
    ['A waiter taking the order at the table, in a restaurant', 'taking-order'],
    ['A waiter bringing the bill when asked, in a restaurant', 'presenting-bill'],
    ['A waiter serving drinks from the right, in a restaurant', 'serving-table'],
    ['A waiter serving the plates from the left, in a restaurant', 'serving-table'],
    ['A waiter serving at a table, taking the order (Toma nota del pedido), in a restaurant', 'taking-order'],
    ['A waiter serving at a table, bringing the bill (Lleva la cuenta cuando la pidan), in a restaurant', 'presenting-bill'],
    ['A waiter greeting people (Saluda a los clientes al llegar), in a restaurant', 'welcoming'],
  ])('%s', (prompt, pose) => {
    const { scene } = composeScene(prompt);
    expect(scene.setting).toBe('restaurant');
    expect(scene.pose).toBe(pose);
  });

  it('an order taken at a counter, drinks served at a bar, a cyclist from the right: no table service', () => {
    expect(composeScene('A barista taking the order at the counter, in a café').scene.pose).not.toBe('serving-table');
    expect(composeScene('A bartender serving drinks, behind a bar').scene.pose).toBe('serving');
    expect(composeScene('A cyclist overtaking from the right, in the street').scene.pose).not.toBe('serving-table');
  });
});
