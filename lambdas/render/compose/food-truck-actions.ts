/**
 * A food truck's work (actions.ts, illustrations/food-truck.ts): the truck, its hatch, awning, menu board and
 * grill are in the picture of the cook inside or of the queue before it, never drawn again beside it. Out of
 * doors wherever the prompt parks it (a street when it names no place); grilling, cooking, handing or serving
 * where a food truck is named is done through its hatch, and eating there is out of hand before it.
 */
import type { Action } from './actions';
import type { ConceptId } from './concepts';

const FOOD = ['food-truck', 'truck', 'steak', 'chicken', 'burger', 'taco', 'meal', 'pan', 'hob', 'counter', 'table', 'board', 'package'] as const satisfies readonly ConceptId[];
const A_FOOD_TRUCK = { concepts: ['food-truck'] } as const satisfies NonNullable<Action['needs']>;

/** The cook inside, at the grill or handing food down: whoever does it named only as someone is a cook, in whites. */
export const IN_THE_TRUCK = { shows: FOOD, worker: 'chef', home: 'street', rooms: [] } as const satisfies Partial<Action>;
/** A cook named with a food truck and nothing done ("Ein Koch am heißen Grill in einem Foodtruck") is at its grill. */
export const AT_ITS_GRILL = { ...IN_THE_TRUCK, toldBy: { concepts: ['food-truck'], staff: true } } as const satisfies Partial<Action>;
/** The one handed the food is drawn below the hatch, in the cook's picture; food handed over with no truck named is a hand-over. */
export const OUT_OF_THE_HATCH = { ...IN_THE_TRUCK, drawsPartner: true, single: true, needs: A_FOOD_TRUCK, otherwise: 'handing' } as const satisfies Partial<Action>;
/** Customers queuing at the hatch (the cook at the grill inside): one picture however many are named; a truck named with people tells it. */
export const AT_THE_HATCH = {
  shows: FOOD, home: 'street', rooms: [], drawsGroup: true, single: true, needs: A_FOOD_TRUCK, otherwise: 'standing', toldBy: { concepts: ['food-truck'], guests: true },
} as const satisfies Partial<Action>;

/** What grilling or cooking becomes where a food truck is named; handing or serving food. */
export const AT_THE_GRILL_INSIDE = [{ pose: 'truck-grilling', when: A_FOOD_TRUCK }] as const satisfies NonNullable<Action['becomes']>;
export const HANDED_OUT = [{ pose: 'truck-handing', when: A_FOOD_TRUCK }] as const satisfies NonNullable<Action['becomes']>;
/** Eating at a food truck is eating out of hand before its hatch, never at a table set beside it. */
export const EATEN_AT_THE_TRUCK = [{ pose: 'truck-eating', when: A_FOOD_TRUCK }] as const satisfies NonNullable<Action['becomes']>;
/** Eating before the hatch: the truck, the food and the eaters in one picture. */
export const BY_THE_HATCH = { shows: FOOD, home: 'street', rooms: [], drawsGroup: true, single: true } as const satisfies Partial<Action>;
