/**
 * An espresso machine closed down for the night, one step a picture (illustrations/espresso-close-down.ts): the group
 * head purged, the portafilter soaked in detergent, the machine backflushed with the blind basket, the steam wand wiped,
 * the drip tray emptied. The machine, its parts and the counter are in the barista's picture; whoever does it without a
 * trade of their own is a barista, in an apron; at a café when the prompt names no place.
 */
import type { Action } from './actions';

export const ESPRESSO_CLOSE_POSES = ['purging-group', 'soaking-portafilter', 'backflushing', 'wiping-wand', 'emptying-drip-tray'] as const;
export type EspressoClosePose = (typeof ESPRESSO_CLOSE_POSES)[number];

/** The detergent named ("in detergent") is the jug's or the tub's in the picture. */
const AT_THE_MACHINE = {
  shows: ['coffee-machine', 'coffee', 'cup', 'jug', 'grinder', 'lotion', 'counter', 'table'],
  worker: 'barista',
  home: 'cafe',
  rooms: ['cafe', 'bar', 'restaurant', 'hotel', 'bakery', 'kitchen', 'pro-kitchen', 'office', 'coworking', 'wine-bar'],
} as const satisfies Omit<Action, 'figures' | 'body'>;

export const ESPRESSO_CLOSE_ACTIONS: Record<EspressoClosePose, Omit<Action, 'figures' | 'body'>> = {
  'purging-group': AT_THE_MACHINE,
  'soaking-portafilter': AT_THE_MACHINE,
  backflushing: AT_THE_MACHINE,
  'wiping-wand': AT_THE_MACHINE,
  'emptying-drip-tray': AT_THE_MACHINE,
};
