/**
 * Dogs at play (actions.ts, illustrations/dog-play.ts): the dogs, their ball and their rope toy are in the picture of the one
 * playing with them, never drawn again beside it. Outdoors, in a park when the prompt names no place, or a dog daycare's
 * yard; indoors it happens nowhere (the yard is the place's own).
 */
import type { Action } from './actions';
import type { ConceptId } from './concepts';

/** The dogs named, the ball and the toy: the picture draws its own. */
const DOGS = ['dog', 'poodle'] as const satisfies readonly ConceptId[];
/** Whoever plays with dogs, named only as someone, is the one looking after them (a daycare's or a walker's staff). */
const PLAYED_WITH = { shows: [...DOGS, 'ball', 'basketball'], worker: 'staff', home: 'park', rooms: [] } as const satisfies Partial<Action>;

/** Dogs named playing: a tug of war with the one looking after them, a second dog joining in ("cats playing" are no such game). */
export const DOGS_PLAYING = { ...PLAYED_WITH, needs: { concepts: DOGS } } as const satisfies Partial<Action>;
/** Playing out of doors ("playing in the park"): dogs named play so; children (anyone else) run about. */
export const PLAYING_OUTDOORS = { ...DOGS_PLAYING, becomes: [{ pose: 'dogs-playing', when: DOGS_PLAYING.needs }], otherwise: 'running' } as const satisfies Partial<Action>;

/** A dog chasing the ball thrown for it, or bringing it back to the one kneeling to take it: said of a dog, or in its yard. */
export const FOR_A_DOG = { ...PLAYED_WITH, needs: { concepts: DOGS, settings: ['dog-yard'] } } as const satisfies Partial<Action>;

/**
 * A ball thrown: where there is a dog to throw it for (one named, or a dog daycare's yard) a dog gallops after it. Throwing
 * takes a ball, a dog or that yard ("throwing a party" is no throw).
 */
export const THROWING = {
  ...PLAYED_WITH,
  needs: { concepts: [...DOGS, 'ball', 'basketball'], settings: ['dog-yard'] },
  becomes: [{ pose: 'throwing-for-dog', when: FOR_A_DOG.needs }],
} as const satisfies Partial<Action>;
