/**
 * An estate agent's two pictures of a home changing hands (issue 23). The keys handed over at the new home's front
 * door: the agent, in smart clothes, holds the keys out at hand height, the buyers smiling, one reaching up under them,
 * the other a step behind; the door stands open a few steps behind them, drawn smaller (further off) behind the buyers, so
 * the three fill the picture (an agency's board had stood out to the agent's side and the door had risen over their heads:
 * the people were off to one side, small; the place's own sign stands in the garden behind). A viewing: the agent
 * shows the visitors round, an open hand raised to the room or house behind (the place's own picture), the visitors looking up at it. Metres, y up,
 * as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { keys } from './car-hand-over';
import { companion, GUEST } from './company';
import { behind, openHand } from './welcome-at-door';

/** The keys held out between agent and buyer, at the agent's hand height. */
export const KEYS_AT: P = [0.46, 1.08];
/** The first buyer's hip, across from the agent, and the second's, a step behind. */
const BUYER = 0.84;
const SECOND = 1.1;
/** How much smaller the door is drawn, and how far up the path it stands: a few steps behind the three. */
const DOOR_BACK = { scale: 0.76, rise: 0.1 };
/** The doorway's two sides (before it is set back): behind the buyers. */
const DOOR: [number, number] = [0.76, 1.76];

/** The front door from x0 to x1, swung open inward: the frame, the dim hall inside, the door's edge, the step. */
const frontDoor = (x0: number, x1: number): Prop => (ctx) => {
  rr(ctx, x0 - 0.08, 0.1, x1 - x0 + 0.16, 2.12, 0.02, '#f4f1ea');
  rr(ctx, x0, 0.14, x1 - x0, 2.0, 0, '#6b5a4a');
  rr(ctx, x0 + 0.05, 0.14, x1 - x0 - 0.1, 1.9, 0, '#c9b79c');
  // The door, swung in at the hinge: a narrow painted slab with its knocker.
  rr(ctx, x1 - 0.16, 0.14, 0.16, 2.0, 0, '#1f4e79');
  rr(ctx, x1 - 0.12, 1.3, 0.05, 0.05, 0.02, '#d4a94f');
  // The step up to it.
  rr(ctx, x0 - 0.14, 0.02, x1 - x0 + 0.28, 0.1, 0.01, '#a8a29a');
};
/** The front door set back: smaller about the agent's feet, higher up the path. */
const doorBehind: Prop = (ctx, art) => {
  ctx.save();
  ctx.translate(0, DOOR_BACK.rise);
  ctx.scale(DOOR_BACK.scale, DOOR_BACK.scale);
  frontDoor(...DOOR)(ctx, art);
  ctx.restore();
};

/** The buyer turned to the agent, a hand open under the keys. */
const TAKING: Pose = { hip: [0, 0.92], lean: 4, feet: [[0.08, 0.05], [-0.08, 0.05]], hands: [[BUYER - KEYS_AT[0] - 0.02, KEYS_AT[1] - 0.1], [-0.06, 0.7]], nod: 2 };

/** The agent standing tall, the keys held out in the near hand, the other at the side. */
const HOLDING_OUT: Pose = { hip: [0, 0.92], lean: 2, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[KEYS_AT[0] + 0.02, KEYS_AT[1] + 0.02], [0.02, 0.68]], nod: -2 };

/** The agent's open hand raised toward what is shown: the room, or the house from its path (the place drawn behind). */
const SHOWING_HAND: P = [0.42, 1.36];
/** Showing round: turned half to the visitors, the near hand open to the room, the other holding a folder at the side. */
const SHOWING: Pose = { hip: [0, 0.92], lean: -2, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [SHOWING_HAND, [0.04, 0.82]], nod: -8 };
/** A visitor looking round the room, head up, a hand loose at the side. */
const LOOKING: Pose = { hip: [0, 0.92], lean: -3, feet: [[0.09, 0.05], [-0.07, 0.05]], hands: [[0.08, 0.72], [-0.08, 0.7]], nod: -12 };

export const HOME_MOVE = {
  // At the new home's open front door, the agent holds out the keys; a buyer's hand comes up under them, the other a step behind.
  'keys-handover': {
    pose: HOLDING_OUT,
    back: [doorBehind, behind(SECOND), companion(TAKING, GUEST, BUYER)],
    front: [(ctx) => keys(ctx, KEYS_AT)],
    extent: [-0.28, SECOND + 0.36, DOOR_BACK.rise + 2.24 * DOOR_BACK.scale],
  },
  // The agent's open hand up to the room (or the house) behind, the visitors looking round it.
  'house-viewing': {
    pose: SHOWING,
    back: [behind(1.18), companion(LOOKING, GUEST, 0.82)],
    front: [openHand(SHOWING_HAND)],
    extent: [-0.24, 1.48, 2.1],
  },
} satisfies Record<string, Scene>;
