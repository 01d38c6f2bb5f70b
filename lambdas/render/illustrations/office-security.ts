/**
 * An office's data-security habits, drawn as they are done: printed records fed into a shredder, strips of them in its
 * bin; the screen locked before leaving the desk, a padlock on it, the chair pushed back; a lost laptop reported at
 * once, the phone at the ear beside the desk where its outline stands empty. The desk and screen are call-centre.ts's.
 * Metres, y up, as bodies.ts draws (its rig registers these poses).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { desk, DESK, DESK_TOP, officeChair, screen, SCREEN } from './call-centre';
import { fill } from './room-props';

const PAPER = '#fbfbf7';
const GRAPHITE = '#2b2f3a';

/** The shredder's bin from x0 to x1, its cutting head on top with the slot, cut strips behind its window. */
const SHREDDER = { x0: 0.4, x1: 0.82, top: 0.66 };
const shredder: Prop = (ctx) => {
  const { x0, x1, top } = SHREDDER;
  rr(ctx, x0, 0, x1 - x0, top - 0.1, 0.03, '#8a94a3');
  rr(ctx, x0 + 0.06, 0.08, x1 - x0 - 0.12, top - 0.3, 0.02, '#d9dee5');
  ctx.strokeStyle = '#b8c2cf';
  ctx.lineWidth = 0.012;
  for (let k = 0; k < 7; k++) {
    const x = x0 + 0.09 + k * 0.04;
    ctx.beginPath();
    ctx.moveTo(x, 0.1);
    ctx.quadraticCurveTo(x + 0.03, 0.2, x - 0.01, top - 0.24);
    ctx.stroke();
  }
  rr(ctx, x0 - 0.02, top - 0.12, x1 - x0 + 0.04, 0.12, 0.03, GRAPHITE);
  fill(ctx, '#3bd16f', () => ctx.arc(x1 - 0.06, top - 0.06, 0.018, 0, Math.PI * 2));
};

/** The printed sheets going into the slot from the hand, lines of print on them; the rest of the stack in the other hand. */
const feeding = (hand: P, stack: P): Prop => (ctx) => {
  const slot = (SHREDDER.x0 + SHREDDER.x1) / 2 - 0.06;
  fill(ctx, PAPER, () => {
    ctx.moveTo(slot - 0.1, SHREDDER.top);
    ctx.lineTo(slot + 0.1, SHREDDER.top);
    ctx.lineTo(hand[0] + 0.12, hand[1] + 0.06);
    ctx.lineTo(hand[0] - 0.08, hand[1] + 0.08);
    ctx.closePath();
  });
  ctx.strokeStyle = '#9aa7b4';
  ctx.lineWidth = 0.01;
  for (let k = 1; k < 4; k++) {
    const y = SHREDDER.top + (hand[1] - SHREDDER.top) * (k / 4);
    ctx.beginPath();
    ctx.moveTo(slot - 0.06, y);
    ctx.lineTo(slot + 0.06, y);
    ctx.stroke();
  }
  for (let k = 0; k < 3; k++) rr(ctx, stack[0] - 0.12, stack[1] - 0.02 + k * 0.014, 0.24, 0.012, 0.004, k % 2 ? '#e9eef3' : PAPER);
};

/** The screen locked: a padlock in the middle of the dark glass. */
const locked = (ctx: SKRSContext2D, s: typeof SCREEN) => {
  rr(ctx, s.x, s.y, s.w, s.h, 0.01, '#1f4e79');
  const cx = s.x + s.w / 2;
  const cy = s.y + s.h * 0.42;
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 0.025;
  ctx.beginPath();
  ctx.arc(cx, cy + 0.05, 0.055, 0, Math.PI);
  ctx.stroke();
  rr(ctx, cx - 0.085, cy - 0.07, 0.17, 0.12, 0.02, '#ffffff');
  fill(ctx, '#1f4e79', () => ctx.arc(cx, cy - 0.01, 0.018, 0, Math.PI * 2));
};

/** Where the laptop stood: its outline dashed on the desk, a red warning over it. */
const missingLaptop: Prop = (ctx) => {
  const x = DESK[0] + 0.34;
  ctx.strokeStyle = '#c0392b';
  ctx.lineWidth = 0.018;
  ctx.setLineDash([0.04, 0.03]);
  ctx.beginPath();
  ctx.rect(x, DESK_TOP + 0.02, 0.42, 0.02);
  ctx.rect(x + 0.04, DESK_TOP + 0.06, 0.34, 0.24);
  ctx.stroke();
  ctx.setLineDash([]);
  fill(ctx, '#c0392b', () => ctx.arc(x + 0.21, DESK_TOP + 0.42, 0.075, 0, Math.PI * 2));
  // An exclamation mark: the stroke and the dot.
  rr(ctx, x + 0.2, DESK_TOP + 0.41, 0.02, 0.07, 0.01, '#ffffff');
  fill(ctx, '#ffffff', () => ctx.arc(x + 0.21, DESK_TOP + 0.385, 0.012, 0, Math.PI * 2));
};

/** A mobile phone at the ear, in the hand at `hand`. */
const phoneAtEar = (hand: P): Prop => (ctx) => {
  ctx.save();
  ctx.translate(hand[0] + 0.02, hand[1] + 0.02);
  ctx.rotate(-0.3);
  rr(ctx, -0.03, -0.08, 0.06, 0.16, 0.015, GRAPHITE);
  ctx.restore();
};

/** The chair pushed back from the desk, left behind the one leaving it. */
const chairPushedBack: Prop = (ctx, art) => {
  ctx.save();
  ctx.translate(-0.36, 0);
  officeChair(ctx, art);
  ctx.restore();
};

const STAND: Pick<Pose, 'hip' | 'feet'> = { hip: [0, 0.92], feet: [[0.08, 0.05], [-0.06, 0.05]] };
/** Leaning to the shredder, one hand feeding the sheets in, the stack in the other. */
const SHREDDING: Pose = { ...STAND, lean: 14, hands: [[0.5, 0.96], [0.34, 1.06]], nod: 22 };
/** Risen from the chair, leaning to the keyboard, a finger on the keys that lock the screen. */
const LOCKING: Pose = { ...STAND, lean: 22, hands: [[0.46, DESK_TOP + 0.05], [0.02, 0.7]], nod: 10 };
/** The phone held at the ear by the far hand (the face left clear), the near hand out toward the empty desk. */
const REPORTING: Pose = { ...STAND, lean: 2, hands: [[0.44, 1.0], [-0.02, 1.5]], nod: 0 };

export const OFFICE_SECURITY = {
  // Feeding printed records into the shredder.
  shredding: { pose: SHREDDING, back: [shredder], front: [feeding(SHREDDING.hands[0], SHREDDING.hands[1])], extent: [-0.24, 0.92, 1.78] },
  // The screen locked before leaving the desk: a padlock on it, the chair pushed back.
  'locking-screen': { pose: LOCKING, back: [chairPushedBack, screen(locked)], front: [desk], extent: [-0.7, DESK[1] + 0.02, 1.76] },
  // On the phone at once beside the desk where the lost laptop's outline stands empty.
  'reporting-loss': { pose: REPORTING, back: [missingLaptop], front: [desk, phoneAtEar(REPORTING.hands[1])], extent: [-0.24, DESK[1] + 0.02, 1.76] },
} satisfies Record<string, Scene>;
