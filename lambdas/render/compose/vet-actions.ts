/**
 * A vet's work (illustrations/vet-work.ts): the pet named on the exam table, vaccinated or its teeth checked, the table and
 * the pet in the vet's picture; an owner with their pet in a carrier at the reception desk, greeted across it. Whoever does
 * the work without a trade of their own is a vet, in scrubs.
 */
import type { Action } from './actions';
import type { Pose } from './scene-graph';

/** The pet on the exam table, in the vet's picture; at the vet's when the prompt names no place. */
const AT_THE_EXAM_TABLE = { needs: { kinds: ['animal'] }, shows: ['table', 'pet-table'], worker: 'vet', home: 'vet', rooms: ['vet', 'clinic', 'grooming', 'home'] } as const satisfies Partial<Action>;

export const VET_ACTIONS = {
  // A jab given to anyone but a pet is a patient seen to.
  'vet-vaccinating': { ...AT_THE_EXAM_TABLE, otherwise: 'examining' },
  'vet-teeth': AT_THE_EXAM_TABLE,
  // The owner named is the one come up to the desk (drawn in the receptionist's picture), the pet named in their carrier.
  'carrier-at-desk': {
    // A carrier is an owner's, or a pet's: "transportadora" alone may be a haulier.
    needs: { kinds: ['person', 'animal'] },
    drawsPartner: true,
    shows: ['desk', 'counter', 'monitor', 'package'],
    worker: 'receptionist',
    home: 'vet',
    rooms: ['vet', 'reception', 'clinic', 'grooming', 'shop', 'hotel'],
  },
} as const satisfies Record<Extract<Pose, 'vet-vaccinating' | 'vet-teeth' | 'carrier-at-desk'>, Omit<Action, 'figures' | 'body'>>;
