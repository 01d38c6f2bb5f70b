/**
 * What drinks are poured, raised and served in: a wine bottle and a teapot tipped in the hand, the stream
 * falling from them into a wine glass or a cup, a matcha bowl with its bamboo whisk, a low tea table and
 * the cushion knelt on. Metres, y up, as bodies.ts draws (its helpers are read only when drawn).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { rr, type P, type Prop } from './bodies';

export const RED_WINE = '#8e1b3a';
export const GREEN_TEA = '#8fbf4a';
const GLASS = 'rgba(226,238,246,0.72)';
const GLASS_EDGE = '#9fb4c2';
const CERAMIC = '#efe7d6';

/** `local` (x along, y up, in a thing's own frame) as it stands tipped `tilt` radians toward +x about `origin`. */
const turned = (origin: P, [x, y]: P, tilt: number): P => [origin[0] + x * Math.cos(tilt) + y * Math.sin(tilt), origin[1] - x * Math.sin(tilt) + y * Math.cos(tilt)];

/** Draws `paint` in the frame of a thing held at `origin`, tipped `tilt` radians toward +x. */
function tipped(ctx: SKRSContext2D, origin: P, tilt: number, paint: () => void): void {
  ctx.save();
  ctx.translate(origin[0], origin[1]);
  ctx.rotate(-tilt);
  paint();
  ctx.restore();
}

/** A wine glass's bowl, its stem's top at (x, y). */
function bowlPath(ctx: SKRSContext2D, x: number, y: number): void {
  ctx.beginPath();
  ctx.moveTo(x - 0.055, y + 0.13);
  ctx.bezierCurveTo(x - 0.06, y + 0.03, x - 0.02, y, x, y);
  ctx.bezierCurveTo(x + 0.02, y, x + 0.06, y + 0.03, x + 0.055, y + 0.13);
  ctx.closePath();
}

/** A wine glass, its foot at `foot`, `full` (0–1) of `drink`. */
export const wineGlass = (foot: P, full: number, drink = RED_WINE): Prop => (ctx) => {
  const [x, y] = foot;
  rr(ctx, x - 0.045, y, 0.09, 0.014, 0.007, GLASS_EDGE);
  rr(ctx, x - 0.007, y, 0.014, 0.11, 0.005, GLASS_EDGE);
  bowlPath(ctx, x, y + 0.1);
  ctx.fillStyle = GLASS;
  ctx.fill();
  ctx.save();
  bowlPath(ctx, x, y + 0.1);
  ctx.clip();
  ctx.fillStyle = drink;
  ctx.fillRect(x - 0.07, y + 0.09, 0.14, 0.01 + 0.12 * full);
  ctx.restore();
  bowlPath(ctx, x, y + 0.1);
  ctx.strokeStyle = GLASS_EDGE;
  ctx.lineWidth = 0.008;
  ctx.stroke();
};

/** Where the bowl of a glass standing at `foot` is open: what is poured falls to here. */
export const glassMouth = (foot: P): P => [foot[0], foot[1] + 0.2];

/** A glass raised in the hand at `hand`, its stem in the fist. */
export const raisedGlass = (hand: P, full = 0.5, drink = RED_WINE): Prop => wineGlass([hand[0], hand[1] - 0.05], full, drink);

/** A wine bottle held round its body at `hand`, tipped `tilt` radians from upright toward +x. */
export const wineBottle = (hand: P, tilt: number): Prop => (ctx) =>
  tipped(ctx, hand, tilt, () => {
    rr(ctx, -0.042, -0.16, 0.084, 0.24, 0.022, '#23402f');
    rr(ctx, -0.015, 0.05, 0.03, 0.15, 0.01, '#23402f');
    rr(ctx, -0.044, -0.08, 0.088, 0.08, 0.004, '#f1e6d0');
    rr(ctx, -0.017, 0.16, 0.034, 0.04, 0.008, '#7a1e2e');
  });

/** The open mouth of a bottle held at `hand`, tipped `tilt`. */
export const bottleMouth = (hand: P, tilt: number): P => turned(hand, [0, 0.2], tilt);

/** A teapot held by its handle at `hand`, tipped `tilt` radians toward +x, its spout ahead. */
export const heldTeapot = (hand: P, tilt: number): Prop => (ctx) =>
  tipped(ctx, hand, tilt, () => {
    ctx.strokeStyle = '#3f4a3c';
    ctx.lineWidth = 0.018;
    ctx.beginPath();
    ctx.arc(0.03, 0.01, 0.045, Math.PI * 0.5, Math.PI * 1.5);
    ctx.stroke();
    ctx.fillStyle = '#3f4a3c';
    ctx.beginPath();
    ctx.ellipse(0.13, 0, 0.1, 0.08, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(0.2, -0.03);
    ctx.lineTo(0.31, 0.07);
    ctx.lineTo(0.3, 0.085);
    ctx.lineTo(0.21, 0.03);
    ctx.closePath();
    ctx.fill();
    rr(ctx, 0.06, 0.07, 0.14, 0.02, 0.01, '#56634f');
    rr(ctx, 0.115, 0.085, 0.03, 0.025, 0.012, '#56634f');
  });

/** The spout of a teapot held at `hand`, tipped `tilt`. */
export const spout = (hand: P, tilt: number): P => turned(hand, [0.305, 0.08], tilt);

/** What is poured, arcing out of `from` and falling into `to`. */
export const stream = (from: P, to: P, colour: string): Prop => (ctx) => {
  ctx.strokeStyle = colour;
  ctx.lineWidth = 0.016;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(from[0], from[1]);
  ctx.quadraticCurveTo(to[0], from[1], to[0], to[1]);
  ctx.stroke();
};

/** A tea cup without a handle, its foot at `foot`, the tea showing at its rim. */
export const teaCup = (foot: P, tea = '#b5651d'): Prop => (ctx) => {
  // A little larger than life, so it reads beside the figure.
  const [x, y] = foot;
  rr(ctx, x - 0.05, y, 0.1, 0.11, 0.018, CERAMIC);
  rr(ctx, x - 0.05, y + 0.058, 0.1, 0.018, 0.005, '#5b7f95');
  rr(ctx, x - 0.043, y + 0.092, 0.086, 0.018, 0.009, tea);
};

/** Where a cup standing at `foot` is open. */
export const cupMouth = (foot: P): P => [foot[0], foot[1] + 0.11];

/** A matcha bowl on `base` centred at x, the whisked tea's froth at its rim. */
export const matchaBowl = (x: number, base: number): Prop => (ctx) => {
  ctx.fillStyle = '#3e3430';
  ctx.beginPath();
  ctx.moveTo(x - 0.085, base + 0.075);
  ctx.quadraticCurveTo(x - 0.085, base, x - 0.04, base);
  ctx.lineTo(x + 0.04, base);
  ctx.quadraticCurveTo(x + 0.085, base, x + 0.085, base + 0.075);
  ctx.closePath();
  ctx.fill();
  rr(ctx, x - 0.03, base - 0.01, 0.06, 0.015, 0.005, '#2b2320');
  rr(ctx, x - 0.08, base + 0.066, 0.16, 0.018, 0.009, GREEN_TEA);
};

/** The bamboo whisk held upright in the fist at `hand`, its tines down in the bowl whose froth is at `froth`. */
export const chasen = (hand: P, froth: number): Prop => (ctx) => {
  const [x, y] = hand;
  rr(ctx, x - 0.012, y - 0.02, 0.024, 0.1, 0.008, '#d8c08a');
  ctx.strokeStyle = '#c9ad6e';
  ctx.lineWidth = 0.006;
  for (const dx of [-0.03, -0.015, 0, 0.015, 0.03]) {
    ctx.beginPath();
    ctx.moveTo(x + dx * 0.3, y - 0.02);
    ctx.quadraticCurveTo(x + dx * 1.4, (y + froth) / 2, x + dx, froth - 0.01);
    ctx.stroke();
  }
};

/** Height of a low tea table's top. */
export const LOW_TOP = 0.3;

/** A low tea table from x0 to x1, dark wood on two legs. */
export const lowTable = (x0: number, x1: number): Prop => (ctx) => {
  rr(ctx, x0 + 0.06, 0, 0.05, LOW_TOP, 0.01, '#4a2e1c');
  rr(ctx, x1 - 0.11, 0, 0.05, LOW_TOP, 0.01, '#4a2e1c');
  rr(ctx, x0, LOW_TOP - 0.04, x1 - x0, 0.045, 0.012, '#6b4226');
};

/** The flat cushion knelt on, under a hip at x. */
export const cushion = (x: number, colour = '#7a2e3a'): Prop => (ctx) => rr(ctx, x - 0.26, 0, 0.5, 0.06, 0.025, colour);

/** Height of a bar counter's top. */
export const BAR_TOP = 1.0;

/** A bar counter from x0 to x1: a dark wooden front with a brass foot rail, its top overhanging. */
export const barCounter = (x0: number, x1: number): Prop => (ctx) => {
  rr(ctx, x0, 0, x1 - x0, BAR_TOP - 0.05, 0.02, '#5a3424');
  rr(ctx, x0 + 0.04, 0.12, x1 - x0 - 0.08, 0.025, 0.012, '#c8a24a');
  rr(ctx, x0 - 0.04, BAR_TOP - 0.06, x1 - x0 + 0.08, 0.06, 0.02, '#2f1d15');
};

export const BEER = '#e0a526';

/** A beer tap standing on the bar at x: a chrome column, its spout reaching forward, the handle up at `handle`. Returns the spout's mouth. */
export const beerTapMouth = (x: number): P => [x + 0.1, BAR_TOP + 0.3];
export const beerTap = (x: number, handle: P): Prop => (ctx) => {
  rr(ctx, x - 0.03, BAR_TOP, 0.06, 0.4, 0.02, '#b8c2cc');
  rr(ctx, x - 0.02, BAR_TOP + 0.32, 0.14, 0.035, 0.015, '#9aa5b0');
  rr(ctx, x + 0.09, BAR_TOP + 0.29, 0.025, 0.05, 0.008, '#9aa5b0');
  ctx.strokeStyle = '#2b2b2b';
  ctx.lineWidth = 0.03;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(x, BAR_TOP + 0.36);
  ctx.lineTo(handle[0], handle[1]);
  ctx.stroke();
};

/** A pint glass standing at `foot`, filling with beer under its foam. */
export const pintGlass = (foot: P): Prop => (ctx) => {
  const [x, y] = foot;
  ctx.fillStyle = BEER;
  ctx.beginPath();
  ctx.moveTo(x - 0.04, y);
  ctx.lineTo(x + 0.04, y);
  ctx.lineTo(x + 0.05, y + 0.12);
  ctx.lineTo(x - 0.05, y + 0.12);
  ctx.closePath();
  ctx.fill();
  rr(ctx, x - 0.05, y + 0.11, 0.1, 0.03, 0.01, '#fbf4e2');
  ctx.fillStyle = GLASS;
  ctx.beginPath();
  ctx.moveTo(x - 0.05, y + 0.14);
  ctx.lineTo(x + 0.05, y + 0.14);
  ctx.lineTo(x + 0.055, y + 0.17);
  ctx.lineTo(x - 0.055, y + 0.17);
  ctx.closePath();
  ctx.fill();
};
