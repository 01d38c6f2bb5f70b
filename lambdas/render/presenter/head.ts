/**
 * The illustrated presenter's head, in head units around the face's centre, in the house's
 * flat style: flat fills with a soft shade on the side away from the light (upper left), no
 * outlines. Hair comes in two parts: what falls behind the body (`drawHairBack`, drawn before
 * the torso) and what frames the face.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { AvatarPreset } from '../../core/presets';
import { mix } from '../draw/palette';
import { drawMouth } from './mouth';
import type { Pose, Stance } from './pose';

/** How far each hair style reaches above the face's centre and to each side (the ears reach 1.15). */
const HAIR_EXTENT: Record<AvatarPreset['hairStyle'], { top: number; half: number }> = {
  long: { top: -1.45, half: 1.5 },
  short: { top: -1.52, half: 1.15 },
  bun: { top: -1.86, half: 1.15 },
  curly: { top: -2.08, half: 1.72 },
  bald: { top: -1.24, half: 1.15 },
};

/** The head's box with its hair, in head units around the face's centre. */
export function headBox(p: AvatarPreset): { x: number; y: number; w: number; h: number } {
  const { top, half } = HAIR_EXTENT[p.hairStyle];
  return { x: -half, y: top, w: 2 * half, h: 1.22 - top };
}

const shade = (c: string, k: number) => mix(c, '#1a0f14', k);
const light = (c: string, k: number) => mix(c, '#ffffff', k);

function facePath(ctx: SKRSContext2D): void {
  ctx.beginPath();
  ctx.moveTo(0, -1.22);
  ctx.bezierCurveTo(0.64, -1.22, 1, -0.82, 1, -0.18);
  ctx.bezierCurveTo(1, 0.48, 0.66, 1.1, 0, 1.2);
  ctx.bezierCurveTo(-0.66, 1.1, -1, 0.48, -1, -0.18);
  ctx.bezierCurveTo(-1, -0.82, -0.64, -1.22, 0, -1.22);
  ctx.closePath();
}

/** Hair that falls behind the neck and shoulders: long hair, a bun, the back of curls. */
export function drawHairBack(ctx: SKRSContext2D, p: AvatarPreset): void {
  ctx.fillStyle = shade(p.hair, 0.12);
  ctx.beginPath();
  switch (p.hairStyle) {
    case 'long':
      ctx.moveTo(-1.12, -0.4);
      ctx.bezierCurveTo(-1.55, 0.8, -1.5, 2.2, -1.35, 2.85);
      ctx.quadraticCurveTo(0, 3.15, 1.35, 2.85);
      ctx.bezierCurveTo(1.5, 2.2, 1.55, 0.8, 1.12, -0.4);
      ctx.closePath();
      break;
    case 'bun':
      ctx.fillStyle = p.hair;
      ctx.ellipse(0.05, -1.42, 0.5, 0.42, 0, 0, Math.PI * 2);
      break;
    case 'curly':
      // A cloud of curls round the head, its edge made of overlapping rounds.
      for (let i = 0; i < 16; i++) {
        const a = (i / 16) * Math.PI * 2;
        const x = Math.cos(a) * 1.2;
        const y = -0.35 + Math.sin(a) * 1.22;
        if (y > 0.95) continue;
        ctx.moveTo(x + 0.5, y);
        ctx.arc(x, y, 0.5, 0, Math.PI * 2);
      }
      ctx.moveTo(1.3, -0.35);
      ctx.ellipse(0, -0.35, 1.3, 1.25, 0, 0, Math.PI * 2);
      break;
    default:
      return;
  }
  ctx.fill();
}

function drawEars(ctx: SKRSContext2D, p: AvatarPreset, turn: number): void {
  for (const side of [-1, 1]) {
    // The far ear turns out of sight.
    if (side * turn > 0.3) continue;
    ctx.fillStyle = p.skin;
    ctx.beginPath();
    ctx.ellipse(side * 0.97, 0.08, 0.17, 0.26, side * 0.15, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = shade(p.skin, 0.2);
    ctx.beginPath();
    ctx.ellipse(side * 0.99, 0.1, 0.08, 0.15, side * 0.15, 0, Math.PI * 2);
    ctx.fill();
  }
}

function drawEyes(ctx: SKRSContext2D, p: AvatarPreset, pose: Pose, turn: number, dx: number): void {
  const open = 1 - pose.blink;
  for (const side of [-1, 1]) {
    const ex = side * 0.38 + dx;
    const ey = 0.02;
    const w = 0.2 * (1 - side * turn * 0.15);
    const eyeShape = () => {
      ctx.beginPath();
      ctx.moveTo(ex - w, ey);
      ctx.bezierCurveTo(ex - w * 0.6, ey - 0.19 * open, ex + w * 0.6, ey - 0.19 * open, ex + w, ey - 0.01);
      ctx.bezierCurveTo(ex + w * 0.6, ey + 0.13 * open, ex - w * 0.6, ey + 0.13 * open, ex - w, ey);
      ctx.closePath();
    };
    if (open > 0.08) {
      eyeShape();
      ctx.fillStyle = '#fbfaf7';
      ctx.fill();
      ctx.save();
      eyeShape();
      ctx.clip();
      const ix = ex + pose.gaze.x * w * 0.45;
      const iy = ey - 0.02 + pose.gaze.y * 0.05;
      ctx.fillStyle = p.eyes;
      ctx.beginPath();
      ctx.arc(ix, iy, 0.115, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#120a0a';
      ctx.beginPath();
      ctx.arc(ix, iy, 0.06, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.arc(ix - 0.035, iy - 0.04, 0.03, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
    }
    // Upper lash line, which closes down with a blink.
    ctx.strokeStyle = shade(p.hair, 0.45);
    ctx.lineWidth = 0.055;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(ex - w * 1.05, ey + 0.005);
    ctx.bezierCurveTo(ex - w * 0.6, ey - 0.19 * open, ex + w * 0.6, ey - 0.19 * open, ex + w * 1.08, ey - 0.02 - 0.02 * open);
    ctx.stroke();
  }
}

function drawBrows(ctx: SKRSContext2D, p: AvatarPreset, pose: Pose, dx: number): void {
  ctx.strokeStyle = shade(p.hair, 0.1);
  ctx.lineWidth = 0.085;
  ctx.lineCap = 'round';
  const lift = pose.brows * 0.09;
  for (const side of [-1, 1]) {
    const bx = side * 0.39 + dx;
    const by = -0.3 - lift;
    ctx.beginPath();
    ctx.moveTo(bx - side * 0.2, by + 0.03 + lift * 0.3);
    ctx.quadraticCurveTo(bx, by - 0.07, bx + side * 0.22, by + 0.02);
    ctx.stroke();
  }
}

function drawNose(ctx: SKRSContext2D, p: AvatarPreset, dx: number): void {
  // A soft shade down the side away from the light, and the rounded tip.
  ctx.fillStyle = shade(p.skin, 0.13);
  ctx.beginPath();
  ctx.moveTo(dx * 1.2 + 0.04, -0.05);
  ctx.quadraticCurveTo(dx * 1.2 + 0.12, 0.22, dx * 1.2 + 0.13, 0.36);
  ctx.quadraticCurveTo(dx * 1.2 + 0.02, 0.38, dx * 1.2 + 0.02, 0.3);
  ctx.closePath();
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(dx * 1.25, 0.38, 0.135, 0.085, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = light(p.skin, 0.25);
  ctx.beginPath();
  ctx.ellipse(dx * 1.25 - 0.04, 0.35, 0.04, 0.025, 0, 0, Math.PI * 2);
  ctx.fill();
}

function drawBeard(ctx: SKRSContext2D, p: AvatarPreset, dx: number): void {
  ctx.fillStyle = p.hair;
  ctx.beginPath();
  ctx.moveTo(-0.98, 0.05);
  ctx.bezierCurveTo(-0.95, 0.6, -0.62, 1.12, 0, 1.22);
  ctx.bezierCurveTo(0.62, 1.12, 0.95, 0.6, 0.98, 0.05);
  ctx.lineTo(0.86, 0.1);
  ctx.bezierCurveTo(0.8, 0.55, 0.5, 0.62, dx + 0.3, 0.56);
  ctx.quadraticCurveTo(dx, 0.5, dx - 0.3, 0.56);
  ctx.bezierCurveTo(-0.5, 0.62, -0.8, 0.55, -0.86, 0.1);
  ctx.closePath();
  ctx.fill();
}

function drawFringe(ctx: SKRSContext2D, p: AvatarPreset): void {
  const hair = p.hair;
  ctx.fillStyle = hair;
  ctx.beginPath();
  switch (p.hairStyle) {
    case 'long':
      // A side part: the hair sweeps across the forehead and falls past the cheeks.
      ctx.moveTo(-1.08, 0.9);
      ctx.bezierCurveTo(-1.25, -0.5, -0.9, -1.42, 0.05, -1.42);
      ctx.bezierCurveTo(1, -1.42, 1.25, -0.5, 1.08, 0.9);
      ctx.lineTo(0.92, 0.9);
      ctx.bezierCurveTo(0.95, 0.1, 0.8, -0.55, 0.3, -0.78);
      ctx.bezierCurveTo(-0.05, -0.55, -0.6, -0.5, -0.85, -0.3);
      ctx.bezierCurveTo(-0.95, 0.1, -0.95, 0.5, -0.92, 0.9);
      ctx.closePath();
      ctx.fill();
      // Locks over the shoulders.
      ctx.beginPath();
      ctx.moveTo(-1.08, 0.6);
      ctx.bezierCurveTo(-1.2, 1.5, -1.15, 2.3, -1.3, 2.9);
      ctx.quadraticCurveTo(-1, 2.7, -0.86, 2.4);
      ctx.bezierCurveTo(-0.88, 1.6, -0.9, 1, -0.9, 0.6);
      ctx.closePath();
      ctx.moveTo(1.08, 0.6);
      ctx.bezierCurveTo(1.2, 1.5, 1.15, 2.3, 1.3, 2.9);
      ctx.quadraticCurveTo(1, 2.7, 0.86, 2.4);
      ctx.bezierCurveTo(0.88, 1.6, 0.9, 1, 0.9, 0.6);
      ctx.closePath();
      ctx.fill();
      highlight(ctx, hair, -0.35, -1.05, 0.32);
      return;
    case 'short':
      ctx.moveTo(-1.02, 0.05);
      ctx.bezierCurveTo(-1.18, -1.1, -0.6, -1.52, 0.12, -1.5);
      ctx.bezierCurveTo(0.85, -1.48, 1.2, -1.05, 1.03, 0.05);
      ctx.lineTo(0.93, 0.02);
      ctx.bezierCurveTo(0.9, -0.35, 0.75, -0.62, 0.45, -0.72);
      ctx.bezierCurveTo(0.1, -0.62, -0.3, -0.8, -0.55, -0.62);
      ctx.bezierCurveTo(-0.85, -0.55, -0.92, -0.3, -0.93, 0.02);
      ctx.closePath();
      ctx.fill();
      highlight(ctx, hair, -0.2, -1.2, 0.3);
      return;
    case 'bun':
      ctx.moveTo(-1.02, 0.1);
      ctx.bezierCurveTo(-1.15, -1.05, -0.6, -1.38, 0, -1.38);
      ctx.bezierCurveTo(0.6, -1.38, 1.15, -1.05, 1.02, 0.1);
      ctx.lineTo(0.94, 0.08);
      ctx.bezierCurveTo(0.9, -0.5, 0.55, -0.82, 0, -0.84);
      ctx.bezierCurveTo(-0.55, -0.82, -0.9, -0.5, -0.94, 0.08);
      ctx.closePath();
      ctx.fill();
      highlight(ctx, hair, -0.3, -1.1, 0.28);
      return;
    case 'curly': {
      // The hairline: a cap over the crown whose lower edge is a row of small curls.
      ctx.moveTo(-1.08, 0.2);
      ctx.bezierCurveTo(-1.2, -1.05, -0.6, -1.45, 0, -1.45);
      ctx.bezierCurveTo(0.6, -1.45, 1.2, -1.05, 1.08, 0.2);
      ctx.lineTo(0.9, 0.2);
      ctx.bezierCurveTo(0.9, -0.5, 0.5, -0.72, 0, -0.72);
      ctx.bezierCurveTo(-0.5, -0.72, -0.9, -0.5, -0.9, 0.2);
      ctx.closePath();
      for (let i = 0; i <= 8; i++) {
        const a = Math.PI * (1.08 + (i / 8) * 0.84);
        const x = Math.cos(a) * 0.92;
        const y = -0.05 + Math.sin(a) * 0.7;
        ctx.moveTo(x + 0.2, y);
        ctx.arc(x, y, 0.2, 0, Math.PI * 2);
      }
      ctx.fill();
      ctx.strokeStyle = light(hair, 0.07);
      ctx.lineWidth = 0.05;
      ctx.lineCap = 'round';
      ctx.beginPath();
      for (const [x, y] of [[-0.6, -1.15], [-0.1, -1.28], [0.45, -1.15], [-1.3, -0.7], [1.25, -0.5], [-1.45, 0.1]] as const) {
        ctx.moveTo(x - 0.14, y + 0.05);
        ctx.quadraticCurveTo(x, y - 0.1, x + 0.14, y + 0.05);
      }
      ctx.stroke();
      return;
    }
    case 'bald':
      highlight(ctx, mix(p.skin, '#000000', 0.05), -0.3, -0.95, 0.22);
      return;
  }
}

/** A soft sheen on the hair, where the light from the upper left catches it. */
function highlight(ctx: SKRSContext2D, hair: string, x: number, y: number, size: number): void {
  ctx.fillStyle = light(hair, 0.16);
  ctx.beginPath();
  ctx.ellipse(x, y, size, size * 0.32, -0.5, 0, Math.PI * 2);
  ctx.fill();
}

function drawGlasses(ctx: SKRSContext2D, dx: number): void {
  ctx.strokeStyle = '#2b2b30';
  ctx.lineWidth = 0.055;
  ctx.fillStyle = 'rgba(255,255,255,0.14)';
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.roundRect(side * 0.38 + dx - 0.28, -0.17, 0.56, 0.38, 0.12);
    ctx.fill();
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.moveTo(dx - 0.1, -0.03);
  ctx.quadraticCurveTo(dx, -0.09, dx + 0.1, -0.03);
  ctx.moveTo(-0.94, -0.02);
  ctx.lineTo(dx - 0.66, -0.03);
  ctx.moveTo(dx + 0.66, -0.03);
  ctx.lineTo(0.94, -0.02);
  ctx.stroke();
}

/** How far the features shift across the face for a turn of the head. */
const FEATURE_SHIFT = 0.22;

/** What holds still on the head for a scene: ears, face, its shade and cheeks, a beard, the nose. */
export function drawFace(ctx: SKRSContext2D, p: AvatarPreset, stance: Stance): void {
  const dx = stance.headTurn * FEATURE_SHIFT;
  drawEars(ctx, p, stance.headTurn);
  ctx.fillStyle = p.skin;
  facePath(ctx);
  ctx.fill();
  // Shade on the side away from the light.
  ctx.save();
  facePath(ctx);
  ctx.clip();
  ctx.fillStyle = shade(p.skin, 0.09);
  ctx.beginPath();
  ctx.ellipse(-0.35 + dx * 0.5, -0.1, 1.1, 1.45, 0, 0, Math.PI * 2);
  ctx.rect(-2, -2, 4, 4);
  ctx.fill('evenodd');
  ctx.restore();
  ctx.fillStyle = 'rgba(226,110,110,0.16)';
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(side * 0.56 + dx, 0.42, 0.18, 0.11, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  if (p.extras.includes('beard')) drawBeard(ctx, p, dx);
  drawNose(ctx, p, dx);
}

/** What moves on the face: the mouth, the eyes, the brows. */
export function drawFeatures(ctx: SKRSContext2D, p: AvatarPreset, pose: Pose, stance: Stance): void {
  const dx = stance.headTurn * FEATURE_SHIFT;
  ctx.save();
  ctx.translate(dx, 0);
  drawMouth(ctx, pose.mouth, p.skin);
  ctx.restore();
  drawEyes(ctx, p, pose, stance.headTurn, dx);
  drawBrows(ctx, p, pose, dx);
}

/** Hair in front of the face, and glasses. */
export function drawHairFront(ctx: SKRSContext2D, p: AvatarPreset, stance: Stance): void {
  drawFringe(ctx, p);
  if (p.extras.includes('glasses')) drawGlasses(ctx, stance.headTurn * FEATURE_SHIFT);
}
