/**
 * Clothes and footwear worn as an advert shows them: boots on a hiker's feet mid-stride, trainers on a runner's, heels and
 * sandals walking; a jacket, a dress, a top or jeans on the body (compose/worn-clothes.ts lists them). The figure's dress
 * takes the garment's colour (Scene `wears`), and the telling parts are drawn over it: a boot's shaft, laces and lugged sole,
 * a trainer's white midsole, a coat's hem and zip, a dress's flared skirt. Footwear is drawn a little over life size so the
 * product reads as the subject; its close-up is the feet alone, cut below the knee.
 * Metres, y up, as bodies.ts draws (its rig is read only when drawn: bodies.ts loads this file).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { legJoints, rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { lookOf } from './figure-look';
import { limb, roundStroke } from './stroke';
import { fill } from './room-props';
import { mix } from '../draw/palette';
import { feetPose, FOOTWEAR, wornPose, type Footwear, type Garment, type WornPose } from '../compose/worn-clothes';

/** Each garment's colour: strong enough to read as the product against any setting. */
export const COLOUR: Record<Garment, string> = {
  boots: '#8a5a2e',
  trainers: '#e8552b',
  heels: '#c8102e',
  sandals: '#b8804a',
  jacket: '#d93b2b',
  dress: '#c2185b',
  top: '#1f8a8a',
  jeans: '#3b5f96',
};
const DARK = (colour: string) => mix(colour, '#000000', 0.3);
const SOLE = '#2b2420';
const WHITE = '#f6f5f0';
/** Footwear over life size, so it reads at the figure's feet as what the advert is about. */
const SHOE_SCALE = 1.15;

/** The rig's own shoe runs a foot's length forward of the ankle, dipping to the floor: worn footwear follows it. */
const toeAngle = ([, y]: P) => Math.atan2(Math.max(0.03, y - 0.03) - y, 0.17);

type Shoe = (ctx: SKRSContext2D, colour: string, skin: string) => void;

/** A hiking boot: its shaft up over the ankle with a padded collar, laces up its front, a toe cap and a lugged sole. */
const boot: Shoe = (ctx, colour) => {
  rr(ctx, -0.078, -0.03, 0.135, 0.21, 0.03, colour);
  rr(ctx, -0.082, 0.155, 0.143, 0.045, 0.02, DARK(colour));
  rr(ctx, -0.085, -0.05, 0.29, 0.09, 0.042, colour);
  rr(ctx, 0.12, -0.05, 0.085, 0.075, 0.036, DARK(colour));
  for (let k = 0; k < 4; k++) limb(ctx, [[0.018, 0.0 + k * 0.04], [0.062, 0.02 + k * 0.04]], 0.013, '#f1e0b8');
  rr(ctx, -0.09, -0.078, 0.305, 0.034, 0.012, SOLE);
  ctx.fillStyle = '#d9c3a0';
  ctx.fillRect(-0.085, -0.05, 0.29, 0.008);
  for (let k = 0; k < 6; k++) rr(ctx, -0.08 + k * 0.05, -0.09, 0.03, 0.016, 0.006, SOLE);
};

/** A running shoe: a low upper, a swoosh of white along its side, laces, a thick white midsole and a dark outsole. */
const trainer: Shoe = (ctx, colour) => {
  rr(ctx, -0.085, -0.05, 0.285, 0.08, 0.04, colour);
  rr(ctx, -0.085, -0.05, 0.09, 0.105, 0.035, colour);
  roundStroke(ctx, WHITE, 0.016, () => {
    ctx.moveTo(-0.05, -0.03);
    ctx.quadraticCurveTo(0.04, -0.02, 0.13, 0.005);
  });
  for (let k = 0; k < 3; k++) limb(ctx, [[0.03 + k * 0.035, 0.026 - k * 0.008], [0.045 + k * 0.035, 0.034 - k * 0.008]], 0.012, WHITE);
  rr(ctx, -0.095, -0.082, 0.305, 0.038, 0.016, WHITE);
  rr(ctx, -0.095, -0.09, 0.305, 0.014, 0.007, DARK(colour));
};

/** A court shoe on a stiletto: the heel raised over its thin heel, the vamp down to a pointed toe. */
const heel: Shoe = (ctx, colour, skin) => {
  rr(ctx, -0.06, -0.02, 0.2, 0.05, 0.025, skin);
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(0.225, -0.07);
  ctx.quadraticCurveTo(0.2, -0.02, 0.1, -0.012);
  ctx.lineTo(0.03, 0.0);
  ctx.lineTo(-0.065, 0.035);
  ctx.lineTo(-0.08, 0.0);
  ctx.lineTo(-0.065, -0.03);
  ctx.quadraticCurveTo(0.08, -0.04, 0.225, -0.07);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(-0.078, -0.02);
  ctx.lineTo(-0.052, -0.02);
  ctx.lineTo(-0.058, -0.092);
  ctx.lineTo(-0.068, -0.092);
  ctx.closePath();
  ctx.fill();
};

/** A sandal: the bare foot on a flat sole, a strap over the toes, one across the instep, one round the ankle. */
const sandal: Shoe = (ctx, colour, skin) => {
  rr(ctx, -0.08, -0.058, 0.29, 0.085, 0.036, skin);
  rr(ctx, -0.09, -0.08, 0.305, 0.026, 0.012, DARK(colour));
  rr(ctx, 0.1, -0.06, 0.045, 0.075, 0.018, colour);
  rr(ctx, -0.01, -0.06, 0.04, 0.09, 0.018, colour);
  rr(ctx, -0.085, 0.0, 0.11, 0.028, 0.012, colour);
};

const SHOES: Record<Footwear, Shoe> = { boots: boot, trainers: trainer, heels: heel, sandals: sandal };

/** The footwear on both feet, each along its foot (a knee down, its toes tucked under behind), `scale` times life size. */
const onFeet = (pose: Pose, footwear: Footwear, scale = SHOE_SCALE): Prop => (ctx, art) => {
  const skin = lookOf(art.look).skin.tone;
  for (const k of [1, 0] as const) {
    const { ankle } = legJoints(pose, k);
    const kneeling = pose.knees?.[k] === -1;
    ctx.save();
    ctx.translate(ankle[0], ankle[1]);
    ctx.rotate(kneeling ? 0 : toeAngle(ankle));
    ctx.scale(kneeling ? -scale : scale, scale);
    SHOES[footwear](ctx, COLOUR[footwear], skin);
    ctx.restore();
  }
};

/** Draws in the torso's frame (the hip at the origin, up the back as it leans). */
const onTorso = (pose: Pose, draw: (ctx: SKRSContext2D) => void): Prop => (ctx) => {
  ctx.save();
  ctx.translate(pose.hip[0], pose.hip[1]);
  ctx.rotate((-pose.lean * Math.PI) / 180);
  draw(ctx);
  ctx.restore();
};

/** A jacket's hem to mid-thigh over the hands in its pockets, its zip, a stand-up collar and a hood bunched behind the neck. */
const jacket = (colour: string) => (ctx: SKRSContext2D) => {
  rr(ctx, -0.168, -0.27, 0.336, 0.36, 0.05, colour);
  rr(ctx, -0.168, -0.27, 0.336, 0.035, 0.017, DARK(colour));
  limb(ctx, [[0.122, 0.49], [0.122, -0.25]], 0.014, DARK(colour));
  rr(ctx, 0.01, -0.1, 0.11, 0.03, 0.012, DARK(colour));
  ctx.fillStyle = DARK(colour);
  ctx.beginPath();
  ctx.ellipse(-0.1, 0.5, 0.08, 0.06, 0, 0, Math.PI * 2);
  ctx.fill();
  rr(ctx, -0.05, 0.46, 0.16, 0.09, 0.035, colour);
};

/** A top's ribbed hem and a crew neck. */
const top = (colour: string) => (ctx: SKRSContext2D) => {
  rr(ctx, -0.155, -0.03, 0.31, 0.05, 0.02, DARK(colour));
  rr(ctx, -0.04, 0.5, 0.14, 0.04, 0.02, DARK(colour));
};

/** Jeans' belt at the waist and each leg's turned-up cuff above the shoe, across the shin. */
const jeansBelt = (ctx: SKRSContext2D) => {
  rr(ctx, -0.15, 0.0, 0.3, 0.04, 0.01, '#5a3a22');
  rr(ctx, 0.08, -0.004, 0.045, 0.048, 0.01, '#c9b27c');
};
const cuffs = (pose: Pose, colour: string): Prop => (ctx) => {
  for (const k of [1, 0] as const) {
    const { knee, ankle } = legJoints(pose, k);
    ctx.save();
    ctx.translate(ankle[0], ankle[1]);
    ctx.rotate(Math.atan2(knee[1] - ankle[1], knee[0] - ankle[0]));
    rr(ctx, 0.045, -0.064, 0.04, 0.128, 0.008, mix(colour, '#ffffff', 0.22));
    ctx.restore();
  }
};

/** Bare shins below a hem, in the wearer's skin. */
const shins = (pose: Pose): Prop => (ctx, art) => {
  for (const k of [1, 0] as const) {
    const { knee, ankle } = legJoints(pose, k);
    limb(ctx, [knee, ankle], 0.13, lookOf(art.look).skin.tone);
  }
};

/** A dress's skirt flaring from the waist to the knee, a band at the waist. */
const skirt = (colour: string) => (ctx: SKRSContext2D) => {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(-0.15, 0.08);
  ctx.lineTo(0.15, 0.08);
  ctx.lineTo(0.29, -0.44);
  ctx.quadraticCurveTo(0.0, -0.5, -0.27, -0.44);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = 'rgba(0,0,0,0.14)';
  ctx.beginPath();
  ctx.moveTo(0.02, 0.06);
  ctx.lineTo(0.08, -0.46);
  ctx.lineTo(0.0, -0.47);
  ctx.closePath();
  ctx.fill();
  rr(ctx, -0.152, 0.05, 0.304, 0.035, 0.012, DARK(colour));
};

/** A hiker's long stride, arms swinging: the boots well apart, both seen whole. */
const HIKE: Pose = { hip: [0, 0.9], lean: 5, feet: [[0.21, 0.06], [-0.19, 0.12]], hands: [[-0.16, 0.74], [0.2, 0.78]] };
/** A runner's stride: the near knee up, the far foot kicking back (bodies.ts `running`). */
const RUN: Pose = { hip: [0, 0.86], lean: 12, feet: [[0.22, 0.3], [-0.46, 0.14]], hands: [[-0.16, 0.98], [0.32, 1.14]] };
/** A walk: the front heel down a foot ahead, the back heel rising. */
const WALK: Pose = { hip: [0, 0.91], lean: 2, feet: [[0.17, 0.05], [-0.16, 0.11]], hands: [[-0.1, 0.68], [0.13, 0.7]] };
/** Standing easy, a hand in the jacket's pocket. */
const POCKET: Pose = { hip: [0, 0.92], lean: 0, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.07, 0.82], [-0.03, 0.7]] };
const EASY: Pose = { hip: [0, 0.92], lean: 0, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.12, 0.72], [-0.04, 0.7]] };

const FOOT_POSE: Record<Footwear, Pose> = { boots: HIKE, trainers: RUN, heels: WALK, sandals: WALK };
const WHOLE: Scene['extent'] = [-0.5, 0.5, 1.84];
const extentOf = (pose: Pose): Scene['extent'] => (pose === RUN ? [-0.66, 0.6, 1.76] : WHOLE);

/** Footwear on someone walking, hiking or running, in trousers that leave it whole in view. */
const footwear = (f: Footwear): Scene => ({
  pose: FOOT_POSE[f],
  wears: { shoes: COLOUR[f], ...(f === 'boots' ? { legs: '#56604a' } : f === 'sandals' ? { legs: '#ddd0b4' } : {}) },
  front: [onFeet(FOOT_POSE[f], f)],
  extent: extentOf(FOOT_POSE[f]),
});

/**
 * The feet close: down on one knee lacing up the front shoe, the footwear larger still, the hands over its laces. Whole, so
 * it needs no frame's edge to cut it (a picture of the feet alone ended in a hard line across the shins).
 */
const LACING: Pose = { hip: [0, 0.45], lean: 50, feet: [[0.34, 0.05], [-0.36, 0.04]], hands: [[0.42, 0.2], [0.36, 0.22]], knees: [1, -1], nod: 16 };
const handsOver = (pose: Pose): Prop => (ctx, art) => {
  for (const [x, y] of pose.hands) fill(ctx, lookOf(art.look).skin.tone, () => ctx.arc(x, y, 0.05, 0, Math.PI * 2));
};
const feet = (f: Footwear): Scene => ({ ...footwear(f), pose: LACING, front: [onFeet(LACING, f, 1.3), handsOver(LACING)], extent: [-0.56, 0.66, 1.1] });

const WORN: Record<Exclude<Garment, Footwear>, Scene> = {
  jacket: { pose: POCKET, wears: { top: COLOUR.jacket }, front: [onTorso(POCKET, jacket(COLOUR.jacket))], extent: WHOLE },
  top: { pose: EASY, wears: { top: COLOUR.top }, front: [onTorso(EASY, top(COLOUR.top))], extent: WHOLE },
  jeans: { pose: WALK, wears: { legs: COLOUR.jeans, top: WHITE }, front: [onTorso(WALK, jeansBelt), cuffs(WALK, COLOUR.jeans)], extent: WHOLE },
  dress: { pose: WALK, wears: { top: COLOUR.dress, legs: COLOUR.dress }, front: [shins(WALK), onTorso(WALK, skirt(COLOUR.dress))], extent: WHOLE },
};

export const CLOTHING_WORN = {
  ...Object.fromEntries(FOOTWEAR.flatMap((f) => [[wornPose(f), footwear(f)], [feetPose(f), feet(f)]])),
  ...Object.fromEntries(Object.entries(WORN).map(([g, scene]) => [wornPose(g as Garment), scene])),
} as Record<WornPose, Scene>;
