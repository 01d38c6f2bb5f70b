/**
 * What a wedding's pictures show people doing (illustrations/wedding.ts): the bride and groom cutting the cake, their
 * first dance, their vows, the bride's walk down the aisle; the guests' toast. Each is one picture of everyone named, at
 * the wedding's reception when the prompt names no place (the vows and the aisle in a garden); a hotel or a restaurant
 * hosts one as it is. The cake, the knife, the arch and the flutes are drawn in the picture. A couple's words mean a
 * wedding's picture only when the couple are a bride and groom, or the place is a wedding ("cut the cake" at a bakery is
 * not the couple's).
 */
import type { Action } from './actions';
import type { WeddingPose } from './lexicons/wedding-words';

/** Who a wedding's pictures are of: a bride, a groom, the two named together. */
export const WEDS = ['bride', 'groom', 'newlyweds'] as const;

const AT_THE_WEDDING = {
  drawsPartner: true, drawsGroup: true, single: true, home: 'wedding', rooms: ['hotel', 'restaurant'],
  needs: { concepts: WEDS, settings: ['wedding'] },
} as const satisfies Partial<Action>;

export const WEDDING_ACTIONS = {
  'cake-cutting': { ...AT_THE_WEDDING, shows: ['cake', 'table'] },
  'first-dance': { ...AT_THE_WEDDING, otherwise: 'dancing-couples' },
  // Vows and the aisle: a garden ceremony when no place is named; any couple's vows are a wedding's.
  vows: { ...AT_THE_WEDDING, home: 'park', shows: ['flowers', 'ring'], needs: { concepts: [...WEDS, 'couple'], settings: ['wedding'] } },
  'aisle-walk': { ...AT_THE_WEDDING, home: 'park', shows: ['flowers', 'chair'], otherwise: 'walking' },
  // The guests' toast needs no bride named: at a wedding, or said of the couple.
  'wedding-toast': { ...AT_THE_WEDDING, shows: ['table', 'wine', 'champagne', 'glass'], otherwise: 'toasting' },
} as const satisfies Record<WeddingPose, Partial<Action>>;
