/**
 * A business whose trade the prompt does not say (rooms.ts `premises`): its people in plain work clothes at its counter,
 * doing something with their hands (illustrations/counter-work.ts): wrapping an order, writing one up by the card reader.
 * Never a row of suits: those are an office's, where they are named.
 */
import type { Action } from './actions';

export const PREMISES_POSES = ['counter-work', 'counter-order'] as const;
type PremisesPose = (typeof PREMISES_POSES)[number];

const AT_THE_COUNTER = {
  worker: 'staff',
  shows: ['counter', 'table', 'package', 'document', 'card'],
  home: 'premises',
  rooms: ['premises', 'shop', 'reception', 'workshop'],
} as const satisfies Omit<Action, 'figures' | 'body'>;

export const PREMISES_ACTIONS: Record<PremisesPose, Omit<Action, 'figures' | 'body'>> = {
  'counter-work': AT_THE_COUNTER,
  'counter-order': AT_THE_COUNTER,
};
