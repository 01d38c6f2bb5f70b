/**
 * A stockroom's and a shop floor's training steps, one a picture: a parcel packed into an open carton on the packing
 * bench (the tape gun beside it); a heavy box slid onto the shelving's bottom shelf, down on one knee; a step ladder
 * climbed to the top shelf, a hand on its rail; the shelves tidied, a row of packs pulled to the front; a pack's date
 * label read, held up to the eyes. No figures on any label: the layout may mirror the picture.
 * Metres, y up, as bodies.ts draws (its rig registers these poses).
 */
import { rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { heldBox } from './carry-work';
import { limb } from './stroke';

const STEEL = '#9aa5b1';
const SHELF = '#d5dbe1';
/** The packs' colours, the ladder's yellow, the tape gun's red and the date label's white, which tests look for. */
export const PACKS = ['#e76f51', '#2a9d8f', '#e9c46a', '#457b9d'] as const;
export const LADDER_YELLOW = '#f4b400';
export const TAPE_RED = '#d62828';
export const LABEL_WHITE = '#fdfdfb';
const DATE_MARK = '#1d3557';

/** Shelf heights, bottom to top. */
const LEVELS = [0.14, 0.62, 1.1, 1.58, 2.06] as const;

/** A pack on a shelf from x: a coloured box, its white label band. */
const pack = (x: number, y: number, colour: string, w = 0.09, h = 0.22): Prop => (ctx) => {
  rr(ctx, x, y, w, h, 0.01, colour);
  rr(ctx, x + w * 0.15, y + h * 0.35, w * 0.7, h * 0.22, 0.005, '#ffffff');
};

/**
 * Shelving from x0 to x1 with `levels` shelves: grey uprights and white shelves; packs in rows on the shelves from
 * `packsFrom` up, cartons below; `gap`: shelf index and x range left empty for what the picture puts there.
 */
const shelving = (x0: number, x1: number, levels: number, packsFrom: number, gap?: [number, number, number]): Prop => (ctx, art) => {
  const top = LEVELS[levels - 1]! + 0.36;
  for (const x of [x0, x1 - 0.04]) rr(ctx, x, 0, 0.04, top, 0.01, STEEL);
  rr(ctx, x0, 0, x1 - x0, top, 0, 'rgba(120,130,140,0.12)');
  LEVELS.slice(0, levels).forEach((y, level) => {
    rr(ctx, x0 - 0.02, y - 0.04, x1 - x0 + 0.04, 0.04, 0.01, SHELF);
    const free = (x: number, w: number) => !gap || gap[0] !== level || x + w < gap[1] || x > gap[2];
    if (level < packsFrom) {
      for (let x = x0 + 0.06; x + 0.3 < x1; x += 0.36) if (free(x, 0.3)) heldBox(x, y, 0.3, 0.26)(ctx, art);
    } else {
      for (let x = x0 + 0.06, k = 0; x + 0.09 < x1 - 0.04; x += 0.11, k++) if (free(x, 0.09)) pack(x, y, PACKS[(k + level) % PACKS.length]!)(ctx, art);
    }
  });
};

/** The packing bench from x0 to x1: its top at y, legs, a roll of paper underneath. */
const BENCH = 0.86;
const bench = (x0: number, x1: number): Prop => (ctx) => {
  for (const x of [x0 + 0.03, x1 - 0.07]) rr(ctx, x, 0, 0.04, BENCH, 0.01, '#6b7785');
  rr(ctx, x0, BENCH - 0.06, x1 - x0, 0.06, 0.01, '#c49a6c');
  rr(ctx, x0 + 0.1, 0.12, 0.5, 0.14, 0.07, '#efe6d8');
};

/** An open carton on the bench from x: its front, its flaps standing open, a packed item's top inside. */
const openCarton = (x: number, w: number, h: number): Prop => (ctx) => {
  rr(ctx, x + 0.04, BENCH + h - 0.08, w - 0.08, 0.1, 0.01, PACKS[3]);
  ctx.fillStyle = '#e0a96a';
  for (const [a, b, c] of [[x, x - 0.08, x + 0.04], [x + w, x + w + 0.08, x + w - 0.04]] as const) {
    ctx.beginPath();
    ctx.moveTo(a, BENCH + h);
    ctx.lineTo(b, BENCH + h + 0.14);
    ctx.lineTo(c, BENCH + h + 0.16);
    ctx.closePath();
    ctx.fill();
  }
  rr(ctx, x, BENCH, w, h, 0.015, '#dc9a55');
  rr(ctx, x, BENCH + h * 0.45, w, 0.03, 0.005, '#c98a4a');
};

/** A tape gun on the bench at x: its red frame and handle, a brown roll. */
const tapeGun = (x: number): Prop => (ctx) => {
  limb(ctx, [[x, BENCH + 0.02], [x + 0.14, BENCH + 0.02], [x + 0.1, BENCH + 0.14]], 0.03, TAPE_RED);
  ctx.fillStyle = '#b07a3c';
  ctx.beginPath();
  ctx.arc(x + 0.05, BENCH + 0.08, 0.05, 0, Math.PI * 2);
  ctx.fill();
};

/** The step ladder from x: two yellow rails, grey treads, the top platform at `top`. */
const TREADS = [0.26, 0.52] as const;
const RAIL_TOP = 1.66;
const stepLadder = (x: number, top: number): Prop => (ctx) => {
  limb(ctx, [[x, 0.02], [x + 0.16, top]], 0.035, LADDER_YELLOW);
  limb(ctx, [[x + 0.46, 0.02], [x + 0.3, top]], 0.035, LADDER_YELLOW);
  for (const t of TREADS) rr(ctx, x + 0.04 + (t / top) * 0.12, t - 0.02, 0.38 - (t / top) * 0.24, 0.04, 0.01, '#6b7785');
  rr(ctx, x + 0.1, top, 0.26, 0.05, 0.01, '#6b7785');
};

/** The ladder's safety rail from its platform up to the hand that holds it: drawn over the body, so it is seen held. */
const rail = (x: number, top: number): Prop => (ctx) => limb(ctx, [[x + 0.3, top], [x + 0.3, RAIL_TOP]], 0.035, LADDER_YELLOW);

/** A pack held up to be read, its white label with a dark date line toward the viewer. */
const readPack = (at: P): Prop => (ctx) => {
  rr(ctx, at[0] - 0.06, at[1] - 0.11, 0.12, 0.24, 0.015, PACKS[1]);
  rr(ctx, at[0] - 0.05, at[1] - 0.04, 0.1, 0.09, 0.006, LABEL_WHITE);
  rr(ctx, at[0] - 0.035, at[1] - 0.015, 0.07, 0.018, 0.004, DATE_MARK);
};

const STANDING: Pick<Pose, 'hip' | 'feet'> = { hip: [0, 0.92], feet: [[0.08, 0.05], [-0.08, 0.05]] };

/** Packing: over the bench, the item lowered into the open carton in both hands. */
const CARTON_X = 0.34;
const PACKING: Pose = { ...STANDING, lean: 18, hands: [[0.42, BENCH + 0.3], [0.58, BENCH + 0.3]], nod: 30 };
/** Shelving low: on one knee, the heavy box pushed onto the bottom shelf in both hands. */
const LOW_BOX: [number, number] = [0.4, 0.36];
const KNEELING: Pose = { hip: [0, 0.54], lean: 22, feet: [[0.32, 0.05], [-0.32, 0.04]], hands: [[0.42, LEVELS[0] + 0.22], [0.52, LEVELS[0] + 0.28]], knees: [1, -1], nod: 16 };
/** On the ladder's second tread, the near hand on its rail, the far setting a pack on the top shelf. */
const LADDER_X = -0.2;
const ON_THE_LADDER: Pose = { hip: [0.02, 0.92 + TREADS[1] - 0.05], lean: 2, feet: [[0.1, TREADS[1] + 0.04], [-0.04, TREADS[1] + 0.04]], hands: [[0.1, RAIL_TOP - 0.04], [0.46, LEVELS[3] + 0.14]], nod: -6 };
/** Tidying: at the middle shelves, a row of packs pulled forward by both hands. */
const TIDYING: Pose = { ...STANDING, lean: 8, hands: [[0.44, LEVELS[2] + 0.1], [0.62, LEVELS[2] + 0.12]], nod: 10 };
/** Reading a date: a pack held up before the eyes, the far hand on the shelf's edge. */
const PACK_AT: P = [0.36, 1.36];
const READING: Pose = { ...STANDING, lean: 2, hands: [PACK_AT, [0.52, LEVELS[2] + 0.02]], nod: 6 };

export const STOCK_WORK = {
  // Packing a parcel: the item going into the open carton on the bench, the tape gun ready beside it, shelving of cartons behind.
  'packing-box': {
    pose: PACKING,
    back: [shelving(0.5, 1.5, 3, 5), bench(0.22, 1.3), openCarton(CARTON_X, 0.32, 0.24), tapeGun(0.92)],
    front: [pack(0.44, BENCH + 0.22, PACKS[0], 0.12, 0.16)],
    extent: [-0.24, 1.5, 1.86],
  },
  // A heavy box put on the bottom shelf: down on one knee, the box slid in with both hands, the shelves above stocked.
  'shelving-heavy-box': {
    pose: KNEELING,
    back: [shelving(0.3, 1.4, 3, 1, [0, 0.3, 0.9])],
    front: [heldBox(LOW_BOX[0], LEVELS[0], LOW_BOX[1] + 0.06, LOW_BOX[1])],
    extent: [-0.46, 1.42, 1.8],
  },
  // A step ladder climbed: on its second tread by the shelving, a hand on its rail, a pack set on the top shelf.
  'climbing-ladder': {
    pose: ON_THE_LADDER,
    back: [shelving(0.36, 1.3, 4, 1, [3, 0.36, 0.62]), stepLadder(LADDER_X, TREADS[1] + 0.3)],
    front: [rail(LADDER_X, TREADS[1] + 0.3), pack(0.42, LEVELS[3], PACKS[0])],
    extent: [-0.3, 1.32, 2.36],
  },
  // The shelves tidied: at the middle shelf, a row of packs pulled to its front edge, labels out.
  'tidying-shelf': {
    pose: TIDYING,
    back: [shelving(0.3, 1.3, 4, 1, [2, 0.36, 0.7])],
    front: [pack(0.4, LEVELS[2], PACKS[2]), pack(0.5, LEVELS[2], PACKS[2]), pack(0.6, LEVELS[2], PACKS[2])],
    extent: [-0.24, 1.32, 2.0],
  },
  // A date label checked: a pack held up before the eyes, its white label and date toward the viewer, the shelf beside.
  'checking-date': {
    pose: READING,
    back: [shelving(0.44, 1.36, 4, 1)],
    front: [readPack(PACK_AT)],
    extent: [-0.24, 1.38, 2.0],
  },
} satisfies Record<string, Scene>;
