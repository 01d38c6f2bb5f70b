/**
 * A guitar lesson: the teacher and the pupil each on a stool, facing each other, each with a guitar across the lap, the
 * teacher showing the chord the pupil plays back. The guitar and stool are the musicians' own (musicians.ts).
 * Metres, y up, as bodies.ts draws (its helpers are read only when drawn: bodies.ts loads this file).
 */
import type { Pose, Scene } from './bodies';
import { companion, reachOf, type Spot } from './lesson-companion';
import { along, guitar, stool } from './musicians';

/** The guitar across the lap of someone seated on a stool, its neck up toward the far hand. */
const ON_THE_LAP: [number, number] = [0.14, 0.62];
const TILT = 0.42;
/** Seated on the stool, the guitar across the lap, the near hand at the strings, the far one up the neck. */
const SEATED_GUITAR: Pose = { hip: [0, 0.56], lean: 4, feet: [[0.42, 0.05], [0.3, 0.05]], hands: [along(ON_THE_LAP, TILT, 0.02, 0.04), along(ON_THE_LAP, TILT, 0.5)], nod: 14 };
const PLAYER: Scene = { pose: SEATED_GUITAR, back: [stool], front: [guitar(ON_THE_LAP, TILT, 0.46, '#d07a2c', '#6a3110')], extent: [-0.3, 0.86, 1.5] };
/** The pupil across from the teacher, turned to face them. */
const ACROSS: Spot = { x: 1.0, scale: 1, rise: 0, facing: -1 };
const PUPIL_TOPS = ['#e9c46a', '#3d7ea6', '#c05673', '#81b29a'];
const pupil = companion(PLAYER, ACROSS, 1, (look) => ({ top: PUPIL_TOPS[Number(look) % PUPIL_TOPS.length]!, legs: '#4b5563', shoes: '#2d2d36' }));

export const GUITAR_LESSON = {
  'guitar-lesson': { ...PLAYER, back: [pupil, stool], front: [guitar(ON_THE_LAP, TILT, 0.46, '#8a4b22', '#3b1d0c')], extent: [-0.3, reachOf(PLAYER, ACROSS), 1.5] },
} satisfies Record<string, Scene>;
