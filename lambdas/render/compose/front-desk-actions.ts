/**
 * A reception's work across its front desk (illustrations/front-desk.ts): an ID checked, a key card handed over, a guest
 * checked out at the card machine, something explained with a leaflet (meal times, the way, the wifi). The guest is in the
 * receptionist's picture; whoever does it without a trade of their own, or a guest named alone, is the receptionist. A meal, a map or the wifi
 * named as what is explained is on the leaflet, never drawn beside them; the desk is the picture's own.
 */
import type { Action } from './actions';
import { AT_A_DESK } from './welcome-actions';

export const FRONT_DESK_POSES = ['checking-id', 'handing-key-card', 'checking-out', 'explaining-times', 'explaining-way', 'explaining-wifi'] as const;
export type FrontDeskPose = (typeof FRONT_DESK_POSES)[number];

/** What the picture already has: the desk, the guest's case, what passes across it, what is spoken of (on the leaflet). */
const SHOWN = [
  'desk', 'counter', 'table', 'suitcase', 'card', 'key', 'receipt', 'phone', 'package', 'speech', 'map', 'monitor',
  'meal', 'pancakes', 'coffee', 'croissant', 'bread', 'egg', 'tea', 'juice', 'plate',
] as const;

const ACROSS_THE_DESK = {
  drawsPartner: true,
  single: true,
  shows: SHOWN,
  worker: 'receptionist',
  partner: 'customer',
  needs: { concepts: ['receptionist', 'guest', 'customer', 'tourist', 'desk', 'counter'], settings: ['hotel', 'hotel-room', ...AT_A_DESK] },
  home: 'reception',
  rooms: ['hotel', ...AT_A_DESK],
} as const satisfies Omit<Action, 'figures' | 'body'>;

export const FRONT_DESK_ACTIONS = Object.fromEntries(FRONT_DESK_POSES.map((p) => [p, ACROSS_THE_DESK])) as Record<FrontDeskPose, typeof ACROSS_THE_DESK>;
