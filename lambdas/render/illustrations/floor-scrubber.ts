/**
 * A walk-behind floor scrubber (a scrubber dryer) in use, as a cleaning team's training shows it: a squat yellow machine,
 * the recovery tank under its grey lid on top of the solution tank, the round brush deck and its pad at the front, the
 * squeegee's rubber blade trailing at the back on the floor, big rear wheels, the drain hose clipped at the back, the
 * handlebar and its control panel where the operator stands. Pushed along, the floor wet and foaming under the pad and
 * dry and shining behind; its recovery tank emptied through the drain hose lowered into a floor drain; its solution tank
 * filled from a hose with the lid up.
 * Metres, y up, as bodies.ts draws (its rig registers these poses: import them through bodies.ts only).
 */
import { rr, type P, type Prop, type Scene } from './bodies';
import { roundStroke } from './stroke';

const BODY = '#f2c200';
const BODY_DARK = '#c99a00';
const LID = '#5b6170';
const RUBBER = '#1d1f24';
const HUB = '#b7bec8';
const WATER = 'rgba(120,190,235,0.75)';
const DIRTY = 'rgba(120,110,90,0.85)';
/** The machine's length from its back (the handlebar's side) to the brush deck's front, and its tank top's height. */
const LENGTH = 0.92;
const TANK_TOP = 0.9;
/** The top of the picture: just over the operator's head. */
const OVER_HEAD = 1.8;

/** The squeegee, the wheels, the tanks, the brush deck and pad, the clipped drain hose (unless `hoseOff`); its back at x. */
const machine = (x: number, { lidUp = false, hoseOff = false } = {}): Prop => (ctx) => {
  // The squeegee's rubber blade on the floor behind, on its arm from under the tanks.
  roundStroke(ctx, LID, 0.04, () => {
    ctx.moveTo(x + 0.12, 0.2);
    ctx.lineTo(x - 0.06, 0.06);
  });
  rr(ctx, x - 0.2, 0, 0.3, 0.06, 0.025, RUBBER);
  rr(ctx, x - 0.18, 0.045, 0.26, 0.025, 0.01, LID);
  // The solution tank (the body), the recovery tank above it, its lid shut or raised on the back hinge.
  rr(ctx, x, 0.16, LENGTH - 0.1, TANK_TOP - 0.36, 0.08, BODY);
  rr(ctx, x + 0.04, TANK_TOP - 0.22, LENGTH - 0.2, 0.2, 0.05, BODY_DARK);
  if (lidUp) {
    ctx.save();
    ctx.translate(x + 0.06, TANK_TOP);
    ctx.rotate(1.0);
    rr(ctx, 0, -0.06, 0.5, 0.07, 0.03, LID);
    ctx.restore();
    rr(ctx, x + 0.28, TANK_TOP - 0.04, 0.18, 0.04, 0.01, RUBBER);
  } else rr(ctx, x + 0.02, TANK_TOP - 0.04, LENGTH - 0.16, 0.06, 0.03, LID);
  // A water drop on its side, as the makers mark a scrubber dryer's clean-water tank, and the tank's level window.
  drop(ctx, x + LENGTH * 0.55, 0.44);
  rr(ctx, x + 0.1, 0.3, 0.035, 0.3, 0.015, 'rgba(120,190,235,0.9)');
  // The brush deck at the front and the red pad under it, just off the floor.
  rr(ctx, x + LENGTH - 0.42, 0.03, 0.44, 0.13, 0.04, LID);
  rr(ctx, x + LENGTH - 0.4, 0, 0.4, 0.03, 0.01, '#c0392b');
  // The big rear wheel.
  ctx.fillStyle = RUBBER;
  ctx.beginPath();
  ctx.arc(x + 0.22, 0.12, 0.12, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = HUB;
  ctx.beginPath();
  ctx.arc(x + 0.22, 0.12, 0.05, 0, Math.PI * 2);
  ctx.fill();
  // The drain hose clipped up the back.
  if (!hoseOff) rr(ctx, x - 0.03, 0.22, 0.045, 0.5, 0.02, RUBBER);
};

/** A white water drop, its round bottom centred at (x, y). */
const drop = (ctx: Parameters<Prop>[0], x: number, y: number) => {
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(x, y, 0.07, 0, Math.PI * 2);
  ctx.moveTo(x - 0.064, y + 0.03);
  ctx.lineTo(x, y + 0.18);
  ctx.lineTo(x + 0.064, y + 0.03);
  ctx.closePath();
  ctx.fill();
};

/** The handlebar from the machine's back at x up to the hands at `grip`, the control panel and its green light on it. */
const handlebar = (x: number, grip: P): Prop => (ctx) => {
  roundStroke(ctx, LID, 0.04, () => {
    ctx.moveTo(x + 0.04, TANK_TOP - 0.1);
    ctx.lineTo(grip[0] + 0.02, grip[1]);
  });
  rr(ctx, grip[0], grip[1] - 0.02, 0.12, 0.1, 0.02, '#2b2f36');
  rr(ctx, grip[0] + 0.03, grip[1] + 0.02, 0.05, 0.04, 0.008, '#7ee081');
};

/** The floor wet and foaming under the brush deck ahead, shining dry behind the squeegee. */
const wetAhead = (x: number): Prop => (ctx) => {
  rr(ctx, x + LENGTH - 0.5, -0.02, 0.95, 0.05, 0.025, WATER);
  ctx.fillStyle = '#ffffff';
  for (const [dx, r] of [[0.04, 0.04], [0.12, 0.03], [0.2, 0.045], [0.3, 0.03], [0.4, 0.025]] as const) {
    ctx.beginPath();
    ctx.arc(x + LENGTH + dx - 0.04, 0.03, r, 0, Math.PI * 2);
    ctx.fill();
  }
  rr(ctx, x - 0.9, -0.01, 0.7, 0.012, 0.006, 'rgba(255,255,255,0.7)');
};

/** A floor drain's grate at x. */
const drain = (x: number): Prop => (ctx) => {
  rr(ctx, x - 0.14, -0.01, 0.28, 0.035, 0.006, '#8a919b');
  ctx.fillStyle = RUBBER;
  for (let k = 0; k < 5; k++) ctx.fillRect(x - 0.11 + k * 0.05, -0.003, 0.025, 0.022);
};

/** A hose from `from` to the nozzle at `hand`, and its water falling to `to`. */
const hose = (from: P, hand: P, to: P, water: string): Prop => (ctx) => {
  roundStroke(ctx, water, 0.05, () => {
    ctx.moveTo(hand[0], hand[1]);
    ctx.quadraticCurveTo(hand[0] + (to[0] - hand[0]) * 0.7, hand[1], to[0], to[1]);
  });
  roundStroke(ctx, RUBBER, 0.05, () => {
    ctx.moveTo(from[0], from[1]);
    ctx.quadraticCurveTo((from[0] + hand[0]) / 2, Math.min(from[1], hand[1]) - 0.15, hand[0], hand[1]);
  });
};

/** Where the scrubber's back is when someone stands behind it at its handlebar. */
const DRIVEN = 0.44;
const GRIP: P = [0.34, 1.0];
/** Stood beside its back, the machine a step further on. */
const BESIDE = 0.5;

export const FLOOR_SCRUBBER = {
  // Walking behind the scrubber, both hands on the handlebar, pushing it over the wet floor it scrubs and dries.
  'scrubber-driving': {
    pose: { hip: [-0.08, 0.9], lean: 12, feet: [[0.14, 0.05], [-0.28, 0.08]], hands: [GRIP, [GRIP[0] - 0.04, GRIP[1] - 0.02]], nod: 6 },
    back: [wetAhead(DRIVEN), machine(DRIVEN)],
    middle: [handlebar(DRIVEN, GRIP)],
    extent: [-0.5, DRIVEN + LENGTH + 0.4, OVER_HEAD],
  },
  // Crouched at its back, the drain hose unclipped and held down into the floor drain, the recovery tank's dirty water running out.
  'scrubber-emptying': {
    pose: { hip: [-0.12, 0.38], lean: 36, feet: [[0.16, 0.05], [-0.04, 0.05]], hands: [[0.3, 0.34], [0.36, 0.42]], nod: 26 },
    back: [drain(0.3), machine(BESIDE + 0.12, { hoseOff: true })],
    front: [hose([BESIDE + 0.16, 0.36], [0.3, 0.34], [0.3, 0.02], DIRTY)],
    extent: [-0.4, BESIDE + 0.12 + LENGTH + 0.06, 1.42],
  },
  // Stood by it, its lid up, a hose held over the open solution tank, filling it with clean water.
  'scrubber-filling': {
    pose: { hip: [0, 0.92], lean: 8, feet: [[0.06, 0.05], [-0.06, 0.05]], hands: [[0.5, 1.12], [0.4, 1.04]], nod: 18 },
    back: [machine(BESIDE, { lidUp: true })],
    middle: [hose([-0.3, 0], [0.5, 1.12], [BESIDE + 0.37, TANK_TOP - 0.02], WATER)],
    extent: [-0.4, BESIDE + LENGTH + 0.06, OVER_HEAD],
  },
} satisfies Record<string, Scene>;
