/**
 * A person facing the viewer, in the same flat style, proportions and clothes as the rig in
 * profile (bodies.ts): for whoever turns to the camera (standing to greet, serving behind a
 * counter, presenting to a board, waving). A pose says where the elbows and hands go (the
 * sprite mirrors it to the other side). Metres, y up, the floor at 0, the figure centred on x = 0.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawFrontHead, type Look } from './figure-look';
import type { Outfit } from './bodies';
import { drawBundle } from './baby';
import { BUILDS, type Build } from './figure-build';
import { limb, type P } from './stroke';


interface Arm {
  elbow: P;
  hand: P;
  /** An open hand, palm out (waving, showing the way), larger than a relaxed one. */
  open?: boolean;
}

/** The arm on the +x side and the one on the -x side; none where another picture draws it (the arm to a held thing). */
interface FrontPose {
  arms: [Arm | null, Arm];
  /** A barbell held in both hands. */
  barbell?: boolean;
  /** A baby carried in the arms, its head in the crook of the -x arm (baby.ts), the arms round it. */
  baby?: boolean;
}

/** Where a grown-up's body is: the hip line, the shoulders, the neck, a head of radius HEAD. */
export const FRONT = { hip: 0.92, shoulder: 1.42, shoulderX: 0.19, neck: 1.5, head: 0.12 };
/** Where the body of this build is, in the pose's metres (figure-build.ts): a grown-up's legs, the build's torso, shoulders and head. */
export const frontBody = (b: Build) => {
  const shoulder = FRONT.hip + (FRONT.shoulder - FRONT.hip) * b.torso;
  return { hip: FRONT.hip, shoulder, shoulderX: FRONT.shoulderX * b.girth, neck: shoulder + (FRONT.neck - FRONT.shoulder) * b.neck, head: FRONT.head * b.head };
};
/** A pose's elbow or hand on the arm of this build: the same reach from its own shoulder, its arm's length. */
const onArm = (p: P, side: number, b: Build): P => {
  const body = frontBody(b);
  const [ax, ay] = [side * FRONT.shoulderX, FRONT.shoulder - 0.04];
  return [side * body.shoulderX + (p[0] - ax) * b.arm, body.shoulder - 0.04 + (p[1] - ay) * b.arm];
};
const builtArms = (arms: FrontPose['arms'], b: Build) =>
  arms.map((a, k) => (a ? { ...a, elbow: onArm(a.elbow, k === 0 ? 1 : -1, b), hand: onArm(a.hand, k === 0 ? 1 : -1, b) } : null));
/**
 * Where a figure drawn from the waist up is cut: above the knees, so the hips show above a counter's
 * top and a figure along the frame's bottom edge reaches it (the face kept above the caption band).
 */
export const WAIST = 0.56;

const RELAXED: Arm = { elbow: [-0.25, 1.13], hand: [-0.27, 0.87] };
const mirrored = (arm: Arm): Arm => ({ ...arm, elbow: [-arm.elbow[0], arm.elbow[1]], hand: [-arm.hand[0], arm.hand[1]] });

export const FRONT_POSES = {
  // Standing, arms at the sides.
  facing: { arms: [mirrored(RELAXED), RELAXED] },
  // One hand raised high, palm out.
  waving: { arms: [{ elbow: [0.4, 1.46], hand: [0.45, 1.78], open: true }, RELAXED] },
  // An arm out to the side toward what is shown: the board stands behind them on the -x side (layout.ts puts them beside it).
  presenting: { arms: [mirrored(RELAXED), { elbow: [-0.4, 1.28], hand: [-0.64, 1.36], open: true }] },
  // A welcoming open hand held out at the waist.
  greeting: { arms: [{ elbow: [0.3, 1.12], hand: [0.48, 1.16], open: true }, RELAXED] },
  // Both hands forward on the counter before them: serving, cooking, ringing up.
  serving: { arms: [{ elbow: [0.27, 1.12], hand: [0.17, 0.98] }, { elbow: [-0.27, 1.12], hand: [-0.17, 0.98] }] },
  // Something held out in the acting hand (a card, keys, a parcel).
  offering: { arms: [{ elbow: [0.29, 1.14], hand: [0.4, 1.3] }, RELAXED] },
  // A barbell pressed overhead.
  weights: { arms: [{ elbow: [0.36, 1.6], hand: [0.32, 1.9] }, { elbow: [-0.36, 1.6], hand: [-0.32, 1.9] }], barbell: true },
  // A baby carried across the chest: one hand under its head, the other arm round its body.
  cradling: { arms: [{ elbow: [0.27, 1.06], hand: [0.0, 1.1] }, { elbow: [-0.33, 1.16], hand: [-0.08, 1.14] }], baby: true },
  // Holding something up: that arm is drawn with what it holds (layout.ts, subject-scene.ts), the other relaxed.
  holding: { arms: [null, RELAXED] },
} satisfies Record<string, FrontPose>;
export type FrontPoseName = keyof typeof FRONT_POSES;

export const isFrontPose = (name: string): name is FrontPoseName => name in FRONT_POSES;

/** The picture's extent in the pose's metres: [minX, maxX, top] (the head, or a raised hand above it). */
export function frontExtent(name: FrontPoseName, build: Build = BUILDS.adult): [number, number, number] {
  const { barbell } = FRONT_POSES[name] as FrontPose;
  const arms = builtArms((FRONT_POSES[name] as FrontPose).arms, build);
  const xs = [...arms.flatMap((a) => (a ? [a.elbow[0], a.hand[0]] : [])), ...(barbell ? [-BAR.reach, BAR.reach] : [])];
  const { y, r } = frontHead(build);
  const head = y + r * 1.05 + 0.04;
  // The body's width (its shoulders) or the hands', and a hand's breadth.
  const body = Math.max(0.26, frontBody(build).shoulderX + 0.07);
  return [Math.min(-body, ...xs) - 0.06, Math.max(body, ...xs) + 0.06, Math.max(head, ...arms.map((a) => (a ? a.hand[1] + (barbell ? BAR.plate : 0.08) : 0)))];
}

/** Where a carried baby's head lies: in the crook of the -x arm, above its hand. */
const BABY_HEAD: P = [-0.2, 1.27];

/** A barbell: its half length and its plates' radius. */
const BAR = { reach: 0.5, plate: 0.15 };

/** The head's centre and radius. */
export const frontHead = (build: Build) => {
  const { neck, head } = frontBody(build);
  return { x: 0, y: neck + head * 0.95, r: head };
};

const round = (ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number, colour: string) => {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, Math.min(r, w / 2, h / 2));
  ctx.fill();
};

/** The figure in `name`'s pose, dressed in `outfit`, looking as `look` says. */
export function drawFront(ctx: SKRSContext2D, name: FrontPoseName, outfit: Outfit, look: Look): void {
  const build = outfit.build ?? BUILDS.adult;
  const { barbell, baby } = FRONT_POSES[name] as FrontPose;
  const arms = builtArms((FRONT_POSES[name] as FrontPose).arms, build);
  const { hip, shoulder, shoulderX, neck } = FRONT;
  const body = frontBody(build);
  const skin = look.skin.tone;
  const hands = outfit.hands ?? skin;
  const over = outfit.over;
  // Legs, shoes, and the trousers' seat joining them.
  for (const side of [-1, 1]) {
    limb(ctx, [[side * 0.085 * build.girth, hip - 0.02], [side * 0.095 * build.girth, 0.08]], 0.13 * build.girth, outfit.legs);
    ctx.fillStyle = outfit.shoes;
    ctx.beginPath();
    ctx.ellipse(side * 0.11, 0.045, 0.085, 0.045, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  // The neck; the body in a grown-up's measures, stretched to the build's (a child's torso is longer for their legs, broader).
  round(ctx, -0.045, body.shoulder - 0.04, 0.09, body.neck - body.shoulder + 0.08, 0.03, skin);
  ctx.save();
  ctx.translate(0, hip);
  ctx.scale(build.girth, build.torso);
  ctx.translate(0, -hip);
  round(ctx, -0.16, hip - 0.14, 0.32, 0.2, 0.05, outfit.legs);
  // The body: shoulders to the waist, a little narrower at the waist.
  const torso = (colour: string, inset = 0) => {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.moveTo(-shoulderX - 0.02 + inset, shoulder - 0.02);
    ctx.quadraticCurveTo(-shoulderX, shoulder + 0.05, -0.05, shoulder + 0.04);
    ctx.lineTo(0.05, shoulder + 0.04);
    ctx.quadraticCurveTo(shoulderX, shoulder + 0.05, shoulderX + 0.02 - inset, shoulder - 0.02);
    ctx.lineTo(0.16 - inset, hip - 0.02);
    ctx.lineTo(-0.16 + inset, hip - 0.02);
    ctx.closePath();
    ctx.fill();
  };
  torso(outfit.top);
  if (outfit.collar) {
    // An open collar: the shirt in a V at the neck, a tie down it.
    ctx.fillStyle = outfit.collar;
    ctx.beginPath();
    ctx.moveTo(-0.07, shoulder + 0.04);
    ctx.lineTo(0.07, shoulder + 0.04);
    ctx.lineTo(0, shoulder - 0.16);
    ctx.closePath();
    ctx.fill();
    if (outfit.tie) limb(ctx, [[0, shoulder + 0.02], [0, shoulder - 0.2]], 0.035, outfit.tie);
  }
  if (over?.open) {
    // A coat open over a shirt: the shirt between its fronts, the coat's skirts to mid-thigh.
    round(ctx, -0.05, hip - 0.02, 0.1, shoulder - hip + 0.06, 0.02, over.colour);
    for (const side of [-1, 1]) round(ctx, side > 0 ? 0.05 : -0.17, hip - 0.3, 0.12, 0.32, 0.03, outfit.top);
  } else if (over?.apron) {
    // A bib apron from the chest to the knees, its strap round the neck.
    limb(ctx, [[-0.09, shoulder - 0.12], [-0.04, neck - 0.04]], 0.02, over.colour);
    limb(ctx, [[0.09, shoulder - 0.12], [0.04, neck - 0.04]], 0.02, over.colour);
    round(ctx, -0.12, shoulder - 0.2, 0.24, 0.14, 0.03, over.colour);
    round(ctx, -0.15, 0.5, 0.3, shoulder - 0.14 - 0.5, 0.04, over.colour);
  } else if (over?.bib) {
    // Overalls: the bib over the chest, its straps over the shoulders.
    round(ctx, -0.12, hip - 0.06, 0.24, 0.34, 0.03, over.colour);
    for (const side of [-1, 1]) limb(ctx, [[side * 0.09, hip + 0.24], [side * 0.13, shoulder + 0.02]], 0.04, over.colour);
  } else if (over) {
    // A vest over the top, open down the middle, its reflective bands across.
    torso(over.colour, 0.02);
    round(ctx, -0.03, hip, 0.06, shoulder - hip + 0.04, 0.01, outfit.top);
    if (over.stripe) for (const y of [hip + 0.1, hip + 0.24]) for (const side of [-1, 1]) round(ctx, side > 0 ? 0.04 : -0.165, y, 0.125, 0.04, 0.01, over.stripe);
  }
  ctx.restore();
  // The baby across the chest, under the arms that hold it.
  if (baby) drawBundle(ctx, onArm(BABY_HEAD, -1, build), -0.2, look);
  // The arms: the sleeve to the wrist, the hand.
  for (const [k, arm] of arms.entries()) {
    if (!arm) continue;
    const side = k === 0 ? 1 : -1;
    const from: P = [side * body.shoulderX, body.shoulder - 0.04];
    limb(ctx, [from, arm.elbow, arm.hand], 0.09 * build.girth, outfit.top);
    ctx.fillStyle = hands;
    ctx.beginPath();
    ctx.ellipse(arm.hand[0], arm.hand[1], arm.open ? 0.05 : 0.045, arm.open ? 0.06 : 0.045, 0, 0, Math.PI * 2);
    ctx.fill();
    if (arm.open) limb(ctx, [[arm.hand[0] - side * 0.045, arm.hand[1] - 0.01], [arm.hand[0] - side * 0.07, arm.hand[1] + 0.03]], 0.028, hands);
  }
  if (barbell) {
    // The bar across both hands, a plate at each end.
    const y = arms[1]!.hand[1];
    limb(ctx, [[-BAR.reach, y], [BAR.reach, y]], 0.035, '#8d99a6');
    for (const side of [-1, 1]) round(ctx, side * (BAR.reach - 0.06) - 0.04, y - BAR.plate, 0.08, 2 * BAR.plate, 0.03, '#2b2f36');
  }
  ctx.save();
  const head = frontHead(build);
  ctx.translate(head.x, head.y);
  drawFrontHead(ctx, look, head.r, build.young);
  if (outfit.hat) {
    // A hard hat: the dome and its brim.
    ctx.fillStyle = outfit.hat;
    ctx.beginPath();
    ctx.arc(0, head.r * 0.35, head.r * 1.08, 0, Math.PI);
    ctx.fill();
    round(ctx, -head.r * 1.3, head.r * 0.3, head.r * 2.6, head.r * 0.28, head.r * 0.1, outfit.hat);
  }
  ctx.restore();
}
