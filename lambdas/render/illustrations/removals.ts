/**
 * A removals firm's pictures of a move: at the house's front, a mover carries a box to the van parked there, its side
 * door slid open on boxes stacked inside, a second mover a step behind with another box; in the new living room, one of
 * the couple lifts a lamp out of an opened box while the other kneels unpacking a second one, more boxes stacked by; two
 * movers carry a sofa between them; a mover wraps a sofa in a quilted blanket, its far arm still bare.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { box, limb, OUTFITS, rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { heldBox } from './carry-work';
import { companion, GUEST } from './company';

/** The van parked ahead of the mover: its back end, its length, its roof; the open cargo door and the wheels' centres. */
export const VAN = { x: 0.78, len: 2.7, roof: 2.05, floor: 0.42, door: [0.98, 2.02] as const, wheels: [1.3, 2.95] as const };
const VAN_WHITE = '#f4f6f8';
const VAN_STRIPE = '#1f6fb2';
const CARGO = '#4a4f58';

/** The van in profile, its nose to the right: white body, a blue stripe, the cab's windscreen, the side door slid open on stacked boxes. */
const van: Prop = (ctx, art) => {
  const { x, len, roof, floor, door, wheels } = VAN;
  const cab = x + len - 0.62;
  rr(ctx, x, floor - 0.1, len - 0.62, roof - floor + 0.1, 0.08, VAN_WHITE);
  // The cab, lower than the box, its windscreen raked back.
  ctx.fillStyle = VAN_WHITE;
  ctx.beginPath();
  ctx.moveTo(cab - 0.02, floor - 0.1);
  ctx.lineTo(x + len, floor - 0.1);
  ctx.lineTo(x + len, 1.0);
  ctx.lineTo(cab + 0.34, roof - 0.3);
  ctx.lineTo(cab - 0.02, roof - 0.3);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#9fc6dc';
  ctx.beginPath();
  ctx.moveTo(cab + 0.08, 1.12);
  ctx.lineTo(x + len - 0.06, 1.12);
  ctx.lineTo(cab + 0.3, roof - 0.38);
  ctx.lineTo(cab + 0.08, roof - 0.38);
  ctx.closePath();
  ctx.fill();
  rr(ctx, x, 0.9, len, 0.12, 0, VAN_STRIPE);
  // The side door slid open: the dark cargo bay, boxes stacked two high, the door panel slid back over the rear.
  rr(ctx, door[0], floor + 0.02, door[1] - door[0], roof - floor - 0.16, 0.03, CARGO);
  for (const [bx, by, w, h] of [[1.04, 0.44, 0.44, 0.36], [1.52, 0.44, 0.42, 0.4], [1.1, 0.8, 0.38, 0.32], [1.56, 0.84, 0.36, 0.3], [1.3, 1.14, 0.36, 0.28]] as const) {
    heldBox(bx, by, w, h)(ctx, art);
  }
  rr(ctx, x + 0.02, floor + 0.02, door[0] - x - 0.02, roof - floor - 0.16, 0.03, '#dfe4ea');
  // Bumper and wheels.
  rr(ctx, x - 0.04, floor - 0.14, 0.12, 0.12, 0.02, '#3a3f47');
  for (const wx of wheels) {
    ctx.fillStyle = '#26292e';
    ctx.beginPath();
    ctx.arc(wx, 0.3, 0.28, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#b9c0c8';
    ctx.beginPath();
    ctx.arc(wx, 0.3, 0.12, 0, Math.PI * 2);
    ctx.fill();
  }
};

/** A mover carrying a box close at the chest, walking to the van. */
const CARRYING: Pose = { hip: [0, 0.91], lean: 4, feet: [[0.17, 0.05], [-0.16, 0.11]], hands: [[0.32, 0.84], [0.28, 0.88]] };
/** The second mover, a step behind the first, with a box of their own (drawn over their arms, held at the chest). */
const SECOND = -0.62;
/** A second mover in the crew's hi-vis, read from bodies.ts when drawn. */
const mover = (pose: Pose, x: number, facing: 1 | -1): Prop => (ctx, art) => companion(pose, OUTFITS.hivis, x, facing)(ctx, art);
const secondMover: Prop = (ctx, art) => {
  mover(CARRYING, SECOND, 1)(ctx, art);
  heldBox(SECOND + 0.12, 0.78)(ctx, art);
};

/** A box opened: its flaps folded out either side of the open top. */
export const openBox = (x: number, w: number, h: number): Prop => (ctx, art) => {
  ctx.fillStyle = '#e3a862';
  for (const [from, to] of [[x, x - w * 0.3], [x + w, x + w * 1.3]] as const) {
    ctx.beginPath();
    ctx.moveTo(from, h);
    ctx.lineTo(to, h + h * 0.45);
    ctx.lineTo(to + (from - to) * 0.2, h + h * 0.5);
    ctx.lineTo(from, h + 0.02);
    ctx.closePath();
    ctx.fill();
  }
  box(x, 0, w, h)(ctx, art);
  rr(ctx, x + 0.03, h - 0.02, w - 0.06, 0.06, 0.01, '#8a5a2e');
};

/** The lamp lifted out by its stem: a round base below the hands, a cream shade above them. */
const LAMP_HANDS: [P, P] = [[0.34, 1.14], [0.4, 1.2]];
const lamp: Prop = (ctx) => {
  const [x, y] = LAMP_HANDS[1];
  limb(ctx, [[x, y - 0.34], [x, y + 0.26]], 0.03, '#c9a227');
  rr(ctx, x - 0.12, y - 0.38, 0.24, 0.05, 0.02, '#c9a227');
  ctx.fillStyle = '#f6e7c1';
  ctx.beginPath();
  ctx.moveTo(x - 0.1, y + 0.48);
  ctx.lineTo(x + 0.1, y + 0.48);
  ctx.lineTo(x + 0.18, y + 0.24);
  ctx.lineTo(x - 0.18, y + 0.24);
  ctx.closePath();
  ctx.fill();
};

/** Lifting the lamp out of the open box at the feet, the other partner kneeling at a second box across from them. */
const LIFTING: Pose = { hip: [0, 0.92], lean: 6, feet: [[0.1, 0.05], [-0.08, 0.05]], hands: LAMP_HANDS, nod: 14 };
const KNEELING: Pose = { hip: [0, 0.52], lean: 12, feet: [[0.34, 0.05], [-0.36, 0.04]], hands: [[0.46, 0.5], [0.36, 0.56]], knees: [1, -1], nod: 18 };
/** Where the kneeling partner's hip is, and the box they unpack between the two. */
const PARTNER = 1.62;

const SOFA = { seat: 0.5, back: 0.92, colour: '#2a7f8e' };
/** A sofa seen along its front from x0 to x1 with its seat's underside at y: the back, the seat, an arm at each end, stubby feet. */
const sofa = (x0: number, x1: number, y: number, colour = SOFA.colour): Prop => (ctx) => {
  rr(ctx, x0 + 0.06, y + 0.2, x1 - x0 - 0.12, SOFA.back - 0.2, 0.08, colour);
  rr(ctx, x0 + 0.04, y, x1 - x0 - 0.08, 0.3, 0.06, colour);
  ctx.globalAlpha = 0.18;
  rr(ctx, x0 + 0.14, y + 0.24, x1 - x0 - 0.28, 0.06, 0.02, '#000000');
  ctx.globalAlpha = 1;
  for (const ax of [x0, x1 - 0.18]) rr(ctx, ax, y, 0.18, SOFA.seat + 0.1, 0.06, colour);
  for (const fx of [x0 + 0.06, x1 - 0.12]) rr(ctx, fx, y - 0.08, 0.06, 0.09, 0.01, '#5b4636');
};

/** Two movers facing each other, the sofa carried between them at hand height, its feet off the ground. */
const LIFTING_SOFA: Pose = { hip: [0, 0.9], lean: 8, feet: [[0.12, 0.05], [-0.14, 0.08]], hands: [[0.3, 0.84], [0.26, 0.86]], nod: 6 };
const SOFA_CARRIED: [number, number] = [0.2, 1.86];
const FAR_END = SOFA_CARRIED[1] + 0.28;

/** The moving blanket: a quilted blue cover over the sofa from x0 to x1, its stitching in rows, a strap of tape round it. */
const BLANKET = '#3b5ba5';
const blanket = (x0: number, x1: number): Prop => (ctx) => {
  rr(ctx, x0, -0.02, x1 - x0, SOFA.back + 0.1, 0.08, BLANKET);
  ctx.strokeStyle = '#5a79c2';
  ctx.lineWidth = 0.015;
  for (let y = 0.16; y < SOFA.back; y += 0.18) {
    ctx.beginPath();
    ctx.moveTo(x0 + 0.04, y);
    ctx.lineTo(x1 - 0.04, y);
    ctx.stroke();
  }
  rr(ctx, x0 + (x1 - x0) * 0.45, -0.02, 0.07, SOFA.back + 0.1, 0, '#c9a86a');
};
/** Wrapping: leaning over the sofa, one hand smoothing the blanket down its back, the other pulling it over the seat. */
const WRAPPING: Pose = { hip: [0, 0.92], lean: 16, feet: [[0.1, 0.05], [-0.12, 0.06]], hands: [[0.44, 0.8], [0.5, 1.0]], nod: 16 };
const WRAPPED = [0.32, 2.12] as const;

export const REMOVALS = {
  // At the house's front: the van parked, its side door open on the load, two movers carrying boxes to it.
  'loading-van': {
    pose: CARRYING,
    back: [van, secondMover],
    middle: [heldBox(0.12, 0.78)],
    extent: [SECOND - 0.4, VAN.x + VAN.len + 0.04, VAN.roof + 0.04],
  },
  // In the new living room: a lamp lifted out of one open box, the partner unpacking another, two boxes still taped behind.
  unpacking: {
    pose: LIFTING,
    back: [heldBox(-0.62, 0, 0.42, 0.36), heldBox(-0.58, 0.36, 0.36, 0.3), openBox(0.82, 0.42, 0.36), companion(KNEELING, GUEST, PARTNER)],
    middle: [lamp],
    front: [openBox(0.06, 0.44, 0.4)],
    extent: [-0.7, PARTNER + 0.46, 1.9],
  },
  // Two movers with the sofa between them, lifted off the ground at hand height.
  'carrying-sofa': {
    pose: LIFTING_SOFA,
    back: [mover(LIFTING_SOFA, FAR_END, -1)],
    middle: [sofa(SOFA_CARRIED[0], SOFA_CARRIED[1], 0.66)],
    extent: [-0.32, FAR_END + 0.34, 1.8],
  },
  // The sofa on the floor, a quilted blanket pulled over all but its far arm, taped round.
  'wrapping-furniture': {
    pose: WRAPPING,
    back: [sofa(WRAPPED[0], WRAPPED[1], 0.08), blanket(WRAPPED[0] - 0.02, WRAPPED[1] - 0.34)],
    extent: [-0.3, WRAPPED[1] + 0.06, 1.8],
  },
} satisfies Record<string, Scene>;
