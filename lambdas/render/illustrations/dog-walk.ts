/**
 * Dogs walked on their leads, as many as the prompt names: flat drawn dogs in the figures' style, each a
 * coat of its own, trotting ahead of the walker, a lead from the walker's hand to each collar. Metres, y up,
 * as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { limb, rr, type P, type Prop } from './bodies';
import { lead } from './stroke';

/** Coats (body, ears and patches), so two dogs on leads are not one dog twice. */
const COATS = [
  { coat: '#d9a05b', ear: '#a8643a' },
  { coat: '#3a3a40', ear: '#22222a', patch: '#c98f55' },
  { coat: '#f1e3c6', ear: '#8a5a3b', patch: '#8a5a3b' },
] as const;

/** A dog trotting to the right, its paws on the floor at y, its rump at x, `s` its size (1: a medium dog 0.6 m long); returns its collar. */
const dogAt = (x: number, y: number, s: number, coat: (typeof COATS)[number]): { draw: Prop; collar: P } => {
  const collar: P = [x + 0.46 * s, y + 0.4 * s];
  const draw: Prop = (ctx) => {
    const legs: [P, P][] = [
      [[x + 0.1 * s, y + 0.26 * s], [x + 0.02 * s, y]],
      [[x + 0.16 * s, y + 0.26 * s], [x + 0.2 * s, y]],
      [[x + 0.4 * s, y + 0.26 * s], [x + 0.36 * s, y]],
      [[x + 0.44 * s, y + 0.26 * s], [x + 0.52 * s, y]],
    ];
    for (const [k, [top, paw]] of legs.entries()) limb(ctx, [top, paw], 0.05 * s, k % 2 ? coat.coat : coat.ear);
    // The tail up behind, the body, the chest.
    limb(ctx, [[x + 0.04 * s, y + 0.36 * s], [x - 0.08 * s, y + 0.5 * s], [x - 0.1 * s, y + 0.56 * s]], 0.04 * s, coat.coat);
    rr(ctx, x, y + 0.2 * s, 0.5 * s, 0.2 * s, 0.1 * s, coat.coat);
    if ('patch' in coat) rr(ctx, x + 0.3 * s, y + 0.2 * s, 0.2 * s, 0.1 * s, 0.05 * s, coat.patch);
    // Neck and head, snout forward, an ear hanging.
    limb(ctx, [[x + 0.44 * s, y + 0.34 * s], [x + 0.52 * s, y + 0.48 * s]], 0.12 * s, coat.coat);
    ctx.fillStyle = coat.coat;
    ctx.beginPath();
    ctx.arc(x + 0.55 * s, y + 0.52 * s, 0.09 * s, 0, Math.PI * 2);
    ctx.fill();
    rr(ctx, x + 0.56 * s, y + 0.45 * s, 0.14 * s, 0.08 * s, 0.04 * s, 'patch' in coat ? coat.patch : coat.coat);
    ctx.fillStyle = '#1f1f24';
    ctx.beginPath();
    ctx.arc(x + 0.69 * s, y + 0.51 * s, 0.022 * s, 0, Math.PI * 2);
    ctx.arc(x + 0.57 * s, y + 0.55 * s, 0.015 * s, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = coat.ear;
    ctx.beginPath();
    ctx.ellipse(x + 0.5 * s, y + 0.5 * s, 0.04 * s, 0.09 * s, 0.3, 0, Math.PI * 2);
    ctx.fill();
    limb(ctx, [[x + 0.44 * s, collar[1] - 0.02 * s], [x + 0.5 * s, collar[1] + 0.04 * s]], 0.035 * s, '#c0392b');
  };
  return { draw, collar };
};

/** How far apart the dogs trot, and their size against a medium dog's. */
const SPACING = 0.44;
const SIZE = 0.86;

/** `n` dogs trotting one ahead of the other from the walker's hand, each on its lead; the picture's right edge is at `dogsEnd(n)`. */
export const dogsOnLeads = (hand: P, n: number): { back: Prop[]; front: Prop[] } => {
  const dogs = Array.from({ length: n }, (_, k) => dogAt(0.42 + k * SPACING, 0.02, SIZE, COATS[k % COATS.length]!));
  return { back: [...dogs].reverse().map((d) => d.draw), front: dogs.map((d) => lead(hand, d.collar, 0.08)) };
};

/** Where the last of `n` dogs' snout ends. */
export const dogsEnd = (n: number): number => 0.42 + (n - 1) * SPACING + 0.74 * SIZE;
