/**
 * The illustrated presenter's body in head units (./rig.ts): neck, torso in the look's garment,
 * legs, arms and hands. Flat fills, a soft shade on the side away from the light, seams and
 * garment details (lapels, collars, zips, panels) in darker or lighter tones of the cloth.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { AvatarLook, AvatarPreset } from '../../core/presets';
import { mix } from '../draw/palette';
import type { ArmPose, HandShape, Pose, Stance } from './pose';
import { RIG, solveLimb, type Point } from './rig';

const shade = (c: string, k: number) => mix(c, '#15101a', k);
const light = (c: string, k: number) => mix(c, '#ffffff', k);

/** Garments whose sleeves stop above the elbow. */
const SHORT_SLEEVES: ReadonlySet<AvatarLook['garment']> = new Set(['tshirt', 'polo', 'jersey']);
/** Where the garment's hem falls: jackets to the hips, tops to just above. */
const HEM: Record<AvatarLook['garment'], number> = { blazer: 6.55, shirt: 6.1, jumper: 6.15, tshirt: 6.1, hoodie: 6.35, jersey: 6.1, apron: 6.1, polo: 6.1, jacket: 6.45 };

function torsoPath(ctx: SKRSContext2D, hem: number): void {
  const s = RIG.shoulderHalf;
  const y0 = RIG.neckBase;
  ctx.beginPath();
  ctx.moveTo(-0.5, y0 - 0.12);
  ctx.bezierCurveTo(-1.2, y0 - 0.08, -s + 0.02, y0 + 0.02, -s, y0 + 0.6);
  ctx.bezierCurveTo(-s - 0.04, y0 + 1.5, -1.62, 3.9, -1.5, RIG.waist);
  ctx.lineTo(-1.66, hem);
  ctx.quadraticCurveTo(0, hem + 0.12, 1.66, hem);
  ctx.lineTo(1.5, RIG.waist);
  ctx.bezierCurveTo(1.62, 3.9, s + 0.04, y0 + 1.5, s, y0 + 0.6);
  ctx.bezierCurveTo(s - 0.02, y0 + 0.02, 1.2, y0 - 0.08, 0.5, y0 - 0.12);
  ctx.closePath();
}

export function drawNeck(ctx: SKRSContext2D, p: AvatarPreset): void {
  ctx.fillStyle = p.skin;
  ctx.beginPath();
  ctx.roundRect(-0.4, 0.6, 0.8, 1.55, 0.2);
  ctx.fill();
  // The chin's shadow on the neck.
  ctx.fillStyle = shade(p.skin, 0.16);
  ctx.beginPath();
  ctx.moveTo(-0.4, 0.9);
  ctx.quadraticCurveTo(0, 1.55, 0.4, 0.9);
  ctx.lineTo(0.4, 0.7);
  ctx.lineTo(-0.4, 0.7);
  ctx.closePath();
  ctx.fill();
}

/** A V or round opening at the neck, showing what is under the garment. */
function neckline(ctx: SKRSContext2D, cx: number, y0: number, depth: number, half: number, fill: string): void {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.moveTo(cx - half, y0 - 0.12);
  ctx.quadraticCurveTo(cx - half * 0.4, y0 + depth * 0.7, cx, y0 + depth);
  ctx.quadraticCurveTo(cx + half * 0.4, y0 + depth * 0.7, cx + half, y0 - 0.12);
  ctx.closePath();
  ctx.fill();
}

function collar(ctx: SKRSContext2D, cx: number, y0: number, fill: string): void {
  ctx.fillStyle = fill;
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(cx + side * 0.5, y0 - 0.22);
    ctx.lineTo(cx + side * 0.05, y0 + 0.32);
    ctx.lineTo(cx + side * 0.62, y0 + 0.2);
    ctx.quadraticCurveTo(cx + side * 0.72, y0 - 0.05, cx + side * 0.62, y0 - 0.2);
    ctx.closePath();
    ctx.fill();
  }
}

function buttons(ctx: SKRSContext2D, x: number, from: number, to: number, n: number, fill: string): void {
  ctx.fillStyle = fill;
  for (let i = 0; i < n; i++) {
    ctx.beginPath();
    ctx.arc(x, from + ((to - from) * i) / Math.max(1, n - 1), 0.045, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** The garment's details over its cloth: what makes a blazer a blazer and a jersey a jersey. */
function garmentDetails(ctx: SKRSContext2D, look: AvatarLook, p: AvatarPreset, cx: number, y0: number, hem: number): void {
  const c = look.colour;
  switch (look.garment) {
    case 'blazer': {
      neckline(ctx, cx, y0, 2.2, 0.62, look.trim);
      neckline(ctx, cx, y0, 0.42, 0.42, p.skin);
      // Lapels: the cloth folded back along the opening.
      ctx.fillStyle = shade(c, 0.14);
      for (const side of [-1, 1]) {
        ctx.beginPath();
        ctx.moveTo(cx + side * 0.62, y0 - 0.12);
        ctx.quadraticCurveTo(cx + side * 0.25, y0 + 1.55, cx + side * 0.02, y0 + 2.2);
        ctx.lineTo(cx + side * 0.38, y0 + 1.3);
        ctx.lineTo(cx + side * 0.95, y0 + 0.9);
        ctx.lineTo(cx + side * 0.78, y0 + 0.55);
        ctx.quadraticCurveTo(cx + side * 0.95, y0 + 0.2, cx + side * 0.8, y0 - 0.1);
        ctx.closePath();
        ctx.fill();
      }
      buttons(ctx, cx + 0.06, y0 + 2.55, y0 + 3.2, 2, shade(c, 0.35));
      ctx.fillStyle = shade(c, 0.1);
      ctx.fillRect(cx + 0.55, y0 + 3.1, 0.7, 0.08);
      ctx.fillRect(cx - 1.25, y0 + 3.1, 0.7, 0.08);
      return;
    }
    case 'shirt':
    case 'polo': {
      neckline(ctx, cx, y0, 0.45, 0.4, p.skin);
      collar(ctx, cx, y0, look.garment === 'polo' ? shade(c, 0.08) : light(c, 0.12));
      ctx.fillStyle = shade(c, 0.1);
      ctx.fillRect(cx - 0.09, y0 + 0.32, 0.18, look.garment === 'polo' ? 0.9 : hem - y0 - 0.4);
      buttons(ctx, cx, y0 + 0.5, look.garment === 'polo' ? y0 + 1.05 : hem - 0.4, look.garment === 'polo' ? 2 : 5, light(c, 0.5));
      if (look.garment === 'shirt') {
        ctx.fillStyle = shade(c, 0.07);
        ctx.beginPath();
        ctx.roundRect(cx - 1.1, y0 + 1.1, 0.55, 0.5, 0.06);
        ctx.fill();
      }
      return;
    }
    case 'jumper':
    case 'tshirt': {
      neckline(ctx, cx, y0, look.garment === 'jumper' ? 0.5 : 0.42, 0.55, shade(c, 0.12));
      neckline(ctx, cx, y0, look.garment === 'jumper' ? 0.36 : 0.32, 0.46, p.skin);
      if (look.garment === 'jumper') {
        ctx.fillStyle = shade(c, 0.1);
        ctx.fillRect(-1.7, hem - 0.38, 3.4, 0.38);
      }
      return;
    }
    case 'hoodie': {
      // The hood lies round the neck; drawstrings hang from it; a pouch pocket in front.
      ctx.fillStyle = shade(c, 0.16);
      ctx.beginPath();
      ctx.ellipse(cx, y0 + 0.05, 0.95, 0.48, 0, 0, Math.PI * 2);
      ctx.fill();
      neckline(ctx, cx, y0, 0.36, 0.42, p.skin);
      ctx.strokeStyle = look.trim;
      ctx.lineWidth = 0.07;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(cx - 0.22, y0 + 0.4);
      ctx.lineTo(cx - 0.26, y0 + 1.35);
      ctx.moveTo(cx + 0.22, y0 + 0.4);
      ctx.lineTo(cx + 0.26, y0 + 1.25);
      ctx.stroke();
      ctx.fillStyle = shade(c, 0.09);
      ctx.beginPath();
      ctx.moveTo(cx - 1.0, hem - 0.4);
      ctx.lineTo(cx - 0.75, y0 + 2.55);
      ctx.lineTo(cx + 0.75, y0 + 2.55);
      ctx.lineTo(cx + 1.0, hem - 0.4);
      ctx.closePath();
      ctx.fill();
      ctx.fillRect(-1.7, hem - 0.35, 3.4, 0.35);
      return;
    }
    case 'jersey': {
      // A cycling jersey: panels down the sides and a band across the chest in the trim colour, a zip collar.
      ctx.fillStyle = look.trim;
      ctx.fillRect(-2.1, y0 + 1.15, 4.2, 0.42);
      ctx.beginPath();
      ctx.moveTo(-1.98, y0 + 1.6);
      ctx.lineTo(-1.25, y0 + 1.6);
      ctx.lineTo(-1.1, hem);
      ctx.lineTo(-1.7, hem);
      ctx.closePath();
      ctx.moveTo(1.98, y0 + 1.6);
      ctx.lineTo(1.25, y0 + 1.6);
      ctx.lineTo(1.1, hem);
      ctx.lineTo(1.7, hem);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = shade(c, 0.12);
      ctx.beginPath();
      ctx.roundRect(cx - 0.55, y0 - 0.28, 1.1, 0.42, 0.14);
      ctx.fill();
      neckline(ctx, cx, y0, 0.3, 0.36, p.skin);
      ctx.fillStyle = light(c, 0.55);
      ctx.fillRect(cx - 0.03, y0 + 0.2, 0.06, 1.0);
      return;
    }
    case 'apron': {
      // A shirt in the trim colour under a bib apron with straps round the neck.
      ctx.fillStyle = c;
      ctx.beginPath();
      ctx.moveTo(cx - 0.95, y0 + 1.0);
      ctx.lineTo(cx + 0.95, y0 + 1.0);
      ctx.lineTo(cx + 1.3, RIG.waist - 0.2);
      ctx.lineTo(cx + 1.45, hem + 0.6);
      ctx.lineTo(cx - 1.45, hem + 0.6);
      ctx.lineTo(cx - 1.3, RIG.waist - 0.2);
      ctx.closePath();
      ctx.fill();
      ctx.strokeStyle = c;
      ctx.lineWidth = 0.12;
      ctx.beginPath();
      ctx.moveTo(cx - 0.85, y0 + 1.05);
      ctx.lineTo(cx - 0.42, y0 - 0.05);
      ctx.moveTo(cx + 0.85, y0 + 1.05);
      ctx.lineTo(cx + 0.42, y0 - 0.05);
      ctx.stroke();
      ctx.fillStyle = shade(c, 0.12);
      ctx.beginPath();
      ctx.roundRect(cx - 0.7, RIG.waist - 0.1, 1.4, 0.65, 0.08);
      ctx.fill();
      neckline(ctx, cx, y0, 0.4, 0.4, p.skin);
      collar(ctx, cx, y0, light(look.trim, 0.12));
      return;
    }
    case 'jacket': {
      // A zip jacket with a stand-up collar, the zip down the middle, a chest pocket.
      ctx.fillStyle = shade(c, 0.12);
      ctx.beginPath();
      ctx.moveTo(cx - 0.72, y0 - 0.2);
      ctx.lineTo(cx - 0.62, y0 - 0.62);
      ctx.quadraticCurveTo(cx, y0 - 0.45, cx + 0.62, y0 - 0.62);
      ctx.lineTo(cx + 0.72, y0 - 0.2);
      ctx.quadraticCurveTo(cx, y0 + 0.45, cx - 0.72, y0 - 0.2);
      ctx.fill();
      neckline(ctx, cx, y0 - 0.2, 0.34, 0.38, look.trim);
      ctx.fillStyle = shade(c, 0.22);
      ctx.fillRect(cx - 0.035, y0 + 0.1, 0.07, hem - y0 - 0.15);
      ctx.fillStyle = shade(c, 0.1);
      ctx.fillRect(cx + 0.4, y0 + 1.0, 0.8, 0.09);
      ctx.fillRect(-1.72, hem - 0.32, 3.44, 0.32);
      return;
    }
  }
}

/** How far the shoulders (and the torso with them) rise at the top of a breath, in head units. */
export const BREATH_LIFT = 0.05;

/** The torso in its garment, at rest (./figure.ts lifts it with each breath). */
export function drawTorso(ctx: SKRSContext2D, p: AvatarPreset, look: AvatarLook, stance: Stance): void {
  const hem = HEM[look.garment];
  const cloth = look.garment === 'apron' ? look.trim : look.colour;
  ctx.fillStyle = cloth;
  torsoPath(ctx, hem);
  ctx.fill();
  ctx.save();
  torsoPath(ctx, hem);
  ctx.clip();
  garmentDetails(ctx, look, p, stance.turn * 0.35, RIG.neckBase, hem);
  // Shade on the side away from the light, and the head's shadow below the collar.
  ctx.fillStyle = 'rgba(20,10,30,0.10)';
  ctx.beginPath();
  ctx.moveTo(0.9 + stance.turn * 0.35, 0);
  ctx.quadraticCurveTo(1.4, 4, 1.0, 8);
  ctx.lineTo(3, 8);
  ctx.lineTo(3, 0);
  ctx.fill();
  ctx.restore();
  // The neck again over the torso's top edge: the edge's blended pixels would show as a seam above the neckline.
  ctx.fillStyle = p.skin;
  ctx.fillRect(-0.4, RIG.neckBase - 0.3, 0.8, 0.21);
}

/** The legs, from the hips to the shoes, bending at the knees towards where the presenter walks. */
export function drawLegs(ctx: SKRSContext2D, look: AvatarLook, pose: Pose, stance: Stance): void {
  const turn = stance.turn;
  const cloth = look.legs;
  // Hips and seat.
  ctx.fillStyle = cloth;
  ctx.beginPath();
  ctx.moveTo(-1.52, RIG.waist + 0.4);
  ctx.lineTo(1.52, RIG.waist + 0.4);
  ctx.lineTo(1.6, RIG.hip.y + 0.4);
  ctx.quadraticCurveTo(0, RIG.hip.y + 1.1, -1.6, RIG.hip.y + 0.4);
  ctx.closePath();
  ctx.fill();
  // Knees bend forwards: towards where the presenter faces.
  const bend: 1 | -1 = turn >= 0 ? 1 : -1;
  // The far leg first, a shade darker.
  const order = turn >= 0 ? [0, 1] : [1, 0];
  for (const i of order) {
    const side = i === 0 ? -1 : 1;
    const hip = { x: side * RIG.hip.x + turn * 0.2, y: RIG.hip.y };
    const { joint: knee, end: ankle } = solveLimb(hip, pose.feet[i]!, RIG.thigh, RIG.shin, bend);
    const tone = i === order[0] && turn !== 0 ? shade(cloth, 0.12) : cloth;
    ctx.strokeStyle = tone;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.lineWidth = 1.05;
    ctx.beginPath();
    ctx.moveTo(hip.x, hip.y);
    ctx.lineTo(knee.x, knee.y);
    ctx.stroke();
    ctx.lineWidth = 0.86;
    ctx.beginPath();
    ctx.moveTo(knee.x, knee.y);
    ctx.lineTo(ankle.x, ankle.y);
    ctx.stroke();
    // The shoe points where the presenter faces; a lighter sole along its bottom.
    const shoe = () => {
      ctx.beginPath();
      ctx.ellipse(ankle.x + turn * 0.35, ankle.y + 0.28, 0.52 + Math.abs(turn) * 0.2, 0.3, 0, 0, Math.PI * 2);
    };
    ctx.fillStyle = '#2a2a30';
    shoe();
    ctx.fill();
    ctx.save();
    shoe();
    ctx.clip();
    ctx.fillStyle = '#d9d4cb';
    ctx.fillRect(ankle.x - 1, ankle.y + 0.46, 2, 0.2);
    ctx.restore();
  }
}

/** Where an arm's shoulder joint is this instant (the shoulders rise with a breath). */
export function shoulderOf(side: -1 | 1, pose: Pose): Point {
  return { x: side * RIG.shoulder.x, y: RIG.shoulder.y - pose.breath * BREATH_LIFT };
}

/** The sleeve's width, in head units. */
export const SLEEVE_WIDTH = 0.68;
/** How far from the body's centre line an elbow may go, its sleeve included: no further than the hands reach. */
const ELBOW_REACH = RIG.reach - SLEEVE_WIDTH / 2;

/** Of the two ways the arm can bend towards the wrist, the one whose elbow hangs lower (and further out, for `out`). */
function bendArm(side: -1 | 1, shoulder: Point, arm: ArmPose, forearm: number): { joint: Point; end: Point } {
  const [a, b] = ([1, -1] as const).map((bend) => solveLimb(shoulder, arm.wrist, RIG.upperArm, forearm, bend));
  const score = (j: Point) => j.y + side * j.x * (arm.elbow === 'out' ? 0.6 : 0.25);
  return score(a!.joint) >= score(b!.joint) ? a! : b!;
}

/**
 * Elbow and wrist of an arm reaching for its pose's wrist target; elbows bend out and down. A
 * wrist near the shoulder would push the elbow out past the hands' reach (and the frame): there
 * the forearm comes towards the camera instead, drawn as much shorter as it takes.
 */
export function armJoints(side: -1 | 1, arm: ArmPose, pose: Pose): { shoulder: Point; elbow: Point; wrist: Point } {
  const shoulder = shoulderOf(side, pose);
  const full = RIG.forearm * (arm.forearm ?? 1);
  let bent = bendArm(side, shoulder, arm, full);
  if (Math.abs(bent.joint.x) > ELBOW_REACH) {
    // The longest forearm that keeps the elbow in: at the shortest the arm points straight at the wrist.
    let lo = Math.max(0.05, RIG.upperArm - Math.hypot(arm.wrist.x - shoulder.x, arm.wrist.y - shoulder.y));
    let hi = full;
    for (let i = 0; i < 12; i++) {
      const mid = (lo + hi) / 2;
      if (Math.abs(bendArm(side, shoulder, arm, mid).joint.x) > ELBOW_REACH) hi = mid;
      else lo = mid;
    }
    bent = bendArm(side, shoulder, arm, lo);
  }
  return { shoulder, elbow: bent.joint, wrist: bent.end };
}

/** The hand's size against the drawing below, and how far it reaches past the wrist (a pointing finger), in head units. */
const HAND_SCALE = 1.25;
export const HAND_REACH = 0.72 * HAND_SCALE;

function drawHand(ctx: SKRSContext2D, skin: string, wrist: Point, angle: number, shape: HandShape, side: -1 | 1): void {
  ctx.save();
  ctx.translate(wrist.x, wrist.y);
  ctx.rotate(angle);
  ctx.scale(HAND_SCALE, HAND_SCALE);
  ctx.fillStyle = skin;
  const dark = shade(skin, 0.14);
  // In the rotated frame the hand points along +x; the thumb is on the body's side.
  const thumb = -side;
  ctx.beginPath();
  switch (shape) {
    case 'palm': {
      // Seen from the front: the palm, four fingers close together with their tips rounded, the thumb apart.
      ctx.roundRect(0.05, -0.24, 0.42, 0.48, 0.14);
      ctx.fill();
      for (const [y, len] of [[-0.18, 0.3], [-0.06, 0.36], [0.06, 0.35], [0.18, 0.29]] as const) {
        ctx.beginPath();
        ctx.roundRect(0.35, y - 0.06, len, 0.12, 0.06);
        ctx.fill();
      }
      ctx.beginPath();
      ctx.save();
      ctx.translate(0.15, thumb * 0.2);
      ctx.rotate(thumb * 0.75);
      ctx.roundRect(0, -0.065, 0.34, 0.13, 0.065);
      ctx.fill();
      ctx.restore();
      ctx.fillStyle = dark;
      ctx.globalAlpha = 0.4;
      ctx.beginPath();
      ctx.ellipse(0.27, 0.02, 0.12, 0.1, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.globalAlpha = 1;
      break;
    }
    case 'point':
      ctx.ellipse(0.22, 0, 0.22, 0.2, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.beginPath();
      ctx.roundRect(0.3, -thumb * 0.12 - 0.055, 0.42, 0.11, 0.055);
      ctx.fill();
      ctx.fillStyle = dark;
      ctx.beginPath();
      ctx.ellipse(0.2, thumb * 0.12, 0.14, 0.06, 0, 0, Math.PI * 2);
      ctx.fill();
      break;
    case 'hold':
      ctx.ellipse(0.2, 0, 0.22, 0.21, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = dark;
      ctx.fillRect(0.22, -0.16, 0.03, 0.32);
      break;
    default: {
      // Relaxed or open: fingers together, a little longer when open.
      const len = shape === 'open' ? 0.62 : 0.5;
      ctx.roundRect(0, -0.19, len, 0.38, 0.17);
      ctx.fill();
      ctx.beginPath();
      ctx.ellipse(0.16, thumb * 0.2, 0.16, 0.08, thumb * 0.5, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = dark;
      ctx.fillRect(len * 0.55, -0.13, len * 0.35, 0.025);
      ctx.fillRect(len * 0.55, 0.0, len * 0.35, 0.025);
    }
  }
  ctx.restore();
}

/** One arm and its hand: the sleeve from the shoulder (short sleeves stop above the elbow), then the hand. */
export function drawArm(ctx: SKRSContext2D, p: AvatarPreset, look: AvatarLook, side: -1 | 1, arm: ArmPose, pose: Pose): Point {
  const { shoulder, elbow, wrist } = armJoints(side, arm, pose);
  const sleeve = shade(look.garment === 'apron' ? look.trim : look.colour, 0.1);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const short = SHORT_SLEEVES.has(look.garment);
  // The arm's soft shadow on the body behind it, so an arm across the torso reads apart from it.
  ctx.strokeStyle = 'rgba(20,10,30,0.14)';
  ctx.lineWidth = 0.66;
  ctx.beginPath();
  ctx.moveTo(shoulder.x + 0.1, shoulder.y + 0.12);
  ctx.lineTo(elbow.x + 0.1, elbow.y + 0.12);
  ctx.lineTo(wrist.x + 0.1, wrist.y + 0.12);
  ctx.stroke();
  // Bare forearm and, under a short sleeve, the upper arm.
  ctx.strokeStyle = p.skin;
  ctx.lineWidth = 0.5;
  ctx.beginPath();
  if (short) {
    ctx.moveTo(shoulder.x, shoulder.y);
    ctx.lineTo(elbow.x, elbow.y);
  } else ctx.moveTo(elbow.x, elbow.y);
  ctx.lineTo(wrist.x, wrist.y);
  ctx.stroke();
  ctx.strokeStyle = sleeve;
  ctx.lineWidth = SLEEVE_WIDTH;
  ctx.beginPath();
  ctx.moveTo(shoulder.x, shoulder.y);
  if (short) {
    ctx.lineTo(shoulder.x + (elbow.x - shoulder.x) * 0.45, shoulder.y + (elbow.y - shoulder.y) * 0.45);
    ctx.stroke();
  } else {
    ctx.lineTo(elbow.x, elbow.y);
    ctx.lineWidth = 0.6;
    ctx.lineTo(wrist.x - (wrist.x - elbow.x) * 0.12, wrist.y - (wrist.y - elbow.y) * 0.12);
    ctx.stroke();
    // The cuff.
    ctx.strokeStyle = shade(sleeve, 0.15);
    ctx.lineWidth = 0.62;
    ctx.lineCap = 'butt';
    ctx.beginPath();
    const k = 0.86;
    ctx.moveTo(elbow.x + (wrist.x - elbow.x) * k, elbow.y + (wrist.y - elbow.y) * k);
    ctx.lineTo(elbow.x + (wrist.x - elbow.x) * 0.95, elbow.y + (wrist.y - elbow.y) * 0.95);
    ctx.stroke();
  }
  const angle = arm.angle ?? Math.atan2(wrist.y - elbow.y, wrist.x - elbow.x);
  drawHand(ctx, p.skin, wrist, angle, arm.shape, side);
  return wrist;
}
