/**
 * The colours of one face, sampled from its photo: skin (cheeks and brow), lips, and the teeth
 * when the photo shows them. The inner mouth is painted in these, so a drawn mouth belongs to
 * the face it is drawn in, whatever its lighting.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { mix, toHex } from '../draw/palette';
import { inFace, type FaceFrame, type Point } from './landmarks';
import { mouthAxes } from './expression';

export interface FaceTones {
  skin: string;
  lip: string;
  teeth: string;
  /** The photo shows its teeth: they move with its lips, and none are painted. */
  ownTeeth: boolean;
  /** The dark of the open mouth. */
  cavity: string;
  tongue: string;
}

/** A photo's own teeth are used when its lips are this far apart (in mouth widths). */
const SHOWS_TEETH = 0.12;
const IVORY = '#ece4d6';

type Rgb = [number, number, number];

/** The median colour of the pixels within `radius` of the points. */
function median(ctx: SKRSContext2D, points: Point[], radius: number): Rgb {
  const channels: [number[], number[], number[]] = [[], [], []];
  const r = Math.max(1, Math.round(radius));
  for (const p of points) {
    const x = Math.round(p.x) - r;
    const y = Math.round(p.y) - r;
    const { data } = ctx.getImageData(x, y, 2 * r + 1, 2 * r + 1);
    for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 0) for (let c = 0; c < 3; c++) channels[c]!.push(data[i + c]!);
  }
  return channels.map((values) => {
    values.sort((a, b) => a - b);
    return values[values.length >> 1] ?? 128;
  }) as Rgb;
}

const lightness = ([r, g, b]: Rgb) => (0.299 * r + 0.587 * g + 0.114 * b) / 255;

/** The brightest fifth of the pixels inside the lips: the photo's own teeth. */
function photoTeeth(ctx: SKRSContext2D, points: readonly Point[]): Rgb | null {
  const inner = [60, 61, 62, 63, 64, 65, 66, 67].map((i) => points[i]!);
  const xs = inner.map((p) => p.x);
  const ys = inner.map((p) => p.y);
  const x0 = Math.floor(Math.min(...xs));
  const y0 = Math.floor(Math.min(...ys));
  const w = Math.ceil(Math.max(...xs)) - x0 + 1;
  const h = Math.ceil(Math.max(...ys)) - y0 + 1;
  const { data } = ctx.getImageData(x0, y0, w, h);
  const inside = (x: number, y: number) => {
    let odd = false;
    for (let i = 0, j = inner.length - 1; i < inner.length; j = i++) {
      const a = inner[i]!;
      const b = inner[j]!;
      if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) odd = !odd;
    }
    return odd;
  };
  const pixels: Rgb[] = [];
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (inside(x0 + x + 0.5, y0 + y + 0.5)) pixels.push([data[(y * w + x) * 4]!, data[(y * w + x) * 4 + 1]!, data[(y * w + x) * 4 + 2]!]);
  if (pixels.length < 6) return null;
  pixels.sort((a, b) => lightness(b) - lightness(a));
  const top = pixels.slice(0, Math.max(1, Math.round(pixels.length / 5)));
  return [0, 1, 2].map((c) => top.reduce((sum, p) => sum + p[c]!, 0) / top.length) as Rgb;
}

/** Samples a face's tones from the picture it is in (`ctx`), at its landmarks. */
export function faceTones(ctx: SKRSContext2D, points: readonly Point[], f: FaceFrame): FaceTones {
  const lerp = (a: number, b: number) => ({ x: (points[a]!.x + points[b]!.x) / 2, y: (points[a]!.y + points[b]!.y) / 2 });
  const skinRgb = median(ctx, [lerp(31, 2), lerp(35, 14), inFace(f, 0, -0.45)], 0.12 * f.unit);
  const lipRgb = median(ctx, [lerp(50, 61), lerp(52, 63), lerp(57, 66), lerp(58, 67), lerp(56, 65)], 0.05 * f.unit);
  const skin = toHex(skinRgb);
  const lip = toHex(lipRgb);
  const mouth = mouthAxes(points);
  const own = mouth.gap > SHOWS_TEETH * mouth.width ? photoTeeth(ctx, points) : null;
  // Drawn teeth are ivory in the face's own light: as much darker than white as the skin is than a typical skin.
  const light = Math.min(1.05, Math.max(0.55, lightness(skinRgb) / 0.62));
  const ownTeeth = own !== null && lightness(own) > 0.45;
  const teeth = mix(mix(IVORY, '#000000', 1 - light), skin, 0.12);
  return { skin, lip, teeth, ownTeeth, cavity: mix(lip, '#2a0d0c', 0.78), tongue: mix(lip, '#a8464c', 0.5) };
}
