/**
 * A complaint handled in person, one step a picture, across a service counter (a shop's, a front desk's): the member
 * of staff listening to the upset customer (the customer's hand raised, a jagged balloon with a red "!" over them, the
 * staff's hands still on the counter, the head bent to listen); apologising (a hand on the heart, a bow, a balloon with
 * a heart, the customer calmer); offering a solution (a new boxed item held out across the counter to the customer's
 * hand, a green tick over them); following up afterwards on the phone, the laptop on the counter showing the e-mail
 * sent (an envelope and its tick), the customer gone. Metres, y up, as bodies.ts draws (its rig registers these poses).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { companion, GUEST, placed } from './company';
import { fill } from './room-props';
import { limb } from './stroke';

const TOP = 0.98;
const COUNTER: [number, number] = [0.22, 0.8];
const ACROSS = 1.12;
const ALERT_RED = '#e63946';
const TICK_GREEN = '#2a9d8f';
const HEART = '#ef476f';

/** The service counter between the two: a pale top over a wood front, a card terminal at the staff's end. */
const counter: Prop = (ctx) => {
  const [x0, x1] = COUNTER;
  rr(ctx, x0, 0, x1 - x0, TOP - 0.05, 0.02, '#b08968');
  rr(ctx, x0 - 0.04, TOP - 0.05, x1 - x0 + 0.08, 0.05, 0.02, '#ede0d4');
  rr(ctx, x0 + 0.04, TOP, 0.1, 0.13, 0.015, '#3d4a5a');
  rr(ctx, x0 + 0.055, TOP + 0.07, 0.07, 0.045, 0.008, '#7ec8f0');
};

/** A speech balloon over (x, y), its tail down toward `tail`, `jagged` for an angry voice; `inside` draws its sign. */
const balloon = (x: number, y: number, tail: P, jagged: boolean, inside: (ctx: SKRSContext2D, cx: number, cy: number) => void): Prop => (ctx) => {
  const [w, h] = [0.34, 0.24];
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = '#3d4a5a';
  ctx.lineWidth = 0.012;
  ctx.beginPath();
  if (jagged) {
    const points = 14;
    for (let k = 0; k < points; k++) {
      const a = (k / points) * Math.PI * 2;
      const r = k % 2 ? 0.82 : 1.05;
      const [px, py] = [x + Math.cos(a) * (w / 2) * r, y + Math.sin(a) * (h / 2) * r];
      if (k === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    }
    ctx.closePath();
  } else ctx.ellipse(x, y, w / 2, h / 2, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  fill(ctx, '#ffffff', () => {
    ctx.moveTo(x - 0.04, y - h / 2 + 0.02);
    ctx.lineTo(tail[0], tail[1]);
    ctx.lineTo(x + 0.03, y - h / 2 + 0.02);
  });
  inside(ctx, x, y);
};

const exclamation = (ctx: SKRSContext2D, x: number, y: number) => {
  rr(ctx, x - 0.018, y - 0.02, 0.036, 0.1, 0.015, ALERT_RED);
  fill(ctx, ALERT_RED, () => ctx.arc(x, y - 0.055, 0.02, 0, Math.PI * 2));
};

const heart = (ctx: SKRSContext2D, x: number, y: number) =>
  fill(ctx, HEART, () => {
    ctx.moveTo(x, y - 0.07);
    ctx.bezierCurveTo(x - 0.12, y + 0.0, x - 0.06, y + 0.09, x, y + 0.035);
    ctx.bezierCurveTo(x + 0.06, y + 0.09, x + 0.12, y + 0.0, x, y - 0.07);
  });

const tick = (ctx: SKRSContext2D, x: number, y: number, s = 1) => limb(ctx, [[x - 0.06 * s, y], [x - 0.015 * s, y - 0.045 * s], [x + 0.07 * s, y + 0.05 * s]], 0.028 * s, TICK_GREEN);

/** A boxed item (the replacement) at `p`, held by its near end. */
const box = (p: P): Prop => (ctx) => {
  rr(ctx, p[0] - 0.04, p[1] - 0.09, 0.26, 0.18, 0.015, '#f4a261');
  rr(ctx, p[0] - 0.04, p[1] - 0.02, 0.26, 0.04, 0.01, '#e9c46a');
};

/** The laptop open on the counter, the e-mail just sent on its screen: an envelope and a tick. */
const laptop: Prop = (ctx) => {
  const x = COUNTER[0] + 0.12;
  rr(ctx, x, TOP, 0.36, 0.02, 0.008, '#5c6b7c');
  ctx.save();
  ctx.translate(x + 0.32, TOP + 0.02);
  ctx.rotate(0.22);
  rr(ctx, -0.3, 0, 0.3, 0.22, 0.015, '#3d4a5a');
  rr(ctx, -0.28, 0.02, 0.26, 0.18, 0.01, '#f4f7fa');
  // The envelope.
  const [ex, ey, ew, eh] = [-0.25, 0.05, 0.15, 0.1];
  rr(ctx, ex, ey, ew, eh, 0.005, '#ffd166');
  limb(ctx, [[ex, ey + eh], [ex + ew / 2, ey + eh * 0.45], [ex + ew, ey + eh]], 0.008, '#b08968');
  tick(ctx, -0.06, 0.09, 0.6);
  ctx.restore();
};

/** A phone held to the ear at `hand`. */
const phone = (hand: P): Prop => (ctx) => rr(ctx, hand[0] - 0.02, hand[1] - 0.02, 0.05, 0.12, 0.012, '#22262e');

const STAND: Pick<Pose, 'hip' | 'feet'> = { hip: [0, 0.92], feet: [[0.08, 0.05], [-0.06, 0.05]] };
/** Hands still on the counter, head bent toward the customer: listening. */
const LISTENING: Pose = { ...STAND, lean: 6, hands: [[0.34, TOP + 0.02], [0.28, TOP + 0.02]], nod: 10 };
/** A hand on the heart, bowing a little: the apology. */
const APOLOGISING: Pose = { ...STAND, lean: 10, hands: [[0.22, 1.36], [0.32, TOP + 0.02]], nod: 18 };
/** The replacement held out across the counter. */
const HAND_OUT: P = [0.62, 1.16];
const OFFERING: Pose = { ...STAND, lean: 14, hands: [HAND_OUT, [0.34, TOP + 0.02]], nod: 8 };
/** The phone at the ear, the far hand at the laptop. */
const AT_EAR: P = [0.12, 1.56];
const CALLING: Pose = { ...STAND, lean: 4, hands: [AT_EAR, [0.46, TOP + 0.04]], nod: 6 };

/** The customer across the counter: upset (a hand raised, leaning back), calmer (hands together), taking what is handed over. */
const UPSET: Pose = { ...STAND, lean: -4, hands: [[0.34, 1.42], [0.1, 0.96]], nod: -4 };
const CALMER: Pose = { ...STAND, lean: 0, hands: [[0.14, 0.9], [0.1, 0.9]], nod: 4 };
const TAKING: Pose = { ...STAND, lean: 6, hands: [[0.44, 1.16], [0.12, 0.9]], nod: 4 };

const customer = (pose: Pose): Prop => companion(pose, GUEST, ACROSS);
const OVER_CUSTOMER: [number, number] = [ACROSS + 0.06, 2.02];
const OVER_STAFF: [number, number] = [0.34, 2.02];
const EXTENT: [number, number, number] = [-0.24, ACROSS + 0.32, 2.16];

export const COMPLAINT_DESK = {
  // Listening: the customer across the counter, upset, a hand raised, a jagged balloon with a red "!" over them.
  'complaint-listening': {
    pose: LISTENING,
    back: [customer(UPSET), counter, balloon(...OVER_CUSTOMER, placed([0.1, 1.72], ACROSS), true, exclamation)],
    extent: EXTENT,
  },
  // Apologising: a hand on the heart and a bow, a balloon with a heart; the customer calmer.
  'complaint-apologising': {
    pose: APOLOGISING,
    back: [customer(CALMER), counter, balloon(...OVER_STAFF, [0.2, 1.76], false, heart)],
    extent: EXTENT,
  },
  // Offering a solution: the replacement held out across the counter to the customer's hand, a green tick over them.
  'complaint-solving': {
    pose: OFFERING,
    back: [customer(TAKING), counter, balloon(...OVER_CUSTOMER, placed([0.1, 1.72], ACROSS), false, (ctx, x, y) => tick(ctx, x, y))],
    front: [box(HAND_OUT)],
    extent: EXTENT,
  },
  // Following up: on the phone at the counter afterwards, the e-mail sent on the laptop; the customer gone.
  'complaint-following-up': {
    pose: CALLING,
    back: [counter, laptop],
    front: [phone(AT_EAR)],
    extent: [-0.24, COUNTER[1] + 0.1, 2.0],
  },
} satisfies Record<string, Scene>;
