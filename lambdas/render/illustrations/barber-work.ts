/**
 * A barber at work at the chair (barber-chair.ts): trimming the customer's beard with clippers at the
 * jaw, shaving it with a straight razor, fading the hair at the side of the head with clippers; the
 * other hand steadying the head at the crown. Registered by bodies.ts (import these poses through it).
 */
import type { Pose, Scene } from './bodies';
import { barberStation, CROWN, JAW, TEMPLE } from './barber-chair';

/** Standing behind the chair, leaning in to the customer's head. */
const AT_THE_CHAIR: Pick<Pose, 'hip' | 'feet'> = { hip: [0.06, 0.92], feet: [[0.14, 0.05], [-0.04, 0.05]] };
const EXTENT: Scene['extent'] = [-0.22, 1.4, 1.8];

export const BARBER_WORK = {
  // Clippers along the jaw line, hairs falling onto the cape.
  'trimming-beard': {
    pose: { ...AT_THE_CHAIR, lean: 16, hands: [[0.72, 1.25], [0.72, 1.5]], nod: 18 },
    ...barberStation('clippers', [0.72, 1.25], JAW),
    extent: EXTENT,
  },
  // A straight razor at the lathered cheek.
  shaving: {
    pose: { ...AT_THE_CHAIR, lean: 16, hands: [[0.74, 1.27], [0.72, 1.5]], nod: 18 },
    ...barberStation('razor', [0.74, 1.27], [0.84, 1.3]),
    extent: EXTENT,
  },
  // Clippers up the side of the head, a fade.
  'clipper-cut': {
    pose: { ...AT_THE_CHAIR, lean: 10, hands: [[0.6, 1.38], [CROWN[0], CROWN[1]]], nod: 10 },
    ...barberStation('clippers', [0.6, 1.38], TEMPLE),
    extent: EXTENT,
  },
} satisfies Record<string, Scene>;
