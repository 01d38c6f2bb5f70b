/**
 * Dogs at play with the one looking after them, as dog daycares, dog walkers and pet brands show it: kneeling in a tug of
 * war with a rope toy while a second dog bows to join in; a ball thrown high, arm up, and a dog galloping after it; a dog
 * bounding back with the ball in its jaws, leaping up to the one kneeling to take it. Drawn dogs of different sizes and coats (drawn-dog.ts).
 * Registered in bodies.ts's poses: import them through bodies.ts only.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { P, Pose, Prop, Scene } from './bodies';
import { COATS, dogMouth, drawDog, type DogAt } from './drawn-dog';
import { limb } from './stroke';

/** A tennis ball, large enough to read at a phone's size. */
const BALL = 0.065;
const ball = (ctx: SKRSContext2D, [x, y]: P): void => {
  ctx.fillStyle = '#d4e83a';
  ctx.beginPath();
  ctx.arc(x, y, BALL, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = BALL * 0.18;
  ctx.beginPath();
  ctx.arc(x - BALL * 0.9, y, BALL * 0.8, -0.9, 0.9);
  ctx.stroke();
};

/** The ball in the air, its path back to the hand that threw it (or the grass it bounced off) in dashes. */
const thrown = (hand: P, at: P): Prop => (ctx) => {
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  ctx.lineWidth = 0.022;
  ctx.lineCap = 'round';
  ctx.setLineDash([0.05, 0.06]);
  ctx.beginPath();
  ctx.moveTo(hand[0] + 0.06, hand[1] + 0.06);
  ctx.quadraticCurveTo((hand[0] + at[0]) / 2, at[1] + 0.22, at[0] - BALL * 1.6, at[1] + 0.02);
  ctx.stroke();
  ctx.setLineDash([]);
  ball(ctx, at);
};

/** A knotted rope toy, red and white, from the hand to the dog's jaws. */
const rope = (from: P, to: P): Prop => (ctx) => {
  const mid: P = [(from[0] + to[0]) / 2, Math.min(from[1], to[1]) - 0.03];
  limb(ctx, [from, mid, to], 0.04, '#e04f4f');
  ctx.setLineDash([0.04, 0.05]);
  limb(ctx, [from, mid, to], 0.04, '#fbf3ea');
  ctx.setLineDash([]);
  for (const [x, y] of [from, to]) limb(ctx, [[x - 0.02, y], [x + 0.02, y]], 0.075, '#e04f4f');
};

/** A dog; leaping off the floor, its shadow on the floor under it. */
const dog = (d: DogAt, mouth?: (ctx: SKRSContext2D, at: P) => void): Prop => (ctx) => {
  if (d.gait === 'gallop' && d.y > 0) {
    ctx.fillStyle = 'rgba(0,0,0,0.14)';
    ctx.beginPath();
    ctx.ellipse(d.x + (d.facing ?? 1) * 0.3 * d.s, 0.01, 0.3 * d.s, 0.035, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  drawDog(ctx, d, mouth);
};

/** Down on the far knee, the near foot planted ahead, hands out before them at `hands` (the rope held, the ball taken). */
const kneeling = (hands: [P, P], lean: number): Pose => ({ hip: [-0.04, 0.6], lean, feet: [[0.3, 0.05], [-0.28, 0.04]], knees: [1, -1], hands, nod: 12 });

/** Standing, the throwing arm up and forward at the ball's release, the other arm back for balance. */
const THROW: Pose = { hip: [0, 0.92], lean: 8, feet: [[0.2, 0.05], [-0.2, 0.08]], hands: [[0.4, 1.8], [-0.3, 1.02]], nod: -10 };
/**
 * Where the thrown ball is: high over the thrower's head, so the throw reads as one, and a landscape frame shows the whole
 * picture (the dog at the feet with it) rather than framing the thrower from the knees up, the dog below the frame.
 */
const BALL_UP: P = [1.12, 2.34];

/** The dogs of a tug of war: a golden tugging back toward the one holding the rope, a big black-and-tan bowing to join in behind it. */
/**
 * A ball bounced high over the dogs at play: play all over the picture, and a landscape frame shows it whole (the dogs on
 * the grass with it) rather than framing the one kneeling from the knees up, the dogs under the captions.
 */
const BOUNCING: P = [1.86, 1.78];
const TUGGER: DogAt = { x: 1.5, y: 0, s: 0.96, coat: COATS[0]!, gait: 'tug', facing: -1 };
const BOWER: DogAt = { x: 2.24, y: 0.16, s: 1.12, coat: COATS[1]!, gait: 'bow', facing: -1 };
/**
 * The dog galloping after the ball thrown (a grey), and the small cream one bounding back with it, leaping up to the hands:
 * off the floor, a landscape frame that shows the one kneeling from the knees up still shows it whole.
 */
const CHASER: DogAt = { x: 0.46, y: 0, s: 1, coat: COATS[3]!, gait: 'gallop' };
const FETCHER: DogAt = { x: 1.42, y: 0.36, s: 0.8, coat: COATS[2]!, gait: 'gallop', facing: -1 };

const TUG = kneeling([[0.5, 0.7], [0.44, 0.64]], -4);
const throwing = (dogs: Prop[]): Scene => ({ pose: THROW, back: dogs, front: [thrown(THROW.hands[0], BALL_UP)], extent: [-0.42, dogs.length ? 1.44 : 1.22, 2.46] });

export const DOG_PLAY = {
  // Kneeling in a tug of war with a rope toy, a second dog bowing behind to join in, a ball bouncing over them.
  'dogs-playing': {
    pose: TUG,
    back: [dog(BOWER), thrown([2.34, 0], BOUNCING)],
    front: [dog(TUGGER), rope(TUG.hands[0], dogMouth(TUGGER))],
    extent: [-0.5, 2.46, 2],
  },
  // A ball thrown, arm up; with a dog, the dog galloping after it.
  'throwing-ball': throwing([]),
  'throwing-for-dog': throwing([dog(CHASER)]),
  // Kneeling, hands out, the dog bounding back with the ball in its jaws, leaping up to them.
  fetching: {
    pose: kneeling([[0.56, 0.56], [0.5, 0.68]], 16),
    front: [dog(FETCHER, ball)],
    extent: [-0.5, 1.64, 1.5],
  },
} satisfies Record<string, Scene>;
