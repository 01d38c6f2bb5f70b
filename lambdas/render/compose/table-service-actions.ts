/**
 * A waiter's work, each step its own picture (illustrations/table-service.ts): the order taken on a pad at the table, drinks
 * carried on a tray, the bill presented with the card machine, a table cleared or set, plates of food set before the guests,
 * wine poured into a seated guest's glass; a bartender shaking a cocktail; a tasting's host pouring for the guests holding out their glasses. Whoever does it
 * without a trade of their own is the waiter, in an apron; the guests named are the ones in the picture, seated at the
 * table or standing with their glasses; the table, the pad, the tray, the bottle and the glasses are drawn there.
 */
import type { Action } from './actions';
import { AT_THE_STALL } from './market-actions';
import type { ConceptId } from './concepts';
import type { Pose, SettingId } from './scene-graph';

export const TABLE_SERVICE_POSES = ['taking-order', 'carrying-tray', 'presenting-bill', 'clearing-table', 'setting-table', 'serving-plates', 'pouring-at-table', 'mixing-cocktail', 'hosting-tasting'] as const;
export type TableServicePose = (typeof TABLE_SERVICE_POSES)[number];

/** Where guests are served at their tables. */
const DINING_ROOMS = ['restaurant', 'cafe', 'bar', 'pizzeria', 'hotel', 'wine-bar', 'noodle-bar', 'tea-room'] as const satisfies readonly SettingId[];
/** Where wine is tasted. */
const TASTING_ROOMS = ['wine-cellar', 'wine-bar', 'restaurant', 'bar', 'hotel'] as const satisfies readonly SettingId[];
/** What is on a laid table, and what a waiter carries to it or from it. */
const LAID = ['table', 'chair', 'plate', 'meal', 'wine', 'champagne', 'glass', 'cup', 'coffee', 'water', 'juice', 'cocktail', 'beer', 'card', 'money', 'receipt', 'phone', 'hand', 'candle', 'glasses'] as const satisfies readonly ConceptId[];
/**
 * Waiting on guests at their table: the waiter works it, the guests named are drawn at it. The words are table service
 * only with a waiter, a table, guests or what is served named, or in a dining room ("taking orders online" is a shop's,
 * "a baker carrying a tray of croissants" no waiter's).
 */
const AT_TABLE = {
  // One table is drawn, however many are named at its work.
  single: true,
  worker: 'barista',
  shows: LAID,
  home: 'restaurant',
  rooms: DINING_ROOMS,
  needs: { concepts: ['barista', 'table', 'customer', 'woman-customer', 'guest', 'couple', 'friends', 'family', 'meal', 'plate', 'wine', 'glass', 'glasses'], settings: [...DINING_ROOMS, 'terrace', 'home', 'kitchen'] },
} as const satisfies Partial<Action>;
/** A table is set and cleared at home too. */
const AT_HOME_TOO = { ...AT_TABLE, rooms: [...DINING_ROOMS, 'home', 'kitchen'] } as const satisfies Partial<Action>;
const WITH_GUESTS = { ...AT_TABLE, drawsPartner: true } as const satisfies Partial<Action>;

export const TABLE_SERVICE_ACTIONS = {
  // An order taken at a counter is the counter's serving, not the table's pad.
  'taking-order': { ...WITH_GUESTS, becomes: [{ pose: 'serving', when: { concepts: ['counter'] } }] },
  'carrying-tray': AT_TABLE,
  'presenting-bill': WITH_GUESTS,
  'clearing-table': AT_HOME_TOO,
  'setting-table': AT_HOME_TOO,
  // Food served at a market or a fair is handed across its stall.
  'serving-plates': { ...AT_HOME_TOO, drawsPartner: true, becomes: AT_THE_STALL },
  // Poured across a counter, it is the bar's pour.
  'pouring-at-table': { ...WITH_GUESTS, becomes: [{ pose: 'pouring-wine', when: { concepts: ['counter'] } }] },
  'mixing-cocktail': { worker: 'barista', shows: ['cocktail', 'smoothie', 'juice', 'glass', 'glasses', 'counter', 'table', 'lotion'], home: 'bar', rooms: ['bar', 'wine-bar', 'restaurant', 'hotel', 'cafe', 'venue'] },
  // The host's bottle and the guests' glasses: in a cellar when the prompt names no place.
  'hosting-tasting': {
    ...WITH_GUESTS,
    worker: 'staff',
    shows: [...LAID, 'counter', 'lotion'],
    home: 'wine-cellar',
    rooms: TASTING_ROOMS,
    needs: { concepts: ['wine', 'glass', 'glasses', 'customer', 'woman-customer', 'guest', 'couple', 'friends', 'barista', 'staff'], settings: [...TASTING_ROOMS, 'vineyard'] },
  },
} as const satisfies Record<TableServicePose, Partial<Action>>;

/**
 * Wine poured across a counter stays the bar's pour; at a table, or in a restaurant, it is poured into a seated guest's glass;
 * for guests in a cellar, or for a tasting's guests, it is the tasting.
 */
export const POURED_FOR: NonNullable<Action['becomes']> = [
  { pose: 'pouring-wine', when: { concepts: ['counter'] } },
  { pose: 'pouring-at-table', when: { concepts: ['table'], settings: ['restaurant'] } },
  { pose: 'hosting-tasting', when: { concepts: ['customer', 'woman-customer', 'guest', 'couple', 'friends'], settings: ['wine-cellar', 'vineyard'] } },
];

/** A waiter's step named after the serving it is part of ("serving at a table, taking the order"): the step is the picture. */
export const SERVING_STEPS: readonly Pose[] = TABLE_SERVICE_POSES;
