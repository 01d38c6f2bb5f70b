/**
 * Dogs walked on their leads, as many as the prompt names: flat drawn dogs in the figures' style (drawn-dog.ts), each a
 * coat of its own, trotting ahead of the walker, a lead from the walker's hand to each collar. Metres, y up,
 * as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import type { P, Prop } from './bodies';
import { COATS, dogCollar, drawDog, type DogAt } from './drawn-dog';
import { lead } from './stroke';

/** How far apart the dogs trot, and their size against a medium dog's. */
const SPACING = 0.44;
const SIZE = 0.86;

/** `n` dogs trotting one ahead of the other from the walker's hand, each on its lead; the picture's right edge is at `dogsEnd(n)`. */
export const dogsOnLeads = (hand: P, n: number): { back: Prop[]; front: Prop[] } => {
  const dogs: DogAt[] = Array.from({ length: n }, (_, k) => ({ x: 0.42 + k * SPACING, y: 0.02, s: SIZE, coat: COATS[k % 3]!, gait: 'trot' }));
  return { back: [...dogs].reverse().map((d): Prop => (ctx) => drawDog(ctx, d)), front: dogs.map((d) => lead(hand, dogCollar(d), 0.08)) };
};

/** Where the last of `n` dogs' snout ends. */
export const dogsEnd = (n: number): number => 0.42 + (n - 1) * SPACING + 0.74 * SIZE;
