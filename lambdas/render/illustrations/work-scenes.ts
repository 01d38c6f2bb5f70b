/**
 * Trades at their work, whole and doing the job the prompt names, each with the equipment that
 * tells it: a mechanic at a bike clamped in the repair stand, a dentist over the patient in the chair,
 * a plumber at the pipes under a sink, a hairdresser, a barista, a cleaner, an electrician, a decorator,
 * a courier at the door, a teacher at the whiteboard, a cashier at the till. Drawn by the rig of
 * bodies.ts, which registers these poses: import them through bodies.ts only (it loads this file and
 * its equipment files, which read the rig's helpers only when a picture is drawn).
 */
import type { Scene } from './bodies';
import { bikeInStand } from './bike-stand';
import { dentalChair } from './dental-props';
import { espressoBar } from './espresso-bar';
import { delivery } from './front-door';
import { fuseBox, screwdriver } from './fuse-box';
import { salonChair } from './salon-props';
import { sinkUnder } from './sink-work';
import { tillCounter } from './till';
import { vacuum } from './vacuum-cleaner';
import { paintedWall, roller } from './wall-roller';
import { marker, whiteboard } from './whiteboard';

export const WORK_SCENES = {
  // Standing at the repair stand, a hand at the front wheel's tyre, the spoke key at its rim.
  truing: {
    pose: { hip: [0, 0.92], lean: 14, feet: [[0.08, 0.05], [-0.1, 0.05]], hands: [[0.42, 0.98], [0.58, 1.07]], nod: 16 },
    ...bikeInStand([0.42, 0.98]),
    extent: [-0.22, 2.06, 1.76],
  },
  // Standing at the head of the reclined chair, leaning over the patient's mouth with mirror and probe, the lamp above.
  'dental-exam': {
    pose: { hip: [0.02, 0.92], lean: 34, feet: [[0.12, 0.05], [-0.08, 0.05]], hands: [[0.58, 1.0], [0.62, 1.07]], nod: 16 },
    ...dentalChair([0.58, 1.0], [0.62, 1.07], [0.68, 1.0]),
    extent: [-0.44, 2.2, 1.96],
  },
  // The same with a child in the chair, smaller, the dentist leaning further down to their mouth.
  'dental-exam-child': {
    pose: { hip: [0.02, 0.92], lean: 40, feet: [[0.12, 0.05], [-0.1, 0.05]], hands: [[0.66, 0.92], [0.7, 0.98]], nod: 14 },
    ...dentalChair([0.66, 0.92], [0.7, 0.98], [0.75, 0.91], true),
    extent: [-0.44, 2.2, 1.96],
  },
  // Down on one knee at the open sink unit, a wrench on the leaking joint of the waste pipe, a bucket under it.
  plumbing: {
    pose: { hip: [0, 0.52], lean: 22, feet: [[0.34, 0.05], [-0.48, 0.05]], hands: [[0.56, 0.52], [0.44, 0.74]], knees: [1, 1], nod: 18 },
    ...sinkUnder(0.42, 1.3, [0.76, 0.5], [0.56, 0.52], -0.8),
    extent: [-0.82, 1.46, 1.36],
  },
  // Standing behind the client seated before the mirror, scissors and comb at their hair.
  'cutting-hair': {
    pose: { hip: [0, 0.92], lean: 10, feet: [[0.06, 0.05], [-0.08, 0.05]], hands: [[0.62, 1.44], [0.56, 1.3]], nod: 12 },
    ...salonChair([0.62, 1.44], [0.56, 1.3]),
    extent: [-0.22, 1.8, 1.8],
  },
  // The same with a child in the chair, the hairdresser's hands lower, at the child's head.
  'cutting-hair-child': {
    pose: { hip: [0, 0.92], lean: 14, feet: [[0.06, 0.05], [-0.08, 0.05]], hands: [[0.62, 1.2], [0.56, 1.06]], nod: 20 },
    ...salonChair([0.62, 1.2], [0.56, 1.06], true),
    extent: [-0.22, 1.8, 1.8],
  },
  // Behind the counter at the espresso machine, pulling a shot into the cup, a hand on the machine.
  'making-coffee': {
    pose: { hip: [0, 0.92], lean: 8, feet: [[0.06, 0.05], [-0.06, 0.05]], hands: [[0.34, 1.2], [0.54, 1.4]], nod: 14 },
    ...espressoBar(0.3, [0.34, 1.2]),
    extent: [-0.2, 1.14, 1.76],
  },
  // Pushing an upright vacuum over the floor, the cable trailing behind.
  vacuuming: {
    pose: { hip: [0, 0.92], lean: 8, feet: [[0.14, 0.05], [-0.14, 0.05]], hands: [[0.34, 1.0], [0.3, 1.02]], nod: 14 },
    front: [vacuum([0.34, 1.0], 0.64)],
    extent: [-0.4, 1.0, 1.76],
  },
  // At the open fuse box on the wall, a screwdriver at a terminal, the tool bag below.
  wiring: {
    pose: { hip: [0, 0.92], lean: 4, feet: [[0.06, 0.05], [-0.06, 0.05]], hands: [[0.46, 1.28], [0.52, 1.42]], nod: 4 },
    back: [fuseBox(0.44, 1.14)],
    front: [screwdriver([0.46, 1.28], [0.6, 1.34])],
    extent: [-0.2, 1.0, 1.9],
  },
  // Rolling fresh paint up the wall behind, the roller on its pole, the tray on the floor.
  rolling: {
    pose: { hip: [0, 0.92], lean: -4, feet: [[0.1, 0.05], [-0.1, 0.05]], hands: [[0.3, 1.24], [0.42, 1.4]], nod: -16 },
    back: [paintedWall(-0.06, 1.3, [0.78, 1.86])],
    front: [roller([0.3, 1.24], [0.78, 1.86], 0.86)],
    extent: [-0.2, 1.34, 2.14],
  },
  // At the front door, the parcel held out to the one who lives there, stepping out to take it.
  delivering: {
    pose: { hip: [0, 0.92], lean: 4, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.42, 1.04], [0.38, 1.1]], nod: 6 },
    ...delivery(0.7, 0.4),
    extent: [-0.2, 1.8, 2.2],
  },
  // Beside the whiteboard, pointing at the lesson on it, a marker in the other hand.
  teaching: {
    pose: { hip: [0, 0.92], lean: 2, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.18, 1.04], [0.64, 1.46]], nod: -6 },
    back: [whiteboard(0.4, 1.5, 0.92)],
    front: [marker([0.18, 1.04])],
    extent: [-0.2, 1.54, 1.86],
  },
  // Behind the counter at the till, handing the bag of shopping across to the customer turned to take it.
  checkout: {
    pose: { hip: [0, 0.92], lean: 16, feet: [[0.06, 0.05], [-0.1, 0.05]], hands: [[0.7, 1.32], [0.34, 1.06]], nod: 8 },
    ...tillCounter(0.22, 1.16, [0.72, 1.32]),
    extent: [-0.22, 1.5, 1.76],
  },
} satisfies Record<string, Scene>;
