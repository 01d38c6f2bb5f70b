/**
 * A kitchen's cold store and worktop as a food hygiene training shows them: the tall steel fridge stood open, its
 * temperature lit on the display above the door, its shelves stocked as the rules say (dairy and ready food on top,
 * vegetables in the middle, raw meat covered on the bottom shelf, every tub lidded and labelled with its date); the
 * cook putting a covered tray of raw meat on the bottom shelf or a labelled tub higher up, checking the temperature with the log on a clipboard,
 * and a steel worktop sprayed with sanitiser and wiped with a cloth.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { rr, type P, type Pose, type Prop, type Scene } from './bodies';

const FRIDGE = { x0: 0.36, x1: 1.14, top: 2.0 };
/** The shelves' heights, bottom to top. */
const SHELVES = [0.3, 0.78, 1.24] as const;
const STEEL = '#c9d1d9';
const STEEL_DARK = '#9aa7b4';
/** The raw meat's red and the lid's blue, which a test looks for. */
export const RAW_MEAT = '#c8414b';
export const DISPLAY_GREEN = '#3ddc84';
const LABEL = '#fbfbf7';

/**
 * The display's reading in the safe green: a thermometer's bulb and stem, its level low on a scale of ticks. No
 * figures: the layout may mirror the picture, and digits would read backwards.
 */
const reading = (at: P): Prop => (ctx) => {
  ctx.fillStyle = DISPLAY_GREEN;
  ctx.beginPath();
  ctx.arc(at[0] - 0.1, at[1] - 0.02, 0.018, 0, Math.PI * 2);
  ctx.fill();
  rr(ctx, at[0] - 0.108, at[1] - 0.02, 0.016, 0.07, 0.008, DISPLAY_GREEN);
  for (let i = 0; i < 5; i++) rr(ctx, at[0] - 0.06 + i * 0.034, at[1] - 0.03, 0.022, 0.02 + (i < 2 ? 0.03 : 0), 0.004, i < 2 ? DISPLAY_GREEN : '#3b4754');
};

/** A tub with its lid and a white date label. */
const tub = (x: number, y: number, w: number, h: number, food: string): Prop => (ctx) => {
  rr(ctx, x, y, w, h, 0.015, food);
  rr(ctx, x - 0.01, y + h - 0.01, w + 0.02, 0.03, 0.01, '#e9eef2');
  rr(ctx, x + w * 0.2, y + h * 0.25, w * 0.6, h * 0.4, 0.005, LABEL);
  ctx.fillStyle = '#6b7785';
  ctx.fillRect(x + w * 0.28, y + h * 0.48, w * 0.44, 0.008);
};

/** A gastronorm tray of raw meat under clear film, a date label on its lip. */
const meatTray = (x: number, y: number, w = 0.3): Prop => (ctx) => {
  rr(ctx, x, y, w, 0.07, 0.01, STEEL_DARK);
  for (let i = 0; i < 3; i++) rr(ctx, x + 0.03 + i * (w - 0.04) / 3, y + 0.05, (w - 0.08) / 3, 0.05, 0.02, RAW_MEAT);
  // The cling film over it: a clear sheen along the top, the meat's red still plain.
  ctx.fillStyle = 'rgba(235,246,255,0.8)';
  ctx.fillRect(x, y + 0.1, w, 0.012);
  rr(ctx, x + w * 0.35, y + 0.01, w * 0.3, 0.04, 0.005, LABEL);
};

/** A milk carton, white with a blue band. */
const carton = (x: number, y: number): Prop => (ctx) => {
  rr(ctx, x, y, 0.08, 0.2, 0.01, '#f6f8fa');
  rr(ctx, x, y + 0.08, 0.08, 0.05, 0.005, '#3a7bd5');
};

/** The fridge's body, its lit inside, the shelves stocked, the open door swung out toward the viewer, the display lit with its reading. */
const fridge = (emptyBottom: boolean): Prop[] => {
  const { x0, x1, top } = FRIDGE;
  const w = x1 - x0;
  const body: Prop = (ctx) => {
    rr(ctx, x0 - 0.04, 0.06, w + 0.08, top - 0.06, 0.03, STEEL);
    rr(ctx, x0, 0.12, w, top - 0.42, 0.02, '#eef6fb');
    rr(ctx, x0 - 0.04, 0, 0.06, 0.08, 0.01, '#4a5561');
    rr(ctx, x1 - 0.02, 0, 0.06, 0.08, 0.01, '#4a5561');
    // The display panel above the door.
    rr(ctx, x0 + w * 0.3, top - 0.22, w * 0.4, 0.13, 0.02, '#1f2731');
    for (const y of SHELVES) rr(ctx, x0, y - 0.02, w, 0.025, 0.005, STEEL_DARK);
  };
  const stock: Prop[] = [
    carton(x0 + 0.06, SHELVES[2]), carton(x0 + 0.16, SHELVES[2]), tub(x0 + 0.32, SHELVES[2], 0.18, 0.12, '#f3e7b3'), tub(x0 + 0.54, SHELVES[2], 0.16, 0.1, '#f7f2e8'),
    tub(x0 + 0.06, SHELVES[1], 0.24, 0.14, '#6fbf4a'), tub(x0 + 0.36, SHELVES[1], 0.2, 0.12, '#f29b38'), tub(x0 + 0.6, SHELVES[1], 0.12, 0.16, '#9bd46a'),
    ...(emptyBottom ? [] : [meatTray(x0 + 0.06, SHELVES[0])]), meatTray(x0 + 0.42, SHELVES[0], 0.28),
  ];
  // The door, open on its hinge, seen edge-on past the body: its gasket and handle toward us.
  const door: Prop = (ctx) => {
    ctx.fillStyle = STEEL;
    ctx.beginPath();
    ctx.moveTo(x1 + 0.04, 0.1);
    ctx.lineTo(x1 + 0.3, 0.02);
    ctx.lineTo(x1 + 0.3, top - 0.2);
    ctx.lineTo(x1 + 0.04, top - 0.3);
    ctx.closePath();
    ctx.fill();
    rr(ctx, x1 + 0.22, 0.9, 0.03, 0.4, 0.015, '#4a5561');
  };
  return [door, body, ...stock, reading([x0 + w / 2, top - 0.155])];
};

/** A steel worktop on its legs, a blue chopping board and a labelled tub at its back. */
const worktop = (x0: number, x1: number, height: number): Prop => (ctx) => {
  rr(ctx, x0 + 0.04, 0, 0.04, height, 0.01, STEEL_DARK);
  rr(ctx, x1 - 0.08, 0, 0.04, height, 0.01, STEEL_DARK);
  rr(ctx, x0 + 0.04, 0.16, x1 - x0 - 0.08, 0.03, 0.01, STEEL_DARK);
  rr(ctx, x0, height - 0.04, x1 - x0, 0.05, 0.01, STEEL);
  rr(ctx, x0, height - 0.04, x1 - x0, 0.012, 0.005, '#e6ebf0');
};

/** A spray bottle of sanitiser in hand, its mist toward the worktop. */
const sprayBottle = (at: P, mistTo: P): Prop => (ctx) => {
  rr(ctx, at[0] - 0.04, at[1] - 0.1, 0.08, 0.14, 0.02, '#2a9d8f');
  rr(ctx, at[0] - 0.025, at[1] - 0.06, 0.05, 0.05, 0.005, LABEL);
  rr(ctx, at[0] - 0.02, at[1] + 0.04, 0.06, 0.04, 0.01, '#f4f7fa');
  ctx.fillStyle = 'rgba(173,224,255,0.7)';
  for (let i = 0; i < 9; i++) {
    const t = (i + 1) / 10;
    ctx.beginPath();
    ctx.arc(at[0] + 0.06 + (mistTo[0] - at[0]) * t, at[1] + 0.06 + (mistTo[1] - at[1] - 0.06) * t + ((i % 3) - 1) * 0.02 * t, 0.008 + 0.01 * t, 0, Math.PI * 2);
    ctx.fill();
  }
};

/** A folded blue cloth under the hand, the wet sheen it leaves behind it. */
const cloth = (at: P, height: number): Prop => (ctx) => {
  ctx.fillStyle = '#bfe6f9';
  ctx.fillRect(at[0] - 0.3, height - 0.005, 0.26, 0.012);
  rr(ctx, at[0] - 0.08, height - 0.005, 0.16, 0.04, 0.01, '#3a86ff');
};

/** A clipboard with the temperature log, a pen's ticks in its columns. */
export const clipboard = (at: P): Prop => (ctx) => {
  rr(ctx, at[0] - 0.09, at[1] - 0.12, 0.18, 0.24, 0.015, '#a0713f');
  rr(ctx, at[0] - 0.075, at[1] - 0.105, 0.15, 0.2, 0.005, LABEL);
  rr(ctx, at[0] - 0.03, at[1] + 0.09, 0.06, 0.03, 0.005, STEEL_DARK);
  ctx.fillStyle = '#6b7785';
  for (let i = 0; i < 6; i++) ctx.fillRect(at[0] - 0.06, at[1] + 0.06 - i * 0.028, 0.12, 0.005);
};

/** A probe thermometer held to the shelf: its yellow body, steel probe and the figure it reads. */
const probe = (at: P): Prop => (ctx) => {
  rr(ctx, at[0] - 0.03, at[1] - 0.04, 0.06, 0.1, 0.015, '#f2c94c');
  rr(ctx, at[0] - 0.02, at[1] + 0.0, 0.04, 0.035, 0.005, '#dfe9d8');
  ctx.strokeStyle = STEEL_DARK;
  ctx.lineWidth = 0.008;
  ctx.beginPath();
  ctx.moveTo(at[0] + 0.03, at[1] - 0.03);
  ctx.lineTo(at[0] + 0.16, at[1] - 0.1);
  ctx.stroke();
};

const EXTENT: [number, number, number] = [-0.24, 1.5, 2.06];
const WORKTOP = 0.9;

export const KITCHEN_FRIDGE = {
  // On one knee at the open fridge, a covered tray of raw meat slid onto the bottom shelf, below everything ready to eat.
  'fridge-storing': {
    pose: { hip: [0, 0.54], lean: 24, feet: [[0.32, 0.05], [-0.32, 0.04]], hands: [[0.52, 0.4], [0.46, 0.42]], knees: [1, -1], nod: 14 } satisfies Pose,
    back: fridge(true),
    front: [meatTray(0.36, SHELVES[0] + 0.04)],
    // Down on one knee, the far shin reaches back behind the hip.
    extent: [-0.46, EXTENT[1], EXTENT[2]],
  },
  // Upright at the open fridge, a lidded, date-labelled tub set on its middle shelf, above the raw meat.
  'fridge-stocking': {
    pose: { hip: [0, 0.92], lean: 6, feet: [[0.1, 0.05], [-0.06, 0.05]], hands: [[0.5, SHELVES[1] + 0.2], [0.44, SHELVES[1] + 0.24]], nod: 6 } satisfies Pose,
    back: fridge(false),
    front: [tub(0.4, SHELVES[1] + 0.16, 0.2, 0.13, '#f3e7b3')],
    extent: EXTENT,
  },
  // Before the open fridge, its display lit in the safe green, a probe thermometer at the middle shelf, the log on the clipboard.
  'fridge-checking': {
    pose: { hip: [0, 0.92], lean: 4, feet: [[0.1, 0.05], [-0.06, 0.05]], hands: [[0.44, 1.04], [0.2, 1.12]], nod: -4 } satisfies Pose,
    back: fridge(false),
    front: [probe([0.44, 1.04]), clipboard([0.2, 1.12])],
    extent: EXTENT,
  },
  // At the steel worktop, sanitiser sprayed from the bottle in one hand, the surface wiped with a cloth under the other.
  'sanitising-worktop': {
    pose: { hip: [0, 0.92], lean: 16, feet: [[0.08, 0.05], [-0.08, 0.05]], hands: [[0.62, WORKTOP + 0.02], [0.3, 1.12]], nod: 22 } satisfies Pose,
    back: [worktop(0.3, 1.3, WORKTOP)],
    front: [cloth([0.62, WORKTOP], WORKTOP), sprayBottle([0.3, 1.12], [1.1, WORKTOP + 0.04])],
    extent: [-0.22, 1.34, 1.78],
  },
} satisfies Record<string, Scene>;
