/**
 * A product photo as something to place: a photo shot on a plain backdrop (white, grey, a flat
 * colour; the usual packshot) is cut out along that backdrop, so the product stands in the scene
 * on its own; any other picture (a scene, a lifestyle shot) stays a whole rectangle. Either way
 * the result is trimmed to what shows, and the product is never altered, only separated.
 */
import { createCanvas, type Canvas, type Image } from '@napi-rs/canvas';

export interface Cutout {
  picture: Canvas;
  /** True when the backdrop was removed; false: the photo is shown whole. */
  cut: boolean;
}

/** Colour distance (0..441) under which a pixel belongs to the backdrop. */
const BACKDROP_TOLERANCE = 38;
/** Share of the border that must be the backdrop's colour for the photo to count as a packshot. */
const PLAIN_BORDER = 0.9;
/** Analysis is done at most this many pixels a side. */
const WORK_SIZE = 640;

const cutouts = new WeakMap<Image | Canvas, Cutout>();

/** The cut-out of a picture; computed once per decoded picture (every scene showing the product shares it). */
export function productCutout(image: Image | Canvas): Cutout {
  let cutout = cutouts.get(image);
  if (!cutout) cutouts.set(image, (cutout = cutOut(image)));
  return cutout;
}

function cutOut(image: Image | Canvas): Cutout {
  const scale = Math.min(1, WORK_SIZE / Math.max(image.width, image.height));
  const w = Math.max(1, Math.round(image.width * scale));
  const h = Math.max(1, Math.round(image.height * scale));
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d');
  ctx.drawImage(image, 0, 0, w, h);
  const d = ctx.getImageData(0, 0, w, h).data;
  const border: number[] = [];
  for (let x = 0; x < w; x++) border.push(x, (h - 1) * w + x);
  for (let y = 0; y < h; y++) border.push(y * w, y * w + w - 1);
  const mean = [0, 1, 2].map((k) => border.reduce((s, i) => s + d[i * 4 + k]!, 0) / border.length) as [number, number, number];
  /** Squared colour distance from the backdrop's colour. */
  const dist2 = (i: number) => (d[i * 4]! - mean[0]) ** 2 + (d[i * 4 + 1]! - mean[1]) ** 2 + (d[i * 4 + 2]! - mean[2]) ** 2;
  const transparentBorder = border.filter((i) => d[i * 4 + 3]! < 40).length / border.length > PLAIN_BORDER;
  const isBackdrop = transparentBorder ? (i: number) => d[i * 4 + 3]! < 40 : (i: number) => d[i * 4 + 3]! > 200 && dist2(i) < BACKDROP_TOLERANCE ** 2;
  const plain = transparentBorder || border.filter(isBackdrop).length / border.length > PLAIN_BORDER;
  if (!plain) {
    const whole = createCanvas(image.width, image.height);
    whole.getContext('2d').drawImage(image, 0, 0);
    return { picture: whole, cut: false };
  }
  // Flood the backdrop in from the border: only backdrop the edge can reach is removed, so a white label inside stays.
  const backdrop = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  let top = 0;
  for (const i of border) {
    if (!backdrop[i] && isBackdrop(i)) {
      backdrop[i] = 1;
      stack[top++] = i;
    }
  }
  const visit = (j: number) => {
    if (!backdrop[j] && isBackdrop(j)) {
      backdrop[j] = 1;
      stack[top++] = j;
    }
  };
  while (top > 0) {
    const i = stack[--top]!;
    const x = i % w;
    if (x > 0) visit(i - 1);
    if (x < w - 1) visit(i + 1);
    if (i >= w) visit(i - w);
    if (i < w * (h - 1)) visit(i + w);
  }
  // The backdrop's antialiased fringe goes too: pixels next to it that are still close to its colour.
  if (!transparentBorder) {
    const fringe = (BACKDROP_TOLERANCE * 2.5) ** 2;
    const edge: number[] = [];
    for (let i = 0; i < w * h; i++) {
      if (backdrop[i]) continue;
      const x = i % w;
      const touches = (x > 0 && backdrop[i - 1]) || (x < w - 1 && backdrop[i + 1]) || (i >= w && backdrop[i - w]) || (i < w * (h - 1) && backdrop[i + w]);
      if (touches && dist2(i) < fringe) edge.push(i);
    }
    for (const i of edge) backdrop[i] = 1;
  }
  // What is left, found at the working size and cut from the full picture with a pixel to spare.
  let [left, right, upper, lower] = [w, -1, h, -1];
  for (let i = 0; i < w * h; i++) {
    if (backdrop[i]) continue;
    const x = i % w;
    const y = (i - x) / w;
    if (x < left) left = x;
    if (x > right) right = x;
    if (y < upper) upper = y;
    if (y > lower) lower = y;
  }
  if (right < 0) return { picture: c, cut: false };
  const mask = createCanvas(w, h);
  const m = mask.getContext('2d');
  const alpha = m.createImageData(w, h);
  for (let i = 0; i < w * h; i++) alpha.data[i * 4 + 3] = backdrop[i] ? 0 : 255;
  m.putImageData(alpha, 0, 0);
  const x0 = Math.max(0, Math.floor((left - 1) / scale));
  const y0 = Math.max(0, Math.floor((upper - 1) / scale));
  const x1 = Math.min(image.width, Math.ceil((right + 2) / scale));
  const y1 = Math.min(image.height, Math.ceil((lower + 2) / scale));
  const out = createCanvas(x1 - x0, y1 - y0);
  const o = out.getContext('2d');
  // A soft edge of a pixel: a hard cut shows the backdrop's fringe.
  o.filter = 'blur(0.8px)';
  o.drawImage(mask, -x0, -y0, image.width, image.height);
  o.filter = 'none';
  o.globalCompositeOperation = 'source-in';
  o.drawImage(image, -x0, -y0);
  return { picture: out, cut: true };
}
