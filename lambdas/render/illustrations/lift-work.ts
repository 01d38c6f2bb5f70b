/**
 * A garage's work on a car up on its two-post lift, and its oil topped up under the bonnet (issue: an oil change had been a
 * mechanic by a toy car). The car is the garage's hatchback (car-side.ts) at a person's scale, raised on the lift's arms so
 * the mechanic stands upright under it: draining its oil, a spanner on the sump's plug and the old oil running into the
 * drain's funnel; inspecting its underside by torchlight, a clipboard in the other hand; working on it with a spanner
 * under a hanging work lamp. At the open bonnet, new oil poured from its bottle through a funnel into the filler. Metres,
 * y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file); registered in bodies.ts's poses.
 */
import { limb, rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { CAR, hatchback, paintOf } from './car-side';
import { fill } from './room-props';

/** How far the lift raises the car: its sills at head height and a hand above it, the mechanic upright beneath. */
const RAISED = 1.76;
const SILL = RAISED + 0.22;
/**
 * The car's front hub, ahead of the mechanic: the car faces their way (drawn turned about, its nose toward +x), so its
 * sump, behind the front wheel, is over their hands and its length runs back over them.
 */
const HUB_X = 1.04;
const [NOSE_X, TAIL_X] = [HUB_X - CAR.nose, HUB_X - CAR.tail];
const SUMP: P = [HUB_X - 0.52, SILL - 0.04];
const POST = '#d9483b';
const IRON = '#3a3f4b';
const OIL = '#5a3d12';
/** The picture's extent about the lift: its posts either end of the car, the car's roof on top. */
const ON_THE_LIFT: Scene['extent'] = [TAIL_X - 0.38, NOSE_X + 0.44, RAISED + CAR.roof + 0.08];

/** The lift's two posts either end of the car, its arms under the sills, their feet on the floor. */
const lift: Prop = (ctx) => {
  for (const x of [TAIL_X - 0.34, NOSE_X + 0.12]) {
    rr(ctx, x, 0, 0.22, RAISED + 1.2, 0.02, POST);
    rr(ctx, x + 0.15, 0, 0.07, RAISED + 1.2, 0.01, '#a8372c');
    rr(ctx, x - 0.08, 0, 0.38, 0.05, 0.01, IRON);
  }
  rr(ctx, TAIL_X - 0.34, SILL - 0.1, NOSE_X - TAIL_X + 0.68, 0.07, 0.02, IRON);
};

/** The car up on the lift, turned about, its underside showing: the floor pan, the sump under the engine, the exhaust to the back. */
const raisedCar: Prop = (ctx, art) => {
  ctx.save();
  ctx.translate(HUB_X, 0);
  ctx.scale(-1, 1);
  hatchback(ctx, 0, paintOf(art.look), { lift: RAISED });
  ctx.restore();
  rr(ctx, TAIL_X + 0.1, SILL - 0.05, NOSE_X - TAIL_X - 0.2, 0.06, 0.02, '#2a2e36');
  rr(ctx, SUMP[0] - 0.26, SUMP[1] - 0.06, 0.5, 0.1, 0.03, '#4a505c');
  limb(ctx, [[SUMP[0] - 0.3, SILL - 0.03], [TAIL_X + 0.3, SILL - 0.05], [TAIL_X - 0.05, SILL - 0.1]], 0.05, '#8b939e');
};

// ---- Draining the oil -------------------------------------------------------------------------------------------

/** The drain's funnel, its bowl under the sump on its pole and tank. */
const BOWL: P = [SUMP[0], 1.16];
/** Upright under the car, the near hand up at the sump's plug with the spanner, the far hand on the drain's pole. */
const DRAINING: Pose = { hip: [0, 0.93], lean: -4, feet: [[0.12, 0.05], [-0.12, 0.05]], hands: [[SUMP[0] - 0.1, SUMP[1] - 0.12], [BOWL[0] - 0.22, 1.02]], nod: -24 };

/** The oil drain on its castors: the tank, the pole, the wide yellow bowl. */
const drain: Prop = (ctx) => {
  for (const dx of [-0.16, 0.16]) fill(ctx, '#22262e', () => ctx.arc(BOWL[0] + dx, 0.035, 0.035, 0, Math.PI * 2));
  rr(ctx, BOWL[0] - 0.2, 0.06, 0.4, 0.34, 0.05, '#3d4350');
  rr(ctx, BOWL[0] - 0.03, 0.38, 0.06, BOWL[1] - 0.38, 0.01, '#9aa1ab');
  fill(ctx, '#f2c14e', () => {
    ctx.moveTo(BOWL[0] - 0.3, BOWL[1] + 0.12);
    ctx.lineTo(BOWL[0] + 0.3, BOWL[1] + 0.12);
    ctx.lineTo(BOWL[0] + 0.06, BOWL[1] - 0.04);
    ctx.lineTo(BOWL[0] - 0.06, BOWL[1] - 0.04);
    ctx.closePath();
  });
  fill(ctx, OIL, () => ctx.ellipse(BOWL[0], BOWL[1] + 0.11, 0.26, 0.03, 0, 0, Math.PI * 2));
};

/** The old oil running from the open plug into the bowl; the spanner on the plug. */
const oilStream: Prop = (ctx) => {
  ctx.strokeStyle = OIL;
  ctx.lineWidth = 0.028;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(SUMP[0] + 0.04, SUMP[1] - 0.06);
  ctx.quadraticCurveTo(SUMP[0] + 0.06, BOWL[1] + 0.5, SUMP[0] + 0.02, BOWL[1] + 0.1);
  ctx.stroke();
  limb(ctx, [[SUMP[0] - 0.12, SUMP[1] - 0.14], [SUMP[0] + 0.02, SUMP[1] - 0.06]], 0.03, '#aeb5bf');
};

const drainingOil: Scene = { pose: DRAINING, back: [lift, raisedCar, drain], front: [oilStream], extent: ON_THE_LIFT };

// ---- Inspecting the underside -----------------------------------------------------------------------------------

/** Under the car looking up, the torch in the near hand raised to the underside, the clipboard held at the chest. */
const INSPECTING: Pose = { hip: [0, 0.93], lean: -4, feet: [[0.12, 0.05], [-0.12, 0.05]], hands: [[0.34, 1.58], [0.26, 1.12]], nod: -30 };

/** The torch and its beam up on the floor pan; the clipboard's sheet. */
const torchAndClipboard: Prop = (ctx) => {
  const [x, y] = INSPECTING.hands[0];
  limb(ctx, [[x - 0.03, y - 0.05], [x + 0.04, y + 0.06]], 0.045, '#22262e');
  fill(ctx, 'rgba(255,236,160,0.45)', () => {
    ctx.moveTo(x + 0.04, y + 0.06);
    ctx.lineTo(x + 0.42, SILL - 0.06);
    ctx.lineTo(x - 0.16, SILL - 0.06);
    ctx.closePath();
  });
  const [cx, cy] = INSPECTING.hands[1];
  rr(ctx, cx - 0.04, cy - 0.14, 0.2, 0.27, 0.02, '#a8643a');
  rr(ctx, cx - 0.02, cy - 0.12, 0.16, 0.22, 0.01, '#fbfbf7');
  ctx.fillStyle = '#9aa3ad';
  for (let k = 0; k < 4; k++) ctx.fillRect(cx + 0.01, cy + 0.04 - k * 0.045, 0.1, 0.012);
};

const inspectingCar: Scene = { pose: INSPECTING, back: [lift, raisedCar], front: [torchAndClipboard], extent: ON_THE_LIFT };

// ---- Working underneath -----------------------------------------------------------------------------------------

/** Both hands up at the underside, a spanner on a bolt, the head tipped back. */
const UNDER: Pose = { hip: [0, 0.93], lean: -6, feet: [[0.14, 0.05], [-0.1, 0.05]], hands: [[0.42, SILL - 0.12], [0.22, SILL - 0.16]], nod: -32 };

/** The work lamp hanging from the floor pan; the spanner. */
const underneath: Prop = (ctx) => {
  const [x, y] = UNDER.hands[0];
  limb(ctx, [[x - 0.1, y - 0.02], [x + 0.06, y + 0.08]], 0.03, '#aeb5bf');
  ctx.strokeStyle = '#22262e';
  ctx.lineWidth = 0.012;
  ctx.beginPath();
  ctx.moveTo(-0.5, SILL - 0.05);
  ctx.lineTo(-0.5, SILL - 0.3);
  ctx.stroke();
  rr(ctx, -0.54, SILL - 0.46, 0.08, 0.17, 0.03, '#f2c14e');
  fill(ctx, 'rgba(255,240,180,0.35)', () => ctx.arc(-0.5, SILL - 0.38, 0.22, 0, Math.PI * 2));
};
/** The orange tool cabinet on its castors behind the mechanic. */
const toolCabinet: Prop = (ctx) => {
  rr(ctx, -1.05, 0.06, 0.5, 0.86, 0.03, '#e07a1f');
  for (let k = 0; k < 4; k++) rr(ctx, -1.02, 0.16 + k * 0.19, 0.44, 0.16, 0.02, '#c2661a');
  for (let k = 0; k < 4; k++) rr(ctx, -0.86, 0.26 + k * 0.19, 0.12, 0.02, 0.01, '#e9edf2');
  for (const dx of [-0.98, -0.62]) fill(ctx, '#22262e', () => ctx.arc(dx, 0.035, 0.035, 0, Math.PI * 2));
};

const repairingCar: Scene = { pose: UNDER, back: [lift, raisedCar, toolCabinet], middle: [underneath], extent: ON_THE_LIFT };

// ---- Topping up under the bonnet --------------------------------------------------------------------------------

/** The car's front hub, its nose before the mechanic; the filler neck in its engine bay. */
const BONNET_HUB = 1.08;
const FILLER: P = [BONNET_HUB + CAR.nose + 0.5, 0.94];
/** Bent a little over the nose, the bottle tipped over the funnel in the near hand, the far hand steadying the funnel. */
const POURING: Pose = { hip: [0, 0.94], lean: 30, feet: [[0.12, 0.05], [-0.12, 0.05]], hands: [[FILLER[0] - 0.18, FILLER[1] + 0.42], [FILLER[0] - 0.12, FILLER[1] + 0.14]], nod: 26 };
/** The bottle's tilt in the hand, its spout down over the funnel, and where its spout ends (in the hand's frame). */
const TILT = -2.2;
const SPOUT: P = [0.02, 0.17];

const openCar: Prop = (ctx, art) => hatchback(ctx, BONNET_HUB, paintOf(art.look), { open: true });

/** The red funnel in the filler, the bottle of new oil tipped over it, its golden stream from the spout into the funnel. */
const bottle: Prop = (ctx) => {
  fill(ctx, '#e63946', () => {
    ctx.moveTo(FILLER[0] - 0.09, FILLER[1] + 0.16);
    ctx.lineTo(FILLER[0] + 0.09, FILLER[1] + 0.16);
    ctx.lineTo(FILLER[0] + 0.015, FILLER[1] + 0.02);
    ctx.lineTo(FILLER[0] - 0.015, FILLER[1] + 0.02);
    ctx.closePath();
  });
  const [x, y] = POURING.hands[0];
  const tip: P = [x + SPOUT[0] * Math.cos(TILT) - SPOUT[1] * Math.sin(TILT), y + SPOUT[0] * Math.sin(TILT) + SPOUT[1] * Math.cos(TILT)];
  limb(ctx, [tip, [FILLER[0], FILLER[1] + 0.15]], 0.022, '#d9a520');
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(TILT);
  rr(ctx, -0.06, -0.1, 0.14, 0.22, 0.03, '#1f1f24');
  rr(ctx, -0.05, -0.04, 0.12, 0.08, 0.01, '#f2c14e');
  rr(ctx, 0.0, 0.12, 0.04, 0.05, 0.01, '#f2c14e');
  ctx.restore();
};

const pouringOil: Scene = { pose: POURING, back: [openCar], front: [bottle], extent: [-0.3, BONNET_HUB + CAR.tail + 0.04, 1.76] };

/** A garage's work on a car up on its lift, and its oil topped up. */
export const LIFT_WORK = {
  'draining-oil': drainingOil,
  'inspecting-car': inspectingCar,
  'repairing-car': repairingCar,
  'pouring-oil': pouringOil,
} satisfies Record<string, Scene>;
