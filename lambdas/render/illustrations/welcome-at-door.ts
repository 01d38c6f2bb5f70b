/**
 * A member of staff welcoming customers: standing inside the shop, smiling, a hand raised in welcome, the first customer
 * stepped in from the open door and come up to them, the second just in over the threshold behind, the street seen through
 * the doorway (drawn inside a closed glass door's frame they had read as people in a glass box). The first customer stands
 * clear of the doorway, the second alone in it (all three squeezed into the doorway had read as a queue at a door). Kept
 * narrow (the doorway just beyond the first customer, no wider than a door) so that in a tall frame the people stay large. Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { limb, rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { companion, GUEST } from './company';
import { lookOf } from './figure-look';

/** The street seen through the open doorway: its light, the building across the road, the pavement. */
export const OUTSIDE = { sky: '#d8edf7', across: '#e6cfb0', pavement: '#bdb7ad' };
/** The door's glass. */
export const GLASS = '#cfe8f3';
/** The doorway's sill and head, in metres: the sill a step back from where the customers stand, so they stand in front of it. */
const SILL = 0.1;
const HEAD = 2.06;
/** How far the glass door, swung in on its hinge at the doorway's right, comes toward the camera: its near edge lower and higher. */
const SWUNG = { w: 0.14, grow: 0.1 };

/**
 * The shop's doorway from x0 to x1, its door swung open inward: the frame, the street outside through the opening,
 * the threshold, and the glass door seen nearly edge on at the hinge side, the OPEN sign hung from the head.
 */
const openDoorway = (x0: number, x1: number): Prop => (ctx) => {
  const frame = '#3d4a5a';
  rr(ctx, x0 - 0.06, SILL, x1 - x0 + 0.12, HEAD + 0.06 - SILL, 0.02, frame);
  // Outside: the light over the street, the building across it with its windows, the pavement up to the sill.
  rr(ctx, x0, SILL, x1 - x0, HEAD - SILL, 0, OUTSIDE.sky);
  rr(ctx, x0, 0.62, x1 - x0, 1.05, 0, OUTSIDE.across);
  for (let x = x0 + 0.08; x < x1 - 0.2; x += 0.34) rr(ctx, x, 1.05, 0.2, 0.42, 0.01, '#9cc4dc');
  rr(ctx, x0, SILL, x1 - x0, 0.52, 0, OUTSIDE.pavement);
  rr(ctx, x0 - 0.06, SILL - 0.03, x1 - x0 + 0.12, 0.05, 0.01, '#8d99a6');
  // The door swung in: a narrow slab from the hinge toward the camera, its glass and push bar.
  ctx.fillStyle = frame;
  ctx.beginPath();
  ctx.moveTo(x1, SILL);
  ctx.lineTo(x1 + SWUNG.w, SILL - SWUNG.grow);
  ctx.lineTo(x1 + SWUNG.w, HEAD + SWUNG.grow);
  ctx.lineTo(x1, HEAD);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = GLASS;
  ctx.beginPath();
  ctx.moveTo(x1 + 0.03, SILL + 0.1);
  ctx.lineTo(x1 + SWUNG.w - 0.03, SILL - SWUNG.grow + 0.12);
  ctx.lineTo(x1 + SWUNG.w - 0.03, HEAD + SWUNG.grow - 0.08);
  ctx.lineTo(x1 + 0.03, HEAD - 0.06);
  ctx.closePath();
  ctx.fill();
  limb(ctx, [[x1 + 0.04, 1.02], [x1 + SWUNG.w - 0.03, 1.0]], 0.035, '#9aa7b4');
  rr(ctx, x0 + 0.1, HEAD - 0.3, 0.34, 0.14, 0.03, '#2a9d8f');
  rr(ctx, x0 + 0.15, HEAD - 0.25, 0.24, 0.04, 0.02, '#f4f7fa');
};

/** Stepping in through the door, turned to whoever welcomes them (drawn facing right, the picture turned). */
export const ARRIVING: Pose = { hip: [0, 0.93], lean: 2, feet: [[0.13, 0.05], [-0.11, 0.07]], hands: [[0.16, 0.74], [-0.1, 0.7]], nod: -2 };
/** The one behind, mid-step too, a hand at the strap of their bag. */
export const FOLLOWING: Pose = { hip: [0, 0.93], lean: 0, feet: [[0.1, 0.05], [-0.1, 0.07]], hands: [[0.1, 1.18], [-0.08, 0.7]] };
/** How much smaller the second customer is drawn, and how far up the floor their feet stand: a step further from the camera. */
const BEHIND = { scale: 0.92, rise: 0.05 };

/** The second customer, a step behind: smaller, their feet a little higher up the floor. */
export const behind = (x: number): Prop => (ctx, art) => {
  ctx.save();
  ctx.translate(x, BEHIND.rise);
  ctx.scale(BEHIND.scale, BEHIND.scale);
  companion(FOLLOWING, { ...GUEST, top: '#3d7ea6' }, 0, -1, 2)(ctx, art);
  ctx.restore();
};

/** The raised hand open in welcome, over the rig's round hand at `at`: the palm, four fingers spread upward, the thumb out toward the customers. */
export const openHand = (at: P): Prop => (ctx, art) => {
  const skin = lookOf(art.look).skin.tone;
  const [x, y] = at;
  for (const [dx, top] of [[-0.03, 0.1], [-0.01, 0.12], [0.012, 0.115], [0.032, 0.095]] as const) limb(ctx, [[x + dx * 0.6, y], [x + dx, y + top]], 0.024, skin);
  limb(ctx, [[x + 0.01, y - 0.01], [x + 0.07, y + 0.03]], 0.026, skin);
  ctx.fillStyle = skin;
  ctx.beginPath();
  ctx.ellipse(x, y + 0.01, 0.045, 0.05, 0, 0, Math.PI * 2);
  ctx.fill();
};

/** The staff member's raised hand. */
export const WAVE: P = [0.3, 1.64];
/** Where the first customer stands, come in to the host, clear of the doorway; the doorway just beyond them, the second customer in it. */
export const GREETED_AT = 0.62;
export const DOORWAY: [number, number] = [0.86, 1.3];

export const WELCOME_AT_DOOR = {
  // Standing tall, smiling, the near hand raised open in welcome, the customers coming in through the door.
  welcoming: {
    pose: { hip: [0, 0.92], lean: -2, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [WAVE, [0.1, 0.7]], nod: -6 },
    back: [openDoorway(DOORWAY[0], DOORWAY[1]), behind(DOORWAY[0] + 0.24), companion(ARRIVING, GUEST, GREETED_AT)],
    front: [openHand(WAVE)],
    extent: [-0.2, DOORWAY[1] + SWUNG.w + 0.02, 2.16],
  },
} satisfies Record<string, Scene>;
