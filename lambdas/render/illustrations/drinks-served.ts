/**
 * Drinks served and shared (issue 23): wine poured from the bottle into a glass on the bar, tea poured from
 * the pot into a cup, a pint pulled at the tap, the stream falling between them; friends raising their
 * glasses until they meet over a bar table; a tea master kneeling at a low table whisking matcha in its bowl,
 * a served bowl beside it; two people kneeling across a low table, drinking tea. Registered in bodies.ts's
 * poses: import them through bodies.ts only.
 */
import type { P, Pose, Scene } from './bodies';
import { companion, GUEST, placed } from './company';
import {
  BAR_TOP, barCounter, BEER, beerTap, beerTapMouth, bottleMouth, chasen, cupMouth, cushion, glassMouth, GREEN_TEA, heldTeapot, LOW_TOP, lowTable, matchaBowl, raisedGlass,
  pintGlass, RED_WINE, spout, stream, teaCup, wineBottle, wineGlass,
} from './drink-things';

/** Behind the bar, the near hand tipping what is poured over the glass or cup standing on it, the far hand down behind the counter. */
const POURING: Pose = { hip: [0, 0.92], lean: 6, feet: [[0.06, 0.05], [-0.08, 0.05]], hands: [[0.46, 1.4], [0.22, 0.9]], nod: 22 };
/** Where the glass or cup poured into stands on the bar. */
const POURED: P = [0.72, BAR_TOP];

/** Standing, a glass raised in the near hand to meet the others' over the table. */
const RAISING: Pose = { hip: [0, 0.92], lean: 2, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.5, 1.52], [0.1, 0.7]], nod: -6 };
/** Where the one across stands (their hip), and where the third stands behind the table between them. */
const ACROSS = 1.16;
const BETWEEN = 0.36;
/** The third's glass reaches in from behind: their arm's reach to where the glasses meet. */
const REACHING: Pose = { ...RAISING, hands: [[0.24, 1.6], [0.08, 0.7]] };

/** Kneeling upright on the heels (seiza), the knees ahead on the cushion. */
const SEIZA: Pose = { hip: [0, 0.3], lean: 4, feet: [[-0.1, 0.06], [-0.08, 0.06]], knees: [-1, -1], hands: [[0.3, 0.52], [0.26, 0.5]], nod: 6 };
/** The matcha bowl on the low table, and the whisk's fist above it. */
const BOWL_X = 0.5;
const WHISK: P = [0.5, 0.5];
/** A cup raised to the lips in the near hand, the far hand under it. */
const SIPPING: Pose = { ...SEIZA, lean: 2, hands: [[0.2, 0.88], [0.22, 0.8]], nod: -8 };
/** Where the one tea is drunk with kneels, across the low table. */
const GUEST_AT = 1.24;

export const DRINKS_SERVED = {
  // Wine poured: the bottle tipped over the glass standing on the bar, the red stream falling into it.
  'pouring-wine': {
    pose: POURING,
    middle: [wineBottle(POURING.hands[0], 2.0)],
    front: [barCounter(0.26, 1.0), wineGlass(POURED, 0.35), stream(bottleMouth(POURING.hands[0], 2.0), glassMouth(POURED), RED_WINE)],
    extent: [-0.22, 1.06, 1.76],
  },
  // Tea poured from the pot into a cup on the counter.
  'pouring-tea': {
    pose: POURING,
    middle: [heldTeapot(POURING.hands[0], 0.7)],
    front: [barCounter(0.26, 1.0), teaCup(POURED), stream(spout(POURING.hands[0], 0.7), cupMouth(POURED), '#b5651d')],
    extent: [-0.22, 1.06, 1.76],
  },
  // A pint pulled: the near hand drawing the tap's handle forward, the beer running from its spout into the glass below.
  'pouring-beer': {
    pose: { ...POURING, hands: [[0.5, 1.5], [0.22, 0.9]], nod: 18 },
    front: [barCounter(0.26, 1.0), beerTap(POURED[0] - 0.1, [0.5, 1.5]), pintGlass(POURED), stream(beerTapMouth(POURED[0] - 0.1), [POURED[0], POURED[1] + 0.14], BEER)],
    extent: [-0.22, 1.06, 1.76],
  },
  // Three friends at a bar table, glasses raised until they meet over it: one across, one behind the table between them.
  toasting: {
    pose: RAISING,
    back: [companion(REACHING, { ...GUEST, top: '#2a9d8f' }, BETWEEN, 1, 2), raisedGlass(placed(REACHING.hands[0], BETWEEN, 1), 0.5, '#f5e6a8'), companion(RAISING, { ...GUEST, top: '#7b5e8f' }, ACROSS)],
    middle: [raisedGlass(placed(RAISING.hands[0], ACROSS), 0.5), raisedGlass(RAISING.hands[0], 0.5)],
    front: [barCounter(0.3, 0.86)],
    extent: [-0.24, 1.42, 1.8],
  },
  // Kneeling at the low table, the whisk in the near hand frothing the matcha, the far hand steadying the bowl; a served bowl beside it.
  'whisking-matcha': {
    pose: { ...SEIZA, lean: 16, hands: [WHISK, [0.42, 0.38]], nod: 24 },
    back: [cushion(0)],
    front: [lowTable(0.28, 1.0), matchaBowl(BOWL_X, LOW_TOP), chasen(WHISK, LOW_TOP + 0.075), matchaBowl(0.84, LOW_TOP)],
    extent: [-0.34, 1.04, 1.14],
  },
  // Two kneeling across a low table, each with a cup: the near one sipping, the other holding theirs, the pot between them.
  'drinking-tea': {
    pose: SIPPING,
    back: [cushion(0), cushion(GUEST_AT, '#2f5d62'), companion({ ...SEIZA, hands: [[0.32, 0.6], [0.3, 0.56]] }, { ...GUEST, top: '#b5838d' }, GUEST_AT)],
    middle: [teaCup(placed([0.34, 0.58], GUEST_AT))],
    front: [teaCup([SIPPING.hands[0][0] + 0.03, SIPPING.hands[0][1] - 0.03]), lowTable(0.36, 0.9), heldTeapot([0.52, LOW_TOP + 0.08], 0), teaCup([0.78, LOW_TOP], GREEN_TEA)],
    extent: [-0.34, 1.58, 1.14],
  },
} satisfies Record<string, Scene>;
