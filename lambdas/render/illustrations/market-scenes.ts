/**
 * People at a market, drawn whole: a stallholder handing a customer their goods across a stall of its kind (the
 * scales at the stallholder's end, a basket on the customer's arm), one picture per kind of stall; and shoppers
 * of mixed ages browsing along a stall, its stallholder behind it (an older shopper with a basket, one holding up
 * a tomato, a child pointing). Metres, y up, facing +x, as bodies.ts draws; registered in bodies.ts's poses.
 */
import { drawFigure, OUTFITS, type Outfit, type Pose, type Prop, type Scene } from './bodies';
import { companion, GUEST, placed } from './company';
import { atChildSize } from './figure-build';
import { elderLook, lookOf, nextLook } from './figure-look';
import { heldTomato } from './market-stall';
import { awning, basket, handedAcross, stall, STALL_COLOURS, type StallKind } from './stall-goods';

/** A stallholder's apron over a striped shirt. */
export const STALLHOLDER: Outfit = { top: '#3d7ea6', over: { colour: '#2f5d3a', apron: true }, legs: '#34404f', shoes: '#2d2d36' };

/** Behind the stall, leaning over it, the goods handed across in the near hand, the far hand at the scales. */
export const HANDING: Pose = { hip: [0, 0.92], lean: 14, feet: [[0.08, 0.05], [-0.08, 0.05]], hands: [[0.68, 1.2], [0.32, 1.06]], nod: 10 };
/** The customer at the stall's far end, reaching for what is handed, the basket on the far arm. */
export const TAKING: Pose = { hip: [0, 0.92], lean: 8, feet: [[0.08, 0.05], [-0.08, 0.05]], hands: [[0.56, 1.16], [0.06, 0.72]], nod: 4 };
const CUSTOMER = 1.5;
/** The stall between them. */
const STALL = [0.2, 1.3] as const;

/** The stall of `kind` served across: the customer taking a bag (a bunch, a tray) from the stallholder's hand. */
const served = (kind: StallKind): Scene => ({
  pose: HANDING,
  back: [awning(-0.42, 1.78, STALL_COLOURS[kind]), companion(TAKING, GUEST, CUSTOMER, -1), basket(placed(TAKING.hands[1], CUSTOMER))],
  front: [...stall(kind, ...STALL), handedAcross(kind, HANDING.hands[0])],
  extent: [-0.45, 1.82, 2.5],
});

/** Browsing: a tomato held up to look at; an older shopper bent to the crates, a basket on the arm; a child pointing one out. */
const LOOKING: Pose = { hip: [0, 0.92], lean: 2, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.4, 1.24], [0.44, 0.98]], nod: -4 };
const BENT_TO_IT: Pose = { hip: [0, 0.92], lean: 10, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.36, 0.98], [0.06, 0.74]], nod: 14 };
const POINTING: Pose = { hip: [0, 0.92], lean: 4, feet: [[0.1, 0.05], [-0.06, 0.05]], hands: [[0.56, 1.3], [0.04, 0.7]], nod: -12 };
/** The stallholder across the stall, offering a hand over it. */
const OFFERING: Pose = { hip: [0, 0.92], lean: 6, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.5, 1.12], [0.2, 1.0]], nod: 6 };
const ELDER = -0.72;
const CHILD = 0.62;
const HOLDER = 1.1;

/** The older shopper, grey-haired, the basket on the far arm. */
const elder: Prop = (ctx, art) => {
  ctx.save();
  ctx.translate(ELDER, 0);
  drawFigure(ctx, BENT_TO_IT, { top: '#b5838d', legs: '#6d6875', shoes: '#3b2d22' }, 0, undefined, undefined, lookOf(elderLook(nextLook(art.look))));
  ctx.restore();
  basket(placed(BENT_TO_IT.hands[1], ELDER, 1))(ctx, art);
};

/** The child at a child's size beside the grown-ups, pointing up at the goods. */
const child: Prop = (ctx, art) => {
  ctx.save();
  atChildSize(ctx, [CHILD, 0]);
  ctx.translate(CHILD, 0);
  drawFigure(ctx, POINTING, OUTFITS.child, 0, undefined, undefined, lookOf(nextLook(art.look, 2)));
  ctx.restore();
};

export const MARKET_SCENES = {
  'stall-serving': served('produce'),
  'stall-cheese': served('cheese'),
  'stall-bread': served('bread'),
  'stall-flowers': served('flowers'),
  'stall-fish': served('fish'),
  'stall-food': served('food'),
  // Shoppers of three ages along a stall of fruit and veg, its stallholder across it.
  'market-browsing': {
    pose: LOOKING,
    back: [awning(-1.34, 1.72, STALL_COLOURS.produce), companion(OFFERING, STALLHOLDER, HOLDER, -1, 3), ...stall('produce', -1.1, 1.5), elder],
    front: [heldTomato(LOOKING.hands[0]), child],
    extent: [-1.38, 1.76, 2.5],
  },
} satisfies Record<string, Scene>;
