/**
 * An action said of someone's thing ("cutting a client's hair") is the action said of the thing
 * ("cutting the hair"), and the someone is still drawn.
 */
import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';

describe("English possessives: someone's thing", () => {
  it.each([
    ["A stylist cutting a client's hair inside a hair salon, morning light.", 'cutting-hair', 'customer'],
    ["A hairdresser cutting a child's hair", 'cutting-hair', 'child'],
    ["Our barber cutting his customer's hair by the window", 'cutting-hair', 'customer'],
  ] as const)('%s: %s, with the %s', (prompt, pose, owner) => {
    const graph = parsePrompt(prompt);
    expect(graph.pose).toBe(pose);
    expect(graph.things.map((t) => t.concept)).toContain(owner);
  });

  it('a name with an apostrophe is no possessive action: "Rosa\'s Bakery at dawn" has no pose', () => {
    expect(parsePrompt("Rosa's Bakery at dawn").pose).toBeNull();
  });
});
