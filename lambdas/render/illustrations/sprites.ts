/**
 * A picture drawn once at the size it is shown, whatever it is: an illustration of the set
 * (scaled so its drawing, not its square, fills the box), an appliance, a device (with the
 * rectangle its app goes in) or a surface; finished for the art style (a soft shadow, a paper
 * edge for stop motion and watercolour, an extruded edge for 3D) and lit for the time of day.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { Box } from '../draw/layout';
import type { ArtStyle } from '../spec';
import type { SettingId } from '../compose/scene-graph';
import { drawAppliance, isAppliance } from './appliances';
import { drawCot } from './baby';
import { drawBody, isBody } from './bodies';
import { drawDevice, isDevice } from './devices';
import { iconImage } from './icon-set';
import { iconBounds } from './picture-bounds';
import { drawMachine, isMachine } from './machines';
import { drawProduct, isProduct } from './products';
import { drawPlatedFood, isPlatedFood } from './plated-food';
import { drawRolledMats } from './rolled-mats';
import { drawSurface, isSurface } from './surfaces';
import { drawWorkChair, isWorkChair } from './work-chairs';
import { drawCar, isDrawnCar } from './drawn-cars';
import { drawNailCloseUp } from './nail-close-up';

export interface SpriteLook {
  artStyle: ArtStyle;
  accent: string;
  /** Colour of what an appliance holds (a blender's smoothie), or of the polish on painted nails. */
  contents: string;
  setting: SettingId;
  /** 1% of the frame's short side. */
  unit: number;
  /** Light of the time of day laid over the picture, or null. */
  tint: string | null;
  flip: boolean;
}

export interface Sprite {
  picture: Canvas;
  /** The box's top left sits this far inside the canvas (room for the finish). */
  pad: number;
  /** Where a device's app goes, in the box's pixels. */
  screen: Box | null;
}

/** The bare picture filling w × h. */
async function bare(picture: string, w: number, h: number, look: SpriteLook): Promise<{ canvas: Canvas; screen: Box | null }> {
  const canvas = createCanvas(Math.max(1, Math.ceil(w)), Math.max(1, Math.ceil(h)));
  const ctx = canvas.getContext('2d');
  if (isDevice(picture)) return { canvas, screen: drawDevice(ctx, picture, w, h) };
  if (isBody(picture)) await drawBody(ctx, picture, h, look.flip, look.contents);
  else if (picture === 'cot') drawCot(ctx, w, h);
  else if (picture === 'rolled-mats') drawRolledMats(ctx, w, h, look.accent);
  else if (isAppliance(picture)) drawAppliance(ctx, picture, w, h, look.accent, look.contents);
  else if (isMachine(picture)) drawMachine(ctx, picture, w, h);
  else if (isProduct(picture)) drawProduct(ctx, picture, w, h, look.accent);
  else if (isWorkChair(picture)) drawWorkChair(ctx, picture, w, h, look.accent);
  else if (isDrawnCar(picture)) drawCar(ctx, picture, w, h, look.accent);
  else if (picture === 'painted-nails') drawNailCloseUp(ctx, w, h, look.contents);
  else if (isPlatedFood(picture)) drawPlatedFood(ctx, picture, w, h, look.accent);
  else if (isSurface(picture)) drawSurface(ctx, picture, w, h, look.unit, look.accent, look.setting);
  else {
    // Scaled to the box on each axis: the same as the picture's own proportions, unless the layout foreshortens it (a pan lying on a hob).
    const b = await iconBounds(picture);
    const [iw, ih] = [w / b.w, h / b.h];
    const image = await iconImage(picture, Math.max(iw, ih));
    ctx.drawImage(image, -b.x * iw, -b.y * ih, iw, ih);
  }
  return { canvas, screen: null };
}

/** The picture at w × h, finished for the art style. */
export async function sprite(picture: string, w: number, h: number, look: SpriteLook, finish = true): Promise<Sprite> {
  const { canvas, screen } = await bare(picture, w, h, look);
  const size = Math.max(w, h);
  const pad = finish ? Math.round(size * 0.12) : 0;
  const out = createCanvas(canvas.width + 2 * pad, canvas.height + 2 * pad);
  const ctx = out.getContext('2d');
  if (look.flip) {
    ctx.translate(out.width, 0);
    ctx.scale(-1, 1);
  }
  if (finish && (look.artStyle === 'stop_motion' || look.artStyle === 'watercolour')) {
    // A white paper edge: the picture drawn a few pixels out in every direction, in white.
    const edge = createCanvas(out.width, out.height);
    const e = edge.getContext('2d');
    const r = Math.max(2, size * 0.022);
    for (let a = 0; a < Math.PI * 2; a += Math.PI / 6) e.drawImage(canvas, pad + Math.cos(a) * r, pad + Math.sin(a) * r);
    e.globalCompositeOperation = 'source-in';
    e.fillStyle = '#fffdf6';
    e.fillRect(0, 0, out.width, out.height);
    ctx.shadowColor = 'rgba(40,30,20,0.35)';
    ctx.shadowBlur = size * 0.03;
    ctx.shadowOffsetY = size * 0.02;
    ctx.drawImage(edge, 0, 0);
    ctx.shadowColor = 'transparent';
  } else if (finish && look.artStyle === 'whimsy_3d') {
    // An extruded edge: darker copies stacked behind the picture.
    const back = createCanvas(out.width, out.height);
    const b = back.getContext('2d');
    b.drawImage(canvas, pad, pad);
    b.globalCompositeOperation = 'source-atop';
    b.fillStyle = 'rgba(40,10,80,0.45)';
    b.fillRect(0, 0, out.width, out.height);
    const depth = Math.max(3, Math.round(size * 0.03));
    for (let k = depth; k > 0; k--) ctx.drawImage(back, k * 0.6, k);
  } else if (finish) {
    ctx.shadowColor = 'rgba(0,0,0,0.22)';
    ctx.shadowBlur = size * 0.05;
    ctx.shadowOffsetY = size * 0.025;
  }
  ctx.drawImage(canvas, pad, pad);
  ctx.shadowColor = 'transparent';
  if (look.tint) {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalCompositeOperation = 'source-atop';
    ctx.fillStyle = look.tint;
    ctx.fillRect(0, 0, out.width, out.height);
    ctx.globalCompositeOperation = 'source-over';
  }
  const mirrored = screen && look.flip ? { ...screen, x: canvas.width - screen.x - screen.w } : screen;
  return { picture: out, pad, screen: mirrored };
}
