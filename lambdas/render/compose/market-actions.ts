/**
 * People at a market or a fair (actions.ts; illustrations/market-scenes.ts, fairground.ts), each drawn as one picture
 * with its stall, stage or ride in it. At a market or a fair, serving, selling, handing over or paying is done across a
 * stall, its kind told by the goods named (cheese, bread, flowers, fish, street food; fruit and veg when none is, street
 * food at a fair); a stallholder named there serves at it, and anyone else named there browses along the stalls. At a
 * fair a band plays on its small stage to the crowd, people cheering or dancing are that crowd, riding is on the
 * carousel, and children named there ride it; a food stall named is its queue.
 */
import type { Action } from './actions';
import type { ConceptId } from './concepts';
import type { SettingId } from './scene-graph';
import { AT_THE_GRILL_INSIDE } from './food-truck-actions';

/** Told before anything else: a stallholder named at a market with the goods there serves them, nobody eats them. */
export const SERVED_AT_A_STALL = ['stall-serving'] as const;
export const MARKET_POSES = ['stall-cheese', 'stall-bread', 'stall-flowers', 'stall-fish', 'stall-food', 'fair-ride', 'fair-band', 'fair-food', 'market-browsing'] as const;
export type MarketPose = (typeof SERVED_AT_A_STALL)[number] | (typeof MARKET_POSES)[number];

/** Where stalls stand. */
const STALLS = ['market', 'fair'] as const satisfies readonly SettingId[];
/** The goods, the trestle and what is handed across it, all in the stall's picture. */
const GOODS = [
  'vegetables', 'fruit', 'apple', 'cheese', 'bread', 'croissant', 'flowers', 'plant', 'fish', 'meal', 'pizza', 'sandwich', 'burger', 'taco', 'chicken', 'steak', 'fries', 'soup',
  'bag', 'shopping-bags', 'package', 'card', 'cash', 'table', 'counter', 'bench',
] as const satisfies readonly ConceptId[];
/** Who works a stall: named there with nothing done, they serve at it. */
const STALLHOLDERS = ['staff', 'barista', 'farmer', 'chef', 'woman-chef', 'baker', 'florist', 'worker', 'woman-worker'] as const satisfies readonly ConceptId[];

/** Serving, selling or handing over where stalls stand is done across one. */
export const AT_THE_STALL = [{ pose: 'stall-serving', when: { settings: STALLS } }] as const satisfies NonNullable<Action['becomes']>;
/** A trade's own work (cutting cheese, selling fish or bread, making a bouquet) at a market is done at its stall. */
export const atItsStall = (pose: MarketPose) => [{ pose, when: { settings: STALLS } }] as const satisfies NonNullable<Action['becomes']>;
/** A band, a crowd cheering or dancing at a fair: the band on its stage, the crowd before it. */
export const ON_THE_FAIR_STAGE = [{ pose: 'fair-band', when: { settings: ['fair'] } }] as const satisfies NonNullable<Action['becomes']>;
/** Riding at a fair is on its carousel. */
export const ON_THE_RIDES = [{ pose: 'fair-ride', when: { settings: ['fair'] } }] as const satisfies NonNullable<Action['becomes']>;

/** The stall's kind, by the goods named; at a fair with none named, street food. */
const KIND_OF_STALL = [
  { pose: 'stall-cheese', when: { concepts: ['cheese'] } },
  { pose: 'stall-bread', when: { concepts: ['bread', 'croissant'] } },
  { pose: 'stall-flowers', when: { concepts: ['flowers', 'plant'] } },
  { pose: 'stall-fish', when: { concepts: ['fish'] } },
  { pose: 'stall-food', when: { concepts: ['meal', 'pizza', 'sandwich', 'burger', 'taco', 'chicken', 'steak', 'fries', 'soup'], settings: ['fair'] } },
] as const satisfies NonNullable<Action['becomes']>;

/** The stallholder in their picture, the customer across the stall in it: whoever does it without a trade wears an apron. */
const ACROSS_THE_STALL = { drawsPartner: true, single: true, shows: GOODS, worker: 'barista', home: 'market', rooms: [] } as const satisfies Partial<Action>;
/** A group in one picture, out of doors. */
const ONE_PICTURE = { drawsPartner: true, drawsGroup: true, single: true, rooms: [] } as const satisfies Partial<Action>;

export const MARKET_ACTIONS: Record<MarketPose, Omit<Action, 'figures' | 'body'>> = {
  // A cook named at a market with a food truck works in the truck, not at a stall.
  'stall-serving': { ...ACROSS_THE_STALL, becomes: [...AT_THE_GRILL_INSIDE, ...KIND_OF_STALL], toldBy: { kinds: ['person'], who: STALLHOLDERS, settings: STALLS } },
  'stall-cheese': ACROSS_THE_STALL,
  'stall-bread': ACROSS_THE_STALL,
  'stall-flowers': ACROSS_THE_STALL,
  'stall-fish': ACROSS_THE_STALL,
  'stall-food': ACROSS_THE_STALL,
  // Children at a fair ride the carousel; anyone else there is the crowd before the band.
  'fair-ride': { ...ONE_PICTURE, shows: ['horse'], home: 'fair', toldBy: { kinds: ['person'], who: ['child'], settings: ['fair'] } },
  'fair-band': { ...ONE_PICTURE, shows: ['guitar', 'microphone'], home: 'fair', toldBy: { kinds: ['person'], settings: ['fair'] } },
  'fair-food': { ...ONE_PICTURE, shows: GOODS, home: 'fair' },
  'market-browsing': { ...ONE_PICTURE, shows: GOODS, home: 'market', toldBy: { kinds: ['person'], guests: true, settings: ['market'] } },
};
