/**
 * A forklift at work, as a warehouse's safety training shows it: the truck in profile facing the way it drives (right),
 * its mast and forks ahead, the overhead guard over the seat, the counterweight behind; the driver seated on it, the lap
 * belt buckled across the hips, hands on the wheel, a pallet of boxes carried low on the forks; at a racking's blind
 * corner a hand on the horn, its sound drawn going out ahead; and a worker crouched at the fork tips before the shift,
 * a hand on a fork, checking it and the front tyre. Metres, y up, as bodies.ts draws (its rig registers these poses).
 */
import { mix } from '../draw/palette';
import { rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { heldBox, SHELVES } from './carry-work';
import { fill } from './room-props';

const YELLOW = '#f2b632';
const DARK = '#2f3441';
const TYRE = '#1d1f24';
const HUB = '#9ea6b3';
/** The belt's webbing: safety orange, so it reads across the hips. */
const BELT = '#ff7a1a';

/** The truck's measures, from the seat's hip at x 0: the wheels, the mast, the fork tips, the guard's roof. */
const REAR: [x: number, r: number] = [-0.4, 0.22];
const FRONT: [x: number, r: number] = [0.4, 0.27];
const MAST = 0.6;
const FORK_TIP = 1.18;
/** The counterweight's back: a compact truck, so the driver reads large in a tall frame. */
const TAIL = -0.72;
const GUARD = 1.98;
/** How high the forks ride: low when carrying, as trainings teach. */
const FORKS_LOW = 0.1;

const wheel = ([x, r]: [number, number]): Prop => (ctx) => {
  fill(ctx, TYRE, () => ctx.arc(x, r, r, 0, Math.PI * 2));
  fill(ctx, HUB, () => ctx.arc(x, r, r * 0.45, 0, Math.PI * 2));
};

/** The mast's two channels and the carriage with its forks at `forks` high. */
const mastAndForks = (forks: number): Prop => (ctx) => {
  fill(ctx, DARK, () => {
    ctx.rect(MAST, 0.06, 0.05, GUARD + 0.02);
    ctx.rect(MAST + 0.07, 0.06, 0.04, GUARD - 0.1);
  });
  fill(ctx, '#4a5060', () => ctx.rect(MAST + 0.1, forks, 0.05, 0.62));
  fill(ctx, '#5b6170', () => {
    ctx.rect(MAST + 0.12, forks, FORK_TIP - MAST - 0.12, 0.045);
    ctx.moveTo(FORK_TIP, forks);
    ctx.lineTo(FORK_TIP + 0.04, forks);
    ctx.lineTo(FORK_TIP, forks + 0.045);
    ctx.closePath();
  });
};

/** A pallet of boxes on the forks. */
const pallet = (forks: number): Prop[] => {
  const x = MAST + 0.16;
  const deck = forks + 0.13;
  return [
    (ctx) => {
      fill(ctx, '#b07a4f', () => {
        ctx.rect(x, forks + 0.045, FORK_TIP - x, 0.035);
        ctx.rect(x, deck - 0.035, FORK_TIP - x, 0.035);
      });
      fill(ctx, '#8a5a3b', () => {
        for (const bx of [x, (x + FORK_TIP) / 2 - 0.04, FORK_TIP - 0.08]) ctx.rect(bx, forks + 0.08, 0.08, deck - forks - 0.115);
      });
    },
    heldBox(x + 0.02, deck, 0.38, 0.3),
    heldBox(x + 0.06, deck + 0.3, 0.3, 0.26),
  ];
};

/** The guard's posts and roof, the beacon on it, the seat, the wheel's column: behind the driver. */
const cab = (steer: P): Prop => (ctx) => {
  fill(ctx, DARK, () => {
    ctx.rect(-0.5, 0.9, 0.045, GUARD - 0.9);
    ctx.moveTo(0.5, 0.96);
    ctx.lineTo(0.56, 0.96);
    ctx.lineTo(0.42, GUARD);
    ctx.lineTo(0.36, GUARD);
    ctx.closePath();
    ctx.roundRect(-0.58, GUARD, 1.04, 0.05, 0.02);
  });
  fill(ctx, '#ff7b2a', () => ctx.arc(-0.42, GUARD + 0.09, 0.045, 0, Math.PI * 2));
  fill(ctx, '#3d4350', () => {
    ctx.roundRect(-0.26, 0.7, 0.4, 0.14, 0.04);
    ctx.roundRect(-0.34, 0.74, 0.1, 0.58, 0.04);
  });
  ctx.strokeStyle = TYRE;
  ctx.lineWidth = 0.04;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(0.44, 0.98);
  ctx.lineTo(steer[0] + 0.04, steer[1] - 0.04);
  ctx.stroke();
  ctx.save();
  ctx.translate(steer[0] + 0.02, steer[1] - 0.04);
  ctx.rotate(-1.0);
  ctx.lineWidth = 0.035;
  ctx.beginPath();
  ctx.ellipse(0, 0, 0.17, 0.04, 0, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
};

/** The body in front of the driver's legs: the counterweight rising behind the seat, the cowl at the mast hiding the shins. */
const body: Prop = (ctx) => {
  fill(ctx, YELLOW, () => {
    ctx.moveTo(TAIL, 0.16);
    ctx.lineTo(TAIL, 0.86);
    ctx.quadraticCurveTo(TAIL + 0.02, 1.0, TAIL + 0.16, 1.0);
    ctx.lineTo(-0.36, 1.0);
    ctx.lineTo(-0.3, 0.7);
    ctx.lineTo(0.28, 0.7);
    ctx.lineTo(0.32, 0.98);
    ctx.lineTo(0.5, 0.98);
    ctx.lineTo(MAST, 0.7);
    ctx.lineTo(MAST, 0.16);
    ctx.closePath();
  });
  fill(ctx, mix(YELLOW, '#ffffff', 0.35), () => ctx.rect(TAIL, 0.66, MAST - TAIL, 0.03));
  fill(ctx, mix(YELLOW, '#000000', 0.22), () => ctx.roundRect(TAIL, 0.22, 0.22, 0.62, 0.04));
  for (let k = 0; k < 5; k++) fill(ctx, k % 2 ? YELLOW : TYRE, () => ctx.rect(-0.16 + k * 0.08, 0.42, 0.08, 0.06));
};

/** The whole truck as one seen without a driver: cab, body, wheels. */
const truck = (steer: P): Prop[] => [cab(steer), body, wheel(REAR), wheel(FRONT)];

/** The lap belt buckled across the hips, over the thighs, its buckle at the near side. */
const lapBelt: Prop = (ctx) => {
  ctx.strokeStyle = BELT;
  ctx.lineWidth = 0.05;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(-0.16, 0.86);
  ctx.quadraticCurveTo(0.02, 0.99, 0.2, 0.9);
  ctx.stroke();
  rr(ctx, 0.0, 0.9, 0.09, 0.06, 0.015, '#c9ced6');
};

/** The horn's sound going out ahead of the truck at head height: three arcs, growing. */
const hornSound = (at: P): Prop => (ctx) => {
  ctx.strokeStyle = '#ffffff';
  ctx.lineCap = 'round';
  ctx.globalAlpha = 0.9;
  for (let k = 0; k < 3; k++) {
    ctx.lineWidth = 0.035;
    ctx.beginPath();
    ctx.arc(at[0], at[1], 0.14 + k * 0.13, -0.6, 0.6);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
};

/** Seated on the truck, leaning back a little, both hands on the wheel, the feet on the floor plate. */
const SEATED: Pose = { hip: [0, 0.86], lean: -4, feet: [[0.46, 0.46], [0.4, 0.46]], hands: [[0.36, 1.26], [0.32, 1.3]], nod: 0 };
/** The near hand on the horn at the wheel's hub, the head turned up to look ahead round the corner. */
const ON_THE_HORN: Pose = { ...SEATED, hands: [[0.4, 1.2], [0.3, 1.3]], nod: -8 };
/** Crouched at the fork tips, a hand on the fork, the other on the knee, looking at the tyre. */
const CROUCHED: Pose = { hip: [-0.06, 0.46], lean: 24, feet: [[0.22, 0.05], [0.02, 0.05]], hands: [[0.5, 0.18], [0.26, 0.46]], nod: 18 };

/** The truck whole, its driver's things in front of them: the belt, the load low on the forks. */
const onTheTruck = (pose: Pose, loaded: boolean): Pick<Scene, 'back' | 'middle' | 'front'> => ({
  back: [mastAndForks(FORKS_LOW), ...(loaded ? pallet(FORKS_LOW) : []), cab(pose.hands[1])],
  front: [body, wheel(REAR), wheel(FRONT), lapBelt],
});

/** The truck drawn with its seat's hip at x. */
const at = (x: number, prop: Prop): Prop => (ctx, art) => {
  ctx.save();
  ctx.translate(x, 0);
  prop(ctx, art);
  ctx.restore();
};

/** A racking's end at the corner the truck comes round: its upright, beams and a box on each shelf, behind the forks. */
const rackingEnd: Prop[] = [
  (ctx) => {
    for (const ux of [MAST + 0.26, FORK_TIP]) rr(ctx, ux, 0, 0.05, SHELVES[2] + 0.5, 0.01, '#2f6db5');
    for (const y of SHELVES) rr(ctx, MAST + 0.26, y - 0.05, FORK_TIP - MAST - 0.21, 0.05, 0.01, '#f08a24');
  },
  ...SHELVES.map((y, k) => heldBox(MAST + 0.34 + (k % 2) * 0.04, y, 0.24, 0.22 + (k % 2) * 0.04)),
];

const HORN = onTheTruck(ON_THE_HORN, false);

/** Where the checked truck stands: its fork tips at the crouched worker's hand. */
const CHECKED_AT = CROUCHED.hands[0][0] + 0.06 - FORK_TIP;

export const FORKLIFT = {
  // Seated on the forklift, belted in, a pallet of boxes carried low on the forks.
  'forklift-driving': { pose: SEATED, ...onTheTruck(SEATED, true), extent: [TAIL - 0.02, FORK_TIP + 0.04, GUARD + 0.14] },
  // At the racking's blind corner, a hand on the horn, its sound going out ahead over the racking's end.
  'forklift-horn': {
    pose: ON_THE_HORN,
    back: [...rackingEnd, ...HORN.back!],
    front: [...HORN.front!, hornSound([MAST + 0.16, SHELVES[2] + 0.5])],
    extent: [TAIL - 0.02, FORK_TIP + 0.06, GUARD + 0.14],
  },
  // Crouched before the parked truck's front tyre, a hand on a fork's tip, checking them.
  'forklift-check': {
    pose: CROUCHED,
    back: [mastAndForks(0.06), ...truck([0.34, 1.26])].map((p) => at(CHECKED_AT, p)),
    extent: [CHECKED_AT + TAIL - 0.02, CROUCHED.hands[0][0] + 0.1, GUARD + 0.14],
  },
} satisfies Record<string, Scene>;
