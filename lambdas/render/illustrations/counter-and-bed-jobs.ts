/**
 * More trades at their work, whole (issue 23): a housekeeper making a hotel bed at each stage of it, a
 * butcher slicing at the meat counter, a gelato server scooping at the display of tubs with a cone held
 * out. Registered in bodies.ts's poses: import them through bodies.ts only.
 */
import type { Scene } from './bodies';
import { bedMaking } from './bed-making';
import { butcherCounter } from './butcher-counter';
import { gelatoCounter } from './gelato-counter';
import { housekeepingCart } from './housekeeping';

const strippedBed = bedMaking('stripping', [0.36, 1.08]);
const stripped = { back: [housekeepingCart(-0.58, true, true), ...strippedBed.back], front: strippedBed.front };

export const COUNTER_AND_BED_JOBS = {
  // At the foot of the bed, leaning back, the old linen pulled off into the arms, the cart's laundry bag heaped behind
  // them. Framed close, the bed running off the far side, so the housekeeper fills a tall frame (before: a fifth of it).
  'stripping-bed': {
    pose: { hip: [0, 0.92], lean: -6, feet: [[0.14, 0.05], [-0.16, 0.05]], hands: [[0.36, 1.08], [0.3, 1.14]], nod: 6 },
    ...stripped,
    extent: [-0.58, 1.04, 1.76],
  },
  // Bent low at the mattress's corner, tucking the bottom sheet under it.
  'making-bed': {
    pose: { hip: [0, 0.88], lean: 48, feet: [[0.16, 0.05], [-0.14, 0.05]], hands: [[0.44, 0.56], [0.5, 0.62]], nod: 16 },
    ...bedMaking('sheet', [0.44, 0.56]),
    extent: [-0.3, 2.36, 1.7],
  },
  // Arms out, the duvet shaken out over the bed, its top folded back at the head.
  'spreading-duvet': {
    pose: { hip: [0, 0.92], lean: 14, feet: [[0.12, 0.05], [-0.12, 0.05]], hands: [[0.46, 1.04], [0.52, 1.12]], nod: 10 },
    ...bedMaking('duvet', [0.46, 1.04]),
    extent: [-0.3, 2.4, 1.76],
  },
  // At the bed's head, a plumped pillow set against the headboard, the other already placed.
  'placing-pillows': {
    pose: { hip: [0, 0.92], lean: 16, feet: [[0.08, 0.05], [-0.1, 0.05]], hands: [[0.5, 0.96], [0.56, 1.0]], nod: 16 },
    ...bedMaking('pillows', [0.5, 0.96]),
    extent: [-1.1, 1.1, 1.76],
  },
  // Behind the glass meat counter, slicing a steak on the board on its top, the cuts on trays below.
  'slicing-meat': {
    pose: { hip: [0, 0.92], lean: 12, feet: [[0.06, 0.05], [-0.08, 0.05]], hands: [[0.38, 1.08], [0.58, 1.02]], nod: 22 },
    ...butcherCounter(0.26, [0.38, 1.08]),
    extent: [-0.22, 1.6, 1.76],
  },
  // Behind the gelato display, the scoop in a tub, a filled cone held out in the other hand.
  'scooping-gelato': {
    pose: { hip: [0, 0.92], lean: 10, feet: [[0.06, 0.05], [-0.08, 0.05]], hands: [[0.46, 0.98], [0.64, 1.22]], nod: 14 },
    ...gelatoCounter(0.26, [0.46, 0.98], [0.64, 1.22]),
    extent: [-0.22, 1.6, 1.76],
  },
} satisfies Record<string, Scene>;
