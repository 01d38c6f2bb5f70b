/**
 * Things done on what someone sits or lies on (actions.ts): meditating, reading or on the phone "on her bed", "on the
 * sofa", "on a park bench" is done on it, drawn with it in the picture (illustrations/seated-on.ts), never beside it.
 * A bed is at home (in a bedroom, or a hotel room's), a bench outdoors (a park when no place is named).
 */
import type { Action } from './actions';

/** What each activity becomes on each seat named, tried in order. */
export const ON_SEATS = {
  meditating: [
    { pose: 'meditating-bed', when: { concepts: ['bed'] } },
    { pose: 'meditating-sofa', when: { concepts: ['sofa'] } },
    { pose: 'meditating-bench', when: { concepts: ['bench'] } },
  ],
  reading: [
    { pose: 'reading-bed', when: { concepts: ['bed'] } },
    { pose: 'reading-sofa', when: { concepts: ['sofa'] } },
    { pose: 'reading-bench', when: { concepts: ['bench'] } },
  ],
  phone: [
    { pose: 'phone-bed', when: { concepts: ['bed'] } },
    { pose: 'phone-bench', when: { concepts: ['bench'] } },
  ],
  laptop: [{ pose: 'laptop-bed', when: { concepts: ['bed'] } }],
} as const satisfies Record<string, NonNullable<Action['becomes']>>;

/** What is in hand, and the drink by the sofa: in the picture, not drawn again (on a seat, no mat is wanted). */
const IN_HAND = ['book', 'phone', 'tablet', 'laptop', 'map', 'coffee', 'tea', 'cup', 'table', 'mat'] as const;
export const IN_BED = { shows: ['bed', ...IN_HAND], home: 'home', rooms: ['home', 'hotel-room', 'hotel', 'care-home'] } as const satisfies Partial<Action>;
export const ON_THE_SOFA = { shows: ['sofa', ...IN_HAND], home: 'home', rooms: ['home', 'hotel-room', 'hotel', 'cafe', 'care-home'] } as const satisfies Partial<Action>;
export const ON_A_BENCH = { shows: ['bench', ...IN_HAND], home: 'park', rooms: [] } as const satisfies Partial<Action>;
