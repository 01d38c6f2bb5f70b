/**
 * Where a photo sits in the frame so its face is framed like a presenter's: the eyes on the
 * upper third, centred on the safe area, the head a share of the frame's height that grows
 * from tall frames (head and shoulders in 9:16) to wide ones (a closer shot in 16:9), and the
 * chin clear above the lower third (so the caption band below it never meets the face). The
 * picture covers the frame where it can; where it cannot without cutting the face, the face
 * wins and the rest of the frame is filled (presenter/photo.ts).
 */
import type { Rect } from '../ports';
import { faceFrame, LANDMARKS, type Point } from './landmarks';

export interface PhotoFraming {
  /** Frame pixels per photo pixel, and where the photo's origin lands in the frame. */
  scale: number;
  x: number;
  y: number;
  /** The face (brows to chin, ear to ear) in frame pixels, at rest. */
  face: Rect;
  /** The frame's pixels the photo does not cover (none when it covers the frame). */
  uncovered: boolean;
}

export interface FramingTarget {
  width: number;
  height: number;
  /** The frame's safe content area: the face is centred across it. */
  content: Rect;
  /** The top of the lower third: the chin stays above it. */
  floor: number;
}

/** Head height (crown to chin) as a share of the frame's height, from 9:16 to 16:9. */
const HEAD_SHARE = { tall: 0.34, wide: 0.54 };
const TALL = 9 / 16;
const WIDE = 16 / 9;
/** The crown is about this far above the eyes, in face units (eye to eye). */
export const CROWN = 2.0;
/** The face box reaches this far above the eyes (over the brows), in face units. */
const FOREHEAD = 0.95;
/** Room kept between the chin and the lower third, in face units. */
const CHIN_ROOM = 0.35;

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** The face's box in the photo: ear to ear, from over the brows to the chin. */
export function faceBox(points: readonly Point[]): Rect {
  const f = faceFrame(points);
  const xs = LANDMARKS.jaw.map((i) => points[i]!.x);
  const top = Math.min(...LANDMARKS.brows.map((i) => points[i]!.y)) - (FOREHEAD - 0.45) * f.unit;
  const bottom = Math.max(...LANDMARKS.jaw.map((i) => points[i]!.y));
  return { x: Math.min(...xs), y: top, w: Math.max(...xs) - Math.min(...xs), h: bottom - top };
}

export function framePhoto(points: readonly Point[], photo: { width: number; height: number }, target: FramingTarget): PhotoFraming {
  const { width: W, height: H, content, floor } = target;
  const f = faceFrame(points);
  const box = faceBox(points);
  const chinDepth = box.y + box.h - f.eyes.y;
  const head = CROWN * f.unit + chinDepth;
  const k = clamp((W / H - TALL) / (WIDE - TALL), 0, 1);
  const eyeLine = H / 3;
  // As large as the share asks, but never so large that the chin meets the lower third.
  const fits = (floor - eyeLine) / (chinDepth + CHIN_ROOM * f.unit);
  const scale = Math.min((HEAD_SHARE.tall + (HEAD_SHARE.wide - HEAD_SHARE.tall) * k) * (H / head), fits);
  // Covering the frame moves the picture only as far as the face allows.
  const centreX = content.x + content.w / 2;
  const faceX = box.x + box.w / 2;
  const x = place(centreX - faceX * scale, photo.width * scale, W, [content.x - box.x * scale, content.x + content.w - (box.x + box.w) * scale]);
  const y = place(eyeLine - f.eyes.y * scale, photo.height * scale, H, [0 - (f.eyes.y - CROWN * f.unit) * scale, floor - CHIN_ROOM * f.unit * scale - (box.y + box.h) * scale]);
  const face = { x: x + box.x * scale, y: y + box.y * scale, w: box.w * scale, h: box.h * scale };
  const uncovered = x > 0.5 || y > 0.5 || x + photo.width * scale < W - 0.5 || y + photo.height * scale < H - 0.5;
  return { scale, x, y, face, uncovered };
}

/**
 * The offset of a picture `size` long in a frame `frame` long: `wanted`, moved to cover the
 * frame where the picture is long enough, but only within `keep` (the offsets that keep the
 * face where it belongs).
 */
function place(wanted: number, size: number, frame: number, keep: [number, number]): number {
  const covering = size >= frame ? clamp(wanted, frame - size, 0) : wanted;
  const [lo, hi] = keep[0] <= keep[1] ? keep : [wanted, wanted];
  return clamp(covering, Math.min(lo, wanted), Math.max(hi, wanted));
}
