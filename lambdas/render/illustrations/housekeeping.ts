/**
 * A hotel housekeeper's rounds as a hotel group's training shows them (issue 23): knocking at a guest room's door
 * with the housekeeping cart beside them, checking the minibar crouched at its open fridge with the tablet the
 * stock and any damage are reported on, and cleaning the bathroom: the mirror over the basin wiped, the toilet
 * scrubbed, the caddy of products at hand; fresh towels set on the made bed. The stripped linen goes into the same cart's laundry bag (bed-making.ts).
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { limb, rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { bedMaking } from './bed-making';

/** The cart's steel frame, the room door's paint and the minibar's body: colours the tests look for. */
export const CART_FRAME = '#56616d';
export const DOOR_PAINT = '#3f5f7a';
export const MINIBAR_BODY = '#141414';
const LINEN = '#fbfaf6';
const SHADE = '#d5dbe3';
const CHROME = '#b8c2cc';
/** The products' colours: a cleaner's blue, a disinfectant's green, a glass cleaner's teal. */
const PRODUCTS = ['#3a86ff', '#43aa8b', '#2a9d8f'] as const;

/** A caddy of three spray bottles with its carry handle, its base at (x, y). */
const caddy = (x: number, y: number): Prop => (ctx) => {
  PRODUCTS.forEach((colour, k) => {
    rr(ctx, x + 0.02 + k * 0.085, y + 0.06, 0.065, 0.16, 0.015, colour);
    rr(ctx, x + 0.03 + k * 0.085, y + 0.22, 0.04, 0.04, 0.006, '#f4f7fa');
  });
  rr(ctx, x, y, 0.3, 0.1, 0.02, '#f2c94c');
  limb(ctx, [[x + 0.04, y + 0.1], [x + 0.15, y + 0.32], [x + 0.26, y + 0.1]], 0.014, '#e0b33a');
};

/**
 * The housekeeping cart from x to x + 0.8: its steel frame on castors, shelves of folded towels and toilet rolls,
 * the caddy on top, and at one end the white laundry bag, heaped with used linen when `full`; the bag's end
 * toward the viewer's left when `bagLeft`, so the end the picture is about shows past the housekeeper.
 */
export const housekeepingCart = (x: number, full: boolean, bagLeft: boolean): Prop => (ctx, art) => {
  const w = 0.8;
  ctx.save();
  if (bagLeft) {
    ctx.translate(2 * x + w, 0);
    ctx.scale(-1, 1);
  }
  for (const cx of [x + 0.08, x + w - 0.08]) {
    ctx.fillStyle = '#2d2d36';
    ctx.beginPath();
    ctx.arc(cx, 0.05, 0.05, 0, Math.PI * 2);
    ctx.fill();
  }
  rr(ctx, x, 0.08, 0.04, 1.0, 0.01, CART_FRAME);
  rr(ctx, x + 0.5, 0.08, 0.04, 1.0, 0.01, CART_FRAME);
  for (const y of [0.1, 0.48, 0.86]) rr(ctx, x, y, 0.54, 0.035, 0.01, CART_FRAME);
  // Folded towels on the middle shelf, toilet rolls on the bottom one.
  for (let k = 0; k < 3; k++) {
    rr(ctx, x + 0.05, 0.515 + k * 0.09, 0.44, 0.085, 0.03, k === 1 ? SHADE : LINEN);
  }
  for (let k = 0; k < 4; k++) rr(ctx, x + 0.06 + k * 0.11, 0.135, 0.1, 0.13, 0.03, '#f4f1ea');
  caddy(x + 0.1, 0.895)(ctx, art);
  // The laundry bag hung on the end, its hoop at the top.
  rr(ctx, x + 0.54, 0.1, w - 0.54, 0.9, 0.06, '#e7ecf1');
  rr(ctx, x + 0.54, 0.96, w - 0.54, 0.05, 0.02, CART_FRAME);
  if (full) {
    for (const [dx, dy, r] of [[0.6, 1.04, 0.1], [0.7, 1.06, 0.09], [0.66, 1.12, 0.08]] as const) {
      ctx.fillStyle = LINEN;
      ctx.strokeStyle = SHADE;
      ctx.lineWidth = 0.012;
      ctx.beginPath();
      ctx.ellipse(x + dx, dy, r, r * 0.7, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
    }
  }
  ctx.restore();
};

/** The "do not disturb" hanger's red, which a test looks for. */
export const SIGN_RED = '#d62839';

/** A "do not disturb" hanger on the lever from x: its hole over the handle, a red card with a white bar (no words, the picture may be mirrored). */
const doNotDisturb = (x: number): Prop => (ctx) => {
  rr(ctx, x + 0.1, 0.62, 0.13, 0.32, 0.02, SIGN_RED);
  rr(ctx, x + 0.12, 0.74, 0.09, 0.035, 0.01, '#ffffff');
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(x + 0.165, 0.9, 0.025, 0, Math.PI * 2);
  ctx.fill();
};

/** A guest room's door from x, shut in its frame on the corridor's wall: its number, key-card lock lit green, lever handle. */
const roomDoor = (x: number): Prop => (ctx) => {
  const w = 0.72;
  // A little low for a real door, so its frame's top stays inside a close picture.
  rr(ctx, x - 0.06, 0, w + 0.12, 1.99, 0.02, '#efe9df');
  rr(ctx, x, 0, w, 1.93, 0.01, DOOR_PAINT);
  for (const [y, h] of [[1.14, 0.66], [0.12, 0.88]] as const) rr(ctx, x + 0.09, y, w - 0.18, h, 0.02, '#4b6d89');
  rr(ctx, x + w / 2 - 0.13, 1.56, 0.26, 0.1, 0.02, '#d9b45a');
  rr(ctx, x + 0.05, 1.0, 0.1, 0.2, 0.02, '#3b4754');
  rr(ctx, x + 0.08, 1.16, 0.04, 0.02, 0.01, '#3ddc84');
  rr(ctx, x + 0.04, 0.96, 0.2, 0.035, 0.015, CHROME);
};

/** A minibar from x: the wooden cabinet, the small fridge in it stood open, lit, its bottles and cans, its door swung out. */
const minibar = (x: number): Prop => (ctx) => {
  rr(ctx, x - 0.05, 0, 0.6, 0.78, 0.03, '#b08158');
  rr(ctx, x - 0.07, 0.76, 0.64, 0.05, 0.02, '#8f6443');
  rr(ctx, x, 0.06, 0.5, 0.56, 0.02, MINIBAR_BODY);
  rr(ctx, x + 0.035, 0.1, 0.43, 0.48, 0.01, '#eef6fb');
  rr(ctx, x + 0.035, 0.32, 0.43, 0.015, 0.005, CHROME);
  // Bottles on the upper shelf and cans below: water, juice, a wine's green; a cola's red, a beer's gold.
  ['#5fa8d3', '#f29b38', '#2f6b3a'].forEach((c, k) => rr(ctx, x + 0.06 + k * 0.13, 0.34, 0.07, 0.2 - (k % 2) * 0.04, 0.02, c));
  ['#d62828', '#e9c46a', '#3a86ff'].forEach((c, k) => rr(ctx, x + 0.06 + k * 0.13, 0.12, 0.08, 0.12, 0.01, c));
  // Its door open toward the viewer, seen edge-on with its rack of small bottles.
  ctx.fillStyle = MINIBAR_BODY;
  ctx.beginPath();
  ctx.moveTo(x + 0.5, 0.08);
  ctx.lineTo(x + 0.66, 0.02);
  ctx.lineTo(x + 0.66, 0.6);
  ctx.lineTo(x + 0.5, 0.62);
  ctx.closePath();
  ctx.fill();
  for (let k = 0; k < 3; k++) rr(ctx, x + 0.535, 0.14 + k * 0.15, 0.09, 0.08, 0.01, ['#f2c94c', '#c8414b', '#5fa8d3'][k]!);
};

/**
 * What hangs on the wall above low work from x, to 1.95 m: a framed print over the minibar's cabinet, a shelf of rolled towels
 * over the toilet. It is the room's own, and it keeps the one crouched or bent below it framed whole in a wide frame (a
 * picture whose face starts low is not cut at the knees), the minibar and the bowl above the caption band.
 */
const framedPrint = (x: number): Prop => (ctx) => {
  rr(ctx, x, 1.3, 0.56, 0.62, 0.02, '#6b4f3a');
  rr(ctx, x + 0.05, 1.35, 0.46, 0.52, 0.01, '#f3ead8');
  rr(ctx, x + 0.05, 1.35, 0.46, 0.2, 0.01, '#d9b45a');
  rr(ctx, x + 0.05, 1.55, 0.46, 0.12, 0.01, '#8fb8c9');
};
const towelShelf = (x: number): Prop => (ctx) => {
  rr(ctx, x, 1.62, 0.6, 0.03, 0.01, CHROME);
  for (let k = 0; k < 3; k++) {
    ctx.fillStyle = k === 1 ? SHADE : LINEN;
    ctx.strokeStyle = SHADE;
    ctx.lineWidth = 0.012;
    ctx.beginPath();
    ctx.ellipse(x + 0.11 + k * 0.19, 1.74, 0.09, 0.09, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }
};

/** A tablet held in hand, its screen lit with a checklist: the stock and any damage reported as they are seen. */
const tablet = ([x, y]: P): Prop => (ctx) => {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(0.35);
  rr(ctx, -0.12, -0.08, 0.24, 0.17, 0.02, '#1f2731');
  rr(ctx, -0.105, -0.065, 0.21, 0.14, 0.01, '#e8f3f8');
  for (let k = 0; k < 3; k++) {
    rr(ctx, -0.09, 0.035 - k * 0.04, 0.025, 0.025, 0.005, k === 2 ? '#e76f51' : '#3ddc84');
    rr(ctx, -0.055, 0.04 - k * 0.04, 0.13, 0.012, 0.005, '#8a97a6');
  }
  ctx.restore();
};

/** The vanity from x: a basin on its counter under the wall mirror, the tap, the caddy beside it. */
const vanity = (x: number): Prop => (ctx, art) => {
  rr(ctx, x, 0, 0.9, 0.84, 0.02, '#d9d2c5');
  rr(ctx, x - 0.02, 0.82, 0.94, 0.06, 0.02, '#f4f1ea');
  rr(ctx, x + 0.24, 0.84, 0.42, 0.08, 0.04, '#ffffff');
  limb(ctx, [[x + 0.45, 0.88], [x + 0.45, 1.02], [x + 0.38, 1.02]], 0.02, CHROME);
  rr(ctx, x + 0.06, 1.12, 0.78, 0.82, 0.03, CHROME);
  rr(ctx, x + 0.09, 1.15, 0.72, 0.76, 0.02, '#d7ebf2');
  ctx.fillStyle = 'rgba(255,255,255,0.6)';
  ctx.beginPath();
  ctx.moveTo(x + 0.5, 1.9);
  ctx.lineTo(x + 0.62, 1.9);
  ctx.lineTo(x + 0.3, 1.16);
  ctx.lineTo(x + 0.18, 1.16);
  ctx.closePath();
  ctx.fill();
  caddy(x + 0.58, 0.88)(ctx, art);
};

/** A cloth under the hand, the clean streak it leaves on the glass behind it. */
const cloth = ([x, y]: P): Prop => (ctx) => {
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  ctx.fillRect(x - 0.02, y - 0.26, 0.05, 0.24);
  rr(ctx, x - 0.06, y - 0.06, 0.13, 0.12, 0.03, PRODUCTS[0]);
};

/** A spray bottle in hand, its nozzle toward `to`, a mist between. */
const spray = ([x, y]: P, to: P): Prop => (ctx) => {
  rr(ctx, x - 0.035, y - 0.09, 0.07, 0.14, 0.02, PRODUCTS[2]);
  rr(ctx, x - 0.02, y + 0.05, 0.05, 0.04, 0.01, '#f4f7fa');
  ctx.fillStyle = 'rgba(173,224,255,0.7)';
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    ctx.beginPath();
    ctx.arc(x + (to[0] - x) * t, y + 0.07 + (to[1] - y - 0.07) * t, 0.008 + 0.012 * t, 0, Math.PI * 2);
    ctx.fill();
  }
};

/** The toilet from x, seen from its side: the bowl on its pedestal, the seat and lid raised against the cistern on the wall. */
const toilet = (x: number): Prop => (ctx) => {
  rr(ctx, x + 0.34, 0.48, 0.2, 0.5, 0.03, SHADE);
  rr(ctx, x + 0.36, 0.5, 0.16, 0.46, 0.03, '#ffffff');
  rr(ctx, x + 0.12, 0, 0.26, 0.3, 0.05, '#eef1f4');
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = SHADE;
  ctx.lineWidth = 0.012;
  ctx.beginPath();
  ctx.moveTo(x - 0.02, 0.42);
  ctx.lineTo(x + 0.46, 0.42);
  ctx.quadraticCurveTo(x + 0.46, 0.2, x + 0.3, 0.2);
  ctx.lineTo(x + 0.14, 0.2);
  ctx.quadraticCurveTo(x - 0.02, 0.24, x - 0.02, 0.42);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  rr(ctx, x - 0.03, 0.41, 0.44, 0.035, 0.015, '#eef1f4');
  rr(ctx, x + 0.28, 0.44, 0.05, 0.44, 0.02, '#f4f7fa');
};

/** A toilet brush in hand, its head down in the bowl. */
const brush = ([x, y]: P, bowl: P): Prop => (ctx) => {
  limb(ctx, [[x, y], bowl], 0.02, '#f4f7fa');
  rr(ctx, bowl[0] - 0.04, bowl[1] - 0.03, 0.08, 0.07, 0.02, PRODUCTS[0]);
};

/** Fresh towels folded in a stack on the hands, the top one's fold toward the viewer. */
const towels = ([x, y]: P): Prop => (ctx) => {
  for (let k = 0; k < 3; k++) {
    rr(ctx, x - 0.2, y + k * 0.07, 0.4, 0.075, 0.03, SHADE);
    rr(ctx, x - 0.19, y + 0.008 + k * 0.07, 0.38, 0.06, 0.025, LINEN);
  }
};

const KNOCK: Pose = { hip: [0, 0.92], lean: 4, feet: [[0.12, 0.05], [-0.08, 0.05]], hands: [[0.42, 1.44], [0.14, 0.9]], nod: -4 };
const CROUCH: Pose = { hip: [0, 0.5], lean: 22, feet: [[0.3, 0.05], [-0.28, 0.04]], hands: [[0.42, 0.44], [0.22, 0.86]], knees: [1, -1], nod: 18 };
const REPORT: Pose = { hip: [0, 0.92], lean: 4, feet: [[0.1, 0.05], [-0.08, 0.05]], hands: [[0.3, 1.16], [0.22, 1.1]], nod: 20 };
const MIRROR: Pose = { hip: [0, 0.92], lean: 10, feet: [[0.1, 0.05], [-0.08, 0.05]], hands: [[0.5, 1.48], [0.3, 1.2]], nod: -8 };
const TOWELS: Pose = { hip: [0, 0.92], lean: 12, feet: [[0.1, 0.05], [-0.08, 0.05]], hands: [[0.5, 0.98], [0.44, 1.0]], nod: 16 };
const TOILET: Pose = { hip: [0, 0.84], lean: 46, feet: [[0.16, 0.05], [-0.14, 0.05]], hands: [[0.48, 0.62], [0.3, 0.8]], nod: 20 };

export const HOUSEKEEPING = {
  // At a guest room's shut door, knuckles to it, the cart parked behind them on the corridor.
  'knocking-door': {
    pose: KNOCK,
    // Framed close, the door's top and the cart's far end cut, so the housekeeper fills a tall frame.
    back: [housekeepingCart(-0.6, false, false), roomDoor(0.38)],
    extent: [-0.58, 1.04, 2.0],
  },
  // Anyone else's knock at a room's door (a carer's, a nurse's, a courier's): the door alone, no housekeeping cart.
  'knocking-room': {
    pose: KNOCK,
    back: [roomDoor(0.38)],
    extent: [-0.3, 1.04, 2.0],
  },
  // A step back from a door with "do not disturb" hung on its handle, the room noted on the tablet to come back to later.
  'door-not-disturb': {
    pose: REPORT,
    back: [housekeepingCart(-0.6, false, false), roomDoor(0.38), doNotDisturb(0.38)],
    front: [tablet([0.28, 1.14])],
    extent: [-0.58, 1.04, 2.0],
  },
  // Crouched at the open minibar, a bottle checked with one hand, the tablet it is reported on in the other.
  'checking-minibar': {
    pose: CROUCH,
    back: [minibar(0.3), framedPrint(0.32)],
    front: [tablet([0.22, 0.86])],
    extent: [-0.42, 1.0, 1.96],
  },
  // Standing by the minibar, the tablet in both hands: what is missing or damaged reported before leaving the room.
  'reporting-room': {
    pose: REPORT,
    back: [minibar(0.42)],
    front: [tablet([0.28, 1.14])],
    extent: [-0.3, 1.16, 1.8],
  },
  // At the basin, the mirror wiped with a cloth under one hand, glass cleaner sprayed from the other, the caddy by the basin.
  'cleaning-mirror': {
    pose: MIRROR,
    back: [vanity(0.3)],
    front: [cloth([0.5, 1.48]), spray([0.3, 1.2], [0.56, 1.6])],
    extent: [-0.26, 1.24, 2.0],
  },
  // Bent over the toilet, the bowl scrubbed with the brush, the caddy on the cistern.
  'cleaning-toilet': {
    pose: TOILET,
    back: [toilet(0.36), caddy(0.7, 0.98), towelShelf(0.42)],
    front: [brush([0.48, 0.62], [0.56, 0.34])],
    extent: [-0.3, 1.06, 1.96],
  },
  // Fresh towels folded in a stack, set down on the foot of the made bed.
  'placing-towels': {
    pose: TOWELS,
    back: bedMaking('duvet', [0.5, 0.98]).back,
    front: [towels([0.5, 0.94])],
    extent: [-0.3, 1.3, 1.76],
  },
} satisfies Record<string, Scene>;
