/**
 * Teeth brushed at the bathroom mirror (illustrations/tooth-brushing.ts): the brush, the toothpaste, the
 * cup and the vanity are in the picture; a child with them is drawn beside the grown-up on a step stool,
 * both in the one picture (whoever else the prompt names there is them).
 */
import type { Action } from './actions';

/** What the brushing picture already shows, and where it happens. */
const AT_THE_MIRROR = {
  shows: ['icon:toothbrush-upright', 'icon:electric-toothbrush', 'tube', 'cup', 'glass', 'counter', 'shelf', 'table'],
  home: 'bathroom',
  rooms: ['bathroom', 'home', 'hotel-room', 'hotel'],
} as const satisfies Partial<Action>;

export const TOOTH_BRUSHING_ACTIONS = {
  'brushing-teeth': { ...AT_THE_MIRROR, becomes: [{ pose: 'brushing-teeth-child', when: { concepts: ['child', 'toddler', 'family'] } }] },
  'brushing-teeth-child': { ...AT_THE_MIRROR, drawsPartner: true, drawsGroup: true },
} as const satisfies Record<string, Partial<Action>>;
