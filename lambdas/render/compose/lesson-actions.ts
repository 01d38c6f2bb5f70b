/**
 * Lessons as taught (illustrations/lessons.ts): whoever teaches is drawn at the activity with their learners in the same
 * picture, where the activity happens, never at a classroom's whiteboard. A word for teaching named before the activity
 * ("a swimming instructor teaching a child to swim", "um professor a ensinar uma aluna a surfar") yields to it: what is
 * taught is the picture, its lesson when a teacher or a coach is named (actions.ts `becomes`).
 */
import type { Action } from './actions';
import type { Pose } from './scene-graph';
import { COURSE_POSES } from './course-actions';

/** The instructor's picture holds the class (the riders, the climber, the learner at the wheel, the pupil): whoever else is named is them. */
const WITH_LEARNERS = { drawsPartner: true, drawsGroup: true } as const;

/** An indoor cycling class: the instructor on the front bike facing the riders; the bikes are in the picture. */
export const SPIN_CLASS = { ...WITH_LEARNERS, worker: 'coach', shows: ['bicycle'], home: 'gym', rooms: ['gym', 'studio'] } as const satisfies Partial<Action>;

/** A climbing wall's lesson: the instructor belaying on the mat, the climber on the holds above; the rope is in the picture, the wall is the climbing gym's (a gym named is its climbing wall). */
export const CLIMBING_LESSON = { ...WITH_LEARNERS, worker: 'coach', shows: ['wall'], home: 'climbing-gym', rooms: ['climbing-gym'] } as const satisfies Partial<Action>;

/** A driving lesson: the learner at the wheel, the instructor in the passenger seat, the L plate on the door ("L plates" name no dinner plate); a learner named alone is in the instructor's picture; on the road whatever place is named. */
export const DRIVING_LESSON = { ...WITH_LEARNERS, worker: 'teacher', partner: 'student', shows: ['car', 'taxi', 'plate'], home: 'street', rooms: [] } as const satisfies Partial<Action>;

/** A piano lesson: the pupil at the piano, the teacher standing beside them; at home, or a music school's room. */
export const PIANO_LESSON = { ...WITH_LEARNERS, worker: 'teacher', home: 'home', rooms: ['home', 'studio', 'classroom', 'venue', 'hotel'] } as const satisfies Partial<Action>;

/** A guitar lesson: the teacher and the pupil on stools facing each other, each with a guitar; where a piano lesson is. */
export const GUITAR_LESSON = { ...PIANO_LESSON, shows: ['guitar'] } as const satisfies Partial<Action>;

/** Words that only say someone teaches: the activity named after them is what they teach. */
const TEACHING: ReadonlySet<Pose> = new Set<Pose>(['teaching', 'coaching', 'presenting']);

/** The lessons (a word for who teaches or learns one names it: "a climbing instructor", "a learner driver", lexicons/lesson-words.ts). */
const LESSONS: ReadonlySet<Pose> = new Set<Pose>(['surf-lesson', 'swim-lesson', 'spin-class', 'climbing-lesson', 'driving-lesson', 'piano-lesson', 'guitar-lesson', 'dancing-couples', ...COURSE_POSES]);

/** What is taught where it is done: the lessons, and the activities a teacher named makes one (actions.ts `becomes`). */
const TAUGHT_THERE: ReadonlySet<Pose> = new Set<Pose>([...LESSONS, 'surfing', 'swimming', 'spin-bike', 'driving', 'playing-piano', 'playing-guitar', 'cooking', 'rolling-dough', 'chopping']);

/** The lesson a person's word names, if it does: drawn only when nothing else is done ("a piano teacher lifting a box" lifts it). */
export const lessonOf = (roles: { noun?: string; pose?: Pose }): Pose | undefined => (roles.noun && roles.pose && LESSONS.has(roles.pose) ? roles.pose : undefined);

/** Whether `done`, named after `named`, is what the teaching named is of (or the lesson given: "geeft zwemles", "da una clase"), so it is the picture instead. */
export const isTaught = (named: Pose | null, done: Pose): boolean =>
  named !== null && ((TEACHING.has(named) && TAUGHT_THERE.has(done)) || (named === 'handing' && LESSONS.has(done)));
