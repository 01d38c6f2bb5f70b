/**
 * An estate agent's pictures of a home changing hands (illustrations/keys-hand-over.ts): the keys handed over at the new
 * home's front door, buyers taking them; a viewing, the agent showing visitors round a living room. The buyers and
 * visitors are in the agent's picture (drawn once); the keys, the house's door and its board are drawn there too. The keys
 * are handed over outside, at the door, whatever room is named ("the keys to their new flat"). A removals firm's
 * (illustrations/removals.ts): movers carrying boxes to the van parked at the house's front, a couple unpacking in their
 * new living room; a sofa carried between two, or wrapped in a blanket.
 */
import type { Action } from './actions';
import { AT_THE_DEALER } from './dealer-actions';

/** A van or a house named, or the house's front: a box carried there is a move's, loaded into the van at the door. */
export const MOVING_HOUSE = { concepts: ['truck', 'house'], settings: ['house'] } as const satisfies Action['needs'];

export const HOME_MOVE_ACTIONS = {
  // A home's keys are a home's: a customer getting keys at a garage's counter is handed them there.
  'keys-handover': {
    drawsPartner: true, single: true, shows: ['key', 'house', 'package', 'table', 'desk'], worker: 'agent', home: 'house', rooms: [],
    needs: { concepts: ['couple', 'family', 'house'], settings: ['house', 'home'] }, otherwise: 'handing',
    // A new car's keys, at the dealer's.
    becomes: AT_THE_DEALER,
  },
  // A tour of a brewery or a museum ("une visite", "een rondleiding") is no viewing: a home, or who views one, is named.
  'house-viewing': { drawsPartner: true, single: true, shows: ['house'], worker: 'agent', home: 'home', rooms: ['home'], needs: { concepts: ['couple', 'family', 'house'], settings: ['house', 'home'] } },
  // The van and the boxes are in the movers' picture; three movers named are its two (a crew is one picture). At a depot the van is loaded in its bay.
  'loading-van': { drawsPartner: true, drawsGroup: true, single: true, shows: ['package', 'truck', 'house'], worker: 'labourer', home: 'house', rooms: ['warehouse'] },
  // Unpacking is a home's, whatever room is named: the boxes and the lamp lifted out are in the couple's picture.
  unpacking: {
    drawsPartner: true, drawsGroup: true, single: true, shows: ['package', 'lamp', 'house', 'table'], home: 'home', rooms: ['home'],
    // A suitcase unpacked in a hotel room is no move: boxes, a household or a home say it is.
    needs: { concepts: ['package', 'couple', 'family', 'house'], settings: ['home', 'house'] },
  },
  // Two movers carrying a sofa between them: outside the house on its way to the van, or into the living room.
  'carrying-sofa': { drawsPartner: true, drawsGroup: true, single: true, shows: ['sofa', 'house', 'package'], worker: 'labourer', home: 'house', rooms: ['home'] },
  // A sofa wrapped in a moving blanket before it is carried out: a home's, its sofa in the mover's picture.
  'wrapping-furniture': { single: true, shows: ['sofa', 'package'], worker: 'labourer', home: 'home', rooms: ['home'] },
} as const satisfies Record<string, Partial<Action>>;
