/**
 * Workplace machines a training teaches the use of (illustrations/meat-slicer.ts, floor-scrubber.ts, deep-fryer.ts): whoever
 * works one without a trade of their own is its usual operator in their dress (a cook in whites at the slicer or the fryer, a
 * cleaner behind the scrubber); the machine and what it stands on are in the operator's picture, not drawn again beside them; where it is
 * kept when the prompt names no place.
 */
import type { Action } from './actions';
import type { Pose } from './scene-graph';
import { SERVING_STEPS } from './table-service-actions';

/** A deli's meat slicer: a cook's, on its own worktop, in a kitchen unless a deli counter's shop or a restaurant is named. */
export const SLICER_WORK = {
  shows: ['counter', 'meal'],
  worker: 'chef',
  home: 'kitchen',
  rooms: ['kitchen', 'pro-kitchen', 'restaurant', 'cafe', 'shop', 'supermarket', 'butcher', 'cheese-shop', 'bakery', 'pizzeria'],
} as const satisfies Partial<Action>;

/** A commercial deep fryer: a cook's, its chips or battered fish in its basket, in a kitchen unless a restaurant, a café or a pub's is named. */
export const FRYER_WORK = {
  shows: ['meal', 'fries', 'fish', 'fish-and-chips', 'fish-fillet'],
  worker: 'chef',
  home: 'kitchen',
  rooms: ['kitchen', 'pro-kitchen', 'restaurant', 'cafe', 'bar', 'pizzeria', 'noodle-bar', 'fishmonger', 'chip-shop'],
} as const satisfies Partial<Action>;

/** A walk-behind floor scrubber: a cleaner's, on the floor of a shop, a warehouse, an office or a hospital ward. */
export const SCRUBBER_WORK = {
  shows: ['water'],
  worker: 'cleaner',
  home: 'supermarket',
  rooms: ['supermarket', 'shop', 'warehouse', 'office', 'reception', 'hotel', 'ward', 'clinic', 'classroom', 'library', 'gym', 'kitchen', 'pro-kitchen', 'restaurant', 'showroom', 'workshop', 'garage'],
} as const satisfies Partial<Action>;

/**
 * A machine named in use (its name, "using the meat slicer") and the steps of it that a later word may name: the planner
 * writes a training's step as "using the floor scrubber, emptying the recovery tank", and the step is the picture. So is a
 * waiter's step named after the serving it is part of ("serving at a table, taking the order"), or what is carried on a tray.
 */
const TOOL_IN_USE: Readonly<Partial<Record<Pose, readonly Pose[]>>> = {
  'slicer-using': ['slicer-slicing', 'slicer-cleaning'],
  'scrubber-using': ['scrubber-driving', 'scrubber-emptying', 'scrubber-filling'],
  'fryer-using': ['fryer-lowering', 'fryer-lifting', 'fryer-draining'],
  serving: SERVING_STEPS, 'serving-table': SERVING_STEPS, carrying: ['carrying-tray'],
};

/** Whether `step` is a step of the machine `named` in use, so it is the picture instead. */
export const isStepOf = (named: Pose | null, step: Pose): boolean => named !== null && Boolean(TOOL_IN_USE[named]?.includes(step));
