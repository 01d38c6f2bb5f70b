/**
 * The place behind a generated scene (illustrations/places.ts), animated: each depth layer is
 * painted once, a little wider than the frame, and frames only move the layers by whole pixels
 * at their own speeds (the camera trucks), drift the clouds and ripple the water. Alone, it is
 * the `t2v_fast` look of a prompt that names a place but no thing.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { FootageRequest, FrameSource } from '../ports';
import { animationTime, easeInOut, rng } from '../draw/anim';
import type { ConceptId } from '../compose/concepts';
import { completeScene } from '../compose/complete-scene';
import { parsePrompt } from '../compose/parse-prompt';
import type { Light, SettingId, TimeOfDay } from '../compose/scene-graph';
import { paintPlace, type Sign } from '../illustrations/places';
import { ensureFonts, familiesFor } from '../fonts';
import type { SceneGraph } from '../compose/scene-graph';
import { cloudSprite, SUN_AT, sunSprite } from '../illustrations/sky';

export interface BackdropOptions {
  setting: SettingId;
  time: TimeOfDay;
  /** The light the prompt names for a room ("sunny", "cosy"): none, by the time of day. */
  light?: Light | null;
  /** The ground line things stand on, and the counter top if any (pixels). */
  floor: number;
  surfaceTop: number | null;
  /** Blur of the farthest layer, in pixels: a place behind a subject is out of focus. */
  depthBlur: number;
  /** How far the camera may truck either way, in pixels: the layers are this much wider each side. */
  margin: number;
  /** A shopfront's business: its name on the sign, its room in the window. */
  sign?: Sign | null;
  /** Things the scene's figures draw themselves (a housekeeper's bed): the room leaves its own out. */
  brought?: readonly ConceptId[];
}

/** The sign a scene's business puts on its shopfront, lettered in the prompt's language. */
export function signOf(scene: Pick<SceneGraph, 'business' | 'language'>): Sign | null {
  return scene.business ? { ...scene.business, families: familiesFor(scene.language) } : null;
}

export interface Backdrop {
  /** Draws the place at time t (seconds), the camera trucked `travel` pixels (nearest layer). */
  draw(ctx: SKRSContext2D, t: number, travel: number): void;
}

function blurred(layer: Canvas, px: number): Canvas {
  if (px <= 0) return layer;
  const c = createCanvas(layer.width, layer.height);
  const ctx = c.getContext('2d');
  ctx.filter = `blur(${px}px)`;
  ctx.drawImage(layer, 0, 0);
  return c;
}

/** A layer cut to the rows it paints: blending transparent rows would change nothing and cost as much as painted ones. */
function trimmed(layer: Canvas): { picture: Canvas; top: number } {
  const { data, width, height } = layer.getContext('2d').getImageData(0, 0, layer.width, layer.height);
  const painted = (y: number) => {
    for (let i = y * width * 4 + 3; i < (y + 1) * width * 4; i += 4) if (data[i]) return true;
    return false;
  };
  let top = 0;
  while (top < height - 1 && !painted(top)) top++;
  let bottom = height;
  while (bottom > top + 1 && !painted(bottom - 1)) bottom--;
  if (top === 0 && bottom === height) return { picture: layer, top };
  const picture = createCanvas(width, bottom - top);
  picture.getContext('2d').drawImage(layer, 0, -top);
  return { picture, top };
}

export function placeBackdrop(req: FootageRequest, options: BackdropOptions): Backdrop {
  const { width, height } = req;
  const random = rng(req.seed);
  const unit = Math.min(width, height) / 100;
  const layerWidth = width + 2 * Math.ceil(options.margin);
  const floor = Math.max(height * 0.45, Math.min(height * 0.97, options.floor));
  // The horizon stands above a wall or counter in front, so the sea behind a harbour wall shows.
  const horizon = Math.max(height * 0.2, Math.min(floor - height * 0.3, (options.surfaceTop ?? height) - unit * 12));
  // The ground runs back a little from where things stand, so they stand on it, not at its far edge.
  const ground = floor - (floor - horizon) * 0.3;
  const place = paintPlace(options.setting, options.time, { width: layerWidth, height, floor, ground, horizon, surfaceTop: options.surfaceTop, unit }, req.palette, random, options.sign ?? null, options.light ?? null, options.brought);
  // Farther layers are softer: the focus is on the subject in front.
  const layers = place.layers.map(({ picture, parallax }, i) => ({
    ...trimmed(blurred(picture, Math.round(options.depthBlur * (1 - i / place.layers.length)))),
    parallax,
  }));
  const outdoors = place.outdoors;
  const time = options.time;
  const sun = outdoors ? sunSprite(unit * 6.5, time) : null;
  const [sunX, sunY] = SUN_AT[time];
  const clouds = outdoors && time !== 'night'
    ? Array.from({ length: 4 }, () => {
        const scale = 0.6 + random() * 0.8;
        return { picture: cloudSprite(unit * 24 * scale, time), x: random() * layerWidth, y: random() * Math.min(horizon, height * 0.35), speed: unit * (0.8 + random()) };
      })
    : [];
  const water = place.water;

  return {
    draw(ctx, t, travel) {
      for (const [i, layer] of layers.entries()) {
        // Whole-pixel offsets keep each layer a plain copy, with no resampling.
        ctx.drawImage(layer.picture, Math.round(-options.margin - travel * layer.parallax), layer.top);
        if (i !== 0 || !outdoors) continue;
        if (sun) ctx.drawImage(sun, Math.round(width * sunX - sun.width / 2 - travel * 0.04), Math.round(height * sunY - sun.height / 2));
        for (const c of clouds) {
          const x = ((c.x + t * c.speed - travel * 0.08) % (layerWidth + c.picture.width)) - c.picture.width;
          ctx.drawImage(c.picture, Math.round(x - options.margin), Math.round(c.y));
        }
      }
      if (water) {
        // Glints on the water slide and shimmer: nearer rows faster and longer.
        ctx.fillStyle = 'rgba(255,255,255,0.42)';
        const rows = 7;
        for (let k = 0; k < rows; k++) {
          const f = (k + 0.5) / rows;
          const y = water.top + (water.bottom - water.top) * f * f;
          const len = unit * (2 + 6 * f);
          const gap = len * 3.2;
          const shift = (t * unit * (1.5 + 4 * f) + k * 37 - travel * (0.45 + 0.5 * f)) % gap;
          for (let x = -gap + shift; x < width; x += gap) ctx.fillRect(Math.round(x), Math.round(y), Math.round(len), Math.max(1, Math.round(unit * 0.35 * (0.6 + f))));
        }
      }
    },
  };
}

/** The place alone, for a prompt that names no thing: the camera trucks slowly across it. */
export function illustratedFootage(req: FootageRequest): FrameSource {
  const scene = completeScene(parsePrompt(req.prompt));
  ensureFonts();
  const margin = req.width * 0.08;
  const backdrop = placeBackdrop(req, { setting: scene.setting, time: scene.time, light: scene.light, floor: req.height * 0.8, surfaceTop: null, depthBlur: 0, margin, sign: signOf(scene) });
  const direction = rng(req.seed ^ 0x9e3779b9)() > 0.5 ? 1 : -1;
  const duration = req.frames / req.fps;
  return {
    draw(ctx, frame) {
      const t = animationTime(frame / req.fps, req.artStyle === 'stop_motion');
      backdrop.draw(ctx, t, direction * margin * (2 * easeInOut(Math.min(1, t / Math.max(duration, 1))) - 1));
    },
  };
}
