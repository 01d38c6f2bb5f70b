/**
 * A member of staff at the reception desk (a gym's, a spa's, a clinic's, a hotel's): behind it, smiling, the near hand
 * raised open in welcome, the other on the desk (front-desk.ts' full-depth desk), the customer come up to its ledge (through a
 * glass door, inside a gym, they had read as stepping out of a fridge); at a hotel the key rack hangs behind and the
 * guest arrives pulling a suitcase; checking a guest in, the receptionist types at the screen while the guest, case
 * beside them, leans on the ledge. Kept narrow, as at the door, so in a tall frame the people stay large. Metres, y up, as bodies.ts draws (its
 * helpers are read only when drawn: bodies.ts loads this file).
 */
import { limb, rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { companion, GUEST } from './company';
import { ARRIVING, openHand, WAVE } from './welcome-at-door';
import { suitcase } from './wheeled-hand-over';
import { FRONT_DESK, frontDesk, GUEST_AT, KEY_RACK, keyRack, LEDGE } from './front-desk';

/** The desk's top, in metres: at the staff member's waist, the customers' hands. */
const TOP = 1.04;
/** The staff member's far hand on the desk, by the screen. */
const ON_DESK: P = [0.3, TOP + 0.05];
/** The desk's two ends (a vet's, where the owner sets the carrier down). */
export const DESK: [number, number] = [0.14, 0.7];

/** The desk seen side on from x0 to x1: a pale front panel with a band of colour, a wooden top over it, a screen turned to the staff and a plant. */
export const receptionDesk = ([x0, x1]: [number, number]): Prop => (ctx) => {
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

/** Behind the desk, the near hand raised open in welcome, the far one on the desk. */
export const GREETING: Pose = { hip: [0, 0.92], lean: -2, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [WAVE, ON_DESK], nod: -6 };
/** The guest's hand on the suitcase's handle, just behind them (in the guest's own turned frame): the case close, so the picture stays narrow and the people large in a tall frame. */
const PULLED: P = [-0.2, 0.84];
/** Arriving at the desk, the near hand raised back to the greeting; at a hotel, the other pulling the case. */
const GREETED: Pose = { ...ARRIVING, hands: [[0.2, 1.36], ARRIVING.hands[1]] };
const PULLING: Pose = { ...GREETED, hands: [GREETED.hands[0], PULLED] };
/** At the desk, a hand on its top, the other at the side: being checked in. */
const AT_DESK: Pose = { hip: [0, 0.92], lean: 6, feet: [[0.08, 0.05], [-0.08, 0.05]], hands: [[0.3, LEDGE + 0.05], [-0.06, 0.7]], nod: 4 };
/** The receptionist's hands at the keyboard before the screen, head turned down to it. */
const KEYING: Pose = { hip: [0, 0.92], lean: 6, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.34, TOP + 0.06], [0.28, TOP + 0.07]], nod: 14 };
/** A keyboard flat on the desk before the screen. */
const keyboard: Prop = (ctx) => rr(ctx, 0.2, TOP + 0.04, 0.26, 0.03, 0.01, '#3d4a5a');
/** A case standing on its wheels with its handle up, its near side at x: the handle above its middle. */
const caseAt = (x: number, top = 0.9): Prop => suitcase(x, [x + 0.21, top]);

export const WELCOME_AT_DESK = {
  // Standing behind the front desk, the near hand raised open in welcome, the customer come up to its ledge (one: a crowd at a desk had hidden it).
  'welcoming-desk': {
    pose: GREETING,
    back: [companion(GREETED, GUEST, GUEST_AT)],
    front: [frontDesk, openHand(WAVE)],
    extent: [FRONT_DESK[0] - 0.04, GUEST_AT + 0.36, 2.16],
  },
  // At a hotel: the key rack behind, the guest comes up to the desk pulling a suitcase behind them.
  'welcoming-hotel': {
    pose: GREETING,
    back: [keyRack, caseAt(GUEST_AT - PULLED[0] - 0.21, PULLED[1]), companion(PULLING, GUEST, GUEST_AT)],
    front: [frontDesk, openHand(WAVE)],
    extent: [Math.min(KEY_RACK.x, FRONT_DESK[0]) - 0.04, GUEST_AT - PULLED[0] + 0.23, 2.16],
  },
  // Checking in: at the screen, hands on the keys; the guest at the desk's ledge, a hand on it, the case standing by.
  'checking-in': {
    pose: KEYING,
    back: [keyRack, caseAt(GUEST_AT + 0.16), companion(AT_DESK, GUEST, GUEST_AT)],
    front: [frontDesk, keyboard],
    extent: [Math.min(KEY_RACK.x, FRONT_DESK[0]) - 0.04, GUEST_AT + 0.16 + 0.46, 2.16],
  },
} satisfies Record<string, Scene>;
