/**
 * The brand logo, always legible: drawn as is when it stands out from what is behind it by at
 * least 3:1 (WCAG's contrast for graphics), else on a plate of white or near-black, whichever
 * stands further from the logo's own colour. The contrast is measured from the frame itself:
 * the pixels under the logo's ink, read back just before the logo is drawn, against the logo's
 * luminance. A logo once plated stays plated for the rest of its scene (a plate that came and
 * went would flicker). Every measurement is kept for the layout record, which check:video reads.
 */
import { createCanvas, type Canvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import type { Overlay } from './captions';
import { drawContained } from './draw/images';
import type { Box } from './draw/layout';
import { pictureSprite } from './draw/text-audit';

/** WCAG's minimum contrast for graphics. */
export const LOGO_MIN_CONTRAST = 3;
/** A bare logo needs a little more, so that frames between two measurements stay above the minimum. */
const BARE_MARGIN = 1.15;
/** Measure one frame in this many (and the first): each reading makes Skia draw the frame so far. */
const MEASURE_EVERY = 6;

export type LogoTreatment = 'bare' | 'plate';

/** What the logo was drawn against: its treatment and the lowest contrast measured. */
export interface LogoLegibility {
  treatment: LogoTreatment;
  contrast: number;
  /** Frames measured. */
  samples: number;
}

const lin = (v: number) => {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const LIN = Float32Array.from({ length: 256 }, (_, v) => lin(v));
const lum = (r: number, g: number, b: number) => 0.2126 * LIN[r]! + 0.7152 * LIN[g]! + 0.0722 * LIN[b]!;
export const contrastOfLuminance = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

const PLATES = [
  { colour: '#ffffff', luminance: 1 },
  { colour: '#111318', luminance: lum(0x11, 0x13, 0x18) },
] as const;

/** A logo rasterized at its drawn size, with the mask of its ink and the luminance of that ink. */
export interface LogoSprite {
  canvas: Canvas;
  /** Offsets (into the sprite's pixels) where the logo's ink is opaque. */
  ink: Uint32Array;
  luminance: number;
  /** The plate that makes this logo read best. */
  plate: (typeof PLATES)[number];
}

export function logoSprite(logo: Image | Canvas, w: number, h: number, shadow: boolean): LogoSprite {
  const canvas = createCanvas(Math.max(1, Math.round(w)), Math.max(1, Math.round(h)));
  const inkOnly = createCanvas(canvas.width, canvas.height);
  const margin = shadow ? Math.round(h * 0.08) : 0;
  const inner = { x: margin, y: margin, w: canvas.width - 2 * margin, h: canvas.height - 2 * margin };
  drawContained(inkOnly.getContext('2d'), logo, inner, false);
  const p = canvas.getContext('2d');
  if (shadow) {
    // A soft shadow lifts a bare logo off busy pictures.
    p.shadowColor = 'rgba(0,0,0,0.3)';
    p.shadowBlur = h * 0.08;
  }
  p.drawImage(inkOnly, 0, 0);
  const data = inkOnly.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  const ink: number[] = [];
  let sum = 0;
  let weight = 0;
  for (let i = 0; i < data.length; i += 4) {
    const a = data[i + 3]! / 255;
    if (a < 0.5) continue;
    ink.push(i / 4);
    sum += lum(data[i]!, data[i + 1]!, data[i + 2]!) * a;
    weight += a;
  }
  const luminance = weight ? sum / weight : 0;
  const plate = contrastOfLuminance(luminance, PLATES[0].luminance) >= contrastOfLuminance(luminance, PLATES[1].luminance) ? PLATES[0] : PLATES[1];
  return { canvas: pictureSprite(canvas, 'logo'), ink: Uint32Array.from(ink), luminance, plate };
}

/**
 * The pixels of a region of the frame as drawn so far (unpremultiplied RGBA, as getImageData).
 * The canvas records its drawing and rasterizes it when read: getImageData on the frame would
 * play the whole frame so far onto a second surface (drawing it twice, every measured frame),
 * where copying the region out rasterizes the frame once, onto the surface the encoder reads
 * next, and copies only the region. The copy is let go at once, so the frame's pixels are not
 * held (which would make the frame's next drawing copy them first).
 */
function readBack(ctx: SKRSContext2D, x: number, y: number, w: number, h: number): Uint8ClampedArray {
  const region = createCanvas(w, h);
  const r = region.getContext('2d');
  r.drawImage(ctx.canvas, x, y, w, h, 0, 0, w, h);
  const { data } = r.getImageData(0, 0, w, h);
  r.clearRect(0, 0, w, h);
  return data;
}

/**
 * Contrast of the logo against the pixels under its ink, at (x, y) on the frame: the tenth
 * percentile over those pixels, so a few stray ones neither pass nor fail a logo.
 */
export function measuredContrast(ctx: SKRSContext2D, sprite: LogoSprite, x: number, y: number): number {
  const w = sprite.canvas.width;
  const h = sprite.canvas.height;
  const frameW = ctx.canvas.width;
  const frameH = ctx.canvas.height;
  const x0 = Math.max(0, Math.round(x));
  const y0 = Math.max(0, Math.round(y));
  const x1 = Math.min(frameW, Math.round(x) + w);
  const y1 = Math.min(frameH, Math.round(y) + h);
  if (x1 <= x0 || y1 <= y0 || sprite.ink.length === 0) return Infinity;
  const behind = readBack(ctx, x0, y0, x1 - x0, y1 - y0);
  const dx = x0 - Math.round(x);
  const dy = y0 - Math.round(y);
  const values: number[] = [];
  // Every few ink pixels are enough for a percentile, and cheaper.
  const step = Math.max(1, Math.floor(sprite.ink.length / 1500));
  for (let k = 0; k < sprite.ink.length; k += step) {
    const px = (sprite.ink[k]! % w) - dx;
    const py = Math.floor(sprite.ink[k]! / w) - dy;
    if (px < 0 || py < 0 || px >= x1 - x0 || py >= y1 - y0) continue;
    const i = (py * (x1 - x0) + px) * 4;
    values.push(contrastOfLuminance(sprite.luminance, lum(behind[i]!, behind[i + 1]!, behind[i + 2]!)));
  }
  if (values.length === 0) return Infinity;
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length * 0.1)]!;
}

/** Draws the plate: a rounded card around the logo's box. */
export function drawPlate(ctx: SKRSContext2D, sprite: LogoSprite, box: Box, alpha = 1): void {
  const pad = Math.min(box.w, box.h) * 0.12;
  ctx.globalAlpha = alpha;
  ctx.fillStyle = sprite.plate.colour;
  ctx.beginPath();
  ctx.roundRect(box.x - pad, box.y - pad, box.w + pad * 2, box.h + pad * 2, Math.min(box.w, box.h) * 0.28);
  ctx.fill();
  ctx.globalAlpha = 1;
}

/**
 * A logo drawn legibly frame after frame at one place: measures, plates when needed, draws, and
 * keeps the lowest contrast it measured as drawn.
 */
export class LegibleLogo {
  private plated = false;
  private lowest = Infinity;
  private samples = 0;
  private count = 0;

  constructor(
    readonly sprite: LogoSprite,
    /** Force the plate from the start (a ground known to be the logo's own colour). */
    plated = false,
  ) {
    this.plated = plated;
  }

  /** Draws the logo with its top-left corner at (x, y); `measure` false skips measuring this frame (mid-animation). */
  draw(ctx: SKRSContext2D, x: number, y: number, measure = true): void {
    const box = { x, y, w: this.sprite.canvas.width, h: this.sprite.canvas.height };
    const due = measure && this.count++ % MEASURE_EVERY === 0;
    if (due && !this.plated && measuredContrast(ctx, this.sprite, x, y) < LOGO_MIN_CONTRAST * BARE_MARGIN) this.plated = true;
    if (this.plated) drawPlate(ctx, this.sprite, box);
    if (due) {
      this.lowest = Math.min(this.lowest, measuredContrast(ctx, this.sprite, x, y));
      this.samples++;
    }
    ctx.drawImage(this.sprite.canvas, Math.round(x), Math.round(y));
  }

  legibility(): LogoLegibility | null {
    if (this.samples === 0) return null;
    return { treatment: this.plated ? 'plate' : 'bare', contrast: Math.round(this.lowest * 100) / 100, samples: this.samples };
  }
}

/** The corner logo of every scene frame. */
export function logoOverlay(logo: Image, box: Box): Overlay & { legibility(): LogoLegibility | null } {
  const legible = new LegibleLogo(logoSprite(logo, box.w, box.h, true));
  return {
    draw: (ctx) => legible.draw(ctx, box.x, box.y),
    legibility: () => legible.legibility(),
  };
}
