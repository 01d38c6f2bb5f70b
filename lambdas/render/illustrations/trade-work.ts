/**
 * Trades at their everyday work, whole (issue 23): a bike mechanic mending a puncture at the stand, a baker
 * drawing loaves out of the deck oven with a peel, a cook turning food on the grill. Registered in bodies.ts's
 * poses: import them through bodies.ts only.
 */
import type { Scene } from './bodies';
import { loaf } from './bakes';
import { drawingOut } from './deck-oven';
import { grillStation } from './grill-station';
import { tyrePatch } from './tyre-patch';

export const TRADE_WORK = {
  // Bent to the front wheel in the stand, levers in its tyre, the tube pulled out and a patch pressed on it.
  'patching-tyre': {
    pose: { hip: [0, 0.92], lean: 26, feet: [[0.1, 0.05], [-0.1, 0.05]], hands: [[0.36, 0.78], [0.46, 0.9]], nod: 24 },
    ...tyrePatch([0.36, 0.78]),
    extent: [-0.22, 2.06, 1.76],
  },
  // Leaning back a little from the open deck, both hands on the peel's handle, the loaves drawn out on its blade.
  'drawing-bread': drawingOut(loaf),
  // At the grill, tongs turning the food on its bars, the other hand at its edge, smoke rising off it.
  grilling: {
    pose: { hip: [0, 0.92], lean: 14, feet: [[0.06, 0.05], [-0.08, 0.05]], hands: [[0.5, 1.06], [0.4, 0.98]], nod: 22 },
    ...grillStation(0.3, [0.5, 1.06]),
    extent: [-0.22, 1.54, 1.76],
  },
} satisfies Record<string, Scene>;
