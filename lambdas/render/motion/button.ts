/**
 * The call-to-action button: its words (the address, or the action) inside a pill, followed by
 * an arrow that points the way the text reads: right, or left for right-to-left scripts, where
 * the arrow also sits at the left end. It pops in with its words (never an empty pill), then breathes, its arrow nudges forward, a
 * glint crosses it every two seconds and every three it swells as if tapped, so it never stands
 * still and a long call to action keeps a beat.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { minTextPx, type Box, type SceneCanvas } from '../draw/layout';
import { textOn } from '../draw/palette';
import { runDirection } from '../draw/text-bidi';
import { fitText } from '../draw/text-fit';
import { font } from '../fonts';
import { blockSprite, drawBlockScaled, type BlockSprite } from './blocks';
import { arrive, type Theme } from './theme';
import { addressLines } from './copy';

export interface Button {
  /** The pill's box at rest. */
  box: Box;
  draw(ctx: SKRSContext2D, t: number): void;
}

/** `label` in a pill of `fill`, centred on `at`, no wider than `maxW`, its words at most `maxSize` px (else 6.5% of the short side); appears at `start`. */
export function ctaButton(
  m: SKRSContext2D,
  theme: Theme,
  canvas: Pick<SceneCanvas, 'families' | 'rtl' | 'width' | 'height'>,
  label: string,
  at: { cx: number; cy: number; maxW: number; maxH: number },
  fill: string,
  start: number,
  maxSize?: number,
): Button {
  const unit = Math.min(canvas.width, canvas.height);
  const ink = textOn(fill);
  const arrowSlot = (size: number) => size * 1.5;
  const padOf = (size: number) => size * 1.1;
  const minSize = minTextPx(canvas);
  const stacked = addressLines(label);
  const fitOne = (text: string, lines: number, w: number) =>
    fitText(m, text, { w, h: at.maxH * (lines > 2 ? 0.75 : 0.6) }, { weight: 800, maxSize: maxSize ?? unit * 0.065, minSize, maxLines: lines, families: canvas.families, lineHeight: 1.1 });
  // An action with an address is set on one line, else on its lines (the action, then each address:
  // addressLines), never broken elsewhere ("Book / at …", "Book online / at …"); on its lines too when
  // they read larger than the one line.
  // Several addresses ("site — phone") may also share the second line: the larger of the two stacks.
  const stacks = stacked ? [stacked, ...(stacked.length > 2 ? [[stacked[0]!, label.slice(label.indexOf(stacked[1]!))]] : [])] : [];
  const fit = (w: number) => {
    const line = fitOne(label, 2, w);
    const lines = stacks.map((l) => fitOne(l.join('\n'), l.length, w)).reduce<ReturnType<typeof fitOne> | null>((a, b) => (a && a.size >= b.size ? a : b), null);
    return lines && (line.lines.length > 1 || lines.size > line.size * STACK_GAIN) ? lines : line;
  };
  // Words get 72% of the pill, the rest its padding and arrow; a label that would be cut there (a long
  // address) takes all the pill leaves them at the smallest size instead: an address never ends in "…".
  const usual = fit(at.maxW * 0.72);
  const cut = usual.lines.join(' ').includes('…') && !label.includes('…');
  const fitted = cut ? fit(at.maxW - arrowSlot(minSize) - padOf(minSize) * 2) : usual;
  const size = fitted.size;
  const padX = padOf(size);
  const w = Math.min(at.maxW, fitted.width + arrowSlot(size) + padX * 2);
  const h = Math.max(size * 2.4, fitted.lines.length * fitted.lineHeight + size * 1.3);
  const box = { x: at.cx - w / 2, y: at.cy - h / 2, w, h };
  const pill: BlockSprite = blockSprite(theme, 'pill', w, h, fill, unit, 11);
  const rtl = canvas.rtl;
  // The words and the arrow, as one group centred in the pill.
  const groupW = fitted.width + arrowSlot(size);
  const groupLeft = at.cx - groupW / 2;
  const textX = rtl ? groupLeft + groupW : groupLeft;
  const arrowX = rtl ? groupLeft + size * 0.55 : groupLeft + groupW - size * 0.55;
  return {
    box,
    draw(ctx, t) {
      const p = arrive(theme, t, start, 0.5);
      if (p <= 0) return;
      // Breathes out from its rest size, never in: its label stays at the size it was fitted to.
      const breathe = 1 + 0.0125 * (1 - Math.cos(Math.max(0, t - start) * 4));
      const scale = (0.5 + 0.5 * p) * breathe * (1 + tapped(t - start) * 0.06);
      drawBlockScaled(ctx, pill, at.cx, at.cy, scale);
      ctx.save();
      ctx.translate(at.cx, at.cy);
      ctx.scale(scale, scale);
      ctx.translate(-at.cx, -at.cy);
      glint(ctx, box, t - start);
      // The words are as solid as the pill from its first frame: it grows in with them, never an empty bar.
      ctx.fillStyle = ink;
      ctx.font = font(800, size, canvas.families);
      ctx.textBaseline = 'middle';
      ctx.textAlign = rtl ? 'right' : 'left';
      const top = at.cy - (fitted.lines.length * fitted.lineHeight) / 2;
      fitted.lines.forEach((line, i) => {
        ctx.direction = runDirection(line, rtl);
        ctx.fillText(line, textX, top + (i + 0.5) * fitted.lineHeight);
      });
      const nudge = Math.max(0, Math.sin(Math.max(0, t - start - 0.4) * 5)) * size * 0.18;
      arrow(ctx, arrowX + (rtl ? -nudge : nudge), at.cy, size * 0.42, rtl ? -1 : 1, ink);
      ctx.restore();
    },
  };
}

/** A button's words are stacked on their lines (the action over its address) only when that sets them this much larger than one run. */
const STACK_GAIN = 1.1;

/** Seconds between two taps on a button that has been on screen a while: a long call to action keeps a beat. */
export const TAP_EVERY_SEC = 3;

/**
 * How far a button is pressed at `t` seconds after it appeared (0 to 1): once every
 * TAP_EVERY_SEC after the first, a quick swell and settle, as a finger would draw attention to it.
 */
export function tapped(t: number): number {
  if (t < TAP_EVERY_SEC) return 0;
  const phase = (t % TAP_EVERY_SEC) / 0.45;
  return phase < 1 ? Math.sin(phase * Math.PI) : 0;
}

/** An arrow drawn as strokes (never a glyph, so it mirrors exactly): `dir` 1 points right, -1 left. */
function arrow(ctx: SKRSContext2D, x: number, y: number, r: number, dir: 1 | -1, color: string): void {
  ctx.strokeStyle = color;
  ctx.lineWidth = Math.max(2, r * 0.32);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  ctx.moveTo(x - dir * r, y);
  ctx.lineTo(x + dir * r, y);
  ctx.moveTo(x + dir * r * 0.25, y - r * 0.75);
  ctx.lineTo(x + dir * r, y);
  ctx.lineTo(x + dir * r * 0.25, y + r * 0.75);
  ctx.stroke();
}

/** A band of light crossing the pill once every two seconds. */
function glint(ctx: SKRSContext2D, box: Box, t: number): void {
  const phase = ((t - 0.6) % 2) / 0.7;
  if (t < 0.6 || phase > 1) return;
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(box.x, box.y, box.w, box.h, box.h / 2);
  ctx.clip();
  const x = box.x - box.h + (box.w + box.h * 2) * phase;
  const g = ctx.createLinearGradient(x - box.h * 0.6, 0, x + box.h * 0.6, 0);
  g.addColorStop(0, 'rgba(255,255,255,0)');
  g.addColorStop(0.5, 'rgba(255,255,255,0.35)');
  g.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = g;
  ctx.fillRect(box.x, box.y, box.w, box.h);
  ctx.restore();
}
