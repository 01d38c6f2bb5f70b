/**
 * Where a welcome is drawn (actions.ts `welcoming`): at the place's own way in. A hotel's guest arrives at the reception
 * desk with a suitcase; gyms, spas, clinics, offices, daycares welcome at their desk; in the open (a park, a beach, a
 * market, a venue, a pool's side) a host greets people where they arrive, with no door; a shop's door is left to shops.
 */
import type { Action } from './actions';
import type { SettingId } from './scene-graph';
import { OFFICE_WELCOME } from './consultation-actions';

/** Rooms whose welcome is at their reception desk. */
export const AT_A_DESK = [
  'gym', 'studio', 'spa', 'clinic', 'dental', 'physio', 'vet', 'office', 'reception', 'nursery', 'salon', 'nail-salon', 'grooming', 'care-home', 'showroom', 'ward',
  // Workshops and back rooms have no shop door to stand in (a door drawn free-standing in a bike workshop): their service counter.
  'workshop', 'garage', 'bike-workshop', 'warehouse', 'kitchen', 'pro-kitchen', 'climbing-gym',
  // A coworking space's front desk; a business of no known trade's counter.
  'coworking', 'premises',
] as const satisfies readonly SettingId[];
/** Places whose welcome is in the open, where people arrive. */
export const IN_THE_OPEN = [
  'park', 'beach', 'market', 'venue', 'festival', 'pool', 'terrace', 'harbour', 'riverside', 'farm', 'mountains', 'bridge', 'finish-line', 'house', 'dog-yard', 'wedding',
] as const satisfies readonly SettingId[];

export const WELCOME_BY_PLACE = [
  // A reception desk of no trade's own is a hotel's, as its other work across it is (front-desk-actions.ts): the guest with a case.
  { pose: 'welcoming-hotel', when: { settings: ['hotel', 'hotel-room', 'reception'] } },
  { pose: 'welcoming-desk', when: { settings: AT_A_DESK } },
  { pose: 'welcoming-open', when: { settings: IN_THE_OPEN } },
  OFFICE_WELCOME,
  // A car wash's customer is welcomed back to their clean car, its keys handed over beside it.
  { pose: 'handing-keys', when: { settings: ['car-wash'] } },
] as const satisfies NonNullable<Action['becomes']>;

/** Who arrives at a desk is in its picture, once, with the desk and their case: not drawn again. */
export const AT_THE_DESK = { drawsPartner: true, single: true, shows: ['desk', 'counter', 'table', 'suitcase'], worker: 'staff' } as const satisfies Partial<Action>;
/** A hotel's desk pictures hang their own key rack behind the receptionist: the lobby leaves its key wall out (places.ts). */
export const HOTEL_DESK_SHOWS = [...AT_THE_DESK.shows, 'key'] as const;
/**
 * A welcome, wherever it is drawn: someone at work or someone they serve (parents at a nursery, visitors at a farm) must
 * be named, else the words are two people greeting each other ("two friends greeting each other in the park" chat).
 */
export const WELCOMED = {
  ...AT_THE_DESK,
  needs: { concepts: ['customer', 'woman-customer', 'guest', 'patient', 'staff', 'team', 'receptionist', 'barista', 'parent', 'tourist'] },
  otherwise: 'chatting',
} as const satisfies Partial<Action>;
