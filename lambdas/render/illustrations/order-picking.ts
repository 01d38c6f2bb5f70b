/**
 * Picking an order in a warehouse, as a picker's training shows it: the shelf's location label scanned with the handheld
 * scanner (its red beam on the label on the racking's beam), the item taken off the shelf in hand, and the item put into
 * the blue tote on the picking trolley. A worker in hi-vis at pallet racking, never idle beside it.
 * Metres, y up, as bodies.ts draws (its rig registers these poses: import them through bodies.ts only).
 */
import { rr, type Prop, type Scene } from './bodies';
import { heldBox, SHELVES, shelving } from './carry-work';
import { scanner } from './pallet-jack';

/** The top of the picture: just over the racking and the worker's head. */
const OVER_HEAD = 1.9;
const TOTE = '#2f80d1';
const TOTE_DARK = '#1f5f9f';
const FRAME = '#8a939e';

/** A picking tote from x, w wide, its bottom at y: a blue crate with a hand hole, an item's top showing above its rim. */
const tote = (x: number, y: number, w: number, full: boolean): Prop => (ctx, art) => {
  if (full) heldBox(x + 0.06, y + 0.1, w * 0.4, 0.16)(ctx, art);
  rr(ctx, x, y, w, 0.22, 0.02, TOTE);
  rr(ctx, x, y + 0.18, w, 0.04, 0.01, TOTE_DARK);
  rr(ctx, x + w * 0.38, y + 0.12, w * 0.24, 0.035, 0.015, TOTE_DARK);
};

/** A picking trolley from x: two shelves on a grey frame and castors, a tote on each, the push handle at the far end. */
const trolley = (x: number, w: number): Prop[] => [
  (ctx) => {
    for (const ux of [x, x + w - 0.03]) rr(ctx, ux, 0.08, 0.03, 0.9, 0.01, FRAME);
    rr(ctx, x + w - 0.03, 0.95, 0.03, 0.16, 0.01, FRAME);
    rr(ctx, x + w - 0.12, 1.08, 0.15, 0.035, 0.015, '#2b2f36');
    for (const y of [0.14, 0.58]) rr(ctx, x, y, w, 0.03, 0.008, FRAME);
    ctx.fillStyle = '#1d1f24';
    for (const cx of [x + 0.06, x + w - 0.06]) {
      ctx.beginPath();
      ctx.arc(cx, 0.05, 0.045, 0, Math.PI * 2);
      ctx.fill();
    }
  },
  tote(x + 0.04, 0.17, w - 0.08, true),
  tote(x + 0.04, 0.61, w - 0.08, true),
];

/** Racking in front of the worker, reached from its open side; its middle beam's location label. */
const RACK: [number, number] = [0.3, 1.34];
const LABEL_Y = SHELVES[1] - 0.025;

export const ORDER_PICKING = {
  // Facing the racking, the scanner raised at the middle beam's location label, its red beam on the label.
  'shelf-scanning': {
    pose: { hip: [0, 0.92], lean: 2, feet: [[0.08, 0.05], [-0.06, 0.05]], hands: [[0.3, 1.16], [0.12, 0.72]], nod: 14 },
    back: shelving(...RACK),
    front: [scanner([0.3, 1.16], [0.86, LABEL_Y])],
    extent: [-0.26, RACK[1] + 0.04, OVER_HEAD],
  },
  // Reaching into the racking's middle shelf, the item taken off it in both hands, the shelf's other boxes beside it.
  'shelf-picking': {
    pose: { hip: [-0.02, 0.92], lean: 10, feet: [[0.1, 0.05], [-0.1, 0.06]], hands: [[0.44, 0.98], [0.4, 1.02]], nod: 12 },
    back: shelving(...RACK),
    front: [heldBox(0.36, 0.9, 0.24, 0.18)],
    extent: [-0.28, RACK[1] + 0.04, OVER_HEAD],
  },
  // The item put into the top tote on the picking trolley (the warehouse's racking is the room behind).
  'tote-placing': {
    pose: { hip: [-0.04, 0.9], lean: 16, feet: [[0.1, 0.05], [-0.14, 0.06]], hands: [[0.46, 0.9], [0.42, 0.94]], nod: 20 },
    back: trolley(0.3, 0.66),
    front: [heldBox(0.38, 0.84, 0.2, 0.16)],
    extent: [-0.3, 1.0, OVER_HEAD],
  },
} satisfies Record<string, Scene>;
