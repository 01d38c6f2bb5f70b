/**
 * A drawn picture wider than tall (a mechanic at a car's wheel, a family on a sofa, two cyclists)
 * fitted whole into a tall frame's width is a thin strip: its people an eighth of the frame's
 * height over a bare floor. A photographer frames it closer and lets its ends run off the frame's
 * sides. What the picture is about stays inside the content area: the face and the working hand
 * of the one it is drawn round, or, when it draws others too (whose faces the layout cannot see),
 * all but its outer ends.
 */
import { bodyFace, bodyHand, isBody } from '../illustrations/bodies';

/** How tall a wide picture is framed, as a share of the frame's height, when what it is about still fits inside: its people read at a glance (before: 16% for a wheel changed). A picture already as tall is left as it is. */
export const BLEED_HEIGHT = 0.32;
/** How wide a bled picture may run, in frame widths: the car still reads as a car, not a wheel arch. */
export const BLEED_WIDTH = 1.6;
/** Room kept round the face and the working hand, in face widths: the head turned, the tool in the hand. */
const KEPT_ROUND = 1;
/** A picture that draws others beside its lead may lose this share of its width on each side (an armrest, a bike's back wheel). */
const OTHERS_CUT = 0.1;

interface Picture {
  picture: string;
  /** Centre x and width, in the layout's units. */
  x: number;
  w: number;
  h: number;
}

/**
 * The part of a wide drawn picture (left and right, in its units) that must stay in the frame, or
 * null when it is not one (taller than wide, or not a drawn person's picture). `dir`: mirrored or not;
 * `others`: it draws people besides its lead.
 */
export function keptSpan(n: Picture, dir: number, others: boolean): { left: number; right: number } | null {
  if (!isBody(n.picture) || n.w <= n.h) return null;
  const left = n.x - n.w / 2;
  if (others) return { left: left + n.w * OTHERS_CUT, right: left + n.w * (1 - OTHERS_CUT) };
  const face = bodyFace(n.picture);
  const hand = bodyHand(n.picture);
  const round = face.w * KEPT_ROUND;
  const shares = [face.x - round, face.x + face.w + round, ...(hand ? [hand.x - round, hand.x + round] : [])].map((s) => (dir > 0 ? s : 1 - s));
  return { left: left + n.w * Math.max(0, Math.min(...shares)), right: left + n.w * Math.min(1, Math.max(...shares)) };
}
