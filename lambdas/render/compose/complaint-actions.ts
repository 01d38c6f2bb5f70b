/**
 * A complaint handled in person across a service counter, one step a picture (illustrations/complaint-desk.ts): the
 * upset customer listened to, the apology, the solution handed over, the follow-up on the phone and by e-mail. The
 * customer, the counter and what is handed over are in the staff's picture; whoever does it without a trade of their
 * own is a member of a shop's staff; in a shop when the prompt names no place. A call-centre agent named (or a headset)
 * does the same steps at their desk on the phone (actions.ts's call poses).
 */
import type { Action } from './actions';
import type { SettingId } from './scene-graph';

export const COMPLAINT_POSES = ['complaint-listening', 'complaint-apologising', 'complaint-solving', 'complaint-following-up'] as const;
export type ComplaintPose = (typeof COMPLAINT_POSES)[number];

/** Wherever customers are served at a counter or desk. */
const ROOMS = ['shop', 'boutique', 'supermarket', 'pharmacy', 'bookshop', 'florist', 'bakery', 'reception', 'hotel', 'restaurant', 'cafe', 'bar', 'gym', 'salon', 'clinic', 'dental', 'vet', 'garage', 'showroom', 'premises', 'office', 'library', 'garden-centre', 'laundrette'] as const satisfies readonly SettingId[];

const AT_THE_COUNTER = {
  drawsPartner: true,
  shows: ['counter', 'desk', 'table', 'customer', 'woman-customer', 'person', 'phone', 'laptop', 'package', 'speech', 'document'],
  worker: 'staff',
  home: 'shop',
  rooms: ROOMS,
  // Someone at work or a customer named, or a place where customers are served: "a man apologising to his wife" is two people talking.
  needs: { concepts: ['staff', 'receptionist', 'barista', 'agent', 'headphones', 'customer', 'woman-customer', 'counter'], settings: ROOMS },
  otherwise: 'chatting',
} as const satisfies Omit<Action, 'figures' | 'body'>;

/** On the phone at a call centre's desk when an agent (or a headset) is named. */
const onThePhone = (pose: 'call-listening' | 'call-speaking'): Omit<Action, 'figures' | 'body'> => ({ ...AT_THE_COUNTER, becomes: [{ pose, when: { concepts: ['agent', 'headphones'] } }] });

export const COMPLAINT_ACTIONS: Record<ComplaintPose, Omit<Action, 'figures' | 'body'>> = {
  'complaint-listening': onThePhone('call-listening'),
  'complaint-apologising': onThePhone('call-speaking'),
  'complaint-solving': onThePhone('call-speaking'),
  'complaint-following-up': onThePhone('call-speaking'),
};
