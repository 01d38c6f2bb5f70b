/**
 * The closing card: the brand logo, legible whatever the brand colours (../brand.ts: measured
 * against the card behind it, on a plate when under 3:1), the video's call to action repeated
 * in its button (the `cta` scene's address or action), and the title beneath, over the brand's
 * world when the video generates scenes (../motion/world-card.ts: beside it in a wide frame, above
 * it in a tall one, on a plate across it in a square one); else on the art style's field, a tall frame's foot carrying the
 * motion scenes' foot band (../motion/fill.ts).
 */
import { createCanvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { LegibleLogo, logoSprite, type LogoLegibility } from '../brand';
import type { FootageSibling, FrameSource } from '../ports';
import { backdrop } from '../draw/background';
import { minTextPx, type SceneCanvas } from '../draw/layout';
import { fitText } from '../draw/text-fit';
import { font } from '../fonts';
import { ctaButton } from '../motion/button';
import type { CallToAction } from '../motion/copy';
import { arrive, THEMES } from '../motion/theme';
import { footBand } from '../motion/fill';
import { inkOn, isTall, isWide } from '../motion/looks/kit';
import { cardPaletteOf } from '../motion/card-palette';
import { brandWorld, WORLD_SEED } from '../motion/world';
import { worldCard } from '../motion/world-card';

export interface EndCardInput extends SceneCanvas {
  logo: Image;
  /** The video's scenes: the card closes in the place its generated scenes happen in (../motion/world.ts). */
  video?: readonly FootageSibling[];
  title: string;
  /** The video's call to action, or null when its plan has none. */
  cta: CallToAction | null;
}

/** The art style's field in the brand's colours, a tall frame's foot banded. */
function field(input: EndCardInput, unit: number): (ctx: SKRSContext2D, t: number) => void {
  const bg = backdrop(input.palette, input.artStyle, input.width, input.height, 7);
  const foot = footBand({ ...input, box: input.content, unit, theme: THEMES[input.artStyle], seed: 7 }, input.palette.background, 0.3);
  return (ctx, t) => {
    bg.draw(ctx, t);
    foot(ctx, t);
  };
}

export function endCard(input: EndCardInput): FrameSource & { legibility(): LogoLegibility | null } {
  // The brand's own ground, its text legible (../motion/card-palette.ts).
  const palette = cardPaletteOf(input.palette, 'brand');
  const unit = Math.min(input.width, input.height);
  // Over the brand's world: a wide or tall frame splits, the card in its panel; a square one sets it on a plate.
  const world = input.video ? brandWorld(input.video) : null;
  const card = world ? worldCard({ ...input, world, arrangement: isWide(input) || isTall(input) ? 'split' : 'veil', card: palette, seed: WORLD_SEED }) : null;
  const box = card ? { ...card.frame.content, x: card.frame.x + card.frame.content.x, y: card.frame.y + card.frame.content.y } : input.content;
  const theme = THEMES[input.artStyle];
  const m = createCanvas(8, 8).getContext('2d');
  const logoArea = { x: box.x + box.w * 0.1, y: box.y + box.h * (input.cta ? 0.04 : 0.18), w: box.w * 0.8, h: box.h * 0.4 };
  const scale = Math.min(logoArea.w / input.logo.width, logoArea.h / input.logo.height);
  const lw = Math.round(input.logo.width * scale);
  const lh = Math.round(input.logo.height * scale);
  const logoX = Math.round(logoArea.x + (logoArea.w - lw) / 2);
  // Over a button the logo hangs from the top of its area: the block starts where the content does, with no empty band above it.
  const logoY = Math.round(logoArea.y + (input.cta ? 0 : (logoArea.h - lh) / 2));
  const legible = new LegibleLogo(logoSprite(input.logo, lw, lh, false));
  // A tall card sets the button lower and larger and the title near the content's foot, over the foot band.
  const tall = isTall(input);
  const buttonY = box.y + box.h * (tall ? 0.64 : 0.6);
  const button = input.cta ? ctaButton(m, theme, input, input.cta.button, { cx: box.x + box.w / 2, cy: buttonY, maxW: box.w * (tall ? 1 : 0.9), maxH: box.h * 0.22 }, palette.accent, 0.5, tall ? unit * 0.075 : undefined) : null;
  const titleBox = { x: box.x, y: box.y + box.h * (input.cta ? (tall ? 0.78 : 0.74) : 0.64), w: box.w, h: box.h * 0.2 };
  const title = fitText(m, input.title, titleBox, { weight: 600, maxSize: unit * 0.055, minSize: minTextPx(input), maxLines: 2, families: input.families });
  const ground = card ? card.draw : field({ ...input, palette }, unit);
  return {
    draw(ctx, frame) {
      const t = frame / input.fps;
      ground(ctx, t);
      const p = arrive(theme, t, 0.05, 0.6);
      if (p > 0) {
        // The logo rises into place, then keeps a slow float; it is measured once settled.
        const dy = Math.round((1 - p) * unit * 0.06 + Math.sin(t * 1.8) * unit * 0.006);
        ctx.globalAlpha = Math.min(1, p * 1.5);
        legible.draw(ctx, logoX, logoY + dy, p > 0.98);
        ctx.globalAlpha = 1;
      }
      button?.draw(ctx, t);
      ctx.globalAlpha = arrive(theme, t, 0.8, 0.5);
      ctx.font = font(600, title.size, input.families);
      ctx.direction = input.rtl ? 'rtl' : 'ltr';
      ctx.fillStyle = inkOn(palette.background, palette);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      title.lines.forEach((line, i) => ctx.fillText(line, titleBox.x + titleBox.w / 2, titleBox.y + (i + 0.5) * title.lineHeight));
      ctx.globalAlpha = 1;
    },
    legibility: () => legible.legibility(),
  };
}
