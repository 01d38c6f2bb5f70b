/**
 * A children's club, nursery or holiday club at its day (illustrations/kids-club.ts): each activity is one picture of the
 * grown-up with the children in it at a child's size, never grown-ups in office clothes at desks. Homework at a table with
 * a helper leaning in; football on the grass with a coach; blocks on the rug; snack time; a parent collecting a child at
 * the door. Children named alone are joined by the grown-up of the activity (a helper, a coach); a parent named collects.
 */
import type { Action } from './actions';
import type { ConceptId } from './concepts';
import type { Pose, SettingId } from './scene-graph';

export const KIDS_CLUB_POSES = ['homework-help', 'snack-time', 'kids-football', 'building-blocks', 'pick-up', 'kids-art'] as const;
/** The poses drawn by pictures of their own (illustrations/kids-club.ts); art is painting's. */
export type KidsClubPose = Exclude<(typeof KIDS_CLUB_POSES)[number], 'kids-art'>;
export const isKidsClubPose = (pose: Pose | null): pose is (typeof KIDS_CLUB_POSES)[number] => pose !== null && (KIDS_CLUB_POSES as readonly Pose[]).includes(pose);

/** Children's rooms: a nursery, a kids' club (lexicons/kids-club-words.ts), a school. */
export const KIDS_PLACES: readonly SettingId[] = ['nursery', 'classroom'];
/** Who says children are about: children, the grown-ups who look after them. */
const WITH_KIDS: readonly ConceptId[] = ['child', 'baby', 'family', 'parent', 'tutor', 'teacher'];
/** Children are there: named, or the place is theirs. */
const KIDS = { concepts: WITH_KIDS, settings: KIDS_PLACES } as const;
/** The children are in the grown-up's picture: whoever else is named is them. */
const WITH_CHILDREN = { drawsPartner: true, drawsGroup: true } as const;
/** Indoors, in a children's room, or at home. */
const INDOORS = { home: 'nursery', rooms: [...KIDS_PLACES, 'home', 'library', 'studio'] } as const;
/** What a table activity's picture draws: the table, the stools, the books, the food and drink. */
const AT_THE_TABLE = ['table', 'desk', 'chair', 'book', 'books', 'document'] as const satisfies readonly ConceptId[];
const SNACKS = ['meal', 'fruit', 'apple', 'sandwich', 'juice', 'milk', 'water', 'cup', 'plate', 'bowl'] as const satisfies readonly ConceptId[];

export const KIDS_CLUB_ACTIONS: Record<KidsClubPose, Omit<Action, 'figures' | 'body'>> = {
  // A student's homework alone is reading; with children about, the helper leans in at the table; at a tutoring centre it is one to one.
  'homework-help': { ...WITH_CHILDREN, ...INDOORS, worker: 'tutor', shows: AT_THE_TABLE, needs: { ...KIDS, concepts: [...WITH_KIDS, 'coach'] }, otherwise: 'reading', becomes: [{ pose: 'tutoring', when: { settings: ['tutoring-centre'] } }] },
  // A snack among grown-ups is eating one.
  'snack-time': { ...WITH_CHILDREN, ...INDOORS, rooms: [...INDOORS.rooms, 'kitchen', 'cafe'], worker: 'tutor', shows: [...AT_THE_TABLE, ...SNACKS], needs: KIDS, otherwise: 'eating' },
  // On the grass whatever room is named; grown-ups' football (no children, no coach) is a run in the park.
  'kids-football': { ...WITH_CHILDREN, worker: 'coach', shows: ['ball'], home: 'park', rooms: [], needs: { ...KIDS, concepts: [...WITH_KIDS, 'coach'] }, otherwise: 'running' },
  'building-blocks': { ...WITH_CHILDREN, ...INDOORS, worker: 'tutor', shows: ['package'], needs: KIDS },
  // The parent at the club's door: whoever collects is a parent, in their own clothes.
  'pick-up': { ...WITH_CHILDREN, home: 'nursery', rooms: KIDS_PLACES, worker: 'parent', shows: ['backpack', 'bag'], needs: KIDS },
};

/**
 * "Art" at a children's place is a child painting at the table (painting's picture); anywhere else the word draws nothing
 * ("a state-of-the-art gym", "a museum of art").
 */
export const KIDS_ART = { ...INDOORS, worker: 'child', shows: ['table', 'desk', 'chair'], needs: KIDS } as const satisfies Omit<Action, 'figures' | 'body'>;

/** The action of a children's activity. */
export const kidsAction = (pose: (typeof KIDS_CLUB_POSES)[number]): Omit<Action, 'figures' | 'body'> => (pose === 'kids-art' ? KIDS_ART : KIDS_CLUB_ACTIONS[pose]);

/** Words that only say a grown-up helps, teaches or coaches: the children's activity named after them is the picture ("helping children with their homework"). */
const LEADING: ReadonlySet<Pose> = new Set<Pose>(['supporting', 'teaching', 'coaching']);
export const isLedActivity = (named: Pose | null, done: Pose): boolean => named !== null && LEADING.has(named) && isKidsClubPose(done);
