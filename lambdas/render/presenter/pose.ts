/**
 * One instant of the illustrated presenter: everything the drawing needs, in head units
 * (./rig.ts). ./performance.ts computes it as a pure function of time and the scene's inputs;
 * how the presenter is turned (`Stance`) holds for the whole scene.
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
  /**
   * Which way the elbow bends: `out` to the side (hands together in front, gestures), or `down`
   * (an arm swinging or reaching forwards: an elbow out there looks like a hand on the hip).
   */
  elbow: 'out' | 'down';
  /**
   * How long the forearm looks, as a share of its length: 1 across the picture, less when it
   * points towards the camera (a hand held out in front, the elbow at the side). Default 1.
   */
  forearm?: number;
  shape: HandShape;
  /** The hand's direction (radians, 0 pointing right, π/2 down); null follows the forearm. */
  angle: number | null;
}

/** How the presenter is turned for a whole scene: a walker three-quarters towards where they go, the head back towards the viewer. */
export interface Stance {
  /** The body's turn towards the screen's right (+) or left (−), −1..1: seams and feet shift with it, the knees bend towards it. */
  turn: number;
  /** The face's turn: the features shift with it and the far ear hides. */
  headTurn: number;
}

export interface Pose {
  /** The whole figure's shift (sway, the bob of a step). */
  offset: Point;
  /** 0..1: the chest rises and the shoulders lift with a breath. */
  breath: number;
  /** The head's shift against the body: sideways with the sway, down with a nod (head units). */
  head: { shift: number; nod: number };
  /** Where the eyes look, −1..1 on each axis (0,0 at the viewer). */
  gaze: Point;
  /** 0 open, 1 shut. */
  blink: number;
  /** 0 at rest, 1 raised. */
  brows: number;
  mouth: MouthPose;
  /** The screen-left arm, then the screen-right arm. */
  arms: [ArmPose, ArmPose];
  /** Ankles, screen-left then screen-right, in figure coordinates. */
  feet: [Point, Point];
}
