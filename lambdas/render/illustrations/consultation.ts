/**
 * A professional office at work (an accountant's, a solicitor's, a financial adviser's): the adviser seated on an office
 * chair at the near end of a desk, the client (or a couple) seated across it facing them; on the desk a laptop turned to
 * the viewer showing a spreadsheet, a stack of papers under a folder, a calculator and a pen pot. In conversation the
 * adviser's near hand is open over the desk; alone, they type at the laptop among the papers; going through the papers they hold a sheet up to the client, pointing at it,
 * the client leaning in to read. At the office door the adviser shakes the client's hand, the door open behind them.
 * Metres, y up, the figure facing +x, as bodies.ts draws; registered in bodies.ts's poses: import them through it only.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { limb, rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { officeChair } from './call-centre';
import { companion, GUEST } from './company';
import { sideChair } from './table-work';

/** The desk's top, its near and far ends; the client across sits facing the adviser, a second client behind the desk. */
const TOP = 0.74;
const DESK: [number, number] = [0.34, 1.24];
const ACROSS = 1.6;
const BEHIND = 1.12;
const PAPER = '#fbfaf5';
const INK = '#9aa3b0';
/** Colours that tell the office's things apart (its tests count them): the folder, the calculator's display, the door's leaf, the second client's top. */
export const FOLDER = '#3d6fa8';
export const DISPLAY = '#cfe3c4';
export const DOOR_LEAF = '#a47551';
export const SECOND_CLIENT = '#5e548e';

/** Seated at the desk, the hands where each moment puts them. */
const seated = (hands: [P, P], lean: number, nod: number): Pose => ({ hip: [0, 0.5], lean, feet: [[0.4, 0.05], [0.34, 0.05]], hands, nod });

/** The desk: a pale wooden top over a drawer pedestal at the adviser's end and a leg at the client's. */
const desk: Prop = (ctx) => {
  const [x0, x1] = DESK;
  rr(ctx, x0 + 0.02, 0, 0.3, TOP - 0.04, 0.01, '#c7ab86');
  for (const y of [0.16, 0.38]) rr(ctx, x0 + 0.05, y, 0.24, 0.015, 0.005, '#9c8260');
  rr(ctx, x1 - 0.07, 0, 0.045, TOP - 0.04, 0.01, '#9c8260');
  rr(ctx, x0 - 0.04, TOP - 0.045, x1 - x0 + 0.08, 0.05, 0.012, '#d9bf97');
};

/** A laptop open at the adviser's end, its screen turned to the viewer: rows of figures and a small bar chart. */
const laptop: Prop = (ctx) => {
  const x = DESK[0] + 0.06;
  rr(ctx, x, TOP + 0.005, 0.34, 0.022, 0.008, '#9aa1ad');
  rr(ctx, x + 0.05, TOP + 0.025, 0.28, 0.21, 0.018, '#3b4150');
  rr(ctx, x + 0.065, TOP + 0.04, 0.25, 0.18, 0.008, '#f3f6f9');
  for (let k = 0; k < 4; k++) rr(ctx, x + 0.08, TOP + 0.19 - k * 0.035, 0.11, 0.012, 0.004, '#b8c2cf');
  for (const [dx, h] of [[0.21, 0.05], [0.24, 0.08], [0.27, 0.11]] as const) rr(ctx, x + dx, TOP + 0.06, 0.022, h, 0.003, '#2a9d8f');
};

/** A stack of papers under a blue folder, mid-desk. */
const papers = (x: number): Prop => (ctx) => {
  for (let k = 0; k < 4; k++) rr(ctx, x + (k % 2) * 0.012, TOP + 0.005 + k * 0.012, 0.22, 0.011, 0.003, k % 2 ? '#eceae3' : PAPER);
  rr(ctx, x - 0.01, TOP + 0.053, 0.24, 0.022, 0.006, FOLDER);
};

/** A calculator lying tilted toward the viewer: its case, its display, its keys. */
const calculator = (x: number): Prop => (ctx) => {
  rr(ctx, x, TOP + 0.005, 0.15, 0.06, 0.012, '#4a5061');
  rr(ctx, x + 0.015, TOP + 0.034, 0.12, 0.02, 0.004, DISPLAY);
  ctx.fillStyle = '#d7dbe2';
  for (let k = 0; k < 4; k++) ctx.fillRect(x + 0.02 + k * 0.03, TOP + 0.015, 0.018, 0.011);
};

/** A pen pot with two pens. */
const penPot = (x: number): Prop => (ctx) => {
  limb(ctx, [[x + 0.02, TOP + 0.07], [x + 0.01, TOP + 0.15]], 0.01, '#1d3557');
  limb(ctx, [[x + 0.04, TOP + 0.07], [x + 0.06, TOP + 0.14]], 0.01, '#e63946');
  rr(ctx, x, TOP + 0.005, 0.07, 0.09, 0.012, '#6c757d');
};

/** A sheet of paper held at `at`, tipped by `tilt` radians: its lines of text and a signature line. */
const sheet = (at: P, tilt: number): Prop => (ctx: SKRSContext2D) => {
  ctx.save();
  ctx.translate(at[0], at[1]);
  ctx.rotate(tilt);
  rr(ctx, -0.02, -0.06, 0.2, 0.27, 0.006, PAPER);
  for (let k = 0; k < 6; k++) rr(ctx, 0.0, 0.17 - k * 0.033, k === 0 ? 0.1 : 0.16, 0.01, 0.003, INK);
  rr(ctx, 0.0, -0.035, 0.09, 0.01, 0.003, '#2a9d8f');
  ctx.restore();
};

/** Everything on the desk, in front of the adviser's far arm. */
const deskTop: Prop[] = [desk, laptop, papers(0.86), calculator(1.06), penPot(DESK[0] - 0.02 + 0.06)];

/** The clients: the one across on their chair, a second behind the desk (`two`), each facing the adviser. */
const clients = (pose: Pose, two: boolean): Prop[] => [
  ...(two ? [companion(pose, { ...GUEST, top: SECOND_CLIENT }, BEHIND, -1, 2)] : []),
  sideChair(ACROSS - 0.2, ACROSS + 0.24, 0.46, 'right'),
  companion(pose, GUEST, ACROSS),
];

/** Talking it through: the adviser's near hand open over the desk, the far one on it; the client's hands on the desk, listening. */
const ADVISING = seated([[0.52, 1.0], [0.42, TOP + 0.03]], 8, 0);
const LISTENING = seated([[0.4, TOP + 0.03], [0.3, 0.62]], 6, -4);
/** Going through a sheet together: held up across the desk in the far hand, the near hand pointing at it; the client leaning in to read. */
const SHOWING = seated([[0.62, 1.02], [0.58, 1.0]], 16, 12);
const HELD: P = [0.64, 0.94];
const READING = seated([[0.44, TOP + 0.04], [0.3, 0.62]], 18, 10);
const EXTENT: Scene['extent'] = [-0.34, ACROSS + 0.3, 1.5];

/** Standing at the office door, the near hand out to shake the client's; the client, facing, takes it. */
const SHAKING: Pose = { hip: [0, 0.92], lean: 2, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.36, 1.1], [-0.04, 0.66]], nod: -4 };
const CLIENT_AT = 0.76;

/** The office's door behind them, open: its frame, the corridor's light through it, the door leaf swung back with its glass and handle. */
const officeDoor = (x0: number, x1: number): Prop => (ctx) => {
  rr(ctx, x0 - 0.05, 0, x1 - x0 + 0.1, 2.1, 0.015, '#6c757d');
  rr(ctx, x0, 0, x1 - x0, 2.04, 0, '#eef2f5');
  rr(ctx, x0, 0, x1 - x0, 0.5, 0, '#d8dde3');
  ctx.fillStyle = DOOR_LEAF;
  ctx.beginPath();
  ctx.moveTo(x1, 0);
  ctx.lineTo(x1 + 0.2, -0.06);
  ctx.lineTo(x1 + 0.2, 2.12);
  ctx.lineTo(x1, 2.04);
  ctx.closePath();
  ctx.fill();
  rr(ctx, x1 + 0.05, 1.2, 0.1, 0.6, 0.01, '#cfe8f3');
  limb(ctx, [[x1 + 0.05, 1.02], [x1 + 0.14, 1.01]], 0.03, '#d4d8de');
};

const table = (pose: Pose, client: Pose, two: boolean, held?: Prop): Scene => ({
  pose,
  back: [officeChair, ...clients(client, two)],
  middle: deskTop,
  ...(held ? { front: [held] } : {}),
  extent: EXTENT,
});

/** Alone at the desk, typing at the laptop among the papers. */
const KEYING = seated([[0.56, TOP + 0.04], [0.5, TOP + 0.04]], 10, 16);

export const CONSULTATION = {
  // At work alone at the desk: typing at the laptop, the papers and the calculator beside it.
  'desk-paperwork': { pose: KEYING, back: [officeChair], middle: deskTop, extent: [-0.34, DESK[1] + 0.12, 1.5] },
  // Across the desk from one client, talking it through.
  consulting: table(ADVISING, LISTENING, false),
  // Across the desk from a couple: one across, the other behind the desk.
  'consulting-couple': table(ADVISING, LISTENING, true),
  // A sheet held up to the client across the desk and pointed at, the client leaning in to read.
  'reviewing-papers': table(SHOWING, READING, false, sheet(HELD, 0.12)),
  'reviewing-couple': table(SHOWING, READING, true, sheet(HELD, 0.12)),
  // At the office door, the two shaking hands, the door open behind the client.
  'office-handshake': {
    pose: SHAKING,
    back: [officeDoor(0.5, 1.28), companion(SHAKING, GUEST, CLIENT_AT)],
    extent: [-0.22, 1.52, 2.16],
  },
} satisfies Record<string, Scene>;
