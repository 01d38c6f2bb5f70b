/**
 * A vet's work as vet clinics show it: the pet on the steel exam table (its pedestal's scale reading its weight), the vet
 * in scrubs vaccinating it with a syringe at the scruff, or holding its lip up to check its teeth with a pen light; and
 * at the reception desk the receptionist greeting an owner who comes up with their pet in a carrier. The animal is the
 * one the prompt names (a cat, a dog, a rabbit; drawn by bodies.ts animalAt). Metres, y up, as bodies.ts draws (its
 * helpers are read only when drawn: bodies.ts loads this file).
 */
import { animalAt, limb, rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { companion, GUEST, placed } from './company';
import { ARRIVING, openHand, WAVE } from './welcome-at-door';
import { DESK, GREETING, receptionDesk } from './welcome-at-desk';

/** The exam table's top, at the vet's hip, and its two ends. */
const TABLE_TOP = 0.8;
const TABLE: [number, number] = [0.34, 1.22];

/** The exam table side on: a steel top with a rubber mat on a lifting pedestal, the scale's green readout on it. */
const examTable = ([x0, x1]: [number, number]): Prop => (ctx) => {
  const mid = (x0 + x1) / 2;
  rr(ctx, mid - 0.12, 0.04, 0.24, TABLE_TOP - 0.1, 0.03, '#9aa1ab');
  rr(ctx, mid - 0.07, TABLE_TOP * 0.52, 0.14, 0.07, 0.01, '#2b2f3a');
  rr(ctx, mid - 0.05, TABLE_TOP * 0.52 + 0.02, 0.1, 0.03, 0, '#7ee081');
  rr(ctx, mid - 0.3, 0, 0.6, 0.05, 0.02, '#7b828c');
  rr(ctx, x0, TABLE_TOP - 0.08, x1 - x0, 0.07, 0.02, '#c9ced6');
  rr(ctx, x0 + 0.04, TABLE_TOP - 0.01, x1 - x0 - 0.08, 0.025, 0.01, '#3f7fbf');
};

/** The animal on the table, facing the vet. */
const onTable = animalAt(0.42, TABLE_TOP + 0.015, 0.72);

/** A syringe held in the hand, its needle down to the scruff: a clear barrel with its dose, the plunger at the thumb. */
const syringe = ([x, y]: P): Prop => (ctx) => {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(-1.25);
  rr(ctx, -0.05, -0.018, 0.05, 0.036, 0.006, '#5b7fa6');
  rr(ctx, 0, -0.022, 0.14, 0.044, 0.01, 'rgba(235,244,250,0.95)');
  rr(ctx, 0.02, -0.012, 0.07, 0.024, 0.004, '#e9c46a');
  limb(ctx, [[0.14, 0], [0.2, 0]], 0.008, '#8a949e');
  ctx.restore();
};

/** A pen light held up to the muzzle, its beam a pale fan on the teeth. */
const penLight = ([x, y]: P): Prop => (ctx) => {
  limb(ctx, [[x - 0.04, y - 0.03], [x + 0.04, y + 0.01]], 0.024, '#3d4a5a');
  ctx.fillStyle = 'rgba(255,246,200,0.6)';
  ctx.beginPath();
  ctx.moveTo(x + 0.04, y + 0.01);
  ctx.lineTo(x + 0.14, y + 0.12);
  ctx.lineTo(x + 0.17, y + 0.02);
  ctx.closePath();
  ctx.fill();
};

/** Leaning over the table to the animal, the hands `near` and `far` at it. */
const atTable = (near: P, far: P, nod: number): Pose => ({ hip: [0, 0.9], lean: 20, feet: [[0.08, 0.05], [-0.1, 0.05]], hands: [near, far], nod });

/** The vet's hands: over the scruff with the syringe, the other steadying the head; the light under the muzzle, the other lifting the lip. */
const INJECTING = atTable([0.66, 1.36], [0.46, 1.16], 16);
const AT_THE_TEETH = atTable([0.34, 1.14], [0.44, 1.24], 18);

/** The carrier's size, and the owner at the desk's far side holding it by its handle at their side. */
const CARRIER = { w: 0.56, h: 0.42 };
const OWNER_AT = DESK[1] + 0.36;
const CARRYING: Pose = { ...ARRIVING, hands: [[0.08, 0.7], [-0.1, 0.72]] };

/**
 * A pet carrier hanging from the hand by its handle: a plastic shell with its barred door at the end toward the desk, the
 * pet the prompt names inside (else the dark shape of one, its eyes catching the light).
 */
const carrier = ([hx, hy]: P): Prop => (ctx, art) => {
  const top = hy - 0.05;
  const [x0, y0] = [hx - CARRIER.w / 2, top - CARRIER.h];
  limb(ctx, [[hx - 0.08, top], [hx - 0.05, hy + 0.02], [hx + 0.05, hy + 0.02], [hx + 0.08, top]], 0.022, '#4b5563');
  rr(ctx, x0, y0, CARRIER.w, CARRIER.h, 0.07, '#8ecae6');
  rr(ctx, x0, y0 + CARRIER.h * 0.46, CARRIER.w, 0.03, 0, '#5fa8cc');
  // The door's opening: the pet inside seen through the bars.
  const [dx, dw, dy, dh] = [x0 + 0.03, CARRIER.w * 0.58, y0 + 0.04, CARRIER.h - 0.1];
  rr(ctx, dx, dy, dw, dh, 0.04, '#2f3440');
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(dx, dy, dw, dh, 0.04);
  ctx.clip();
  if (art.animal) animalAt(dx + 0.02, dy + 0.005, dw * 0.92)(ctx, art);
  else for (const ex of [dx + dw * 0.38, dx + dw * 0.58]) rr(ctx, ex, dy + dh * 0.55, 0.026, 0.02, 0.01, '#f4d35e');
  ctx.restore();
  for (let bx = dx + 0.04; bx < dx + dw - 0.01; bx += 0.05) limb(ctx, [[bx, dy + 0.01], [bx, dy + dh - 0.01]], 0.01, '#d7dde3');
};

export const VET_WORK = {
  // Leaning over the exam table, a syringe at the scruff of the pet standing on it, the other hand on its shoulders.
  'vet-vaccinating': {
    pose: INJECTING,
    back: [examTable(TABLE), onTable],
    front: [syringe(INJECTING.hands[0])],
    extent: [-0.22, TABLE[1], 1.74],
  },
  // Bent close to the pet's head on the table, its lip lifted, a pen light to its teeth.
  'vet-teeth': {
    pose: AT_THE_TEETH,
    back: [examTable(TABLE), onTable],
    front: [penLight(AT_THE_TEETH.hands[0])],
    extent: [-0.22, TABLE[1], 1.74],
  },
  // Behind the reception desk greeting the owner come up to it with their pet in a carrier.
  'carrier-at-desk': {
    pose: GREETING,
    back: [companion(CARRYING, GUEST, OWNER_AT)],
    front: [receptionDesk(DESK), openHand(WAVE), carrier(placed(CARRYING.hands[0], OWNER_AT))],
    extent: [-0.2, OWNER_AT + 0.4, 2.16],
  },
} satisfies Record<string, Scene>;
