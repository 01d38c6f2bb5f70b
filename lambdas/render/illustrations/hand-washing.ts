/**
 * A hand-washing station as a hygiene training shows it, one step a picture: the wall basin with its
 * mixer tap on a tiled splashback, the soap dispenser above it, the paper-towel dispenser and the bin
 * beside. Hands wet under the running tap, lathered into bubbles under the soap, rinsed with the foam
 * running off into the bowl, dried on a paper towel with the tap off.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { rr, type P, type Prop, type Scene } from './bodies';

const RIM = 0.88;
const BASIN = { x0: 0.32, x1: 0.86 };
/** Where the tap's spout ends: the water falls from here to the bowl. */
const SPOUT: P = [0.56, 1.12];
const WATER = '#8fd3f4';
const FOAM = '#ffffff';

/** Tiles behind the station, from the basin to the dispensers. */
const splashback: Prop = (ctx) => {
  rr(ctx, 0.28, 0.9, 1.2, 0.86, 0.02, '#dcecef');
  ctx.fillStyle = '#c7dde2';
  for (let y = 1.04; y < 1.76; y += 0.14) ctx.fillRect(0.28, y, 1.2, 0.008);
  for (let x = 0.42; x < 1.48; x += 0.14) ctx.fillRect(x, 0.9, 0.008, 0.86);
};

/** The bowl on its bracket, the mixer tap at its back, the trap below. */
const basin: Prop = (ctx) => {
  const { x0, x1 } = BASIN;
  rr(ctx, (x0 + x1) / 2 - 0.03, 0.3, 0.06, RIM - 0.4, 0.02, '#b8c4cf');
  ctx.fillStyle = '#f6f8fa';
  ctx.beginPath();
  ctx.moveTo(x0, RIM);
  ctx.quadraticCurveTo(x0 + 0.02, RIM - 0.22, (x0 + x1) / 2, RIM - 0.24);
  ctx.quadraticCurveTo(x1 - 0.02, RIM - 0.22, x1, RIM);
  ctx.closePath();
  ctx.fill();
  rr(ctx, x0 - 0.03, RIM - 0.02, x1 - x0 + 0.06, 0.05, 0.02, '#ffffff');
  // The mixer: its post at the back of the rim, the spout arched over the bowl, the lever on top.
  rr(ctx, 0.72, RIM, 0.05, 0.22, 0.02, '#9aa7b4');
  ctx.strokeStyle = '#9aa7b4';
  ctx.lineWidth = 0.04;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(0.745, RIM + 0.2);
  ctx.quadraticCurveTo(0.745, RIM + 0.3, SPOUT[0] + 0.06, SPOUT[1] + 0.06);
  ctx.lineTo(SPOUT[0], SPOUT[1] + 0.03);
  ctx.stroke();
  rr(ctx, 0.7, RIM + 0.24, 0.14, 0.03, 0.015, '#7b8794');
};

/** The water running from the spout into the bowl, a splash where it lands. */
const running: Prop = (ctx) => {
  ctx.fillStyle = WATER;
  ctx.fillRect(SPOUT[0] - 0.018, RIM - 0.06, 0.036, SPOUT[1] - RIM + 0.06);
  ctx.fillStyle = '#bfe6f9';
  ctx.fillRect(SPOUT[0] - 0.006, RIM - 0.06, 0.01, SPOUT[1] - RIM + 0.06);
};

/** Drops flying from the hands under the stream. */
const splash = (at: P): Prop => (ctx) => {
  ctx.fillStyle = WATER;
  for (const [dx, dy, r] of [[-0.12, 0.02, 0.014], [-0.08, 0.08, 0.011], [0.1, 0.06, 0.013], [0.13, -0.02, 0.01], [-0.02, 0.11, 0.01], [0.05, -0.09, 0.012]] as const) {
    ctx.beginPath();
    ctx.arc(at[0] + dx, at[1] + dy, r, 0, Math.PI * 2);
    ctx.fill();
  }
};

/** Bubbles of lather: round, white, a blue rim of light. */
const bubbles = (at: P, spots: readonly (readonly [number, number, number])[]): Prop => (ctx) => {
  for (const [dx, dy, r] of spots) {
    ctx.fillStyle = '#b9dff0';
    ctx.beginPath();
    ctx.arc(at[0] + dx, at[1] + dy, r + 0.006, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = FOAM;
    ctx.beginPath();
    ctx.arc(at[0] + dx, at[1] + dy, r, 0, Math.PI * 2);
    ctx.fill();
  }
};
/** A lather all over two hands rubbed together. */
const LATHER = [[-0.06, 0.02, 0.03], [0.02, 0.05, 0.035], [0.07, 0.0, 0.028], [-0.02, -0.04, 0.03], [0.05, -0.05, 0.022], [-0.1, -0.02, 0.02], [0.11, 0.06, 0.018], [-0.05, 0.1, 0.016], [0.03, 0.13, 0.014], [0.14, 0.12, 0.012]] as const;
/** What is left of it, sliding off under the water into the bowl. */
const RUNNING_OFF = [[-0.05, -0.03, 0.018], [0.06, -0.04, 0.015], [0.0, -0.12, 0.014], [0.03, -0.2, 0.012]] as const;
const IN_THE_BOWL = [[-0.12, 0, 0.02], [-0.06, 0.01, 0.025], [0.0, 0, 0.02], [0.06, 0.01, 0.018], [0.12, 0, 0.015]] as const;

/** The soap dispenser on the splashback over the basin: a white body, its window of pink soap, the pump, a drop of soap (`dripping`). */
const soap = (dripping: boolean): Prop => (ctx) => {
  const x = 0.92;
  rr(ctx, x, 1.22, 0.16, 0.26, 0.04, '#ffffff');
  rr(ctx, x + 0.04, 1.3, 0.08, 0.1, 0.02, '#f29bbd');
  rr(ctx, x + 0.04, 1.18, 0.08, 0.05, 0.015, '#9aa7b4');
  if (!dripping) return;
  ctx.fillStyle = '#f29bbd';
  ctx.beginPath();
  ctx.arc(x + 0.08, 1.12, 0.018, 0, Math.PI * 2);
  ctx.fill();
};

/** The paper-towel dispenser on the wall, a sheet hanging from its slot, and the pedal bin on the floor under it. */
const towels: Prop = (ctx) => {
  const x = 1.12;
  rr(ctx, x, 1.14, 0.34, 0.36, 0.04, '#eef1f4');
  rr(ctx, x + 0.04, 1.42, 0.26, 0.04, 0.02, '#2a9d8f');
  rr(ctx, x + 0.1, 1.02, 0.14, 0.14, 0.01, '#fbfbf7');
  rr(ctx, x + 0.02, 0, 0.3, 0.48, 0.04, '#9aa7b4');
  rr(ctx, x, 0.46, 0.34, 0.05, 0.02, '#7b8794');
  rr(ctx, x + 0.12, 0.5, 0.1, 0.06, 0.02, '#fbfbf7');
};

/** A paper towel between two hands, creased. */
const paperTowel = (at: P): Prop => (ctx) => {
  ctx.fillStyle = '#fbfbf7';
  ctx.beginPath();
  ctx.moveTo(at[0] - 0.1, at[1] + 0.06);
  ctx.lineTo(at[0] + 0.09, at[1] + 0.1);
  ctx.lineTo(at[0] + 0.12, at[1] - 0.08);
  ctx.lineTo(at[0] - 0.08, at[1] - 0.1);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = '#d9dcd4';
  ctx.lineWidth = 0.01;
  ctx.beginPath();
  ctx.moveTo(at[0] - 0.03, at[1] + 0.07);
  ctx.lineTo(at[0] + 0.02, at[1] - 0.09);
  ctx.stroke();
};

/** The station, the water on or off; `over` is drawn in front of the hands. */
const station = (water: boolean, dripping: boolean, over: Prop[]): { back: Prop[]; front: Prop[] } => ({
  back: [splashback, soap(dripping), towels, basin, ...(water ? [running] : [])],
  front: over,
});

/** Standing at the basin, leaning a little over it, hands out at `hands`. */
const atBasin = (hands: [P, P], nod = 20) => ({ hip: [0, 0.92] as P, lean: 12, feet: [[0.06, 0.05], [-0.04, 0.05]] as [P, P], hands, nod });
const UNDER_TAP: [P, P] = [[SPOUT[0] - 0.02, 0.98], [SPOUT[0] + 0.02, 1.02]];
const EXTENT: [number, number, number] = [-0.2, 1.5, 1.78];

export const HAND_WASHING = {
  // Hands under the running tap, water splashing off them.
  'wetting-hands': { pose: atBasin(UNDER_TAP), ...station(true, false, [splash([SPOUT[0], 1.0])]), extent: EXTENT },
  // The tap off, soap dripping from the dispenser, the hands rubbed together into a lather over the bowl.
  lathering: { pose: atBasin([[0.5, 1.04], [0.56, 1.08]], 14), ...station(false, true, [bubbles([0.53, 1.06], LATHER)]), extent: EXTENT },
  // Back under the water, the last of the foam running off into the bowl.
  rinsing: {
    pose: atBasin(UNDER_TAP),
    ...station(true, false, [bubbles([SPOUT[0], 1.0], RUNNING_OFF), bubbles([0.58, RIM - 0.04], IN_THE_BOWL), splash([SPOUT[0], 1.0])]),
    extent: EXTENT,
  },
  // Turned from the basin, the tap off, drying the hands on a paper towel from the dispenser; the bin for it beside.
  'drying-hands': { pose: atBasin([[0.44, 1.12], [0.52, 1.16]], 10), ...station(false, false, [paperTowel([0.48, 1.14])]), extent: EXTENT },
} satisfies Record<string, Scene>;
