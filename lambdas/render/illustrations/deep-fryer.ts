/**
 * A commercial deep fryer in use, as a kitchen's training shows it: a stainless cabinet, its thermostat dial and lamp on
 * the front, the oil well at the top, golden and bubbling, the flue behind it with the basket hook. A cook in whites lowers
 * the wire basket into the oil by its long handle; lifts it out, the chips golden, and hangs it to drain over the oil; or,
 * crouched, the fryer off, drains the old oil from the valve at its foot into the oil caddy.
 * Metres, y up, as bodies.ts draws (its rig registers these poses: import them through bodies.ts only).
 */
import { rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { roundStroke } from './stroke';

const STEEL = '#c9d1da';
const STEEL_DARK = '#8e98a4';
const OIL = '#e0a526';
const OIL_OLD = '#9a6a1c';
const WIRE = '#5b6170';
const CHIP = '#f5c842';
/** The cabinet's width and the oil well's rim height. */
const WIDE = 0.52;
const RIM = 0.88;
/** The top of the picture: just over the cook's head. */
const OVER_HEAD = 1.8;

/** The fryer's front, its near side at x: the cabinet, its door, the thermostat dial and the lamp (drawn over a basket lowered in the oil). */
const cabinet = (x: number): Prop => (ctx) => {
  rr(ctx, x, 0, WIDE, RIM, 0.02, STEEL);
  rr(ctx, x + 0.04, 0.06, WIDE - 0.08, 0.5, 0.02, '#b3bcc6');
  rr(ctx, x + 0.04, 0.62, WIDE - 0.08, 0.16, 0.02, '#2b2f36');
  ctx.fillStyle = '#e9ecef';
  ctx.beginPath();
  ctx.arc(x + 0.14, 0.7, 0.045, 0, Math.PI * 2);
  ctx.fill();
  roundStroke(ctx, '#c0392b', 0.015, () => {
    ctx.moveTo(x + 0.14, 0.7);
    ctx.lineTo(x + 0.17, 0.73);
  });
  ctx.fillStyle = '#ff8a3d';
  ctx.beginPath();
  ctx.arc(x + 0.3, 0.7, 0.02, 0, Math.PI * 2);
  ctx.fill();
};

/** The fryer's top, its near side at x: the flue behind, the oil well seen a little from above, its oil (bubbling when hot). */
const well = (x: number, oil = OIL, bubbling = true): Prop => (ctx) => {
  rr(ctx, x + WIDE - 0.08, RIM - 0.04, 0.1, 0.5, 0.02, STEEL_DARK);
  // The oil well seen a little from above, its surface bubbling round the basket.
  ctx.fillStyle = STEEL_DARK;
  ctx.beginPath();
  ctx.moveTo(x - 0.01, RIM);
  ctx.lineTo(x + WIDE + 0.01, RIM);
  ctx.lineTo(x + WIDE - 0.05, RIM + 0.1);
  ctx.lineTo(x + 0.05, RIM + 0.1);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = oil;
  ctx.beginPath();
  ctx.moveTo(x + 0.03, RIM + 0.01);
  ctx.lineTo(x + WIDE - 0.03, RIM + 0.01);
  ctx.lineTo(x + WIDE - 0.07, RIM + 0.08);
  ctx.lineTo(x + 0.07, RIM + 0.08);
  ctx.closePath();
  ctx.fill();
  if (bubbling) {
    ctx.fillStyle = '#fff3c4';
    for (const [dx, dy, r] of [[0.1, 0.03, 0.014], [0.2, 0.05, 0.01], [0.3, 0.025, 0.016], [0.4, 0.055, 0.011], [0.16, 0.065, 0.009]] as const) {
      ctx.beginPath();
      ctx.arc(x + dx, RIM + dy, r, 0, Math.PI * 2);
      ctx.fill();
    }
  }
};

/** The wire basket, its near top corner at (x, y), full of chips, and its long handle out to the hand. */
const basket = (x: number, y: number, hand: P): Prop => (ctx) => {
  const [w, h] = [0.3, 0.16];
  for (let k = 0; k < 6; k++) rr(ctx, x + 0.03 + k * 0.045, y - 0.02, 0.025, 0.08, 0.01, CHIP);
  ctx.strokeStyle = WIRE;
  ctx.lineWidth = 0.012;
  ctx.strokeRect(x, y - h, w, h);
  ctx.lineWidth = 0.005;
  ctx.beginPath();
  for (let gx = x + 0.05; gx < x + w; gx += 0.05) {
    ctx.moveTo(gx, y - h);
    ctx.lineTo(gx, y);
  }
  for (let gy = y - h + 0.04; gy < y; gy += 0.04) {
    ctx.moveTo(x, gy);
    ctx.lineTo(x + w, gy);
  }
  ctx.stroke();
  roundStroke(ctx, WIRE, 0.02, () => {
    ctx.moveTo(x, y);
    ctx.lineTo(hand[0] + 0.06, hand[1]);
  });
  roundStroke(ctx, '#1d1f24', 0.035, () => {
    ctx.moveTo(hand[0] + 0.08, hand[1]);
    ctx.lineTo(hand[0] - 0.04, hand[1]);
  });
};

/** Oil dripping from the lifted basket back into the well. */
const drips = (x: number, y: number): Prop => (ctx) => {
  ctx.fillStyle = OIL;
  for (const [dx, dy] of [[0.06, 0.03], [0.15, 0.06], [0.24, 0.02]] as const) {
    ctx.beginPath();
    ctx.arc(x + dx, y - dy, 0.011, 0, Math.PI * 2);
    ctx.fill();
  }
};

/** The drain valve at the fryer's foot (its near side at x), the old oil running from it into the caddy on the floor below. */
const draining = (x: number): Prop => (ctx) => {
  rr(ctx, x - 0.14, 0, 0.22, 0.26, 0.03, '#3d4450');
  rr(ctx, x - 0.12, 0.2, 0.18, 0.05, 0.01, '#1d1f24');
  roundStroke(ctx, OIL_OLD, 0.035, () => {
    ctx.moveTo(x - 0.05, 0.38);
    ctx.lineTo(x - 0.05, 0.24);
  });
  rr(ctx, x - 0.08, 0.36, 0.1, 0.05, 0.015, STEEL_DARK);
  rr(ctx, x - 0.11, 0.38, 0.035, 0.08, 0.01, '#c0392b');
};

/** At the fryer, the basket's handle in the near hand. */
const AT_THE_FRYER: Omit<Pose, 'hands'> = { hip: [0, 0.92], lean: 6, feet: [[0.06, 0.05], [-0.06, 0.05]], nod: 16 };
const NEAR = 0.36;

export const DEEP_FRYER = {
  // The basket lowered into the bubbling oil, only its rim and the handle above it.
  'fryer-lowering': {
    pose: { ...AT_THE_FRYER, hands: [[0.32, 1.02], [0.12, 0.84]] },
    back: [well(NEAR), basket(NEAR + 0.1, RIM + 0.04, [0.32, 1.02]), cabinet(NEAR)],
    extent: [-0.22, NEAR + WIDE + 0.06, OVER_HEAD],
  },
  // The basket lifted clear of the oil, the chips golden, oil dripping back into the well.
  'fryer-lifting': {
    pose: { ...AT_THE_FRYER, hands: [[0.36, 1.22], [0.16, 0.86]], nod: 10 },
    back: [well(NEAR), cabinet(NEAR)],
    front: [basket(NEAR + 0.12, RIM + 0.3, [0.36, 1.22]), drips(NEAR + 0.12, RIM + 0.14)],
    extent: [-0.22, NEAR + WIDE + 0.06, OVER_HEAD],
  },
  // Crouched at the fryer's foot, the valve opened by hand, the old oil running into the caddy.
  'fryer-draining': {
    pose: { hip: [-0.12, 0.38], lean: 34, feet: [[0.16, 0.05], [-0.04, 0.05]], hands: [[0.46, 0.42], [0.3, 0.36]], nod: 22 },
    back: [well(0.58, OIL_OLD, false), cabinet(0.58), draining(0.58)],
    extent: [-0.4, 0.58 + WIDE + 0.06, 1.42],
  },
} satisfies Record<string, Scene>;
