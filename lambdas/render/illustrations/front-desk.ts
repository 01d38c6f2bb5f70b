/**
 * A reception's work across its front desk (a hotel's, a hostel's, a clinic's, a gym's): the receptionist behind a
 * full-depth desk, its raised ledge on the guest's side, a key rack on the wall behind; the guest at the ledge, their case
 * standing by. What passes across it is in hand at the ledge: the passport checked, the key card handed over, the card
 * machine held out with the bill, a leaflet turned to the guest (a cup and a clock for meal times, a map for the way, the
 * wifi's sign), never the meal itself. Metres, y up, as bodies.ts draws (its helpers are read only when drawn).
 */
import { limb, rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { companion, GUEST } from './company';
import { suitcase } from './wheeled-hand-over';

/** The receptionist's work top, at their waist; the guest's ledge, a hand higher. */
const TOP = 1.04;
export const LEDGE = 1.16;
/** The desk from behind the receptionist to the guest's side: a desk's full length, their legs hidden behind it, not a lectern beside them. */
export const FRONT_DESK: [number, number] = [-0.14, 0.8];
/** The screen's stand, before the receptionist. */
const SCREEN_AT = 0.36;
/** The ledge's span, over the guest's end of the desk. */
const LEDGE_AT: [number, number] = [0.5, 0.84];
/** Where the guest stands, their hips a step off the ledge. */
export const GUEST_AT = 1.0;
/** The key rack on the wall behind the receptionist. */
export const KEY_RACK = { x: -0.18, y: 1.48, w: 0.34, h: 0.44 };

const WOOD = '#b98a5e';
const PANEL = '#eee8de';

/** The desk side on: a pale panel with a band of colour, the wooden work top, the raised ledge over the guest's end, the screen turned to the receptionist. */
export const frontDesk: Prop = (ctx) => {
  const [x0, x1] = FRONT_DESK;
  rr(ctx, x0, 0, x1 - x0, TOP, 0.02, PANEL);
  rr(ctx, LEDGE_AT[0], TOP, x1 - LEDGE_AT[0], LEDGE - TOP, 0, PANEL);
  rr(ctx, x0, TOP * 0.5, x1 - x0, 0.1, 0, '#2a9d8f');
  rr(ctx, x0 - 0.04, TOP - 0.02, LEDGE_AT[0] - x0 + 0.06, 0.06, 0.02, WOOD);
  rr(ctx, LEDGE_AT[0] - 0.02, LEDGE - 0.02, LEDGE_AT[1] - LEDGE_AT[0] + 0.02, 0.06, 0.02, WOOD);
  // The screen on its stand, its back to the guest.
  limb(ctx, [[SCREEN_AT, TOP + 0.04], [SCREEN_AT, TOP + 0.14]], 0.03, '#3d4a5a');
  rr(ctx, SCREEN_AT - 0.08, TOP + 0.12, 0.16, 0.26, 0.02, '#2b2e35');
};

/** The key rack: a wooden board of pigeonholes, a key on its tag hanging in some. */
export const keyRack: Prop = (ctx) => {
  const { x, y, w, h } = KEY_RACK;
  rr(ctx, x, y, w, h, 0.02, '#8a5a3b');
  const [cols, rows] = [4, 4];
  const [cw, ch] = [(w - 0.04) / cols, (h - 0.04) / rows];
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const [cx, cy] = [x + 0.02 + c * cw, y + 0.02 + r * ch];
      rr(ctx, cx + 0.008, cy + 0.008, cw - 0.016, ch - 0.016, 0.005, '#5e3b26');
      if ((c * 3 + r) % 4 !== 1) {
        limb(ctx, [[cx + cw / 2, cy + ch - 0.02], [cx + cw / 2, cy + ch * 0.45]], 0.008, '#d4a94f');
        rr(ctx, cx + cw / 2 - 0.018, cy + ch * 0.12, 0.036, ch * 0.34, 0.006, (c + r) % 2 ? '#e9c46a' : '#e76f51');
      }
    }
  }
};

/** The guest's case on its wheels beside them, its handle up. */
const guestCase: Prop = suitcase(GUEST_AT + 0.12, [GUEST_AT + 0.33, 0.9]);

/** A point in the guest's own turned frame for where it lands in the picture (the guest faces the desk, -x). */
const atGuest = ([x, y]: P): P => [GUEST_AT - x, y];

/** The guest at the ledge: a hand on it, the other at the side. */
const AT_LEDGE: Pose = { hip: [0, 0.92], lean: 5, feet: [[0.08, 0.05], [-0.08, 0.05]], hands: [atGuest([0.72, LEDGE + 0.05]), [-0.06, 0.7]], nod: 2 };
/** The guest reaching across the ledge to `at` (a point in the picture), the other hand at the side. */
const reaching = (at: P, nod = 4): Pose => ({ ...AT_LEDGE, lean: 7, hands: [atGuest(at), [-0.06, 0.7]], nod });
/** The guest listening, hands at the sides, head a little down to what is shown. */
const LISTENING: Pose = { ...AT_LEDGE, lean: 4, hands: [[0.1, 0.72], [-0.06, 0.7]], nod: 6 };

/** The receptionist behind the desk: `near` hand at work, the far one on the top; head down to the hand by `nod`. */
const behindDesk = (near: P, nod: number, far: P = [0.34, TOP + 0.05]): Pose => ({ hip: [0, 0.92], lean: 3, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [near, far], nod });

/** A passport held open: its dark red cover, the photo page. */
const passport = ([x, y]: P): Prop => (ctx) => {
  rr(ctx, x - 0.02, y - 0.06, 0.16, 0.12, 0.01, '#7a1f2b');
  rr(ctx, x + 0.065, y - 0.05, 0.065, 0.1, 0.005, '#f4efe4');
  rr(ctx, x + 0.075, y - 0.005, 0.028, 0.036, 0.003, '#9fb3c8');
  ctx.fillStyle = '#d4a94f';
  ctx.beginPath();
  ctx.arc(x + 0.025, y + 0.005, 0.018, 0, Math.PI * 2);
  ctx.fill();
};

/** A key card: a blue card with a white band. */
const keyCard = ([x, y]: P): Prop => (ctx) => {
  rr(ctx, x - 0.01, y - 0.03, 0.1, 0.06, 0.008, '#1f6fb2');
  rr(ctx, x - 0.01, y + 0.006, 0.1, 0.012, 0, '#ffffff');
};

/** A card machine held out, its screen lit, the bill curling from its top; the guest's card tapped on it. */
const cardMachine = ([x, y]: P): Prop => (ctx) => {
  rr(ctx, x + 0.012, y + 0.1, 0.06, 0.1, 0.004, '#fbfaf6');
  rr(ctx, x - 0.01, y - 0.04, 0.1, 0.16, 0.018, '#2b2e35');
  rr(ctx, x + 0.005, y + 0.04, 0.07, 0.05, 0.006, '#7fd1c1');
  rr(ctx, x + 0.04, y + 0.07, 0.09, 0.055, 0.008, '#e9c46a');
};

export type Leaflet = 'times' | 'map' | 'wifi';

/** What a leaflet turned to the guest shows, drawn inside its box. */
const LEAFLET_FACES: Record<Leaflet, (ctx: Parameters<Prop>[0], x: number, y: number, w: number, h: number) => void> = {
  // A cup and a clock: when a meal is served, not the meal.
  times: (ctx, x, y, w, h) => {
    rr(ctx, x + w * 0.12, y + h * 0.1, w * 0.3, h * 0.26, 0.01, '#c8694f');
    limb(ctx, [[x + w * 0.44, y + h * 0.3], [x + w * 0.5, y + h * 0.2]], 0.01, '#c8694f');
    ctx.strokeStyle = '#2b2e35';
    ctx.lineWidth = 0.012;
    ctx.beginPath();
    ctx.arc(x + w * 0.72, y + h * 0.66, w * 0.17, 0, Math.PI * 2);
    ctx.stroke();
    limb(ctx, [[x + w * 0.72, y + h * 0.66], [x + w * 0.72, y + h * 0.78]], 0.01, '#2b2e35');
    limb(ctx, [[x + w * 0.72, y + h * 0.66], [x + w * 0.81, y + h * 0.66]], 0.01, '#2b2e35');
    rr(ctx, x + w * 0.12, y + h * 0.5, w * 0.36, 0.012, 0, '#8d99a6');
    rr(ctx, x + w * 0.12, y + h * 0.62, w * 0.3, 0.012, 0, '#8d99a6');
  },
  // A plan of the floors, a dotted way along it to the room's pin.
  map: (ctx, x, y, w, h) => {
    rr(ctx, x + w * 0.08, y + h * 0.08, w * 0.84, h * 0.84, 0.005, '#d8ead2');
    rr(ctx, x + w * 0.45, y + h * 0.08, w * 0.1, h * 0.84, 0, '#ffffff');
    rr(ctx, x + w * 0.08, y + h * 0.45, w * 0.84, h * 0.08, 0, '#ffffff');
    for (let k = 0; k < 5; k++) rr(ctx, x + w * (0.18 + k * 0.06), y + h * 0.48, w * 0.03, h * 0.02, 0, '#e63946');
    for (let k = 0; k < 3; k++) rr(ctx, x + w * 0.49, y + h * (0.58 + k * 0.08), w * 0.02, h * 0.04, 0, '#e63946');
    ctx.fillStyle = '#e63946';
    ctx.beginPath();
    ctx.arc(x + w * 0.5, y + h * 0.84, w * 0.07, 0, Math.PI * 2);
    ctx.fill();
  },
  // The wifi's sign over the password's line.
  wifi: (ctx, x, y, w, h) => {
    ctx.strokeStyle = '#1f6fb2';
    ctx.lineWidth = 0.016;
    for (const r of [0.12, 0.22, 0.32]) {
      ctx.beginPath();
      ctx.arc(x + w / 2, y + h * 0.5, w * r, Math.PI * 1.25, Math.PI * 1.75);
      ctx.stroke();
    }
    ctx.fillStyle = '#1f6fb2';
    ctx.beginPath();
    ctx.arc(x + w / 2, y + h * 0.47, w * 0.05, 0, Math.PI * 2);
    ctx.fill();
    rr(ctx, x + w * 0.15, y + h * 0.72, w * 0.7, h * 0.08, 0.005, '#2b2e35');
  },
};

/** The leaflet held up to the guest from its lower corner at `at`: a card facing out, what it tells drawn on it (y up, so drawn flipped). */
const leaflet = (face: Leaflet, [x, y]: P): Prop => (ctx) => {
  const [w, h] = [0.2, 0.26];
  rr(ctx, x - 0.01, y - 0.01, w + 0.02, h + 0.02, 0.01, '#d9d2c4');
  rr(ctx, x, y, w, h, 0.008, '#fffdf8');
  ctx.save();
  ctx.translate(x, y + h);
  ctx.scale(1, -1);
  LEAFLET_FACES[face](ctx, 0, 0, w, h);
  ctx.restore();
};

/** Where things pass across the ledge: the receptionist's hand out over it, the guest's coming to meet it. */
const ACROSS: P = [0.56, LEDGE + 0.1];
/** Where the receptionist holds what they check up to their eyes. */
const CHECKED: P = [0.4, 1.34];
/** The leaflet's lower corner, held up over the ledge toward the guest. */
const SHOWN: P = [0.44, LEDGE + 0.06];

const scene = (pose: Pose, guest: Pose, front: Prop[]): Scene => ({
  pose,
  back: [keyRack, guestCase, companion(guest, GUEST, GUEST_AT)],
  front: [frontDesk, ...front],
  extent: [Math.min(KEY_RACK.x, FRONT_DESK[0]) - 0.04, GUEST_AT + 0.56, 2.16],
});

/** A leaflet held up over the ledge, the far hand pointing at what it shows, the guest looking. */
const explaining = (face: Leaflet): Scene =>
  scene(behindDesk([SHOWN[0], SHOWN[1] + 0.02], 2, [SHOWN[0] + 0.06, SHOWN[1] + 0.16]), LISTENING, [leaflet(face, SHOWN)]);

export const FRONT_DESK_WORK = {
  // The passport handed across and held up to the eyes to be checked, the guest's hand on the ledge.
  'checking-id': scene(behindDesk(CHECKED, -4), AT_LEDGE, [passport([CHECKED[0] - 0.02, CHECKED[1] + 0.02])]),
  // The key card held out across the ledge, the guest's hand coming up to take it.
  'handing-key-card': scene(behindDesk(ACROSS, 6), reaching([ACROSS[0] + 0.1, ACROSS[1] - 0.01]), [keyCard([ACROSS[0] + 0.01, ACROSS[1] + 0.02])]),
  // Checking out: the card machine held out with the bill, the guest's card tapped on it.
  'checking-out': scene(behindDesk(ACROSS, 4), reaching([ACROSS[0] + 0.14, ACROSS[1] + 0.1]), [cardMachine([ACROSS[0] - 0.02, ACROSS[1]])]),
  // Something explained across the desk: a leaflet turned to the guest, the receptionist's far hand pointing at it.
  'explaining-times': explaining('times'),
  'explaining-way': explaining('map'),
  'explaining-wifi': explaining('wifi'),
} satisfies Record<string, Scene>;
