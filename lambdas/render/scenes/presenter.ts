/**
 * The engine's own presenter for `s2v` and `walk_talk`: a catalogue face drawn as an
 * illustrated character whose mouth follows the narration's loudness and who blinks and
 * sways, or the caller's photo framed as a portrait that pulses with the voice. `walk_talk`
 * adds a scrolling street and a walking bob. A lower third names the presenter.
 */
import { createCanvas, type Canvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import type { AvatarPreset } from '../../core/presets';
import type { FrameSource, PresenterRequest } from '../ports';
import { easeOutCubic, progress, rng } from '../draw/anim';
import { drawCover } from '../draw/images';
import { mix } from '../draw/palette';
import { fitText } from '../draw/text-fit';
import { font } from '../fonts';

interface Frame {
  cx: number;
  cy: number;
  /** Head radius: the unit of the figure. */
  r: number;
}

/** Where the figure stands: centred in tall frames, left of centre in wide ones. */
function framing(req: PresenterRequest): Frame {
  const wide = req.width > req.height * 1.1;
  const r = Math.min(req.width * (wide ? 0.14 : 0.22), req.height * 0.16);
  return { cx: wide ? req.width * 0.36 : req.width / 2, cy: req.height * (wide ? 0.4 : 0.36), r };
}

function studio(req: PresenterRequest, backdrop: string, walking: boolean): Canvas {
  const w = walking ? req.width * 2 : req.width;
  const c = createCanvas(Math.round(w), req.height);
  const ctx = c.getContext('2d');
  const g = ctx.createLinearGradient(0, 0, 0, req.height);
  g.addColorStop(0, mix(backdrop, '#ffffff', 0.3));
  g.addColorStop(1, mix(backdrop, '#000000', 0.12));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, req.height);
  const random = rng(req.seed);
  if (walking) {
    // A street of shopfronts the presenter walks past.
    for (let x = 0; x < w; x += req.width * 0.28) {
      ctx.fillStyle = mix(backdrop, random() > 0.5 ? '#000000' : '#ffffff', 0.2 + random() * 0.2);
      ctx.fillRect(x, req.height * 0.2, req.width * 0.26, req.height * 0.6);
      ctx.fillStyle = 'rgba(255,255,255,0.35)';
      ctx.fillRect(x + req.width * 0.03, req.height * 0.3, req.width * 0.2, req.height * 0.2);
    }
    ctx.fillStyle = mix(backdrop, '#555555', 0.6);
    ctx.fillRect(0, req.height * 0.8, w, req.height * 0.2);
  } else {
    // Soft out-of-focus studio lights.
    for (let i = 0; i < 7; i++) {
      ctx.fillStyle = `rgba(255,255,255,${0.08 + random() * 0.1})`;
      ctx.beginPath();
      ctx.arc(random() * w, random() * req.height * 0.6, req.width * (0.05 + random() * 0.08), 0, Math.PI * 2);
      ctx.fill();
    }
  }
  return c;
}

function drawHair(ctx: SKRSContext2D, p: AvatarPreset, f: Frame, behind: boolean): void {
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

function drawCharacter(ctx: SKRSContext2D, p: AvatarPreset, f: Frame, mouth: number, blink: boolean): void {
  const { cx, cy, r } = f;
  drawHair(ctx, p, f, true);
  // Shoulders and neck.
  ctx.fillStyle = p.outfit;
  ctx.beginPath();
  ctx.roundRect(cx - r * 2, cy + r * 1.45, r * 4, r * 3, r * 0.9);
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

function drawPortrait(ctx: SKRSContext2D, image: Image, f: Frame, mouth: number, t: number, accent: string): void {
  const size = f.r * 3.2;
  const breathe = 1 + 0.015 * Math.sin(t * 1.8) + mouth * 0.02;
  const s = size * breathe;
  // A ring that swells with the voice shows who is speaking.
  ctx.strokeStyle = accent;
  ctx.lineWidth = f.r * (0.06 + mouth * 0.08);
  ctx.beginPath();
  ctx.arc(f.cx, f.cy + f.r * 0.3, s / 2 + f.r * 0.12, 0, Math.PI * 2);
  ctx.stroke();
  ctx.save();
  ctx.beginPath();
  ctx.arc(f.cx, f.cy + f.r * 0.3, s / 2, 0, Math.PI * 2);
  ctx.clip();
  drawCover(ctx, image, { x: f.cx - s / 2, y: f.cy + f.r * 0.3 - s / 2, w: s, h: s }, 1.05, 0, -0.3);
  ctx.restore();
}

export function presenterScene(req: PresenterRequest): FrameSource {
  const preset = req.face.kind === 'preset' ? req.face.preset : null;
  const walking = req.walking;
  const bg = studio(req, preset?.backdrop ?? mix(req.palette.background, '#ffffff', 0.5), walking);
  const base = framing(req);
  const random = rng(req.seed ^ 0x5bd1e995);
  const blinks = Array.from({ length: 6 }, (_, i) => 1.2 + i * 2.8 + random() * 1.2);
  // Lower third: the presenter's name (catalogue faces) over the scene's subject.
  const m = createCanvas(8, 8).getContext('2d');
  const barW = Math.min(req.content.w, req.width * 0.8);
  const name = preset?.label ?? '';
  const subject = fitText(m, req.prompt, { w: barW * 0.9, h: req.height * 0.05 }, { weight: 400, maxSize: req.width * 0.035, minSize: 10, maxLines: 1 });
  const nameFit = fitText(m, name || ' ', { w: barW * 0.9, h: req.height * 0.06 }, { weight: 800, maxSize: req.width * 0.05, minSize: 10, maxLines: 1 });
  const barH = (name ? nameFit.lineHeight : 0) + subject.lineHeight + req.height * 0.03;
  const barX = req.content.x;
  const barY = req.content.y + req.content.h - barH;

  return {
    draw(ctx, frame) {
      const t = frame / req.fps;
      const mouth = req.speech[frame] ?? 0;
      // The street is two frames wide: the walk crosses one frame's width over the scene.
      const scroll = walking ? (frame / req.frames) * req.width : 0;
      ctx.drawImage(bg, -scroll, 0);
      const bob = walking ? Math.abs(Math.sin(t * Math.PI * 1.8)) * base.r * 0.12 : Math.sin(t * 1.3) * base.r * 0.03;
      const f = { ...base, cx: base.cx + Math.sin(t * 0.9) * base.r * 0.05, cy: base.cy - bob };
      if (preset) drawCharacter(ctx, preset, f, mouth, blinks.some((b) => t >= b && t < b + 0.12));
      else if (req.face.kind === 'photo') drawPortrait(ctx, req.face.image, f, mouth, t, req.palette.accent);

      const p = easeOutCubic(progress(t, 0.4, 0.5));
      if (p <= 0) return;
      ctx.globalAlpha = p;
      ctx.fillStyle = 'rgba(0,0,0,0.6)';
      ctx.fillRect(barX - (1 - p) * barW * 0.3, barY, barW, barH);
      ctx.fillStyle = req.palette.accent;
      ctx.fillRect(barX - (1 - p) * barW * 0.3, barY, Math.max(4, req.width * 0.01), barH);
      ctx.fillStyle = '#ffffff';
      ctx.textAlign = 'left';
      ctx.textBaseline = 'middle';
      const textX = barX + req.width * 0.03 - (1 - p) * barW * 0.3;
      let y = barY + req.height * 0.015;
      if (name) {
        ctx.font = font(800, nameFit.size);
        ctx.fillText(nameFit.lines[0] ?? name, textX, y + nameFit.lineHeight / 2);
        y += nameFit.lineHeight;
      }
      ctx.font = font(400, subject.size);
      ctx.fillText(subject.lines[0] ?? '', textX, y + subject.lineHeight / 2);
      ctx.globalAlpha = 1;
    },
  };
}
