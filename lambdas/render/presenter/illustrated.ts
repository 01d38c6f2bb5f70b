/**
 * The engine's illustrated presenter for `s2v` and `walk_talk`: a catalogue face drawn as a
 * character whose mouth follows the narration, who blinks and sways, in a studio; `walk_talk`
 * walks: the camera tracks the presenter down a street whose layers pass at different speeds
 * (far buildings slowly, shopfronts faster, lamp posts at the kerb faster still, behind the
 * presenter), with a walking gait (bob, sway, swinging arms).
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { AvatarPreset } from '../../core/presets';
import type { FrameSource, PresenterRequest } from '../ports';
import { animationTime, rng } from '../draw/anim';
import { mix } from '../draw/palette';
import { drawLowerThird, lowerThirdSprite } from './lower-third';

interface Figure {
  cx: number;
  cy: number;
  /** Head radius: the unit of the figure. */
  r: number;
}

/** Where the figure stands: centred in tall frames, left of centre in wide ones, head in the content area. */
function framing(req: PresenterRequest): Figure {
  const wide = req.width > req.height * 1.1;
  const r = Math.min(req.width * (wide ? 0.12 : 0.2), req.content.h * 0.22);
  return { cx: wide ? req.width * 0.62 : req.width / 2, cy: req.content.y + req.content.h * (wide ? 0.4 : 0.45), r };
}

function studio(req: PresenterRequest, backdrop: string): Canvas {
  const c = createCanvas(req.width, req.height);
  const ctx = c.getContext('2d');
  const g = ctx.createLinearGradient(0, 0, 0, req.height);
  g.addColorStop(0, mix(backdrop, '#ffffff', 0.3));
  g.addColorStop(1, mix(backdrop, '#000000', 0.18));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, req.width, req.height);
  const random = rng(req.seed);
  // Soft out-of-focus studio lights.
  for (let i = 0; i < 8; i++) {
    ctx.fillStyle = `rgba(255,255,255,${0.08 + random() * 0.1})`;
    ctx.beginPath();
    ctx.arc(random() * req.width, random() * req.height * 0.6, Math.min(req.width, req.height) * (0.05 + random() * 0.08), 0, Math.PI * 2);
    ctx.fill();
  }
  return c;
}

/** How far each street layer travels over the scene, in frame widths: depth by speed. */
const STREET_SPEEDS = [0.15, 0.45] as const;
/**
 * Lamp posts at the kerb, between the shopfronts and the presenter: nearer than the shops, so
 * they pass faster (frame widths a second), and behind the presenter, so they never cross the face.
 */
const POST_SPEED = 0.4;
const POST_GAP = [0.9, 1.4] as const;

interface Street {
  sky: Canvas;
  layers: Canvas[];
  /** One lamp post, a little soft, and where each stands along the street (x in frame widths). */
  post: Canvas;
  posts: number[];
}

/** Two layers of a street, each as wide as it travels plus one frame (buildings, shopfronts), and the lamp posts in front. */
function street(req: PresenterRequest, backdrop: string, durationSec: number): Street {
  const { width: w, height: h } = req;
  const random = rng(req.seed);
  const sky = createCanvas(w, h);
  const s = sky.getContext('2d');
  const g = s.createLinearGradient(0, 0, 0, h);
  g.addColorStop(0, mix(backdrop, '#7fb3e6', 0.6));
  g.addColorStop(1, mix(backdrop, '#ffffff', 0.5));
  s.fillStyle = g;
  s.fillRect(0, 0, w, h);
  const layers = STREET_SPEEDS.map((speed, depth) => {
    const lw = Math.round(w * (1 + speed));
    const c = createCanvas(lw, h);
    const ctx = c.getContext('2d');
    if (depth === 0) {
      // Far buildings, hazy.
      for (let x = 0; x < lw; x += w * (0.12 + random() * 0.1)) {
        const bh = h * (0.25 + random() * 0.25);
        ctx.fillStyle = mix(backdrop, '#8a96a8', 0.55 + random() * 0.15);
        ctx.fillRect(x, h * 0.62 - bh, w * 0.13, bh + h * 0.1);
      }
    } else if (depth === 1) {
      // Shopfronts with windows and awnings, and the pavement.
      for (let x = 0; x < lw; x += w * 0.34) {
        ctx.fillStyle = mix(backdrop, random() > 0.5 ? '#5a4a42' : '#44566b', 0.45 + random() * 0.2);
        ctx.fillRect(x, h * 0.22, w * 0.33, h * 0.52);
        ctx.fillStyle = 'rgba(255,244,214,0.55)';
        ctx.fillRect(x + w * 0.04, h * 0.42, w * 0.25, h * 0.2);
        ctx.fillStyle = mix(backdrop, random() > 0.5 ? '#c0392b' : '#2e86ab', 0.3);
        ctx.fillRect(x + w * 0.02, h * 0.37, w * 0.29, h * 0.04);
      }
      ctx.fillStyle = mix(backdrop, '#9a9a9a', 0.6);
      ctx.fillRect(0, h * 0.74, lw, h * 0.26);
      ctx.fillStyle = 'rgba(0,0,0,0.12)';
      for (let x = 0; x < lw; x += w * 0.18) ctx.fillRect(x, h * 0.74, Math.max(2, w * 0.006), h * 0.26);
    }
    return c;
  });
  const blur = Math.max(1, Math.round(w * 0.003));
  const post = createCanvas(Math.round(w * 0.08) + 4 * blur, h);
  const p = post.getContext('2d');
  p.filter = `blur(${blur}px)`;
  p.fillStyle = mix(backdrop, '#2b2f36', 0.85);
  p.fillRect(2 * blur + w * 0.03, h * 0.1, w * 0.018, h * 0.9 + 2 * blur);
  p.fillRect(2 * blur, h * 0.1, w * 0.08, h * 0.014);
  const posts: number[] = [];
  // One is in view from the start; the rest follow for as long as the scene lasts.
  for (let x = 0.15 + random() * 0.2; x < 1.2 + POST_SPEED * durationSec; x += POST_GAP[0] + random() * (POST_GAP[1] - POST_GAP[0])) posts.push(x);
  return { sky, layers, post, posts };
}

function drawHair(ctx: SKRSContext2D, p: AvatarPreset, f: Figure, behind: boolean): void {
  const { cx, cy, r } = f;
  ctx.fillStyle = p.hair;
  if (behind) {
    if (p.hairStyle === 'long') {
      ctx.beginPath();
      ctx.roundRect(cx - r * 1.05, cy - r * 0.6, r * 2.1, r * 2.2, r * 0.5);
      ctx.fill();
    }
    if (p.hairStyle === 'bun') {
      ctx.beginPath();
      ctx.arc(cx, cy - r * 1.05, r * 0.38, 0, Math.PI * 2);
      ctx.fill();
    }
    return;
  }
  if (p.hairStyle === 'bald') return;
  ctx.beginPath();
  if (p.hairStyle === 'curly') {
    for (let a = Math.PI * 0.95; a <= Math.PI * 2.05; a += Math.PI / 8) {
      ctx.moveTo(cx + Math.cos(a) * r * 0.95, cy + Math.sin(a) * r * 1.05);
      ctx.arc(cx + Math.cos(a) * r * 0.95, cy + Math.sin(a) * r * 1.05, r * 0.3, 0, Math.PI * 2);
    }
  } else {
    ctx.ellipse(cx, cy - r * 0.35, r * 1.02, r * 0.78, 0, Math.PI, Math.PI * 2);
  }
  ctx.fill();
}

/** `swing` (-1..1) moves the arms in opposition, as in a walk; 0 keeps them at rest. */
function drawCharacter(ctx: SKRSContext2D, p: AvatarPreset, f: Figure, mouth: number, blink: boolean, swing: number): void {
  const { cx, cy, r } = f;
  drawHair(ctx, p, f, true);
  // Arms behind the torso swing with the step.
  ctx.fillStyle = mix(p.outfit, '#000000', 0.2);
  for (const side of [-1, 1]) {
    ctx.save();
    ctx.translate(cx + side * r * 1.7, cy + r * 1.9);
    ctx.rotate(side * 0.12 + swing * side * 0.35);
    ctx.beginPath();
    ctx.roundRect(-r * 0.32, 0, r * 0.64, r * 2.6, r * 0.3);
    ctx.fill();
    ctx.restore();
  }
  // Shoulders and neck.
  ctx.fillStyle = p.outfit;
  ctx.beginPath();
  ctx.roundRect(cx - r * 2, cy + r * 1.45, r * 4, r * 4, r * 0.9);
  ctx.fill();
  ctx.fillStyle = mix(p.skin, '#000000', 0.12);
  ctx.fillRect(cx - r * 0.32, cy + r * 0.8, r * 0.64, r * 0.8);
  // Head.
  ctx.fillStyle = p.skin;
  ctx.beginPath();
  ctx.ellipse(cx, cy, r * 0.9, r * 1.08, 0, 0, Math.PI * 2);
  ctx.fill();
  drawHair(ctx, p, f, false);
  // Eyes blink now and then; brows lift a little when speaking loudly.
  ctx.fillStyle = '#1d1d1f';
  for (const side of [-1, 1]) {
    const ex = cx + side * r * 0.34;
    const ey = cy - r * 0.05;
    ctx.beginPath();
    ctx.ellipse(ex, ey, r * 0.09, blink ? r * 0.015 : r * 0.11, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillRect(ex - r * 0.16, ey - r * (0.3 + mouth * 0.05), r * 0.32, r * 0.06);
  }
  // Mouth opens with the voice.
  ctx.fillStyle = '#7a2e2e';
  ctx.beginPath();
  ctx.ellipse(cx, cy + r * 0.5, r * (0.22 + mouth * 0.06), r * (0.03 + mouth * 0.2), 0, 0, Math.PI * 2);
  ctx.fill();
}

export function illustratedPresenter(req: PresenterRequest, preset: AvatarPreset): FrameSource {
  const backdrop = preset.backdrop;
  const bg = req.walking ? null : studio(req, backdrop);
  const duration = req.frames / req.fps;
  const road = req.walking ? street(req, backdrop, duration) : null;
  const base = framing(req);
  const random = rng(req.seed ^ 0x5bd1e995);
  const blinks = Array.from({ length: 6 }, (_, i) => 1.2 + i * 2.8 + random() * 1.2);
  const third = lowerThirdSprite(req, req.lowerThirdBox);
  const stopMotion = req.artStyle === 'stop_motion';

  return {
    draw(ctx, frame) {
      const t = animationTime(frame / req.fps, stopMotion);
      const mouth = req.speech.level[frame] ?? 0;
      // Two steps a second; the body rises on each step.
      const step = t * Math.PI * 2;
      const walkBob = req.walking ? Math.abs(Math.sin(step)) * base.r * 0.14 : 0;
      if (road) {
        ctx.drawImage(road.sky, 0, 0);
        road.layers.forEach((layer, i) => ctx.drawImage(layer, -Math.round(STREET_SPEEDS[i]! * req.width * (t / duration)), 0));
        for (const x of road.posts) {
          const at = Math.round((x - POST_SPEED * t) * req.width);
          if (at > -road.post.width && at < req.width) ctx.drawImage(road.post, at, 0);
        }
      } else if (bg) ctx.drawImage(bg, 0, 0);

      const sway = req.walking ? Math.sin(step / 2) * base.r * 0.08 : Math.sin(t * 0.9) * base.r * 0.05;
      const idle = req.walking ? 0 : Math.sin(t * 1.3) * base.r * 0.03;
      const f = { ...base, cx: base.cx + sway, cy: base.cy - walkBob - idle };
      drawCharacter(ctx, preset, f, mouth, blinks.some((b) => t >= b && t < b + 0.12), req.walking ? Math.sin(step / 2) : 0);
      if (third) drawLowerThird(ctx, third, req.lowerThirdBox, req.rtl, t);
    },
  };
}
