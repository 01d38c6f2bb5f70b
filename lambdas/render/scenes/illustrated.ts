/**
 * The engine's own `t2v_fast` look: an illustrated, parallax-animated setting chosen from the
 * prompt's words (city, nature, sea, night sky or an interior), in the video's palette. Each
 * depth layer is drawn once, wider than the frame; frames only move the layers at different
 * speeds and animate a few small things (clouds, waves, lights, steam).
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { FootageRequest, FrameSource } from '../ports';
import { animationTime, rng } from '../draw/anim';
import { mix } from '../draw/palette';

export const SETTINGS = ['city', 'nature', 'sea', 'night', 'interior'] as const;
export type Setting = (typeof SETTINGS)[number];

const KEYWORDS: Record<Setting, RegExp> = {
  night: /\b(night|stars?|space|moon|galaxy|midnight|dark)\b/i,
  sea: /\b(beach|ocean|sea|coast|surf|lake|island|waves?|harbou?r|boat)\b/i,
  interior: /\b(office|desk|kitchen|home|room|caf[eé]|coffee|latte|espresso|cappuccino|barista|laptop|studio|shop|store|restaurant|classroom|indoors?)\b/i,
  city: /\b(city|street|urban|downtown|town|buildings?|skyline|traffic|market)\b/i,
  nature: /\b(mountains?|forest|hike|park|outdoors?|nature|trees?|garden|field|farm|valley)\b/i,
};

/** Camera directions name no place ("shallow depth of field" is not a field). */
const CAMERA_TERMS = /\b(depth of field|field of view)\b/gi;

export function settingFor(prompt: string): Setting {
  const words = prompt.replace(CAMERA_TERMS, ' ');
  return (['night', 'sea', 'interior', 'city', 'nature'] as Setting[]).find((s) => KEYWORDS[s].test(words)) ?? 'nature';
}

function sky(w: number, h: number, setting: Setting, sunset: boolean, random: () => number): Canvas {
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d');
  const g = ctx.createLinearGradient(0, 0, 0, h);
  const stops: [string, string] =
    setting === 'night' ? ['#0b1026', '#2b3a67'] : sunset ? ['#ff9a5a', '#ffd39b'] : ['#5aa9e6', '#cfe8f7'];
  g.addColorStop(0, stops[0]);
  g.addColorStop(1, stops[1]);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  if (setting === 'night') {
    ctx.fillStyle = '#ffffff';
    for (let i = 0; i < 160; i++) {
      ctx.globalAlpha = 0.3 + random() * 0.7;
      ctx.fillRect(random() * w, random() * h * 0.7, 2, 2);
    }
    ctx.globalAlpha = 1;
  }
  return c;
}

/**
 * The sun or the moon, with a soft halo. Drawn apart from the sky, at a place in the frame: the
 * sky layer is wider than the frame, and on it the sun could stand where the camera never looks.
 */
function sun(r: number, setting: Setting, sunset: boolean): Canvas {
  const d = Math.ceil(r * 5);
  const c = createCanvas(d, d);
  const ctx = c.getContext('2d');
  const core = setting === 'night' ? '#f4f1de' : sunset ? '#fff1c1' : '#fff7d6';
  const halo = ctx.createRadialGradient(d / 2, d / 2, r, d / 2, d / 2, d / 2);
  halo.addColorStop(0, `${core}66`);
  halo.addColorStop(1, `${core}00`);
  ctx.fillStyle = halo;
  ctx.fillRect(0, 0, d, d);
  ctx.fillStyle = core;
  ctx.beginPath();
  ctx.arc(d / 2, d / 2, r, 0, Math.PI * 2);
  ctx.fill();
  return c;
}

/** A puffy cloud (overlapping rounds, softened), drawn once and scaled for each cloud in the sky. */
function cloud(width: number): Canvas {
  const u = width / 4;
  const c = createCanvas(Math.ceil(width + u), Math.ceil(u * 2.2));
  const ctx = c.getContext('2d');
  ctx.filter = `blur(${Math.max(1, Math.round(u * 0.08))}px)`;
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  ctx.beginPath();
  for (const [x, y, r] of [[1, 1.45, 0.65], [1.8, 1.05, 0.9], [2.8, 1.25, 0.75], [3.6, 1.5, 0.55]] as const) {
    ctx.moveTo(x * u + r * u, y * u);
    ctx.arc(x * u, y * u, r * u, 0, Math.PI * 2);
  }
  ctx.roundRect(u * 0.5, u * 1.35, u * 3.6, u * 0.7, u * 0.35);
  ctx.fill();
  return c;
}

/** A ridge line across the layer: mountains, hills or dunes. */
function ridge(ctx: SKRSContext2D, w: number, h: number, base: number, amp: number, color: string, random: () => number, jagged: boolean): void {
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.moveTo(0, h);
  const step = w / (jagged ? 9 : 5);
  for (let x = 0; x <= w + step; x += step) {
    const y = base - (jagged ? random() : 0.5 + 0.5 * Math.sin(x / step + random())) * amp;
    if (jagged) ctx.lineTo(x, y);
    else ctx.quadraticCurveTo(x - step / 2, y - amp * 0.3, x, y);
  }
  ctx.lineTo(w, h);
  ctx.closePath();
  ctx.fill();
}

function skyline(ctx: SKRSContext2D, w: number, h: number, base: number, color: string, random: () => number, windows: boolean): void {
  let x = 0;
  while (x < w) {
    const bw = w * (0.04 + random() * 0.06);
    const bh = h * (0.15 + random() * 0.35);
    ctx.fillStyle = color;
    ctx.fillRect(x, base - bh, bw, h - base + bh);
    if (windows) {
      ctx.fillStyle = 'rgba(255,230,150,0.55)';
      for (let wy = base - bh + bw * 0.2; wy < base - bw * 0.2; wy += bw * 0.35) {
        for (let wx = x + bw * 0.15; wx < x + bw * 0.8; wx += bw * 0.3) if (random() > 0.45) ctx.fillRect(wx, wy, bw * 0.14, bw * 0.16);
      }
    }
    x += bw + w * 0.005;
  }
}

function trees(ctx: SKRSContext2D, w: number, h: number, base: number, color: string, random: () => number): void {
  ctx.fillStyle = color;
  for (let x = 0; x < w; x += w * (0.03 + random() * 0.05)) {
    const th = h * (0.08 + random() * 0.1);
    ctx.beginPath();
    ctx.moveTo(x, base - th);
    ctx.lineTo(x - th * 0.35, base);
    ctx.lineTo(x + th * 0.35, base);
    ctx.closePath();
    ctx.fill();
  }
}

function interiorLayers(w: number, h: number, req: FootageRequest, random: () => number, props: boolean, deskTop: number): Canvas[] {
  const wall = createCanvas(w, h);
  const a = wall.getContext('2d');
  const g = a.createLinearGradient(0, 0, 0, h);
  g.addColorStop(0, mix(req.palette.background, '#ffffff', 0.55));
  g.addColorStop(1, mix(req.palette.background, '#ffffff', 0.3));
  a.fillStyle = g;
  a.fillRect(0, 0, w, h);
  // A window with daylight and a shelf.
  a.fillStyle = '#bfe3f5';
  a.fillRect(w * 0.55, h * 0.12, w * 0.3, h * 0.3);
  a.strokeStyle = mix(req.palette.backgroundAlt, '#000000', 0.2);
  a.lineWidth = Math.max(4, w * 0.008);
  a.strokeRect(w * 0.55, h * 0.12, w * 0.3, h * 0.3);
  a.fillStyle = req.palette.backgroundAlt;
  a.fillRect(w * 0.1, h * 0.35, w * 0.3, h * 0.02);
  for (let i = 0; i < 5; i++) {
    a.fillStyle = i % 2 ? req.palette.accent : mix(req.palette.accent, '#ffffff', 0.4);
    a.fillRect(w * (0.12 + i * 0.05), h * (0.27 + random() * 0.03), w * 0.035, h * 0.08);
  }
  const desk = createCanvas(w, h);
  const d = desk.getContext('2d');
  d.fillStyle = mix(req.palette.backgroundAlt, '#5a3d2b', 0.5);
  d.fillRect(0, deskTop, w, h - deskTop);
  d.fillStyle = mix(req.palette.backgroundAlt, '#3d281b', 0.6);
  d.fillRect(0, deskTop, w, h * 0.025);
  if (!props) return [wall, desk];
  // Cup and laptop sit on the desk.
  d.fillStyle = '#f4f4f4';
  d.fillRect(w * 0.3, h * 0.58, w * 0.08, h * 0.1);
  d.fillStyle = '#2f3640';
  d.fillRect(w * 0.5, h * 0.5, w * 0.28, h * 0.17);
  d.fillStyle = req.palette.accent;
  d.fillRect(w * 0.515, h * 0.515, w * 0.25, h * 0.14);
  return [wall, desk];
}

export interface SettingOptions {
  /** Blur of the layers, in pixels: a setting behind a subject is out of focus. */
  depthBlur: number;
  /** Draw the setting's own props (a cup and a laptop on the desk); off when subjects stand in front. */
  props: boolean;
  /** Where the desk's top edge runs indoors (y in pixels), so subjects stand on it; 68% of the height by default. */
  deskTop?: number;
}

/** A depth layer cut to the rows it paints, and where those rows start. */
interface Layer {
  picture: Canvas;
  top: number;
}

/** Blending a layer's transparent rows on every frame would change nothing and cost as much as its painted ones. */
function trimmed(layer: Canvas): Layer {
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

function blurred(layer: Canvas, px: number): Canvas {
  if (px <= 0) return layer;
  const c = createCanvas(layer.width, layer.height);
  const ctx = c.getContext('2d');
  ctx.filter = `blur(${px}px)`;
  ctx.drawImage(layer, 0, 0);
  return c;
}

export function illustratedFootage(req: FootageRequest, options: SettingOptions = { depthBlur: 0, props: true }): FrameSource {
  const random = rng(req.seed);
  const setting = settingFor(req.prompt);
  const sunset = /\b(sunset|sunrise|evening|dusk|golden)\b/i.test(req.prompt);
  // Layers are wider than the frame so the camera can pan across them.
  const w = Math.round(req.width * 1.4);
  const h = req.height;
  const tint = (c: string, k: number) => mix(c, req.palette.background, k);
  let layers: Canvas[];
  if (setting === 'interior') {
    layers = interiorLayers(w, h, req, random, options.props, options.deskTop ?? h * 0.68);
  } else {
    const far = createCanvas(w, h);
    const mid = createCanvas(w, h);
    const near = createCanvas(w, h);
    const f = far.getContext('2d');
    const m = mid.getContext('2d');
    const n = near.getContext('2d');
    if (setting === 'city' || setting === 'night') {
      skyline(f, w, h, h * 0.7, tint('#4a5a7a', 0.25), random, false);
      skyline(m, w, h, h * 0.8, tint('#2a3350', 0.2), random, true);
      n.fillStyle = tint('#1c2030', 0.15);
      n.fillRect(0, h * 0.86, w, h * 0.14);
    } else if (setting === 'sea') {
      ridge(f, w, h, h * 0.55, h * 0.08, tint('#6d8fa8', 0.2), random, false);
      m.fillStyle = tint('#1f6f9f', 0.15);
      m.fillRect(0, h * 0.58, w, h * 0.42);
      n.fillStyle = tint('#e8d3a2', 0.1);
      n.beginPath();
      n.ellipse(w * 0.5, h * 1.02, w * 0.7, h * 0.2, 0, 0, Math.PI * 2);
      n.fill();
    } else {
      ridge(f, w, h, h * 0.6, h * 0.25, tint('#6b7fa0', 0.25), random, true);
      ridge(m, w, h, h * 0.75, h * 0.12, tint('#4f7a4a', 0.2), random, false);
      trees(m, w, h, h * 0.78, tint('#2f5530', 0.15), random);
      ridge(n, w, h, h * 0.9, h * 0.06, tint('#3b5e2f', 0.1), random, false);
    }
    layers = [sky(w, h, setting, sunset, random), far, mid, near];
  }
  // Farther layers are softer: the focus is in front.
  const depth = layers.map((layer, i) => trimmed(blurred(layer, Math.round(options.depthBlur * (layers.length - i) / layers.length))));
  const parallax = setting === 'interior' ? [0.25, 1] : [0.05, 0.25, 0.55, 1];
  const direction = random() > 0.5 ? 1 : -1;
  const clouds = Array.from({ length: 4 }, () => ({ x: random() * w, y: random() * h * 0.35, s: 0.6 + random() }));
  const cloudPicture = cloud(130 * (req.width / 540));
  const outdoors = setting !== 'interior';
  const sunPicture = outdoors ? sun(Math.min(req.width, req.height) * 0.07, setting, sunset) : null;
  const stopMotion = req.artStyle === 'stop_motion';
  const duration = req.frames / req.fps;

  return {
    draw(ctx, frame) {
      const t = animationTime(frame / req.fps, stopMotion);
      const travel = (w - req.width) * (t / Math.max(duration, 1));
      ctx.save();
      depth.forEach((layer, i) => {
        const shift = direction > 0 ? travel * parallax[i]! : (w - req.width) - travel * parallax[i]!;
        // Whole-pixel offsets keep each layer a plain copy (no resampling): the camera trucks, it does not zoom.
        ctx.drawImage(layer.picture, -Math.round(shift), layer.top);
        if (i === 0 && sunPicture) {
          // In the frame's upper right (low for a sunset, above the towers at night), moving with the sky.
          const x = req.width * 0.72 - (shift - (direction > 0 ? 0 : w - req.width)) - sunPicture.width / 2;
          ctx.drawImage(sunPicture, Math.round(x), Math.round(req.height * (sunset ? 0.55 : setting === 'night' ? 0.15 : 0.22) - sunPicture.height / 2));
        }
        if (i === 0 && outdoors && setting !== 'night') {
          for (const c of clouds) {
            const x = ((c.x + t * 20 * c.s - shift * 0.1) % (w + 200)) - 100;
            const cw = cloudPicture.width * c.s;
            const ch = cloudPicture.height * c.s;
            ctx.drawImage(cloudPicture, x - cw / 2, c.y - ch / 2, cw, ch);
          }
        }
      });
      if (setting === 'sea') {
        ctx.strokeStyle = 'rgba(255,255,255,0.5)';
        ctx.lineWidth = Math.max(2, req.width * 0.004);
        for (let k = 0; k < 5; k++) {
          const y = req.height * (0.64 + k * 0.05);
          ctx.beginPath();
          for (let x = 0; x <= req.width; x += 12) ctx.lineTo(x, y + Math.sin(x / 40 + t * 2 + k) * req.height * 0.004);
          ctx.stroke();
        }
      }
      if (setting === 'interior' && options.props) {
        // Steam rising from the cup.
        ctx.strokeStyle = 'rgba(255,255,255,0.6)';
        ctx.lineWidth = Math.max(2, req.width * 0.005);
        const shift = direction > 0 ? travel : (w - req.width) - travel;
        for (let k = 0; k < 2; k++) {
          ctx.beginPath();
          for (let y = 0; y < req.height * 0.1; y += 4) {
            ctx.lineTo(w * (0.32 + k * 0.03) - shift + Math.sin(y / 12 - t * 4 + k) * req.width * 0.01, req.height * 0.57 - y);
          }
          ctx.stroke();
        }
      }
      ctx.restore();
    },
  };
}
