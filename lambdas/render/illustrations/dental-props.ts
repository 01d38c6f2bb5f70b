/**
 * A dental surgery's chair: the patient reclined in it, head toward the dentist leaning over them,
 * the overhead lamp on its arm shining down on the mouth, a mirror and probe in the dentist's hands.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { atChildSize, BUILDS } from './figure-build';
import { drawFigure, limb, rr, type P, type Pose, type Prop } from './bodies';
import { SKIN } from './hand';

const UPHOLSTERY = '#2a9d8f';
const STEEL = '#9aa7b4';

/** The chair reclined: pedestal, seat, backrest rising to the headrest at the dentist's end, the leg rest. */
const chair: Prop = (ctx) => {
  rr(ctx, 1.0, 0, 0.5, 0.06, 0.03, '#5c6b7c');
  rr(ctx, 1.16, 0.04, 0.16, 0.42, 0.04, '#c9d2dc');
  limb(ctx, [[0.56, 0.88], [1.0, 0.6], [1.56, 0.56], [2.14, 0.44]], 0.13, UPHOLSTERY);
  rr(ctx, 0.4, 0.86, 0.22, 0.1, 0.05, UPHOLSTERY);
};

/** The overhead lamp: a post behind the chair, its arm over it, the lamp's light falling on the mouth. */
const lamp: Prop = (ctx) => {
  limb(ctx, [[-0.3, 0.06], [-0.3, 1.94], [0.7, 1.9], [0.76, 1.66]], 0.04, '#5c6b7c');
  rr(ctx, -0.42, 0, 0.24, 0.06, 0.03, '#5c6b7c');
  ctx.fillStyle = 'rgba(255,246,200,0.45)';
  ctx.beginPath();
  ctx.moveTo(0.64, 1.6);
  ctx.lineTo(0.52, 1.02);
  ctx.lineTo(0.84, 1.0);
  ctx.lineTo(0.88, 1.6);
  ctx.closePath();
  ctx.fill();
  rr(ctx, 0.62, 1.58, 0.28, 0.1, 0.05, '#e8eef3');
};

/** Reclined: leaning back along the chair, legs along the leg rest, hands in the lap. */
const RECLINED: Pose = { hip: [1.22, 0.7], lean: -62, feet: [[2.08, 0.58], [2.04, 0.6]], hands: [[1.42, 0.76], [1.38, 0.78]], nod: -8, toes: [0.04, 0.16] };
/** A child is the same figure smaller, a child's build (figure-build.ts), drawn from a point on the backrest so they still sit in the seat. */
const CHILD_ABOUT: P = [0.9, 0.72];

/** The patient with a paper bib on their chest. */
const patient = (child: boolean): Prop => (ctx) => {
  ctx.save();
  if (child) atChildSize(ctx, CHILD_ABOUT);
  drawFigure(ctx, RECLINED, { top: child ? '#ef476f' : '#ffb703', legs: '#34404f', shoes: '#f2f2f2', hands: SKIN, build: child ? BUILDS.child : undefined });
  rr(ctx, 0.86, 0.8, 0.18, 0.12, 0.02, '#9fd8f5');
  ctx.restore();
};

/** The mouth mirror in the near hand, the probe in the far one, both at the patient's mouth (`mouth`). */
const instruments = (near: P, far: P, mouth: P): Prop => (ctx) => {
  limb(ctx, [near, mouth], 0.014, STEEL);
  ctx.fillStyle = '#dde4ea';
  ctx.beginPath();
  ctx.arc(mouth[0], mouth[1], 0.022, 0, Math.PI * 2);
  ctx.fill();
  limb(ctx, [far, [mouth[0] + 0.02, mouth[1] + 0.03]], 0.01, STEEL);
};

/** The chair, lamp and patient (a child, or grown) behind the dentist; the instruments in the dentist's hands. */
export const dentalChair = (near: P, far: P, mouth: P, child = false): { back: Prop[]; front: Prop[] } => ({
  back: [lamp, chair, patient(child)],
  front: [instruments(near, far, mouth)],
});
