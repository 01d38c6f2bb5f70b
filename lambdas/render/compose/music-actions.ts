/**
 * Where music is played and danced to (actions.ts): on a music venue's stage and dance floor when the prompt names no place,
 * or in a bar, a restaurant, a hotel's lounge, a café, at home; outdoors anywhere (a pier, a terrace, a festival). The
 * instrument, the microphone and the decks are in the player's picture, not drawn again beside them.
 */
import type { Action } from './actions';

export const PLAYED = {
  home: 'venue',
  rooms: ['bar', 'wine-bar', 'restaurant', 'hotel', 'cafe', 'home', 'studio', 'pizzeria'],
  shows: ['guitar', 'microphone'],
} as const satisfies Partial<Action>;

/** People together in a picture of their own (a band, couples): whoever else is named is in it. */
export const TOGETHER = { ...PLAYED, drawsPartner: true, drawsGroup: true } as const satisfies Partial<Action>;
