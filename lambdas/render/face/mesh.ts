/**
 * The triangle mesh a photo is warped by: the 68 landmarks, points between the inner lip
 * landmarks (so the lips' inner edge stays a smooth curve when the mouth opens), two rows on the
 * line between the lips (what the photo shows between them, its teeth, is split there: the upper
 * half follows the upper lip, the lower half the jaw), a row under each eye, a forehead row, a
 * ring just outside the jaw line (the jaw moves inside it, nothing beyond it), a ring round the
 * head (hair), a ring round the shoulders and the picture's border. The topology is built from
 * anatomical strips (brow to lid, lid to lid, lip to lip…), zipped between two chains of points,
 * so no triangle ever crosses a lid or a lip line: a blink closes the eye's own triangles, and
 * as the jaw drops the two rows part and leave a hole, the inside of the mouth (drawn apart).
 * `test/render/photo-face.test.ts` checks that the mesh tiles the picture with no fold.
 */
import { LANDMARK_COUNT, faceFrame, inFace, type FaceFrame, type Point } from './landmarks';

export type Triangle = readonly [number, number, number];

export interface FaceMesh {
  /** Every vertex at rest, in the picture's pixels. */
  points: readonly Point[];
  triangles: readonly Triangle[];
  /**
   * The inside of the mouth where the jaw has opened it, clockwise from the left corner: the
   * upper row between the lips (9 points, corner to corner), then the lower row back.
   */
  mouthHole: readonly number[];
  /** The hole as triangles (upper row zipped to lower): none has area while the mouth is closed. */
  mouthTriangles: readonly Triangle[];
  /** The rows between the lips, corner to corner, and the inner lip chains above and below them. */
  teeth: { upper: readonly number[]; lower: readonly number[]; upperLip: readonly number[]; lowerLip: readonly number[] };
  /** How much of the head's movement each vertex follows: 1 on the face, 0 at the border. */
  headWeight: Float32Array;
  /** How much each vertex rises with a breath: the head and the shoulders, not the backdrop. */
  breathWeight: Float32Array;
  /** The jaw's share of each vertex (1 at the chin), for the jaw's drop. */
  jawWeight: Float32Array;
  /** The face frame the mesh was built in. */
  frame: FaceFrame;
}

/**
 * Each lip's inner edge is resampled at the same places across the mouth (ROW points between
 * the corners, evenly spaced): facing points then close onto one another, and the edge stays a
 * smooth curve when the mouth opens wide.
 */
const INNER_EDGES = LANDMARK_COUNT;
/** Points of each lip's inner edge and of the two rows between the lips (the corners are shared). */
const ROW = 7;
/**
 * Where the rows lie between the lips, from the upper (0) to the lower (1): a smile shows its
 * upper teeth resting on the lower lip, so most of what shows goes up with the upper lip.
 */
const TEETH_SPLIT = 0.8;
const UPPER_ROW = INNER_EDGES + 2 * ROW;
const LOWER_ROW = UPPER_ROW + ROW;
const FOREHEAD = LOWER_ROW + ROW;
const FOREHEAD_BROWS = [17, 19, 21.5, 24, 26] as const;
/** Points under each eye, below these lid points (inner corner, lower lid, outer corner). */
const UNDER_EYE_LIDS = [39, 40, 41, 36, 42, 47, 46, 45] as const;
const UNDER_EYE = FOREHEAD + FOREHEAD_BROWS.length;
const UNDER_EYE_DEPTH = 0.4;
const JAW_RING = UNDER_EYE + UNDER_EYE_LIDS.length;
const HEAD_RING = JAW_RING + 17;
const RING_POINTS = 16;
const OUTER_RING = HEAD_RING + RING_POINTS;
const BORDER = OUTER_RING + RING_POINTS;
const BORDER_POINTS = 24;

/**
 * The rings round the face are its outline (the jaw ring and the forehead row) scaled about the
 * face's centre: by this much for the head (hair and neck), and this for the shoulders. Scaled
 * copies of one outline can never cross it or each other.
 */
const HEAD_RING_SCALE = 1.45;
const OUTER_RING_SCALE = 2.4;
/** How far outside the jaw line its ring runs: more at the chin, which drops furthest. */
const JAW_RING_GAP = { base: 0.25, chin: 0.55 };

const lerp = (a: Point, b: Point, k: number): Point => ({ x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k });

/** The Catmull-Rom curve from b to c (a before, d after) at t in 0..1. */
function curve(a: Point, b: Point, c: Point, d: Point, t: number): Point {
  const t2 = t * t;
  const t3 = t2 * t;
  const at = (p: number, q: number, r: number, s: number) => 0.5 * (2 * q + (-p + r) * t + (2 * p - 5 * q + 4 * r - s) * t2 + (-p + 3 * q - 3 * r + s) * t3);
  return { x: at(a.x, b.x, c.x, d.x), y: at(a.y, b.y, c.y, d.y) };
}

/**
 * Points along a lip's inner edge (a chain of landmarks, corner to corner, drawn as a smooth
 * curve) at evenly spaced places across the mouth, measured along the line between the outer
 * corners: both lips are sampled at the same places, so facing points share their place across.
 */
function resample(points: readonly Point[], chain: readonly number[]): Point[] {
  const p = chain.map((i) => points[i]!);
  const left = points[48]!;
  const right = points[54]!;
  const len = Math.hypot(right.x - left.x, right.y - left.y);
  const across = (q: Point) => ((q.x - left.x) * (right.x - left.x) + (q.y - left.y) * (right.y - left.y)) / len;
  const dense: Point[] = [];
  for (let s = 0; s < p.length - 1; s++) {
    for (let n = 0; n < 16; n++) dense.push(curve(p[Math.max(0, s - 1)]!, p[s]!, p[s + 1]!, p[Math.min(p.length - 1, s + 2)]!, n / 16));
  }
  dense.push(p[p.length - 1]!);
  const from = across(p[0]!);
  const to = across(p[p.length - 1]!);
  return Array.from({ length: ROW }, (_, k) => {
    const target = from + ((to - from) * (k + 1)) / (ROW + 1);
    let n = 0;
    while (n < dense.length - 2 && across(dense[n + 1]!) < target) n++;
    const a = dense[n]!;
    const b = dense[n + 1]!;
    const t = Math.min(1, Math.max(0, (target - across(a)) / (across(b) - across(a) || 1)));
    return lerp(a, b, t);
  });
}

const seq = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);
/**
 * Inner lip edges, left corner to right, as resampled. They end at the outer corners (48, 54):
 * the inner corners (60, 64) lie a pixel or two inside them, too close to make triangles of.
 */
const UPPER_INNER = [48, ...seq(INNER_EDGES, INNER_EDGES + ROW - 1), 54];
const LOWER_INNER = [48, ...seq(INNER_EDGES + ROW, INNER_EDGES + 2 * ROW - 1), 54];
const row = (first: number) => [48, ...seq(first, first + ROW - 1), 54];
const TEETH = { upper: row(UPPER_ROW), lower: row(LOWER_ROW), upperLip: UPPER_INNER, lowerLip: LOWER_INNER };
const FH = (k: number) => FOREHEAD + k;
const UE = (lid: (typeof UNDER_EYE_LIDS)[number]) => UNDER_EYE + UNDER_EYE_LIDS.indexOf(lid);
const J = (k: number) => JAW_RING + k;

/** Strips of the face: pairs of chains that face each other, zipped into triangles. */
const STRIPS: readonly (readonly [readonly number[], readonly number[]])[] = [
  [seq(17, 26), seq(0, 4).map(FH)],
  [seq(17, 21), [36, 37, 38, 39]],
  [seq(22, 26), [42, 43, 44, 45]],
  // The eyes themselves: upper lid over lower lid.
  [[36, 37, 38, 39], [36, 41, 40, 39]],
  [[42, 43, 44, 45], [42, 47, 46, 45]],
  // Under the eyes: the lower lid against a row from the nose to the jaw; then the cheek below.
  [[39, 40, 41, 36, 0], [28, UE(39), UE(40), UE(41), UE(36), 1]],
  [[42, 47, 46, 45, 16], [28, UE(42), UE(47), UE(46), UE(45), 15]],
  [[UE(39), UE(40), UE(41), UE(36), 1], [29, 30, 31, 3, 2]],
  [[UE(42), UE(47), UE(46), UE(45), 15], [29, 30, 35, 13, 14]],
  [seq(31, 35), seq(48, 54)],
  // The lips, and the chin under them.
  [seq(48, 54), UPPER_INNER],
  [[48, 59, 58, 57, 56, 55, 54], LOWER_INNER],
  // What shows between the lips: its upper half hangs from the upper lip, its lower half stands on the lower.
  [UPPER_INNER, TEETH.upper],
  [LOWER_INNER, TEETH.lower],
  [[48, 59, 58, 57, 56, 55, 54], seq(4, 12)],
  [seq(0, 16), seq(0, 16).map(J)],
];

/** Single triangles that close the strips: bridge, nostrils, beside the mouth, temples. */
const FANS: readonly Triangle[] = [
  [21, 22, 27],
  [21, 27, 39],
  [22, 42, 27],
  [27, 28, 39],
  [27, 42, 28],
  [28, UE(39), 29],
  [28, 29, UE(42)],
  [30, 31, 32],
  [30, 32, 33],
  [30, 33, 34],
  [30, 34, 35],
  [3, 31, 48],
  [3, 48, 4],
  [13, 35, 54],
  [13, 54, 12],
  [0, 36, 17],
  [0, 17, FH(0)],
  [J(0), 0, FH(0)],
  [16, 26, 45],
  [16, FH(4), 26],
  [J(16), FH(4), 16],
];

/**
 * Zips two chains that face each other into triangles: each step moves along the chain whose
 * next point comes first by `ta` / `tb` (increasing positions along each chain, on one scale).
 */
function zipBy(a: readonly number[], ta: readonly number[], b: readonly number[], tb: readonly number[], out: Triangle[]): void {
  let i = 0;
  let j = 0;
  while (i < a.length - 1 || j < b.length - 1) {
    const advanceA = j === b.length - 1 || (i < a.length - 1 && ta[i + 1]! <= tb[j + 1]!);
    const triangle: Triangle = advanceA ? [a[i]!, a[i + 1]!, b[j]!] : [a[i]!, b[j + 1]!, b[j]!];
    if (advanceA) i++;
    else j++;
    // Chains that share an end (the corners of an eye) make no triangle there.
    if (new Set(triangle).size === 3) out.push(triangle);
  }
}

/** Each point's share of the way along a chain, 0 at its start, 1 at its end. */
function alongChain(points: readonly Point[], chain: readonly number[]): number[] {
  const at = [0];
  for (let k = 1; k < chain.length; k++) at.push(at[k - 1]! + Math.hypot(points[chain[k]!]!.x - points[chain[k - 1]!]!.x, points[chain[k]!]!.y - points[chain[k - 1]!]!.y));
  const total = at[at.length - 1]!;
  return at.map((d) => d / total);
}

function zip(points: readonly Point[], a: readonly number[], b: readonly number[], out: Triangle[]): void {
  zipBy(a, alongChain(points, a), b, alongChain(points, b), out);
}

/**
 * Zips two closed rings round `centre` (the inner one inside the outer), turning the same way,
 * by the angle of each point: every triangle joins neighbours in angle, so none can cross.
 */
function zipRings(points: readonly Point[], centre: Point, a: readonly number[], b: readonly number[], out: Triangle[]): void {
  const angle = (v: number) => Math.atan2(points[v]!.y - centre.y, points[v]!.x - centre.x);
  const turn = Math.sign(signedArea(points, a));
  // Angles from a's first point, in the direction both rings run, in [0, 2π).
  const from = angle(a[0]!);
  const around = (v: number) => {
    const d = (turn * (angle(v) - from)) % (2 * Math.PI);
    return d < 0 ? d + 2 * Math.PI : d;
  };
  const ta = a.map(around);
  let k = 0;
  b.forEach((v, i) => {
    if (around(v) < around(b[k]!)) k = i;
  });
  const turned = [...b.slice(k), ...b.slice(0, k)];
  const tb = turned.map(around);
  zipBy([...a, a[0]!], [...ta, 2 * Math.PI], [...turned, turned[0]!], [...tb, tb[0]! + 2 * Math.PI], out);
}

const signedArea = (points: readonly Point[], ring: readonly number[]) =>
  ring.reduce((sum, v, i) => {
    const p = points[v]!;
    const q = points[ring[(i + 1) % ring.length]!]!;
    return sum + p.x * q.y - q.x * p.y;
  }, 0) / 2;

/**
 * The outline (a closed ring of points round `centre`) at RING_POINTS evenly spaced angles,
 * scaled by `scale` about the centre; and how far down the face each point lies (-1 at the
 * crown, 1 under the chin). Angles run the way the outline does, from its first point.
 */
function scaledOutline(points: readonly Point[], outline: readonly number[], centre: Point, f: FaceFrame, scale: number): { points: Point[]; downs: number[] } {
  const turn = Math.sign(signedArea(points, outline));
  const start = Math.atan2(points[outline[0]!]!.y - centre.y, points[outline[0]!]!.x - centre.x);
  const ringPoints: Point[] = [];
  const downs: number[] = [];
  for (let k = 0; k < RING_POINTS; k++) {
    const angle = start + (turn * 2 * Math.PI * k) / RING_POINTS;
    const dir = { x: Math.cos(angle), y: Math.sin(angle) };
    // The farthest crossing of the ray with the outline.
    let reach = 0;
    outline.forEach((v, n) => {
      const a = points[v]!;
      const b = points[outline[(n + 1) % outline.length]!]!;
      const ex = b.x - a.x;
      const ey = b.y - a.y;
      const det = dir.x * -ey - dir.y * -ex;
      if (Math.abs(det) < 1e-12) return;
      const rx = a.x - centre.x;
      const ry = a.y - centre.y;
      const t = (rx * -ey - ry * -ex) / det;
      const s = (dir.x * ry - dir.y * rx) / det;
      if (t > 0 && s >= 0 && s <= 1) reach = Math.max(reach, t);
    });
    ringPoints.push({ x: centre.x + dir.x * reach * scale, y: centre.y + dir.y * reach * scale });
    downs.push(dir.x * f.down.x + dir.y * f.down.y);
  }
  return { points: ringPoints, downs };
}

/** Points just outside the jaw line, further out where the jaw drops further. */
function jawRing(points: readonly Point[], f: FaceFrame, jawWeight: Float32Array): Point[] {
  const centre = inFace(f, 0, 0.9);
  return seq(0, 16).map((i) => {
    const p = points[i]!;
    const len = Math.hypot(p.x - centre.x, p.y - centre.y);
    const gap = (JAW_RING_GAP.base + JAW_RING_GAP.chin * jawWeight[i]!) * f.unit;
    return { x: p.x + ((p.x - centre.x) / len) * gap, y: p.y + ((p.y - centre.y) / len) * gap };
  });
}

/**
 * The jaw's share of each jaw point: it turns about the ears, so a point drops in proportion to
 * how far below the hinge it lies; all of it at the chin. The hinge is taken level with the
 * nostrils (jaw points 3 and 13): above them the cheek hides the jaw's small turn.
 */
function jawShares(points: readonly Point[], f: FaceFrame): Float32Array {
  const weights = new Float32Array(JAW_RING);
  const depth = (p: Point) => (p.x - f.eyes.x) * f.down.x + (p.y - f.eyes.y) * f.down.y;
  const hinge = Math.max(depth(points[3]!), depth(points[13]!));
  const chin = depth(points[8]!);
  for (let i = 0; i <= 16; i++) weights[i] = Math.min(1, Math.max(0, (depth(points[i]!) - hinge) / (chin - hinge)));
  return weights;
}

/** The mesh for a face's landmarks, in a picture of this size. */
export function buildFaceMesh(landmarks: readonly Point[], picture: { width: number; height: number }): FaceMesh {
  const f = faceFrame(landmarks);
  const points: Point[] = [...landmarks, ...resample(landmarks, [60, 61, 62, 63, 64]), ...resample(landmarks, [60, 67, 66, 65, 64])];
  // At rest both rows lie on one line between the lips.
  for (const teethRow of [TEETH.upper, TEETH.lower]) {
    for (let k = 1; k <= ROW; k++) points[teethRow[k]!] = lerp(points[UPPER_INNER[k]!]!, points[LOWER_INNER[k]!]!, TEETH_SPLIT);
  }
  const brow = (k: number) => (Number.isInteger(k) ? landmarks[k]! : lerp(landmarks[Math.floor(k)]!, landmarks[Math.ceil(k)]!, 0.5));
  for (const k of FOREHEAD_BROWS) {
    const b = brow(k);
    points.push({ x: b.x - f.down.x * 0.75 * f.unit, y: b.y - f.down.y * 0.75 * f.unit });
  }
  for (const lid of UNDER_EYE_LIDS) {
    const p = landmarks[lid]!;
    points.push({ x: p.x + f.down.x * UNDER_EYE_DEPTH * f.unit, y: p.y + f.down.y * UNDER_EYE_DEPTH * f.unit });
  }
  const jawWeight = jawShares(landmarks, f);
  points.push(...jawRing(landmarks, f, jawWeight));
  // Every ring is centred on the face's middle, between the eyes and the chin.
  const centre = inFace(f, 0, 0.9);
  const inner = [...seq(0, 16).map(J), ...seq(4, 0, -1).map(FH)];
  const turn = signedArea(points, inner);
  const head = scaledOutline(points, inner, centre, f, HEAD_RING_SCALE);
  const outer = scaledOutline(points, inner, centre, f, OUTER_RING_SCALE);
  points.push(...head.points, ...outer.points);
  points.push(...border(points, picture, centre, points[inner[0]!]!, turn));
  const headRing = seq(HEAD_RING, HEAD_RING + RING_POINTS - 1);
  const outerRing = seq(OUTER_RING, OUTER_RING + RING_POINTS - 1);
  const borderRing = seq(BORDER, BORDER + BORDER_POINTS - 1);

  const triangles: Triangle[] = [];
  for (const [a, b] of STRIPS) zip(points, a, b, triangles);
  triangles.push(...FANS);
  zipRings(points, centre, inner, headRing, triangles);
  zipRings(points, centre, headRing, outerRing, triangles);
  zipRings(points, centre, outerRing, borderRing, triangles);
  const mouthTriangles: Triangle[] = [];
  zipBy(TEETH.upper, TEETH.upper.map((_, k) => k), TEETH.lower, TEETH.lower.map((_, k) => k), mouthTriangles);
  // One winding for every triangle, so a fold shows as a triangle turned over.
  const wound = triangles.map(([a, b, c]): Triangle => (signedArea(points, [a, b, c]) < 0 ? [a, c, b] : [a, b, c]));

  const headWeight = new Float32Array(points.length);
  const breathWeight = new Float32Array(points.length);
  for (let i = 0; i < OUTER_RING; i++) {
    // The head ring follows the head fully at the crown and half at the neck.
    headWeight[i] = i < HEAD_RING ? 1 : 0.75 - 0.25 * head.downs[i - HEAD_RING]!;
    breathWeight[i] = 1;
  }
  // The shoulders (the outer ring's lower half) rise with a breath; above them, the backdrop stays.
  for (let k = 0; k < RING_POINTS; k++) breathWeight[OUTER_RING + k] = Math.max(0, outer.downs[k]!);
  const jaw = new Float32Array(points.length);
  jaw.set(jawWeight);
  return {
    points,
    triangles: wound,
    mouthHole: [...TEETH.upper, ...TEETH.lower.slice(1, -1).reverse()],
    mouthTriangles,
    teeth: TEETH,
    headWeight,
    breathWeight,
    jawWeight: jaw,
    frame: f,
  };
}

/** A circle round the picture and the rings, from the angle of `first` and turning the way `turn` does. */
function border(points: readonly Point[], picture: { width: number; height: number }, centre: Point, first: Point, turn: number): Point[] {
  const corners = [...points, { x: 0, y: 0 }, { x: picture.width, y: 0 }, { x: 0, y: picture.height }, { x: picture.width, y: picture.height }];
  // The polygon's sides cut inside the circle by under 1%; 5% clears them.
  const radius = 1.05 * Math.max(...corners.map((p) => Math.hypot(p.x - centre.x, p.y - centre.y)));
  const start = Math.atan2(first.y - centre.y, first.x - centre.x);
  return Array.from({ length: BORDER_POINTS }, (_, k) => {
    const angle = start + (Math.sign(turn) * 2 * Math.PI * k) / BORDER_POINTS;
    return { x: centre.x + Math.cos(angle) * radius, y: centre.y + Math.sin(angle) * radius };
  });
}
