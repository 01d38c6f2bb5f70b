/**
 * A face found in a photo: its box and the 68 landmarks of the iBUG 300-W scheme (the points
 * face-api's landmark model gives), in the photo's pixels. The groups below name the points
 * the animation moves; the rest of the face follows through the mesh.
 */

export interface Point {
  x: number;
  y: number;
}

export interface FaceLandmarks {
  /** The detector's box around the face, in the photo's pixels. */
  box: { x: number; y: number; w: number; h: number };
  /** Detector confidence, 0..1. */
  score: number;
  /** The 68 points, in the order of LANDMARKS. */
  points: readonly Point[];
}

const range = (from: number, to: number): readonly number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Point indices of the 68-point scheme: subject's right is the image's left. */
export const LANDMARKS = {
  jaw: range(0, 16),
  chin: 8,
  brows: range(17, 26),
  /** Bridge of the nose, top (27) to tip (30). */
  noseBridge: range(27, 30),
  noseBottom: range(31, 35),
  leftEye: range(36, 41),
  rightEye: range(42, 47),
  /** Upper lid points of each eye, outer to inner, with the lower lid points below them. */
  upperLids: [37, 38, 43, 44],
  lowerLids: [41, 40, 47, 46],
  /** Outer lip contour, clockwise from the left corner (48) over the top (51) to the bottom (57). */
  outerLips: range(48, 59),
  upperOuterLip: range(49, 53),
  lowerOuterLip: range(55, 59),
  /** Inner lip contour, clockwise from the left corner (60). */
  innerLips: range(60, 67),
  upperInnerLip: [61, 62, 63],
  lowerInnerLip: [65, 66, 67],
  mouthCorners: [48, 54, 60, 64],
} as const;

export const LANDMARK_COUNT = 68;

export const mean = (points: readonly Point[], indices: readonly number[]): Point => {
  let x = 0;
  let y = 0;
  for (const i of indices) {
    x += points[i]!.x;
    y += points[i]!.y;
  }
  return { x: x / indices.length, y: y / indices.length };
};

export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The face's own axes and unit: `across` runs from the left eye to the right, `down` from the
 * eyes towards the chin, `unit` is the distance between the eye centres (about a third of the
 * face's width, whatever the photo's size).
 */
export interface FaceFrame {
  eyes: Point;
  across: Point;
  down: Point;
  unit: number;
}

export function faceFrame(points: readonly Point[]): FaceFrame {
  const left = mean(points, LANDMARKS.leftEye);
  const right = mean(points, LANDMARKS.rightEye);
  const unit = distance(left, right);
  const across = { x: (right.x - left.x) / unit, y: (right.y - left.y) / unit };
  return { eyes: { x: (left.x + right.x) / 2, y: (left.y + right.y) / 2 }, across, down: { x: -across.y, y: across.x }, unit };
}

/** A point at `a` units across and `d` units down from the eyes. */
export const inFace = (f: FaceFrame, a: number, d: number): Point => ({
  x: f.eyes.x + (f.across.x * a + f.down.x * d) * f.unit,
  y: f.eyes.y + (f.across.y * a + f.down.y * d) * f.unit,
});
