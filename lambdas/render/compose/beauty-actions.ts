/**
 * A beauty salon's treatments (illustrations/beauty-work.ts), each one picture of the beautician with the client in it,
 * so whoever else the prompt names is the client: a manicure across the nail table, a pedicure at the foot bath, a face
 * mask or lash extensions at the beauty couch, a massage at the spa table; a barber's hot towel over the customer's face.
 * Whoever does it without a trade of their own is a beautician, in a plum tunic (a barber, for the towel). A massage
 * given in a spa or a salon is the spa's; in a physio's room or a clinic it is their treatment of the back.
 */
import type { Action } from './actions';
import type { SettingId } from './scene-graph';

export const BEAUTY_POSES = ['manicure', 'pedicure', 'facial', 'lash-extensions', 'massage', 'hot-towel'] as const;
export type BeautyPose = (typeof BEAUTY_POSES)[number];

/** Where beauty treatments are given: a salon of either kind, a spa, at home, a hotel. */
const BEAUTY_ROOMS = ['nail-salon', 'salon', 'spa', 'home', 'hotel', 'hotel-room'] as const satisfies readonly SettingId[];
/** The client is in the beautician's picture, with the table, chair or couch they sit or lie on. */
const TREATED = {
  drawsPartner: true,
  single: true,
  shows: ['table', 'chair', 'bed', 'massage-table', 'salon-chair', 'desk', 'counter', 'lamp', 'painted-nails', 'face-mask', 'cream', 'lotion', 'candle'],
  worker: 'beautician',
  // A client named alone has it done: the beautician does it, the client in their picture.
  partner: 'customer',
  home: 'nail-salon',
  rooms: BEAUTY_ROOMS,
} as const satisfies Partial<Action>;

export const BEAUTY_ACTIONS: Record<BeautyPose, Omit<Action, 'figures' | 'body'>> = {
  manicure: TREATED,
  pedicure: TREATED,
  facial: { ...TREATED, home: 'spa' },
  'lash-extensions': TREATED,
  // In a physio's room or a clinic it is their treatment of the back.
  massage: { ...TREATED, home: 'spa', becomes: [{ pose: 'back-treatment', when: { settings: ['physio', 'clinic'] } }] },
  'hot-towel': { ...TREATED, shows: ['chair', 'barber-chair'], worker: 'barber', home: 'salon', rooms: ['salon', 'home'] },
};

/** A treatment of the back, or hands-on treating, in a spa or a salon is a massage. */
export const SPA_MASSAGE = { pose: 'massage', when: { settings: ['spa', 'nail-salon', 'salon', 'hotel'] } } as const satisfies NonNullable<Action['becomes']>[number];
/** Hands-on treating by a beautician (a masseuse, a massage therapist) is a massage too (a physio's room still makes it theirs). */
export const BY_A_BEAUTICIAN = { pose: 'massage', when: { concepts: ['beautician'] } } as const satisfies NonNullable<Action['becomes']>[number];

/** Work in a beauty salon with nothing more said (a customer examined, seen to) is a manicure. */
export const IN_A_NAIL_SALON = { pose: 'manicure', when: { settings: ['nail-salon'] } } as const satisfies NonNullable<Action['becomes']>[number];
