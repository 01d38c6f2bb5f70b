/**
 * A fire drill's steps (actions.ts; illustrations/evacuation.ts), each one picture: the alarm heard at the desk, work
 * left at once, the stairs taken and not the lift, and the report at the assembly point. The first three happen inside
 * wherever people work, an office when the prompt names no place; the assembly point is outside, in the street,
 * whatever room the training is set in.
 */
import type { Action } from './actions';
import type { SettingId } from './scene-graph';

export const EVACUATION_POSES = ['hearing-alarm', 'leaving-desk', 'taking-stairs', 'assembly-point'] as const;
export type EvacuationPose = (typeof EVACUATION_POSES)[number];

/** Places of work with desks or stairs: the drill's inside steps happen there, done by whoever works there. */
const WORKPLACES = ['office', 'reception', 'classroom', 'library', 'hotel', 'clinic', 'ward', 'shop', 'warehouse', 'workshop'] as const satisfies readonly SettingId[];
const INSIDE = { shows: ['desk', 'table', 'monitor', 'laptop', 'chair', 'document'], home: 'office', rooms: WORKPLACES, worker: 'worker' } as const;

export const EVACUATION_ACTIONS: Record<EvacuationPose, Omit<Action, 'figures' | 'body'>> = {
  'hearing-alarm': INSIDE,
  'leaving-desk': INSIDE,
  'taking-stairs': { home: 'office', rooms: WORKPLACES, worker: 'worker' },
  // Outside, at its sign: no room holds the assembly point. Everyone gathered there is in its one picture, with the warden.
  'assembly-point': { home: 'street', rooms: [], worker: 'worker', drawsGroup: true },
};
