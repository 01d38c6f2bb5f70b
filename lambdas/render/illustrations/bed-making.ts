/**
 * A hotel bed seen from its side, its headboard to the right, at one stage of being made: stripped to
 * the mattress with the old linen in hand, the bottom sheet tucked at the corner, the duvet spread with
 * its top folded back, the pillows plumped against the headboard. Each stage looks its own, so the steps
 * of one routine are not one picture four times. Metres, y up, as bodies.ts draws (its helpers are read
 * only when drawn: bodies.ts loads this file).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { limb, rr, type P, type Prop } from './bodies';

export type BedStage = 'stripping' | 'sheet' | 'duvet' | 'pillows';

const LENGTH = 2.0;
/** The mattress's top. */
const TOP = 0.62;
const LINEN = '#fbfaf6';
const SHADE = '#d5dbe3';
const RUNNER = '#2a6f7f';

/** A crumple of cloth: overlapping soft lumps about `at`, outlined so white reads on a pale wall. */
function bundle(ctx: SKRSContext2D, [x, y]: P, w: number, colour: string): void {
  for (const [dx, dy, r] of [[-0.3, 0, 0.42], [0.05, 0.12, 0.5], [0.32, -0.02, 0.4]] as const) {
    ctx.fillStyle = colour;
    ctx.strokeStyle = SHADE;
    ctx.lineWidth = 0.012;
    ctx.beginPath();
    ctx.ellipse(x + dx * w, y + dy * w, r * w, r * w * 0.7, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }
}

/** A pillow, plump, from x, its bottom at y. */
const pillow = (ctx: SKRSContext2D, x: number, y: number): void => {
  rr(ctx, x, y, 0.52, 0.2, 0.09, SHADE);
  rr(ctx, x + 0.01, y + 0.015, 0.5, 0.18, 0.085, LINEN);
};

/** The bed from x (its foot) to the headboard: frame, legs, mattress and what the stage has on it. */
const bed = (x: number, stage: BedStage): Prop => (ctx) => {
  const head = x + LENGTH;
  rr(ctx, head - 0.02, 0, 0.1, 1.22, 0.04, '#7a5236');
  rr(ctx, head - 0.02, 1.08, 0.1, 0.14, 0.04, '#8f6443');
  for (const leg of [x + 0.04, head - 0.1]) rr(ctx, leg, 0, 0.06, 0.16, 0.01, '#5a3d28');
  rr(ctx, x, 0.14, LENGTH, 0.2, 0.03, '#8f6443');
  rr(ctx, x, 0.32, LENGTH, TOP - 0.32, 0.06, stage === 'stripping' ? '#dfe6ee' : LINEN);
  if (stage === 'stripping') {
    // The bare ticking's stripes, the old linen half off the foot.
    for (let k = 1; k < 5; k++) rr(ctx, x + 0.04, 0.32 + k * 0.055, LENGTH - 0.08, 0.012, 0.006, '#c3ceda');
    return;
  }
  // The bottom sheet's tucked hem along the side.
  limb(ctx, [[x + 0.06, 0.36], [head - 0.06, 0.36]], 0.012, SHADE);
  if (stage === 'sheet') return;
  // The duvet over all but the head, its top folded back, a runner across the foot.
  const fold = head - 0.62;
  rr(ctx, x - 0.02, 0.26, fold - x + 0.02, TOP - 0.2, 0.08, SHADE);
  rr(ctx, x - 0.01, 0.28, fold - x, TOP - 0.22, 0.07, '#ffffff');
  rr(ctx, fold - 0.3, TOP - 0.02, 0.34, 0.08, 0.04, '#eef1f4');
  rr(ctx, x + 0.24, 0.28, 0.4, TOP - 0.2, 0.03, RUNNER);
  // One pillow already set against the headboard, the other in the hands.
  if (stage === 'pillows') pillow(ctx, head - 0.56, TOP + 0.02);
};

/** A sheet from the hands to `far` on the bed, sagging through `sag`, outlined so white reads on pale walls. */
function sheetFrom(ctx: SKRSContext2D, [x, y]: P, far: P, sag: P): void {
  ctx.fillStyle = '#eef1f4';
  ctx.strokeStyle = SHADE;
  ctx.lineWidth = 0.012;
  ctx.beginPath();
  ctx.moveTo(x, y + 0.06);
  ctx.quadraticCurveTo(sag[0] + 0.2, sag[1] + 0.3, far[0], far[1]);
  ctx.lineTo(far[0] - 0.1, far[1] - 0.06);
  ctx.quadraticCurveTo(sag[0], sag[1], x, y - 0.1);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
}

/** What the hands hold: the stripped linen, a corner of sheet pulled taut, the duvet's edge shaken out, a pillow. */
const inHand = (stage: BedStage, hand: P): Prop => (ctx) => {
  const [x, y] = hand;
  if (stage === 'stripping') {
    // The sheet dragged off the mattress, trailing from the arms, gathered in them.
    sheetFrom(ctx, [x - 0.06, y], [x + 0.9, TOP + 0.02], [x + 0.3, 0.5]);
    bundle(ctx, [x + 0.02, y - 0.04], 0.3, LINEN);
  } else if (stage === 'sheet') {
    ctx.fillStyle = LINEN;
    ctx.strokeStyle = SHADE;
    ctx.lineWidth = 0.012;
    ctx.beginPath();
    ctx.moveTo(x - 0.08, y + 0.02);
    ctx.lineTo(x + 0.5, TOP + 0.01);
    ctx.lineTo(x + 0.5, 0.4);
    ctx.lineTo(x - 0.04, y - 0.1);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  } else if (stage === 'duvet') {
    ctx.fillStyle = '#ffffff';
    ctx.strokeStyle = SHADE;
    ctx.lineWidth = 0.014;
    ctx.beginPath();
    ctx.moveTo(x - 0.04, y + 0.04);
    ctx.quadraticCurveTo(x + 0.5, y + 0.22, x + 1.1, TOP + 0.04);
    ctx.lineTo(x + 1.1, TOP - 0.02);
    ctx.quadraticCurveTo(x + 0.4, y - 0.12, x - 0.02, y - 0.06);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  } else {
    // Tilted on its way down to the headboard, so it reads as held, not stacked on the one placed.
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(-0.45);
    pillow(ctx, -0.12, -0.1);
    ctx.restore();
  }
};

/** Where the bed's foot is for each stage: the pillows are placed at the head, so the head is at hand. */
const FOOT: Record<BedStage, number> = { stripping: 0.3, sheet: 0.26, duvet: 0.3, pillows: -1.05 };

/** The bed behind the housekeeper's far arm at this stage, what they hold in front. */
export const bedMaking = (stage: BedStage, hand: P): { back: Prop[]; front: Prop[] } => ({ back: [bed(FOOT[stage], stage)], front: [inHand(stage, hand)] });
