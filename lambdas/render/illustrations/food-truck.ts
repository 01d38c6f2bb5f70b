/**
 * A food truck as street-food businesses show it: the truck side-on, its serving hatch open under a striped
 * awning propped over it, a ledge of sauces under the hatch, a chalk menu board beside it, and its wheels;
 * inside, the cook at the grill framed by the hatch. Drawn as the cook's picture at the grill, the cook's
 * handing food down over the ledge to a customer, a customer's at the head of the queue with others
 * behind, or customers' eating before the hatch. Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { companion, GUEST, placed } from './company';
import { grillStation } from './grill-station';

/** The truck's floor, where the cook stands; the hatch's opening; the roof; the body's ends. */
const FLOOR = 0.85;
const HATCH = { x0: -0.45, x1: 1.45, y0: 1.3, y1: 2.78 } as const;
const ROOF = 3.2;
const BODY = { x0: -1.05, x1: 2.45 } as const;

export const TRUCK_COLOURS = { body: '#f2b134', inside: '#3b3f47', awning: '#e63946', board: '#2b2d2f' } as const;

/** A cook's whites, a dark apron over them. */
const COOK_WHITES = { top: '#f7f7f2', over: { colour: '#34404f', apron: true }, legs: '#3a3a3a', shoes: '#2d2d36' };

/** The truck's inside seen through the hatch: its back wall, a shelf of tubs. */
const inside: Prop = (ctx) => {
  rr(ctx, HATCH.x0, HATCH.y0, HATCH.x1 - HATCH.x0, HATCH.y1 - HATCH.y0, 0.02, TRUCK_COLOURS.inside);
  rr(ctx, HATCH.x0, 2.4, HATCH.x1 - HATCH.x0, 0.03, 0.005, '#8a96a3');
  for (let x = HATCH.x0 + 0.12; x < HATCH.x1 - 0.1; x += 0.26) rr(ctx, x, 2.43, 0.16, 0.12, 0.02, x % 0.52 < 0.26 ? '#e8c547' : '#d9dde2');
};

/** The truck's side with the hatch cut out of it, its trim, wheels, the ledge of sauces, the menu board and the awning. */
const side: Prop = (ctx) => {
  ctx.fillStyle = TRUCK_COLOURS.body;
  ctx.beginPath();
  ctx.roundRect(BODY.x0, 0.45, BODY.x1 - BODY.x0, ROOF - 0.45, 0.12);
  ctx.rect(HATCH.x0, HATCH.y0, HATCH.x1 - HATCH.x0, HATCH.y1 - HATCH.y0);
  ctx.fill('evenodd');
  rr(ctx, BODY.x0, 0.45, BODY.x1 - BODY.x0, 0.16, 0.04, '#2a9d8f');
  for (const x of [BODY.x0 + 0.55, BODY.x1 - 0.6]) wheel(ctx, x);
  // The ledge under the hatch, sauce bottles and a napkin box on it.
  rr(ctx, HATCH.x0 - 0.08, HATCH.y0 - 0.06, HATCH.x1 - HATCH.x0 + 0.16, 0.07, 0.015, '#c9d1d9');
  for (const [x, colour] of [[HATCH.x0 + 0.1, '#c0392b'], [HATCH.x0 + 0.2, '#e8c547']] as const) rr(ctx, x, HATCH.y0 + 0.01, 0.06, 0.16, 0.02, colour);
  rr(ctx, HATCH.x1 - 0.28, HATCH.y0 + 0.01, 0.16, 0.09, 0.01, '#f1f1f1');
  menuBoard(ctx, HATCH.x1 + 0.22, 1.35);
  awning(ctx);
};

const wheel = (ctx: SKRSContext2D, x: number) => {
  for (const [r, colour] of [[0.36, '#22252b'], [0.15, '#9aa3ad']] as const) {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.arc(x, 0.38, r, 0, Math.PI * 2);
    ctx.fill();
  }
};

/** A chalk menu board from (x, y): a heading and lines of dishes with their prices. */
const menuBoard = (ctx: SKRSContext2D, x: number, y: number) => {
  rr(ctx, x - 0.03, y - 0.03, 0.66, 0.96, 0.03, '#8a5a3b');
  rr(ctx, x, y, 0.6, 0.9, 0.02, TRUCK_COLOURS.board);
  rr(ctx, x + 0.1, y + 0.74, 0.4, 0.06, 0.02, '#f4a259');
  for (let k = 0; k < 5; k++) {
    rr(ctx, x + 0.07, y + 0.6 - k * 0.12, 0.3, 0.035, 0.01, '#f1f1f1');
    rr(ctx, x + 0.43, y + 0.6 - k * 0.12, 0.1, 0.035, 0.01, '#f1f1f1');
  }
};

/** The awning propped out over the hatch: red and white stripes, its edge scalloped. */
const awning = (ctx: SKRSContext2D) => {
  const [x0, x1, y0, y1] = [HATCH.x0 - 0.15, HATCH.x1 + 0.15, HATCH.y1 + 0.02, HATCH.y1 + 0.32];
  const n = 10;
  const w = (x1 - x0) / n;
  for (let k = 0; k < n; k++) {
    ctx.fillStyle = k % 2 ? '#f8f4ec' : TRUCK_COLOURS.awning;
    ctx.beginPath();
    ctx.moveTo(x0 + k * w, y1);
    ctx.lineTo(x0 + (k + 1) * w, y1);
    ctx.lineTo(x0 + (k + 1) * w, y0);
    ctx.arc(x0 + (k + 0.5) * w, y0, w / 2, 0, Math.PI, true);
    ctx.fill();
  }
};

/** A prop moved by (dx, dy): the grill set on the truck's floor. */
const moved = (dx: number, dy: number) => (prop: Prop): Prop => (ctx, art) => {
  ctx.save();
  ctx.translate(dx, dy);
  prop(ctx, art);
  ctx.restore();
};
const onFloor = moved(0, FLOOR);

/** A pose raised to stand on the truck's floor. */
const raised = ({ hip, feet, hands, ...rest }: Pose): Pose => {
  const up = ([x, y]: P): P => [x, y + FLOOR];
  return { ...rest, hip: up(hip), feet: [up(feet[0]), up(feet[1])], hands: [up(hands[0]), up(hands[1])] };
};

/** A taco wrapped in paper, held at `hand`. */
const taco = (hand: P): Prop => (ctx) => {
  ctx.fillStyle = '#f2d38a';
  ctx.beginPath();
  ctx.ellipse(hand[0] + 0.05, hand[1] + 0.02, 0.09, 0.06, 0, Math.PI, 0, true);
  ctx.fill();
  rr(ctx, hand[0] - 0.02, hand[1] + 0.04, 0.05, 0.03, 0.01, '#4c9a4a');
  rr(ctx, hand[0] + 0.06, hand[1] + 0.04, 0.05, 0.03, 0.01, '#c0392b');
  rr(ctx, hand[0] - 0.04, hand[1] - 0.04, 0.18, 0.05, 0.01, '#f1f1f1');
};

const GRILL = grillStation(0.3, [0.5, 1.06]);
/** At the grill inside, tongs turning the food, the far hand at its edge. */
const AT_GRILL: Pose = { hip: [0, 0.92], lean: 14, feet: [[0.06, 0.05], [-0.08, 0.05]], hands: [[0.5, 1.06], [0.4, 0.98]], nod: 22 };
/** Leaning out over the ledge, a taco held down to the customer below. */
const HANDING_OUT: Pose = { hip: [0, 0.92], lean: 24, feet: [[0.06, 0.05], [-0.1, 0.05]], hands: [[0.62, 0.7], [0.3, 0.5]], nod: 20 };
/** Where the customer stands below the hatch, and their hand up to the taco. */
const BELOW = 1.2;
const TAKING: Pose = { hip: [0, 0.92], lean: 4, feet: [[0.08, 0.05], [-0.08, 0.05]], hands: [[0.52, 1.5], [0.02, 0.7]], nod: -16 };
/** In the queue: standing, hands at the sides, looking up at the board. */
const QUEUING: Pose = { hip: [0, 0.92], lean: 0, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.1, 0.56], [-0.08, 0.58]], nod: -10 };

/** A taco held up to the mouth, the other hand under it. */
const EATING: Pose = { hip: [0, 0.92], lean: 2, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.2, 1.42], [0.14, 1.3]], nod: 8 };

/** The cook at the grill inside, seen through the hatch, and the truck's side before them: what the queue and its eaters stand by. */
const COOKING_INSIDE: Prop[] = [inside, companion(raised(AT_GRILL), COOK_WHITES, 0.5, 1, 2), ...GRILL.back.map(moved(0.5, FLOOR)), side];

const EXTENT: Scene['extent'] = [BODY.x0 - 0.05, BODY.x1 + 0.05, ROOF + 0.05];

export const FOOD_TRUCK_SCENES = {
  // The cook at the grill inside the truck, seen through the open hatch, smoke rising off the food.
  'truck-grilling': { pose: raised(AT_GRILL), back: [inside, ...GRILL.back.map(onFloor)], front: [...GRILL.front.map(onFloor), side], extent: EXTENT },
  // The cook leaning out of the hatch, a taco handed down to the customer standing below it.
  'truck-handing': {
    pose: raised(HANDING_OUT),
    back: [inside],
    front: [side, taco(raised(HANDING_OUT).hands[0]), companion(TAKING, GUEST, BELOW)],
    extent: EXTENT,
  },
  // A customer at the head of the queue before the hatch, two more behind, the cook inside at the grill.
  'truck-queue': {
    pose: QUEUING,
    back: [...COOKING_INSIDE, companion(QUEUING, GUEST, -0.62, 1, 1), companion(QUEUING, { ...GUEST, top: '#5b5f97' }, -1.24, 1, 3)],
    extent: [-1.5, EXTENT[1], EXTENT[2]],
  },
  // Customers eating tacos out of hand before the hatch, the cook at the grill inside.
  'truck-eating': {
    pose: EATING,
    back: [...COOKING_INSIDE, companion(EATING, { ...GUEST, top: '#5b5f97' }, -0.7, 1, 1), taco(placed(EATING.hands[0], -0.7, 1))],
    front: [taco(EATING.hands[0])],
    extent: [-1.1, EXTENT[1], EXTENT[2]],
  },
} satisfies Record<string, Scene>;
