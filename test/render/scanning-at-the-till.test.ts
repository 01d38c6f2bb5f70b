/**
 * Issue 23 (a cashier training's step "Scan each item"): a shop's worker scanning the items is at the till scanning,
 * not standing idle; a warehouse worker scanning boxes stays at the carton with the handheld scanner.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';

describe('scanning, at the till or in the warehouse', () => {
  it.each([
    ['A shop assistant scanning each item, in a shop.', 'checkout'],
    ['A cashier scanning the items at the checkout', 'checkout'],
    ['A shop assistant doing this step: Scan each item, in a shop', 'checkout'],
    ['A warehouse worker scanning each box, in a warehouse', 'scanning-box'],
  ])('%s', (prompt, pose) => {
    expect(composeScene(prompt).scene.pose).toBe(pose);
  });
});
