/**
 * Home energy at work and at home (issue 23): an installer kneeling on the roof lowering a solar panel onto its
 * rails, clipped to a safety line; an installer carrying a panel up, its face to the viewer; an engineer at a heat
 * pump's outdoor unit; someone plugging the charging cable into their electric car; two people side by
 * side on the sofa, turned to the tablet one holds, its screen (an energy app's chart, to the viewer) between them.
 * Metres, y up, facing +x, as bodies.ts draws; registered in bodies.ts's poses.
 */
import { drawFigure, OUTFITS, rr, type P, type Prop, type Scene } from './bodies';
import { companion, GUEST } from './company';
import { atChildSize } from './figure-build';
import { lookOf, nextLook } from './figure-look';
import { solarPanel } from './solar-panels';

const RAIL = '#aab4bf';

/** The mounting rails on the roof under where the panel goes: two silver bars on their hooks. */
const rails: Prop = (ctx) => {
  for (const y of [0.04, 0.2]) {
    rr(ctx, 0.3, y, 1.34, 0.035, 0.01, RAIL);
    for (const x of [0.5, 1.0, 1.5]) rr(ctx, x, y - 0.04, 0.04, 0.05, 0.01, '#6f7a86');
  }
};

/** The safety line from the harness at the back, slack down to its anchor on the roof behind. */
const safetyLine = (from: P, anchor: P): Prop => (ctx) => {
  ctx.strokeStyle = '#f08a24';
  ctx.lineWidth = 0.025;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(from[0], from[1]);
  ctx.quadraticCurveTo(anchor[0] - 0.05, from[1] - 0.1, anchor[0], anchor[1]);
  ctx.stroke();
  rr(ctx, from[0] - 0.04, from[1] - 0.03, 0.08, 0.06, 0.015, '#3a3f4b');
  rr(ctx, anchor[0] - 0.05, anchor[1] - 0.03, 0.1, 0.05, 0.015, '#6f7a86');
};

/** An air-source heat pump's outdoor unit on its feet from x, its fan behind a round grille, vents down its side, the near panel off. */
const heatPump = (x: number): Prop => (ctx) => {
  const [w, h] = [0.92, 0.72];
  for (const dx of [0.08, w - 0.16]) rr(ctx, x + dx, 0, 0.08, 0.08, 0.01, '#6f7a86');
  rr(ctx, x - 0.012, 0.068, w + 0.024, h + 0.024, 0.05, '#9aa5b1');
  rr(ctx, x, 0.08, w, h, 0.04, '#eef1f4');
  rr(ctx, x, 0.08, w, 0.05, 0.02, '#cfd6dd');
  const [cx, cy, r] = [x + w * 0.4, 0.08 + h * 0.5, h * 0.36];
  ctx.fillStyle = '#3a3f4b';
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#c9d1da';
  ctx.lineWidth = 0.012;
  for (const k of [0.35, 0.65, 0.95]) {
    ctx.beginPath();
    ctx.arc(cx, cy, r * k, 0, Math.PI * 2);
    ctx.stroke();
  }
  for (let k = 0; k < 6; k++) rr(ctx, x + w * 0.8, 0.2 + k * 0.09, w * 0.14, 0.025, 0.01, '#b8c1ca');
};

/** A screwdriver in the hand, its blade to the unit. */
const screwdriver = (hand: P): Prop => (ctx) => {
  rr(ctx, hand[0] - 0.03, hand[1] - 0.025, 0.1, 0.05, 0.02, '#e63946');
  rr(ctx, hand[0] + 0.07, hand[1] - 0.008, 0.1, 0.016, 0.006, '#aab4bf');
};

/** An electric car side on from its tail at x, the charge port's flap open at its rear flank where the plug goes in. */
const electricCar = (x: number, colour: string): Prop => (ctx) => {
  const len = 3.1;
  rr(ctx, x, 0.28, len, 0.62, 0.18, colour);
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(x + 0.35, 0.86);
  ctx.lineTo(x + 0.75, 1.4);
  ctx.lineTo(x + 2.0, 1.4);
  ctx.lineTo(x + 2.55, 0.86);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = '#2a303b';
  ctx.beginPath();
  ctx.moveTo(x + 0.5, 0.9);
  ctx.lineTo(x + 0.8, 1.32);
  ctx.lineTo(x + 1.95, 1.32);
  ctx.lineTo(x + 2.38, 0.9);
  ctx.closePath();
  ctx.fill();
  rr(ctx, x + 1.33, 0.9, 0.06, 0.44, 0.01, colour);
  rr(ctx, x + 1.42, 0.66, 0.18, 0.035, 0.015, 'rgba(0,0,0,0.35)');
  rr(ctx, x - 0.02, 0.62, 0.08, 0.12, 0.03, '#e63946');
  rr(ctx, x + 0.14, 0.7, 0.14, 0.16, 0.03, '#163a5c');
  rr(ctx, x + len - 0.08, 0.6, 0.1, 0.1, 0.03, '#fff3c4');
  for (const wx of [x + 0.62, x + 2.45]) {
    ctx.fillStyle = '#1f232b';
    ctx.beginPath();
    ctx.arc(wx, 0.32, 0.31, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#b8c1ca';
    ctx.beginPath();
    ctx.arc(wx, 0.32, 0.15, 0, Math.PI * 2);
    ctx.fill();
  }
};

/** A charging post beside the car: its box, a green light on, the cable from it sagging down and up to the plug in the hand. */
const chargingPost = (x: number, hand: P): Prop => (ctx) => {
  rr(ctx, x, 0, 0.1, 0.96, 0.02, '#5f6b78');
  rr(ctx, x - 0.07, 0.86, 0.24, 0.4, 0.04, '#f4f6f8');
  rr(ctx, x - 0.02, 1.12, 0.14, 0.05, 0.02, '#2a9d6f');
  ctx.strokeStyle = '#23272e';
  ctx.lineWidth = 0.03;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(x + 0.05, 0.88);
  ctx.bezierCurveTo(x + 0.1, 0.1, hand[0] - 0.2, 0.1, hand[0], hand[1]);
  ctx.stroke();
  rr(ctx, hand[0] - 0.02, hand[1] - 0.04, 0.12, 0.08, 0.025, '#2b2f36');
};

/** A panel through four corners, its frame 2 cm wide. */
const panel = (corners: readonly [P, P, P, P], glint = 0.35): Prop => (ctx) => solarPanel(ctx, corners, 0.02, glint);

/** The energy app on a tablet held up with its screen to the viewer: this month's use in falling bars, the saving in green. */
const tabletShowingSavings = (x: number, y: number): Prop => (ctx) => {
  const [w, h] = [0.34, 0.24];
  rr(ctx, x, y, w, h, 0.025, '#2b2f36');
  rr(ctx, x + 0.015, y + 0.015, w - 0.03, h - 0.03, 0.012, '#f7fbf8');
  // Header band and the sun's mark.
  rr(ctx, x + 0.015, y + h - 0.06, w - 0.03, 0.045, 0.01, '#2a9d6f');
  ctx.fillStyle = '#ffd166';
  ctx.beginPath();
  ctx.arc(x + 0.05, y + h - 0.0375, 0.014, 0, Math.PI * 2);
  ctx.fill();
  rr(ctx, x + 0.08, y + h - 0.044, 0.1, 0.012, 0.006, '#e8f6ef');
  // Bars falling month on month, the last one the saving's green.
  const bars = [0.1, 0.088, 0.074, 0.062, 0.05, 0.04];
  bars.forEach((b, k) => rr(ctx, x + 0.035 + k * 0.045, y + 0.035, 0.03, b, 0.006, k === bars.length - 1 ? '#2a9d6f' : '#9fb7c9'));
  rr(ctx, x + 0.03, y + 0.028, w - 0.06, 0.006, 0.003, '#c9d3dc');
};

/** A sofa seen from the front: the long back and seat behind both sitters, an arm at each end. */
const sofaForTwo: Prop = (ctx) => {
  rr(ctx, -0.56, 0.1, 2.28, 0.86, 0.08, '#3d6f8e');
  rr(ctx, -0.56, 0.1, 2.28, 0.36, 0.06, '#4a7f9f');
  for (const x of [-0.64, 1.62]) rr(ctx, x, 0.1, 0.16, 0.52, 0.06, '#35627e');
  for (const x of [-0.56, 1.66]) rr(ctx, x, 0, 0.05, 0.1, 0.02, '#5b4a3a');
  rr(ctx, -0.4, 0.46, 0.22, 0.3, 0.06, '#e9c46a');
};

/** Where the second sitter sits, facing back toward the tablet. */
const BESIDE = 1.2;
/** The one beside, turned in, the near hand pointing at the tablet's chart, the other on the knee. */
const LEANING_IN = { hip: [0, 0.5] as P, lean: 6, feet: [[0.3, 0.05], [0.24, 0.06]] as [P, P], hands: [[0.48, 0.96], [0.3, 0.6]] as [P, P], nod: 18 };

/** Standing at the sofa between the two, leaning in to the tablet, a hand up at its corner (a grown-up's pose space: drawn at a child's size). */
const AT_THE_TABLET = { hip: [0, 0.91] as P, lean: 6, feet: [[0.1, 0.05], [-0.12, 0.05]] as [P, P], hands: [[0.5, 1.4], [0.36, 1.28]] as [P, P], nod: 12 };
/** The household's child on the floor between the two, turned to the tablet, looking otherwise than both. */
const childBetween = (x: number): Prop => (ctx, art) => {
  ctx.save();
  atChildSize(ctx, [x, 0]);
  ctx.translate(x, 0);
  ctx.scale(-1, 1);
  drawFigure(ctx, AT_THE_TABLET, OUTFITS.child, 0, undefined, undefined, lookOf(nextLook(art.look, 2)));
  ctx.restore();
};

/** Two on the sofa, turned in to the tablet held up between them; `more` is whoever else is with them. */
const tabletOnSofa = (...more: Prop[]): Scene => ({
  pose: { hip: [-0.04, 0.5], lean: -2, feet: [[0.3, 0.05], [0.24, 0.06]], hands: [[0.52, 0.9], [0.48, 0.86]], nod: 18 },
  back: [sofaForTwo, companion(LEANING_IN, GUEST, BESIDE), ...more],
  front: [tabletShowingSavings(0.5, 0.8)],
  extent: [-0.66, 1.8, 1.36],
});

export const INSTALLER_WORK = {
  // Down on one knee on the roof, both hands lowering the panel's raised end onto the rails, the harness's line behind.
  'fitting-panel': {
    pose: { hip: [0, 0.52], lean: 22, feet: [[0.34, 0.05], [-0.36, 0.04]], hands: [[0.52, 0.6], [0.66, 0.56]], knees: [1, -1], nod: 20 },
    back: [rails, safetyLine([-0.1, 0.9], [-0.56, 0.03])],
    front: [panel([[0.48, 0.64], [1.5, 0.4], [1.46, 0.1], [0.44, 0.32]])],
    extent: [-0.62, 1.62, 1.36],
  },
  // Walking with a panel at the side, its face to the viewer: the far hand over its top edge, the near one under it.
  'carrying-panel': {
    pose: { hip: [0, 0.91], lean: 4, feet: [[0.17, 0.05], [-0.16, 0.11]], hands: [[0.22, 0.6], [0.12, 1.36]], nod: 4 },
    back: [panel([[-0.62, 1.38], [0.92, 1.38], [0.92, 0.58], [-0.62, 0.58]], 0.55)],
    extent: [-0.66, 0.96, 1.76],
  },
  // Down on one knee at the heat pump's outdoor unit, a screwdriver to its side, the other hand on its top.
  'fitting-heat-pump': {
    pose: { hip: [0, 0.52], lean: 12, feet: [[0.34, 0.05], [-0.36, 0.04]], hands: [[0.42, 0.66], [0.62, 0.82]], knees: [1, -1], nod: 14 },
    back: [heatPump(0.46)],
    front: [screwdriver([0.42, 0.66])],
    extent: [-0.5, 1.44, 1.36],
  },
  // Standing at the rear flank of the car, the charging cable's plug pushed into its port, the post behind.
  'charging-car': {
    pose: { hip: [0, 0.91], lean: 8, feet: [[0.1, 0.05], [-0.12, 0.05]], hands: [[0.46, 0.78], [0.38, 0.74]], nod: 14 },
    back: [electricCar(0.36, '#1f4e79'), chargingPost(-0.5, [0.46, 0.78])],
    extent: [-0.6, 3.5, 1.76],
  },
  // Side by side on the sofa, turned in to the tablet held up between them, its screen to the viewer.
  'tablet-together': tabletOnSofa(),
  // A family: their child standing at the sofa between them, at the tablet too.
  'tablet-family': tabletOnSofa(childBetween(0.98)),
} satisfies Record<string, Scene>;
