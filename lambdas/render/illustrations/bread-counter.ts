/**
 * Bread bought at a bakery's counter: the customer before the glass case of rolls and pretzels, the baker behind it
 * holding a paper bag out over its top (a baguette standing out of it), the customer's hand coming up to take it;
 * the wall of bread behind the baker, loaves on its shelves and baguettes in a basket. Drawn as the customer's
 * picture (buying) or the baker's (selling), the other across the counter. Every bake at its true size (bakes.ts):
 * a loaf is never as big as a head. Metres, y up, as bodies.ts draws (its helpers are read only when drawn:
 * bodies.ts loads this file).
 */
import { rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { baguette, croissant, loaf, pretzel, roll, type Bake } from './bakes';
import { companion, GUEST } from './company';
import { fill } from './room-props';

/** Between the two across the counter; the counter's top; the wall of bread's length and top. */
const ACROSS = 1.4;
const TOP = 1.0;
const WALL = { w: 1.4, top: 1.92 } as const;

/** A baker's white jacket under a long cream apron. */
const BAKER_WHITES = { top: '#f7f7f2', over: { colour: '#e6d5b8', apron: true }, legs: '#3a3a3a', shoes: '#2d2d36' };
/** The customer at the counter, a hand up to the bag, where it is taken. */
const TAKING: Pose = { hip: [0, 0.92], lean: 10, feet: [[0.08, 0.05], [-0.08, 0.05]], hands: [[0.6, 1.1], [0.02, 0.7]], nod: 4 };
/** The baker behind the counter, leaning over it, the bag held out by its top, the far hand on the counter. */
const HANDING: Pose = { hip: [0, 0.92], lean: 16, feet: [[0.06, 0.05], [-0.08, 0.05]], hands: [[ACROSS - 0.68, 1.2], [0.3, 1.02]], nod: 10 };
/** Where the bag hangs from the baker's hand, the customer's at its side, `x` from the customer. */
const BAG_FROM_CUSTOMER = 0.66;

/** The wall of bread from x0: three wooden shelves of loaves, a basket of baguettes at its end. */
const breadWall = (x0: number): Prop => (ctx) => {
  const x1 = x0 + WALL.w;
  rr(ctx, x0, 0.9, WALL.w, WALL.top - 0.9, 0.02, '#8a5a3b');
  rr(ctx, x0 + 0.04, 0.94, WALL.w - 0.08, WALL.top - 0.98, 0.01, '#b7875c');
  for (const y of [1.02, 1.36, 1.68]) {
    rr(ctx, x0, y - 0.03, WALL.w, 0.03, 0.005, '#6e4a30');
    for (let x = x0 + 0.2; x < x1 - 0.5; x += 0.28) loaf(ctx, x, y, 0.22);
  }
  fill(ctx, '#c69c6d', () => ctx.roundRect(x1 - 0.42, 1.0, 0.3, 0.2, 0.03));
  for (const [dx, tilt] of [[0.06, -0.12], [0.14, 0.04], [0.22, 0.16]] as const) baguette(ctx, x1 - 0.42 + dx, 1.08, 0.6, tilt);
};

/** The glass case from x0 to x1: its wooden plinth, shelves of rolls and pretzels behind the glass, a tray of croissants on top at `tray`. */
const breadCase = (x0: number, x1: number, tray: number): Prop => (ctx) => {
  rr(ctx, x0, 0, x1 - x0, 0.5, 0.02, '#a0673e');
  rr(ctx, x0, 0.5, x1 - x0, TOP - 0.5, 0.02, '#dfe7ea');
  rr(ctx, x0 + 0.03, 0.53, x1 - x0 - 0.06, TOP - 0.56, 0.015, '#f6efe3');
  const rows: [y: number, bake: Bake, w: number][] = [
    [0.56, roll, 0.1],
    [0.78, pretzel, 0.14],
  ];
  for (const [y, bake, w] of rows) {
    rr(ctx, x0 + 0.03, y - 0.01, x1 - x0 - 0.06, 0.015, 0.005, '#c8ccd2');
    for (let x = x0 + 0.1; x < x1 - 0.06; x += w * 1.3) bake(ctx, x, y, w);
  }
  fill(ctx, 'rgba(190,220,235,0.28)', () => ctx.rect(x0 + 0.03, 0.53, x1 - x0 - 0.06, TOP - 0.56));
  rr(ctx, x0 - 0.02, TOP - 0.02, x1 - x0 + 0.04, 0.04, 0.01, '#7a4d2e');
  rr(ctx, tray - 0.17, TOP + 0.02, 0.34, 0.02, 0.005, '#9aa1ab');
  for (const dx of [-0.11, 0, 0.11]) croissant(ctx, tray + dx, TOP + 0.04, 0.1);
};

/** The kraft-paper bag held at `at` by its folded top, a baguette standing out of it. */
const bag = ([x, y]: P): Prop => (ctx) => {
  baguette(ctx, x + 0.03, y - 0.12, 0.36, 0.12);
  fill(ctx, '#d2a66b', () => {
    ctx.moveTo(x - 0.08, y - 0.2);
    ctx.lineTo(x + 0.08, y - 0.2);
    ctx.lineTo(x + 0.07, y + 0.04);
    ctx.lineTo(x - 0.07, y + 0.04);
    ctx.closePath();
  });
  fill(ctx, '#b98a52', () => ctx.rect(x - 0.07, y - 0.005, 0.14, 0.025));
};

/** The customer's picture: at the case, a hand up to the bag the baker holds out across it, the wall of bread behind the baker. */
export const buyingBread: Scene = {
  pose: TAKING,
  back: [breadWall(ACROSS - 0.5), companion(HANDING, BAKER_WHITES, ACROSS), breadCase(0.26, ACROSS + 0.32, ACROSS - 0.2)],
  middle: [bag([BAG_FROM_CUSTOMER, 1.1])],
  extent: [-0.22, ACROSS + 0.94, WALL.top + 0.04],
};

/** The baker's picture: behind the case, hidden by it to the waist, the bag held out to the customer across it, the wall of bread behind. */
export const sellingBread: Scene = {
  pose: HANDING,
  back: [breadWall(-0.9), companion(TAKING, GUEST, ACROSS)],
  middle: [bag([ACROSS - BAG_FROM_CUSTOMER, 1.1])],
  front: [breadCase(-0.32, ACROSS - 0.26, 0.2)],
  extent: [-0.94, ACROSS + 0.24, WALL.top + 0.04],
};
