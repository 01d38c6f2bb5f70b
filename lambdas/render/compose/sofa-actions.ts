/**
 * Life at home (illustrations/sofa-group.ts, smart-home.ts): two or more people not at work named with a sofa sit on it
 * together, one picture for the group (a family's child between the two); with a TV, a film or a series named they watch
 * it; on a winter evening one blanket is over their laps. Someone named with a thermostat, or turning the heating up or
 * down, stands at it turning its dial; from a phone, it is the phone in use (on the sofa, when one is named).
 * A sofa is indoors at home unless the prompt names a room it can be in.
 */
import type { Action } from './actions';

/** The group on the sofa, by what they do there, and the same with their child between them. */
export const SOFA_POSES = [
  'sofa-together', 'sofa-family', 'tv-together', 'tv-family', 'cosy-together', 'cosy-family', 'cosy-tv-together', 'cosy-tv-family', 'adjusting-thermostat',
] as const;
type SofaPose = (typeof SOFA_POSES)[number];

/** Two or more talking or hugging with a sofa named do it seated on it together. */
export const SEATED_TOGETHER = { pose: 'sofa-together', when: { concepts: ['sofa'] } } as const;

/** Where a sofa is: at home unless the prompt names another room with one. */
const ROOMS = ['home', 'hotel-room', 'hotel', 'care-home', 'cafe', 'bar'] as const;
/** What the group's picture shows: the sofa, the TV, what is in their hands or on a side table. */
const SHOWN = ['sofa', 'tv', 'chair', 'table', 'coffee', 'tea', 'cup'] as const;
/** A family, or a child named with them, is the picture with their child between them. */
const FAMILY = { concepts: ['family', 'child'] } as const;
const ON_THE_SOFA = { drawsPartner: true, drawsGroup: true, together: true, shows: SHOWN, home: 'home', rooms: ROOMS } as const satisfies Partial<Action>;

/** The pair's pose, its family form, and what it becomes with a TV named (or with `first`, before all). */
const pair = (family: SofaPose, tv?: SofaPose, toldBy?: Action['toldBy'], first: NonNullable<Action['becomes']> = []): Partial<Action> => ({
  ...ON_THE_SOFA,
  withChild: family,
  becomes: [...first, ...(tv ? [{ pose: tv, when: { concepts: ['tv'] } } as const] : []), { pose: family, when: FAMILY }],
  ...(toldBy ? { toldBy } : {}),
});

export const SOFA_ACTIONS: Record<SofaPose, Partial<Action>> = {
  // People at leisure named with a sofa sit on it; with a TV named, they watch it; with a tablet, they look at it together.
  'sofa-together': pair('sofa-family', 'tv-together', { concepts: ['sofa'], guests: true }, [{ pose: 'tablet-together', when: { concepts: ['tablet'] } }]),
  'sofa-family': ON_THE_SOFA,
  'tv-together': pair('tv-family', undefined, { concepts: ['tv'], guests: true }),
  'tv-family': ON_THE_SOFA,
  'cosy-together': pair('cosy-family', 'cosy-tv-together'),
  'cosy-family': ON_THE_SOFA,
  'cosy-tv-together': pair('cosy-tv-family'),
  'cosy-tv-family': ON_THE_SOFA,
  // One turns it however many are named; from a phone it is the phone in use, there or on the sofa.
  'adjusting-thermostat': {
    single: true,
    toldBy: { concepts: ['thermostat'] },
    shows: ['thermostat', 'wall'],
    home: 'home',
    rooms: ['home', 'hotel-room', 'hotel', 'care-home', 'office', 'reception'],
    becomes: [{ pose: 'using-phone', when: { concepts: ['phone', 'tablet'] } }],
  },
};
