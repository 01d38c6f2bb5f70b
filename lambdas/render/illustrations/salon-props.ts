/**
 * A hairdresser's station: the client seated in the salon chair under a cape, facing the mirror on
 * the wall, the hairdresser standing behind with scissors and comb at their hair, snips falling.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { atChildSize, BUILDS } from './figure-build';
import { drawFigure, limb, rr, type P, type Pose, type Prop } from './bodies';
import { SKIN } from './hand';

const SEAT = 0.58;

/** Seated upright in the chair, facing the mirror, hands under the cape. */
const SEATED: Pose = { hip: [0.72, SEAT + 0.08], lean: 0, feet: [[1.14, 0.06], [1.1, 0.08]], hands: [[1.0, 0.78], [0.96, 0.8]], nod: -4 };

/** The salon chair: its pump base and column, seat, arm and back behind the client. */
export const salonSeat: Prop = (ctx) => {
  ctx.fillStyle = '#7b8794';
  ctx.beginPath();
  ctx.ellipse(0.82, 0.03, 0.26, 0.04, 0, 0, Math.PI * 2);
  ctx.fill();
  rr(ctx, 0.78, 0.04, 0.08, SEAT - 0.08, 0.03, '#9aa7b4');
  rr(ctx, 0.56, 0.74, 0.12, 0.56, 0.05, '#2b2b2b');
  rr(ctx, 0.58, SEAT - 0.08, 0.56, 0.12, 0.04, '#2b2b2b');
};

/** A child is the same seated figure smaller, a child's build (figure-build.ts), drawn from the seat so they still sit on it. */
const CHILD_ABOUT: P = [0.72, SEAT];

/** The client seated under the cape (from their neck to their knees). */
const client = (child: boolean): Prop => (ctx) => {
  ctx.save();
  if (child) atChildSize(ctx, CHILD_ABOUT);
  drawFigure(ctx, SEATED, { top: '#f4f7fa', legs: '#34404f', shoes: '#6b4a2b', hands: SKIN, build: child ? BUILDS.child : undefined }, 0, '#5b3a29');
  ctx.fillStyle = '#3c4450';
  ctx.beginPath();
  ctx.moveTo(0.68, 1.2);
  ctx.lineTo(0.84, 1.2);
  ctx.lineTo(1.26, 0.56);
  ctx.lineTo(0.6, 0.56);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
};

/** The mirror on the wall the client faces, a shelf under it with a spray bottle. */
const mirror: Prop = (ctx) => {
  rr(ctx, 1.32, 0.9, 0.42, 0.86, 0.06, '#d9a066');
  rr(ctx, 1.36, 0.94, 0.34, 0.78, 0.04, '#cfe7f2');
  ctx.fillStyle = 'rgba(255,255,255,0.6)';
  ctx.beginPath();
  ctx.moveTo(1.42, 1.6);
  ctx.lineTo(1.54, 1.7);
  ctx.lineTo(1.46, 1.7);
  ctx.lineTo(1.4, 1.64);
  ctx.closePath();
  ctx.fill();
  rr(ctx, 1.28, 0.84, 0.5, 0.04, 0.02, '#8a5a3b');
  rr(ctx, 1.62, 0.88, 0.06, 0.14, 0.02, '#7ec8f0');
};

/** Scissors open in the near hand, a comb upright in the far one at the back of the head, snips of hair falling. */
const tools = (scissors: P, comb: P): Prop => (ctx) => {
  for (const a of [0.35, -0.35]) limb(ctx, [scissors, [scissors[0] + 0.13 * Math.cos(a), scissors[1] + 0.13 * Math.sin(a)]], 0.014, '#9aa7b4');
  ctx.strokeStyle = '#e63946';
  ctx.lineWidth = 0.012;
  for (const dy of [0.025, -0.025]) {
    ctx.beginPath();
    ctx.arc(scissors[0] - 0.03, scissors[1] + dy, 0.022, 0, Math.PI * 2);
    ctx.stroke();
  }
  rr(ctx, comb[0] - 0.015, comb[1] - 0.02, 0.03, 0.12, 0.008, '#2b2b2b');
  ctx.fillStyle = '#5b3a29';
  for (const [x, y] of [[0.9, 1.1], [0.96, 0.96], [0.88, 0.84]] as const) ctx.fillRect(x, y, 0.025, 0.008);
};

/** The mirror, chair and client, grown or a child (their chair's back between the hairdresser and them); the scissors and comb in hand. */
export const salonChair = (scissors: P, comb: P, child = false): { back: Prop[]; front: Prop[] } => ({
  back: [mirror, salonSeat, client(child)],
  front: [tools(scissors, comb)],
});
