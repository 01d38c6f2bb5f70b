/**
 * A bakery's everyday work, whole (issue 23): pretzels, rolls or croissants drawn out of the deck oven on the peel
 * (the loaves are trade-work.ts's), and bread bought at the counter, the baker handing the bag across it.
 * Registered in bodies.ts's poses: import them through bodies.ts only.
 */
import type { Scene } from './bodies';
import { croissant, pretzel, roll } from './bakes';
import { BREAD_WALL_END, BREAD_WALL_TOP, breadCounter, TAKING_BAG } from './bread-counter';
import { drawingOut } from './deck-oven';

export const BAKERY_JOBS = {
  'drawing-pretzels': drawingOut(pretzel),
  'drawing-rolls': drawingOut(roll),
  'drawing-croissants': drawingOut(croissant),
  // At the counter's glass, a hand up to take the bag the baker holds out across its top.
  'buying-bread': {
    pose: { hip: [0, 0.92], lean: 10, feet: [[0.08, 0.05], [-0.08, 0.05]], hands: [TAKING_BAG, [0.02, 0.7]], nod: 4 },
    ...breadCounter(TAKING_BAG),
    extent: [-0.22, BREAD_WALL_END, BREAD_WALL_TOP],
  },
} satisfies Record<string, Scene>;
