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

/** Rows are grouped in blocks this tall before choosing bands: the choice costs a sixteenth, the bands barely more pixels. */
const BLOCK = 4;

type Span = [number, number] | null;

/** Each row's painted columns, [first, last], or null for a row that holds nothing. */
function paintedRows(picture: Canvas): Span[] {
  const { width, height } = picture;
  const { data } = picture.getContext('2d').getImageData(0, 0, width, height);
  // One pixel a word: the alpha is the top byte.
  const pixels = new Uint32Array(data.buffer, data.byteOffset, width * height);
  const rows: Span[] = [];
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let first = 0;
    while (first < width && pixels[row + first]! >>> 24 === 0) first++;
    if (first === width) {
      rows.push(null);
      continue;
    }
    let last = width - 1;
    while (pixels[row + last]! >>> 24 === 0) last--;
    rows.push([first, last]);
  }
  return rows;
}

/** The painted columns of rows [top, bottom). */
function spanOf(rows: Span[], top: number, bottom: number): Span {
  let span: Span = null;
  for (let y = top; y < Math.min(bottom, rows.length); y++) {
    const row = rows[y];
    if (row) span = span ? [Math.min(span[0], row[0]), Math.max(span[1], row[1])] : [row[0], row[1]];
  }
  return span;
}

/** The bands [top, bottom) that blend the fewest pixels, a copy call counted as CALL_PIXELS. */
function bands(rows: Span[]): [number, number][] {
  const blocks = Array.from({ length: Math.ceil(rows.length / BLOCK) }, (_, b) => spanOf(rows, b * BLOCK, (b + 1) * BLOCK));
  const n = blocks.length;
  // best[i]: the least cost of blocks 0..i-1; from[i]: where its last band starts (-1: block i-1 is empty, skipped).
  const best = new Float64Array(n + 1);
  const from = new Int32Array(n + 1);
  for (let i = 1; i <= n; i++) {
    best[i] = blocks[i - 1] ? Infinity : best[i - 1]!;
    from[i] = -1;
    if (!blocks[i - 1]) continue;
    let lo = Infinity;
    let hi = -Infinity;
    for (let j = i - 1; j >= 0; j--) {
      const block = blocks[j];
      if (block) {
        lo = Math.min(lo, block[0]);
        hi = Math.max(hi, block[1]);
      }
      const cost = best[j]! + CALL_PIXELS + (i - j) * BLOCK * (hi - lo + 1);
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
      out.unshift([from[i]! * BLOCK, Math.min(i * BLOCK, rows.length)]);
      i = from[i]!;
    }
  }
  return out;
}

/** The painted part of `picture` as pieces; none when nothing was painted. */
export function paintedPieces(picture: Canvas): Piece[] {
  const rows = paintedRows(picture);
  return bands(rows).map(([from, to]) => {
    // A band's own empty rows at its ends are left out too.
    let top = from;
    while (!rows[top]) top++;
    let bottom = to;
    while (!rows[bottom - 1]) bottom--;
    const [lo, hi] = spanOf(rows, top, bottom)!;
    const canvas = createCanvas(hi - lo + 1, bottom - top);
    canvas.getContext('2d').drawImage(picture, -lo, -top);
    return { canvas, x: lo, y: top };
  });
}
