/**
 * Where the camera puts the illustrated presenter, for any frame size. The eyes sit on the
 * upper third line; in wide frames (16:9, 4:3) the presenter stands on the third the text
 * starts from (the left, or the right for a right-to-left language), facing into the frame,
 * with the lower third beside them; in tall and square frames they stand in the middle. The
 * head keeps its head room (below the logo's row unless on the left third) and the hands their reach
 * inside the frame; the frame's bottom edge cuts the body only where a cut looks intended:
 * below the resting hands and above the knees for a presenter talking to camera, through the
 * thighs for a walk (so the gait shows), and not at all when something is wheeled or led
 * along the ground (the whole figure is in frame, feet on the ground).
 */
import type { Rect } from '../ports';
import { RIG } from './rig';

export type Shot = 'medium' | 'walking' | 'full';

/** Where the frame's bottom may cut the figure, in head units below the face's centre. */
export const CUTS: Record<Exclude<Shot, 'full'>, { min: number; max: number }> = {
  medium: { min: 5.8, max: 8.6 },
  walking: { min: 7.4, max: 8.8 },
};

export interface FramingInput {
  width: number;
  height: number;
  /** The layout's content area (below the logo's row, above the captions). */
  content: Rect;
  /** The layout's lower-third band. */
  lowerThirdBand: Rect;
  rtl: boolean;
  shot: Shot;
  /** The head with its hair, in head units (./head.ts headBox). */
  head: Rect;
  /**
   * What goes along the ground beside the presenter: its extent (head units from the presenter's
   * centre towards where they walk, behind first) when turned by `squeeze` (1 seen side on, down
   * to MIN_SQUEEZE turned towards the camera; a prop that cannot turn ignores it).
   */
  alongside: ((squeeze: number) => [number, number]) | null;
}

export interface Framing {
  /** The face's centre in pixels, and pixels per head unit. */
  cx: number;
  cy: number;
  r: number;
  /** Where the presenter faces and walks: +1 the screen's right. */
  dir: 1 | -1;
  /** The lower third's box: in the band, beside the presenter. */
  plate: Rect;
  /** How far what goes alongside is turned towards the camera to fit (1: side on). */
  squeeze: number;
}

/** The most a wheeled prop turns towards the camera (the cosine of its angle to the frame). */
export const MIN_SQUEEZE = 0.45;

/** Wider than this is framed on a third; narrower in the middle. */
const WIDE = 1.15;
/** Head room above the hair, and the margin the hands keep from the frame's sides, as fractions of the frame. */
const HEAD_ROOM = 0.035;
const SIDE_MARGIN = 0.02;
/** The gap between the presenter's shoulder and the lower third, in head units. */
const PLATE_GAP = 0.5;

export function frame(input: FramingInput): Framing {
  const { width: W, height: H, content, shot, head } = input;
  const wide = W / H > WIDE;
  const dir: 1 | -1 = input.rtl ? -1 : 1;
  let cx = wide ? (dir > 0 ? W / 3 : (2 * W) / 3) : W / 2;
  // The logo sits top right: a head in the middle or on the right third stays below its row.
  const top = (wide && dir > 0 ? 0 : content.y) + H * HEAD_ROOM;
  const reach = Math.max(RIG.reach, -head.x);
  const margin = W * SIDE_MARGIN;
  let cy: number;
  let r: number;
  let squeeze = 1;
  if (shot === 'full') {
    // Hair to soles, with the feet a little above the frame's bottom; then narrow enough for what goes alongside.
    r = Math.min((Math.min(cx, W - cx) - margin) / reach, (H * 0.97 - top) / (RIG.ground + 0.3 - head.y));
    const extent = (k: number): [number, number] => {
      const [behind, ahead] = input.alongside?.(k) ?? [0, 0];
      return [Math.min(-reach, behind), Math.max(reach, ahead)];
    };
    // Room behind and ahead of the presenter, in pixels: on a third, what the third leaves; centred, the group is centred instead.
    const room = (k: number, px: number) => {
      const [behind, ahead] = extent(k);
      if (!wide) return (W - 2 * margin) / (ahead - behind) >= px;
      const back = dir > 0 ? cx - margin : W - cx - margin;
      const front = dir > 0 ? W - cx - margin : cx - margin;
      return -behind * px <= back && ahead * px <= front;
    };
    for (squeeze = 1; squeeze > MIN_SQUEEZE && !room(squeeze, r); ) squeeze = Math.max(MIN_SQUEEZE, squeeze - 0.05);
    const [behind, ahead] = extent(squeeze);
    if (!wide) {
      r = Math.min(r, (W - 2 * margin) / (ahead - behind));
      cx = W / 2 - (dir * (ahead + behind) * r) / 2;
    } else r = Math.min(r, (dir > 0 ? cx - margin : W - cx - margin) / -behind, (dir > 0 ? W - cx - margin : cx - margin) / ahead);
    cy = top - head.y * r;
  } else {
    const cut = CUTS[shot];
    const eyes = H / 3;
    r = Math.min((Math.min(cx, W - cx) - margin) / reach, (eyes - top) / -head.y, (H - eyes) / cut.min);
    cy = eyes;
    // Too small to reach the cut from the eye line: the figure stands lower, so the frame still cuts the thighs, not the knees.
    if ((H - cy) / r > cut.max) cy = H - cut.max * r;
  }
  const band = input.lowerThirdBand;
  let plate = band;
  if (wide) {
    // Beside the presenter, past what goes alongside them.
    const ahead = shot === 'full' ? (input.alongside?.(squeeze)[1] ?? 0) : 0;
    const edge = cx + dir * (Math.max(RIG.shoulderHalf, ahead) + PLATE_GAP) * r;
    plate = dir > 0 ? { ...band, x: Math.max(band.x, edge), w: band.x + band.w - Math.max(band.x, edge) } : { ...band, w: Math.min(band.x + band.w, edge) - band.x };
  }
  return { cx, cy, r, dir, plate, squeeze };
}
