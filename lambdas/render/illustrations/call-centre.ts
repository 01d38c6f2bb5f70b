/**
 * A call-centre agent at work: seated at a desk in a row of them, a headset on (the band over the crown, the cup over
 * the ear, the microphone's boom to the mouth), the screen turned to the viewer, a partition behind. Listening, a hand
 * at the headset's cup and the face calm; speaking (apologising, restating, offering), an open hand out; confirming,
 * typing at the keyboard. The desk and its screen serve office-security.ts too. Metres, y up, as bodies.ts draws (its
 * rig registers these poses).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { companion, GUEST } from './company';
import { onHead } from './worn-products';
import { fill } from './room-props';

export const DESK_TOP = 0.74;
/** The desk's near and far ends, and the screen on it, turned to the viewer. */
export const DESK: [x0: number, x1: number] = [0.3, 1.26];
export const SCREEN = { x: 0.56, y: DESK_TOP + 0.16, w: 0.5, h: 0.34 };
const GRAPHITE = '#2b2f3a';

/** The desk: its top and legs, a keyboard at the near end (the hands on it when typing). */
export const desk: Prop = (ctx) => {
  const [x0, x1] = DESK;
  fill(ctx, '#8a94a3', () => {
    ctx.rect(x0 + 0.04, 0, 0.04, DESK_TOP);
    ctx.rect(x1 - 0.08, 0, 0.04, DESK_TOP);
  });
  rr(ctx, x0, DESK_TOP - 0.04, x1 - x0, 0.045, 0.012, '#e7dcc8');
  rr(ctx, 0.36, DESK_TOP + 0.005, 0.26, 0.025, 0.008, '#3d4350');
};

/** The screen on its stand, what `content` draws inside its glass. */
export const screen = (content: (ctx: SKRSContext2D, s: typeof SCREEN) => void): Prop => (ctx) => {
  const s = SCREEN;
  rr(ctx, s.x + s.w / 2 - 0.03, DESK_TOP, 0.06, s.y - DESK_TOP, 0.01, GRAPHITE);
  rr(ctx, s.x + s.w / 2 - 0.1, DESK_TOP, 0.2, 0.02, 0.01, GRAPHITE);
  rr(ctx, s.x - 0.02, s.y - 0.02, s.w + 0.04, s.h + 0.04, 0.02, GRAPHITE);
  content(ctx, s);
};

/** A customer's ticket open on the screen: a header, the caller's details in lines, a button. */
const ticket = (ctx: SKRSContext2D, s: typeof SCREEN) => {
  rr(ctx, s.x, s.y, s.w, s.h, 0.01, '#f4f7fa');
  rr(ctx, s.x, s.y + s.h - 0.06, s.w, 0.06, 0.01, '#2a9d8f');
  for (let k = 0; k < 4; k++) rr(ctx, s.x + 0.04, s.y + s.h - 0.11 - k * 0.05, (k % 2 ? 0.26 : 0.36), 0.018, 0.006, '#b8c2cf');
  rr(ctx, s.x + s.w - 0.16, s.y + 0.03, 0.12, 0.045, 0.012, '#f08a24');
};

/** The office chair under someone seated at x 0: seat, back, the gas lift and its foot of castors. */
export const officeChair: Prop = (ctx) => {
  fill(ctx, GRAPHITE, () => {
    ctx.rect(-0.03, 0.08, 0.05, 0.34);
    ctx.rect(-0.26, 0.05, 0.5, 0.035);
    ctx.roundRect(-0.24, 0.42, 0.4, 0.07, 0.03);
    ctx.roundRect(-0.3, 0.48, 0.07, 0.5, 0.03);
  });
  for (const x of [-0.24, 0.22]) fill(ctx, '#1d1f24', () => ctx.arc(x, 0.03, 0.03, 0, Math.PI * 2));
};

/** The fabric partition between the row's desks, behind this one: low enough that the next row's agent shows over it. */
const PARTITION = 1.1;
const partition: Prop = (ctx) => {
  rr(ctx, DESK[0] + 0.24, 0.0, DESK[1] - DESK[0] - 0.2, PARTITION, 0.02, '#7d9bb3');
  rr(ctx, DESK[0] + 0.24, PARTITION - 0.04, DESK[1] - DESK[0] - 0.2, 0.05, 0.02, '#c9ced6');
};

/** Where the next row's agent sits, behind the partition (their head beside this screen), turned to their own screen. */
const NEXT_ROW = 1.02;

/** The headset in the head's frame: the band over the crown, the cup over the ear, the boom round to the mouth. */
const headset = (ctx: SKRSContext2D, r: number) => {
  ctx.strokeStyle = GRAPHITE;
  ctx.lineCap = 'round';
  ctx.lineWidth = r * 0.18;
  ctx.beginPath();
  ctx.moveTo(-r * 0.12, r * 0.2);
  ctx.quadraticCurveTo(-r * 0.18, r * 1.24, r * 0.1, r * 1.14);
  ctx.stroke();
  ctx.lineWidth = r * 0.1;
  ctx.beginPath();
  ctx.moveTo(-r * 0.1, -r * 0.2);
  ctx.quadraticCurveTo(r * 0.2, -r * 0.8, r * 0.78, -r * 0.56);
  ctx.stroke();
  fill(ctx, GRAPHITE, () => ctx.roundRect(-r * 0.36, -r * 0.4, r * 0.5, r * 0.66, r * 0.22));
  fill(ctx, '#ff7a1a', () => ctx.arc(r * 0.8, -r * 0.55, r * 0.12, 0, Math.PI * 2));
};

/** What is said, going out from the microphone to the caller: two arcs ahead of the mouth, in the head's frame. */
const said = (ctx: SKRSContext2D, r: number) => {
  ctx.strokeStyle = 'rgba(255,255,255,0.9)';
  ctx.lineWidth = r * 0.14;
  ctx.lineCap = 'round';
  for (let k = 0; k < 2; k++) {
    ctx.beginPath();
    ctx.arc(r * 1.0, -r * 0.5, r * (0.5 + k * 0.4), -0.6, 0.6);
    ctx.stroke();
  }
};

/** Seated at the desk, upright: the rig's pose for the agent (their hip at x 0). */
const SEAT: Pick<Pose, 'hip' | 'lean' | 'feet'> = { hip: [0, 0.56], lean: 4, feet: [[0.4, 0.05], [0.34, 0.05]] };
const AT_KEYS: P = [0.46, DESK_TOP + 0.06];
/** Listening: the far hand up at the headset's cup (behind the head, the face left clear), the near one resting on the desk, the chin level. */
const LISTENING: Pose = { ...SEAT, hands: [[0.42, DESK_TOP + 0.05], [-0.06, 1.2]], nod: -2 };
/** Speaking: the near hand open, out toward the caller on the screen. */
const SPEAKING: Pose = { ...SEAT, hands: [[0.52, 1.0], [0.42, DESK_TOP + 0.05]], nod: 0 };
/** Typing: both hands on the keys, the head bowed a little to the screen. */
const TYPING: Pose = { ...SEAT, lean: 8, hands: [AT_KEYS, [0.42, DESK_TOP + 0.07]], nod: 6 };

/** The next row's agent, headset on, hands in close, seen over the partition: a room of desks, not one. */
const NEIGHBOUR: Pose = { ...SEAT, hands: [[0.24, 0.86], [0.2, 0.84]], nod: 6 };
const nextRow: Prop = (ctx, art) => {
  companion(NEIGHBOUR, { ...GUEST, top: '#5b5f97' }, NEXT_ROW, 1)(ctx, art);
  ctx.save();
  ctx.translate(NEXT_ROW, 0);
  onHead(NEIGHBOUR, headset)(ctx);
  ctx.restore();
};

/** The agent's desk in the row, their screen, their headset on, the next row's agent beyond the partition. */
const atTheDesk = (pose: Pose, more: Prop[] = []): Scene => ({
  pose,
  back: [nextRow, partition, officeChair, screen(ticket)],
  front: [desk, onHead(pose, headset), ...more],
  extent: [-0.32, DESK[1] + 0.02, 1.52],
});

export const CALL_CENTRE = {
  'call-listening': atTheDesk(LISTENING),
  'call-speaking': atTheDesk(SPEAKING, [onHead(SPEAKING, said)]),
  'call-typing': atTheDesk(TYPING),
} satisfies Record<string, Scene>;
