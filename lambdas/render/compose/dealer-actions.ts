/**
 * A car dealer's hand-over (illustrations/dealer-hand-over.ts): the salesperson gives the buyer the keys of their new car, the
 * car in its ribbon behind them; the buyer is in the salesperson's picture; whoever hands them over without a trade of
 * their own is in smart clothes, and a customer named alone is the buyer, handed them. Keys handed over with a car, or anyone's new keys collected, at a dealer's are this.
 */
import type { Action } from './actions';

export const DEALER_POSES = ['handing-car'] as const;
export type DealerPose = (typeof DEALER_POSES)[number];

export const DEALER_ACTIONS = {
  'handing-car': { drawsPartner: true, single: true, shows: ['car', 'taxi', 'package', 'key', 'counter', 'desk', 'table'], worker: 'agent', partner: 'customer', home: 'showroom', rooms: ['showroom'] },
} as const satisfies Record<DealerPose, Omit<Action, 'figures' | 'body'>>;

/** At a dealer's. */
export const AT_THE_DEALER: NonNullable<Action['becomes']> = [{ pose: 'handing-car', when: { settings: ['showroom'] } }];
