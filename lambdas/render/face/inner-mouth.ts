/**
 * The inside of an open mouth, painted where the jaw has opened it (the mesh's hole): a dark
 * cavity, deepest in the middle; the upper teeth under the upper lip when the photo shows none of
 * its own (its own move with its lips), with a hint of the lower teeth as the jaw drops; the
 * tongue low in the mouth, its tip lifted for /l/; the dark warming towards the lips all round. Drawn beneath nothing: the hole's edge is the
 * lips' own edge, warped from the photo.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix, parseHex } from '../draw/palette';
import type { MouthPose } from '../speech/visemes';
import type { Point } from './landmarks';
import type { FaceTones } from './tones';

/** Upper teeth showing at `teeth: 1`, in mouth widths (and never more than this share of the gap). */
const TEETH_HEIGHT = { width: 0.12, gap: 0.45 };
/** Below this gap (in mouth widths) the mouth is closed: nothing to paint. */
const CLOSED = 0.01;
/**
 * Below this gap (in pixels) the opening is a crack between the lips or teeth: what fills it
 * fades from what closes it to the cavity, so a sliver never shows as a line of dark dots.
 */
const CRACK_PX = 2;
/**
 * The shade along the opening's edge: its width (in mouth widths) and opacity, reached once the
 * gap is `full` mouth widths (on a narrower opening it would read as a drawn line).
 */
const EDGE_SHADE = { width: 0.015, alpha: 0.45, full: 0.1 };
/** How far the cavity warms towards the lips' colour at its edge. */
const CAVITY_RIM = 0.3;

/** A smooth closed path through the points (quadratic curves between their midpoints). */
function smoothPath(ctx: SKRSContext2D, pts: readonly Point[]): void {
  const midOf = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const start = midOf(pts[pts.length - 1]!, pts[0]!);
  ctx.beginPath();
  ctx.moveTo(start.x, start.y);
  pts.forEach((p, i) => {
    const m = midOf(p, pts[(i + 1) % pts.length]!);
    ctx.quadraticCurveTo(p.x, p.y, m.x, m.y);
  });
  ctx.closePath();
}

/** A band along an edge of the opening: the edge, then the edge moved by `depth` along `normal`, less towards the corners. */
function band(ctx: SKRSContext2D, edge: readonly Point[], normal: Point, depth: number): void {
  const n = edge.length - 1;
  ctx.beginPath();
  edge.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x - normal.x, p.y - normal.y) : ctx.lineTo(p.x - normal.x, p.y - normal.y)));
  for (let i = n; i >= 0; i--) {
    const u = (2 * i) / n - 1;
    const k = depth * Math.max(0, 1 - u * u);
    ctx.lineTo(edge[i]!.x + normal.x * k, edge[i]!.y + normal.y * k);
  }
  ctx.closePath();
}

export interface InnerMouth {
  /** The opening, clockwise from the left corner: upper edge corner to corner, then the lower edge back. */
  contour: readonly Point[];
  /** Mouth width and its axes (along the lips, towards the chin), in the drawing's pixels. */
  width: number;
  along: Point;
  down: Point;
}

/** The opening's two edges, corner to corner, and its middle points and height. */
function edges({ contour, down }: Pick<InnerMouth, 'contour' | 'down'>) {
  const half = contour.length / 2;
  const upper = contour.slice(0, half + 1);
  const lower = [contour[0]!, ...contour.slice(half).reverse()];
  const top = upper[upper.length >> 1]!;
  const bottom = lower[lower.length >> 1]!;
  return { upper, lower, top, bottom, gap: (bottom.x - top.x) * down.x + (bottom.y - top.y) * down.y };
}

/** The colour the opening is filled with beneath the painted inner mouth, as RGB. */
export function openingFill(mouth: Pick<InnerMouth, 'contour' | 'down'>, tones: FaceTones): [number, number, number] {
  const closed = tones.ownTeeth ? tones.teeth : tones.lip;
  return parseHex(mix(closed, tones.cavity, Math.max(0, Math.min(1, edges(mouth).gap / CRACK_PX))));
}

export function drawInnerMouth(ctx: SKRSContext2D, mouth: InnerMouth, pose: MouthPose, tones: FaceTones): void {
  const { contour, width, along, down } = mouth;
  const { upper, lower, top, bottom, gap } = edges(mouth);
  if (gap < CLOSED * width) return;
  const centre = { x: (top.x + bottom.x) / 2, y: (top.y + bottom.y) / 2 };
  const toCorners = (a: number, b: number) => {
    const g = ctx.createLinearGradient(centre.x - along.x * width * 0.5, centre.y - along.y * width * 0.5, centre.x + along.x * width * 0.5, centre.y + along.y * width * 0.5);
    g.addColorStop(0, `rgba(0,0,0,${b})`);
    g.addColorStop(0.3, `rgba(0,0,0,${a})`);
    g.addColorStop(0.7, `rgba(0,0,0,${a})`);
    g.addColorStop(1, `rgba(0,0,0,${b})`);
    return g;
  };

  ctx.save();
  smoothPath(ctx, contour);
  ctx.clip();
  // The cavity: warm dark, darkest at the back of the mouth, warming towards the lips all round (an
  // ellipse of the opening's proportions: a wide, low opening is not one flat dark crescent).
  ctx.save();
  ctx.translate(centre.x, centre.y);
  ctx.rotate(Math.atan2(along.y, along.x));
  ctx.scale(1, Math.max(0.05, gap / width) * 1.6);
  const cavity = ctx.createRadialGradient(0, 0, 0, 0, 0, width * 0.5);
  cavity.addColorStop(0, mix(tones.cavity, '#000000', 0.4));
  cavity.addColorStop(0.55, tones.cavity);
  cavity.addColorStop(1, mix(tones.cavity, tones.lip, CAVITY_RIM));
  ctx.fillStyle = cavity;
  ctx.fillRect(-width, -width, width * 2, width * 2);
  ctx.restore();

  // The tongue lies low, mostly hidden; for /l/ its tip rises towards the upper teeth.
  const rise = pose.tongue;
  const tongueW = width * (0.4 + 0.06 * rise);
  const tongueH = gap * (0.6 + 0.3 * rise);
  ctx.save();
  ctx.translate(bottom.x + down.x * tongueH * 0.25, bottom.y + down.y * tongueH * 0.25);
  ctx.rotate(Math.atan2(along.y, along.x));
  const tongue = ctx.createRadialGradient(0, -tongueH * 0.6, 0, 0, -tongueH * 0.3, tongueW);
  tongue.addColorStop(0, tones.tongue);
  tongue.addColorStop(1, mix(tones.tongue, tones.cavity, 0.7));
  ctx.fillStyle = tongue;
  ctx.beginPath();
  ctx.ellipse(0, 0, tongueW, tongueH, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();

  const teethH = Math.sqrt(pose.teeth) * Math.min(TEETH_HEIGHT.width * width, TEETH_HEIGHT.gap * gap);
  // The photo's own upper teeth stay above the opening, warped with the lip: only the lower ones are painted.
  if (teethH > 0.5 && !tones.ownTeeth) {
    // Lit from the front, shadowed under the lip.
    const lit = ctx.createLinearGradient(top.x, top.y, top.x + down.x * teethH, top.y + down.y * teethH);
    lit.addColorStop(0, mix(tones.teeth, tones.cavity, 0.45));
    lit.addColorStop(0.35, tones.teeth);
    lit.addColorStop(1, mix(tones.teeth, tones.cavity, 0.15));
    ctx.fillStyle = lit;
    band(ctx, upper, down, teethH);
    ctx.fill();
  }
  if (teethH > 0.5 && pose.open > 0.35) {
    ctx.fillStyle = mix(tones.teeth, tones.cavity, 0.5);
    band(ctx, lower, { x: -down.x, y: -down.y }, teethH * 0.4 * Math.min(1, (pose.open - 0.35) / 0.3));
    ctx.fill();
  }
  // Depth: the mouth darkens towards its corners.
  ctx.fillStyle = toCorners(0, 0.6);
  ctx.fillRect(centre.x - width, centre.y - width, width * 2, width * 2);
  ctx.restore();
  // The lips' inner edge, shaded where it turns into the mouth: a soft line over the warped
  // pixels' hard edge, so the opening never looks cut out.
  const [r, g, b] = parseHex(tones.cavity);
  ctx.save();
  ctx.strokeStyle = `rgba(${r},${g},${b},${EDGE_SHADE.alpha * Math.min(1, gap / (EDGE_SHADE.full * width))})`;
  ctx.lineWidth = Math.max(1, EDGE_SHADE.width * width);
  ctx.lineJoin = 'round';
  smoothPath(ctx, contour);
  ctx.stroke();
  ctx.restore();
}
