/**
 * A fire drill, one step a picture, as an evacuation training shows it: the alarm heard at the desk (the red bell on
 * the wall ringing, its beacon lit, the worker's hands off the keyboard and the head turned up to it); work left at
 * once (the chair pushed back, the worker walking away from the desk toward the green exit sign); the stairs taken,
 * not the lift (down a stairwell with a handrail, the lift's doors on the landing behind crossed out); reporting at
 * the assembly point (outside, beside the green assembly sign on its post, a hand raised to the fire warden ticking
 * names off on a clipboard, a colleague waiting behind).
 * The desk and screen are call-centre.ts's. Metres, y up, as bodies.ts draws (its rig registers these poses).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { desk, DESK, officeChair, screen } from './call-centre';
import { companion, GUEST, placed } from './company';
import { clipboard } from './kitchen-fridge';
import { fill } from './room-props';
import { limb } from './stroke';

const ALARM_RED = '#d62828';
const SAFETY_GREEN = '#1f9d55';
const STEEL = '#8a94a3';
const CONCRETE = '#c9ced6';
const NOSING = '#f2c230';

/** Sound: three arcs opening away from (x, y) on both sides. */
function ringing(ctx: SKRSContext2D, x: number, y: number, r: number): void {
  ctx.strokeStyle = ALARM_RED;
  ctx.lineWidth = 0.018;
  ctx.lineCap = 'round';
  for (const k of [1, 1.5, 2]) {
    for (const side of [0, Math.PI]) {
      ctx.beginPath();
      ctx.arc(x, y, r * k, side - 0.5, side + 0.5);
      ctx.stroke();
    }
  }
}

/** The fire alarm bell on the wall at (x, y): a red dome on its back plate, the striker under it, the beacon beside it lit. */
const alarmBell = (x: number, y: number): Prop => (ctx) => {
  rr(ctx, x - 0.1, y - 0.1, 0.2, 0.2, 0.02, '#e9ecef');
  fill(ctx, ALARM_RED, () => ctx.arc(x, y, 0.085, 0, Math.PI * 2));
  fill(ctx, '#a4161a', () => ctx.arc(x, y, 0.03, 0, Math.PI * 2));
  rr(ctx, x - 0.012, y - 0.13, 0.024, 0.05, 0.008, '#3a3f48');
  fill(ctx, 'rgba(255,80,60,0.35)', () => ctx.arc(x + 0.24, y, 0.09, 0, Math.PI * 2));
  fill(ctx, '#ff4d3d', () => ctx.arc(x + 0.24, y, 0.045, 0, Math.PI * 2));
  ringing(ctx, x, y, 0.13);
};

/** The office's work on the screen: a spreadsheet's rows. */
const spreadsheet = (ctx: SKRSContext2D, s: { x: number; y: number; w: number; h: number }) => {
  rr(ctx, s.x, s.y, s.w, s.h, 0.01, '#f4f7fa');
  rr(ctx, s.x, s.y + s.h - 0.05, s.w, 0.05, 0.01, '#4361ee');
  for (let k = 0; k < 5; k++) rr(ctx, s.x + 0.03, s.y + s.h - 0.1 - k * 0.05, s.w - 0.06, 0.014, 0.004, k % 2 ? '#d5dbe3' : '#b8c2cf');
};

/**
 * An exit sign at (x, y), w wide: the green panel with a white running figure heading through a doorway, an arrow
 * under it pointing the way (`toward` +1 right, -1 left).
 */
const exitSign = (x: number, y: number, w: number, toward: 1 | -1): Prop => (ctx) => {
  const h = w * 0.5;
  rr(ctx, x, y, w, h, 0.015, SAFETY_GREEN);
  const white = '#ffffff';
  // The doorway on the side the figure runs to.
  const door = toward > 0 ? x + w * 0.72 : x + w * 0.1;
  rr(ctx, door, y + h * 0.15, w * 0.18, h * 0.7, 0.005, white);
  // The running figure: head, body leaning into the run, arms and legs apart.
  const cx = x + w * (toward > 0 ? 0.4 : 0.6);
  fill(ctx, white, () => ctx.arc(cx + toward * w * 0.05, y + h * 0.78, h * 0.09, 0, Math.PI * 2));
  const s = h * 0.012 * 10;
  limb(ctx, [[cx + toward * w * 0.03, y + h * 0.66], [cx - toward * w * 0.02, y + h * 0.42]], s * 0.5, white);
  limb(ctx, [[cx - toward * w * 0.02, y + h * 0.42], [cx + toward * w * 0.08, y + h * 0.2]], s * 0.45, white);
  limb(ctx, [[cx - toward * w * 0.02, y + h * 0.42], [cx - toward * w * 0.12, y + h * 0.26]], s * 0.45, white);
  limb(ctx, [[cx + toward * w * 0.02, y + h * 0.62], [cx + toward * w * 0.12, y + h * 0.52]], s * 0.4, white);
  limb(ctx, [[cx + toward * w * 0.02, y + h * 0.62], [cx - toward * w * 0.1, y + h * 0.6]], s * 0.4, white);
};

const STAND: Pick<Pose, 'hip' | 'feet'> = { hip: [0, 0.92], feet: [[0.08, 0.05], [-0.06, 0.05]] };
/** The hands lifted off the keyboard, the head turned up toward the bell over the desk. */
const HEARING: Pose = { ...STAND, lean: -2, hands: [[0.36, 0.98], [0.16, 0.9]], nod: -22 };
/** Mid-stride away from the desk behind, toward the exit. */
const LEAVING: Pose = { hip: [0, 0.91], lean: 4, feet: [[0.2, 0.05], [-0.18, 0.1]], hands: [[0.2, 0.7], [-0.18, 0.72]], nod: 0 };

/** The bell high on the wall over the desk. */
const BELL: P = [0.98, 1.98];

/** The desk left behind the one walking away from it (at the picture's far side), its chair pushed back. */
const deskBehind: Prop = (ctx, art) => {
  ctx.save();
  ctx.translate(-1.5, 0);
  desk(ctx, art);
  screen(spreadsheet)(ctx, art);
  ctx.translate(0.02, 0);
  officeChair(ctx, art);
  ctx.restore();
};

// ---- The stairwell -----------------------------------------------------------------------------

/** The flight going down to the right: treads RUN deep and RISE high from STAIRS_X0, the last at the floor. */
const RUN = 0.28;
const RISE = 0.18;
const TREADS = 7;
const STAIRS_X0 = -0.84;
/** The top of the tread under x (the floor past the flight, the landing before it). */
const treadTop = (x: number) => RISE * Math.max(0, Math.min(TREADS - 1, TREADS - 1 - Math.floor((x - STAIRS_X0) / RUN)));
/** The handrail's height over the nosing line. */
const RAIL = 0.9;

/** The flight in section: concrete steps, each nosing marked yellow, the landing at the top with the lift's doors on it, crossed out. */
const flight: Prop = (ctx) => {
  const landing = treadTop(STAIRS_X0);
  fill(ctx, '#e3e6ea', () => ctx.rect(STAIRS_X0 - 0.7, landing, 0.7, 2.3));
  // The lift on the landing: steel doors, and over them a red no-entry disc: not to be used.
  rr(ctx, STAIRS_X0 - 0.62, landing, 0.5, 1.1, 0.01, '#aab4bf');
  fill(ctx, '#7d8793', () => ctx.rect(STAIRS_X0 - 0.375, landing, 0.01, 1.1));
  const [cx, cy, r] = [STAIRS_X0 - 0.37, landing + 1.32, 0.11];
  fill(ctx, '#ffffff', () => ctx.arc(cx, cy, r, 0, Math.PI * 2));
  ctx.strokeStyle = ALARM_RED;
  ctx.lineWidth = 0.03;
  ctx.beginPath();
  ctx.arc(cx, cy, r - 0.015, 0, Math.PI * 2);
  ctx.moveTo(cx - (r - 0.03) * 0.7, cy + (r - 0.03) * 0.7);
  ctx.lineTo(cx + (r - 0.03) * 0.7, cy - (r - 0.03) * 0.7);
  ctx.stroke();
  fill(ctx, CONCRETE, () => {
    ctx.moveTo(STAIRS_X0 - 0.7, 0);
    ctx.lineTo(STAIRS_X0 - 0.7, landing);
    for (let i = 0; i < TREADS; i++) {
      const x = STAIRS_X0 + i * RUN;
      const top = RISE * (TREADS - 1 - i);
      ctx.lineTo(x, top);
      ctx.lineTo(x + RUN, top);
    }
    ctx.lineTo(STAIRS_X0 + TREADS * RUN + 0.6, 0);
    ctx.closePath();
  });
  for (let i = 0; i < TREADS - 1; i++) rr(ctx, STAIRS_X0 + i * RUN + RUN - 0.06, RISE * (TREADS - 1 - i) - 0.025, 0.06, 0.025, 0.004, NOSING);
};

/** The handrail along the flight on the wall's side, on its posts, the far hand on it. */
const handrail: Prop = (ctx) => {
  const x0 = STAIRS_X0 - 0.2;
  const x1 = STAIRS_X0 + (TREADS - 1) * RUN;
  const y = (x: number) => RISE * (TREADS - 1) - ((x - STAIRS_X0) / RUN) * RISE + RAIL - 0.08;
  limb(ctx, [[x0, treadTop(STAIRS_X0) + RAIL], [STAIRS_X0, treadTop(STAIRS_X0) + RAIL], [x1, y(x1)]], 0.03, STEEL);
  for (const x of [STAIRS_X0 + RUN * 0.5, STAIRS_X0 + RUN * 3.5, STAIRS_X0 + RUN * 5.5]) limb(ctx, [[x, treadTop(x)], [x, y(x)]], 0.018, STEEL);
};

/** Going down: the near foot a tread lower, the far one on the tread behind, the far hand on the rail. */
const NEAR_FOOT_X = 0.16;
const FAR_FOOT_X = -0.14;
const DOWN: Pose = {
  hip: [0.02, treadTop(FAR_FOOT_X) + 0.86],
  lean: 4,
  feet: [[NEAR_FOOT_X, treadTop(NEAR_FOOT_X) + 0.05], [FAR_FOOT_X, treadTop(FAR_FOOT_X) + 0.05]],
  hands: [[0.1, treadTop(FAR_FOOT_X) + 0.7], [0.3, RISE * (TREADS - 1) - ((0.3 - STAIRS_X0) / RUN) * RISE + RAIL - 0.08]],
  nod: 18,
};

// ---- The assembly point ------------------------------------------------------------------------

/** The assembly-point sign on its post at x: a green square, four white figures gathered round, arrows pointing in. */
const assemblySign = (x: number): Prop => (ctx) => {
  rr(ctx, x - 0.025, 0, 0.05, 1.5, 0.01, STEEL);
  const [s, y] = [0.56, 1.4];
  rr(ctx, x - s / 2, y, s, s, 0.02, SAFETY_GREEN);
  const white = '#ffffff';
  const [cx, cy] = [x, y + s / 2];
  for (const [dx, dy] of [[-0.1, 0.1], [0.1, 0.1], [-0.1, -0.1], [0.1, -0.1]] as const) {
    fill(ctx, white, () => ctx.arc(cx + dx, cy + dy + 0.035, 0.025, 0, Math.PI * 2));
    rr(ctx, cx + dx - 0.025, cy + dy - 0.045, 0.05, 0.065, 0.02, white);
  }
  // Four arrows from the corners toward the people.
  ctx.strokeStyle = white;
  ctx.lineWidth = 0.018;
  for (const [sx, sy] of [[-1, 1], [1, 1], [-1, -1], [1, -1]] as const) {
    const [ax, ay] = [cx + sx * 0.24, cy + sy * 0.24];
    const [bx, by] = [cx + sx * 0.18, cy + sy * 0.18];
    ctx.beginPath();
    ctx.moveTo(ax, ay);
    ctx.lineTo(bx, by);
    ctx.moveTo(bx, by);
    ctx.lineTo(bx + sx * 0.035, by);
    ctx.moveTo(bx, by);
    ctx.lineTo(bx, by + sy * 0.035);
    ctx.stroke();
  }
};

/** Beside the sign, the far hand raised to be counted by the warden. */
const REPORTING: Pose = { ...STAND, lean: 0, hands: [[0.2, 0.72], [0.06, 1.86]], nod: -6 };
const SIGN_X = 0.56;
/** The fire warden across the sign, in a hi-vis vest, the clipboard held up to tick the names off. */
const WARDEN_X = 1.2;
const WARDEN: Pose = { ...STAND, lean: 4, hands: [[0.24, 1.12], [0.14, 1.02]], nod: 14 };
const HI_VIS = { top: '#f4d03f', legs: '#2b3648', shoes: '#2d2d36' };
/** A colleague already there behind the one reporting, waiting, turned the same way. */
const COLLEAGUE_X = -0.62;
const WAITING: Pose = { ...STAND, lean: 0, hands: [[0.08, 0.66], [-0.06, 0.66]], nod: 0 };

export const EVACUATION = {
  // The alarm heard: the bell ringing high on the wall over the desk, the hands lifted off the keys, the head turned up to it.
  'hearing-alarm': { pose: HEARING, back: [alarmBell(...BELL), screen(spreadsheet)], front: [desk], extent: [-0.26, DESK[1] + 0.08, 2.22] },
  // Work left at once: the desk behind with its chair pushed back, the worker walking off under the exit sign's arrow.
  'leaving-desk': { pose: LEAVING, back: [deskBehind, exitSign(0.28, 1.9, 0.5, 1)], extent: [-1.56, 0.84, 2.22] },
  // Down the stairs, not the lift: the lift's doors on the landing crossed out, the far hand on the rail, the exit sign ahead.
  'taking-stairs': { pose: DOWN, back: [flight, handrail, exitSign(0.5, 2.2, 0.44, 1)], extent: [STAIRS_X0 - 0.74, 1.0, 2.5] },
  // Reporting at the assembly point: outside, beside the green sign on its post, a hand raised to be counted.
  // The warden across the sign ticks them off on a clipboard; a colleague waits behind.
  'assembly-point': {
    pose: REPORTING,
    back: [companion(WAITING, GUEST, COLLEAGUE_X, 1, 2), assemblySign(SIGN_X)],
    front: [companion(WARDEN, HI_VIS, WARDEN_X), clipboard(placed(WARDEN.hands[0], WARDEN_X))],
    extent: [COLLEAGUE_X - 0.3, WARDEN_X + 0.3, 2.02],
  },
} satisfies Record<string, Scene>;
