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

export function productCutout(image: Image | Canvas): Cutout {
  const scale = Math.min(1, WORK_SIZE / Math.max(image.width, image.height));
  const w = Math.max(1, Math.round(image.width * scale));
  const h = Math.max(1, Math.round(image.height * scale));
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d');
  ctx.drawImage(image, 0, 0, w, h);
  const img = ctx.getImageData(0, 0, w, h);
  const d = img.data;
  const border: number[] = [];
  for (let x = 0; x < w; x++) border.push(x, (h - 1) * w + x);
  for (let y = 0; y < h; y++) border.push(y * w, y * w + w - 1);
  const mean = [0, 1, 2].map((k) => border.reduce((s, i) => s + d[i * 4 + k]!, 0) / border.length) as [number, number, number];
  const near = (i: number) => Math.hypot(d[i * 4]! - mean[0], d[i * 4 + 1]! - mean[1], d[i * 4 + 2]! - mean[2]) < BACKDROP_TOLERANCE && d[i * 4 + 3]! > 200;
  const transparentBorder = border.filter((i) => d[i * 4 + 3]! < 40).length / border.length > PLAIN_BORDER;
  const plain = transparentBorder || border.filter(near).length / border.length > PLAIN_BORDER;
  if (!plain) {
    const whole = createCanvas(image.width, image.height);
    whole.getContext('2d').drawImage(image, 0, 0);
    return { picture: whole, cut: false };
  }
  // Flood the backdrop in from the border: only backdrop the edge can reach is removed, so a white label inside stays.
  const backdrop = new Uint8Array(w * h);
  const stack = border.filter((i) => (transparentBorder ? d[i * 4 + 3]! < 40 : near(i)));
  for (const i of stack) backdrop[i] = 1;
  while (stack.length > 0) {
    const i = stack.pop()!;
    const x = i % w;
    const y = (i - x) / w;
    for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, y > 0 ? i - w : -1, y < h - 1 ? i + w : -1]) {
      if (j < 0 || backdrop[j]) continue;
      if (transparentBorder ? d[j * 4 + 3]! < 40 : near(j)) {
        backdrop[j] = 1;
        stack.push(j);
      }
    }
  }
  // The backdrop's antialiased fringe goes too: pixels next to it that are still close to its colour.
  const dist = (i: number) => Math.hypot(d[i * 4]! - mean[0], d[i * 4 + 1]! - mean[1], d[i * 4 + 2]! - mean[2]);
  const fringe: number[] = [];
  for (let i = 0; i < w * h; i++) {
    if (backdrop[i] || transparentBorder) continue;
    const x = i % w;
    const touches = (x > 0 && backdrop[i - 1]) || (x < w - 1 && backdrop[i + 1]) || backdrop[i - w] || backdrop[i + w];
    if (touches && dist(i) < BACKDROP_TOLERANCE * 2.5) fringe.push(i);
  }
  for (const i of fringe) backdrop[i] = 1;
  const mask = createCanvas(w, h);
  const m = mask.getContext('2d');
  const alpha = m.createImageData(w, h);
  for (let i = 0; i < w * h; i++) alpha.data[i * 4 + 3] = backdrop[i] ? 0 : 255;
  m.putImageData(alpha, 0, 0);
  // A soft edge of a pixel: a hard cut shows the backdrop's fringe.
  const soft = createCanvas(w, h);
  const s = soft.getContext('2d');
  s.filter = 'blur(0.8px)';
  s.drawImage(mask, 0, 0);
  const full = createCanvas(image.width, image.height);
  const f = full.getContext('2d');
  f.drawImage(soft, 0, 0, image.width, image.height);
  f.globalCompositeOperation = 'source-in';
  f.drawImage(image, 0, 0);
  return { picture: trim(full), cut: true };
}

/** The picture cut to its opaque rows and columns. */
function trim(picture: Canvas): Canvas {
  const { data, width, height } = picture.getContext('2d').getImageData(0, 0, picture.width, picture.height);
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[(y * width + x) * 4 + 3]! < 24) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < 0) return picture;
  const out = createCanvas(right - left + 1, bottom - top + 1);
  out.getContext('2d').drawImage(picture, -left, -top);
  return out;
}
