/**
 * Stat looks: the copy's first figure counts up to its value and the rest of the copy is its
 * label. `ring` draws a ring around the figure (to the share itself when the figure is a
 * percentage); `card` sets the figure on a card of the accent with bars rising beside it;
 * `badge` pops the figure inside a disc that keeps turning, with sparks around it.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { font } from '../../fonts';
import { findFigure, figureAt, type Figure } from '../figures';
import { blockSprite, drawBlock, drawBlockScaled } from '../blocks';
import { arrive, boil, sway } from '../theme';
import { drawType, setType, type TypeSet } from '../type';
import { fitText } from '../../draw/text-fit';
import { minTextPx, type Box } from '../../draw/layout';
import { stack } from './headline';
import { supportingShapes } from '../fill';
import { inkOn, isWide, markOn, splitColumns, splitRows, type Look, type LookInput } from './kit';
import { mix } from '../../draw/palette';

const COUNT_SEC = 1.3;

interface Counter {
  size: number;
  draw(ctx: SKRSContext2D, t: number, cx: number, cy: number, color: string): void;
}

/** The figure fitted at its final value into `box`; it counts up from `start` and then keeps a slow pulse. */
function counter(input: LookInput, figure: Figure, box: Box, start: number): Counter {
  const fitted = fitText(input.m, figure.whole, box, { weight: 800, maxSize: input.unit * 0.42, minSize: minTextPx(input), maxLines: 1, families: input.families, breakWords: false });
  const size = fitted.size;
  return {
    size,
    draw(ctx, t, cx, cy, color) {
      const p = arrive(input.theme, t, start, COUNT_SEC);
      if (t < start) return;
      const shown = figureAt(figure, p >= 0.999 ? 1 : 1 - (1 - Math.min(1, (t - start) / COUNT_SEC)) ** 3);
      const b = boil(input.theme, t, 77, input.unit);
      ctx.font = font(800, size * (1 + 0.02 * Math.sin(Math.max(0, t - start - COUNT_SEC) * 2.5)), input.families);
      ctx.fillStyle = color;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.direction = 'ltr';
      ctx.globalAlpha = Math.min(1, (t - start) / 0.25);
      ctx.fillText(shown, cx + b.dx, cy + b.dy);
      ctx.globalAlpha = 1;
    },
  };
}

function label(input: LookInput, figure: Figure, box: Box, align: 'center' | 'start'): TypeSet | null {
  return figure.label ? setType(input.m, figure.label, box, input, { weight: 600, maxSize: input.unit * 0.085, align, valign: 'top', maxLines: 3 }) : null;
}

export const ring: Look = (input) => {
  const figure = findFigure(input.scene.prompt);
  if (!figure) return stack(input);
  const { theme, palette, unit, box } = input;
  const [top, bottom] = splitRows(box, 0.62, unit * 0.04);
  const r = Math.min(top.w, top.h) * 0.46;
  const cx = top.x + top.w / 2;
  const cy = top.y + top.h / 2;
  const count = counter(input, figure, { x: cx - r * 0.78, y: cy - r * 0.5, w: r * 1.56, h: r }, 0.2);
  const text = label(input, figure, bottom, 'center');
  const share = /^[%\u066A]$/u.test(figure.suffix.trim()) && figure.value <= 100 ? figure.value / 100 : 1;
  const ink = inkOn(palette.background, palette);
  const accent = markOn(palette.background, palette);
  const shapes = supportingShapes(input, [{ x: cx - r, y: cy - r, w: r * 2, h: r * 2 }, ...(text ? [text.bounds] : [])], 0.2 + COUNT_SEC);
  return (ctx, t) => {
    shapes(ctx, t);
    const spin = t * 0.35;
    ctx.lineCap = 'round';
    ctx.lineWidth = Math.max(4, unit * 0.022);
    ctx.strokeStyle = mix(palette.backgroundAlt, ink, 0.12);
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.stroke();
    const p = arrive(theme, t, 0.2, COUNT_SEC) * share;
    ctx.strokeStyle = accent;
    ctx.beginPath();
    // A sweep of exactly 2π draws nothing in Skia: a full ring stops a hair short.
    ctx.arc(cx, cy, r, -Math.PI / 2 + spin * (share < 1 ? 0 : 1), -Math.PI / 2 + spin * (share < 1 ? 0 : 1) + Math.PI * 2 * Math.min(0.9995, Math.max(0.001, p)));
    ctx.stroke();
    // A dot rides the ring's end.
    const end = -Math.PI / 2 + spin * (share < 1 ? 0 : 1) + Math.PI * 2 * p;
    ctx.fillStyle = accent;
    ctx.beginPath();
    ctx.arc(cx + Math.cos(end) * r, cy + Math.sin(end) * r, ctx.lineWidth * 0.9 * (1 + 0.2 * Math.sin(t * 5)), 0, Math.PI * 2);
    ctx.fill();
    count.draw(ctx, t, cx, cy, ink);
    if (text) drawType(ctx, text, t, theme, { start: 0.7, mode: 'rise', color: ink });
  };
};

export const card: Look = (input) => {
  const figure = findFigure(input.scene.prompt);
  if (!figure) return stack(input);
  const { theme, palette, unit, box, rtl } = input;
  const wide = isWide(input);
  const [cardArea, labelArea] = wide ? splitColumns(box, 0.52, unit * 0.06, rtl) : splitRows(box, 0.55, unit * 0.05);
  const cardBox = { x: cardArea.x, y: cardArea.y + cardArea.h * 0.05, w: cardArea.w, h: cardArea.h * 0.9 };
  const block = blockSprite(theme, 'rect', cardBox.w, cardBox.h, palette.accent, unit, input.seed);
  const onCard = inkOn(palette.accent, palette);
  const numberBox = { x: cardBox.x + cardBox.w * 0.08, y: cardBox.y + cardBox.h * 0.12, w: cardBox.w * 0.84, h: cardBox.h * 0.5 };
  const count = counter(input, figure, numberBox, 0.35);
  const text = label(input, figure, wide ? { ...labelArea, y: labelArea.y + labelArea.h * 0.3, h: labelArea.h * 0.6 } : labelArea, wide ? 'start' : 'center');
  const bars = [0.45, 0.7, 0.55, 1];
  const barsBox = { x: cardBox.x + cardBox.w * 0.12, y: cardBox.y + cardBox.h * 0.68, w: cardBox.w * 0.76, h: cardBox.h * 0.22 };
  const barW = barsBox.w / (bars.length * 1.6);
  const shapes = supportingShapes(input, [cardBox, ...(text ? [text.bounds] : [])], 0.35 + COUNT_SEC);
  return (ctx, t) => {
    shapes(ctx, t);
    const dy = Math.round(sway(t, 3, unit * 0.008));
    drawBlock(ctx, block, cardBox.x, cardBox.y + dy, theme.wipe(Math.min(1, t / 0.45)), 'bottom');
    count.draw(ctx, t, numberBox.x + numberBox.w / 2, numberBox.y + numberBox.h / 2 + dy, onCard);
    bars.forEach((v, i) => {
      const grow = arrive(theme, t, 0.5 + i * 0.12, 0.6) * (1 + 0.06 * Math.sin(t * 2.4 + i));
      const h = barsBox.h * v * grow;
      ctx.fillStyle = onCard;
      ctx.globalAlpha = i === bars.length - 1 ? 1 : 0.45;
      ctx.fillRect(barsBox.x + i * barW * 1.6 + barW * 0.3, barsBox.y + barsBox.h - h + dy, barW, h);
    });
    ctx.globalAlpha = 1;
    if (text) drawType(ctx, text, t, theme, { start: 0.8, mode: theme.pop ? 'pop' : 'slide', color: inkOn(palette.background, palette) });
  };
};

export const badge: Look = (input) => {
  const figure = findFigure(input.scene.prompt);
  if (!figure) return stack(input);
  const { theme, palette, unit, box } = input;
  const [top, bottom] = splitRows(box, 0.6, unit * 0.04);
  const d = Math.min(top.w, top.h) * 0.92;
  const cx = top.x + top.w / 2;
  const cy = top.y + top.h / 2;
  const disc = blockSprite(theme, 'disc', d, d, palette.accent, unit, input.seed);
  const onDisc = inkOn(palette.accent, palette);
  const count = counter(input, figure, { x: cx - d * 0.36, y: cy - d * 0.25, w: d * 0.72, h: d * 0.5 }, 0.3);
  const text = label(input, figure, bottom, 'center');
  const sparks = 8;
  const ink = inkOn(palette.background, palette);
  const shapes = supportingShapes(input, [{ x: cx - d * 0.62, y: cy - d * 0.62, w: d * 1.24, h: d * 1.24 }, ...(text ? [text.bounds] : [])], 0.3 + COUNT_SEC);
  return (ctx, t) => {
    shapes(ctx, t);
    // Rays turn slowly behind the badge.
    const rays = arrive(theme, t, 0.2, 0.8);
    ctx.save();
    ctx.translate(cx, cy);
    ctx.rotate(t * 0.25);
    ctx.fillStyle = markOn(palette.background, palette);
    ctx.globalAlpha = 0.22 * rays;
    for (let i = 0; i < 12; i++) {
      ctx.rotate((Math.PI * 2) / 12);
      ctx.beginPath();
      ctx.moveTo(0, 0);
      ctx.lineTo(d * 0.75 * rays, -d * 0.07);
      ctx.lineTo(d * 0.75 * rays, d * 0.07);
      ctx.fill();
    }
    ctx.restore();
    ctx.globalAlpha = 1;
    drawBlockScaled(ctx, disc, cx, cy + sway(t, 2, unit * 0.008), arrive(theme, t, 0, 0.5), Math.sin(t * 0.8) * 0.03);
    count.draw(ctx, t, cx, cy + sway(t, 2, unit * 0.008), onDisc);
    for (let i = 0; i < sparks; i++) {
      const a = (i / sparks) * Math.PI * 2 + t * 0.6;
      const rr = d * (0.58 + 0.04 * Math.sin(t * 3 + i));
      const s = unit * 0.012 * arrive(theme, t, 0.6 + i * 0.05, 0.4);
      ctx.fillStyle = i % 2 ? markOn(palette.background, palette) : ink;
      ctx.beginPath();
      ctx.arc(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr, s, 0, Math.PI * 2);
      ctx.fill();
    }
    if (text) drawType(ctx, text, t, theme, { start: 0.75, mode: 'rise', color: ink });
  };
};

export const STAT_LOOKS: readonly Look[] = [ring, card, badge];
