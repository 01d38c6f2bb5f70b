/**
 * Headline looks (hooks and plain headlines): a big line and, after its first sentence break,
 * a supporting one. `stack` centres the type over a disc with its key word in the accent;
 * `slab` wipes a block of the accent in from the edge and unmasks the headline on it line by
 * line; `marker` sets the type flush to the reading edge and sweeps a marker behind its key word.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { keyWords, splitCopy } from '../copy';
import { blockSprite, drawBlock, drawBlockScaled } from '../blocks';
import { drawType, revealEnd, setType, wordsBox, type RevealMode, type TypeSet } from '../type';
import { arrive, sway } from '../theme';
import { supportingShapes } from '../fill';
import { inkOn, inset, isWide, markOn, splitRows, type Look, type LookInput } from './kit';
import { contrastRatio, mix } from '../../draw/palette';

const wordsOf = (set: TypeSet) => set.lines.flatMap((l) => l.words.map((w) => w.text));

const entrance = (input: LookInput): RevealMode => (input.theme.pop ? 'pop' : 'rise');

/** The headline and supporting line in `box`: the headline takes the top share when there is a second line. */
function copySets(input: LookInput, box: LookInput['box'], align: 'center' | 'start', maxSize: number) {
  const [head, sub] = splitCopy(input.scene.prompt);
  const [headBox, subBox] = sub ? splitRows(box, 0.66, input.unit * 0.04) : [box, null];
  const set = setType(input.m, head, headBox, input, { weight: 800, maxSize, align, valign: sub ? 'bottom' : 'middle' });
  const subSet = sub && subBox ? setType(input.m, sub, subBox, input, { weight: 600, maxSize: input.unit * 0.062, align, valign: 'top', maxLines: 3 }) : null;
  return { set, subSet };
}

/** The largest a headline is set, as a share of the frame's short side: a short one fills its box up to it. */
const HEADLINE_MAX = 0.22;

/** Room between a disc's rim and the farthest corner of the headline it carries, as a share of the short side. */
export const DISC_MARGIN = 0.04;
/** The widest disc, as shares of the content box (it may bleed past the box, never the text). */
const DISC_MAX = { w: 1.05, h: 1.1 };
/** Width over height of the box a disc's headline is set in: the widest box a disc holds with room to spare. */
const DISC_TEXT_ASPECT = 1.6;

/**
 * The stack look's geometry: the headline set inside the disc's inscribed box, so that the disc
 * contains every corner of it with `DISC_MARGIN` to spare, whatever the aspect or the copy.
 */
export function stackLayout(input: LookInput) {
  const { unit, box } = input;
  const area = inset(box, 0, box.h * 0.04);
  const [head, sub] = splitCopy(input.scene.prompt);
  const [headBox, subBox] = sub ? splitRows(area, 0.66, unit * 0.04) : [area, null];
  const margin = unit * DISC_MARGIN;
  const maxD = Math.min(box.w * DISC_MAX.w, box.h * DISC_MAX.h);
  const inner = maxD - margin * 2;
  const diag = Math.hypot(DISC_TEXT_ASPECT, 1);
  const textW = Math.min(headBox.w, (inner * DISC_TEXT_ASPECT) / diag);
  const textH = Math.min(headBox.h, inner / diag);
  const textBox = { x: headBox.x + (headBox.w - textW) / 2, y: headBox.y + (sub ? headBox.h - textH : (headBox.h - textH) / 2), w: textW, h: textH };
  const set = setType(input.m, head, textBox, input, { weight: 800, maxSize: unit * 0.2, align: 'center', valign: sub ? 'bottom' : 'middle' });
  const subSet = sub && subBox ? setType(input.m, sub, subBox, input, { weight: 600, maxSize: unit * 0.062, align: 'center', valign: 'top', maxLines: 3 }) : null;
  const cx = set.bounds.x + set.bounds.w / 2;
  const cy = set.bounds.y + set.bounds.h / 2;
  const contain = Math.hypot(set.bounds.w, set.bounds.h) + margin * 2;
  const d = Math.min(maxD, Math.max(contain, set.bounds.h * 1.9 + unit * 0.2));
  return { set, subSet, disc: { cx, cy, r: d / 2 } };
}

export const stack: Look = (input) => {
  const { theme, palette, unit } = input;
  const { set, subSet, disc: geometry } = stackLayout(input);
  const { cx, cy, r } = geometry;
  const keys = keyWords(wordsOf(set));
  const disc = blockSprite(theme, 'disc', r * 2, r * 2, palette.backgroundAlt, unit, input.seed);
  const ring = Math.round(r * 1.12);
  const headEnd = revealEnd(set, theme, { start: 0.15, mode: entrance(input) });
  const ink = inkOn(palette.backgroundAlt, palette);
  const accent = markOn(palette.backgroundAlt, palette);
  // The supporting line sits below the disc, or across its rim: it reads on either.
  const subInk = contrastRatio(ink, palette.background) >= 4.5 ? ink : inkOn(palette.background, palette);
  return (ctx, t) => {
    drawBlockScaled(ctx, disc, Math.round(cx + sway(t, 9, unit * 0.012)), Math.round(cy + sway(t + 1, 9, unit * 0.01)), arrive(theme, t, 0, 0.6));
    // An accent ring orbits the disc.
    const orbit = t * 0.5 + input.seed;
    ctx.strokeStyle = accent;
    ctx.lineWidth = Math.max(2, unit * 0.006);
    ctx.globalAlpha = 0.85 * arrive(theme, t, 0.3, 0.6);
    ctx.beginPath();
    ctx.arc(cx, cy, ring, orbit, orbit + Math.PI * 0.6);
    ctx.stroke();
    ctx.globalAlpha = 1;
    drawType(ctx, set, t, theme, { start: 0.15, mode: entrance(input), color: ink, emphasis: { words: keys, color: accent } });
    underline(ctx, input, set, t, headEnd - 0.2, accent);
    if (subSet) drawType(ctx, subSet, t, theme, { start: headEnd, mode: 'rise', color: subInk });
  };
};

/** An accent bar under the headline's last line: it grows from the middle, then breathes. */
function underline(ctx: SKRSContext2D, input: LookInput, set: TypeSet, t: number, start: number, color: string): void {
  const last = set.lines.at(-1);
  const grow = arrive(input.theme, t, start, 0.6);
  if (!last || grow <= 0) return;
  const w = Math.min(set.bounds.w, input.unit * 0.5) * 0.45 * grow * (1 + 0.12 * Math.sin(t * 2.2));
  const cx = set.bounds.x + set.bounds.w / 2;
  ctx.fillStyle = color;
  ctx.fillRect(cx - w / 2, last.y + set.lineHeight * 0.5 + input.unit * 0.03, w, Math.max(3, input.unit * 0.011));
}

/**
 * How far across the content box the slab reaches from the reading edge: to its far edge when the
 * box is narrow (a tall frame's, or a card's panel over its world: a shorter slab would set a long
 * word small), else nine tenths of it, the rest left open.
 */
const slabSpan = (input: LookInput) => (isWide(input) ? 0.9 : 1);

export const slab: Look = (input) => {
  const { theme, palette, unit, box, rtl } = input;
  const [head, sub] = splitCopy(input.scene.prompt);
  const pad = unit * 0.045;
  const textBox = { x: box.x + pad, y: box.y, w: box.w * slabSpan(input) - pad * 2, h: box.h * (sub ? 0.5 : 0.62) };
  const set = setType(input.m, head, textBox, input, { weight: 800, maxSize: unit * HEADLINE_MAX, align: 'start' });
  const slabH = Math.round(set.bounds.h + pad * 2);
  const slabY = Math.round(box.y + box.h * (sub ? 0.42 : 0.5) - slabH / 2);
  // The slab bleeds off the frame at the reading edge.
  const slabW = Math.round(box.w * slabSpan(input) + (rtl ? input.width - box.x - box.w : box.x));
  const slabX = rtl ? input.width - slabW : 0;
  const block = blockSprite(theme, 'rect', slabW + unit * 0.1, slabH, palette.accent, unit, input.seed);
  const shadow = blockSprite(theme, 'rect', slabW + unit * 0.1, slabH, mix(palette.accent, palette.background, 0.55), unit, input.seed + 1);
  const offset = Math.round(unit * 0.022);
  const shift = rtl ? 0 : -unit * 0.1;
  // The same words at the same size, set on the slab (setType fits inside 92% of its box).
  const placedH = set.bounds.h / 0.92 + 2;
  const placed = setType(input.m, head, { ...textBox, y: slabY + pad - placedH * 0.04 - 1, h: placedH }, input, { weight: 800, maxSize: set.size, minSize: set.size, align: 'start' });
  const subSet = sub
    ? setType(input.m, sub, { x: box.x + pad, y: slabY + slabH + unit * 0.05, w: box.w * 0.85, h: box.y + box.h - slabY - slabH - unit * 0.05 }, input, { weight: 600, maxSize: unit * 0.062, align: 'start', valign: 'top', maxLines: 3 })
    : null;
  const ink = inkOn(palette.accent, palette);
  const from = rtl ? 'right' : 'left';
  const headEnd = revealEnd(placed, theme, { start: 0.35, mode: 'mask' });
  const shapes = supportingShapes(input, [{ x: box.x, y: slabY, w: box.w, h: slabH + offset }, ...(subSet ? [subSet.bounds] : [])], headEnd);
  return (ctx, t) => {
    shapes(ctx, t);
    const dy = Math.round(sway(t, 4, unit * 0.008));
    drawBlock(ctx, shadow, slabX + shift + (rtl ? -offset : offset), slabY + offset + dy, theme.wipe(Math.min(1, t / 0.55)), from);
    drawBlock(ctx, block, slabX + shift, slabY + dy, theme.wipe(Math.min(1, Math.max(0, t - 0.08) / 0.5)), from);
    ctx.save();
    ctx.translate(0, dy);
    drawType(ctx, placed, t, theme, { start: 0.35, mode: 'mask', color: ink, sway: 0 });
    ctx.restore();
    if (subSet) drawType(ctx, subSet, t, theme, { start: headEnd, mode: 'rise', color: inkOn(palette.background, palette) });
  };
};

export const marker: Look = (input) => {
  const { theme, palette, unit, box } = input;
  const { set, subSet } = copySets(input, inset(box, unit * 0.01, box.h * 0.06), 'start', unit * HEADLINE_MAX);
  const keys = keyWords(wordsOf(set));
  const mark = wordsBox(set, keys);
  const line = mark ? set.lines.findIndex((l) => l.words.some((w) => keys.has(w.index))) : -1;
  const markPad = set.size * 0.12;
  const markBlock = mark ? blockSprite(theme, 'rect', mark.w + markPad * 2, mark.h, palette.accent, unit, input.seed) : null;
  const markInk = inkOn(palette.accent, palette);
  const first = Math.min(...keys);
  const markAt = 0.15 + (Number.isFinite(first) ? first : 0) * theme.stagger + theme.reveal * 0.6;
  const ink = inkOn(palette.background, palette);
  const ruleW = unit * 0.14;
  const ruleY = set.bounds.y - unit * 0.05;
  const headEnd = revealEnd(set, theme, { start: 0.15, mode: entrance(input) });
  const shapes = supportingShapes(input, [{ ...set.bounds, y: ruleY, h: set.bounds.y + set.bounds.h - ruleY }, ...(subSet ? [subSet.bounds] : [])], headEnd);
  return (ctx, t) => {
    shapes(ctx, t);
    const grow = arrive(theme, t, 0, 0.5);
    ctx.fillStyle = markOn(palette.background, palette);
    const w = ruleW * grow * (1 + 0.15 * Math.sin(t * 2));
    ctx.fillRect(input.rtl ? set.bounds.x + set.bounds.w - w : set.bounds.x, ruleY, w, Math.max(3, unit * 0.01));
    if (mark && markBlock && line >= 0) {
      const amp = set.size * 0.025;
      drawBlock(ctx, markBlock, mark.x - markPad, mark.y + sway(t, line, amp), theme.wipe(Math.min(1, Math.max(0, t - markAt) / 0.4)), input.rtl ? 'right' : 'left');
    }
    drawType(ctx, set, t, theme, { start: 0.15, mode: entrance(input), color: ink, emphasis: { words: t >= markAt + 0.15 ? keys : new Set(), color: markInk } });
    if (subSet) drawType(ctx, subSet, t, theme, { start: headEnd, mode: 'rise', color: inkOn(palette.background, palette) });
  };
};

export const HEADLINE_LOOKS: readonly Look[] = [stack, slab, marker];
