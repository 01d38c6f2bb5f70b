/**
 * What a waiter and a bartender hold at their work (issue 23): an order pad and its pen, a menu held open, a round tray
 * of drinks carried on the palm, a card machine held out with its lit screen, the bill in its folder, a cocktail shaker,
 * a coupe glass, a stack of used plates, a fork and knife laid. Metres, y up, as bodies.ts draws; each held thing is
 * placed at the hand holding it. Their colours are their own, so a picture can be checked for them.
 */
import { limb, rr, type P, type Prop } from './bodies';
import { wineGlass } from './drink-things';

export const PAD = '#fff1a6';
export const TRAY = '#7d3c1f';
export const CARD_SCREEN = '#4fd1c5';
export const MENU = '#7a1f2b';
export const SHAKER = '#c87533';
export const PLATE_RIM = '#1e4d8c';
export const DISH = '#e9a23b';
export const COCKTAIL = '#f28c8c';

/** An order pad held upright in the hand at `hand`, its lines written on, the pen's tip on it from `pen`. */
export const orderPad = (hand: P, pen: P): Prop => (ctx) => {
  const [x, y] = hand;
  rr(ctx, x - 0.06, y - 0.05, 0.13, 0.18, 0.01, PAD);
  rr(ctx, x - 0.06, y + 0.11, 0.13, 0.024, 0.008, '#c0392b');
  for (let k = 0; k < 4; k++) rr(ctx, x - 0.04, y + 0.08 - k * 0.032, k === 3 ? 0.05 : 0.09, 0.008, 0.004, '#9fb3c8');
  limb(ctx, [pen, [pen[0] - 0.05, pen[1] + 0.1]], 0.016, '#1f2937');
};

/** A menu held open before a seated guest at `hand`: its cream card tilted toward them, the burgundy cover behind, a gold line on it. */
export const heldMenu = (hand: P): Prop => (ctx) => {
  const [x, y] = hand;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(-0.35);
  rr(ctx, -0.02, -0.03, 0.16, 0.24, 0.012, MENU);
  rr(ctx, 0.0, -0.01, 0.12, 0.2, 0.008, '#f4efe4');
  for (let k = 0; k < 4; k++) rr(ctx, 0.02, 0.14 - k * 0.04, 0.08, 0.008, 0.004, k ? '#b9b2a5' : '#d4af37');
  ctx.restore();
};

/** A round walnut tray carried level on the palm at `hand`, the glasses on it: wine, water, a juice. */
export const drinksTray = (hand: P): Prop => {
  const [x, y] = hand;
  const top = y + 0.035;
  const glasses = [wineGlass([x - 0.1, top], 0.5), wineGlass([x + 0.02, top], 0.6, '#dbe9f4'), wineGlass([x + 0.13, top], 0.55, '#f4a261')];
  return (ctx, art) => {
    rr(ctx, x - 0.03, y, 0.06, 0.03, 0.01, '#8d969f');
    rr(ctx, x - 0.22, top - 0.012, 0.44, 0.024, 0.012, TRAY);
    for (const glass of glasses) glass(ctx, art);
  };
};

/** A card machine held out at `hand`: its dark body, its lit screen at the top and the keys below. */
export const cardMachine = (hand: P): Prop => (ctx) => {
  const [x, y] = hand;
  rr(ctx, x - 0.05, y - 0.05, 0.1, 0.19, 0.015, '#23262b');
  rr(ctx, x - 0.038, y + 0.06, 0.076, 0.06, 0.006, CARD_SCREEN);
  for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) rr(ctx, x - 0.03 + c * 0.022, y - 0.035 + r * 0.025, 0.016, 0.014, 0.003, '#9aa3ad');
};

/** A bank card held in the fingers at `hand`. */
export const bankCard = (hand: P): Prop => (ctx) => rr(ctx, hand[0] - 0.01, hand[1], 0.085, 0.055, 0.008, '#2a6fdb');

/** The bill in its leather folder lying open on the table at (x, top): the slip's lines on it. */
export const billFolder = (x: number, top: number): Prop => (ctx) => {
  rr(ctx, x - 0.11, top, 0.22, 0.02, 0.006, '#3b2a20');
  rr(ctx, x - 0.06, top + 0.018, 0.1, 0.012, 0.004, '#f4f1ea');
};

/** A cocktail shaker shaken in both hands at `hand`, tipped back toward the shoulder: its copper tin and cap. */
export const shaker = (hand: P): Prop => (ctx) => {
  const [x, y] = hand;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(0.5);
  rr(ctx, -0.045, -0.1, 0.09, 0.2, 0.02, SHAKER);
  rr(ctx, -0.032, 0.1, 0.064, 0.05, 0.012, '#e3a066');
  rr(ctx, -0.012, 0.15, 0.024, 0.025, 0.008, '#e3a066');
  ctx.restore();
};

/** A coupe glass standing at `foot`, the cocktail in its shallow bowl. */
export const coupe = (foot: P, drink = COCKTAIL): Prop => (ctx) => {
  const [x, y] = foot;
  rr(ctx, x - 0.04, y, 0.08, 0.012, 0.006, '#9fb4c2');
  rr(ctx, x - 0.006, y, 0.012, 0.12, 0.004, '#9fb4c2');
  ctx.fillStyle = drink;
  ctx.beginPath();
  ctx.ellipse(x, y + 0.16, 0.075, 0.045, 0, 0, Math.PI);
  ctx.fill();
  rr(ctx, x - 0.078, y + 0.155, 0.156, 0.01, 0.005, '#9fb4c2');
};

/** Bottles standing on the bar from x0, their coloured glass and labels. */
export const barBottles = (x0: number, y: number): Prop => (ctx) => {
  ['#2f6f4f', '#b5651d', '#6a4c93'].forEach((colour, k) => {
    const x = x0 + k * 0.08;
    rr(ctx, x - 0.03, y, 0.06, 0.18, 0.015, colour);
    rr(ctx, x - 0.01, y + 0.17, 0.02, 0.07, 0.006, colour);
    rr(ctx, x - 0.03, y + 0.05, 0.06, 0.05, 0.004, '#f1e6d0');
  });
};

/** Plates stacked on the palm at `hand`, their blue rims showing: used ones (a fork across the top one) cleared, or clean ones to lay. */
export const plateStack = (hand: P, used = true): Prop => (ctx) => {
  const [x, y] = hand;
  for (let k = 0; k < 3; k++) {
    rr(ctx, x - 0.12, y + 0.01 + k * 0.024, 0.24, 0.022, 0.011, '#f4f7fa');
    rr(ctx, x - 0.12, y + 0.014 + k * 0.024, 0.24, 0.012, 0.005, PLATE_RIM);
  }
  if (used) rr(ctx, x - 0.06, y + 0.075, 0.12, 0.01, 0.004, '#8d969f');
};

/** A dinner plate on the table at (x, top), empty but for what is left on it, or clean. */
export const tablePlate = (x: number, top: number, left = false): Prop => (ctx) => {
  rr(ctx, x - 0.13, top, 0.26, 0.025, 0.012, '#f4f7fa');
  if (left) rr(ctx, x - 0.03, top + 0.02, 0.06, 0.015, 0.007, '#c0392b');
};

/** A plate of food served at `at` (its foot): a heap of pasta on it, a sprig of green on top. */
export const servedDish = ([x, y]: P): Prop => (ctx) => {
  ctx.fillStyle = DISH;
  ctx.beginPath();
  ctx.ellipse(x, y + 0.025, 0.085, 0.05, 0, Math.PI, 0, true);
  ctx.fill();
  rr(ctx, x - 0.02, y + 0.06, 0.04, 0.02, 0.01, '#5a9e4b');
  rr(ctx, x - 0.13, y, 0.26, 0.025, 0.012, '#f4f7fa');
};

/** A fork or a knife held flat in the fingers at `hand`, about to be laid. */
export const cutlery = (hand: P): Prop => (ctx) => rr(ctx, hand[0] - 0.02, hand[1] - 0.01, 0.16, 0.014, 0.006, '#8d969f');

/** A long table under its white cloth from x0 to x1 at `top`: the cloth falling in front, one foot beneath. */
export const clothedTable = (x0: number, x1: number, top: number): Prop => (ctx) => {
  const mid = (x0 + x1) / 2;
  ctx.fillStyle = '#8a5a3b';
  ctx.fillRect(mid - 0.04, 0, 0.08, top);
  rr(ctx, mid - 0.22, 0, 0.44, 0.04, 0.015, '#8a5a3b');
  rr(ctx, x0, top - 0.26, x1 - x0, 0.28, 0.02, '#f4efe4');
};
