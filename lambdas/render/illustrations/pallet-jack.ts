/**
 * A hand pallet jack (a pallet truck) and the steps of using it, as a warehouse's training shows them: the jack low and
 * long, its two forks a hand's height off the floor on load rollers, the pump and its steer wheel at their heel, the tall
 * tiller rising from the pump to its loop grip; not a forklift (no seat, no mast) and not a sack truck. A worker in hi-vis
 * crouched to check the forks are lowered; sliding the empty forks under a loaded pallet; pumping the tiller to raise it;
 * pushing the load, leaning behind the tiller; pulling it behind, turned; parking it empty in its bay, forks down. Then a
 * pallet's usual work: cartons stacked onto it, its load wrapped in film, a carton's barcode scanned; and a worker walking
 * the marked pedestrian aisle past the racking, its sign beside it.
 * Metres, y up, as bodies.ts draws (its rig registers these poses: import them through bodies.ts only).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { arrow, heldBox, shelving } from './carry-work';
import { filmRoll, FULL, loadedPallet, loadTop } from './pallets';
import { roundStroke } from './stroke';

const RED = '#c0392b';
const RED_DARK = '#8e2a20';
const TYRE = '#1d1f24';
const HUB = '#b7bec8';
/** The pump's pivot, where the tiller turns, above the steer wheel. */
const PIVOT_Y = 0.42;
/** The tiller from its pivot to the grip. */
const TILLER = 0.9;
/** The forks from the pump's face to their tips, and their height off the floor when lowered. */
const FORK = 0.92;
const FORK_LOW = 0.025;
const FORK_H = 0.06;
/** How far a pumped jack raises its forks: the pallet just clear of the floor. */
const RAISED = 0.06;
/** The top of the picture of someone standing at a jack: just over their head (the layout frames these poses whole, AT_THE_FEET). */
const OVER_HEAD = 1.8;
/**
 * The top of the picture of someone standing at a pallet's work, or walking the aisle: just over their head. Cut at the knees
 * in a landscape frame they stay large, and what they work on is at their waist, above the caption band (the carton set on
 * a full pallet, the film's roll, the scanned label).
 */
const AT_WAIST = 1.8;
/** A pallet's length along the forks. */
const PALLET_W = 0.86;

/** Where the grip is for a jack whose pump is at x, its tiller leant `lean` degrees toward the worker (on the side away from the forks). */
const gripOf = (pumpX: number, lean: number, facing: 1 | -1): P => {
  const a = (lean * Math.PI) / 180;
  return [pumpX - facing * TILLER * Math.sin(a), PIVOT_Y + TILLER * Math.cos(a)];
};

/** The tiller from the pivot to the grip: its shaft, the loop handle across its end, the lift lever under the loop. */
const tiller = (pivot: P, grip: P, alpha = 1): Prop => (ctx) => {
  ctx.globalAlpha = alpha;
  const len = Math.hypot(grip[0] - pivot[0], grip[1] - pivot[1]);
  const [dx, dy] = [(grip[0] - pivot[0]) / len, (grip[1] - pivot[1]) / len];
  roundStroke(ctx, RED, 0.045, () => {
    ctx.moveTo(pivot[0], pivot[1]);
    ctx.lineTo(grip[0] - dx * 0.08, grip[1] - dy * 0.08);
  });
  roundStroke(ctx, TYRE, 0.035, () => {
    ctx.moveTo(grip[0] - dx * 0.08 - dy * 0.09, grip[1] - dy * 0.08 + dx * 0.09);
    ctx.lineTo(grip[0] - dy * 0.09, grip[1] + dx * 0.09);
    ctx.lineTo(grip[0] + dy * 0.09, grip[1] - dx * 0.09);
    ctx.lineTo(grip[0] - dx * 0.08 + dy * 0.09, grip[1] - dy * 0.08 - dx * 0.09);
  });
  roundStroke(ctx, '#f2c200', 0.02, () => {
    ctx.moveTo(grip[0] - dx * 0.1, grip[1] - dy * 0.1);
    ctx.lineTo(grip[0] - dx * 0.2 + dy * 0.04, grip[1] - dy * 0.2 - dx * 0.04);
  });
  ctx.globalAlpha = 1;
};

/** The jack's body with its pump at x, forks out on the `facing` side `lift` up: drawn in its own frame, forks to +x. */
const jackBody = (lift: number): Prop => (ctx) => {
  const y = FORK_LOW + lift;
  // The fork, tapering at its tip, and the load roller under it (on a strut once the fork is raised).
  ctx.fillStyle = RED;
  ctx.beginPath();
  ctx.moveTo(0.05, y);
  ctx.lineTo(0.07 + FORK, y);
  ctx.lineTo(0.1 + FORK, y + FORK_H * 0.4);
  ctx.lineTo(0.1 + FORK, y + FORK_H);
  ctx.lineTo(0.05, y + FORK_H);
  ctx.closePath();
  ctx.fill();
  rr(ctx, 0.07, y + FORK_H - 0.012, FORK, 0.012, 0.004, RED_DARK);
  const roller = 0.02 + FORK - 0.12;
  if (lift > 0) rr(ctx, roller - 0.012, 0.03, 0.024, y - 0.02, 0.006, '#5b6170');
  for (const rx of [roller - 0.05, roller + 0.02]) {
    ctx.fillStyle = TYRE;
    ctx.beginPath();
    ctx.arc(rx, 0.026, 0.026, 0, Math.PI * 2);
    ctx.fill();
  }
  // The fork's heel plate rising at the pump, the pump's housing and its chrome ram, the steer wheel under them.
  rr(ctx, 0.03, y, 0.07, 0.28, 0.015, RED);
  rr(ctx, -0.08, 0.12, 0.15, 0.26, 0.03, RED);
  rr(ctx, -0.03, 0.16, 0.035, 0.26, 0.01, '#d9dee5');
  ctx.fillStyle = TYRE;
  ctx.beginPath();
  ctx.arc(0, 0.085, 0.085, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = HUB;
  ctx.beginPath();
  ctx.arc(0, 0.085, 0.035, 0, Math.PI * 2);
  ctx.fill();
};

/** `draw` in the jack's own frame: its pump at x, its forks out on the `facing` side. */
const placed = (x: number, facing: 1 | -1, draw: Prop): Prop => (ctx, art) => {
  ctx.save();
  ctx.translate(x, 0);
  ctx.scale(facing, 1);
  draw(ctx, art);
  ctx.restore();
};

interface Jack {
  /** The pump's x; the forks reach out on the `facing` side of it. */
  x: number;
  facing: 1 | -1;
  /** The tiller's lean from upright toward the side away from the forks, degrees. */
  lean: number;
  /** The forks raised (RAISED) or lowered (0). */
  lift: number;
  /** The wrapped load on the forks, if any: `at`, how far along the forks the pallet's near edge is; its layers of cartons. */
  load?: { at: number; layers: number };
}

/** The jack and its pallet (behind the worker's far arm), the tiller in the hands (between the arms). */
const jack = ({ x, facing, lean, lift, load }: Jack): { back: Prop[]; middle: Prop[]; grip: P } => {
  const grip = gripOf(x, lean, facing);
  const near = x + facing * (0.05 + (load?.at ?? 0));
  const from = facing > 0 ? near : near - PALLET_W;
  return {
    back: [
      placed(x, facing, jackBody(lift)),
      ...(load ? loadedPallet(from, lift, PALLET_W, load.layers) : []),
    ],
    middle: [tiller([x, PIVOT_Y], grip)],
    grip,
  };
};

/** A scene with the jack: the worker's hands on its grip, unless the pose puts them elsewhere (the far one, or both). */
const withJack = (j: Jack, pose: Omit<Pose, 'hands'> & { hands?: Partial<Pose['hands']> }, more: Pick<Scene, 'back' | 'front'>, extent: Scene['extent']): Scene => {
  const { back, middle, grip } = jack(j);
  const hands: Pose['hands'] = [pose.hands?.[0] ?? grip, pose.hands?.[1] ?? [grip[0] - 0.04, grip[1] - 0.02]];
  return { pose: { ...pose, hands }, back: [...(more.back ?? []), ...back], middle, front: more.front ?? [], extent };
};

/** A parking bay's yellow and black floor band, from x0 to x1. */
const bay = (x0: number, x1: number): Prop => (ctx) => {
  rr(ctx, x0, -0.01, x1 - x0, 0.03, 0.005, '#f2c200');
  ctx.fillStyle = TYRE;
  for (let sx = x0 + 0.04; sx < x1 - 0.04; sx += 0.12) {
    ctx.beginPath();
    ctx.moveTo(sx, -0.01);
    ctx.lineTo(sx + 0.05, -0.01);
    ctx.lineTo(sx + 0.08, 0.02);
    ctx.lineTo(sx + 0.03, 0.02);
    ctx.closePath();
    ctx.fill();
  }
};

/** A pedestrian aisle's yellow line along the floor from x0 to x1, in front of the feet. */
const walkway = (x0: number, x1: number): Prop => (ctx) => rr(ctx, x0, 0, x1 - x0, 0.035, 0.01, '#f2c200');

/** A post at x with the round blue sign of a walking figure: the aisle is for people on foot. */
const pedestrianSign = (x: number): Prop => (ctx) => {
  rr(ctx, x - 0.02, 0, 0.04, 1.5, 0.01, '#8a919b');
  ctx.fillStyle = '#1f5fae';
  ctx.beginPath();
  ctx.arc(x, 1.62, 0.15, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(x + 0.01, 1.7, 0.025, 0, Math.PI * 2);
  ctx.fill();
  roundStroke(ctx, '#ffffff', 0.025, () => {
    ctx.moveTo(x + 0.005, 1.66);
    ctx.lineTo(x - 0.01, 1.58);
    ctx.lineTo(x - 0.05, 1.52);
    ctx.moveTo(x - 0.01, 1.58);
    ctx.lineTo(x + 0.04, 1.52);
    ctx.moveTo(x - 0.05, 1.63);
    ctx.lineTo(x + 0.05, 1.62);
  });
};

/** The handheld scanner at `hand`, its red beam on the carton's label at `label`. */
export const scanner = (hand: P, label: P): Prop => (ctx: SKRSContext2D) => {
  ctx.strokeStyle = 'rgba(255,40,40,0.85)';
  ctx.lineWidth = 0.012;
  ctx.beginPath();
  ctx.moveTo(hand[0] + 0.08, hand[1] + 0.03);
  ctx.lineTo(label[0], label[1]);
  ctx.stroke();
  rr(ctx, hand[0] - 0.04, hand[1] - 0.1, 0.05, 0.12, 0.015, '#2b2f36');
  rr(ctx, hand[0] - 0.05, hand[1], 0.15, 0.06, 0.02, '#f2c200');
  rr(ctx, label[0] - 0.06, label[1] - 0.04, 0.12, 0.08, 0.008, '#ffffff');
  ctx.fillStyle = TYRE;
  for (let k = 0; k < 7; k++) ctx.fillRect(label[0] - 0.05 + k * 0.015, label[1] - 0.03, k % 3 ? 0.005 : 0.009, 0.05);
};

/** Crouched low at the fork tips, a hand on a fork, the other on the knee, looking along the forks. */
const CROUCHED = { hip: [-0.1, 0.36], lean: 40, feet: [[0.18, 0.05], [-0.02, 0.05]], nod: 24 } as const satisfies Omit<Pose, 'hands'>;
const CHECK_TIPS = 0.28;
/** Checked parked: the pump past the fork tips at the hand, the tiller upright. */
const CHECKED: Jack = { x: CHECK_TIPS + 0.1 + FORK, facing: -1, lean: -4, lift: 0 };
/** Walking behind the tiller, leaning into it: the body's weight pushes the jack. */
const PUSHING = { hip: [-0.1, 0.86], lean: 18, feet: [[0.12, 0.05], [-0.34, 0.08]] } as const satisfies Omit<Pose, 'hands'>;
/** Pushing a loaded jack: the tiller leant back to the hands, the load raised. */
const PUSHED: Jack = { x: 0.98, facing: 1, lean: 36, lift: RAISED, load: { at: 0.02, layers: FULL } };
/** The pallet the forks slide under stands ahead of the empty jack. */
const SLID: Jack = { x: 0.9, facing: 1, lean: 34, lift: 0, load: { at: 0.34, layers: FULL } };
/** Pumping: the tiller pulled down toward the worker, the forks fully under the pallet, which rises. */
const PUMPED: Jack = { x: 0.98, facing: 1, lean: 52, lift: RAISED * 0.6, load: { at: 0.02, layers: FULL } };
/** Pulling: walking ahead of the jack, the grip held behind; the jack trails, its forks out behind it. */
const PULLED: Jack = { x: -0.9, facing: -1, lean: 58, lift: RAISED, load: { at: 0.02, layers: 2 } };
/** Parked: the tiller upright, the forks down and empty, in the bay. */
const PARKED: Jack = { x: 0.5, facing: 1, lean: 0, lift: 0 };

/** A pallet stood for stacking or wrapping, two layers on, its near edge at x. */
const STANDING_LOAD = 0.36;

export const PALLET_JACK = {
  // Crouched at the lowered fork tips, a hand on a fork: checked lowered before use (the arrow: down).
  'jack-check': withJack(
    CHECKED,
    { ...CROUCHED, hands: [[CHECK_TIPS + 0.06, 0.15], [0.2, 0.4]] },
    { front: [arrow([CHECK_TIPS + 0.55, 0.6], [CHECK_TIPS + 0.55, 0.16])] },
    [-0.4, CHECKED.x + 0.14, 1.42],
  ),
  // Behind the tiller of the empty jack, its forks sliding in under a loaded pallet (the arrow: forward).
  'jack-sliding': withJack(
    SLID,
    { hip: [-0.08, 0.88], lean: 12, feet: [[0.14, 0.05], [-0.3, 0.08]] },
    { front: [arrow([SLID.x + 0.12, 0.24], [SLID.x + 0.34, 0.24])] },
    [-0.46, SLID.x + 0.44 + PALLET_W, OVER_HEAD],
  ),
  // The tiller pumped down toward the worker (its upright place faint), the pallet rising off the floor (the arrow: up).
  'jack-pumping': withJack(
    PUMPED,
    { hip: [-0.04, 0.9], lean: 14, feet: [[0.12, 0.05], [-0.18, 0.06]], nod: 10 },
    {
      back: [tiller([PUMPED.x, PIVOT_Y], gripOf(PUMPED.x, 8, 1), 0.3)],
      front: [arrow([PUMPED.x + 0.12 + PALLET_W + 0.06, 0.12], [PUMPED.x + 0.12 + PALLET_W + 0.06, 0.5])],
    },
    [-0.34, PUMPED.x + 0.12 + PALLET_W + 0.16, OVER_HEAD],
  ),
  // Leaning behind the tiller, pushing the raised load ahead.
  'pallet-truck': withJack(PUSHED, PUSHING, {}, [-0.46, PUSHED.x + 0.12 + PALLET_W, 1.72]),
  // Walking ahead of the jack, the grip held behind, the load trailing.
  'jack-pulling': withJack(
    PULLED,
    { hip: [0, 0.88], lean: 10, feet: [[0.24, 0.05], [-0.2, 0.09]], hands: [undefined, [0.26, 0.74]], nod: -4 },
    {},
    [PULLED.x - 0.12 - PALLET_W, 0.5, OVER_HEAD],
  ),
  // Standing by the empty jack parked in its bay, forks down, the tiller upright, the hand leaving its grip.
  'jack-parking': withJack(
    PARKED,
    { hip: [0, 0.92], lean: 0, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [undefined, [0.06, 0.68]], nod: 8 },
    { back: [bay(-0.2, PARKED.x + FORK + 0.3)] },
    [-0.24, PARKED.x + FORK + 0.3, OVER_HEAD],
  ),
  // A carton set down on a pallet's top layer, the cartons below stacked in their layers.
  'pallet-stacking': {
    pose: { hip: [0, 0.92], lean: 4, feet: [[0.1, 0.05], [-0.08, 0.05]], hands: [[0.5, 1.12], [0.46, 1.16]], nod: 8 },
    back: loadedPallet(STANDING_LOAD, 0, PALLET_W, FULL, false),
    middle: [heldBox(0.42, loadTop(0, FULL) - 0.02, 0.38, 0.28)],
    extent: [-0.24, STANDING_LOAD + PALLET_W + 0.1, AT_WAIST],
  },
  // Walking the film's roll round a loaded pallet, the film drawn taut from the roll onto the load.
  'pallet-wrapping': {
    pose: { hip: [0, 0.9], lean: 6, feet: [[0.18, 0.05], [-0.14, 0.07]], hands: [[0.36, 1.12], [0.3, 1.18]], nod: 4 },
    back: loadedPallet(STANDING_LOAD + 0.2, 0, PALLET_W, FULL),
    front: [filmRoll([0.34, 1.14], [STANDING_LOAD + 0.22, 0.8])],
    extent: [-0.3, STANDING_LOAD + 0.3 + PALLET_W, AT_WAIST],
  },
  // A carton on the pallet's load, its barcode label scanned, the scanner's red beam on it.
  'scanning-box': {
    pose: { hip: [0, 0.92], lean: 2, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.34, 1.26], [0.14, 0.7]], nod: 10 },
    back: loadedPallet(STANDING_LOAD + 0.2, 0, PALLET_W, FULL, false),
    front: [scanner([0.34, 1.26], [STANDING_LOAD + 0.34, loadTop(0, FULL) - 0.16])],
    extent: [-0.24, STANDING_LOAD + 0.3 + PALLET_W, AT_WAIST],
  },
  // Walking the marked pedestrian aisle away from the racking, the yellow line along the floor, the walking figure's sign ahead.
  'aisle-walking': {
    pose: { hip: [0, 0.91], lean: 2, feet: [[0.17, 0.05], [-0.16, 0.11]], hands: [[-0.1, 0.68], [0.13, 0.7]], nod: -2 },
    back: [...shelving(-1.02, -0.3), pedestrianSign(0.62)],
    front: [walkway(-1.04, 0.84)],
    extent: [-1.04, 0.84, AT_WAIST],
  },
} satisfies Record<string, Scene>;
