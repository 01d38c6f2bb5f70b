/**
 * A host welcoming guests in the open (a park, a garden, a beach, a market, a venue's lawn, the side of a pool): standing
 * where they arrive, smiling, the near hand raised open in welcome, the first guest waving back as they come up, the
 * second a step behind. No door: a shop's door standing in a field had read as a glass box. Metres, y up, as bodies.ts
 * draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import type { Pose, Scene } from './bodies';
import { companion, GUEST } from './company';
import { ARRIVING, behind, openHand, WAVE } from './welcome-at-door';

/** Coming up mid-step, the near hand raised back in greeting. */
const WAVING_BACK: Pose = { ...ARRIVING, hands: [[0.22, 1.5], ARRIVING.hands[1]] };

export const WELCOME_IN_THE_OPEN = {
  'welcoming-open': {
    pose: { hip: [0, 0.92], lean: -2, feet: [[0.1, 0.05], [-0.08, 0.05]], hands: [WAVE, [0.1, 0.7]], nod: -6 },
    back: [behind(1.06), companion(WAVING_BACK, GUEST, 0.74)],
    front: [openHand(WAVE)],
    extent: [-0.2, 1.36, 1.9],
  },
} satisfies Record<string, Scene>;
