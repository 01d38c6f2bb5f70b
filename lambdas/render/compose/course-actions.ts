/**
 * Courses drawn where and as they happen, never at a classroom's board (illustrations/cooking-class.ts): a cooking class is
 * the chef-instructor demonstrating at the island with the class at their stations, in a cookery school's teaching kitchen.
 * A school's word ("scuola di cucina", "Kochschule") names the school's own room, never a classroom.
 */
import type { Action } from './actions';
import type { ConceptId } from './concepts';
import type { Pose } from './scene-graph';

export const COURSE_POSES = ['cooking-class'] as const;
export type CoursePose = (typeof COURSE_POSES)[number];
export const isCoursePose = (pose: Pose | null): pose is CoursePose => pose !== null && (COURSE_POSES as readonly Pose[]).includes(pose);

/** The class is in the instructor's picture: whoever else is named is them. */
const WITH_THE_CLASS = { drawsPartner: true, drawsGroup: true } as const;

/** What a cooking class's picture draws: the worktops, boards, flour, dough and pasta. */
const AT_THE_STATIONS = ['counter', 'table', 'pasta', 'pizza', 'bread', 'egg', 'vegetables', 'meal', 'pan', 'pot', 'hob'] as const satisfies readonly ConceptId[];

export const COURSE_ACTIONS: Record<CoursePose, Omit<Action, 'figures' | 'body'>> = {
  // Taught by a chef in whites (students named alone are their class); in the cookery school when no kitchen is named, never a classroom.
  'cooking-class': { ...WITH_THE_CLASS, worker: 'chef', partner: 'student', shows: AT_THE_STATIONS, home: 'cookery-school', rooms: ['cookery-school', 'kitchen', 'pro-kitchen', 'restaurant', 'home', 'hotel'] },
};

/** Kitchen work done with a class (students named, or in a cookery school) is the class's picture. */
export const WITH_A_CLASS = [{ pose: 'cooking-class', when: { concepts: ['student', 'class'], settings: ['cookery-school'] } }] as const satisfies readonly { pose: Pose; when: object }[];
