/**
 * A member of staff welcoming customers inside a gym or a studio: behind the reception desk, smiling, the near hand
 * raised open in welcome, the other on the desk, the customers come up to it, the second a step behind (through a
 * glass door, inside a gym, they had read as stepping out of a fridge). Kept narrow, as at the door, so in a tall frame
 * the people stay large. Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { limb, rr, type P, type Prop, type Scene } from './bodies';
import { companion, GUEST } from './company';
import { ARRIVING, behind, openHand, WAVE } from './welcome-at-door';

/** The desk's top, in metres: at the staff member's waist, the customers' hands. */
const TOP = 1.04;
/** The staff member's far hand on the desk, by the screen. */
const ON_DESK: P = [0.3, TOP + 0.05];

/** The desk seen side on from x0 to x1: a pale front panel with a band of colour, a wooden top over it, a screen turned to the staff and a plant. */
const receptionDesk = (x0: number, x1: number): Prop => (ctx) => {
  rr(ctx, x0, 0, x1 - x0, TOP, 0.02, '#eee8de');
  rr(ctx, x0, TOP * 0.52, x1 - x0, 0.1, 0, '#2a9d8f');
  rr(ctx, x0 - 0.05, TOP - 0.02, x1 - x0 + 0.1, 0.07, 0.02, '#b98a5e');
  // The screen on its stand, its back to the customers.
  limb(ctx, [[x0 + 0.26, TOP + 0.05], [x0 + 0.26, TOP + 0.16]], 0.03, '#3d4a5a');
  rr(ctx, x0 + 0.18, TOP + 0.14, 0.16, 0.28, 0.02, '#2b2e35');
  // A plant in a pot at the customers' end.
  rr(ctx, x1 - 0.17, TOP + 0.05, 0.12, 0.13, 0.03, '#c8694f');
  ctx.fillStyle = '#4f8a5b';
  for (const [dx, dy, r] of [[-0.11, 0.26, 0.07], [-0.04, 0.3, 0.08], [-0.14, 0.2, 0.06]] as const) {
    ctx.beginPath();
    ctx.arc(x1 + dx, TOP + dy, r, 0, Math.PI * 2);
    ctx.fill();
  }
};

export const WELCOME_AT_DESK = {
  // Standing behind the desk, the near hand raised open in welcome, the customers come up to its far side.
  'welcoming-desk': {
    pose: { hip: [0, 0.92], lean: -2, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [WAVE, ON_DESK], nod: -6 },
    back: [behind(1.24), companion(ARRIVING, GUEST, 0.98)],
    front: [receptionDesk(0.14, 0.7), openHand(WAVE)],
    extent: [-0.2, 1.42, 2.16],
  },
} satisfies Record<string, Scene>;
