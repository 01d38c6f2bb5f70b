/**
 * More of the usual jobs of adverts and training, drawn as they are done: seedlings watered from a can,
 * a plant lifted off the garden centre's table to look at (and one pointed out), produce picked at a market
 * stall, a box lifted with the legs, one set on the racking's top shelf,
 * pasta dough rolled out, plates carried out by a waiter, a table for two by candlelight, a receptionist on the
 * phone at the desk, a nurse taking a seated patient's blood pressure, two or three dogs walked on their leads.
 * Drawn by the rig of bodies.ts, which registers these poses: import them through bodies.ts only.
 */
import type { P, Pose, Scene } from './bodies';
import { heldBox, liftArrow, SHELVES, shelving } from './carry-work';
import { companion, GUEST, placed } from './company';
import { dogsEnd, dogsOnLeads } from './dog-walk';
import { heldPlant, plantTable, wateringBench } from './garden-work';
import { heldTomato, produceStall } from './market-stall';
import { handset, pastryTop, platesOnHands, pressureCuff, receptionDesk, rollingPin, sideChair, tableForTwo } from './table-work';

/** Seated upright at a table, hands resting on it: the rig's pose for someone sitting (their hip at x 0). */
const SEATED_AT_TABLE: Pose = { hip: [0, 0.5], lean: 6, feet: [[0.4, 0.05], [0.34, 0.05]], hands: [[0.46, 0.8], [0.4, 0.78]], nod: 8 };
/** Seated, the near arm held out straight for the cuff, the other hand in the lap. */
const ARM_OUT: Pose = { hip: [0, 0.5], lean: -2, feet: [[0.4, 0.05], [0.34, 0.05]], hands: [[0.56, 0.92], [0.26, 0.68]], nod: 2 };
/** Where the patient sits (their hip), across from the nurse, and where on their arm the cuff goes. */
const PATIENT = 1.05;
const CUFF: P = [0.15, 0.93];
/** Where the one dined with sits, across the table. */
const DINER = 1.5;

/** Mid-stride, the leads in the near hand held out ahead. */
const WALKING_DOGS: Pose = { hip: [0, 0.89], lean: 3, feet: [[0.24, 0.05], [-0.2, 0.09]], hands: [[0.32, 0.74], [-0.14, 0.7]] };

/** A plant held up to look at, or pointed out, at a table of potted plants; produce at a market stall. */
const AT_PLANTS = plantTable(0.5, 1.3, 0.78);
const AT_STALL = produceStall(0.5, 1.3, 0.8);

/** A scene whose things are set by the pose's hands (the can in the near hand, the rolling pin under both): each hand is placed once. */
const scene = (pose: Pose, things: (near: P, far: P) => Pick<Scene, 'back' | 'middle' | 'front'>, extent: Scene['extent']): Scene => ({
  pose,
  ...things(...pose.hands),
  extent,
});

export const MORE_WORK_SCENES = {
  // At the potting bench, the can tipped over the seed trays, water falling on the seedlings.
  watering: scene(
    { hip: [0, 0.92], lean: 10, feet: [[0.08, 0.05], [-0.08, 0.05]], hands: [[0.4, 1.22], [-0.02, 0.68]], nod: 18 },
    (can) => wateringBench(0.46, 1.3, 0.8, can, -0.45),
    [-0.22, 1.34, 1.76],
  ),
  // Beside the plant table, a potted tomato plant lifted off it and held up to look at.
  choosing: scene(
    { hip: [0, 0.92], lean: -2, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.36, 1.22], [0.3, 1.16]], nod: -8 },
    (pot) => ({ back: AT_PLANTS, front: [heldPlant(pot)] }),
    [-0.2, 1.34, 1.8],
  ),
  // Beside the plant table, pointing out a plant on it.
  'choosing-pointing': scene(
    { hip: [0, 0.92], lean: 6, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.64, 1.12], [0.04, 0.68]], nod: 8 },
    () => ({ back: AT_PLANTS }),
    [-0.2, 1.34, 1.8],
  ),
  // At the produce stall, a tomato picked up to look at.
  browsing: scene(
    { hip: [0, 0.92], lean: 2, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.4, 1.24], [0.44, 0.98]], nod: -4 },
    (tomato) => ({ back: AT_STALL, front: [heldTomato(tomato)] }),
    [-0.2, 1.34, 1.8],
  ),
  // At the produce stall, pointing out a crate on it.
  'browsing-pointing': scene(
    { hip: [0, 0.92], lean: 6, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.66, 1.1], [0.04, 0.68]], nod: 8 },
    () => ({ back: AT_STALL }),
    [-0.2, 1.34, 1.8],
  ),
  // Rising out of the squat, back straight, the box held close at the chest: the lift is done by the legs.
  rising: scene(
    { hip: [-0.06, 0.7], lean: 12, feet: [[0.16, 0.05], [0, 0.05]], hands: [[0.3, 0.84], [0.26, 0.88]], nod: 2 },
    ([x, y]) => ({ back: [liftArrow(-0.34, 0.4, 1.16)], middle: [heldBox(x - 0.18, y - 0.1)] }),
    [-0.44, 0.62, 1.56],
  ),
  // At the racking, a box lifted onto its top shelf, boxes on the shelves below.
  stacking: scene(
    { hip: [0, 0.92], lean: -4, feet: [[0.14, 0.05], [-0.08, 0.05]], hands: [[0.36, 1.42], [0.32, 1.46]], nod: -10 },
    ([x]) => ({ back: shelving(0.4, 1.2), middle: [heldBox(x - 0.06, SHELVES[2], 0.38, 0.3)] }),
    [-0.22, 1.24, 1.86],
  ),
  // At the floured worktop, both hands on the rolling pin, the dough rolled out under it.
  'rolling-dough': scene(
    { hip: [0, 0.92], lean: 22, feet: [[0.06, 0.05], [-0.08, 0.05]], hands: [[0.46, 1.0], [0.62, 1.0]], nod: 24 },
    (near, far) => ({ front: [...pastryTop(0.3), rollingPin(near, far)] }),
    [-0.2, 0.98, 1.76],
  ),
  // Mid-stride, a plate on each hand, carried out to the table.
  'carrying-plates': scene(
    { hip: [0, 0.9], lean: 2, feet: [[0.22, 0.05], [-0.18, 0.09]], hands: [[0.42, 1.08], [0.26, 1.2]] },
    (near, far) => ({ front: platesOnHands([near, far]) }),
    [-0.34, 0.62, 1.76],
  ),
  // Seated at a table for two, across from the one they dine with, a candle lit between them.
  dining: scene(
    SEATED_AT_TABLE,
    () => ({
      back: [sideChair(-0.24, 0.18, 0.46, 'left'), sideChair(DINER - 0.18, DINER + 0.24, 0.46, 'right'), companion(SEATED_AT_TABLE, { ...GUEST, top: '#7b5e8f' }, DINER)],
      front: tableForTwo(0.3, 1.2),
    }),
    [-0.26, 1.76, 1.4],
  ),
  // Behind the reception desk, the phone at the ear, the other hand taking a note.
  'phoning-desk': scene(
    { hip: [0, 0.92], lean: 4, feet: [[0.06, 0.05], [-0.06, 0.05]], hands: [[0.12, 1.58], [0.5, 1.08]], nod: 6 },
    (ear) => ({ front: [...receptionDesk(0.26, 1.1), handset(ear, [0.68, 1.1])] }),
    [-0.2, 1.16, 1.76],
  ),
  // Standing by the seated patient, the cuff round their outstretched arm, the gauge in hand.
  'blood-pressure': scene(
    { hip: [0, 0.92], lean: 16, feet: [[0.1, 0.05], [-0.1, 0.05]], hands: [[0.4, 1.1], [0.5, 0.94]], nod: 14 },
    (gauge) => ({
      back: [sideChair(PATIENT - 0.2, PATIENT + 0.24, 0.46, 'right'), companion(ARM_OUT, GUEST, PATIENT)],
      front: [pressureCuff(placed(CUFF, PATIENT), gauge)],
    }),
    [-0.22, 1.36, 1.76],
  ),
  // Walking two dogs, or three, each on its lead from the one hand.
  'walking-two-dogs': scene(WALKING_DOGS, (hand) => dogsOnLeads(hand, 2), [-0.34, dogsEnd(2), 1.74]),
  'walking-three-dogs': scene(WALKING_DOGS, (hand) => dogsOnLeads(hand, 3), [-0.34, dogsEnd(3), 1.74]),
} satisfies Record<string, Scene>;
