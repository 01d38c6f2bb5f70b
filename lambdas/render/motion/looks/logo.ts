/**
 * Logo looks (an opening with the brand's logo): the logo always sits on a plate chosen to
 * stand out from its own colour (../../brand.ts), so a logo in the brand colour never vanishes
 * into a ground of the same colour. `badge` pops the plated logo with rings rippling out;
 * `lockup` sets logo, a growing rule and the copy side by side (stacked when tall); `curtain`
 * opens two bars of colour to show it.
 */
import { LegibleLogo, logoSprite } from '../../brand';
import type { Box } from '../../draw/layout';
import { blockSprite, drawBlock } from '../blocks';
import { arrive, sway } from '../theme';
import { drawType, setType } from '../type';
import { stack } from './headline';
import { inkOn, isWide, markOn, splitColumns, splitRows, type Look, type LookInput } from './kit';

/** The logo fitted in `box` (keeping its proportions), on its plate. */
function plated(input: LookInput, box: Box) {
  const logo = input.logo!;
  const scale = Math.min(box.w / logo.width, box.h / logo.height);
  const w = Math.round(logo.width * scale);
  const h = Math.round(logo.height * scale);
  const logoBox = { x: Math.round(box.x + (box.w - w) / 2), y: Math.round(box.y + (box.h - h) / 2), w, h };
  return { legible: new LegibleLogo(logoSprite(logo, w, h, false), true), box: logoBox };
}

export const badge: Look = (input) => {
  if (!input.logo) return stack(input);
  const { theme, palette, unit, box } = input;
  const [top, bottom] = splitRows(box, 0.55, unit * 0.05);
  const { legible, box: logoBox } = plated(input, { x: top.x + top.w * 0.22, y: top.y + top.h * 0.2, w: top.w * 0.56, h: top.h * 0.6 });
  const text = setType(input.m, input.scene.prompt, bottom, input, { weight: 800, maxSize: unit * 0.085, valign: 'top', maxLines: 3 });
  const ring = markOn(palette.background, palette);
  const cx = logoBox.x + logoBox.w / 2;
  const cy = logoBox.y + logoBox.h / 2;
  const reach = Math.max(logoBox.w, logoBox.h) * 0.9;
  return (ctx, t) => {
    for (let k = 0; k < 3; k++) {
      const phase = ((t * 0.6 + k / 3) % 1 + 1) % 1;
      ctx.strokeStyle = ring;
      ctx.lineWidth = Math.max(2, unit * 0.006);
      ctx.globalAlpha = (1 - phase) * 0.6 * arrive(theme, t, 0.4, 0.5);
      ctx.beginPath();
      ctx.arc(cx, cy, reach * (0.6 + phase * 0.7), 0, Math.PI * 2);
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
    const p = arrive(theme, t, 0, 0.6);
    if (p > 0) {
      const dy = Math.round(sway(t, 3, unit * 0.008) + (1 - p) * unit * 0.1);
      ctx.globalAlpha = Math.min(1, p * 1.4);
      legible.draw(ctx, logoBox.x, logoBox.y + dy, p > 0.98);
      ctx.globalAlpha = 1;
    }
    drawType(ctx, text, t, theme, { start: 0.55, mode: theme.pop ? 'pop' : 'rise', color: inkOn(palette.background, palette) });
  };
};

export const lockup: Look = (input) => {
  if (!input.logo) return stack(input);
  const { theme, palette, unit, box, rtl } = input;
  const wide = isWide(input);
  const [logoArea, textArea] = wide ? splitColumns(box, 0.4, unit * 0.12, rtl) : splitRows(box, 0.45, unit * 0.12);
  const { legible, box: logoBox } = plated(input, { x: logoArea.x + logoArea.w * 0.1, y: logoArea.y + logoArea.h * 0.15, w: logoArea.w * 0.8, h: logoArea.h * 0.7 });
  const text = setType(input.m, input.scene.prompt, textArea, input, { weight: 800, maxSize: unit * 0.1, align: wide ? 'start' : 'center', valign: wide ? 'middle' : 'top', maxLines: 4 });
  const rule = markOn(palette.background, palette);
  return (ctx, t) => {
    const p = arrive(theme, t, 0.1, 0.6);
    const dx = Math.round((1 - p) * unit * 0.06 * (rtl ? 1 : -1));
    if (p > 0) {
      ctx.globalAlpha = Math.min(1, p * 1.5);
      legible.draw(ctx, logoBox.x + dx, logoBox.y + Math.round(sway(t, 1, unit * 0.008)), p > 0.98);
      ctx.globalAlpha = 1;
    }
    const grow = theme.wipe(Math.min(1, Math.max(0, t - 0.3) / 0.6)) * (1 + 0.05 * Math.sin(t * 2));
    ctx.fillStyle = rule;
    const thick = Math.max(3, unit * 0.008);
    if (wide) {
      const x = rtl ? textArea.x + textArea.w + unit * 0.06 : textArea.x - unit * 0.06;
      const len = textArea.h * 0.5 * grow;
      ctx.fillRect(x - thick / 2, textArea.y + textArea.h / 2 - len / 2, thick, len);
    } else {
      const len = textArea.w * 0.3 * grow;
      ctx.fillRect(textArea.x + textArea.w / 2 - len / 2, textArea.y - unit * 0.06, len, thick);
    }
    drawType(ctx, text, t, theme, { start: 0.6, mode: 'mask', color: inkOn(palette.background, palette) });
  };
};

export const curtain: Look = (input) => {
  if (!input.logo) return stack(input);
  const { theme, palette, unit, box } = input;
  const [top, bottom] = splitRows(box, 0.55, unit * 0.05);
  const { legible, box: logoBox } = plated(input, { x: top.x + top.w * 0.2, y: top.y + top.h * 0.15, w: top.w * 0.6, h: top.h * 0.7 });
  const text = setType(input.m, input.scene.prompt, bottom, input, { weight: 800, maxSize: unit * 0.085, valign: 'top', maxLines: 3 });
  const barW = Math.round(input.width / 2 + 2);
  const barH = Math.round(logoBox.h + unit * 0.12);
  const barY = Math.round(logoBox.y - unit * 0.06);
  const left = blockSprite(theme, 'rect', barW, barH, palette.accent, unit, input.seed);
  const right = blockSprite(theme, 'rect', barW, barH, palette.backgroundAlt, unit, input.seed + 1);
  return (ctx, t) => {
    // The bars meet over the logo's place, then part to show it.
    const close = theme.wipe(Math.min(1, t / 0.35));
    const open = theme.wipe(Math.min(1, Math.max(0, t - 0.45) / 0.6));
    const gap = open * (input.width * 0.5);
    if (open > 0) legible.draw(ctx, logoBox.x, logoBox.y + Math.round(sway(t, 2, unit * 0.008)), open > 0.98);
    const drift = Math.round(sway(t, 6, unit * 0.01));
    drawBlock(ctx, left, -barW + barW * close - gap + drift, barY);
    drawBlock(ctx, right, input.width - barW * close + gap - drift, barY);
    drawType(ctx, text, t, theme, { start: 0.8, mode: 'rise', color: inkOn(palette.background, palette) });
  };
};

export const LOGO_LOOKS: readonly Look[] = [badge, lockup, curtain];
