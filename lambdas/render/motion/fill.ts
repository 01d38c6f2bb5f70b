/**
 * Supporting shapes: what a look draws in the part of its content box its text and graphics
 * leave empty, so a short headline in a tall frame is a composition, not a line floating over a
 * void. Each empty band above, between or below what the look placed gets a motif of the accent,
 * chosen by the scene's seed and always moving (a wave through a grid of dots, arcs turning
 * from the frame's edge, diagonal hairlines drifting), kept quiet (low opacity) so the text
 * still leads. Bands smaller than MIN_BAND of the box are left as breathing room.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../draw/layout';
import { arrive } from './theme';
import { contrastRatio, mix, textOn } from '../draw/palette';
import { isTall, markOn, type LookInput } from './looks/kit';

/** An empty band at least this share of the content box's height gets a motif. */
export const MIN_BAND = 0.12;

type Motif = (ctx: SKRSContext2D, band: Box, t: number, input: LookInput, toward: 1 | -1) => void;

/** Dots in a grid, a wave of size running through them. */
const dots: Motif = (ctx, band, t, input) => {
  const step = input.unit * 0.06;
  const cols = Math.max(1, Math.floor(band.w / step));
  const rows = Math.max(1, Math.floor(band.h / step));
  const x0 = band.x + (band.w - (cols - 1) * step) / 2;
  const y0 = band.y + (band.h - (rows - 1) * step) / 2;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const wave = 0.5 + 0.5 * Math.sin(t * 2.2 - (c + r) * 0.55);
      ctx.beginPath();
      ctx.arc(x0 + c * step, y0 + r * step, input.unit * (0.004 + 0.009 * wave), 0, Math.PI * 2);
      ctx.fill();
    }
  }
};

/** Concentric arcs turning slowly, centred past the band's outer edge (off the frame's side). */
const arcs: Motif = (ctx, band, t, input, toward) => {
  const side = input.rtl ? band.x + band.w * 0.1 : band.x + band.w * 0.9;
  const cy = toward > 0 ? band.y + band.h * 1.05 : band.y - band.h * 0.05;
  ctx.lineWidth = Math.max(2, input.unit * 0.012);
  ctx.lineCap = 'round';
  const reach = Math.min(band.h * 0.95, band.w * 0.9);
  for (let k = 0; k < 4; k++) {
    const r = reach * (0.35 + k * 0.2);
    const turn = t * (0.35 + k * 0.12) * (k % 2 ? -1 : 1) + k;
    ctx.beginPath();
    ctx.arc(side, cy, r, turn, turn + Math.PI * (0.55 + 0.15 * k));
    ctx.stroke();
  }
};

/**
 * Diagonal hairlines drifting across a band, fading out towards its ends: a texture, never a
 * slab with edges (a framed hatched band reads as a missing picture).
 */
const stripes: Motif = (ctx, band, t, input) => {
  const h = Math.min(band.h * 0.55, input.unit * 0.22);
  const y = band.y + (band.h - h) / 2;
  // Hairlines, not bands: broad stripes of a dark and a bright colour read as hazard tape.
  const stripe = input.unit * 0.008;
  const every = input.unit * 0.04;
  const shift = (t * input.unit * 0.04) % every;
  const alpha = ctx.globalAlpha;
  const mid = band.x + band.w / 2;
  for (let x = band.x - h - every + shift; x < band.x + band.w; x += every) {
    const fade = 1 - Math.min(1, Math.abs(x + h / 2 - mid) / (band.w / 2));
    if (fade <= 0) continue;
    ctx.globalAlpha = alpha * fade * fade;
    ctx.beginPath();
    ctx.moveTo(x, y + h);
    ctx.lineTo(x + stripe, y + h);
    ctx.lineTo(x + stripe + h, y);
    ctx.lineTo(x + h, y);
    ctx.fill();
  }
  ctx.globalAlpha = alpha;
};

const MOTIFS: readonly Motif[] = [dots, arcs, stripes];

/**
 * A painter of supporting shapes for `input`'s content box around `used` (the boxes the look
 * draws in), appearing from `start`; nothing when no band is empty enough to need them.
 */
export function supportingShapes(input: LookInput, used: readonly Box[], start = 0.3): (ctx: SKRSContext2D, t: number) => void {
  const { box, unit } = input;
  const gap = unit * 0.05;
  // The rows free of what the look placed: above it, between its parts (a tall frame's headline
  // and the button at its foot) and below it.
  const free: { from: number; to: number }[] = [];
  let reached = box.y;
  for (const b of [...used].sort((a, b) => a.y - b.y)) {
    if (b.y - gap > reached) free.push({ from: reached, to: b.y - gap });
    reached = Math.max(reached, b.y + b.h + gap);
  }
  if (reached < box.y + box.h) free.push({ from: reached, to: box.y + box.h });
  const middle = box.y + box.h / 2;
  const bands = free
    .map(({ from, to }) => ({ x: box.x, y: from, w: box.w, h: to - from, toward: (from + to) / 2 < middle ? (-1 as const) : (1 as const) }))
    .filter((b) => Number.isFinite(b.h) && b.h >= box.h * MIN_BAND);
  if (bands.length === 0) return () => {};
  const motif = MOTIFS[input.seed % MOTIFS.length]!;
  const colour = markOn(input.palette.background, input.palette);
  return (ctx, t) => {
    const p = arrive(input.theme, t, start, 0.8);
    if (p <= 0) return;
    ctx.save();
    ctx.fillStyle = colour;
    ctx.strokeStyle = colour;
    for (const band of bands) {
      // Kept inside its band: never behind the logo's corner or the text it frames.
      ctx.save();
      ctx.beginPath();
      ctx.rect(band.x - unit * 0.1, band.y, band.w + unit * 0.2, band.h);
      ctx.clip();
      ctx.globalAlpha = 0.4 * p;
      motif(ctx, band, t, input, band.toward);
      ctx.restore();
    }
    ctx.restore();
  };
}

/** The foot band shows when the frame below the content box is at least this share of its height. */
const MIN_FOOT = 0.08;

/**
 * A tall frame's foot: below the content box (the caption band and, at 9:16, the platform's own
 * captions) a band of the accent, toned into `ground`, rises from the bottom edge, its top a wave
 * drifting sideways under an accent crest line over a fading halftone of the accent, so the lower third is part of the composition
 * rather than flat colour. Painted once into a strip a wavelength wider than the frame; frames
 * only slide it. Nothing in a wide or square frame, or when the content box reaches the bottom.
 */
export function footBand(input: Pick<LookInput, 'width' | 'height' | 'box' | 'unit' | 'palette' | 'theme' | 'seed'>, ground: string, start = 0.2): (ctx: SKRSContext2D, t: number) => void {
  const { width, height, box, unit, palette } = input;
  const top = Math.round(box.y + box.h + unit * 0.05);
  const h = height - top;
  if (!isTall(input) || h < height * MIN_FOOT) return () => {};
  const wave = unit * 0.22;
  const amp = unit * 0.018;
  const mark = contrastRatio(palette.accent, ground) >= 3 ? palette.accent : textOn(ground);
  const strip = createCanvas(Math.ceil(width + wave), Math.ceil(h + amp * 2));
  const s = strip.getContext('2d');
  const crest = (x: number) => amp + amp * Math.sin((x / wave) * Math.PI * 2 + input.seed);
  s.beginPath();
  s.moveTo(0, strip.height);
  for (let x = 0; x <= strip.width; x += 4) s.lineTo(x, crest(x));
  s.lineTo(strip.width, strip.height);
  s.closePath();
  s.fillStyle = mix(ground, mark, 0.16);
  s.fill();
  // A halftone of the accent, dots largest under the crest and fading towards the bottom edge;
  // five to a wavelength, so the strip still repeats as it slides.
  const step = wave / 5;
  s.fillStyle = mark;
  s.globalAlpha = 0.3;
  for (let row = 0, y = amp * 2 + step * 0.8; y < strip.height; row++, y += step) {
    const r = step * 0.22 * (1 - (y - amp * 2) / strip.height);
    for (let x = (row % 2) * step * 0.5; x <= strip.width + step; x += step) {
      s.beginPath();
      s.arc(x, y, Math.max(1, r), 0, Math.PI * 2);
      s.fill();
    }
  }
  s.globalAlpha = 1;
  s.beginPath();
  for (let x = 0; x <= strip.width; x += 4) s.lineTo(x, crest(x));
  s.strokeStyle = mark;
  s.lineWidth = Math.max(2, unit * 0.008);
  s.stroke();
  return (ctx, t) => {
    const p = arrive(input.theme, t, start, 0.7);
    if (p <= 0) return;
    // A wavelength slides by every eight seconds: the crest never stands still.
    const dx = -((t / 8) * wave) % wave;
    ctx.drawImage(strip, Math.round(dx), Math.round(top - amp + (1 - p) * h));
  };
}
