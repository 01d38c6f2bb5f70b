/**
 * A pallet jack's steps and a pallet's usual work (actions.ts, illustrations/pallet-jack.ts): whoever does them without a trade
 * of their own is a warehouse worker in hi-vis; the jack, its pallet, the load and its cartons are in the worker's picture,
 * not drawn again beside them; in a warehouse when the prompt names no place. A forklift named makes checking the forks the
 * forklift's check; an aisle walked is a warehouse's only in one.
 */
import type { Action } from './actions';

export const JACK_WORK = {
  // The words of its steps name things in the picture: the hand on the grip ("hand pallet truck"), the film's "wrap" (a
  // sandwich's word), the "bars" of a barcode (Spanish "código de barras": a bar's counter).
  shows: ['package', 'pallet', 'forklift', 'cart', 'truck', 'shelf', 'clipboard', 'hand', 'sandwich', 'counter'],
  worker: 'labourer',
  home: 'warehouse',
  rooms: ['warehouse', 'supermarket', 'shop', 'workshop', 'garage'],
} as const satisfies Partial<Action>;

/** Checking the forks lowered is a forklift's check when a forklift is named. */
export const JACK_CHECK = { ...JACK_WORK, becomes: [{ pose: 'forklift-check', when: { concepts: ['forklift'] } }] } as const satisfies Partial<Action>;

/** Walking the aisle, the walkway, slowly: a warehouse's marked aisle in a warehouse (or with its racking, its loads named), else a walk. */
export const AISLE_WALK = { ...JACK_WORK, needs: { concepts: ['labourer', 'forklift', 'pallet', 'package', 'shelf'], settings: ['warehouse'] }, otherwise: 'walking' } as const satisfies Partial<Action>;

/**
 * An order picked at the racking into the trolley's tote: the tote, the shelf and the item are the picture's own. A warehouse's
 * work only: a shopper picking an item off a supermarket's shelf is no picker in hi-vis.
 */
export const PICKING = {
  ...JACK_WORK,
  shows: [...JACK_WORK.shows, 'bag'],
  needs: { concepts: ['labourer', 'pallet', 'forklift', 'bag'], settings: ['warehouse'] },
} as const satisfies Partial<Action>;
