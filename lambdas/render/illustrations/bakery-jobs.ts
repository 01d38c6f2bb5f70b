/**
 * A bakery's everyday work, whole (issue 23): pretzels, rolls or croissants drawn out of the deck oven on the peel
 * (the loaves are trade-work.ts's), and bread bought at the counter, the baker handing the bag across it (the
 * customer's picture when they buy, the baker's when they sell).
 * Registered in bodies.ts's poses: import them through bodies.ts only.
 */
import type { Scene } from './bodies';
import { croissant, pretzel, roll } from './bakes';
import { buyingBread, sellingBread } from './bread-counter';
import { drawingOut } from './deck-oven';

export const BAKERY_JOBS = {
  'drawing-pretzels': drawingOut(pretzel),
  'drawing-rolls': drawingOut(roll),
  'drawing-croissants': drawingOut(croissant),
  // At the counter's glass, a hand up to take the bag the baker holds out across its top; the baker's own picture of it.
  'buying-bread': buyingBread,
  'selling-bread': sellingBread,
} satisfies Record<string, Scene>;
