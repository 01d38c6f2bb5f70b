/** The closing card: the brand logo on the brand's colours, with the video title beneath. */
import { createCanvas, type Image } from '@napi-rs/canvas';
import type { FrameSource } from '../ports';
import { easeOutBack, easeOutCubic, progress } from '../draw/anim';
import { backdrop } from '../draw/background';
import { drawContainedScaled } from '../draw/images';
import type { SceneCanvas } from '../draw/layout';
import { fitText } from '../draw/text-fit';
import { font } from '../fonts';

export interface EndCardInput extends SceneCanvas {
  logo: Image;
  title: string;
}

export function endCard(input: EndCardInput): FrameSource {
  const { content: box, palette } = input;
  const unit = Math.min(input.width, input.height);
  const logoBox = { x: box.x + box.w * 0.15, y: box.y + box.h * 0.18, w: box.w * 0.7, h: box.h * 0.38 };
  const titleBox = { x: box.x, y: box.y + box.h * 0.62, w: box.w, h: box.h * 0.25 };
  const title = fitText(createCanvas(8, 8).getContext('2d'), input.title, titleBox, { weight: 600, maxSize: unit * 0.07, minSize: 12, maxLines: 2, families: input.families });
  const bg = backdrop(palette, input.artStyle, input.width, input.height, 7);
  return {
    draw(ctx, frame) {
      const t = frame / input.fps;
      bg.draw(ctx, t);
      drawContainedScaled(ctx, input.logo, logoBox, easeOutBack(progress(t, 0.1, 0.7)));
      ctx.globalAlpha = easeOutCubic(progress(t, 0.6, 0.5));
      ctx.font = font(600, title.size, input.families);
      ctx.direction = input.rtl ? 'rtl' : 'ltr';
      ctx.fillStyle = palette.text;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      title.lines.forEach((line, i) => ctx.fillText(line, titleBox.x + titleBox.w / 2, titleBox.y + (i + 0.5) * title.lineHeight));
      ctx.globalAlpha = 1;
    },
  };
}
