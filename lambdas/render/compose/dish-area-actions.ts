/**
 * A restaurant kitchen's dish area, one step of a kitchen porter's training a picture (illustrations/dish-area.ts): a plate
 * scraped into the food waste bin, the dishwasher's rack loaded, the wash temperature read on the machine's dial, clean
 * plates stacked on the shelf. The machine, its rack, the bin and the shelf are in the porter's picture; whoever does it
 * without a trade of their own is a cook, in whites and an apron; in a restaurant's kitchen when the prompt names no place.
 */
import type { Action } from './actions';

export const DISH_AREA_POSES = ['scraping-plate', 'loading-dish-rack', 'reading-wash-gauge', 'stacking-plates-shelf'] as const;
export type DishAreaPose = (typeof DISH_AREA_POSES)[number];

const AT_THE_DISHWASHER = {
  shows: ['plate', 'meal', 'counter', 'table', 'shelf', 'water', 'bowl', 'glass', 'cup', 'bucket'],
  worker: 'chef',
  home: 'pro-kitchen',
  rooms: ['pro-kitchen', 'kitchen', 'restaurant', 'cafe', 'bar', 'hotel', 'pizzeria', 'noodle-bar', 'chip-shop', 'bakery', 'care-home', 'ward', 'cookery-school'],
} as const satisfies Omit<Action, 'figures' | 'body'>;

export const DISH_AREA_ACTIONS: Record<DishAreaPose, Omit<Action, 'figures' | 'body'>> = {
  'scraping-plate': AT_THE_DISHWASHER,
  'loading-dish-rack': AT_THE_DISHWASHER,
  // "Checking the water temperature" is the dish machine's only where its kitchen or its worker is: a lifeguard's is an inspection.
  'reading-wash-gauge': { ...AT_THE_DISHWASHER, needs: { concepts: ['chef', 'plate'], settings: AT_THE_DISHWASHER.rooms }, otherwise: 'inspecting' },
  'stacking-plates-shelf': AT_THE_DISHWASHER,
};
