/**
 * `motion` scenes: animated typography laid out by the scene's beat or role. The copy is the
 * scene prompt; every text block is fitted into the safe content area when the scene starts,
 * so frames only animate positions and opacity.
 */
import { createCanvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { MOTION_LAYOUTS, type MotionLayout } from '../../core/render/vocabulary';
import type { FrameSource } from '../ports';
import type { SceneSpec } from '../spec';
import { animationTime, clamp01, easeOutBack, easeOutCubic, progress } from '../draw/anim';
import { backdrop } from '../draw/background';
import { drawContainedScaled, withShadow } from '../draw/images';
import type { Box, SceneCanvas } from '../draw/layout';
import { fitText, type FittedText } from '../draw/text-fit';
import { font } from '../fonts';


export interface MotionInput extends SceneCanvas {
  scene: SceneSpec;
  product: Image | null;
  logo: Image | null;
  /** 1-based number of this scene among the video's `step` scenes. */
  stepNumber: number;
  seed: number;
}

const NUMBER = /([$€£¥]?)(\d{1,3}(?:[,.]\d{3})*(?:[.,]\d+)?|\d+(?:[.,]\d+)?)(\s?(?:%|x|×|k|K|M|\+)?)/;

/** Layout from the explicit motion layout, else from the beat or role and the copy itself. */
export function chooseLayout(scene: SceneSpec, hasProduct: boolean, hasLogo: boolean): MotionLayout {
  const explicit = scene.motion?.layout as MotionLayout | undefined;
  if (explicit && MOTION_LAYOUTS.includes(explicit)) return explicit;
  const beat = (scene.motion?.beat ?? scene.role ?? '').toLowerCase();
  if (beat === 'cta') return 'cta';
  if (beat === 'step') return 'steps';
  if (beat === 'recap') return 'checklist';
  if (beat === 'proof' && NUMBER.test(scene.prompt)) return 'stat';
  if (beat === 'intro' && hasLogo) return 'logo';
  if ((beat === 'body' || beat === 'proof') && hasProduct) return 'product';
  return 'headline';
}

/** Splits copy into a headline and an optional supporting line at the first sentence break. */
export function splitCopy(prompt: string): [string, string] {
  const match = /^(.+?[.!?:])\s+(\S.*)$/s.exec(prompt.trim()) ?? /^(.+?)\s+[—–]\s+(\S.*)$/s.exec(prompt.trim());
  return match ? [match[1]!.trim(), match[2]!.trim()] : [prompt.trim(), ''];
}

/** Items of a list: one per line, or separated by ";" / "•" / "1." markers. */
export function listItems(prompt: string): string[] {
  const parts = prompt
    .split(/\n+|;\s*|\s*•\s*|(?:^|\s)\d+[.)]\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return parts.slice(0, 5);
}

interface Block {
  fitted: FittedText;
  families: string;
  rtl: boolean;
  box: Box;
  weight: 400 | 600 | 800;
  color: string;
  align: 'center' | 'left';
}

function measureCtx(): SKRSContext2D {
  return createCanvas(8, 8).getContext('2d');
}

function block(
  ctx: SKRSContext2D,
  { families, rtl }: Pick<SceneCanvas, 'families' | 'rtl'>,
  text: string,
  box: Box,
  weight: 400 | 600 | 800,
  color: string,
  maxSize: number,
  align: Block['align'] = 'center',
): Block {
  const fitted = fitText(ctx, text, box, { weight, maxSize, minSize: Math.max(10, Math.round(maxSize / 5)), families });
  return { fitted, families, rtl, box, weight, color, align };
}

/** Lines rise and fade in one after another, starting at `start` seconds. */
function drawBlock(ctx: SKRSContext2D, b: Block, t: number, start: number): void {
  const { fitted, box } = b;
  const totalH = fitted.lines.length * fitted.lineHeight;
  const top = box.y + (box.h - totalH) / 2;
  ctx.font = font(b.weight, fitted.size, b.families);
  ctx.fillStyle = b.color;
  ctx.textBaseline = 'middle';
  ctx.direction = b.rtl ? 'rtl' : 'ltr';
  // Left-aligned text of a right-to-left language starts at the right edge.
  ctx.textAlign = b.align === 'center' ? 'center' : b.rtl ? 'right' : 'left';
  const x = b.align === 'center' ? box.x + box.w / 2 : b.rtl ? box.x + box.w : box.x;
  fitted.lines.forEach((line, i) => {
    const p = easeOutCubic(progress(t, start + i * 0.12, 0.5));
    if (p <= 0) return;
    ctx.globalAlpha = p;
    ctx.fillText(line, x, top + (i + 0.5) * fitted.lineHeight + (1 - p) * fitted.size * 0.6);
  });
  ctx.globalAlpha = 1;
}

function split(box: Box, ratio: number, gap: number): [Box, Box] {
  const h1 = Math.round(box.h * ratio);
  return [
    { x: box.x, y: box.y, w: box.w, h: h1 - gap / 2 },
    { x: box.x, y: box.y + h1 + gap / 2, w: box.w, h: box.h - h1 - gap / 2 },
  ];
}

function roundRect(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

type Painter = (ctx: SKRSContext2D, t: number) => void;

function headlinePainter(m: SKRSContext2D, input: MotionInput, box: Box): Painter {
  const { palette } = input;
  const [head, sub] = splitCopy(input.scene.prompt);
  const unit = Math.min(input.width, input.height);
  const [headBox, subBox] = sub ? split(box, 0.62, unit * 0.04) : [box, null];
  const headBlock = block(m, input, head, headBox, 800, palette.text, unit * 0.16);
  const subBlock = sub && subBox ? block(m, input, sub, subBox, 400, palette.muted, unit * 0.07) : null;
  const hook = (input.scene.motion?.beat ?? input.scene.role) === 'hook';
  // The pop overshoots its size only as far as the box has room: a headline that fills it stays inside.
  const room = Math.min(headBox.w / Math.max(1, headBlock.fitted.width), headBox.h / (headBlock.fitted.lines.length * headBlock.fitted.lineHeight));
  return (ctx, t) => {
    // A hook lands with a pop; other headlines glide in.
    const pop = hook ? Math.min(0.85 + 0.15 * easeOutBack(progress(t, 0, 0.45)), Math.max(1, room)) : 1;
    const cx = headBox.x + headBox.w / 2;
    const cy = headBox.y + headBox.h / 2;
    ctx.save();
    ctx.translate(cx, cy);
    ctx.scale(pop, pop);
    ctx.translate(-cx, -cy);
    drawBlock(ctx, headBlock, t, 0.1);
    ctx.restore();
    // Accent bar under the headline grows from the centre.
    const bar = easeOutCubic(progress(t, 0.4, 0.6));
    const barW = Math.min(headBlock.fitted.width, headBox.w) * 0.5 * bar;
    const lines = headBlock.fitted.lines.length * headBlock.fitted.lineHeight;
    ctx.fillStyle = palette.accent;
    ctx.fillRect(cx - barW / 2, cy + lines / 2 + unit * 0.015, barW, Math.max(4, unit * 0.012));
    if (subBlock) drawBlock(ctx, subBlock, t, 0.6);
  };
}

function statPainter(m: SKRSContext2D, input: MotionInput, box: Box): Painter {
  const { palette } = input;
  const match = NUMBER.exec(input.scene.prompt);
  if (!match) return headlinePainter(m, input, box);
  const [whole, prefix = '', digits = '', suffix = ''] = match;
  const label = input.scene.prompt.replace(whole, ' ').replace(/\s+/g, ' ').trim();
  const decimalSep = /[.,]\d{1,2}$/.test(digits) ? digits.at(-3) === ',' || digits.at(-2) === ',' ? ',' : '.' : null;
  const decimals = decimalSep ? digits.split(decimalSep).pop()!.length : 0;
  const target = Number(decimalSep ? digits.replace(/[^\d]/g, '') : digits.replace(/[.,]/g, '')) / 10 ** decimals;
  const unit = Math.min(input.width, input.height);
  const [numBox, labelBox] = label ? split(box, 0.55, unit * 0.03) : [box, null];
  // Fit the final figure once; the counting figure is never wider than it.
  const numBlock = block(m, input, whole.trim(), numBox, 800, palette.accent, unit * 0.4);
  const labelBlock = label && labelBox ? block(m, input, label, labelBox, 600, palette.text, unit * 0.08) : null;
  return (ctx, t) => {
    const value = target * easeOutCubic(progress(t, 0.1, 1.2));
    const shown = `${prefix}${value.toFixed(decimals).replace('.', decimalSep ?? '.')}${suffix}`;
    ctx.font = font(800, numBlock.fitted.size, input.families);
    ctx.fillStyle = palette.accent;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.globalAlpha = easeOutCubic(progress(t, 0, 0.3));
    ctx.fillText(shown, numBox.x + numBox.w / 2, numBox.y + numBox.h / 2);
    ctx.globalAlpha = 1;
    if (labelBlock) drawBlock(ctx, labelBlock, t, 0.5);
  };
}

function listPainter(m: SKRSContext2D, input: MotionInput, box: Box, checklist: boolean): Painter {
  const { palette } = input;
  const items = listItems(input.scene.prompt);
  const unit = Math.min(input.width, input.height);
  const rowH = box.h / Math.max(items.length, 2.2);
  const badge = Math.min(rowH * 0.7, unit * 0.14);
  const gap = badge * 0.35;
  const rows = items.map((text, i) => {
    const textBox = { x: box.x + badge + gap, y: box.y + (box.h - rowH * items.length) / 2 + i * rowH, w: box.w - badge - gap, h: rowH * 0.9 };
    return block(m, input, text, textBox, 600, palette.text, unit * 0.085, 'left');
  });
  const firstNumber = items.length === 1 ? input.stepNumber : 1;
  const window = Math.max(0.4, 2.4 / items.length);
  return (ctx, t) => {
    rows.forEach((row, i) => {
      const p = easeOutBack(progress(t, 0.1 + i * window, 0.45));
      if (p <= 0) return;
      const cy = row.box.y + row.box.h / 2;
      const cx = box.x + badge / 2;
      ctx.fillStyle = palette.accent;
      ctx.beginPath();
      ctx.arc(cx, cy, (badge / 2) * clamp01(p), 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = palette.background;
      if (checklist) {
        // A tick drawn stroke by stroke.
        ctx.strokeStyle = palette.background;
        ctx.lineWidth = badge * 0.12;
        ctx.lineCap = 'round';
        const k = clamp01(progress(t, 0.3 + i * window, 0.3));
        ctx.beginPath();
        ctx.moveTo(cx - badge * 0.2, cy);
        ctx.lineTo(cx - badge * 0.2 + badge * 0.12 * Math.min(1, k * 2), cy + badge * 0.12 * Math.min(1, k * 2));
        if (k > 0.5) ctx.lineTo(cx - badge * 0.08 + badge * 0.3 * (k - 0.5) * 2, cy + badge * 0.12 - badge * 0.3 * (k - 0.5) * 2);
        ctx.stroke();
      } else {
        ctx.font = font(800, badge * 0.5, input.families);
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(String(firstNumber + i), cx, cy);
      }
      drawBlock(ctx, row, t, 0.15 + i * window);
    });
  };
}

function productPainter(m: SKRSContext2D, input: MotionInput, box: Box, product: Image): Painter {
  const unit = Math.min(input.width, input.height);
  const wide = input.width > input.height;
  const [imageBox, textBox]: [Box, Box] = wide
    ? [
        { x: box.x, y: box.y, w: box.w * 0.45, h: box.h },
        { x: box.x + box.w * 0.5, y: box.y, w: box.w * 0.5, h: box.h },
      ]
    : split(box, 0.55, unit * 0.04);
  const text = headlinePainter(m, { ...input, scene: { ...input.scene, role: 'body' } }, textBox);
  const scale = Math.min(imageBox.w / product.width, imageBox.h / product.height);
  const { picture, pad } = withShadow(product, product.width * scale, product.height * scale);
  const x = imageBox.x + (imageBox.w - picture.width) / 2;
  const y = imageBox.y + (imageBox.h - picture.height) / 2 + pad * 0.1;
  return (ctx, t) => {
    const p = easeOutCubic(progress(t, 0, 0.6));
    const float = Math.sin(t * 1.6) * unit * 0.008;
    ctx.globalAlpha = p;
    ctx.drawImage(picture, x, y + float + (1 - p) * unit * 0.05);
    ctx.globalAlpha = 1;
    text(ctx, t);
  };
}

const URL_LIKE = /\b(?:https?:\/\/)?((?:[\w-]+\.)+(?:com|io|app|co|net|org|dev|ai|shop|store)(?:\/\S*)?)/i;

function ctaPainter(m: SKRSContext2D, input: MotionInput, box: Box): Painter {
  const { palette } = input;
  const unit = Math.min(input.width, input.height);
  const url = URL_LIKE.exec(input.scene.prompt)?.[1];
  const [textBox, pillArea] = split(box, 0.7, unit * 0.03);
  const text = input.product
    ? productPainter(m, input, textBox, input.product)
    : headlinePainter(m, { ...input, scene: { ...input.scene, role: 'cta' } }, textBox);
  // The pill shows the caller's own address when the copy has one, otherwise an arrow.
  const pillText = url ?? '→';
  const pillFit = fitText(m, pillText, { w: pillArea.w * 0.8, h: pillArea.h * 0.45 }, { weight: 800, maxSize: unit * 0.07, minSize: 10, families: input.families });
  const pillW = Math.min(pillArea.w, pillFit.width + pillFit.size * 2);
  const pillH = pillFit.size * 2.1;
  return (ctx, t) => {
    text(ctx, t);
    const p = easeOutBack(progress(t, 0.5, 0.5));
    if (p <= 0) return;
    const pulse = 1 + 0.04 * Math.sin(Math.max(0, t - 1) * 5);
    const w = pillW * p * pulse;
    const h = pillH * Math.min(1, p) * pulse;
    const cx = pillArea.x + pillArea.w / 2;
    const cy = pillArea.y + pillArea.h / 2;
    ctx.fillStyle = palette.accent;
    roundRect(ctx, cx - w / 2, cy - h / 2, w, h, h / 2);
    ctx.fill();
    ctx.fillStyle = palette.background;
    ctx.font = font(800, pillFit.size * Math.min(1, p), input.families);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(pillFit.lines[0] ?? pillText, cx, cy);
  };
}

function logoPainter(m: SKRSContext2D, input: MotionInput, box: Box, logo: Image): Painter {
  const unit = Math.min(input.width, input.height);
  const [logoBox, textBox] = split(box, 0.5, unit * 0.04);
  const text = block(m, input, input.scene.prompt, textBox, 600, input.palette.text, unit * 0.08);
  return (ctx, t) => {
    drawContainedScaled(ctx, logo, { x: logoBox.x + logoBox.w * 0.15, y: logoBox.y, w: logoBox.w * 0.7, h: logoBox.h }, easeOutBack(progress(t, 0, 0.6)));
    drawBlock(ctx, text, t, 0.5);
  };
}

export function motionScene(input: MotionInput): FrameSource {
  const m = measureCtx();
  const layout = chooseLayout(input.scene, input.product !== null, input.logo !== null);
  const box = input.content;
  const painters: Record<MotionLayout, () => Painter> = {
    headline: () => headlinePainter(m, input, box),
    stat: () => statPainter(m, input, box),
    steps: () => listPainter(m, input, box, false),
    checklist: () => listPainter(m, input, box, true),
    cta: () => ctaPainter(m, input, box),
    logo: () => (input.logo ? logoPainter(m, input, box, input.logo) : headlinePainter(m, input, box)),
    product: () => (input.product ? productPainter(m, input, box, input.product) : headlinePainter(m, input, box)),
  };
  const paint = painters[layout]();
  const bg = backdrop(input.palette, input.artStyle, input.width, input.height, input.seed);
  const stopMotion = input.artStyle === 'stop_motion';
  return {
    draw(ctx, frame) {
      const t = animationTime(frame / input.fps, stopMotion);
      bg.draw(ctx, t);
      paint(ctx, t);
    },
  };
}
