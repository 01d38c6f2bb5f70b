/**
 * Records where every text box of a frame lands, whoever draws it: it watches the frame's
 * `fillText` (measured at the current font, alignment and transform) and the drawing of text
 * sprites (text rasterized once into a canvas, registered with `textSprite`). Boxes are kept as
 * spans of frames with one position, so a still caption is one entry and an animated title one
 * per frame. `npm run check:video` reads them (beside the video, `.layout.json`) and fails on
 * text outside the safe area or layers drawn over each other.
 */
import type { Canvas, Image, SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from './layout';

/**
 * Who drew the text: the scene itself (titles, lower thirds), the captions, or the logo; or
 * `subject`, a picture that nothing may cover (the presenter's face, the product photo).
 */
export type TextLayer = 'scene' | 'caption' | 'logo' | 'subject';

export interface TextSpan {
  text: string;
  layer: TextLayer;
  /** First frame and the frame after the last, counted from the scene's first drawn frame. */
  from: number;
  to: number;
  box: Box;
  /** Font size in frame pixels (text drawn with fillText; a sprite's is its own). */
  px?: number;
}

/** Text drawn into a sprite canvas, in the sprite's own pixels. */
const sprites = new WeakMap<object, { text: string; box: Box }[]>();

/** Marks a canvas as holding text at these boxes, so drawing it records them. */
export function textSprite<T extends Canvas>(canvas: T, boxes: { text: string; box: Box }[]): T {
  sprites.set(canvas, boxes);
  return canvas;
}

/** Non-text pictures whose place is checked too (the logo). */
export function pictureSprite<T extends Canvas>(canvas: T, label: string): T {
  return textSprite(canvas, [{ text: label, box: { x: 0, y: 0, w: canvas.width, h: canvas.height } }]);
}

/** The audit watching each canvas context, so a scene can record its subjects. */
const audits = new WeakMap<object, TextAudit>();

/**
 * Records a picture the viewer must see whole (the presenter's face, the product photo) at
 * `box` in the current transform; check:video fails captions drawn over it. No-op unwatched.
 */
export function recordSubject(ctx: SKRSContext2D, label: string, box: Box): void {
  audits.get(ctx)?.subject(ctx, label, box);
}

/**
 * Tells the audit of `ctx` that what follows is clipped to `box` (in the current transform), so text
 * drawn partly or wholly outside it counts only where it shows; null ends it. No-op unwatched.
 */
export function auditClip(ctx: SKRSContext2D, box: Box | null): void {
  audits.get(ctx)?.clipTo(ctx, box);
}

type Matrix = { a: number; b: number; c: number; d: number; e: number; f: number };

function transformBox(m: Matrix, x0: number, y0: number, x1: number, y1: number): Box {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [[x0, y0], [x1, y0], [x0, y1], [x1, y1]] as const) {
    xs.push(m.a * x + m.c * y + m.e);
    ys.push(m.b * x + m.d * y + m.f);
  }
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { x: left, y: top, w: Math.max(...xs) - left, h: Math.max(...ys) - top };
}

/** The part of `a` inside `b`, or null when none is. */
function intersection(a: Box, b: Box): Box | null {
  const x0 = Math.max(a.x, b.x);
  const y0 = Math.max(a.y, b.y);
  const x1 = Math.min(a.x + a.w, b.x + b.w);
  const y1 = Math.min(a.y + a.h, b.y + b.h);
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } : null;
}

const round = (b: Box): Box => ({ x: Math.round(b.x), y: Math.round(b.y), w: Math.round(b.w), h: Math.round(b.h) });
const sameBox = (a: Box, b: Box) => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

export class TextAudit {
  /** The layer whose drawing follows. */
  layer: TextLayer = 'scene';
  readonly spans: TextSpan[] = [];
  private open = new Map<string, TextSpan>();
  private current = new Map<string, { box: Box; px?: number }>();
  private frame = 0;
  private metrics = new Map<string, [number, number, number]>();
  /** The clip text is drawn under (frame pixels), if a drawer declared one. */
  private clip: Box | null = null;

  /** Starts recording what is drawn on `ctx`; returns a function that stops it. */
  watch(ctx: SKRSContext2D): () => void {
    const fillText = ctx.fillText.bind(ctx);
    const drawImage = ctx.drawImage.bind(ctx) as (...args: unknown[]) => void;
    ctx.fillText = (text: string, x: number, y: number, maxWidth?: number) => {
      if (ctx.globalAlpha > 0.02 && text.trim()) this.fillTextBox(ctx, text, x, y);
      if (maxWidth === undefined) fillText(text, x, y);
      else fillText(text, x, y, maxWidth);
    };
    ctx.drawImage = ((image: Image | Canvas, ...rest: number[]) => {
      const boxes = sprites.get(image);
      if (boxes && ctx.globalAlpha > 0.02) this.spriteBoxes(ctx, image, boxes, rest);
      drawImage(image, ...rest);
    }) as typeof ctx.drawImage;
    audits.set(ctx, this);
    return () => {
      audits.delete(ctx);
      ctx.fillText = fillText;
      ctx.drawImage = drawImage as typeof ctx.drawImage;
    };
  }

  beginFrame(frame: number): void {
    this.frame = frame;
    this.current.clear();
  }

  endFrame(): void {
    for (const [key, span] of this.open) {
      const box = this.current.get(key)?.box;
      if (box && sameBox(box, span.box)) {
        span.to = this.frame + 1;
        this.current.delete(key);
      } else {
        this.spans.push(span);
        this.open.delete(key);
      }
    }
    for (const [key, { box, px }] of this.current) {
      const [layer, text] = key.split('\u0000') as [TextLayer, string];
      this.open.set(key, { text, layer, from: this.frame, to: this.frame + 1, box, ...(px === undefined ? {} : { px }) });
    }
  }

  /** Closes every open span; call once after the last frame. */
  finish(): TextSpan[] {
    this.spans.push(...this.open.values());
    this.open.clear();
    return this.spans.sort((a, b) => a.from - b.from);
  }

  clipTo(ctx: SKRSContext2D, box: Box | null): void {
    this.clip = box ? transformBox(ctx.getTransform(), box.x, box.y, box.x + box.w, box.y + box.h) : null;
  }

  subject(ctx: SKRSContext2D, label: string, box: Box): void {
    const layer = this.layer;
    this.layer = 'subject';
    this.add(label, transformBox(ctx.getTransform(), box.x, box.y, box.x + box.w, box.y + box.h));
    this.layer = layer;
  }

  private add(text: string, box: Box, px?: number): void {
    // The same text drawn twice in one frame (a word and its highlight) counts as one box.
    let key = `${this.layer}\u0000${text}`;
    for (let n = 2; this.current.has(key) && !sameBox(this.current.get(key)!.box, round(box)); n++) key = `${this.layer}\u0000${text}\u0000${n}`;
    this.current.set(key, { box: round(box), px });
  }

  private fillTextBox(ctx: SKRSContext2D, text: string, x: number, y: number): void {
    const key = `${ctx.font}|${ctx.textBaseline}|${text}`;
    let m = this.metrics.get(key);
    if (!m) {
      const measured = ctx.measureText(text);
      m = [measured.width, measured.actualBoundingBoxAscent, measured.actualBoundingBoxDescent];
      this.metrics.set(key, m);
    }
    const [width, ascent, descent] = m;
    // Horizontal extent from the advance and the alignment (the canvas's own left/right bounds are wrong for rtl text).
    const rtl = ctx.direction === 'rtl';
    const align = ctx.textAlign === 'start' ? (rtl ? 'right' : 'left') : ctx.textAlign === 'end' ? (rtl ? 'left' : 'right') : ctx.textAlign;
    const left = align === 'center' ? x - width / 2 : align === 'right' ? x - width : x;
    const t = ctx.getTransform();
    const px = Number(/([\d.]+)px/.exec(ctx.font)?.[1] ?? 0) * Math.hypot(t.c, t.d);
    const drawn = transformBox(t, left, y - ascent, left + width, y + descent);
    const shown = this.clip ? intersection(drawn, this.clip) : drawn;
    if (shown) this.add(text, shown, Math.round(px * 10) / 10);
  }

  private spriteBoxes(ctx: SKRSContext2D, image: Image | Canvas, boxes: { text: string; box: Box }[], args: number[]): void {
    // drawImage(img, dx, dy), (img, dx, dy, dw, dh) or (img, sx, sy, sw, sh, dx, dy, dw, dh).
    const [sx, sy, sw, sh, dx, dy, dw, dh] =
      args.length >= 8 ? args : args.length >= 4 ? [0, 0, image.width, image.height, ...args] : [0, 0, image.width, image.height, args[0]!, args[1]!, image.width, image.height];
    const kx = dw! / sw!;
    const ky = dh! / sh!;
    const m = ctx.getTransform();
    for (const { text, box } of boxes) {
      // Only the part of the sprite that is drawn counts.
      const x0 = Math.max(box.x, sx!);
      const y0 = Math.max(box.y, sy!);
      const x1 = Math.min(box.x + box.w, sx! + sw!);
      const y1 = Math.min(box.y + box.h, sy! + sh!);
      if (x1 <= x0 || y1 <= y0) continue;
      this.add(text, transformBox(m, dx! + (x0 - sx!) * kx, dy! + (y0 - sy!) * ky, dx! + (x1 - sx!) * kx, dy! + (y1 - sy!) * ky));
    }
  }
}
