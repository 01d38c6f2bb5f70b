/** Lessons as taught (compose/lesson-actions.ts), each the instructor's picture with their learners in it: registered in bodies.ts. */
import { CLIMBING_WALL } from './climbing-wall';
import { DRIVING_LESSON } from './driving-lesson';
import { GUITAR_LESSON } from './guitar-lesson';
import { PIANO_LESSON } from './piano-lesson';
import { SPIN_CLASS } from './spin-class';

export const LESSONS = { ...SPIN_CLASS, ...CLIMBING_WALL, ...DRIVING_LESSON, ...PIANO_LESSON, ...GUITAR_LESSON };
