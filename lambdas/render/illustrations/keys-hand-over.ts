/**
 * An estate agent's two pictures of a home changing hands (issue 23). The keys handed over at the new home's front
 * door: the agent, in smart clothes, holds the keys out at hand height, the buyers smiling, one reaching up under them,
 * the other a step behind; the door stands open behind them and the agency's board is staked by the path. A viewing: the agent
 * shows the visitors round, an open hand raised to the room or house behind (the place's own picture), the visitors looking up at it. Metres, y up,
 * as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { limb, rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { keys } from './car-hand-over';
import { companion, GUEST } from './company';
import { behind, openHand } from './welcome-at-door';

/** The keys held out between agent and buyer, at the agent's hand height. */
export const KEYS_AT: P = [0.46, 1.08];
/** The first buyer's hip, across from the agent, and the second's, a step behind. */
const BUYER = 0.84;
const SECOND = 1.22;
/** The board's post, on the agent's side of the path, and its face's top and size. */
const BOARD = { x: -0.55, top: 1.62, w: 0.56, h: 0.4 };

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

/**
 * The agency's board staked in the front garden: its post, a red face with a white strap across its top and a white
 * house on it. No lettering: the layout may mirror the picture, and a word would read backwards.
 */
const agencyBoard: Prop = (ctx) => {
  const { x, top, w, h } = BOARD;
  limb(ctx, [[x, 0], [x, top - 0.02]], 0.05, '#e9e4da');
  rr(ctx, x - w / 2, top - h, w, h, 0.02, '#c1272d');
  rr(ctx, x - w / 2 + 0.03, top - 0.1, w - 0.06, 0.06, 0.01, '#f4f7fa');
  // The house: its walls and its roof, centred so it reads the same either way round.
  rr(ctx, x - 0.09, top - h + 0.06, 0.18, 0.13, 0.01, '#f4f7fa');
  ctx.beginPath();
  ctx.moveTo(x - 0.13, top - h + 0.18);
  ctx.lineTo(x, top - h + 0.27);
  ctx.lineTo(x + 0.13, top - h + 0.18);
  ctx.closePath();
  ctx.fill();
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
    back: [frontDoor(0.5, 1.3), agencyBoard, behind(SECOND), companion(TAKING, GUEST, BUYER)],
    front: [(ctx) => keys(ctx, KEYS_AT)],
    extent: [BOARD.x - BOARD.w / 2 - 0.04, SECOND + 0.36, 2.26],
  },
  // The agent's open hand up to the room (or the house) behind, the visitors looking round it.
  'house-viewing': {
    pose: SHOWING,
    back: [behind(1.18), companion(LOOKING, GUEST, 0.82)],
    front: [openHand(SHOWING_HAND)],
    extent: [-0.24, 1.48, 2.1],
  },
} satisfies Record<string, Scene>;
