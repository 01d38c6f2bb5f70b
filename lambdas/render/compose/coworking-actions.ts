/**
 * A coworking space at work (illustrations/coworking.ts): members at their laptops along one long shared table, one
 * turned to chat with a colleague standing by with a coffee, or two chatting over a coffee at its coffee corner; one picture for the whole group (its ends may run off a
 * tall frame: compose/bleed.ts), in their own clothes,
 * never suits behind a desk. In a coworking space anyone at a laptop is at it (lexicons/coworking-words.ts).
 */
import type { Action } from './actions';

export const COWORKING_POSES = ['hot-desking', 'coffee-chat'] as const;
type CoworkingPose = (typeof COWORKING_POSES)[number];

export const COWORKING_ACTIONS: Record<CoworkingPose, Omit<Action, 'figures' | 'body'>> = {
  'hot-desking': {
    drawsPartner: true,
    single: true,
    worker: 'member',
    shows: ['laptop', 'table', 'desk', 'chair', 'coffee', 'cup', 'document'],
    home: 'coworking',
    rooms: ['coworking', 'office'],
  },
  // Its coffee corner: one making a coffee at the machine, chatting with a colleague who holds theirs.
  'coffee-chat': {
    drawsPartner: true,
    single: true,
    worker: 'member',
    shows: ['coffee', 'cup', 'coffee-machine', 'counter'],
    home: 'coworking',
    rooms: ['coworking', 'office'],
  },
};

/** Laptops in use in a coworking space are its members at the shared table (appended to actions.ts's laptop uses). */
export const AT_THE_SHARED_TABLE = { pose: 'hot-desking', when: { settings: ['coworking'] } } as const;
