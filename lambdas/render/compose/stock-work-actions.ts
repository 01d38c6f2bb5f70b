/**
 * A stockroom's and a shop floor's training steps, one a picture (illustrations/stock-work.ts): a parcel packed at the
 * bench, a heavy box put on the bottom shelf, a step ladder climbed to the top shelf, the shelves tidied, a date label
 * read. The bench, the shelving, the ladder and the packs are in the worker's picture; whoever does it without a trade of
 * their own works there (a warehouse's labourer in hi-vis, a shop's assistant); in a warehouse or a supermarket when the
 * prompt names no place.
 */
import type { Action } from './actions';
import type { SettingId } from './scene-graph';

export const STOCK_WORK_POSES = ['packing-box', 'shelving-heavy-box', 'climbing-ladder', 'tidying-shelf', 'checking-date'] as const;
export type StockWorkPose = (typeof STOCK_WORK_POSES)[number];

/** Wherever goods are kept on shelves. */
const ROOMS = ['warehouse', 'shop', 'supermarket', 'boutique', 'pharmacy', 'bookshop', 'garden-centre', 'florist', 'bakery', 'butcher', 'cheese-shop', 'library', 'garage', 'workshop', 'bike-workshop', 'office', 'premises', 'kitchen', 'pro-kitchen', 'cafe', 'restaurant', 'hotel'] as const satisfies readonly SettingId[];
const SHOWS = ['shelf', 'package', 'pallet', 'counter', 'table'] as const;

const IN_THE_STOCKROOM = { shows: SHOWS, worker: 'labourer', home: 'warehouse', rooms: ROOMS } as const satisfies Omit<Action, 'figures' | 'body'>;
const ON_THE_SHOP_FLOOR = { shows: SHOWS, worker: 'staff', home: 'supermarket', rooms: ROOMS } as const satisfies Omit<Action, 'figures' | 'body'>;

export const STOCK_WORK_ACTIONS: Record<StockWorkPose, Omit<Action, 'figures' | 'body'>> = {
  'packing-box': IN_THE_STOCKROOM,
  'shelving-heavy-box': IN_THE_STOCKROOM,
  'climbing-ladder': IN_THE_STOCKROOM,
  'tidying-shelf': ON_THE_SHOP_FLOOR,
  'checking-date': ON_THE_SHOP_FLOOR,
};
