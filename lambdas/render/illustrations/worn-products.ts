/**
 * Things worn as they are worn, drawn on the figure in profile: headphones over the head (the band over the crown, a cup
 * over the ear), earbuds in the ear, a watch on the wrist raised to look at it, a backpack on the back (a
 * thumb under its strap), sunglasses over the eyes (a hand at them), a cap with its brim forward. Each is a pose of its own, standing.
 * Each is drawn in front of the figure, after its head (bodies.ts draws `middle` things before it).
 * Metres, y up, as bodies.ts draws (its rig is read only when drawn: bodies.ts loads this file).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { roundStroke } from './stroke';

/** The rig's measures (bodies.ts BONE) that place the head on a grown-up's shoulders. */
const TORSO = 0.5;
const NECK_TO_HEAD = 0.06 + 0.12;
const HEAD = 0.12;

const GRAPHITE = '#2b2f3a';
const SILVER = '#c9ced6';
const LENS = '#1c2230';
const CAP = '#2f6fb3';

const STANCE: Pick<Pose, 'hip' | 'lean' | 'feet'> = { hip: [0, 0.92], lean: 0, feet: [[0.08, 0.05], [-0.06, 0.05]] };
/** The far arm at the side. */
const AT_SIDE: P = [-0.02, 0.7];

/** Draws in the head's own frame (its centre, radius HEAD, the face toward +x), as the rig turns it for the pose's lean and nod. */
export const onHead = (pose: Pose, draw: (ctx: SKRSContext2D, r: number) => void) => (ctx: SKRSContext2D) => {
  const lean = (pose.lean * Math.PI) / 180;
  const tilt = ((pose.lean * 0.6 + (pose.nod ?? 0)) * Math.PI) / 180;
  ctx.save();
  ctx.translate(pose.hip[0] + TORSO * Math.sin(lean), pose.hip[1] + TORSO * Math.cos(lean));
  ctx.rotate(-tilt);
  ctx.translate(0.01, NECK_TO_HEAD);
  draw(ctx, HEAD);
  ctx.restore();
};


/** Over-ear headphones: the band up from the cup over the crown, the cup over the ear with its cushion and a silver ring. */
export const headphones = (ctx: SKRSContext2D, r: number) => {
  roundStroke(ctx, GRAPHITE, r * 0.26, () => {
    ctx.moveTo(-r * 0.14, r * 0.2);
    ctx.quadraticCurveTo(-r * 0.2, r * 1.28, r * 0.1, r * 1.16);
  });
  rr(ctx, -r * 0.44, -r * 0.52, r * 0.62, r * 0.86, r * 0.26, GRAPHITE);
  rr(ctx, -r * 0.34, -r * 0.4, r * 0.42, r * 0.62, r * 0.2, SILVER);
  rr(ctx, -r * 0.27, -r * 0.32, r * 0.28, r * 0.46, r * 0.14, GRAPHITE);
};

/** A white earbud in the ear, its stem down toward the jaw. */
const earbud = (ctx: SKRSContext2D, r: number) => {
  ctx.fillStyle = '#f7f8fa';
  ctx.beginPath();
  ctx.arc(-r * 0.1, -r * 0.08, r * 0.2, 0, Math.PI * 2);
  ctx.fill();
  rr(ctx, -r * 0.16, -r * 0.58, r * 0.12, r * 0.5, r * 0.06, '#f7f8fa');
};

/** Sunglasses: a dark lens over the eye, the arm back to the ear. */
const sunglasses = (ctx: SKRSContext2D, r: number) => {
  roundStroke(ctx, GRAPHITE, r * 0.1, () => {
    ctx.moveTo(r * 0.4, r * 0.18);
    ctx.lineTo(-r * 0.2, r * 0.08);
  });
  ctx.fillStyle = LENS;
  ctx.beginPath();
  ctx.ellipse(r * 0.66, r * 0.08, r * 0.34, r * 0.24, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = 'rgba(255,255,255,0.3)';
  ctx.beginPath();
  ctx.ellipse(r * 0.56, r * 0.16, r * 0.1, r * 0.05, -0.4, 0, Math.PI * 2);
  ctx.fill();
};

/** A cap: its crown over the top of the head, the button on top, the brim out over the face. */
const cap = (ctx: SKRSContext2D, r: number) => {
  ctx.fillStyle = CAP;
  ctx.beginPath();
  ctx.arc(-r * 0.04, r * 0.3, r * 1.1, Math.PI * 0.02, Math.PI * 0.98);
  ctx.closePath();
  ctx.fill();
  rr(ctx, r * 0.3, r * 0.28, r * 1.3, r * 0.2, r * 0.1, CAP);
  ctx.fillStyle = 'rgba(0,0,0,0.18)';
  ctx.fillRect(r * 0.3, r * 0.28, r * 1.3, r * 0.06);
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(-r * 0.04, r * 1.42, r * 0.12, 0, Math.PI * 2);
  ctx.fill();
};

/** A watch at the wrist just behind `hand`, along the forearm from `elbowSide`: its strap round the wrist, its face to the viewer. */
const watchAt = (hand: P, elbowSide: P): Prop => (ctx) => {
  const [dx, dy] = [elbowSide[0] - hand[0], elbowSide[1] - hand[1]];
  const d = Math.hypot(dx, dy) || 1;
  const [x, y] = [hand[0] + (dx / d) * 0.08, hand[1] + (dy / d) * 0.08];
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(Math.atan2(dy, dx) + Math.PI / 2);
  rr(ctx, -0.05, -0.02, 0.1, 0.04, 0.015, GRAPHITE);
  ctx.restore();
  ctx.fillStyle = SILVER;
  ctx.beginPath();
  ctx.arc(x, y, 0.034, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = GRAPHITE;
  ctx.beginPath();
  ctx.arc(x, y, 0.026, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#7fd1ff';
  ctx.fillRect(x - 0.014, y - 0.004, 0.028, 0.008);
};

/** A backpack on the back, hanging from the shoulders to the small of the back, and its strap down the front of the shoulder. */
const PACK: Prop = (ctx) => {
  rr(ctx, -0.4, 0.98, 0.28, 0.5, 0.08, '#3f5e4b');
  rr(ctx, -0.44, 1.04, 0.12, 0.28, 0.05, '#35503f');
  rr(ctx, -0.38, 1.4, 0.22, 0.05, 0.02, '#2c4234');
};
const STRAP: Prop = (ctx) =>
  roundStroke(ctx, '#2c4234', 0.045, () => {
    ctx.moveTo(-0.08, 1.42);
    ctx.quadraticCurveTo(0.12, 1.36, 0.1, 1.02);
  });

/** Standing, the near hand at `hand` (at the ear, the eyes, the brim, the strap), the head nodded `nod`. */
const standing = (hand: P, nod = 0, far: P = AT_SIDE): Pose => ({ ...STANCE, hands: [hand, far], nod });

/** Listening: the arms easy at the sides, the chin up a little (a hand raised to the ear had hidden the face in profile). */
const LISTENING = standing([0.08, 0.74], -6);
const HEADPHONES = LISTENING;
const EARBUDS = LISTENING;
const SUNGLASSES = standing([0.12, 1.62]);
const CAPPED = standing([0.06, 0.72]);
/** The wrist raised across the chest, the head bowed to the watch. */
const WATCH = standing([0.3, 1.24], 24, [0.12, 1.14]);
const PACKED = standing([0.1, 1.24]);

const EXTENT: Scene['extent'] = [-0.46, 0.46, 1.84];

export const WORN_PRODUCTS = {
  'wearing-headphones': { pose: HEADPHONES, front: [onHead(HEADPHONES, headphones)], extent: EXTENT },
  'wearing-earbuds': { pose: EARBUDS, front: [onHead(EARBUDS, earbud)], extent: EXTENT },
  'wearing-sunglasses': { pose: SUNGLASSES, front: [onHead(SUNGLASSES, sunglasses)], extent: EXTENT },
  'wearing-cap': { pose: CAPPED, front: [onHead(CAPPED, cap)], extent: EXTENT },
  'wearing-watch': { pose: WATCH, front: [watchAt(WATCH.hands[0], [0.02, 1.12])], extent: EXTENT },
  'wearing-backpack': { pose: PACKED, back: [PACK], front: [STRAP], extent: EXTENT },
} satisfies Record<string, Scene>;
