/**
 * Product looks: the product photo, whole and unaltered, recorded as the scene's subject (no
 * caption may cover it), beside or above the copy. `spotlight` floats it in front of a disc;
 * `shelf` stands it on a band of the accent that wipes across; `hero` lifts it large above the
 * copy, dots circling it like a turntable.
 */
import type { Image, SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../../draw/layout';
import { withShadow } from '../../draw/images';
import { recordSubject } from '../../draw/text-audit';
import { blockSprite, drawBlock, drawBlockScaled } from '../blocks';
import { splitCopy } from '../copy';
import { arrive, sway } from '../theme';
import { drawType, revealEnd, setType } from '../type';
import { stack } from './headline';
import { inkOn, isWide, markOn, splitColumns, splitRows, type Look, type LookInput } from './kit';

/** The product with its shadow, fitted in `box` and drawn at whole pixels. */
function productSprite(product: Image, box: Box) {
  const scale = Math.min(box.w / product.width, (box.h * 0.92) / product.height);
  const w = product.width * scale;
  const h = product.height * scale;
  const { picture, pad } = withShadow(product, w, h);
  const x = Math.round(box.x + (box.w - w) / 2 - pad);
  const y = Math.round(box.y + (box.h - h) / 2 - pad);
  return {
    w,
    h,
    draw(ctx: SKRSContext2D, dx: number, dy: number, alpha = 1) {
      ctx.globalAlpha = alpha;
      ctx.drawImage(picture, x + Math.round(dx), y + Math.round(dy));
      ctx.globalAlpha = 1;
      if (alpha > 0.5) recordSubject(ctx, 'product', { x: x + pad + Math.round(dx), y: y + pad + Math.round(dy), w, h });
    },
  };
}

/** The product's area and the copy's: side by side when wide, stacked when tall. */
function areas(input: LookInput, ratio: number): [Box, Box] {
  return isWide(input) ? splitColumns(input.box, 0.46, input.unit * 0.06, input.rtl) : splitRows(input.box, ratio, input.unit * 0.04);
}

function copy(input: LookInput, box: Box) {
  const [head, sub] = splitCopy(input.scene.prompt);
  const wide = isWide(input);
  const [headBox, subBox] = sub ? splitRows(box, 0.62, input.unit * 0.03) : [box, null];
  const align = wide ? 'start' : 'center';
  const set = setType(input.m, head, headBox, input, { weight: 800, maxSize: input.unit * 0.13, align, valign: sub ? 'bottom' : 'middle', maxLines: 3 });
  const subSet = sub && subBox ? setType(input.m, sub, subBox, input, { weight: 600, maxSize: input.unit * 0.055, align, valign: 'top', maxLines: 3 }) : null;
  return { set, subSet };
}

export const spotlight: Look = (input) => {
  if (!input.product) return stack(input);
  const { theme, palette, unit } = input;
  const [imageBox, textBox] = areas(input, 0.58);
  const product = productSprite(input.product, imageBox);
  const d = Math.min(imageBox.w, imageBox.h) * 0.95;
  const disc = blockSprite(theme, 'disc', d, d, palette.accent, unit, input.seed);
  const ring = markOn(palette.background, palette);
  const { set, subSet } = copy(input, textBox);
  const ink = inkOn(palette.background, palette);
  const headEnd = revealEnd(set, theme, { start: 0.45, mode: 'rise' });
  const cx = imageBox.x + imageBox.w / 2;
  const cy = imageBox.y + imageBox.h / 2;
  return (ctx, t) => {
    drawBlockScaled(ctx, disc, cx, cy, arrive(theme, t, 0, 0.5));
    ctx.strokeStyle = ring;
    ctx.lineWidth = Math.max(2, unit * 0.006);
    ctx.globalAlpha = arrive(theme, t, 0.3, 0.5);
    ctx.beginPath();
    ctx.arc(cx, cy, d * 0.54, t * 0.6, t * 0.6 + Math.PI * 1.2);
    ctx.stroke();
    ctx.globalAlpha = 1;
    const p = arrive(theme, t, 0.1, 0.6);
    product.draw(ctx, 0, sway(t, 0, unit * 0.012) + (1 - p) * unit * 0.06, Math.min(1, p * 1.5));
    drawType(ctx, set, t, theme, { start: 0.45, mode: theme.pop ? 'pop' : 'rise', color: ink });
    if (subSet) drawType(ctx, subSet, t, theme, { start: headEnd, mode: 'rise', color: ink });
  };
};

export const shelf: Look = (input) => {
  if (!input.product) return stack(input);
  const { theme, palette, unit, rtl } = input;
  const [imageBox, textBox] = areas(input, 0.6);
  const product = productSprite(input.product, imageBox);
  const bandH = Math.round(Math.min(imageBox.h * 0.3, unit * 0.22));
  const bandY = Math.round(imageBox.y + imageBox.h / 2 + product.h / 2 - bandH * 0.6);
  const band = blockSprite(theme, 'rect', input.width + unit * 0.2, bandH, palette.accent, unit, input.seed);
  const { set, subSet } = copy(input, textBox);
  const ink = inkOn(palette.background, palette);
  const headEnd = revealEnd(set, theme, { start: 0.5, mode: 'slide' });
  return (ctx, t) => {
    drawBlock(ctx, band, -unit * 0.1, bandY + Math.round(sway(t, 5, unit * 0.008)), theme.wipe(Math.min(1, t / 0.5)), rtl ? 'right' : 'left');
    const p = arrive(theme, t, 0.2, 0.6);
    product.draw(ctx, 0, (1 - p) * -unit * 0.12 + sway(t, 0, unit * 0.008), Math.min(1, p * 2));
    drawType(ctx, set, t, theme, { start: 0.5, mode: 'slide', color: ink });
    if (subSet) drawType(ctx, subSet, t, theme, { start: headEnd, mode: 'rise', color: ink });
  };
};

export const hero: Look = (input) => {
  if (!input.product) return stack(input);
  const { theme, palette, unit } = input;
  const [imageBox, textBox] = areas(input, 0.64);
  const product = productSprite(input.product, imageBox);
  const { set, subSet } = copy(input, textBox);
  const ink = inkOn(palette.background, palette);
  const accent = markOn(palette.background, palette);
  const headEnd = revealEnd(set, theme, { start: 0.4, mode: 'mask' });
  const cx = imageBox.x + imageBox.w / 2;
  const floor = imageBox.y + imageBox.h / 2 + product.h / 2;
  return (ctx, t) => {
    // Dots orbit the product like a turntable seen from the side.
    for (let i = 0; i < 10; i++) {
      const a = t * 0.8 + (i / 10) * Math.PI * 2;
      const depth = (Math.sin(a) + 1) / 2;
      ctx.fillStyle = accent;
      ctx.globalAlpha = (0.25 + 0.6 * depth) * arrive(theme, t, 0.3, 0.5);
      ctx.beginPath();
      ctx.arc(cx + Math.cos(a) * product.w * 0.62, floor - product.h * 0.08 + Math.sin(a) * unit * 0.02, unit * (0.006 + 0.008 * depth), 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.globalAlpha = 1;
    const p = arrive(theme, t, 0, 0.7);
    product.draw(ctx, 0, (1 - p) * unit * 0.1 + sway(t, 1, unit * 0.01), Math.min(1, p * 1.6));
    drawType(ctx, set, t, theme, { start: 0.4, mode: 'mask', color: ink });
    if (subSet) drawType(ctx, subSet, t, theme, { start: headEnd, mode: 'rise', color: ink });
  };
};

export const PRODUCT_LOOKS: readonly Look[] = [spotlight, shelf, hero];
