/**
 * The moving ground of drawn scenes, in the art style's own material: a lit, vignetted gradient
 * with drifting light for cinematic; paper with cut-out shapes that shift by hand on twos for
 * stop motion; a flat ground with halftone dots and bobbing stickers for mascot; washes bleeding
 * on textured paper for watercolour; a gradient with glossy spheres floating in it for 3D.
 * Everything static is painted once into a base; each frame blits the base and places a few
 * pre-painted sprites on whole pixels, which keeps drawing far cheaper than encoding. Shapes keep
 * to the edges and corners, where the copy is not.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Palette } from '../ports';
import type { ArtStyle } from '../spec';
import { rng } from './anim';
import { luminance, mix } from './palette';
import { blockSprite, type BlockShape, type BlockSprite } from '../motion/blocks';
import { boil, THEMES } from '../motion/theme';

export interface Backdrop {
  draw(ctx: SKRSContext2D, t: number): void;
}

interface Floater {
  sprite: Canvas | BlockSprite;
  x: number;
  y: number;
  /** Drift radius (pixels) and speed (radians a second). */
  drift: number;
  speed: number;
  phase: number;
  alpha: number;
}

function grain(ctx: SKRSContext2D, width: number, height: number, random: () => number, strength: number): void {
  for (let i = 0; i < (width * height) / 300; i++) {
    ctx.fillStyle = random() > 0.5 ? `rgba(255,255,255,${strength})` : `rgba(0,0,0,${strength})`;
    ctx.fillRect(random() * width, random() * height, 1 + random() * 2.5, 1 + random() * 2.5);
  }
}

function radialSprite(size: number, colour: string, alpha: number): Canvas {
  const c = createCanvas(Math.ceil(size), Math.ceil(size));
  const ctx = c.getContext('2d');
  const g = ctx.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
  const hex = Math.round(alpha * 255).toString(16).padStart(2, '0');
  g.addColorStop(0, `${colour}${hex}`);
  g.addColorStop(1, `${colour}00`);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, size, size);
  return c;
}

/** A sphere lit from the top left, with its soft shadow, for the 3D style. */
function sphereSprite(d: number, colour: string): Canvas {
  const c = createCanvas(Math.ceil(d * 1.3), Math.ceil(d * 1.3));
  const ctx = c.getContext('2d');
  const r = d / 2;
  const cx = c.width / 2;
  const cy = c.height / 2 - d * 0.05;
  ctx.shadowColor = 'rgba(0,0,0,0.3)';
  ctx.shadowBlur = d * 0.12;
  ctx.shadowOffsetY = d * 0.08;
  const g = ctx.createRadialGradient(cx - r * 0.35, cy - r * 0.4, r * 0.05, cx, cy, r);
  g.addColorStop(0, mix(colour, '#ffffff', 0.55));
  g.addColorStop(0.55, colour);
  g.addColorStop(1, mix(colour, '#000000', 0.35));
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
  return c;
}

/** Places at the edges and corners: fractions of the frame, clear of the middle where the copy sits. */
const EDGE_SPOTS: readonly [number, number][] = [
  [0.02, 0.06],
  [0.98, 0.2],
  [0.04, 0.62],
  [0.96, 0.86],
  [0.5, 1.02],
  [0.88, -0.02],
];

export function backdrop(palette: Palette, artStyle: ArtStyle, width: number, height: number, seed: number): Backdrop {
  const random = rng(seed);
  const unit = Math.min(width, height);
  const theme = THEMES[artStyle];
  const base = createCanvas(width, height);
  const b = base.getContext('2d');
  const floaters: Floater[] = [];
  const spots = [...EDGE_SPOTS].sort(() => random() - 0.5);
  const spot = (i: number) => spots[i % spots.length]!;
  const add = (sprite: Canvas | BlockSprite, i: number, drift: number, alpha = 1) => {
    const [fx, fy] = spot(i);
    floaters.push({ sprite, x: fx * width, y: fy * height, drift, speed: 0.25 + random() * 0.35, phase: random() * Math.PI * 2, alpha });
  };
  const block = (shape: BlockShape, w: number, h: number, colour: string, i: number) => blockSprite(theme, shape, w, h, colour, unit, seed + i);

  switch (artStyle) {
    case 'cinematic': {
      const g = b.createLinearGradient(0, 0, width * 0.3, height);
      g.addColorStop(0, palette.background);
      g.addColorStop(1, palette.backgroundAlt);
      b.fillStyle = g;
      b.fillRect(0, 0, width, height);
      // A vignette draws the eye to the middle.
      const v = b.createRadialGradient(width / 2, height / 2, unit * 0.3, width / 2, height / 2, Math.hypot(width, height) * 0.6);
      v.addColorStop(0, 'rgba(0,0,0,0)');
      v.addColorStop(1, 'rgba(0,0,0,0.22)');
      b.fillStyle = v;
      b.fillRect(0, 0, width, height);
      // A second, fainter light stays put; only the warm one drifts (each blended sprite costs a pass over its pixels).
      const still = radialSprite(unit * 1.1, '#ffffff', 0.07);
      const [sx, sy] = spot(3);
      b.drawImage(still, sx * width - still.width / 2, sy * height - still.height / 2);
      grain(b, width, height, random, 0.025);
      // Light is lighter than the ground: a dark accent (a brand's near-black) would drift as a smudge.
      const light = luminance(palette.accent) > luminance(palette.background) ? palette.accent : '#ffffff';
      add(radialSprite(unit * 1.1, light, light === palette.accent ? 0.24 : 0.14), 0, unit * 0.12);
      break;
    }
    case 'stop_motion': {
      b.fillStyle = palette.background;
      b.fillRect(0, 0, width, height);
      grain(b, width, height, random, 0.05);
      const colours = [palette.backgroundAlt, mix(palette.accent, palette.background, 0.55), palette.backgroundAlt, mix(palette.accent, palette.background, 0.7)];
      colours.forEach((c, i) => {
        const s = unit * (0.22 + random() * 0.18);
        add(block(i % 2 ? 'disc' : 'rect', s, i % 2 ? s : s * 0.6, c, i), i, unit * 0.015);
      });
      break;
    }
    case 'mascot': {
      b.fillStyle = palette.background;
      b.fillRect(0, 0, width, height);
      // Halftone dots fading from one corner.
      b.fillStyle = mix(palette.backgroundAlt, palette.background, 0.3);
      const step = unit * 0.04;
      for (let y = 0; y < height; y += step) {
        for (let x = 0; x < width; x += step) {
          const fade = 1 - Math.hypot(x / width, (height - y) / height) / 1.1;
          if (fade <= 0) continue;
          b.beginPath();
          b.arc(x + ((y / step) % 2) * step * 0.5, y, step * 0.32 * fade, 0, Math.PI * 2);
          b.fill();
        }
      }
      [palette.backgroundAlt, palette.accent, palette.backgroundAlt].forEach((c, i) => {
        const s = unit * (i === 1 ? 0.09 : 0.3 + random() * 0.12);
        add(block(i === 1 ? 'pill' : 'disc', s, i === 1 ? s * 0.45 : s, c, i), i, unit * 0.03);
      });
      break;
    }
    case 'watercolour': {
      b.fillStyle = palette.background;
      b.fillRect(0, 0, width, height);
      // Washes laid once, then the paper's tooth over them.
      for (let i = 0; i < 5; i++) {
        const [fx, fy] = spot(i + 2);
        const s = radialSprite(unit * (0.7 + random() * 0.5), i % 2 ? palette.backgroundAlt : mix(palette.accent, palette.background, 0.6), 0.55);
        b.drawImage(s, fx * width - s.width / 2, fy * height - s.height / 2);
      }
      grain(b, width, height, random, 0.04);
      add(radialSprite(unit * 0.8, palette.backgroundAlt, 0.5), 0, unit * 0.05);
      add(radialSprite(unit * 0.6, mix(palette.accent, palette.background, 0.5), 0.4), 1, unit * 0.05);
      break;
    }
    case 'whimsy_3d': {
      const g = b.createLinearGradient(0, 0, width, height);
      g.addColorStop(0, palette.background);
      g.addColorStop(1, palette.backgroundAlt);
      b.fillStyle = g;
      b.fillRect(0, 0, width, height);
      const glow = b.createRadialGradient(width * 0.5, height * 0.35, 0, width * 0.5, height * 0.35, unit * 0.8);
      glow.addColorStop(0, 'rgba(255,255,255,0.18)');
      glow.addColorStop(1, 'rgba(255,255,255,0)');
      b.fillStyle = glow;
      b.fillRect(0, 0, width, height);
      [palette.accent, palette.backgroundAlt, mix(palette.background, '#ffffff', 0.25), palette.accent].forEach((c, i) => {
        add(sphereSprite(unit * (i % 3 === 0 ? 0.12 : 0.22 + random() * 0.1), c), i, unit * 0.035);
      });
      break;
    }
  }

  return {
    draw(ctx, t) {
      ctx.drawImage(base, 0, 0);
      floaters.forEach((f, i) => {
        const jitter = boil(theme, t, 500 + i, unit);
        const x = f.x + Math.sin(t * f.speed + f.phase) * f.drift + jitter.dx;
        const y = f.y + Math.cos(t * f.speed * 0.8 + f.phase) * f.drift + jitter.dy;
        const canvas = 'canvas' in f.sprite ? f.sprite.canvas : f.sprite;
        ctx.globalAlpha = f.alpha;
        ctx.drawImage(canvas, Math.round(x - canvas.width / 2), Math.round(y - canvas.height / 2));
      });
      ctx.globalAlpha = 1;
    },
  };
}
