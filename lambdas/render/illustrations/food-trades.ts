/**
 * Food shops at their trade, whole (issue 23): a cheesemonger cutting a great wheel at the cheese counter, a
 * customer tasting a sample the cheesemonger holds out across it,
 * a fishmonger holding a whole fish out over the fish on ice, a cook ladling broth into a bowl of noodles
 * at the steaming pot. Registered in bodies.ts's poses: import them through bodies.ts only.
 */
import type { Scene } from './bodies';
import { cheeseCounter } from './cheese-counter';
import { cheeseTasting } from './cheese-tasting';
import { fishCounter } from './fish-counter';
import { noodlePot } from './noodle-cook';

export const FOOD_TRADES = {
  // Behind the cheese counter, leaning over the wheel on its board, the near hand on the knife's handle, the far hand pressing its back.
  'cutting-cheese': {
    pose: { hip: [0, 0.92], lean: 16, feet: [[0.06, 0.05], [-0.08, 0.05]], hands: [[0.4, 1.2], [0.64, 1.22]], nod: 24 },
    ...cheeseCounter(0.26, [0.4, 1.2], [0.64, 1.22]),
    extent: [-0.22, 1.6, 1.76],
  },
  // A customer at the cheese counter, a sample on its stick raised to the lips, the cheesemonger across it holding out the board of samples.
  'tasting-cheese': {
    pose: { hip: [0, 0.92], lean: 2, feet: [[0.08, 0.05], [-0.08, 0.05]], hands: [[0.2, 1.5], [0.14, 0.84]], nod: -4 },
    ...cheeseTasting(0.34, 1.95, [0.2, 1.5]),
    extent: [-0.22, 2.3, 1.76],
  },
  // Behind the fish on ice, a whole fish held out over the counter's top, its tail in the far hand, its body on the near palm.
  'selling-fish': {
    pose: { hip: [0, 0.92], lean: 8, feet: [[0.06, 0.05], [-0.08, 0.05]], hands: [[0.66, 1.16], [0.4, 1.2]], nod: 10 },
    ...fishCounter(0.26, [0.4, 1.2], [0.66, 1.16]),
    extent: [-0.22, 1.6, 1.76],
  },
  // At the range, the ladle from the steaming pot pouring broth into the bowl of noodles at its end.
  'ladling-noodles': {
    pose: { hip: [0, 0.92], lean: 10, feet: [[0.06, 0.05], [-0.08, 0.05]], hands: [[0.44, 1.26], [0.3, 1.16]], nod: 20 },
    ...noodlePot(0.26, [0.44, 1.26]),
    extent: [-0.2, 1.0, 1.76],
  },
} satisfies Record<string, Scene>;
