/**
 * Courses drawn where and as they happen, never at a classroom's board (illustrations/cooking-class.ts, tutoring.ts): a
 * cooking class is the chef-instructor demonstrating at the island with the class at their stations, in a cookery school's
 * teaching kitchen; tutoring is one to one, the tutor beside the child at a table (at home, or a tutoring centre's small
 * room), and online the child at a laptop with the tutor on its screen; a tennis or golf lesson is the coach beside the pupil
 * on the court or the course (illustrations/sport-lessons.ts). A school's word ("scuola di cucina", "Kochschule",
 * "Nachhilfeinstitut", "Tennisschule") names the school's own place, never a classroom.
 */
import type { Action } from './actions';
import type { ConceptId } from './concepts';
import type { Pose } from './scene-graph';

export const COURSE_POSES = ['cooking-class', 'tutoring', 'online-tutoring', 'tennis-lesson', 'golf-lesson'] as const;
export type CoursePose = (typeof COURSE_POSES)[number];
export const isCoursePose = (pose: Pose | null): pose is CoursePose => pose !== null && (COURSE_POSES as readonly Pose[]).includes(pose);

/** The class is in the instructor's picture: whoever else is named is them. */
const WITH_THE_CLASS = { drawsPartner: true, drawsGroup: true } as const;

/** Where one-to-one tutoring is done: at home (the living room's or the kitchen's table), a tutoring centre, a library. */
const TUTORED_IN = ['home', 'kitchen', 'tutoring-centre', 'library', 'office', 'cafe'] as const;
/** What tutoring's picture draws: the table, the chairs, the books and the worksheet (online, the laptop). */
const AT_THE_TABLE = ['table', 'desk', 'chair', 'book', 'books', 'document', 'laptop', 'tablet', 'headphones'] as const satisfies readonly ConceptId[];

/** What a cooking class's picture draws: the worktops, boards, flour, dough and pasta. */
const AT_THE_STATIONS = ['counter', 'table', 'pasta', 'pizza', 'bread', 'egg', 'vegetables', 'meal', 'pan', 'pot', 'hob'] as const satisfies readonly ConceptId[];

export const COURSE_ACTIONS: Record<CoursePose, Omit<Action, 'figures' | 'body'>> = {
  // Taught by a chef in whites (students named alone are their class); in the cookery school when no kitchen is named, never a classroom.
  'cooking-class': { ...WITH_THE_CLASS, worker: 'chef', partner: 'student', shows: AT_THE_STATIONS, home: 'cookery-school', rooms: ['cookery-school', 'kitchen', 'pro-kitchen', 'restaurant', 'home', 'hotel'] },
  // The tutor beside the child, whoever is named of the two (a child named alone is tutored); a tutor named with a child, doing
  // nothing else, tutors; online named, it is the lesson on the laptop.
  tutoring: {
    ...WITH_THE_CLASS,
    worker: 'tutor',
    shows: AT_THE_TABLE,
    home: 'home',
    rooms: TUTORED_IN,
    toldBy: { concepts: ['tutor'], who: ['child', 'student'] },
    becomes: [{ pose: 'online-tutoring', when: { concepts: ['laptop', 'tablet'] } }],
  },
  // The child's picture, the tutor on the screen: a tutor named is them.
  'online-tutoring': { drawsPartner: true, worker: 'child', partner: 'tutor', shows: AT_THE_TABLE, home: 'home', rooms: TUTORED_IN },
  // The coach beside the pupil, out on the court or the course (a pupil named alone is in the coach's picture); the balls and
  // the trainers worn are in it ("tenis", "tennis" are trainers too).
  'tennis-lesson': { ...WITH_THE_CLASS, worker: 'coach', partner: 'student', shows: ['ball', 'basketball', 'shoe'], home: 'tennis-court', rooms: [] },
  'golf-lesson': { ...WITH_THE_CLASS, worker: 'coach', partner: 'student', shows: ['ball', 'shoe'], home: 'golf-course', rooms: [] },
};

/** Kitchen work done with a class (students named, or in a cookery school) is the class's picture. */
export const WITH_A_CLASS = [{ pose: 'cooking-class', when: { concepts: ['student', 'class'], settings: ['cookery-school'] } }] as const satisfies readonly { pose: Pose; when: object }[];
