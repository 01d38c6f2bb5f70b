/**
 * The engine's own `i2v_fast` look: the product photo (or the scene's picture) shown whole in the
 * content area, clear of the caption band, and alive for the whole scene. A packshot on a plain
 * backdrop is cut out (illustrations/product-cutout.ts) and stands on a lit studio floor in the
 * video's palette; any other picture is a card over a blurred copy of itself. The camera pushes
 * in, pulls out or trucks (never so far that the picture reaches the frame's edge), the product
 * floats and turns a few degrees as if on a turntable, a light glints across it every few seconds
 * and soft lights drift behind it, so no stretch of the scene stands still. The picture is only
 * moved, scaled and lit, never redrawn. Its box is recorded on every frame (`recordSubject`), so
 * `check:video` fails any caption drawn over it.
 */
import { createCanvas, type Canvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import type { FootageRequest, FrameSource } from '../ports';
import { animationTime, clamp01, easeInOut, rng } from '../draw/anim';
import { glinted, type Glint } from '../draw/glint';
import type { Box } from '../draw/layout';
import { mix } from '../draw/palette';
import { recordSubject } from '../draw/text-audit';
import { productCutout } from '../illustrations/product-cutout';
import { compositionFor, type CameraMove } from '../compose/variety';
import { subjectTint } from '../illustrations/room-light';
import { sprite } from '../illustrations/sprites';
import { placeBackdrop } from './illustrated';
import { productStage } from './product-stage';

/** Largest zoom a move reaches: the picture's box is sized so that even then it stays in the content area. */
const MAX_ZOOM = 1.07;
/** How far a truck moves the product, as a share of the spare width either side... */
const TRUCK = 0.6;
/** ...and the backdrop with it (farther, so slower). */
const BACK_DRIFT = 0.4;
/** The turntable's swing either way, in radians. */
const TURN = 0.16;
/** A glint crosses the product this often, in seconds (taking 1.1 s)... */
const GLINT_EVERY = 3.2;
/** ...as a narrow, faint band: a studio light catching the packaging. */
const PRODUCT_GLINT: Glint = { from: -0.6, travel: 2.2, halfWidth: 0.2, slant: 0.25, alpha: 0.38 };

interface Motion {
  zoom: number;
  /** Camera truck as a fraction of the spare width either side. */
  pan: number;
}

function cameraAt(move: CameraMove, p: number): Motion {
  switch (move) {
    case 'push-in':
      return { zoom: 1 + (MAX_ZOOM - 1) * p, pan: 0 };
    case 'pull-out':
      return { zoom: MAX_ZOOM - (MAX_ZOOM - 1) * p, pan: 0 };
    case 'truck-left':
      return { zoom: 1 + (MAX_ZOOM - 1) * 0.5, pan: 1 - 2 * p };
    case 'truck-right':
      return { zoom: 1 + (MAX_ZOOM - 1) * 0.5, pan: -1 + 2 * p };
  }
}

/** Where the picture goes: as large as fits the content area with room for the zoom, the float and a margin. */
export function productBox(content: Box, picture: { width: number; height: number }): Box {
  const room = { w: content.w * 0.84, h: content.h * 0.8 };
  const scale = Math.min(room.w / picture.width, room.h / picture.height) / MAX_ZOOM;
  const w = picture.width * scale;
  const h = picture.height * scale;
  return { x: content.x + (content.w - w) / 2, y: content.y + (content.h - h) / 2 - content.h * 0.02, w, h };
}

/** The smallest a prop is drawn beside the product, as a share of the product's height: smaller, it is left out. */
export const MIN_PROP = 0.15;

/**
 * Where the props stand beside the product: first on the left, then the right, alternately, each
 * clear of the product's widest silhouette (its push-in to MAX_ZOOM) by a gap, inside the content
 * area. A prop is shrunk to the room its side has; one that would be smaller than MIN_PROP of the
 * product, or finds no room on either side, is left out, never drawn behind the product.
 */
export function propPlaces(box: Box, content: Box, props: readonly { picture: string; scale: number }[], unit: number) {
  const swing = (box.w * (MAX_ZOOM - 1)) / 2;
  const gap = unit * 3;
  // The next free edge on each side, moving outward as props are placed.
  const edge = { left: box.x - swing - gap, right: box.x + box.w + swing + gap };
  const room = (side: 'left' | 'right') => (side === 'left' ? edge.left - content.x : content.x + content.w - edge.right);
  const placed: { picture: string; x: number; size: number }[] = [];
  props.forEach(({ picture, scale }, i) => {
    const sides = i % 2 === 0 ? (['left', 'right'] as const) : (['right', 'left'] as const);
    const side = sides.find((s) => Math.min(box.h * scale, room(s)) >= box.h * MIN_PROP);
    if (!side) return;
    const size = Math.min(box.h * scale, room(side));
    const x = side === 'left' ? edge.left - size : edge.right;
    if (side === 'left') edge.left -= size + gap;
    else edge.right += size + gap;
    placed.push({ picture, x, size });
  });
  return placed;
}

/** A studio in the video's palette: a wall lit from behind the product, the floor it stands on. */
function studio(width: number, height: number, floorY: number, req: FootageRequest): Canvas {
  const c = createCanvas(width, height);
  const ctx = c.getContext('2d');
  const wall = ctx.createLinearGradient(0, 0, 0, floorY);
  wall.addColorStop(0, mix(req.palette.background, '#000000', 0.15));
  wall.addColorStop(1, mix(req.palette.background, '#ffffff', 0.18));
  ctx.fillStyle = wall;
  ctx.fillRect(0, 0, width, floorY);
  const floor = ctx.createLinearGradient(0, floorY, 0, height);
  floor.addColorStop(0, mix(req.palette.backgroundAlt, '#ffffff', 0.25));
  floor.addColorStop(1, mix(req.palette.backgroundAlt, '#000000', 0.2));
  ctx.fillStyle = floor;
  ctx.fillRect(0, floorY, width, height - floorY);
  return c;
}

function softDisc(r: number, colour: string): Canvas {
  const d = Math.ceil(r * 2);
  const c = createCanvas(d, d);
  const ctx = c.getContext('2d');
  const g = ctx.createRadialGradient(r, r, 0, r, r, r);
  g.addColorStop(0, colour);
  g.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, d, d);
  return c;
}

/** A photo that is not cut out: rounded corners and a thin white border, like a print. */
function card(picture: Canvas): Canvas {
  const pad = Math.round(Math.min(picture.width, picture.height) * 0.025);
  const r = pad * 2;
  const c = createCanvas(picture.width + 2 * pad, picture.height + 2 * pad);
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.roundRect(0, 0, c.width, c.height, r * 1.2);
  ctx.fill();
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(pad, pad, picture.width, picture.height, r);
  ctx.clip();
  ctx.drawImage(picture, pad, pad);
  ctx.restore();
  return c;
}

export async function cameraMove(req: FootageRequest & { image: Image }): Promise<FrameSource> {
  const { width, height, content } = req;
  const unit = Math.min(width, height) / 100;
  const { picture: cut, cut: isCutout } = productCutout(req.image);
  const subject = isCutout ? cut : card(cut);
  const box = productBox(content, subject);
  // The product drawn once at its size on screen: frames only move and light it.
  const product = createCanvas(Math.max(1, Math.round(box.w)), Math.max(1, Math.round(box.h)));
  product.getContext('2d').drawImage(subject, 0, 0, product.width, product.height);
  const glint = createCanvas(product.width, product.height);
  // The floor runs back behind the product, so it stands on the floor, not at its far edge.
  const floorY = box.y + box.h * 0.72;
  const baseY = box.y + box.h;
  const spareX = Math.max(0, Math.min(box.x - content.x, content.x + content.w - box.x - box.w) - box.w * (MAX_ZOOM - 1));
  // The backdrop drifts by up to 0.4 of the truck (TRUCK × spareX): it is that much wider either side, so its edge never shows.
  const margin = Math.ceil(Math.max(unit * 5, spareX * TRUCK * BACK_DRIFT));
  // A prompt that names a place, a surface, props or a time of day stages the product there; otherwise a studio.
  const stage = productStage(req.prompt);
  const backdrop = stage
    ? placeBackdrop(req, { setting: stage.setting, time: stage.time, light: stage.light, floor: baseY, surfaceTop: stage.surface ? baseY : null, depthBlur: Math.round(unit * 0.8), margin })
    : null;
  const back = backdrop ? null : isCutout ? studio(width + 2 * margin, height, floorY, req) : blurredFill(req.image, width + 2 * margin, height);
  const look = { artStyle: req.artStyle, accent: req.palette.accent, contents: req.palette.accent, setting: stage?.setting ?? 'home', unit, tint: stage ? subjectTint(stage) : null, flip: false };
  // The surface runs the frame's width from the product's base down; props stand on it beside the product, clear of it.
  const surface = stage?.surface ? await sprite(stage.surface, width + 2 * margin, Math.max(1, height - baseY + unit * 2), look, false) : null;
  const props = await Promise.all(
    propPlaces(box, content, stage?.props ?? [], unit).map(async ({ picture, x, size }) => ({ drawn: await sprite(picture, size, size, look), x, y: baseY - size })),
  );
  const halo = softDisc(Math.max(box.w, box.h) * 0.85, isCutout ? 'rgba(255,255,255,0.55)' : 'rgba(255,255,255,0.18)');
  const shadow = softDisc(128, 'rgba(0,0,0,0.45)');
  const random = rng(req.seed ^ 0x51f15e);
  const bokeh = Array.from({ length: 7 }, () => ({
    x: random(),
    y: random() * 0.8,
    r: unit * (3 + random() * 7),
    speed: 0.01 + random() * 0.02,
    phase: random() * Math.PI * 2,
  }));
  const bokehDisc = softDisc(64, `${mix(req.palette.accent, '#ffffff', 0.5)}55`);
  const { move } = compositionFor(req);
  const duration = req.frames / req.fps;
  const stopMotion = req.artStyle === 'stop_motion';

  const draw = (ctx: SKRSContext2D, frame: number) => {
    const t = animationTime(frame / req.fps, stopMotion);
    const p = easeInOut(clamp01(t / Math.max(duration, 1)));
    const { zoom, pan } = cameraAt(move, p);
    const truck = pan * spareX * TRUCK;
    // The backdrop drifts against the camera: farther, so slower.
    if (backdrop) backdrop.draw(ctx, t, truck * BACK_DRIFT);
    else if (back) ctx.drawImage(back, Math.round(-margin - truck * BACK_DRIFT), 0);
    if (surface) ctx.drawImage(surface.picture, Math.round(-margin + truck - surface.pad), Math.round(baseY - unit * 2 - surface.pad));
    for (const p of props) ctx.drawImage(p.drawn.picture, Math.round(p.x + truck - p.drawn.pad), Math.round(p.y - p.drawn.pad));
    for (const b of bokeh) {
      const x = ((b.x + t * b.speed) % 1.2) * width - width * 0.1 - truck * 0.25;
      const y = b.y * height + Math.sin(t * 0.7 + b.phase) * unit * 2;
      const r = b.r * (1 + 0.15 * Math.sin(t * 1.3 + b.phase));
      ctx.drawImage(bokehDisc, x - r, y - r, 2 * r, 2 * r);
    }
    const cx = box.x + box.w / 2 + truck;
    const cy = box.y + box.h / 2;
    // The light behind breathes in brightness; at its own size on whole pixels, it is a copy.
    ctx.globalAlpha = 0.85 + 0.15 * Math.sin(t * 1.1);
    ctx.drawImage(halo, Math.round(cx - halo.width / 2), Math.round(cy - halo.height / 2));
    ctx.globalAlpha = 1;
    // Float and turntable: a small lift and a few degrees of turn, seen as a narrowing and a lean.
    const lift = Math.sin(t * 2.1) * box.h * 0.012;
    const angle = Math.sin((t / 4.5) * Math.PI * 2) * TURN;
    const turn = Math.cos(angle);
    const w = box.w * zoom * turn;
    const h = box.h * zoom;
    const x = cx - w / 2;
    const y = cy - h / 2 - lift;
    if (isCutout) {
      const sw = w * 0.9 * (1 - lift / box.h);
      ctx.drawImage(shadow, cx - sw / 2, baseY + (zoom - 1) * box.h * 0.5 - unit * 1.7, sw, unit * 3.4);
    }
    const drawn = glinted(product, glint, (t % GLINT_EVERY) / 1.1, PRODUCT_GLINT);
    ctx.save();
    // The turn leans the picture a little toward the side turning away.
    ctx.transform(1, Math.sin(angle) * 0.06, 0, 1, 0, -Math.sin(angle) * 0.06 * cx);
    if (!isCutout) {
      ctx.shadowColor = 'rgba(0,0,0,0.35)';
      ctx.shadowBlur = unit * 3;
      ctx.shadowOffsetY = unit * 1.2;
    }
    ctx.drawImage(drawn, x, y, w, h);
    ctx.shadowColor = 'transparent';
    recordSubject(ctx, 'product', { x, y, w, h });
    ctx.restore();
  };
  return { draw };
}

/** A picture blurred and darkened to fill the frame behind itself. */
function blurredFill(image: Image, width: number, height: number): Canvas {
  const c = createCanvas(width, height);
  const ctx = c.getContext('2d');
  const scale = Math.max(width / image.width, height / image.height) * 1.1;
  ctx.filter = `blur(${Math.round(Math.min(width, height) * 0.04)}px)`;
  ctx.drawImage(image, (width - image.width * scale) / 2, (height - image.height * scale) / 2, image.width * scale, image.height * scale);
  ctx.filter = 'none';
  ctx.fillStyle = 'rgba(0,0,0,0.28)';
  ctx.fillRect(0, 0, width, height);
  return c;
}
