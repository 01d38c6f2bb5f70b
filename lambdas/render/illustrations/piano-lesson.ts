/**
 * A piano lesson: the pupil at the grand piano playing, the teacher standing at their shoulder, leaning in, a hand
 * pointing to the keys. The piano and its bench are the pianist's own picture (musicians.ts), drawn in front of the teacher.
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import type { Pose, Scene } from './bodies';
import { companion, reachOf, type Spot } from './lesson-companion';
import { MUSICIANS } from './musicians';

const PIANIST = MUSICIANS['playing-piano'];
/** Standing behind the bench, leaning in over the pupil's shoulder, the near hand pointing to the keys. */
const SHOWING: Pose = { hip: [0, 0.94], lean: 18, feet: [[0.1, 0.05], [-0.1, 0.05]], hands: [[0.86, 0.98], [0.2, 0.72]], nod: 24 };
/** The pupil at the piano, just ahead of the teacher. */
const AT_THE_PIANO: Spot = { x: 0.16, scale: 1, rise: 0, facing: 1 };
const PUPIL_TOPS = ['#f4a261', '#3d7ea6', '#e9c46a', '#81b29a'];
const pupil = companion(PIANIST, AT_THE_PIANO, 1, (look) => ({ top: PUPIL_TOPS[Number(look) % PUPIL_TOPS.length]!, legs: '#4b5563', shoes: '#2d2d36' }));

export const PIANO_LESSON = {
  'piano-lesson': { pose: SHOWING, front: [pupil], extent: [-0.3, reachOf(PIANIST, AT_THE_PIANO), 1.9] },
} satisfies Record<string, Scene>;
