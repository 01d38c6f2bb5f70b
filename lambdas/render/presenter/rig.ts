/**
 * The illustrated presenter's skeleton, in head units: `r` is half the face's width, the origin
 * the centre of the face, y down. Framing (./framing.ts), the pose (./pose.ts) and the drawing
 * (./body.ts, ./head.ts) all read these, so a hand target, a shoulder and a drawn sleeve agree.
 */

export interface Point {
  x: number;
  y: number;
}

export const RIG = {
  /** Top of the tallest hair, above the face's centre. */
  hairTop: -1.75,
  chin: 1.2,
  /** Where the neck meets the shoulders. */
  neckBase: 1.8,
  /** Shoulder joints (the right one is mirrored). */
  shoulder: { x: 1.55, y: 2.3 },
  upperArm: 2.25,
  forearm: 2.05,
  /** Half the width of the shoulders, and of the hips. */
  shoulderHalf: 1.95,
  waist: 5.0,
  hips: 6.1,
  /** Hip joints (mirrored). */
  hip: { x: 0.72, y: 6.2 },
  thigh: 3.05,
  shin: 2.95,
  /** The soles of the shoes: the ground under a standing presenter. */
  ground: 12.75,
  /** The widest the hands reach from the body's centre line in any gesture or swing, fingertips included. */
  reach: 3.45,
} as const;

/**
 * Two-bone inverse kinematics: the middle joint (elbow, knee) of a limb from `root` with bones
 * `a` and `b` whose end should reach `target`; `bend` (+1 or -1) picks the side the joint bends
 * to (the sign of the turn from root→target to root→joint). An unreachable target is reached
 * towards as far as the limb goes.
 */
export function solveLimb(root: Point, target: Point, a: number, b: number, bend: 1 | -1): { joint: Point; end: Point } {
  const dx = target.x - root.x;
  const dy = target.y - root.y;
  const d = Math.min(a + b - 1e-6, Math.max(Math.abs(a - b) + 1e-6, Math.hypot(dx, dy)));
  const toward = Math.atan2(dy, dx);
  const cos = (a * a + d * d - b * b) / (2 * a * d);
  const angle = toward - bend * Math.acos(Math.max(-1, Math.min(1, cos)));
  const joint = { x: root.x + a * Math.cos(angle), y: root.y + a * Math.sin(angle) };
  const end = { x: root.x + d * Math.cos(toward), y: root.y + d * Math.sin(toward) };
  return { joint, end };
}
