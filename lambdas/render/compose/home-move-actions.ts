/**
 * An estate agent's pictures of a home changing hands (illustrations/keys-hand-over.ts): the keys handed over at the new
 * home's front door, buyers taking them; a viewing, the agent showing visitors round a living room. The buyers and
 * visitors are in the agent's picture (drawn once); the keys, the house's door and its board are drawn there too. The keys
 * are handed over outside, at the door, whatever room is named ("the keys to their new flat").
 */
import type { Action } from './actions';

export const HOME_MOVE_ACTIONS = {
  // A home's keys are a home's: a customer getting keys at a garage's counter is handed them there.
  'keys-handover': {
    drawsPartner: true, single: true, shows: ['key', 'house', 'package', 'table', 'desk'], worker: 'agent', home: 'house', rooms: [],
    needs: { concepts: ['couple', 'family', 'house'], settings: ['house', 'home'] }, otherwise: 'handing',
  },
  // A tour of a brewery or a museum ("une visite", "een rondleiding") is no viewing: a home, or who views one, is named.
  'house-viewing': { drawsPartner: true, single: true, shows: ['house'], worker: 'agent', home: 'home', rooms: ['home'], needs: { concepts: ['couple', 'family', 'house'], settings: ['house', 'home'] } },
} as const satisfies Record<string, Partial<Action>>;
