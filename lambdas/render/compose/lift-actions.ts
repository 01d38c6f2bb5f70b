/**
 * A garage's work on a car up on its lift (illustrations/lift-work.ts): its oil drained, its underside inspected by torchlight,
 * a repair done underneath; and new oil poured in under the bonnet. The car and the lift are in the mechanic's picture;
 * whoever does it without a trade of their own is a mechanic, in overalls; at the garage when the prompt names no place.
 * Inspecting or repairing a car is this work where a mechanic does it or at a garage (a buyer looking a car over at a
 * dealer's holds a clipboard, no lift).
 */
import type { Action } from './actions';

export const LIFT_POSES = ['draining-oil', 'inspecting-car', 'repairing-car', 'pouring-oil'] as const;
export type LiftPose = (typeof LIFT_POSES)[number];

const AT_THE_GARAGE = { shows: ['car', 'taxi', 'tools', 'clipboard', 'document', 'bucket'], worker: 'mechanic', home: 'garage', rooms: ['garage', 'workshop'] } as const satisfies Partial<Action>;
/** A mechanic's, or a garage's. */
const BY_A_MECHANIC = { concepts: ['mechanic'], settings: ['garage', 'workshop'] } as const;

export const LIFT_ACTIONS = {
  'draining-oil': AT_THE_GARAGE,
  'pouring-oil': AT_THE_GARAGE,
  'inspecting-car': { ...AT_THE_GARAGE, needs: BY_A_MECHANIC, otherwise: 'inspecting' },
  'repairing-car': { ...AT_THE_GARAGE, needs: BY_A_MECHANIC, otherwise: 'repairing' },
} as const satisfies Record<LiftPose, Omit<Action, 'figures' | 'body'>>;

/** A car inspected, or repaired, is up on the lift. */
const A_CAR = { concepts: ['car', 'taxi'] } as const;
export const INSPECTED_ON_THE_LIFT: NonNullable<Action['becomes']> = [{ pose: 'inspecting-car', when: A_CAR }];
export const REPAIRED_ON_THE_LIFT: NonNullable<Action['becomes']> = [{ pose: 'repairing-car', when: A_CAR }];
