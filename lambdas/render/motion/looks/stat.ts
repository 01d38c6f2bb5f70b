/**
 * Stat looks: the copy's first figure (with its scale word: "2.1 million") counts up to its value
 * between the words around it, set in reading order: the copy before the figure over it, the copy
 * after it under it ("Trusted by | 12,000 | drivers since 1998."), so the sentence reads whole and
 * never says the figure twice. Those words are never smaller than LABEL_MIN_SHARE of the short
 * side, read at a phone's arm length: the figure gives way. `ring` draws a ring around the figure
 * (to the share itself when the figure is a percentage); `card` sets the figure on a card of the
 * accent, with bars rising under it when the figure is a quantity that grew (risesAsBars); `badge` pops the figure inside a disc that keeps turning,
 * with sparks around it.
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
import { inkOn, isWide, markOn, splitColumns, type Look, type LookInput } from './kit';
import { mix } from '../../draw/palette';

const COUNT_SEC = 1.3;

/** The words around a figure are never set smaller than this share of the frame's short side. */
export const LABEL_MIN_SHARE = 0.05;
/** …nor larger than this: the figure stays the biggest thing on the card. */
const LABEL_MAX_SHARE = 0.085;
/** The graphic (and the figure in it) takes at least this share of a stacked stat's height when its words can give way. */
const GRAPHIC_SHARE = 0.55;
/** A scale word ("million", "万") is set at this share of the figure's size, on its baseline. */
const SCALE_SHARE = 0.42;

interface Counter {
  size: number;
  draw(ctx: SKRSContext2D, t: number, cx: number, cy: number, color: string): void;
}

/**
 * The figure fitted at its final value into `box`, its scale word smaller beside it on the same
 * baseline (to its left in a right-to-left frame); it counts up from `start` and then keeps a slow
 * pulse. The number is anchored at the side that meets the scale word, so the word holds still while
 * the digits count.
 */
function counter(input: LookInput, figure: Figure, box: Box, start: number): Counter {
  const families = input.families;
  const m = input.m;
  const widthAt = (text: string, size: number) => {
    m.font = font(800, size, families);
    return m.measureText(text).width;
  };
  const scale = figure.scale.trim();
  // The number's share of the group's width (widths grow with the size alike), so it fits with its word beside it.
  const gapOf = (size: number) => (scale ? (figure.scale === scale ? 0.06 : 0.22) * size : 0);
  const groupAt = (size: number) => widthAt(figure.whole, size) + (scale ? gapOf(size) + widthAt(scale, size * SCALE_SHARE) : 0);
  const share = widthAt(figure.whole, 100) / groupAt(100);
  const fitted = fitText(m, figure.whole, { w: box.w * share, h: box.h }, { weight: 800, maxSize: input.unit * 0.42, minSize: minTextPx(input), maxLines: 1, families, breakWords: false });
  const size = fitted.size;
  const numberW = widthAt(figure.whole, size);
  const groupW = groupAt(size);
  const rtl = input.rtl;
  return {
    size,
    draw(ctx, t, cx, cy, color) {
      const p = arrive(input.theme, t, start, COUNT_SEC);
      if (t < start) return;
      const shown = figureAt(figure, p >= 0.999 ? 1 : 1 - (1 - Math.min(1, (t - start) / COUNT_SEC)) ** 3);
      const b = boil(input.theme, t, 77, input.unit);
      const pulse = 1 + 0.02 * Math.sin(Math.max(0, t - start - COUNT_SEC) * 2.5);
      ctx.save();
      ctx.translate(cx + b.dx, cy + b.dy);
      ctx.scale(pulse, pulse);
      ctx.fillStyle = color;
      ctx.direction = 'ltr';
      ctx.globalAlpha = Math.min(1, (t - start) / 0.25);
      // Centred on the figure's capitals: the baseline sits a little over a third of the size below the middle.
      const baseline = size * 0.36;
      ctx.textBaseline = 'alphabetic';
      const left = -groupW / 2;
      const numberEdge = rtl ? groupW / 2 : left + numberW;
      ctx.font = font(800, size, families);
      ctx.textAlign = rtl ? 'left' : 'right';
      ctx.fillText(shown, rtl ? numberEdge - numberW : numberEdge, baseline);
      if (scale) {
        ctx.font = font(800, size * SCALE_SHARE, families);
        ctx.textAlign = rtl ? 'right' : 'left';
        ctx.direction = rtl ? 'rtl' : 'ltr';
        ctx.fillText(scale, rtl ? numberEdge - numberW - gapOf(size) : numberEdge + gapOf(size), baseline);
      }
      ctx.restore();
      ctx.globalAlpha = 1;
    },
  };
}

/** The words before and after the figure, each set in its own box. */
interface StatWords {
  lead: TypeSet | null;
  tail: TypeSet | null;
}

/** `text` set as a stat's words in `box`, from `maxSize` px down to `minSize`, never below LABEL_MIN_SHARE of the short side. */
function setWords(input: LookInput, text: string, box: Box, align: 'center' | 'start', valign: 'top' | 'bottom', maxSize: number, maxLines: number, minSize = 0): TypeSet | null {
  if (!text) return null;
  return setType(input.m, text, box, input, { weight: 600, maxSize, minSize: Math.max(minSize, input.unit * LABEL_MIN_SHARE), align, valign, maxLines });
}

/** The height a set needs (setType fits its words into 92% of its box). */
const needs = (set: TypeSet | null) => (set ? Math.ceil(set.bounds.h / 0.92) + 2 : 0);

/**
 * A stat composed down `box`: the lead over the graphic and the tail under it, both at one size
 * (as large as the longer allows, up to LABEL_MAX_SHARE), the graphic taking the height they
 * leave, no taller than `graphicAspect` of its width; the group centred in the box.
 */
function stackStat(input: LookInput, figure: Figure, box: Box, graphicAspect: number): StatWords & { graphic: Box } {
  const { unit } = input;
  const gap = unit * 0.035;
  const w = Math.min(box.w, unit * 1.6);
  const x = box.x + (box.w - w) / 2;
  const at = (y: number, h: number) => ({ x, y, w, h });
  const trial = (size: number, minSize?: number) => [setWords(input, figure.lead, at(box.y, box.h * 0.28), 'center', 'bottom', size, 3, minSize), setWords(input, figure.tail, at(box.y, box.h * 0.4), 'center', 'top', size, 4, minSize)] as const;
  const first = trial(unit * LABEL_MAX_SHARE);
  // The sentence reads as one: the lead and the tail share the smaller of their sizes.
  const largest = Math.min(...first.flatMap((s) => (s ? [s.size] : [])), unit * LABEL_MAX_SHARE);
  // Held at one size: neither shrinks again on its own to mend a break. The words give way (down to
  // LABEL_MIN_SHARE) until the graphic has GRAPHIC_SHARE of the box, or all it can use: the figure
  // is the card's headline, never a small number between long lines.
  const wanted = Math.min(w * graphicAspect, box.h * GRAPHIC_SHARE);
  const layoutAt = (size: number) => {
    const [lead, tail] = trial(size, size);
    const leadH = needs(lead);
    const tailH = needs(tail);
    return { size, leadH, tailH, room: box.h - leadH - tailH - (leadH ? gap : 0) - (tailH ? gap : 0) };
  };
  let fit = layoutAt(largest);
  for (let size = largest - unit * 0.005; fit.room < wanted && size >= unit * LABEL_MIN_SHARE; size -= unit * 0.005) fit = layoutAt(size);
  const { size, leadH, tailH, room } = fit;
  const graphicH = Math.max(unit * 0.2, Math.min(room, w * graphicAspect));
  const total = leadH + (leadH ? gap : 0) + graphicH + (tailH ? gap : 0) + tailH;
  const top = box.y + Math.max(0, (box.h - total) / 2);
  const graphic = { x: box.x, y: top + leadH + (leadH ? gap : 0), w: box.w, h: graphicH };
  return {
    lead: setWords(input, figure.lead, at(top, leadH), 'center', 'bottom', size, 3, size),
    tail: setWords(input, figure.tail, at(graphic.y + graphicH + gap, tailH), 'center', 'top', size, 4, size),
    graphic,
  };
}

/** The boxes the stat's words cover, for the supporting shapes to keep clear of. */
const wordBounds = (words: StatWords) => [words.lead, words.tail].flatMap((s) => (s ? [s.bounds] : []));

/** Draws the stat's words: the lead as the figure arrives, the tail after it. */
function drawWords(ctx: SKRSContext2D, words: StatWords, t: number, input: LookInput, start: number, mode: 'rise' | 'pop' | 'slide', color: string) {
  if (words.lead) drawType(ctx, words.lead, t, input.theme, { start: Math.max(0, start - 0.5), mode, color });
  if (words.tail) drawType(ctx, words.tail, t, input.theme, { start, mode, color });
}

export const ring: Look = (input) => {
  const figure = findFigure(input.scene.prompt, input.language);
  if (!figure) return stack(input);
  const { theme, palette, unit } = input;
  const { graphic, ...words } = statLayout(input, figure, 1);
  const r = Math.min(graphic.w, graphic.h) * 0.46;
  const cx = graphic.x + graphic.w / 2;
  const cy = graphic.y + graphic.h / 2;
  // The widest box the ring holds a line in (its corners 0.92 of the radius out).
  const count = counter(input, figure, { x: cx - r * 0.85, y: cy - r * 0.35, w: r * 1.7, h: r * 0.7 }, 0.2);
  const share = /^[%\u066A]$/u.test(figure.suffix.trim()) && figure.value <= 100 ? figure.value / 100 : 1;
  const ink = inkOn(palette.background, palette);
  const accent = markOn(palette.background, palette);
  const shapes = supportingShapes(input, [{ x: cx - r, y: cy - r, w: r * 2, h: r * 2 }, ...wordBounds(words)], 0.2 + COUNT_SEC);
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
    drawWords(ctx, words, t, input, 0.7, 'rise', ink);
  };
};

/**
 * A stat's geometry. A wide frame with words after the figure sets the graphic beside them (the
 * lead, if any, as a row over both, so the sentence still reads in order), the graphic as tall as
 * the frame allows; other frames stack them (stackStat), the graphic no taller than
 * `graphicAspect` of its width.
 */
function statLayout(input: LookInput, figure: Figure, graphicAspect: number): StatWords & { graphic: Box } {
  const { unit, box, rtl } = input;
  if (!isWide(input) || !figure.tail) return stackStat(input, figure, box, graphicAspect);
  const gap = unit * 0.04;
  const maxSize = unit * LABEL_MAX_SHARE;
  const leadAt = (size: number, minSize?: number) => setWords(input, figure.lead, { x: box.x, y: box.y, w: box.w, h: box.h * 0.25 }, 'start', 'top', size, 2, minSize);
  const lead = leadAt(maxSize);
  const leadH = needs(lead);
  const below = { x: box.x, y: box.y + leadH + (leadH ? gap : 0), w: box.w, h: box.h - leadH - (leadH ? gap : 0) };
  const [graphicArea, tailArea] = splitColumns(below, 0.52, unit * 0.06, rtl);
  const tailAt = (size: number, y = tailArea.y, h = tailArea.h, minSize?: number) => setWords(input, figure.tail, { ...tailArea, y, h }, 'start', 'top', size, 5, minSize);
  const size = Math.min(lead?.size ?? maxSize, tailAt(maxSize)?.size ?? maxSize);
  const tailH = needs(tailAt(size, tailArea.y, tailArea.h, size));
  return {
    lead: lead && lead.size > size ? leadAt(size, size) : lead,
    tail: tailAt(size, tailArea.y + Math.max(0, (tailArea.h - tailH) / 2), tailH, size),
    graphic: { x: graphicArea.x, y: graphicArea.y + graphicArea.h * 0.05, w: graphicArea.w, h: graphicArea.h * 0.9 },
  };
}

/** The card look's card: as wide as its graphic box, no wider than 1.6 times its height. */
function cardLayout(input: LookInput, figure: Figure): StatWords & { cardBox: Box } {
  const { graphic, ...words } = statLayout(input, figure, 0.62);
  const w = Math.min(graphic.w, graphic.h * 1.6);
  return { ...words, cardBox: { x: graphic.x + (graphic.w - w) / 2, y: graphic.y, w, h: graphic.h } };
}

/**
 * Bars rising beside a figure show a quantity that grew: a count in the hundreds or more, a share or
 * a multiple ("12,000", "98%", "10x"); never a price, a rating or a small count ("£18", "4.9", "8").
 */
export const risesAsBars = (f: Figure) => f.counts && !/\p{Sc}/u.test(f.prefix + f.suffix) && (/[%‰\u066A×x]/u.test(f.suffix) || f.value * f.multiplier >= 100);

export const card: Look = (input) => {
  const figure = findFigure(input.scene.prompt, input.language);
  if (!figure) return stack(input);
  const { theme, palette, unit } = input;
  const { cardBox, ...words } = cardLayout(input, figure);
  const block = blockSprite(theme, 'rect', cardBox.w, cardBox.h, palette.accent, unit, input.seed);
  const onCard = inkOn(palette.accent, palette);
  const bars = risesAsBars(figure) ? [0.45, 0.7, 0.55, 1] : [];
  const numberBox = { x: cardBox.x + cardBox.w * 0.08, y: cardBox.y + cardBox.h * (bars.length > 0 ? 0.12 : 0.16), w: cardBox.w * 0.84, h: cardBox.h * (bars.length > 0 ? 0.5 : 0.68) };
  const count = counter(input, figure, numberBox, 0.35);
  const barsBox = { x: cardBox.x + cardBox.w * 0.12, y: cardBox.y + cardBox.h * 0.68, w: cardBox.w * 0.76, h: cardBox.h * 0.22 };
  const barW = barsBox.w / (bars.length * 1.6);
  const shapes = supportingShapes(input, [cardBox, ...wordBounds(words)], 0.35 + COUNT_SEC);
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
    drawWords(ctx, words, t, input, 0.8, theme.pop ? 'pop' : 'slide', inkOn(palette.background, palette));
  };
};

export const badge: Look = (input) => {
  const figure = findFigure(input.scene.prompt, input.language);
  if (!figure) return stack(input);
  const { theme, palette, unit } = input;
  const { graphic, ...words } = statLayout(input, figure, 1);
  // The rays reach the graphic's edge, never over the words above and below it.
  const d = Math.min(graphic.w, graphic.h) * 0.82;
  const cx = graphic.x + graphic.w / 2;
  const cy = graphic.y + graphic.h / 2;
  const disc = blockSprite(theme, 'disc', d, d, palette.accent, unit, input.seed);
  const onDisc = inkOn(palette.accent, palette);
  // The widest box the disc holds a line in (its corners 0.93 of the radius out).
  const count = counter(input, figure, { x: cx - d * 0.42, y: cy - d * 0.2, w: d * 0.84, h: d * 0.4 }, 0.3);
  const sparks = 8;
  const ink = inkOn(palette.background, palette);
  const shapes = supportingShapes(input, [{ x: cx - d * 0.62, y: cy - d * 0.62, w: d * 1.24, h: d * 1.24 }, ...wordBounds(words)], 0.3 + COUNT_SEC);
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
      ctx.lineTo(d * 0.6 * rays, -d * 0.07);
      ctx.lineTo(d * 0.6 * rays, d * 0.07);
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
    drawWords(ctx, words, t, input, 0.75, 'rise', ink);
  };
};

export const STAT_LOOKS: readonly Look[] = [ring, card, badge];
