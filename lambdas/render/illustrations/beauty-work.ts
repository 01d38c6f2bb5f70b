/**
 * A beauty salon's treatments, the client in the beautician's picture: a manicure across the small nail table (the
 * client's hand on its cushion, polish bottles and a gel lamp beside it); a pedicure at the client's feet in the foot
 * bath below the raised chair; a face mask brushed on and lash extensions set with tweezers under a lamp, the client
 * lying back on the beauty couch; a massage, the client face down under a towel on the spa table. A barber's hot towel
 * laid on the face of the customer in the barber chair. Metres, y up, the figure facing +x, as bodies.ts draws;
 * registered in bodies.ts's poses: import them through it only.
 */
import { drawFigure, limb, rr, steam, type P, type Pose, type Prop, type Scene } from './bodies';
import { barberChair, barberCustomer } from './barber-chair';
import { companion, GUEST, placed } from './company';
import { lookOf, nextLook } from './figure-look';

/** The polish in the beautician's brush and on the client's nails when none is given (bodies.ts' `Art.polish`); the bottles' other colours. */
export const POLISH = '#d6336c';
const BOTTLES = ['#e63946', '#ff8fab', null, '#9d4edd', '#f4a261'] as const;
const polishOf = (art: { polish?: string }) => art.polish ?? POLISH;
/** The gel lamp's violet light. */
export const LAMP_GLOW = '#b197fc';
const WHITE = '#f7f4f1';
/** A client's white robe on the beauty couch. */
const ROBE = '#f1f3f5';
const STEEL = '#9aa1ab';

// ---- A manicure ---------------------------------------------------------------------------------

/** The nail table's top, its ends, and where the client sits across it. */
const TOP = 0.74;
const NAIL_TABLE: [number, number] = [0.3, 1.02];
export const CUSHION: P = [0.68, TOP + 0.03];
const ACROSS = 1.3;

/** Seated at the table, leaning in, the near hand's brush at the client's nails, the far hand holding their fingers. */
const MANICURING: Pose = { hip: [0, 0.5], lean: 16, feet: [[0.38, 0.05], [0.32, 0.05]], hands: [[0.6, TOP + 0.1], [0.62, TOP + 0.05]], nod: 22 };
/** The client across, the near hand laid on the cushion, the far one on the table's edge. */
const HAND_OUT: Pose = { hip: [0, 0.5], lean: 10, feet: [[0.36, 0.05], [0.3, 0.05]], hands: [[ACROSS - CUSHION[0] - 0.05, TOP + 0.06], [0.36, TOP + 0.03]], nod: 8 };

/** A round stool on its column. */
const stool = (x: number, seat: number): Prop => (ctx) => {
  rr(ctx, x - 0.16, 0, 0.32, 0.04, 0.02, '#4a4550');
  rr(ctx, x - 0.025, 0.02, 0.05, seat - 0.04, 0.02, STEEL);
  rr(ctx, x - 0.19, seat - 0.06, 0.38, 0.07, 0.03, '#e7c6d0');
};

/** The nail table: a white top on a drawer unit at the beautician's end and a slim leg at the client's. */
const nailTable: Prop = (ctx) => {
  const [x0, x1] = NAIL_TABLE;
  rr(ctx, x1 - 0.3, 0, 0.26, TOP - 0.03, 0.01, '#ece6e1');
  for (const y of [0.2, 0.42]) rr(ctx, x1 - 0.27, y, 0.2, 0.012, 0.004, '#d2c8c0');
  rr(ctx, x0 + 0.06, 0, 0.035, TOP - 0.03, 0.01, '#d2c8c0');
  rr(ctx, x0 - 0.03, TOP - 0.035, x1 - x0 + 0.06, 0.04, 0.012, WHITE);
};

/** Polish bottles standing in a row from x: a coloured body under a black cap. */
const bottles = (x: number): Prop => (ctx, art) => {
  BOTTLES.forEach((colour, k) => {
    const bx = x + k * 0.045;
    rr(ctx, bx, TOP + 0.005, 0.032, 0.045, 0.008, colour ?? polishOf(art));
    rr(ctx, bx + 0.009, TOP + 0.05, 0.014, 0.035, 0.004, '#26232b');
  });
};

/** The client's hand rest: a padded cushion on a folded towel. */
const cushion: Prop = (ctx) => {
  rr(ctx, CUSHION[0] - 0.12, TOP + 0.005, 0.24, 0.02, 0.008, WHITE);
  rr(ctx, CUSHION[0] - 0.1, TOP + 0.02, 0.2, 0.045, 0.022, '#f3b8c8');
};

/** A gel lamp at x: a white arch, its violet light glowing under it. */
const gelLamp = (x: number): Prop => (ctx) => {
  const glow = ctx.createRadialGradient(x + 0.1, TOP + 0.02, 0, x + 0.1, TOP + 0.02, 0.16);
  glow.addColorStop(0, 'rgba(177,151,252,0.7)');
  glow.addColorStop(1, 'rgba(177,151,252,0)');
  ctx.fillStyle = glow;
  ctx.fillRect(x - 0.06, TOP, 0.32, 0.16);
  rr(ctx, x, TOP + 0.005, 0.2, 0.11, 0.05, WHITE);
  rr(ctx, x + 0.025, TOP + 0.005, 0.15, 0.07, 0.03, LAMP_GLOW);
};

/** Polish on the client's nails: dots along the fingertips of the hand at `hand` (the client faces -x, so their fingers reach left). */
const paintedNails = (hand: P): Prop => (ctx, art) => {
  for (let k = 0; k < 4; k++) rr(ctx, hand[0] - 0.055, hand[1] - 0.02 + k * 0.013, 0.016, 0.01, 0.005, polishOf(art));
};

/** A nail brush in the near hand, its coloured tip at the client's nails. */
const brush = (hand: P, tip: P): Prop => (ctx, art) => {
  limb(ctx, [hand, tip], 0.012, '#26232b');
  rr(ctx, tip[0] - 0.008, tip[1] - 0.008, 0.016, 0.016, 0.008, polishOf(art));
};

const clientHand = placed(HAND_OUT.hands[0], ACROSS);

// ---- A pedicure ---------------------------------------------------------------------------------

/** The raised pedicure chair's seat, where the client sits, and the foot bath below it. */
const THRONE_SEAT = 0.72;
const THRONE_AT = 1.42;
const BATH: [number, number] = [0.74, 1.12];
const BATH_TOP = 0.2;
/** On a low stool at the bath, bent to the client's feet, hands at them. */
const AT_THE_FEET: Pose = { hip: [0, 0.42], lean: 34, feet: [[0.36, 0.05], [0.28, 0.05]], hands: [[0.8, BATH_TOP + 0.08], [0.74, BATH_TOP + 0.06]], nod: 22 };
/** Sat back in the raised chair, the feet down in the bath. */
const IN_THE_THRONE: Pose = { hip: [0, THRONE_SEAT + 0.08], lean: -14, feet: [[THRONE_AT - BATH[1] + 0.12, 0.1], [THRONE_AT - BATH[1] + 0.08, 0.08]], hands: [[0.14, THRONE_SEAT + 0.14], [0.1, THRONE_SEAT + 0.16]], nod: 12 };

/** The pedicure chair on its plinth: a padded seat and tall back, arms, in the salon's pink. */
const throne: Prop = (ctx) => {
  const x = THRONE_AT;
  rr(ctx, x - 0.34, 0, 0.62, THRONE_SEAT - 0.12, 0.03, '#e9e2dc');
  rr(ctx, x - 0.3, THRONE_SEAT - 0.16, 0.56, 0.14, 0.05, '#c9708c');
  rr(ctx, x + 0.1, THRONE_SEAT - 0.06, 0.2, 0.78, 0.08, '#c9708c');
  rr(ctx, x - 0.22, THRONE_SEAT + 0.14, 0.46, 0.06, 0.03, '#b25f7a');
};

/** The foot bath on the floor: a white basin, water and bubbles over the client's feet. */
const footBath = (over: boolean): Prop => (ctx) => {
  const [x0, x1] = BATH;
  if (!over) {
    rr(ctx, x0, 0, x1 - x0, BATH_TOP, 0.05, '#f4f6f8');
    return;
  }
  rr(ctx, x0 + 0.02, BATH_TOP - 0.06, x1 - x0 - 0.04, 0.05, 0.02, '#9fd8f5');
  rr(ctx, x0, 0, x1 - x0, BATH_TOP - 0.04, 0.05, '#f4f6f8');
  rr(ctx, x0 - 0.01, BATH_TOP - 0.05, x1 - x0 + 0.02, 0.03, 0.015, '#dfe6ec');
  ctx.fillStyle = '#ffffff';
  for (const [bx, r] of [[0.14, 0.025], [0.3, 0.02], [0.55, 0.03], [0.78, 0.02]] as const) {
    ctx.beginPath();
    ctx.arc(x0 + (x1 - x0) * bx, BATH_TOP - 0.02, r, 0, Math.PI * 2);
    ctx.fill();
  }
};

// ---- On the beauty couch: a facial, lash extensions -------------------------------------------

/** The couch's pad, its ends; the client lies on it face up, head toward the beautician at its near end. */
const COUCH_TOP = 0.72;
const COUCH: [number, number] = [0.36, 2.2];
/** On the back, legs straight, hands on the middle (turned coordinates: y down is up). */
const LYING: Pose = { hip: [0, 0], lean: 90, feet: [[-0.92, -0.02], [-0.92, 0]], hands: [[0.1, -0.03], [0.14, -0.02]], nod: 36, toes: [0.03, -0.16] };
const LYING_HIP = 1.28;
/** The lying client's head (its centre and radius): the torso, neck and head run from the hip toward the beautician, the face up. */
export const HEAD = { x: LYING_HIP - 0.68, y: COUCH_TOP + 0.13, r: 0.12 };

/** The beauty couch: a cream pad on a white base, a rolled towel under the client's head. */
const couch: Prop = (ctx) => {
  const [x0, x1] = COUCH;
  rr(ctx, x0 + 0.16, 0, x1 - x0 - 0.32, COUCH_TOP - 0.1, 0.03, '#e6dfd8');
  rr(ctx, x0, COUCH_TOP - 0.12, x1 - x0, 0.12, 0.04, '#f1e6dc');
  rr(ctx, x0 + 0.02, COUCH_TOP - 0.02, 0.32, 0.08, 0.04, WHITE);
};

/**
 * The lying client's head turned face up: its profile's front (head-local +x) is up, its crown (head-local +y) toward -x.
 * A point of the head's own drawing (figure-look.ts drawProfileHead, in radii) where it lies.
 */
const onHead = (x: number, y: number): P => [HEAD.x - y * HEAD.r, HEAD.y + x * HEAD.r];
/** Where the hairline runs across the face-up head (the hair's arc ends, figure-look.ts) and the closed eye. */
const HAIRLINE = [onHead(0.78, 0.68), onHead(-0.7, -0.8)] as const;
const EYE = onHead(0.55, 0.1);

/** Paints what lies on the face: inside the head, on the face's side of the hairline. */
const onFace = (colour: string): Prop => (ctx) => {
  const [[ax, ay], [bx, by]] = HAIRLINE;
  ctx.save();
  ctx.beginPath();
  ctx.arc(HEAD.x, HEAD.y, HEAD.r * 1.02, 0, Math.PI * 2);
  ctx.clip();
  ctx.beginPath();
  ctx.moveTo(ax + 0.02, ay + 0.02);
  ctx.lineTo(bx + 0.02, by + 0.02);
  ctx.lineTo(bx + 0.4, by + 0.4);
  ctx.lineTo(ax + 0.4, ay + 0.4);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.restore();
};

/** The client lying face up on the couch in a white robe, head at the near end, hands in its sleeves. */
const lyingBack: Prop = (ctx, art) => {
  ctx.save();
  ctx.translate(LYING_HIP, COUCH_TOP + 0.13);
  ctx.scale(-1, -1);
  drawFigure(ctx, LYING, { ...GUEST, top: ROBE, legs: ROBE, shoes: '#f1e6dc', hands: ROBE }, 0, undefined, undefined, lookOf(nextLook(art.look)));
  ctx.restore();
};

/** A face mask: the pale green cream over the face. */
export const MASK = '#a8dba0';
const CHEEK = onHead(0.6, -0.35);

/** A mask brush in the near hand, its fan at the cheek; the bowl of mask in the far hand. */
const maskBrush = (hand: P, bowl: P): Prop => (ctx) => {
  limb(ctx, [hand, CHEEK], 0.014, '#26232b');
  rr(ctx, CHEEK[0] - 0.025, CHEEK[1] - 0.015, 0.05, 0.03, 0.015, '#f4f1ee');
  rr(ctx, bowl[0] - 0.07, bowl[1] - 0.02, 0.14, 0.05, 0.025, WHITE);
  rr(ctx, bowl[0] - 0.055, bowl[1] + 0.02, 0.11, 0.015, 0.007, MASK);
};

/** A white pad under the closed eye, tweezers in the near hand at the lashes. */
const eyePad: Prop = (ctx) => {
  ctx.fillStyle = WHITE;
  ctx.beginPath();
  ctx.ellipse(EYE[0], EYE[1], HEAD.r * 0.24, HEAD.r * 0.1, 0.6, 0, Math.PI * 2);
  ctx.fill();
};
const tweezers = (hand: P): Prop => (ctx) => limb(ctx, [hand, [EYE[0] + 0.005, EYE[1] + 0.02]], 0.01, '#c3cad3');

/** A ring lamp on its arm over the couch's head end, lit. */
const ringLamp: Prop = (ctx) => {
  const [x, y] = [HEAD.x + 0.1, HEAD.y + 0.62];
  limb(ctx, [[COUCH[0] + 0.5, 0], [COUCH[0] + 0.5, y + 0.14], [x + 0.1, y + 0.1]], 0.025, STEEL);
  const glow = ctx.createRadialGradient(x, y, 0, x, y, 0.26);
  glow.addColorStop(0, 'rgba(255,248,230,0.8)');
  glow.addColorStop(1, 'rgba(255,248,230,0)');
  ctx.fillStyle = glow;
  ctx.fillRect(x - 0.26, y - 0.26, 0.52, 0.52);
  rr(ctx, x - 0.15, y - 0.025, 0.3, 0.05, 0.025, '#fffaf0');
};

/** Standing at the couch's head, bent over the client's face. */
const AT_THE_HEAD: Pick<Pose, 'hip' | 'feet'> = { hip: [0, 0.9], feet: [[0.12, 0.05], [-0.08, 0.05]] };

// ---- A massage ----------------------------------------------------------------------------------

const SPA_TOP = 0.7;
const SPA_TABLE: [number, number] = [-0.46, 1.5];
/** Face down, legs straight along the table, arms by the sides. */
const PRONE: Pose = { hip: [0, 0], lean: 90, feet: [[-0.92, -0.02], [-0.92, 0]], hands: [[0.12, -0.08], [0.16, -0.06]], nod: 0, toes: [-0.06, -0.14] };
const PRONE_HIP = 0.55;

/** The spa's massage table: wooden legs, a cream pad, a face cradle at the head end. */
const spaTable: Prop = (ctx) => {
  const [x0, x1] = SPA_TABLE;
  ctx.fillStyle = '#a47551';
  for (const lx of [x0 + 0.12, x1 - 0.18]) ctx.fillRect(lx, 0, 0.06, SPA_TOP);
  ctx.fillRect(x0 + 0.12, 0.18, x1 - x0 - 0.24, 0.04);
  rr(ctx, x0, SPA_TOP - 0.09, x1 - x0, 0.1, 0.03, '#efe3d3');
  rr(ctx, x1 - 0.02, SPA_TOP - 0.06, 0.22, 0.07, 0.03, '#efe3d3');
};

/** The client face down on the table, a white sheet over them from the small of the back to the feet. */
const underTowel: Prop = (ctx, art) => {
  ctx.save();
  ctx.translate(PRONE_HIP, SPA_TOP + 0.13);
  drawFigure(ctx, PRONE, { ...GUEST, top: '#f1c7a9' }, 0, undefined, undefined, lookOf(nextLook(art.look)));
  ctx.restore();
  rr(ctx, PRONE_HIP - 0.98, SPA_TOP - 0.04, 1.12, 0.24, 0.06, WHITE);
  rr(ctx, PRONE_HIP + 0.06, SPA_TOP - 0.04, 0.04, 0.22, 0.02, '#e6e1dc');
};

/** A stack of warm stones and an oil bottle on a stool by the table. */
const oils = (x: number): Prop => (ctx) => {
  rr(ctx, x - 0.02, 0, 0.04, 0.5, 0.01, '#a47551');
  rr(ctx, x - 0.16, 0.48, 0.32, 0.04, 0.015, '#c49a6c');
  for (const [dx, dy, w] of [[-0.08, 0.52, 0.12], [-0.065, 0.565, 0.09], [-0.05, 0.6, 0.06]] as const) rr(ctx, x + dx, dy, w, 0.045, 0.022, '#3b3a40');
  rr(ctx, x + 0.06, 0.52, 0.05, 0.12, 0.012, '#e9c46a');
};

// ---- A barber's hot towel -----------------------------------------------------------------------

/** Where the customer's face is in the barber chair (barber-chair.ts), under the towel. */
const TOWELLED: P = [0.85, 1.37];
/** A rolled hot towel over the face, steam rising from it. */
const hotTowel: Prop[] = [
  (ctx) => {
    ctx.fillStyle = '#fbfbf7';
    ctx.beginPath();
    ctx.ellipse(TOWELLED[0], TOWELLED[1], 0.075, 0.125, 0.2, 0, Math.PI * 2);
    ctx.fill();
    for (const dy of [-0.05, 0.02, 0.09]) rr(ctx, TOWELLED[0] - 0.05, TOWELLED[1] + dy, 0.1, 0.012, 0.006, '#e4e4dc');
  },
  // bodies.ts' steam is read when drawn: bodies.ts loads this file.
  (ctx, art) => steam(TOWELLED[0] - 0.05, TOWELLED[1] + 0.14, 0.12)(ctx, art),
];

// ---- The poses ----------------------------------------------------------------------------------

export const BEAUTY_WORK = {
  // Across the nail table from the client, painting the nails of the hand on its cushion; polish and the gel lamp on the table.
  manicure: {
    pose: MANICURING,
    back: [stool(-0.02, 0.46), nailTable, cushion, bottles(NAIL_TABLE[0] + 0.02), gelLamp(0.8), stool(ACROSS + 0.02, 0.46), companion(HAND_OUT, GUEST, ACROSS)],
    front: [paintedNails(clientHand), brush(MANICURING.hands[0], [clientHand[0] - 0.05, clientHand[1] + 0.01])],
    extent: [-0.36, ACROSS + 0.36, 1.46],
  },
  // On a low stool at the foot bath, the client sat back in the raised pedicure chair with their feet in it.
  pedicure: {
    pose: AT_THE_FEET,
    back: [stool(-0.02, 0.38), throne, footBath(false), companion(IN_THE_THRONE, GUEST, THRONE_AT), footBath(true)],
    extent: [-0.36, THRONE_AT + 0.34, 1.66],
  },
  // At the head of the beauty couch, brushing a mask on to the face of the client lying on it.
  facial: {
    pose: { ...AT_THE_HEAD, lean: 24, hands: [[0.5, 1.08], [0.3, 1.02]], nod: 22 },
    back: [couch, lyingBack, onFace(MASK)],
    front: [maskBrush([0.5, 1.08], [0.3, 1.02])],
    extent: [-0.24, COUCH[1] + 0.04, 1.76],
  },
  // Bent close over the client's eyes under the ring lamp, tweezers at the lashes.
  'lash-extensions': {
    pose: { ...AT_THE_HEAD, lean: 30, hands: [[0.56, 1.02], [0.5, 0.98]], nod: 24 },
    back: [ringLamp, couch, lyingBack, eyePad],
    front: [tweezers([0.56, 1.02])],
    extent: [-0.24, COUCH[1] + 0.04, 1.76],
  },
  // At the side of the spa table, both hands on the back of the client lying face down under a towel; stones and oil on the stool.
  massage: {
    pose: { hip: [0, 0.92], lean: 36, feet: [[0.12, 0.05], [-0.1, 0.05]], hands: [[0.8, 0.99], [0.7, 0.98]], nod: 20 },
    back: [oils(-0.5), spaTable, underTowel],
    extent: [-0.7, SPA_TABLE[1] + 0.24, 1.76],
  },
  // Behind the barber chair, pressing a steaming hot towel over the customer's face.
  'hot-towel': {
    pose: { hip: [0.06, 0.92], feet: [[0.14, 0.05], [-0.04, 0.05]], lean: 14, hands: [[0.76, 1.33], [0.78, 1.45]], nod: 16 },
    back: [barberChair, barberCustomer(false)],
    front: hotTowel,
    extent: [-0.22, 1.4, 1.8],
  },
} satisfies Record<string, Scene>;
