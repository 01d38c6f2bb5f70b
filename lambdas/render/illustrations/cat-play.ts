/**
 * Cats as a cat café, a pet shop or a cat food advert shows them, at a cat's size beside a person: curled on the lap of
 * someone sat back on the sofa, one hand stroking its back; a kitten batting at the feather of a wand toy held out to it
 * by someone kneeling on the floor; up on the top platform of a cat tree, its sisal post scratched, reached up to by someone
 * standing beside it. The cat is the animal the prompt names (animalAt draws it).
 * Registered in bodies.ts's poses: import them through bodies.ts only.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { animalAt, limb, rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { sofa } from './cafe-customer';

/** A cat's length in metres: about a third of a person's height. */
const CAT = 0.46;
/** Where the lap is when sat back on the sofa (cafe-customer.ts ON_SOFA's hip, the thighs along it). */
const LAP: P = [-0.04, 0.56];

/** Sat back on the sofa, the cat on the lap: the near hand along its back, the far one resting by its head. */
const STROKING: Pose = { hip: [-0.04, 0.5], lean: -8, feet: [[0.4, 0.05], [0.34, 0.06]], hands: [[0.2, 0.78], [0.36, 0.7]], nod: 30 };

/** Kneeling up on the floor, the near arm held out with the wand over the kitten. */
const WAND_HAND: P = [0.5, 0.92];
const WITH_WAND: Pose = { hip: [-0.06, 0.56], lean: 8, feet: [[-0.42, 0.04], [-0.38, 0.04]], hands: [WAND_HAND, [0.2, 0.7]], knees: [-1, -1], nod: 14 };
/** The feather at the end of the wand's string, where the kitten reaches up for it. */
const FEATHER: P = [1.02, 0.52];

/** A feather of each colour, fanned, as a wand toy's lure is. */
const feather = (ctx: SKRSContext2D, [x, y]: P): void => {
  ['#e63946', '#f4a261', '#2a9d8f'].forEach((colour, i) => {
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate((i - 1) * 0.45);
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.ellipse(0, -0.07, 0.03, 0.08, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  });
};

/** The wand from the hand out over the kitten, its string hanging to the feather lure. */
const wandToy = (hand: P, lure: P): Prop => (ctx) => {
  const tip: P = [lure[0] - 0.04, hand[1] + 0.18];
  limb(ctx, [hand, tip], 0.018, '#c08552');
  ctx.strokeStyle = '#3d4a5a';
  ctx.lineWidth = 0.008;
  ctx.beginPath();
  ctx.moveTo(tip[0], tip[1]);
  ctx.quadraticCurveTo(lure[0] + 0.05, (tip[1] + lure[1]) / 2, lure[0], lure[1]);
  ctx.stroke();
  feather(ctx, lure);
};

/** The cat tree's top platform, where the cat sits at the height of the hand reaching up to it. */
const PERCH = 1.12;
/** Standing beside the cat tree, the near hand up at the cat on its top. */
const AT_THE_TREE: Pose = { hip: [0, 0.92], lean: 4, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.5, 1.3], [0.14, 0.7]], nod: -6 };

/** A cat tree from x0: sisal posts wound with cord, a plush platform halfway up and one on top, a base board. */
const catTree = (x0: number): Prop => (ctx) => {
  for (const [x, top] of [[x0 + 0.1, PERCH], [x0 + 0.34, 0.56]] as const) {
    rr(ctx, x, 0.04, 0.07, top - 0.04, 0.01, '#d8c3a0');
    ctx.fillStyle = '#b89f78';
    for (let y = 0.08; y < top - 0.02; y += 0.05) ctx.fillRect(x, y, 0.07, 0.012);
  }
  rr(ctx, x0 - 0.04, 0, 0.56, 0.05, 0.02, '#7b6aa6');
  rr(ctx, x0 + 0.2, 0.54, 0.34, 0.06, 0.03, '#8d7bb8');
  rr(ctx, x0 - 0.06, PERCH - 0.04, 0.44, 0.07, 0.03, '#8d7bb8');
};

export const CAT_PLAY = {
  // Sat back on the sofa, the cat curled on the lap, stroked along its back.
  'stroking-cat': {
    pose: STROKING,
    back: [sofa],
    middle: [animalAt(LAP[0], LAP[1], CAT, true)],
    extent: [-0.58, 0.9, 1.34],
  },
  // Kneeling on the floor, a wand toy held out, the kitten rearing up under its feather.
  'playing-with-cat': {
    pose: WITH_WAND,
    back: [animalAt(FEATHER[0] - CAT * 0.45, 0, CAT * 0.9)],
    front: [wandToy(WAND_HAND, FEATHER)],
    extent: [-0.6, 1.3, 1.3],
  },
  // Standing beside the cat tree, reaching up to the cat on its top platform.
  'cat-tree': {
    pose: AT_THE_TREE,
    back: [catTree(0.42)],
    middle: [animalAt(0.42, PERCH + 0.02, CAT * 0.8)],
    extent: [-0.24, 1.0, 1.8],
  },
} satisfies Record<string, Scene>;
