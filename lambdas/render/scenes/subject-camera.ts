/**
 * The camera of a generated scene (./subject-scene.ts) and what it must keep in view. A push-in or
 * pull-out scales the picture about a centre, a truck slides it sideways; either is only as large
 * as keeps whole what the viewer must see: a face, a hand at work or a thing the prompt names that
 * starts between the logo and the caption band (the content area's top and bottom) stays there, one
 * that starts in the frame stays in it, and so does a whole standing figure (no push-in crops a
 * head or feet). The centre moves first (a push-in on a face low in the frame scales from nearer
 * her, so she stays above the captions); only then does the move shrink. The same path places those boxes at any time, so the captions can keep clear of them
 * (render-scene.ts) and `check:video` can hold every frame to it.
 */
import type { Box } from '../draw/layout';
import type { CameraMove } from '../compose/variety';
import { concept } from '../compose/concepts';
import type { Layout, Point } from '../compose/layout';
import type { CompleteScene } from '../compose/complete-scene';
import type { Subject } from '../ports';
import { GRIP_BELOW } from '../illustrations/hand';

/** How far below a held thing its holder's fingers reach, as a share of its width: the part of the grip a viewer reads. */
const FINGERS_BELOW = GRIP_BELOW / 2;

/** The largest zoom of a push-in (at its end) or a pull-out (at its start). */
export const MAX_ZOOM = 1.08;
/** A push-in or pull-out drifts sideways too, by this share of a truck. */
const DRIFT = 0.35;
/** Zooms and truck shares tried, largest first: the move shrinks only as far as it must. */
const ZOOM_STEP = 0.005;
const TRUCK_SHARES = [1, 0.75, 0.5, 0.25, 0];
/** Points along the move where the boxes are checked (the move is smooth between them). */
const SAMPLES = 24;
/** A box this close to its region's edge (pixels) still counts as inside. */
const TOLERANCE = 1;

export interface CameraAt {
  zoom: number;
  /** Sideways slide of the picture (pixels; positive moves it left). */
  travel: number;
}

export interface SubjectCamera {
  /** The point the picture scales about. */
  centre: Point;
  /** The camera at `p` of the move (0…1, eased). */
  at(p: number): CameraAt;
  /** Where a box of the picture lands at `p`. */
  place(box: Box, p: number): Box;
  /** The largest zoom and the share of the truck kept. */
  zoom: number;
  truck: number;
}

/** What must be kept in view, and where: between the content area's top and bottom, or in the frame. */
export interface Keep {
  box: Box;
  within: Box;
}

/**
 * What no caption may cover in a generated scene: each person's face and each hand at work, and
 * every thing the prompt names or the action needs (not the surfaces they stand on, nor the room).
 */
export function keptSubjects(layout: Layout, scene: CompleteScene): Subject[] {
  return layout.placed.flatMap((p): Subject[] => {
    const name = scene.things[p.thing]!.concept.replace(/^icon:/, '');
    const kind = concept(scene.things[p.thing]!.concept).kind;
    if (p.face) return [{ label: `${name}'s face`, box: p.face }];
    if (p.role === 'hand') {
      // The fingers round the held thing's lower edge, not the palm, wrist and sleeve below them (a caption may sit over those).
      const held = layout.placed.find((q) => q.thing === p.thing && q.role === 'subject');
      const bottom = held ? held.box.y + held.box.h + held.box.w * FINGERS_BELOW : p.box.y + p.box.h;
      return [{ label: `hand holding ${name}`, box: { ...p.box, h: Math.min(p.box.h, bottom - p.box.y) } }];
    }
    if ((p.role === 'subject' || p.role === 'pourer') && kind !== 'person' && kind !== 'surface') return [{ label: name, box: p.box }];
    return [];
  });
}

/** A box grown by `pad` on every side (a held thing's sway, a person's breath). */
export const grown = (box: Box, pad: number): Box => ({ x: box.x - pad, y: box.y - pad, w: box.w + 2 * pad, h: box.h + 2 * pad });

/** Whole figures standing in the frame: no move crops their head or feet. */
export function wholeFigures(layout: Layout, scene: CompleteScene): Box[] {
  return layout.placed.filter((p) => p.role === 'subject' && p.face && p.clipBottom === undefined && concept(scene.things[p.thing]!.concept).kind === 'person').map((p) => p.box);
}

const within = (b: Box, r: Box) => b.x >= r.x - TOLERANCE && b.y >= r.y - TOLERANCE && b.x + b.w <= r.x + r.w + TOLERANCE && b.y + b.h <= r.y + r.h + TOLERANCE;

/**
 * Each box kept in the region it starts in (the camera at rest): between the content area's top
 * and bottom (clear of the logo and the caption band), else in the frame; sideways, in the frame. A
 * box that leaves the frame even at rest is already cropped and binds nothing.
 */
export function keeps(boxes: Box[], content: Box, frame: { width: number; height: number }): Keep[] {
  const whole = { x: 0, y: 0, w: frame.width, h: frame.height };
  const band = { ...whole, y: content.y, h: content.h };
  return boxes.flatMap((box) => {
    const region = [band, whole].find((r) => within(box, r));
    return region ? [{ box, within: region }] : [];
  });
}

/** The picture's slide at `p` of the move, for a truck of `amplitude` pixels (mirrored framings drift the other way). */
function slideAt(move: CameraMove, p: number, amplitude: number, dir: number): number {
  if (move === 'truck-left') return amplitude * (1 - 2 * p);
  if (move === 'truck-right') return -amplitude * (1 - 2 * p);
  return dir * amplitude * DRIFT * (1 - 2 * p);
}

function zoomAt(move: CameraMove, p: number, max: number): number {
  if (move === 'push-in') return 1 + (max - 1) * p;
  if (move === 'pull-out') return max - (max - 1) * p;
  return 1;
}

const placeAt = (box: Box, centre: Point, { zoom, travel }: CameraAt): Box => ({
  x: centre.x + (box.x - travel - centre.x) * zoom,
  y: centre.y + (box.y - centre.y) * zoom,
  w: box.w * zoom,
  h: box.h * zoom,
});

/**
 * The range of centres (one axis) that keeps every box in its region when scaled by `zoom` > 1:
 * c + (lo - c)·zoom ≥ start and c + (hi - c)·zoom ≤ end.
 */
function centreRange(keep: Keep[], zoom: number, axis: 'x' | 'y', shift = 0): [number, number] {
  let min = -Infinity;
  let max = Infinity;
  for (const { box, within: r } of keep) {
    const [lo, hi, start, end] = axis === 'x' ? [box.x - shift, box.x + box.w - shift, r.x, r.x + r.w] : [box.y, box.y + box.h, r.y, r.y + r.h];
    max = Math.min(max, (lo * zoom - start) / (zoom - 1));
    min = Math.max(min, (hi * zoom - end) / (zoom - 1));
  }
  return [min, max];
}

/**
 * The camera for a scene: `move` about `anchor` (the layout's choice) by up to MAX_ZOOM and a truck
 * of `margin`, as large as keeps `keep` in its regions at every point of the move.
 */
export function subjectCamera(move: CameraMove, anchor: Point, margin: number, dir: number, keep: Keep[]): SubjectCamera {
  const zooms = move === 'push-in' || move === 'pull-out' ? Array.from({ length: Math.round((MAX_ZOOM - 1) / ZOOM_STEP) + 1 }, (_, i) => MAX_ZOOM - i * ZOOM_STEP) : [1];
  const fits = (centre: Point, zoom: number, truck: number) => {
    for (let i = 0; i <= SAMPLES; i++) {
      const p = i / SAMPLES;
      const at = { zoom: zoomAt(move, p, zoom), travel: slideAt(move, p, margin * truck, dir) };
      if (!keep.every((k) => within(placeAt(k.box, centre, at), k.within))) return false;
    }
    return true;
  };
  const camera = (centre: Point, zoom: number, truck: number): SubjectCamera => ({
    centre,
    zoom,
    truck,
    at: (p) => ({ zoom: zoomAt(move, p, zoom), travel: slideAt(move, p, margin * truck, dir) }),
    place: (box, p) => placeAt(box, centre, { zoom: zoomAt(move, p, zoom), travel: slideAt(move, p, margin * truck, dir) }),
  });
  for (const zoom of zooms) {
    for (const truck of TRUCK_SHARES) {
      // The anchor, moved no further than into the range of centres that keeps every box in (when there is one).
      const centre = { ...anchor };
      if (zoom > 1 + 1e-9) {
        const [ylo, yhi] = centreRange(keep, zoom, 'y');
        if (ylo > yhi) break;
        centre.y = Math.min(Math.max(anchor.y, ylo), yhi);
        // Sideways, the drift's two ends bound the centre too.
        const amplitude = margin * truck * DRIFT;
        const [alo, ahi] = centreRange(keep, zoom, 'x', amplitude);
        const [blo, bhi] = centreRange(keep, zoom, 'x', -amplitude);
        const [xlo, xhi] = [Math.max(alo, blo), Math.min(ahi, bhi)];
        if (xlo <= xhi) centre.x = Math.min(Math.max(anchor.x, xlo), xhi);
      }
      if (fits(centre, zoom, truck)) return camera(centre, zoom, truck);
    }
  }
  return camera(anchor, 1, 0);
}
