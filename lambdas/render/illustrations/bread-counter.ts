/**
 * Bread bought at a bakery's counter: the customer before the glass case of rolls, pretzels and croissants, the
 * baker behind it holding a paper bag out over its top (a baguette standing out of it), the customer's hand coming
 * up to take it; the wall of bread behind the baker, loaves on its shelves and baguettes in a basket. Every bake at
 * its true size (bakes.ts): a loaf is never as big as a head. Metres, y up, as bodies.ts draws (its helpers are
 * read only when drawn: bodies.ts loads this file).
 */
import { rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { baguette, croissant, loaf, pretzel, roll, type Bake } from './bakes';
import { companion } from './company';
import { fill } from './room-props';

/** The counter's ends (the baker stands behind its far one, hidden by it to the waist), its top; the baker's hip; where the bag passes between their hands. */
const COUNTER = { x0: 0.26, x1: 1.72, top: 1.0 } as const;
const BAKER = 1.4;
const BAG: P = [0.66, 1.1];
const SHELVES = { x0: 0.9, x1: 2.3, top: 1.92 } as const;

/** A baker's white jacket and cap-less whites under a long cream apron. */
const BAKER_WHITES = { top: '#f7f7f2', over: { colour: '#e6d5b8', apron: true }, legs: '#3a3a3a', shoes: '#2d2d36' };
/** Behind the counter, leaning over it, the bag held out in the near hand, the far hand on the counter's top. */
const HANDING: Pose = { hip: [0, 0.92], lean: 16, feet: [[0.06, 0.05], [-0.08, 0.05]], hands: [[BAKER - BAG[0] - 0.02, BAG[1] + 0.1], [0.3, 1.02]], nod: 10 };

/** The wall of bread: three wooden shelves of loaves, a basket of baguettes at its end. */
const breadWall: Prop = (ctx) => {
  const { x0, x1, top } = SHELVES;
  rr(ctx, x0, 0.9, x1 - x0, top - 0.9, 0.02, '#8a5a3b');
  rr(ctx, x0 + 0.04, 0.94, x1 - x0 - 0.08, top - 0.98, 0.01, '#b7875c');
  for (const y of [1.02, 1.36, 1.68]) {
    rr(ctx, x0, y - 0.03, x1 - x0, 0.03, 0.005, '#6e4a30');
    for (let x = x0 + 0.2; x < x1 - 0.5; x += 0.28) loaf(ctx, x, y, 0.22);
  }
  fill(ctx, '#c69c6d', () => ctx.roundRect(x1 - 0.42, 1.0, 0.3, 0.2, 0.03));
  for (const [dx, tilt] of [[0.06, -0.12], [0.14, 0.04], [0.22, 0.16]] as const) baguette(ctx, x1 - 0.42 + dx, 1.08, 0.6, tilt);
};

/** The glass case toward the customer: its wooden plinth, two shelves of rolls, pretzels and croissants behind the glass. */
const breadCase: Prop = (ctx) => {
  const { x0, x1, top } = COUNTER;
  rr(ctx, x0, 0, x1 - x0, 0.5, 0.02, '#a0673e');
  rr(ctx, x0, 0.5, x1 - x0, top - 0.5, 0.02, '#dfe7ea');
  rr(ctx, x0 + 0.03, 0.53, x1 - x0 - 0.06, top - 0.56, 0.015, '#f6efe3');
  const rows: [y: number, bake: Bake, w: number][] = [
    [0.56, roll, 0.1],
    [0.78, pretzel, 0.14],
  ];
  for (const [y, bake, w] of rows) {
    rr(ctx, x0 + 0.03, y - 0.01, x1 - x0 - 0.06, 0.015, 0.005, '#c8ccd2');
    for (let x = x0 + 0.1; x < x1 - 0.06; x += w * 1.3) bake(ctx, x, y, w);
  }
  fill(ctx, 'rgba(190,220,235,0.28)', () => ctx.rect(x0 + 0.03, 0.53, x1 - x0 - 0.06, top - 0.56));
  rr(ctx, x0 - 0.02, top - 0.02, x1 - x0 + 0.04, 0.04, 0.01, '#7a4d2e');
  // A tray of croissants on the top, at the baker's side.
  rr(ctx, x1 - 0.38, top + 0.02, 0.34, 0.02, 0.005, '#9aa1ab');
  for (const x of [x1 - 0.31, x1 - 0.2, x1 - 0.09]) croissant(ctx, x, top + 0.04, 0.1);
};

/** The kraft-paper bag held at `at` by its folded top, a baguette standing out of it. */
const bag = (at: P): Prop => (ctx) => {
  const [x, y] = at;
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

/** The customer at the case, the baker across it handing the bag over, the wall of bread behind. */
export const breadCounter = (hand: P): Pick<Scene, 'back' | 'middle'> => ({
  back: [breadWall, companion(HANDING, BAKER_WHITES, BAKER), breadCase],
  middle: [bag([hand[0] + 0.06, hand[1]])],
});

/** Where the customer's hand meets the bag. */
export const TAKING_BAG: P = [BAG[0] - 0.06, BAG[1]];
/** The picture's right edge: the end of the bread wall. */
export const BREAD_WALL_END = SHELVES.x1 + 0.04;
export const BREAD_WALL_TOP = SHELVES.top + 0.04;
