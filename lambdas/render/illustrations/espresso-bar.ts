/**
 * A barista's station: the espresso machine on the counter, the portafilter locked in its group head,
 * a cup under the spouts with coffee running into it, the milk jug at the steam wand.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import { limb, rr, steam, worktop, type P, type Prop } from './bodies';

const TOP = 0.94;

/** The machine on the worktop from x: its steel body, the group head, the drip tray, the steam wand with the jug. */
const machine = (x: number): Prop => (ctx) => {
  rr(ctx, x, TOP, 0.5, 0.5, 0.04, '#c9d2dc');
  rr(ctx, x, TOP + 0.38, 0.5, 0.12, 0.04, '#e63946');
  rr(ctx, x + 0.04, TOP, 0.42, 0.05, 0.02, '#5c6b7c');
  rr(ctx, x + 0.08, TOP + 0.26, 0.14, 0.08, 0.02, '#5c6b7c');
  limb(ctx, [[x + 0.44, TOP + 0.3], [x + 0.56, TOP + 0.1]], 0.02, '#5c6b7c');
  rr(ctx, x + 0.5, TOP + 0.02, 0.12, 0.14, 0.03, '#dde4ea');
  for (const k of [0, 1]) rr(ctx, x + 0.2 + k * 0.08, TOP + 0.44, 0.05, 0.05, 0.025, '#ffffff');
};

/** The portafilter from the hand to the group head (x), coffee running into the cup under it, steam over the cup. */
const pulling = (x: number, hand: P): Prop => (ctx, art) => {
  limb(ctx, [hand, [x + 0.12, TOP + 0.27]], 0.035, '#2b2b2b');
  rr(ctx, x + 0.08, TOP + 0.23, 0.16, 0.06, 0.02, '#7b8794');
  ctx.fillStyle = '#6b4a2b';
  ctx.fillRect(x + 0.145, TOP + 0.12, 0.012, 0.11);
  rr(ctx, x + 0.09, TOP + 0.05, 0.12, 0.1, 0.03, '#ffffff');
  steam(x + 0.08, TOP + 0.16, 0.14)(ctx, art);
};

/** The counter in front of the barista from x, the machine on it, the shot pulled with the near hand. */
export const espressoBar = (x: number, hand: P): { front: Prop[] } => ({
  front: [(ctx, art) => worktop(x)(ctx, art), machine(x + 0.12), pulling(x + 0.12, hand)],
});
