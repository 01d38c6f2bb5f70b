/**
 * A member of staff welcoming customers: standing just inside the shop's glass door, smiling, a hand
 * raised in welcome, the customers stepping in turned to them, the second a step behind the first.
 * Kept narrow (the door behind the customers, not beside them) so that in a tall frame the people
 * stay large. Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { limb, rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { companion, GUEST } from './company';
import { lookOf } from './figure-look';

/** The glass shop door from x0 to x1: its frame, the pane with the street's light, the push bar, the OPEN sign. */
const shopDoor = (x0: number, x1: number): Prop => (ctx) => {
  const top = 2.12;
  rr(ctx, x0, 0, x1 - x0, top, 0.02, '#3d4a5a');
  rr(ctx, x0 + 0.06, 0.1, x1 - x0 - 0.12, top - 0.16, 0.01, '#cfe8f3');
  // Light through the glass: two pale diagonal streaks.
  ctx.fillStyle = 'rgba(255,255,255,0.55)';
  for (const dx of [0.14, 0.34]) {
    ctx.beginPath();
    ctx.moveTo(x0 + dx, 0.3);
    ctx.lineTo(x0 + dx + 0.1, 0.3);
    ctx.lineTo(x0 + dx + 0.5, 1.5);
    ctx.lineTo(x0 + dx + 0.4, 1.5);
    ctx.closePath();
    ctx.fill();
  }
  limb(ctx, [[x0 + 0.14, 1.02], [x1 - 0.14, 1.02]], 0.04, '#9aa7b4');
  rr(ctx, (x0 + x1) / 2 - 0.17, 1.5, 0.34, 0.14, 0.03, '#2a9d8f');
  rr(ctx, (x0 + x1) / 2 - 0.12, 1.55, 0.24, 0.04, 0.02, '#f4f7fa');
  rr(ctx, x0 - 0.04, 0, x1 - x0 + 0.08, 0.04, 0.01, '#8d99a6');
};

/** Stepping in through the door, turned to whoever welcomes them (drawn facing right, the picture turned). */
const ARRIVING: Pose = { hip: [0, 0.93], lean: 2, feet: [[0.13, 0.05], [-0.11, 0.07]], hands: [[0.16, 0.74], [-0.1, 0.7]], nod: -2 };
/** The one behind, mid-step too, a hand at the strap of their bag. */
const FOLLOWING: Pose = { hip: [0, 0.93], lean: 0, feet: [[0.1, 0.05], [-0.1, 0.07]], hands: [[0.1, 1.18], [-0.08, 0.7]] };
/** How much smaller the second customer is drawn, and how far up the floor their feet stand: a step further from the camera. */
const BEHIND = { scale: 0.92, rise: 0.05 };

/** The second customer, a step behind: smaller, their feet a little higher up the floor. */
const behind = (x: number): Prop => (ctx, art) => {
  ctx.save();
  ctx.translate(x, BEHIND.rise);
  ctx.scale(BEHIND.scale, BEHIND.scale);
  companion(FOLLOWING, { ...GUEST, top: '#3d7ea6' }, 0, -1, 2)(ctx, art);
  ctx.restore();
};

/** The raised hand open in welcome, over the rig's round hand at `at`: the palm, four fingers spread upward, the thumb out toward the customers. */
const openHand = (at: P): Prop => (ctx, art) => {
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
const WAVE: P = [0.3, 1.64];

export const WELCOME_AT_DOOR = {
  // Standing tall, smiling, the near hand raised open in welcome, the customers coming in through the door.
  welcoming: {
    pose: { hip: [0, 0.92], lean: -2, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [WAVE, [0.1, 0.7]], nod: -6 },
    back: [shopDoor(0.36, 1.36), behind(1.04), companion(ARRIVING, GUEST, 0.72)],
    front: [openHand(WAVE)],
    extent: [-0.2, 1.36, 2.16],
  },
} satisfies Record<string, Scene>;
