/**
 * An indoor cycling class as a studio shows it: the instructor on the front bike, sitting up, the near arm raised to call
 * the next climb, and the riders facing them on their own bikes in rows going back, each row a little left of the one before
 * so every head shows. Everyone in sportswear: the instructor's bright vest, the riders' fitted tops, dark leggings, trainers.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import type { Pose, Scene } from './bodies';
import { CARDIO_MACHINES, spinBike } from './cardio-machines';
import { companion, reachOf, topOf, type Spot } from './lesson-companion';

/** The riders' tops, over dark leggings and white trainers. */
const TOPS = ['#e07a5f', '#3d7ea6', '#f2cc8f', '#81b29a', '#c05673', '#6d597a'];
const LEGGINGS = '#2b2d42';
const TRAINERS = '#f4f4f4';
/** The instructor's kit: a bright vest over black leggings. */
export const INSTRUCTOR_KIT = { top: '#ff3e6c', legs: '#1f2330', shoes: TRAINERS } as const;

/** On the saddle, sitting up, a hand on the bars, the near arm raised to the class. */
const LEADING: Pose = { hip: [0, 0.98], lean: 12, feet: [[0.34, 0.3], [0.18, 0.56]], hands: [[0.42, 1.86], [0.62, 1.05]], nod: -4 };

const RIDER = CARDIO_MACHINES['spin-bike'];
/** The rows facing the instructor: the front one nearest, the back ones smaller and higher up the floor. */
const ROWS: readonly Spot[] = [
  { x: 1.56, scale: 1, rise: 0, facing: -1 },
  { x: 1.14, scale: 0.84, rise: 0.22, facing: -1 },
  { x: 0.8, scale: 0.7, rise: 0.42, facing: -1 },
];
const rider = (k: number) => companion(RIDER, ROWS[k]!, k + 1, (look) => ({ top: TOPS[(Number(look) + k) % TOPS.length]!, legs: LEGGINGS, shoes: TRAINERS }));

export const SPIN_CLASS = {
  // The back rows behind the instructor's bike, the front row over it.
  'spin-class': {
    pose: LEADING,
    back: [rider(2), rider(1), spinBike],
    front: [rider(0)],
    wears: INSTRUCTOR_KIT,
    extent: [-0.34, Math.max(...ROWS.map((s) => reachOf(RIDER, s))) + 0.02, Math.max(1.96, ...ROWS.map((s) => topOf(RIDER, s)))],
  },
} satisfies Record<string, Scene>;
