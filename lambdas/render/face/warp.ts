/**
 * Warps a picture by a triangle mesh, in plain arithmetic over its pixels: every destination
 * pixel of a triangle that moved takes the bilinear sample of the source pixel its triangle's
 * affine transform maps it back to. Pixels belong to exactly one triangle (their centre, the
 * edges shared bit for bit by both neighbours), so there is no seam and no double edge. Done
 * here rather than as one Skia fill per triangle: each of those costs a tenth of a millisecond
 * before it draws a pixel, a few hundred of them more than the whole frame's other drawing.
 */
import type { Point } from './landmarks';
import type { Triangle } from './mesh';

/** RGBA pixels, row after row. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** A rectangle of whole pixels. */
export interface PixelRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Below this (in picture pixels) a vertex has not moved. */
const STILL = 0.01;

/** The affine transform taking triangle (a, b, c) onto (A, B, C), or null for a flat one. */
export function triangleTransform(a: Point, b: Point, c: Point, A: Point, B: Point, C: Point) {
  const ux = b.x - a.x;
  const uy = b.y - a.y;
  const vx = c.x - a.x;
  const vy = c.y - a.y;
  const det = ux * vy - vx * uy;
  if (Math.abs(det) < 1e-9) return null;
  const m11 = ((B.x - A.x) * vy - (C.x - A.x) * uy) / det;
  const m12 = ((C.x - A.x) * ux - (B.x - A.x) * vx) / det;
  const m21 = ((B.y - A.y) * vy - (C.y - A.y) * uy) / det;
  const m22 = ((C.y - A.y) * ux - (B.y - A.y) * vx) / det;
  return { a: m11, b: m21, c: m12, d: m22, e: A.x - m11 * a.x - m12 * a.y, f: A.y - m21 * a.x - m22 * a.y };
}

/**
 * Where a row's centre line crosses the edge from vertex i to vertex j: the same number for
 * both triangles that share the edge (computed from its lower-numbered end).
 */
function crossing(points: readonly Point[], i: number, j: number, y: number): number {
  const p = points[i < j ? i : j]!;
  const q = points[i < j ? j : i]!;
  return p.x + ((y - p.y) * (q.x - p.x)) / (q.y - p.y);
}

/** Rows and spans of a triangle's pixel centres: row r covers pixels [from[r - y0], to[r - y0]). */
interface Spans {
  y0: number;
  y1: number;
  from: Int32Array;
  to: Int32Array;
}

/** The pixel centres of triangle (i, j, k) of `points` within `clip`, row by row, into `spans`. */
function rasterize(points: readonly Point[], i: number, j: number, k: number, clip: PixelRect, spans: Spans): void {
  // Vertices by height (ties by index, so both triangles of an edge agree).
  let top = i;
  let mid = j;
  let bottom = k;
  const above = (m: number, n: number) => points[m]!.y < points[n]!.y || (points[m]!.y === points[n]!.y && m < n);
  if (above(mid, top)) [top, mid] = [mid, top];
  if (above(bottom, mid)) [mid, bottom] = [bottom, mid];
  if (above(mid, top)) [top, mid] = [mid, top];
  const t = points[top]!;
  const m = points[mid]!;
  const b = points[bottom]!;
  spans.y0 = Math.max(clip.y, Math.ceil(t.y - 0.5));
  spans.y1 = Math.min(clip.y + clip.h, Math.ceil(b.y - 0.5));
  const midOnRight = (m.x - t.x) * (b.y - t.y) - (b.x - t.x) * (m.y - t.y) > 0;
  for (let row = spans.y0; row < spans.y1; row++) {
    const yc = row + 0.5;
    const long = crossing(points, top, bottom, yc);
    const short = yc < m.y ? crossing(points, top, mid, yc) : crossing(points, mid, bottom, yc);
    const xl = midOnRight ? long : short;
    const xr = midOnRight ? short : long;
    spans.from[row - spans.y0] = Math.max(clip.x, Math.ceil(xl - 0.5));
    spans.to[row - spans.y0] = Math.min(clip.x + clip.w, Math.ceil(xr - 0.5));
  }
}

const moved = (p: Point, q: Point) => Math.abs(p.x - q.x) > STILL || Math.abs(p.y - q.y) > STILL;

/**
 * Writes into `out` (the pixels of `rect` of the picture) the triangles of the mesh that moved
 * from `src` to `dst`, sampling `picture`. Pixels of triangles that did not move are left as they are.
 */
export function warpTriangles(picture: Pixels, out: Pixels, rect: PixelRect, src: readonly Point[], dst: readonly Point[], triangles: readonly Triangle[]): void {
  // Whole pixels as 32-bit words, signed (V8 keeps those small integers): red and blue, then
  // green, each blended at once with 8-bit weights; positions in 16.16 fixed point.
  const from = new Int32Array(picture.data.buffer, picture.data.byteOffset, picture.data.length >> 2);
  const to = new Int32Array(out.data.buffer, out.data.byteOffset, out.data.length >> 2);
  const sw = picture.width;
  const lastX = sw - 2;
  const lastY = picture.height - 2;
  const spans: Spans = { y0: 0, y1: 0, from: new Int32Array(rect.h), to: new Int32Array(rect.h) };
  for (const [i, j, k] of triangles) {
    if (!moved(src[i]!, dst[i]!) && !moved(src[j]!, dst[j]!) && !moved(src[k]!, dst[k]!)) continue;
    const m = triangleTransform(dst[i]!, dst[j]!, dst[k]!, src[i]!, src[j]!, src[k]!);
    if (!m) continue;
    // A triangle whose source lies inside the picture needs no clamping (most of them).
    const xs = [src[i]!.x, src[j]!.x, src[k]!.x];
    const ys = [src[i]!.y, src[j]!.y, src[k]!.y];
    const inside = Math.min(...xs) >= 1 && Math.min(...ys) >= 1 && Math.max(...xs) <= lastX && Math.max(...ys) <= lastY;
    const stepX = Math.round(m.a * 65536);
    const stepY = Math.round(m.b * 65536);
    rasterize(dst, i, j, k, rect, spans);
    for (let row = spans.y0; row < spans.y1; row++) {
      const x0 = spans.from[row - spans.y0]!;
      const x1 = spans.to[row - spans.y0]!;
      // The source point of each pixel centre, stepped along the row; sampled between the four texels round it.
      let sx = Math.round((m.a * (x0 + 0.5) + m.c * (row + 0.5) + m.e - 0.5) * 65536);
      let sy = Math.round((m.b * (x0 + 0.5) + m.d * (row + 0.5) + m.f - 0.5) * 65536);
      let o = (row - rect.y) * out.width + (x0 - rect.x);
      for (let x = x0; x < x1; x++, sx += stepX, sy += stepY, o++) {
        let ix = sx >> 16;
        let iy = sy >> 16;
        let fx = (sx >> 8) & 0xff;
        let fy = (sy >> 8) & 0xff;
        if (!inside) {
          if (ix < 0) (ix = 0), (fx = 0);
          else if (ix > lastX) (ix = lastX), (fx = 0xff);
          if (iy < 0) (iy = 0), (fy = 0);
          else if (iy > lastY) (iy = lastY), (fy = 0xff);
        }
        const p = iy * sw + ix;
        const q00 = from[p]!;
        const q10 = from[p + 1]!;
        const q01 = from[p + sw]!;
        const q11 = from[p + sw + 1]!;
        // Weights summing to 256: each 8-bit channel times one stays inside its 16-bit lane.
        const w11 = (fx * fy) >> 8;
        const w10 = fx - w11;
        const w01 = fy - w11;
        const w00 = 256 - fx - w01;
        const rb = ((q00 & 0xff00ff) * w00 + (q10 & 0xff00ff) * w10 + (q01 & 0xff00ff) * w01 + (q11 & 0xff00ff) * w11) >>> 8;
        const g = (((q00 >> 8) & 0xff) * w00 + ((q10 >> 8) & 0xff) * w10 + ((q01 >> 8) & 0xff) * w01 + ((q11 >> 8) & 0xff) * w11) >> 8;
        to[o] = 0xff000000 | (rb & 0xff00ff) | (g << 8);
      }
    }
  }
}

/** Fills a triangle of `points` with one colour in `out` (the pixels of `rect`). */
export function fillTriangle(out: Pixels, rect: PixelRect, points: readonly Point[], [i, j, k]: Triangle, [r, g, b]: readonly [number, number, number]): void {
  const to = out.data;
  const spans: Spans = { y0: 0, y1: 0, from: new Int32Array(rect.h), to: new Int32Array(rect.h) };
  rasterize(points, i, j, k, rect, spans);
  for (let row = spans.y0; row < spans.y1; row++) {
    for (let x = spans.from[row - spans.y0]!, o = ((row - rect.y) * out.width + (x - rect.x)) * 4; x < spans.to[row - spans.y0]!; x++, o += 4) {
      to[o] = r;
      to[o + 1] = g;
      to[o + 2] = b;
      to[o + 3] = 255;
    }
  }
}
