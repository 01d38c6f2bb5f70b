/**
 * List looks, for steps (numbered; a single step scene carries the video's step number) and
 * checklists (ticked). `cards` wipes each item in on its own card with a badge; `timeline`
 * grows a line down the reading edge and pops a node at each item; `spotlight` lights one item
 * after another with a marker, or for a single step sets a giant numeral beside it.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { font } from '../../fonts';
import type { Box } from '../../draw/layout';
import { listItems } from '../copy';
import { blockSprite, drawBlock, drawBlockScaled, type BlockSprite } from '../blocks';
import { arrive, boil, sway } from '../theme';
import { drawType, setType, type TypeSet } from '../type';
import { supportingShapes } from '../fill';
import { cardColour, inkOn, isWide, markOn, type Look, type LookInput } from './kit';

interface Row {
  box: Box;
  set: TypeSet;
  start: number;
  /** The centre of the item's badge. */
  badge: { x: number; y: number };
}

/**
 * Items laid out in rows down `box`, text beside a badge of side `badge` on the reading side; or,
 * `over`, a single item's badge centred over its words, the two as one group in the middle of the
 * box, the words across its whole width (in a narrow box, words beside a badge are set small).
 */
function rows(input: LookInput, box: Box, badge: number, gap: number, maxSize: number, over = false): Row[] {
  const items = listItems(input.scene.prompt);
  // A single step may take the whole box: a long instruction wraps onto more lines rather than shrinking.
  const single = items.length === 1;
  const rowH = single ? box.h : Math.min(box.h / Math.max(items.length, 1), input.unit * 0.3);
  const top = box.y + (box.h - rowH * items.length) / 2;
  const window = Math.max(0.35, Math.min(0.8, 2.2 / items.length));
  const boxes = items.map((_, i) => {
    const rowBox = { x: box.x, y: top + i * rowH, w: box.w, h: rowH };
    const textBox = over
      ? { x: box.x, y: rowBox.y + rowH * 0.08 + badge + gap, w: box.w, h: rowH * 0.84 - badge - gap }
      : { x: input.rtl ? box.x : box.x + badge + gap, y: rowBox.y + rowH * 0.08, w: box.w - badge - gap, h: rowH * 0.84 };
    return { rowBox, textBox };
  });
  const set = (text: string, i: number, size: number, minSize?: number, at = boxes[i]!.textBox) =>
    setType(input.m, text, at, input, { weight: 600, maxSize: size, minSize, align: over ? 'center' : 'start', valign: over ? 'top' : 'middle', maxLines: single ? undefined : 3 });
  // Every item of a list at one size: the size the longest needs (held there: an item does not shrink again to mend a break).
  const size = Math.min(...items.map((text, i) => set(text, i, maxSize).size));
  return items.map((text, i) => {
    const { rowBox, textBox } = boxes[i]!;
    if (!over) return { box: rowBox, set: set(text, i, size, size), start: 0.25 + i * window, badge: { x: badgeX(input, box, badge), y: rowBox.y + rowH / 2 } };
    // The badge and the words as one group, centred down the row.
    const words = set(text, i, size, size);
    const shift = (textBox.y + textBox.h - (words.bounds.y + words.bounds.h)) / 2;
    return { box: rowBox, set: set(text, i, size, size, { ...textBox, y: textBox.y + shift }), start: 0.25 + i * window, badge: { x: box.x + box.w / 2, y: rowBox.y + rowH * 0.08 + badge / 2 + shift } };
  });
}

const numberOf = (input: LookInput, count: number, i: number) => (count === 1 ? input.stepNumber : i + 1);
const isChecklist = (input: LookInput) => input.layout === 'checklist';

/** A badge: the item's number, or a tick drawn stroke by stroke. */
function badgeMark(ctx: SKRSContext2D, input: LookInput, cx: number, cy: number, size: number, n: number, tickP: number, color: string): void {
  if (isChecklist(input)) {
    const k = Math.max(0, Math.min(1, tickP));
    if (k <= 0) return;
    ctx.strokeStyle = color;
    ctx.lineWidth = size * 0.11;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(cx - size * 0.2, cy);
    const a = Math.min(1, k * 2);
    ctx.lineTo(cx - size * 0.2 + size * 0.12 * a, cy + size * 0.12 * a);
    if (k > 0.5) ctx.lineTo(cx - size * 0.08 + size * 0.3 * (k - 0.5) * 2, cy + size * 0.12 - size * 0.3 * (k - 0.5) * 2);
    ctx.stroke();
    return;
  }
  ctx.fillStyle = color;
  ctx.font = font(800, size * 0.48, input.families);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.direction = 'ltr';
  ctx.fillText(String(n), cx, cy);
}

const badgeX = (input: LookInput, box: Box, badge: number) => (input.rtl ? box.x + box.w - badge / 2 : box.x + badge / 2);

export const cards: Look = (input) => {
  const { theme, palette, unit, box, rtl } = input;
  const count = listItems(input.scene.prompt).length;
  const badge = Math.min(unit * (count === 1 ? 0.2 : 0.12), (box.h / Math.max(count, 1)) * 0.55);
  const pad = unit * 0.035;
  // A single step in a box that is not wide stands under its badge, across the card.
  const list = rows(input, { x: box.x + pad, y: box.y, w: box.w - pad * 2, h: box.h }, badge, unit * 0.04, unit * (count === 1 ? 0.13 : 0.08), count === 1 && !isWide(input));
  const surface = cardColour(palette);
  const cardInk = inkOn(surface, palette);
  const sprites = list.map((row, i) => blockSprite(theme, 'rect', box.w, row.box.h * 0.88, surface, unit, input.seed + i));
  const disc = blockSprite(theme, 'disc', badge, badge, palette.accent, unit, input.seed);
  const onAccent = inkOn(palette.accent, palette);
  return (ctx, t) => {
    list.forEach((row, i) => {
      // The card wipes open from the reading edge; its badge pops and its words rise on it.
      const open = theme.wipe(Math.min(1, Math.max(0, t - row.start + 0.2) / 0.4));
      if (open <= 0) return;
      const dy = Math.round(sway(t, i, unit * 0.008));
      const y = row.box.y + row.box.h * 0.06;
      drawBlock(ctx, sprites[i]!, box.x, y + dy, open, rtl ? 'right' : 'left');
      const cx = row.badge.x;
      const cy = row.badge.y + dy;
      drawBlockScaled(ctx, disc, cx, cy, arrive(theme, t, row.start, 0.45));
      badgeMark(ctx, input, cx, cy, badge, numberOf(input, list.length, i), (t - row.start - 0.2) / 0.35, onAccent);
      ctx.save();
      ctx.translate(0, dy);
      drawType(ctx, row.set, t, theme, { start: row.start, mode: 'rise', color: cardInk, sway: 0 });
      ctx.restore();
    });
  };
};

export const timeline: Look = (input) => {
  const { theme, palette, unit, box } = input;
  const count = listItems(input.scene.prompt).length;
  const node = Math.min(unit * (count === 1 ? 0.16 : 0.1), (box.h / Math.max(count, 1)) * 0.5);
  const list = rows(input, box, node, unit * 0.05, unit * (count === 1 ? 0.13 : 0.08));
  const ink = inkOn(palette.background, palette);
  const accent = markOn(palette.background, palette);
  const disc = blockSprite(theme, 'disc', node, node, accent, unit, input.seed);
  const onNode = inkOn(accent, palette);
  const x = badgeX(input, box, node);
  const top = (list[0]?.box.y ?? box.y) - unit * 0.04;
  const bottom = (list.at(-1)?.box.y ?? box.y) + (list.at(-1)?.box.h ?? 0) + unit * 0.04;
  const end = list.at(-1)?.start ?? 0;
  return (ctx, t) => {
    const grow = Math.min(1, Math.max(0, t - 0.05) / (end + 0.4));
    ctx.strokeStyle = accent;
    ctx.lineWidth = Math.max(3, unit * 0.008);
    ctx.setLineDash([unit * 0.02, unit * 0.014]);
    ctx.lineDashOffset = -t * unit * 0.04;
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x, top + (bottom - top) * theme.wipe(grow));
    ctx.stroke();
    ctx.setLineDash([]);
    list.forEach((row, i) => {
      const cy = row.box.y + row.box.h / 2;
      const b = boil(theme, t, i, unit);
      const pulse = 1 + 0.06 * Math.sin(t * 3 + i);
      drawBlockScaled(ctx, disc, x + b.dx, cy + b.dy, arrive(theme, t, row.start, 0.45) * pulse);
      badgeMark(ctx, input, x + b.dx, cy + b.dy, node, numberOf(input, list.length, i), (t - row.start - 0.2) / 0.35, onNode);
      drawType(ctx, row.set, t, theme, { start: row.start + 0.05, mode: theme.pop ? 'pop' : 'slide', color: ink });
    });
  };
};

/** One item after another is lit by a marker; a single step gets a giant numeral instead. */
export const spotlight: Look = (input) => {
  const { theme, palette, unit, box, rtl } = input;
  const items = listItems(input.scene.prompt);
  if (items.length === 1 && !isChecklist(input)) return giantNumeral(input, items[0]!);
  const badge = unit * 0.09;
  const list = rows(input, box, badge, unit * 0.04, unit * 0.1);
  const ink = inkOn(palette.background, palette);
  const onAccent = inkOn(palette.accent, palette);
  const accent = markOn(palette.background, palette);
  const markers: BlockSprite[] = list.map((row, i) => blockSprite(theme, 'rect', box.w, row.box.h * 0.9, palette.accent, unit, input.seed + i));
  const last = (list.at(-1)?.start ?? 0) + 0.6;
  const shapes = supportingShapes(input, list.map((row) => row.box), last);
  return (ctx, t) => {
    shapes(ctx, t);
    // After every item has arrived, the marker keeps walking down the list, a beat per item.
    const lit = t < last ? list.findLastIndex((r) => t >= r.start) : Math.floor((t - last) / 1.2 + list.length - 1) % list.length;
    list.forEach((row, i) => {
      const on = i === lit;
      if (on) {
        const since = t < last ? t - row.start : (t - last) % 1.2;
        drawBlock(ctx, markers[i]!, box.x, row.box.y + row.box.h * 0.05, theme.wipe(Math.min(1, since / 0.35)), rtl ? 'right' : 'left');
      }
      const cx = badgeX(input, box, badge) + (rtl ? -unit * 0.02 : unit * 0.02);
      const cy = row.box.y + row.box.h / 2;
      if (t >= row.start) {
        ctx.globalAlpha = Math.min(1, (t - row.start) / 0.3);
        badgeMark(ctx, input, cx, cy, badge * 1.4, numberOf(input, list.length, i), (t - row.start - 0.1) / 0.35, on ? onAccent : accent);
        ctx.globalAlpha = 1;
      }
      drawType(ctx, row.set, t, theme, { start: row.start, mode: 'rise', color: on ? onAccent : ink, sway: 0 });
    });
  };
};

function giantNumeral(input: LookInput, item: string) {
  const { theme, palette, unit, box, rtl } = input;
  const wide = isWide(input);
  const numeral = String(input.stepNumber);
  const numBox = wide ? { x: rtl ? box.x + box.w * 0.62 : box.x, y: box.y, w: box.w * 0.38, h: box.h } : { x: box.x, y: box.y, w: box.w, h: box.h * 0.45 };
  const textBox = wide ? { x: rtl ? box.x : box.x + box.w * 0.42, y: box.y, w: box.w * 0.58, h: box.h } : { x: box.x, y: box.y + box.h * 0.5, w: box.w, h: box.h * 0.5 };
  const numSize = Math.min(numBox.h * 0.9, unit * 0.5);
  const set = setType(input.m, item, textBox, input, { weight: 800, maxSize: unit * 0.13, align: wide ? 'start' : 'center', valign: wide ? 'middle' : 'top' });
  const accent = markOn(palette.background, palette);
  const ink = inkOn(palette.background, palette);
  const cx = numBox.x + numBox.w / 2;
  const cy = numBox.y + numBox.h / 2;
  const disc = blockSprite(theme, 'disc', numSize * 1.1, numSize * 1.1, palette.backgroundAlt, unit, input.seed);
  const shapes = supportingShapes(input, [{ x: cx - numSize * 0.55, y: cy - numSize * 0.55, w: numSize * 1.1, h: numSize * 1.1 }, set.bounds], 0.9);
  return (ctx: SKRSContext2D, t: number) => {
    shapes(ctx, t);
    drawBlockScaled(ctx, disc, cx + sway(t, 1, unit * 0.01), cy + sway(t + 2, 1, unit * 0.008), arrive(theme, t, 0, 0.5));
    const p = arrive(theme, t, 0.1, 0.6);
    if (p > 0) {
      // The numeral is drawn as an outline that fills in.
      ctx.font = font(800, numSize * 0.8, input.families);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.direction = 'ltr';
      const y = cy + (1 - p) * unit * 0.08 + sway(t, 5, unit * 0.008);
      ctx.lineWidth = Math.max(2, unit * 0.008);
      ctx.strokeStyle = accent;
      ctx.globalAlpha = Math.min(1, p * 1.5);
      ctx.strokeText(numeral, cx, y);
      ctx.globalAlpha = Math.min(1, Math.max(0, t - 0.5) / 0.5);
      ctx.fillStyle = accent;
      ctx.fillText(numeral, cx, y);
      ctx.globalAlpha = 1;
    }
    drawType(ctx, set, t, theme, { start: 0.45, mode: theme.pop ? 'pop' : 'rise', color: ink });
  };
}

export const LIST_LOOKS: readonly Look[] = [cards, timeline, spotlight];
