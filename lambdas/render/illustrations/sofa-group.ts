/**
 * Life at home as adverts show it (issue 23): two people seated together on a sofa that fits them, a couple's or
 * friends', or a family with their child between them; relaxed and turned to each other, or watching the TV at the
 * sofa's end (its lit screen to the viewer), or on a winter evening under one blanket over their
 * laps, snow falling past the window behind. One picture for the whole group (layout seats no group on a sofa).
 * Metres, y up, the first sitter facing +x, as bodies.ts draws (its helpers are read only when drawn).
 */
import { drawFigure, OUTFITS, rr, type P, type Pose, type Prop, type Scene } from './bodies';
import { companion, GUEST } from './company';
import { atChildSize, BUILDS } from './figure-build';
import { lookOf, nextLook } from './figure-look';
import { mix } from '../draw/palette';

/** The sofa's seat top, its two ends, and the top of its back. */
export const SOFA_SEAT = 0.46;
const ENDS: [number, number] = [-0.62, 2.02];
const BACK_TOP = 0.98;
/** Upholstery colours: the figure's look picks one, so sofas differ from video to video. */
const COVERS = ['#3d6f8e', '#7a9e7e', '#b5654a', '#6d597a', '#c9a227'];

/** A sofa seen from the front, long enough for three: the back, the seat, an arm at each end, cushions at the ends. */
const sofa: Prop = (ctx, art) => {
  const cover = COVERS[Number(art.look) % COVERS.length]!;
  const [x0, x1] = ENDS;
  for (const x of [x0 + 0.08, x1 - 0.13]) rr(ctx, x, 0, 0.05, 0.1, 0.02, '#5b4a3a');
  rr(ctx, x0, 0.1, x1 - x0, BACK_TOP - 0.1, 0.09, shade(cover));
  rr(ctx, x0, 0.1, x1 - x0, SOFA_SEAT - 0.1, 0.06, cover);
  for (const x of [x0 - 0.1, x1 - 0.08]) rr(ctx, x, 0.1, 0.18, 0.54, 0.07, shade(cover));
  for (const x of [x0 + 0.12, x1 - 0.36]) rr(ctx, x, SOFA_SEAT - 0.02, 0.24, 0.32, 0.07, '#f2e3c6');
};
/** The darker shade of a cover, for the sofa's back and arms. */
const shade = (cover: string) => mix(cover, '#000000', 0.22);

/** Where each sitter's hip is along the sofa: two, or two with a child between. */
const PAIR = 1.1;
const FAMILY = 1.36;
const CHILD_AT = 0.66;

/** Sat back on the seat, knees up a little, feet on the floor, hands on the lap; `turn` leans in (+) or back (-). */
const seated = (lean: number, hands: [P, P], nod = 6): Pose => ({ hip: [0, SOFA_SEAT + 0.04], lean, feet: [[0.42, 0.05], [0.36, 0.06]], hands, nod });
const RELAXED = seated(-10, [[0.28, 0.64], [0.22, 0.6]]);
/** Turned to the one beside, a hand up as they talk. */
const TALKING = seated(2, [[0.42, 0.9], [0.26, 0.62]], 4);
/** Both watching the screen at the sofa's far end, sat back. */
const WATCHING = seated(-8, [[0.3, 0.66], [0.24, 0.62]], -2);

/** A child seated on the sofa, drawn at a child's size: the hip at the seat, the short legs hanging over its edge. */
const childSeated = (x: number, facing: 1 | -1): Prop => (ctx, art) => {
  const s = BUILDS.child.scale;
  const hip = (SOFA_SEAT + 0.04) / s;
  const pose: Pose = { hip: [0, hip], lean: -4, feet: [[0.5, hip - 0.5], [0.44, hip - 0.48]], hands: [[0.36, hip + 0.1], [0.3, hip + 0.06]], nod: -2 };
  ctx.save();
  atChildSize(ctx, [x, 0]);
  ctx.translate(x, 0);
  ctx.scale(facing, 1);
  drawFigure(ctx, pose, OUTFITS.child, 0, undefined, undefined, lookOf(nextLook(art.look, 2)));
  ctx.restore();
};

/** A TV on its low cabinet at the sofa's far end, facing the viewer, a film lit on its screen. */
const TV_AT = 2.3;
const tv: Prop = (ctx) => {
  rr(ctx, TV_AT - 0.1, 0, 0.72, 0.42, 0.03, '#8a5a3b');
  rr(ctx, TV_AT - 0.06, 0.16, 0.64, 0.03, 0.01, '#6b4a2b');
  rr(ctx, TV_AT + 0.22, 0.42, 0.08, 0.08, 0.01, '#2b2f3a');
  rr(ctx, TV_AT - 0.14, 0.5, 0.8, 0.5, 0.03, '#1f2330');
  // The film on screen: a sunset sky over hills.
  rr(ctx, TV_AT - 0.11, 0.53, 0.74, 0.44, 0.015, '#ffb677');
  rr(ctx, TV_AT - 0.11, 0.75, 0.74, 0.22, 0.015, '#7fc8f8');
  ctx.fillStyle = '#ffd166';
  ctx.beginPath();
  ctx.arc(TV_AT + 0.34, 0.74, 0.07, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#3d7a5a';
  ctx.beginPath();
  ctx.moveTo(TV_AT - 0.11, 0.53);
  ctx.quadraticCurveTo(TV_AT + 0.1, 0.76, TV_AT + 0.3, 0.6);
  ctx.quadraticCurveTo(TV_AT + 0.48, 0.7, TV_AT + 0.63, 0.58);
  ctx.lineTo(TV_AT + 0.63, 0.53);
  ctx.closePath();
  ctx.fill();
};

/** A window on the wall behind the sofa, a winter night in it: snow falling, snow banked on its sill. */
const WINDOW: [number, number, number, number] = [0.0, 0.9, 1.2, 0.74];
const snowyWindow: Prop = (ctx) => {
  const [x, y, w, h] = WINDOW;
  rr(ctx, x - 0.05, y - 0.05, w + 0.1, h + 0.1, 0.03, '#f4f1ea');
  rr(ctx, x, y, w, h, 0.02, '#2c3e63');
  ctx.fillStyle = '#ffffff';
  for (let k = 0; k < 22; k++) {
    ctx.beginPath();
    ctx.arc(x + 0.05 + ((k * 0.37) % 1) * (w - 0.1), y + 0.08 + ((k * 0.61) % 1) * (h - 0.12), 0.014 + (k % 3) * 0.005, 0, Math.PI * 2);
    ctx.fill();
  }
  rr(ctx, x, y, w, 0.07, 0.03, '#ffffff');
  rr(ctx, x + w / 2 - 0.02, y, 0.04, h, 0.01, '#f4f1ea');
};

/** One checked blanket over every lap from `x0` to `x1`: it rises over each sitter's knees at `knees`, falls over the seat's edge to the shins, a fringe at its hem. */
export const BLANKET = '#c0504d';
const blanket = (x0: number, x1: number, knees: readonly number[]): Prop => (ctx) => {
  const hem = 0.2;
  ctx.fillStyle = BLANKET;
  ctx.beginPath();
  ctx.moveTo(x0, hem);
  ctx.lineTo(x0 - 0.02, SOFA_SEAT + 0.08);
  for (const k of knees) {
    ctx.quadraticCurveTo(k - 0.16, SOFA_SEAT + 0.2, k, SOFA_SEAT + 0.16);
    ctx.quadraticCurveTo(k + 0.12, SOFA_SEAT + 0.14, k + 0.2, SOFA_SEAT + 0.06);
  }
  ctx.lineTo(x1, SOFA_SEAT + 0.04);
  ctx.lineTo(x1 + 0.02, hem);
  ctx.closePath();
  ctx.fill();
  // The check: cream stripes down it, crossed by one along it.
  ctx.save();
  ctx.clip();
  ctx.fillStyle = 'rgba(242, 227, 198, 0.55)';
  for (let x = x0 + 0.1; x < x1; x += 0.22) ctx.fillRect(x, hem, 0.04, 0.6);
  ctx.fillRect(x0 - 0.05, 0.34, x1 - x0 + 0.1, 0.04);
  ctx.restore();
  for (let x = x0 + 0.03; x < x1; x += 0.07) rr(ctx, x, hem - 0.05, 0.02, 0.06, 0.01, '#a8403d');
};

/** What is in the picture besides the sofa and its sitters. */
interface Extras {
  /** The TV at the sofa's end, both turned to it. */
  tv?: boolean;
  /** Winter: one blanket over their laps, snow at the window. */
  cosy?: boolean;
  /** A family: their child seated between the two. */
  child?: boolean;
}

/** Where the blanket rises over knees: each sitter's, turned the way they face. */
const knees = (watching?: boolean, child?: boolean, second = PAIR): number[] =>
  [0.22, ...(child ? [CHILD_AT + 0.14] : []), second + (watching ? 0.22 : -0.32)].sort((a, b) => a - b);

/** Two seated on the sofa (a child between them in a family), relaxed and turned to each other, or turned to the TV. */
const onSofa = ({ tv: watching, cosy, child }: Extras): Scene => {
  const second = child ? FAMILY : PAIR;
  const [first, other]: [Pose, Pose] = watching ? [WATCHING, WATCHING] : [RELAXED, TALKING];
  return {
    pose: first,
    back: [...(cosy ? [snowyWindow] : []), sofa, ...(watching ? [tv] : []), companion(other, GUEST, second, watching ? 1 : -1), ...(child ? [childSeated(CHILD_AT, 1)] : [])],
    front: cosy ? [blanket(-0.1, second + (watching ? 0.5 : 0.1), knees(watching, child, second))] : [],
    extent: [ENDS[0] - 0.12, watching ? TV_AT + 0.7 : ENDS[1] + 0.12, cosy ? WINDOW[1] + WINDOW[3] + 0.06 : 1.36],
  };
};

export const SOFA_GROUP = {
  // Sat back side by side, one turned in, talking; a family with their child between them.
  'sofa-together': onSofa({}),
  'sofa-family': onSofa({ child: true }),
  // Both turned to the TV at the sofa's end, its screen lit.
  'tv-together': onSofa({ tv: true }),
  'tv-family': onSofa({ tv: true, child: true }),
  // A winter evening: one blanket over their laps, snow at the window; with the TV on, both turned to it.
  'cosy-together': onSofa({ cosy: true }),
  'cosy-family': onSofa({ cosy: true, child: true }),
  'cosy-tv-together': onSofa({ cosy: true, tv: true }),
  'cosy-tv-family': onSofa({ cosy: true, tv: true, child: true }),
} satisfies Record<string, Scene>;
