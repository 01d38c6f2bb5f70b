/**
 * A drawn picture wider than tall (a mechanic at a car's wheel, a family on a sofa, two cyclists)
 * fitted whole into a tall frame's width is a thin strip: its people an eighth of the frame's
 * height over a bare floor. A photographer frames it closer and lets its ends run off the frame's
 * sides. What the picture is about stays inside the content area: the face and the working hand
 * of the one it is drawn round, or, when it draws others too (whose faces the layout cannot see),
 * all but its outer ends (a group at work, more of them: `workingGroup`); when it is a class in a row, only its leader's face and hand (the row runs on off the frame).
 */
import { bodyAspect, bodyFace, bodyHand, bodyLength, isBody } from '../illustrations/bodies';
import { ACTIONS } from './actions';
import { isKidsClubPose } from './kids-club-actions';
import { isCoursePose } from './course-actions';
import type { Pose } from './scene-graph';
import { LIFT_POSES } from './lift-actions';

/** How tall a wide picture is framed, as a share of the frame's height, when what it is about still fits inside: its people read at a glance (before: 16% for a wheel changed). A picture already as tall is left as it is. */
export const BLEED_HEIGHT = 0.32;
/** How wide a bled picture may run, in frame widths: the car still reads as a car, not a wheel arch. */
export const BLEED_WIDTH = 1.6;
/**
 * People taught together in one picture (a class on its mats, a coach's swim or surf lesson) stand in a row far wider than
 * tall: a tall frame shows its leader and the nearest of the class at this share of its height, the rest of the row running
 * off the side, as a photographer frames a class upright (before: the whole row across it, 32% of a 9:16 frame's height),
 * and lets it run up to `width` frame widths (a class lying on its mats).
 */
export const ROW_BLEED = { height: 0.5, width: 2.6 };
/**
 * A class or a lesson: everyone taught is in the picture (`drawsGroup`), led by a coach or on mats; a children's club's activity
 * is about its children, a course's picture (a cooking class at its stations) about its class too: all kept.
 */
export const taughtRow = (pose: Pose | null): boolean =>
  pose !== null && !isKidsClubPose(pose) && !isCoursePose(pose) && Boolean(ACTIONS[pose].drawsGroup) && (ACTIONS[pose].worker !== undefined || Boolean(ACTIONS[pose].shows?.includes('mat')));
/** Room kept round the face and the working hand, in face widths: the head turned, the tool in the hand. */
const KEPT_ROUND = 1;
/** A picture that draws others beside its lead may lose this share of its width on each side (an armrest, a bike's back wheel). */
const OTHERS_CUT = 0.1;
/**
 * People at work together in one picture, not led in a row (a cooking class at its stations; a children's club is about all its children): a tall
 * frame shows them as a photographer does a group, at ROW_BLEED's height, the outer ones cut by its sides (this share of the
 * picture's width on each side); before, kept whole across its width, they were a strip a third of its height.
 */
const GROUP_CUT = 0.12;
export const workingGroup = (pose: Pose | null): boolean => pose !== null && Boolean(ACTIONS[pose].drawsGroup) && !taughtRow(pose) && !isKidsClubPose(pose);

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
export function keptSpan(n: Picture, dir: number, others: boolean, group = false): { left: number; right: number } | null {
  if (!isBody(n.picture) || n.w <= n.h) return null;
  const left = n.x - n.w / 2;
  const face = bodyFace(n.picture);
  const hand = bodyHand(n.picture);
  const round = face.w * KEPT_ROUND;
  const shares = [face.x - round, face.x + face.w + round, ...(hand ? [hand.x - round, hand.x + round] : [])].map((s) => (dir > 0 ? s : 1 - s));
  if (group) {
    // As much of the group as it keeps, slid from the middle as little as keeps its lead's face and hand in.
    const width = 1 - 2 * GROUP_CUT;
    const start = Math.max(0, Math.min(1 - width, Math.min(...shares), Math.max(0.5 - width / 2, Math.max(...shares) - width)));
    return { left: left + n.w * start, right: left + n.w * (start + width) };
  }
  if (others) return { left: left + n.w * OTHERS_CUT, right: left + n.w * (1 - OTHERS_CUT) };
  return { left: left + n.w * Math.max(0, Math.min(...shares)), right: left + n.w * Math.min(1, Math.max(...shares)) };
}

/** A standing person's picture, in metres high. */
const FIGURE_HEIGHT = 1.76;
/**
 * Pictures whose figure stands well below their top (the car up on the lift over the mechanic, the wash portal over the
 * valeter): framed only to the bleed's height, the person was a sixth of a tall frame's. They are framed as much taller as
 * they are over their figure.
 */
const OVER_THE_FIGURE: ReadonlySet<Pose> = new Set<Pose>([...LIFT_POSES, 'pre-washing']);
/** How tall a wide picture is framed in a tall frame, as a share of its height (BLEED_HEIGHT, or more for a picture high over its figure). */
export function bleedHeight(pose: Pose | null, picture: string): number {
  if (!pose || !OVER_THE_FIGURE.has(pose) || !isBody(picture)) return BLEED_HEIGHT;
  return BLEED_HEIGHT * Math.max(1, bodyLength(picture) / bodyAspect(picture) / FIGURE_HEIGHT);
}
