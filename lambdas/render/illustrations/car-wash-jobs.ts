/**
 * A car wash's work done by hand, whole: a valeter drying a washed car with a microfibre towel spread on its door, beads
 * of water still on its paint and a puddle under it; vacuuming its seats through the open driver's door, the hose back to
 * the wet-and-dry vacuum on the floor; down on one knee scrubbing a wheel's rim with a long wheel brush, foam on the rim,
 * a bucket of suds beside them. Each car is the garage's hatchback (car-side.ts), at a person's scale. Metres, y up, as
 * bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file); registered in bodies.ts's poses.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { limb, rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { CAR, DOOR, hatchback, paintOf } from './car-side';
import { fill } from './room-props';
import { noFixtures } from './room-light';
import { FOAM as LATHER, PER_UNIT, washAtWork } from './car-wash';

const TOWEL = '#5ec8e5';
const FOAM = '#f7fbff';

/** Beads of water left on the car's paint after the wash, between x0 and x1 (the car's own metres), and a few running down. */
function beads(ctx: SKRSContext2D, x0: number, x1: number): void {
  ctx.fillStyle = 'rgba(255,255,255,0.75)';
  for (let k = 0; k < 26; k++) {
    const x = x0 + ((k * 0.379) % 1) * (x1 - x0);
    const y = 0.36 + ((k * 0.618) % 1) * 0.46;
    ctx.beginPath();
    ctx.arc(x, y, 0.012 + (k % 3) * 0.005, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.strokeStyle = 'rgba(255,255,255,0.5)';
  ctx.lineWidth = 0.01;
  for (let k = 0; k < 5; k++) {
    const x = x0 + (x1 - x0) * (0.1 + k * 0.2);
    ctx.beginPath();
    ctx.moveTo(x, 0.84);
    ctx.lineTo(x + 0.005, 0.64);
    ctx.stroke();
  }
}

/** A wet sheen on the floor under and about the car. */
const puddle = (x0: number, x1: number): Prop => (ctx) => {
  fill(ctx, 'rgba(150,200,230,0.35)', () => ctx.ellipse((x0 + x1) / 2, 0.01, (x1 - x0) / 2, 0.05, 0, 0, Math.PI * 2));
  fill(ctx, 'rgba(255,255,255,0.35)', () => ctx.ellipse(x0 + (x1 - x0) * 0.3, 0.015, (x1 - x0) * 0.12, 0.012, 0, 0, Math.PI * 2));
};

/** A heap of foam: overlapping bubbles about (x, y), `r` across. */
function foam(ctx: SKRSContext2D, [x, y]: P, r: number): void {
  for (const [dx, dy, s] of [[0, 0, 1], [-0.7, -0.2, 0.7], [0.7, -0.15, 0.75], [-0.35, 0.45, 0.6], [0.4, 0.4, 0.55]] as const) {
    fill(ctx, FOAM, () => ctx.arc(x + dx * r, y + dy * r, r * 0.55 * s, 0, Math.PI * 2));
  }
  fill(ctx, 'rgba(160,200,230,0.5)', () => ctx.arc(x + r * 0.2, y - r * 0.1, r * 0.12, 0, Math.PI * 2));
}

/** A bucket of suds on the floor at x, foam heaped over its rim. */
const bucket = (x: number): Prop => (ctx) => {
  fill(ctx, '#e63946', () => {
    ctx.moveTo(x - 0.15, 0.34);
    ctx.lineTo(x + 0.15, 0.34);
    ctx.lineTo(x + 0.12, 0);
    ctx.lineTo(x - 0.12, 0);
    ctx.closePath();
  });
  rr(ctx, x - 0.16, 0.32, 0.32, 0.04, 0.01, '#b02a35');
  foam(ctx, [x, 0.38], 0.12);
  ctx.strokeStyle = '#9aa1ab';
  ctx.lineWidth = 0.012;
  ctx.beginPath();
  ctx.arc(x, 0.34, 0.15, Math.PI * 1.05, Math.PI * 1.95, true);
  ctx.stroke();
};

// ---- Drying ----------------------------------------------------------------------------------------------------

/** The car's front hub: its front door before the valeter, who stands at its side nearer the viewer. */
const DRY_HUB = -0.7;
/** Both hands flat on the towel spread on the front door, the back a little bent to it. */
const DRYING: Pose = { hip: [0, 0.93], lean: 14, feet: [[0.1, 0.05], [-0.12, 0.05]], hands: [[0.52, 1.0], [0.44, 1.14]], nod: 8 };

const dryCar: Prop = (ctx, art) => {
  hatchback(ctx, DRY_HUB, paintOf(art.look));
  ctx.save();
  ctx.translate(DRY_HUB, 0);
  beads(ctx, CAR.nose + 0.1, CAR.tail - 0.1);
  ctx.restore();
};

/** The microfibre towel under both hands, its loose end hanging down the door. */
const towelOnDoor: Prop = (ctx) => {
  fill(ctx, TOWEL, () => {
    ctx.moveTo(0.36, 1.24);
    ctx.quadraticCurveTo(0.5, 1.28, 0.66, 1.2);
    ctx.lineTo(0.68, 0.84);
    ctx.quadraticCurveTo(0.6, 0.78, 0.54, 0.84);
    ctx.lineTo(0.4, 0.88);
    ctx.closePath();
  });
  ctx.strokeStyle = 'rgba(255,255,255,0.45)';
  ctx.lineWidth = 0.012;
  for (const x of [0.44, 0.52, 0.6]) {
    ctx.beginPath();
    ctx.moveTo(x, 1.22);
    ctx.lineTo(x + 0.02, 0.9);
    ctx.stroke();
  }
};

/** The valeter drying the washed car with a towel on its door. */
const dryingCar: Scene = {
  pose: DRYING,
  back: [puddle(DRY_HUB + CAR.nose, DRY_HUB + CAR.tail), dryCar],
  front: [towelOnDoor],
  extent: [DRY_HUB + CAR.nose - 0.04, DRY_HUB + CAR.tail + 0.04, 1.76],
};

// ---- Vacuuming -------------------------------------------------------------------------------------------------

/** The car's front hub: its open doorway just before the valeter. */
const VAC_HUB = 0.02;
/** Where the nozzle works, on the driver's seat; the canister behind the valeter. */
const NOZZLE: P = [VAC_HUB + DOOR.hinge + 0.62, 0.6];
const CANISTER = -0.62;
/** Bent in at the doorway, the wand in both hands down to the seat. */
const VACUUMING: Pose = { hip: [0, 0.9], lean: 38, feet: [[0.14, 0.05], [-0.12, 0.05]], hands: [[0.62, 0.8], [0.48, 0.9]], nod: 22 };

const openCar: Prop = (ctx, art) => hatchback(ctx, VAC_HUB, paintOf(art.look), { door: true });

/** The wet-and-dry vacuum on its castors behind the valeter, its hose looping up to the wand. */
const vacuum: Prop = (ctx) => {
  for (const dx of [-0.14, 0.14]) fill(ctx, '#22262e', () => ctx.arc(CANISTER + dx, 0.035, 0.035, 0, Math.PI * 2));
  rr(ctx, CANISTER - 0.2, 0.06, 0.4, 0.42, 0.06, '#d62828');
  rr(ctx, CANISTER - 0.22, 0.46, 0.44, 0.12, 0.04, '#3d4350');
  rr(ctx, CANISTER - 0.05, 0.58, 0.1, 0.04, 0.02, '#3d4350');
  ctx.strokeStyle = '#4a505c';
  ctx.lineWidth = 0.045;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(CANISTER + 0.2, 0.5);
  ctx.bezierCurveTo(CANISTER + 0.6, 0.5, 0.1, 0.2, 0.46, 0.78);
  ctx.stroke();
};

/** The wand from the hands into the cabin, its nozzle on the seat. */
const wand: Prop = (ctx) => {
  limb(ctx, [[0.44, 0.92], NOZZLE], 0.035, '#aeb5bf');
  rr(ctx, NOZZLE[0] - 0.02, NOZZLE[1] - 0.03, 0.16, 0.05, 0.015, '#22262e');
};

/** The valeter vacuuming the car's seats through its open door. */
const vacuumingCar: Scene = {
  pose: VACUUMING,
  back: [openCar, vacuum],
  middle: [wand],
  extent: [Math.min(CANISTER - 0.26, VAC_HUB + CAR.nose - 0.04), VAC_HUB + CAR.tail + 0.04, 1.76],
};

// ---- Wheel rims ------------------------------------------------------------------------------------------------

/** The car's front hub, just beyond the kneeling valeter; the bucket behind them. */
const RIM_HUB = 0.78;
const RIM: P = [RIM_HUB - CAR.r * 0.3, CAR.r + CAR.r * 0.1];
/** The brush's grip in the near hand, its head on the rim. */
const GRIP: P = [0.36, 0.5];
/** On the near knee at the wheel, the brush in the near hand on the rim, the far hand on the tyre's top. */
const SCRUBBING: Pose = { hip: [0, 0.5], lean: 30, feet: [[-0.42, 0.04], [0.28, 0.05]], hands: [GRIP, [RIM_HUB - 0.12, CAR.r * 1.9]], knees: [-1, 1], nod: 22 };

const rimCar: Prop = (ctx, art) => hatchback(ctx, RIM_HUB, paintOf(art.look));

/** The long wheel brush: its handle from the hand, its yellow bristle head on the rim, foam where it scrubs. */
const wheelBrush: Prop = (ctx) => {
  foam(ctx, [RIM_HUB + 0.04, CAR.r + 0.02], 0.1);
  limb(ctx, [GRIP, RIM], 0.03, '#2b6cb0');
  ctx.save();
  ctx.translate(RIM[0], RIM[1]);
  ctx.rotate(Math.atan2(RIM[1] - GRIP[1], RIM[0] - GRIP[0]));
  rr(ctx, -0.02, -0.045, 0.16, 0.09, 0.04, '#f6c945');
  ctx.restore();
  foam(ctx, [RIM[0] + 0.06, RIM[1] - 0.02], 0.05);
};

/** The valeter kneeling at the front wheel, scrubbing its rim. */
const cleaningRims: Scene = {
  pose: SCRUBBING,
  back: [rimCar, bucket(-0.7)],
  front: [wheelBrush],
  extent: [-0.9, RIM_HUB + CAR.tail + 0.04, 1.76],
};

// ---- Pre-washing at the tunnel's mouth ------------------------------------------------------------------------------

/** Where the car's nose stands in the wash, a step beyond the valeter's lance. */
const WASH_NOSE = 1.05;
const WASH_MIDDLE = WASH_NOSE + (CAR.tail - CAR.nose) / 2;
/** The lance's nozzle, held out at the car's nose. */
const NOZZLE_TIP: P = [0.98, 0.98];
/** Standing square to the car, the foam lance in both hands at the waist, aimed at its nose. */
const LANCING: Pose = { hip: [0, 0.93], lean: 6, feet: [[0.14, 0.05], [-0.12, 0.05]], hands: [[0.46, 1.0], [0.3, 0.98]], nod: 6 };

/** The wash at work: the portal, the brushes turning on the foamed car, the spray (car-wash.ts draws it y down: flipped). */
const theWash: Prop = (ctx, art) => {
  ctx.save();
  ctx.scale(1, -1);
  washAtWork(ctx, WASH_MIDDLE, 0, 1 / PER_UNIT, paintOf(art.look), noFixtures());
  ctx.restore();
};

/** The foam lance: its hose trailing back along the floor, its wand from the hands, a fan of foam from its nozzle onto the car. */
const lance: Prop = (ctx) => {
  ctx.strokeStyle = '#22262e';
  ctx.lineWidth = 0.03;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(0.28, 0.95);
  ctx.bezierCurveTo(0.1, 0.5, -0.2, 0.02, -0.5, 0.02);
  ctx.stroke();
  limb(ctx, [[0.26, 0.97], NOZZLE_TIP], 0.03, '#9aa1ab');
  rr(ctx, 0.36, 0.93, 0.08, 0.1, 0.02, '#e63946');
  fill(ctx, 'rgba(250,252,255,0.8)', () => {
    ctx.moveTo(NOZZLE_TIP[0], NOZZLE_TIP[1]);
    ctx.lineTo(WASH_NOSE + 0.3, 1.2);
    ctx.lineTo(WASH_NOSE + 0.3, 0.62);
    ctx.closePath();
  });
  for (const [x, y, r] of [[WASH_NOSE + 0.22, 1.1, 0.07], [WASH_NOSE + 0.26, 0.86, 0.09], [WASH_NOSE + 0.2, 0.7, 0.06]] as const) fill(ctx, LATHER, () => ctx.arc(x, y, r, 0, Math.PI * 2));
};

/** The valeter foaming the car at the tunnel's mouth, the brushes turning over it. */
const preWashing: Scene = {
  pose: LANCING,
  back: [theWash],
  front: [lance],
  extent: [-0.56, WASH_MIDDLE + (CAR.tail - CAR.nose) / 2 + 0.7, 2.62],
};

/** A car wash's work by hand: registered in bodies.ts's poses, import it through bodies.ts only. */
export const CAR_WASH_JOBS = {
  'drying-car': dryingCar,
  'vacuuming-car': vacuumingCar,
  'cleaning-rims': cleaningRims,
  'pre-washing': preWashing,
} satisfies Record<string, Scene>;
