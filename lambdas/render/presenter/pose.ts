/**
 * One instant of the illustrated presenter: everything the drawing needs, in head units
 * (./rig.ts). ./performance.ts computes it as a pure function of time and the scene's inputs.
 */
import type { MouthPose } from '../speech/visemes';
import type { Point } from './rig';

/**
 * `relaxed` hangs or rests, `open` is an open hand seen from the side, `palm` faces the
 * viewer with the fingers spread, `point` raises the index, `hold` closes round a prop.
 */
export type HandShape = 'relaxed' | 'open' | 'palm' | 'point' | 'hold';

export interface ArmPose {
  /** Where the wrist goes, in figure coordinates. */
  wrist: Point;
  shape: HandShape;
  /** The hand's direction (radians, 0 pointing right, π/2 down); null follows the forearm. */
  angle: number | null;
}

export interface Pose {
  /** The whole figure's shift (sway, the bob of a step). */
  offset: Point;
  /** 0..1: the chest rises and the shoulders lift with a breath. */
  breath: number;
  /** The body's turn towards the screen's right (+) or left (−), −1..1: features and seams shift with it. */
  turn: number;
  head: { tilt: number; nod: number; turn: number };
  /** Where the eyes look, −1..1 on each axis (0,0 at the viewer). */
  gaze: Point;
  /** 0 open, 1 shut. */
  blink: number;
  /** 0 at rest, 1 raised. */
  brows: number;
  mouth: MouthPose;
  /** The screen-left arm, then the screen-right arm. */
  arms: [ArmPose, ArmPose];
  /** Ankles, screen-left then screen-right, in figure coordinates; the knees bend towards `turn`. */
  feet: [Point, Point];
}
