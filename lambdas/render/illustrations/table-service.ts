/**
 * A waiter's work in distinct pictures (issue 23): the order taken standing at the table on a pad, the guests looking up
 * from their menus; drinks carried on a tray; the bill presented with the card machine to the guest seated with their
 * card; a table cleared, the plates stacked on the hand; a table set, the cutlery laid; plates of food set before the
 * guests; wine poured into a seated guest's glass; a bartender shaking a cocktail behind the bar; a tasting's host pouring into the glass a guest holds out, another
 * guest nosing theirs. Metres, y up, the figure facing +x, as bodies.ts draws; registered in bodies.ts's poses: import
 * them through bodies.ts only.
 */
import type { P, Pose, Prop, Scene } from './bodies';
import { companion, GUEST, placed } from './company';
import { BAR_TOP, barCounter, bottleMouth, glassMouth, raisedGlass, RED_WINE, stream, wineBottle, wineGlass } from './drink-things';
import { bankCard, barBottles, billFolder, cardMachine, clothedTable, coupe, cutlery, drinksTray, heldMenu, orderPad, plateStack, servedDish, shaker, tablePlate } from './service-props';
import { sideChair } from './table-work';

/** Height of a restaurant table's top, and where it runs between the waiter and the guests across it. */
const TOP = 0.76;
const TABLE: [number, number] = [0.36, 1.2];
/** Where the guest across sits (their hip), facing the waiter, and where a second guest sits behind the table. */
const ACROSS = 1.58;
const BEHIND = 1.0;

/** Standing by the table's end, upright, the arms as each job sets them. */
const STANDING: Pose = { hip: [0, 0.92], lean: 4, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.3, 1.2], [0.28, 1.16]], nod: 16 };
const at = (hands: [P, P], lean = 4, nod = 16): Pose => ({ ...STANDING, hands, lean, nod });
/** Seated at the table, the hands as each guest holds what they hold. */
const seated = (hands: [P, P], nod = -10): Pose => ({ hip: [0, 0.5], lean: 2, feet: [[0.4, 0.05], [0.34, 0.05]], hands, nod });

/** The guests at the table: the one across on their chair, a second behind the table (`two`), what each holds. */
const guests = (pose: Pose, two: boolean, held?: (hand: P) => Prop): Prop[] => {
  const seat = (x: number, top: string, nth: number): Prop[] => [companion(pose, { ...GUEST, top }, x, -1, nth), ...(held ? [held(placed(pose.hands[0], x))] : [])];
  return [...(two ? seat(BEHIND, '#3d7ea6', 2) : []), sideChair(ACROSS - 0.2, ACROSS + 0.24, 0.46, 'right'), ...seat(ACROSS, '#7b5e8f', 1)];
};

/** Glasses standing at the guests' places on the table. */
const placeGlasses = (full: number): Prop[] => [wineGlass([TABLE[1] - 0.12, TOP], full), wineGlass([TABLE[0] + 0.5, TOP], full, '#dbe9f4')];
const EXTENT: Scene['extent'] = [-0.24, ACROSS + 0.26, 1.78];

/** The order: pen in the near hand on the pad in the far, head down to it; the guests look up over their menus. */
const ORDERING = at([[0.3, 1.22], [0.34, 1.16]], 2, 20);
const READING = seated([[0.38, 1.0], [0.34, 0.96]], -14);
/** The bill: the card machine held out over the table; the guest across holds out their card to it. */
const PRESENTING = at([[0.62, 1.08], [0.1, 0.74]], 12, 22);
const PAYING = seated([[0.44, 1.04], [0.34, 0.7]], -8);
/** The tray on the palm at the shoulder, mid-stride toward the table. */
const CARRYING: Pose = { hip: [0, 0.9], lean: 2, feet: [[0.22, 0.05], [-0.18, 0.09]], hands: [[0.3, 1.34], [-0.12, 0.7]], nod: -2 };
/** Leaning over the table, the near hand lifting a plate off it, the far holding the stack. */
const CLEARING = at([[0.62, 0.8], [0.4, 1.2]], 22, 26);
/** Leaning in, the near hand laying a fork by the plate, the far holding the rest. */
const SETTING = at([[0.66, 0.8], [0.4, 1.1]], 20, 28);
/** The bottle tipped over the guest's glass on the table, the far hand behind the back. */
const POURING = at([[0.52, 1.1], [-0.12, 0.9]], 10, 24);
const POURED: P = [0.86, TOP];
const WAITING = seated([[0.36, 0.84], [0.34, 0.8]], -6);
/** Leaning in, the near hand setting a plate down before the guest at the table's side, the far hand holding the next one. */
const SERVING_PLATES = at([[0.62, 0.84], [0.36, 1.16]], 18, 24);
const AWAITING = seated([[0.42, 0.8], [0.38, 0.78]], -8);
/** Behind the bar, both hands round the shaker at the shoulder. */
const SHAKING: Pose = { hip: [0, 0.92], lean: -2, feet: [[0.06, 0.05], [-0.06, 0.05]], hands: [[0.36, 1.3], [0.3, 1.22]], nod: 4 };
/** The tasting: the host's bottle tipped over the glass the guest across holds out; a second guest noses theirs. */
const HOSTING: Pose = { hip: [0, 0.92], lean: 6, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.42, 1.34], [0.08, 0.86]], nod: 18 };
const HOLDING_OUT: Pose = { ...HOSTING, lean: 2, hands: [[0.38, 1.1], [0.06, 0.72]], nod: 12 };
const NOSING: Pose = { ...HOSTING, lean: 0, hands: [[0.22, 1.5], [0.04, 0.72]], nod: -2 };
const TASTER = 1.08;
const SECOND_TASTER = 1.48;

/** A barrel stood on its end, the tasting's table: staves, iron hoops. */
const standingBarrel = (x: number): Prop => (ctx) => {
  ctx.fillStyle = '#9a6238';
  ctx.fillRect(x - 0.2, 0, 0.4, 0.92);
  ctx.fillStyle = '#3a2418';
  for (const y of [0.1, 0.78]) ctx.fillRect(x - 0.21, y, 0.42, 0.04);
  ctx.fillStyle = '#4a2e1c';
  ctx.fillRect(x - 0.22, 0.9, 0.44, 0.04);
};

export const TABLE_SERVICE = {
  // The order taken at the table on a pad, the two guests looking up over their menus.
  'taking-order': {
    pose: ORDERING,
    back: guests(READING, true, heldMenu),
    middle: [orderPad(ORDERING.hands[1], ORDERING.hands[0])],
    front: [clothedTable(...TABLE, TOP), ...placeGlasses(0)],
    extent: EXTENT,
  },
  // Drinks carried to the table on a round tray held at the shoulder.
  'carrying-tray': { pose: CARRYING, front: [drinksTray(CARRYING.hands[0])], extent: [-0.34, 0.62, 1.78] },
  // The bill in its folder on the table, the card machine held out to the guest across, who holds out their card.
  'presenting-bill': {
    pose: PRESENTING,
    back: guests(PAYING, true, bankCard),
    front: [clothedTable(...TABLE, TOP), ...placeGlasses(0.1), billFolder(0.66, TOP), cardMachine(PRESENTING.hands[0])],
    extent: EXTENT,
  },
  // The guests gone, a plate lifted off the table onto the stack on the far hand.
  'clearing-table': {
    pose: CLEARING,
    front: [clothedTable(...TABLE, TOP), tablePlate(CLEARING.hands[0][0], TOP, true), tablePlate(1.02, TOP, true), wineGlass([0.86, TOP], 0.05), plateStack(CLEARING.hands[1])],
    extent: [-0.24, TABLE[1] + 0.04, 1.78],
  },
  // A fork laid by each clean plate, the glasses already standing.
  'setting-table': {
    pose: SETTING,
    front: [clothedTable(...TABLE, TOP), tablePlate(0.82, TOP), ...placeGlasses(0), cutlery(SETTING.hands[0]), plateStack(SETTING.hands[1], false)],
    extent: [-0.24, TABLE[1] + 0.04, 1.78],
  },
  // Wine poured at the table into the seated guest's glass.
  'pouring-at-table': {
    pose: POURING,
    back: guests(WAITING, false),
    middle: [wineBottle(POURING.hands[0], 2.0)],
    front: [clothedTable(...TABLE, TOP), tablePlate(0.62, TOP), wineGlass(POURED, 0.35), stream(bottleMouth(POURING.hands[0], 2.0), glassMouth(POURED), RED_WINE)],
    extent: EXTENT,
  },
  // A plate of food set down before the guest at the table's side, the next one on the far hand; the guest across already served.
  'serving-plates': {
    pose: SERVING_PLATES,
    back: guests(AWAITING, true),
    middle: [servedDish([SERVING_PLATES.hands[1][0], SERVING_PLATES.hands[1][1] + 0.02])],
    front: [clothedTable(...TABLE, TOP), ...placeGlasses(0.3), servedDish([0.98, TOP]), servedDish([SERVING_PLATES.hands[0][0] + 0.04, TOP])],
    extent: EXTENT,
  },
  // Behind the bar (its counter across the bartender's legs), the cocktail shaken, the coupe waiting on the bar by the bottles.
  'mixing-cocktail': {
    pose: SHAKING,
    middle: [shaker(SHAKING.hands[0])],
    front: [barCounter(-0.3, 0.96), coupe([0.56, BAR_TOP]), barBottles(0.72, BAR_TOP)],
    extent: [-0.38, 1.02, 1.8],
  },
  // The host pouring into the glass a guest holds out over the barrel, another guest nosing theirs.
  'hosting-tasting': {
    pose: HOSTING,
    back: [
      companion(NOSING, { ...GUEST, top: '#c05673' }, SECOND_TASTER, -1, 2),
      raisedGlass(placed(NOSING.hands[0], SECOND_TASTER), 0.3),
      companion(HOLDING_OUT, { ...GUEST, top: '#7b5e8f' }, TASTER),
      raisedGlass(placed(HOLDING_OUT.hands[0], TASTER), 0.2),
    ],
    middle: [wineBottle(HOSTING.hands[0], 2.0)],
    front: [standingBarrel(0.56), stream(bottleMouth(HOSTING.hands[0], 2.0), glassMouth([placed(HOLDING_OUT.hands[0], TASTER)[0], HOLDING_OUT.hands[0][1] - 0.05]), RED_WINE)],
    extent: [-0.24, SECOND_TASTER + 0.3, 1.8],
  },
} satisfies Record<string, Scene>;
