/**
 * A customer-care step is a conversation: someone listening, apologising, explaining or thanking
 * is turned to the one they serve (the chatting pose), not standing beside them facing the camera.
 */
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';

describe('service words are a conversation', () => {
  // A complaint listened to or apologised for is drawn across the counter with the upset customer (scene-complaint-desk.test.ts).
  it.each([
    ['A shop assistant listening without interrupting, a customer complaint in front of them, in a shop.', 'complaint-listening'],
    ['A shop assistant apologising and repeating the problem back, in a shop.', 'complaint-apologising'],
  ])('%s', (prompt, pose) => {
    expect(composeScene(prompt).scene.pose).toBe(pose);
  });

  it.each([
    'A shop assistant thanking the customer and logging the complaint, in a shop.',
    'A receptionist explaining the bill to a guest',
    'Una dependienta escuchando a un cliente en una tienda',
    "Un vendeur s'excusant auprès d'une cliente",
    'Eine Verkäuferin hört zu, der Kunde erklärt das Problem',
  ])('%s', (prompt) => {
    // Read as a call-centre agent's words first (work-words.ts), they are a conversation when no agent is named.
    expect(composeScene(prompt).scene.pose).toBe('chatting');
  });
});

describe('a pizzeria in Spanish: the pizzaiolo at the oven, a family at dinner', () => {
  it.each([
    ['El pizzero metiendo una pizza en el horno de leña de una pizzería, con luz de mañana.', 'baking', 'chef'],
    ['Una familia cenando en la terraza, al sol del mediodía.', 'eating', 'family'],
    ['Dos amigos comiendo en un restaurante', 'eating', 'friends'],
  ] as const)('%s: %s', (prompt, pose, who) => {
    const graph = parsePrompt(prompt);
    expect(graph.pose).toBe(pose);
    expect(graph.things.map((t) => t.concept)).toContain(who);
  });
});
