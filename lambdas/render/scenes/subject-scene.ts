/**
 * The engine's own `t2v_fast` look: the subjects the prompt names (illustrations/subjects.ts),
 * drawn from the illustration set and composed with depth, light and camera motion over the
 * setting the prompt suggests (./illustrated.ts). The setting sits behind, out of focus and
 * trucking slowly; the main subject stands in the middle of the content area on its shadow,
 * lit from behind, with lesser subjects further back at the sides; the camera pushes in, the
 * subjects drift against the background (parallax) and a light sweeps across the main one.
 * The art style sets the motion (stop motion on twos with a jitter, mascot and 3D with a bounce)
 * and the finish (paper cut-out edges, an extruded 3D edge). Every layer is drawn once; frames
 * only place them, unzoomed on a stage that is then drawn once with the camera's zoom: resampling
 * a whole frame costs about as much as everything else in it, so it happens once, not per layer.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { FootageRequest, FrameSource } from '../ports';
import { animationTime, easeInOut, progress, rng } from '../draw/anim';
import { mix } from '../draw/palette';
import { iconImage } from '../illustrations/icon-set';
import { subjectsOf } from '../illustrations/subjects';
import { illustratedFootage } from './illustrated';

interface Sprite {
  picture: Canvas;
  /** Where the picture's centre rests, and its drawn size. */
  x: number;
  y: number;
  size: number;
  /** 1 for the main subject, less for those behind it: how much they drift with the camera. */
  depth: number;
  /** Where its drawing starts and ends, relative to the centre. */
  top: number;
  bottom: number;
}

/** A subject whose drawing rests on `groundY`, centred on `x`. */
function standing(picture: Canvas, x: number, groundY: number, size: number, depth: number): Sprite {
  const rows = opaqueRows(picture);
  const top = rows.top - picture.height / 2;
  const bottom = rows.bottom - picture.height / 2;
  return { picture, x, y: groundY - bottom, size, depth, top, bottom };
}

const HOT = new Set(['hot-beverage', 'teacup-without-handle', 'steaming-bowl', 'pot-of-food']);

/** The illustration with its finish for the art style: a soft shadow, paper edges or a 3D edge. */
async function subjectPicture(name: string, size: number, req: FootageRequest, blur: number): Promise<Canvas> {
  const image = await iconImage(name, Math.round(size));
  const pad = Math.round(size * 0.18);
  const c = createCanvas(image.width + 2 * pad, image.height + 2 * pad);
  const ctx = c.getContext('2d');
  if (blur > 0) ctx.filter = `blur(${blur}px)`;
  if (req.artStyle === 'stop_motion' || req.artStyle === 'watercolour') {
    // A white paper edge: the picture drawn a few pixels out in every direction, in white.
    const edge = createCanvas(c.width, c.height);
    const e = edge.getContext('2d');
    const r = Math.max(2, size * 0.025);
    for (let a = 0; a < Math.PI * 2; a += Math.PI / 6) e.drawImage(image, pad + Math.cos(a) * r, pad + Math.sin(a) * r);
    e.globalCompositeOperation = 'source-in';
    e.fillStyle = '#fffdf6';
    e.fillRect(0, 0, c.width, c.height);
    ctx.shadowColor = 'rgba(40,30,20,0.35)';
    ctx.shadowBlur = size * 0.03;
    ctx.shadowOffsetY = size * 0.02;
    ctx.drawImage(edge, 0, 0);
    ctx.shadowColor = 'transparent';
  } else if (req.artStyle === 'whimsy_3d') {
    // An extruded edge: darker copies stacked behind the picture.
    const depth = Math.max(3, Math.round(size * 0.035));
    const back = createCanvas(c.width, c.height);
    const b = back.getContext('2d');
    b.drawImage(image, pad, pad);
    b.globalCompositeOperation = 'source-atop';
    b.fillStyle = 'rgba(40,10,80,0.45)';
    b.fillRect(0, 0, c.width, c.height);
    for (let k = depth; k > 0; k--) ctx.drawImage(back, k * 0.6, k);
  } else {
    ctx.shadowColor = 'rgba(0,0,0,0.28)';
    ctx.shadowBlur = size * 0.06;
    ctx.shadowOffsetY = size * 0.03;
  }
  ctx.drawImage(image, pad, pad);
  return c;
}

/** A warm pool of light behind the main subject. */
function glow(size: number, colour: string): Canvas {
  const d = Math.round(size * 2.2);
  const c = createCanvas(d, d);
  const ctx = c.getContext('2d');
  const g = ctx.createRadialGradient(d / 2, d / 2, 0, d / 2, d / 2, d / 2);
  g.addColorStop(0, colour);
  g.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, d, d);
  return c;
}

/** A soft contact shadow, drawn once and scaled to each subject: dark under it, fading out. */
function shadowSprite(): Canvas {
  const c = createCanvas(256, 256);
  const ctx = c.getContext('2d');
  const g = ctx.createRadialGradient(128, 128, 0, 128, 128, 128);
  g.addColorStop(0, 'rgba(0,0,0,0.42)');
  g.addColorStop(0.55, 'rgba(0,0,0,0.2)');
  g.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 256, 256);
  return c;
}

/** The subject's contact shadow on the ground; it shrinks and fades as the subject lifts (0..1). */
function groundShadow(ctx: SKRSContext2D, shadow: Canvas, x: number, y: number, w: number, lift: number): void {
  const rx = w * (0.5 - lift * 0.08);
  const ry = w * 0.085;
  ctx.globalAlpha = 1 - lift * 0.35;
  ctx.drawImage(shadow, x - rx, y - ry, 2 * rx, 2 * ry);
  ctx.globalAlpha = 1;
}

/** The rows where a picture's opaque part starts and ends: an icon's drawing rarely fills its square. */
function opaqueRows(picture: Canvas): { top: number; bottom: number } {
  const { width, height } = picture;
  const alpha = picture.getContext('2d').getImageData(0, 0, width, height).data;
  const solid = (y: number) => {
    for (let x = 0; x < width; x++) if (alpha[(y * width + x) * 4 + 3]! > 128) return true;
    return false;
  };
  let top = 0;
  while (top < height - 1 && !solid(top)) top++;
  let bottom = height - 1;
  while (bottom > top && !solid(bottom)) bottom--;
  return { top, bottom: bottom + 1 };
}

/** null when the prompt names nothing the illustration set has: the setting alone is drawn then. */
export async function subjectFootage(req: FootageRequest): Promise<FrameSource | null> {
  const names = subjectsOf(req.prompt);
  if (names.length === 0) return null;
  const { content, width, height } = req;
  const unit = Math.min(content.w, content.h);
  const mainSize = unit * 0.62;
  const ground = content.y + content.h * 0.84;
  // Indoors the subjects stand on the desk: its top edge runs just behind their feet.
  const setting = illustratedFootage(req, { depthBlur: Math.round(Math.min(width, height) * 0.008), props: false, deskTop: ground - content.h * 0.12 });
  const backGround = ground - content.h * 0.08;
  const sprites: Sprite[] = [];
  const [main, ...others] = names;
  // Lesser subjects stand behind, to the sides, smaller and softer.
  await Promise.all(
    others.map(async (name, i) => {
      const size = mainSize * 0.45;
      const side = i === 0 ? -1 : 1;
      const picture = await subjectPicture(name, size, req, Math.round(size * 0.012));
      sprites[i] = standing(picture, content.x + content.w / 2 + side * content.w * 0.32, backGround, size, 0.5);
    }),
  );
  const mainPicture = await subjectPicture(main!, mainSize, req, 0);
  const hero = standing(mainPicture, content.x + content.w / 2, ground, mainSize, 1);
  const shadow = shadowSprite();
  const light = glow(mainSize, req.artStyle === 'cinematic' ? 'rgba(255,214,150,0.55)' : 'rgba(255,255,255,0.6)');
  const sweep = createCanvas(mainPicture.width, mainPicture.height);
  const random = rng(req.seed ^ 0x2545f491);
  const direction = random() > 0.5 ? 1 : -1;
  const duration = req.frames / req.fps;
  const stopMotion = req.artStyle === 'stop_motion';
  const bouncy = req.artStyle === 'mascot' || req.artStyle === 'whimsy_3d';
  const steam = HOT.has(main!);
  const vignette = createCanvas(width, height);
  const v = vignette.getContext('2d');
  const vg = v.createRadialGradient(width / 2, height / 2, Math.min(width, height) * 0.35, width / 2, height / 2, Math.max(width, height) * 0.75);
  vg.addColorStop(0, 'rgba(0,0,0,0)');
  vg.addColorStop(1, req.artStyle === 'cinematic' ? 'rgba(0,0,0,0.45)' : `${mix(req.palette.background, '#000000', 0.5)}33`);
  v.fillStyle = vg;
  v.fillRect(0, 0, width, height);

  const place = (ctx: SKRSContext2D, s: Sprite, drift: number, bob: number, tilt: number) => {
    const w = s.picture.width;
    const h = s.picture.height;
    ctx.save();
    ctx.translate(s.x + drift * s.depth, s.y - bob);
    ctx.rotate(tilt);
    ctx.drawImage(s.picture, -w / 2, -h / 2);
    ctx.restore();
  };

  const stage = createCanvas(width, height);
  const ctx = stage.getContext('2d');

  return {
    async draw(frameCtx, frame) {
      const t = animationTime(frame / req.fps, stopMotion);
      const p = easeInOut(Math.min(1, t / Math.max(duration, 1)));
      await setting.draw(ctx, frame);
      const drift = -direction * unit * 0.06 * p;
      const jitter = stopMotion ? (rng(Math.floor(t * 12) + req.seed)() - 0.5) * unit * 0.01 : 0;
      for (const s of sprites) {
        if (!s) continue;
        groundShadow(ctx, shadow, s.x + drift * s.depth, backGround, s.size, 0);
        place(ctx, s, drift + jitter, Math.sin(t * 1.4 + s.x) * unit * 0.008, 0);
      }
      const bob = bouncy ? Math.abs(Math.sin(t * 2.6)) * unit * 0.035 : (Math.sin(t * 1.6) * 0.5 + 0.5) * unit * 0.02;
      const tilt = bouncy ? Math.sin(t * 2.6) * 0.04 : Math.sin(t * 0.9) * 0.015;
      // Whole pixels: the soft pool of light looks the same and is copied, not resampled.
      ctx.drawImage(light, Math.round(hero.x + drift - light.width / 2), Math.round(hero.y - light.height / 2));
      groundShadow(ctx, shadow, hero.x + drift, ground, hero.size, bob / (unit * 0.035));
      // A band of light crosses the main subject once, early in the scene.
      const sweepAt = progress(t, 0.5, 1.2);
      if (sweepAt > 0 && sweepAt < 1) {
        const sc = sweep.getContext('2d');
        sc.clearRect(0, 0, sweep.width, sweep.height);
        sc.globalCompositeOperation = 'source-over';
        sc.drawImage(mainPicture, 0, 0);
        sc.globalCompositeOperation = 'source-atop';
        const bx = -sweep.width * 0.5 + sweepAt * sweep.width * 2;
        const band = sc.createLinearGradient(bx - sweep.width * 0.25, 0, bx + sweep.width * 0.25, sweep.height * 0.3);
        band.addColorStop(0, 'rgba(255,255,255,0)');
        band.addColorStop(0.5, 'rgba(255,255,255,0.55)');
        band.addColorStop(1, 'rgba(255,255,255,0)');
        sc.fillStyle = band;
        sc.fillRect(0, 0, sweep.width, sweep.height);
        place(ctx, { ...hero, picture: sweep }, drift + jitter, bob, tilt);
      } else place(ctx, hero, drift + jitter, bob, tilt);
      if (steam) {
        ctx.strokeStyle = 'rgba(255,255,255,0.65)';
        ctx.lineWidth = Math.max(2, unit * 0.012);
        ctx.lineCap = 'round';
        for (let k = 0; k < 3; k++) {
          ctx.beginPath();
          const x0 = hero.x + drift + (k - 1) * hero.size * 0.12;
          const y0 = hero.y - bob + hero.top;
          for (let y = 0; y < hero.size * 0.35; y += 3) ctx.lineTo(x0 + Math.sin(y / (unit * 0.03) - t * 4 + k) * unit * 0.015, y0 - y);
          ctx.stroke();
        }
      }
      // The camera pushes in on the main subject.
      const zoom = 1 + 0.09 * p;
      frameCtx.save();
      frameCtx.translate(hero.x, hero.y);
      frameCtx.scale(zoom, zoom);
      frameCtx.translate(-hero.x, -hero.y);
      frameCtx.drawImage(stage, 0, 0);
      frameCtx.restore();
      frameCtx.drawImage(vignette, 0, 0);
    },
  };
}
