/**
 * A car wash's work (illustrations/car-wash-jobs.ts): a car pre-washed with the foam lance at the tunnel's mouth, the brushes
 * turning over it; a washed car dried by hand with a towel; its seats vacuumed through the open driver's door; a wheel's rim
 * scrubbed with a brush. The car, the bucket and the vacuum are in the valeter's picture; whoever does it without a trade of
 * their own is a valeter, in a waterproof apron; at a car wash when the prompt names no place. What the everyday words
 * become done to a car, or at a car wash ("drying", "vacuuming", "wiping down", a car "going through" the wash), is here too.
 */
import type { Action } from './actions';

export const CAR_WASH_POSES = ['drying-car', 'vacuuming-car', 'cleaning-rims', 'pre-washing'] as const;
export type CarWashPose = (typeof CAR_WASH_POSES)[number];

/** A car named, or a car wash, where a car goes without saying. */
const A_CAR = { concepts: ['car', 'taxi'], settings: ['car-wash'] } as const;

/** Done to a car by hand: the car and the washing things are in the picture. */
const BY_HAND = {
  shows: ['car', 'taxi', 'bucket', 'vacuum', 'water', 'soap'],
  worker: 'valeter',
  home: 'car-wash',
  rooms: ['car-wash', 'garage', 'showroom', 'workshop'],
} as const satisfies Partial<Action>;

export const CAR_WASH_ACTIONS = {
  'drying-car': BY_HAND,
  'vacuuming-car': BY_HAND,
  'cleaning-rims': BY_HAND,
  // The car in the wash itself: only at a car wash (its brushes are no driveway's); a car washed anywhere else is dried by hand.
  'pre-washing': { ...BY_HAND, rooms: ['car-wash'], needs: { settings: ['car-wash'] }, otherwise: 'drying-car' },
} as const satisfies Record<CarWashPose, Omit<Action, 'figures' | 'body'>>;

/** Drying or wiping a car, or at a car wash, is drying it by hand with a towel. */
export const DRIED: NonNullable<Action['becomes']> = [{ pose: 'drying-car', when: A_CAR }];
/** Vacuuming a car, or at a car wash, is its seats through the open door. */
export const VACUUMED: NonNullable<Action['becomes']> = [{ pose: 'vacuuming-car', when: A_CAR }];
/** A car driven or washed at a car wash is in its wash, the foam lance on it. */
export const INTO_THE_WASH: NonNullable<Action['becomes']> = [{ pose: 'pre-washing', when: { settings: ['car-wash'] } }];
