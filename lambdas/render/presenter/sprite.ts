/**
 * A picture painted once for a scene and copied onto every frame, cut down to what was painted in
 * it. Copying blends every pixel of the picture, transparent or not, so a figure's sprite boxed
 * with room to spare cost as much as the pixels it shows twice over; each piece is a band of rows
 * cut to its painted columns. The pieces hold the picture's own pixels, so placing them on whole
 * pixels draws exactly what placing the whole picture did.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';

export interface Piece {
  canvas: Canvas;
  /** Where the piece was in the picture, in pixels. */
  x: number;
  y: number;
}

/**
 * A copy call costs about as much as blending this many pixels (a 540×960 frame: about 5 µs a
 * call against 1.4 ns a pixel), so a band is split off only where it leaves out more than that.
 */
const CALL_PIXELS = 3_300;

/** Each row's painted columns, [first, last], or null for a row that holds nothing. */
function paintedRows(picture: Canvas): ([number, number] | null)[] {
  const { data, width, height } = picture.getContext('2d').getImageData(0, 0, picture.width, picture.height);
  const rows: ([number, number] | null)[] = [];
  for (let y = 0; y < height; y++) {
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x++) {
      if (data[(y * width + x) * 4 + 3] === 0) continue;
      if (first < 0) first = x;
      last = x;
    }
    rows.push(first < 0 ? null : [first, last]);
  }
  return rows;
}

/** The bands (row ranges) that blend the fewest pixels, a copy call counted as CALL_PIXELS. */
function bands(rows: ([number, number] | null)[]): [number, number][] {
  const n = rows.length;
  // best[i]: the least cost of rows 0..i-1; from[i]: where its last band starts (-1: row i-1 is empty, skipped).
  const best = new Float64Array(n + 1);
  const from = new Int32Array(n + 1);
  for (let i = 1; i <= n; i++) {
    best[i] = rows[i - 1] ? Infinity : best[i - 1]!;
    from[i] = -1;
    if (!rows[i - 1]) continue;
    let lo = Infinity;
    let hi = -Infinity;
    for (let j = i - 1; j >= 0; j--) {
      const row = rows[j];
      if (row) {
        lo = Math.min(lo, row[0]);
        hi = Math.max(hi, row[1]);
      }
      const cost = best[j]! + CALL_PIXELS + (i - j) * (hi - lo + 1);
      if (cost < best[i]!) {
        best[i] = cost;
        from[i] = j;
      }
    }
  }
  const out: [number, number][] = [];
  for (let i = n; i > 0; ) {
    if (from[i]! < 0) i--;
    else {
      out.unshift([from[i]!, i]);
      i = from[i]!;
    }
  }
  return out;
}

/** The painted part of `picture` as pieces; none when nothing was painted. */
export function paintedPieces(picture: Canvas): Piece[] {
  const rows = paintedRows(picture);
  return bands(rows).map(([top, bottom]) => {
    let lo = Infinity;
    let hi = -Infinity;
    for (let y = top; y < bottom; y++) {
      const row = rows[y];
      if (!row) continue;
      lo = Math.min(lo, row[0]);
      hi = Math.max(hi, row[1]);
    }
    const canvas = createCanvas(hi - lo + 1, bottom - top);
    canvas.getContext('2d').drawImage(picture, -lo, -top);
    return { canvas, x: lo, y: top };
  });
}
