/**
 * The presenter's lower third: accent bar, dark plate, name over role, drawn once as a sprite
 * fitted to its box of the layout, and wiped open inside that box (from the side the text
 * starts), so it never leaves the frame or meets the captions.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { PresenterRequest, Rect } from '../ports';
import { easeOutCubic, progress } from '../draw/anim';
import { textSprite } from '../draw/text-audit';
import { fitText } from '../draw/text-fit';
import { font } from '../fonts';

export interface LowerThird {
  sprite: Canvas;
  w: number;
}

/** The lower third as a sprite: accent bar, dark plate, name over role, fitted to its box. */
export function lowerThirdSprite(req: PresenterRequest, box: Rect): LowerThird | null {
  if (!req.lowerThird) return null;
  const { name, role } = req.lowerThird;
  const m = createCanvas(8, 8).getContext('2d');
  const bar = Math.max(4, Math.round(box.h * 0.06));
  const padX = box.h * 0.18;
  const textW = box.w - bar - 2 * padX;
  const nameFit = fitText(m, name, { w: textW, h: box.h * (role ? 0.42 : 0.6) }, { weight: 800, maxSize: box.h * 0.36, minSize: 8, maxLines: 1, families: req.families });
  const roleFit = role ? fitText(m, role, { w: textW, h: box.h * 0.3 }, { weight: 400, maxSize: box.h * 0.24, minSize: 8, maxLines: 1, families: req.families }) : null;
  const w = Math.ceil(Math.min(box.w, bar + 2 * padX + Math.max(nameFit.width, roleFit?.width ?? 0)));
  const sprite = createCanvas(w, Math.round(box.h));
  const ctx = sprite.getContext('2d');
  ctx.fillStyle = 'rgba(12,14,20,0.78)';
  ctx.fillRect(0, 0, w, box.h);
  ctx.fillStyle = req.palette.accent;
  ctx.fillRect(req.rtl ? w - bar : 0, 0, bar, box.h);
  ctx.direction = req.rtl ? 'rtl' : 'ltr';
  ctx.textAlign = req.rtl ? 'right' : 'left';
  ctx.textBaseline = 'middle';
  const x = req.rtl ? w - bar - padX : bar + padX;
  const textH = nameFit.lineHeight + (roleFit?.lineHeight ?? 0);
  let y = (box.h - textH) / 2;
  const boxes: { text: string; box: Rect }[] = [];
  ctx.fillStyle = '#ffffff';
  ctx.font = font(800, nameFit.size, req.families);
  ctx.fillText(nameFit.lines[0] ?? name, x, y + nameFit.lineHeight / 2);
  boxes.push({ text: name, box: { x: req.rtl ? x - nameFit.width : x, y, w: nameFit.width, h: nameFit.lineHeight } });
  y += nameFit.lineHeight;
  if (roleFit && role) {
    ctx.fillStyle = 'rgba(255,255,255,0.82)';
    ctx.font = font(400, roleFit.size, req.families);
    ctx.fillText(roleFit.lines[0] ?? role, x, y + roleFit.lineHeight / 2);
    boxes.push({ text: role, box: { x: req.rtl ? x - roleFit.width : x, y, w: roleFit.width, h: roleFit.lineHeight } });
  }
  return { sprite: textSprite(sprite, boxes), w };
}

/** Draws the lower third at time `t`: it wipes open from 0.4 s to 1 s. */
export function drawLowerThird(ctx: SKRSContext2D, third: LowerThird, box: Rect, rtl: boolean, t: number): void {
  const p = easeOutCubic(progress(t, 0.4, 0.6));
  const shown = Math.round(third.w * p);
  if (shown < 1) return;
  const sx = rtl ? third.w - shown : 0;
  const dx = rtl ? box.x + box.w - shown : box.x;
  ctx.drawImage(third.sprite, sx, 0, shown, third.sprite.height, dx, box.y, shown, third.sprite.height);
}
