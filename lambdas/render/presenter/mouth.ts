/**
 * The illustrated presenter's mouth, drawn from a `MouthPose` (speech/visemes.ts): lips that
 * press together on /m b p/, part wide on /a/, push round on /o u w/; upper teeth, the tongue
 * (up behind the teeth on /l/) and the lower lip tucked under the teeth on /f v/. Without a viseme
 * timeline the voice's loudness opens the jaw instead (`levelPose`).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { MOUTH_SHAPES, mouthTrack, type MouthPose } from '../speech/visemes';
import { mix } from '../draw/palette';
import type { PresenterSpeech } from '../ports';

/** Where the mouth sits under the face's centre, in head units. */
export const MOUTH_Y = 0.68;
/** The widest the mouth gets each side of its centre, in head units (for the region a test looks at). */
const MOUTH_SCALE = 1.45;
export const MOUTH_HALF_WIDTH = 0.36 * MOUTH_SCALE;

/** The inside of the mouth: dark and warm, darker than anything else on the face. */
export const MOUTH_INSIDE = '#3d1119';

/**
 * The mouth from the voice's loudness alone: the jaw opens with the level, relaxed in width,
 * closing fully in the pauses between words.
 */
export function levelPose(level: number): MouthPose {
  const open = Math.min(1, level * 1.1);
  const rest = MOUTH_SHAPES.rest;
  return { ...rest, open: Math.max(rest.open * (1 - open), open * 0.8), width: 0.5 + open * 0.15, teeth: open * 0.6 };
}

/**
 * The mouth through a scene: the take's viseme timeline (every /m b p/ closed on a frame of its
 * own), or the loudness when the take has no visemes.
 */
export function presenterMouth(speech: PresenterSpeech, fps: number): (t: number, frame: number) => MouthPose {
  if (speech.visemes.length === 0) return (_t, frame) => levelPose(speech.level[frame] ?? 0);
  return mouthTrack(speech.visemes, fps);
}

/** Draws the mouth centred at (0, MOUTH_Y) in head units. */
export function drawMouth(ctx: SKRSContext2D, pose: MouthPose, skin: string): void {
  const half = 0.17 + 0.17 * pose.width - 0.07 * pose.round;
  const gap = 0.34 * pose.open * (1 - 0.6 * pose.tuck);
  // Rounded lips push forward: the opening is taller for its width and its corners soften.
  const roundness = 0.35 + 0.55 * pose.round;
  const lip = mix(skin, '#b0505a', 0.42);
  const lipShade = mix(lip, '#000000', 0.16);
  const upperLip = 0.07 + 0.02 * pose.round;
  const lowerLip = (0.09 + 0.03 * pose.round) * (1 - 0.45 * pose.tuck);
  const top = -gap * 0.32;
  const bottom = gap * 0.68;

  ctx.save();
  ctx.translate(0, MOUTH_Y);
  ctx.scale(MOUTH_SCALE, MOUTH_SCALE);
  // Lower lip, then upper lip, each a crescent from corner to corner.
  const corner = half + 0.02;
  ctx.fillStyle = lipShade;
  ctx.beginPath();
  ctx.moveTo(-corner, 0);
  ctx.bezierCurveTo(-half * roundness, bottom + lowerLip * 1.3, half * roundness, bottom + lowerLip * 1.3, corner, 0);
  ctx.bezierCurveTo(half * 0.6, bottom * 0.9, -half * 0.6, bottom * 0.9, -corner, 0);
  ctx.fill();
  ctx.fillStyle = lip;
  ctx.beginPath();
  ctx.moveTo(-corner, 0);
  ctx.bezierCurveTo(-half * 0.7, top - upperLip * 1.2, -half * 0.25, top - upperLip * 1.4, 0, top - upperLip * 1.05);
  ctx.bezierCurveTo(half * 0.25, top - upperLip * 1.4, half * 0.7, top - upperLip * 1.2, corner, 0);
  ctx.bezierCurveTo(half * 0.6, top * 0.9, -half * 0.6, top * 0.9, -corner, 0);
  ctx.fill();

  if (gap < 0.012) {
    // Closed: the seam where the lips meet, pressed a little harder on /m b p/.
    ctx.strokeStyle = mix(lip, '#2a0b10', 0.55);
    ctx.lineWidth = 0.035;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(-half, -0.005);
    ctx.quadraticCurveTo(0, 0.02, half, -0.005);
    ctx.stroke();
  } else {
    const opening = () => {
      ctx.beginPath();
      ctx.moveTo(-half, 0);
      ctx.bezierCurveTo(-half * roundness, top * 1.35, half * roundness, top * 1.35, half, 0);
      ctx.bezierCurveTo(half * roundness, bottom * 1.35, -half * roundness, bottom * 1.35, -half, 0);
      ctx.closePath();
    };
    opening();
    ctx.fillStyle = MOUTH_INSIDE;
    ctx.fill();
    ctx.save();
    opening();
    ctx.clip();
    if (pose.tongue > 0.05) {
      // The tongue rests low; on /l/ its tip rises behind the upper teeth.
      ctx.fillStyle = '#c9566a';
      const lift = pose.tongue > 0.6 ? (pose.tongue - 0.6) * 2.5 : 0;
      ctx.beginPath();
      ctx.ellipse(0, bottom - gap * (0.12 + 0.55 * lift), half * 0.62, gap * (0.32 + 0.25 * lift), 0, 0, Math.PI * 2);
      ctx.fill();
    }
    if (pose.teeth > 0.05) {
      ctx.fillStyle = '#fbf8f2';
      // The upper teeth: a band following the opening's upper edge.
      const teethH = Math.min(gap * 0.35, 0.07) * pose.teeth;
      ctx.beginPath();
      ctx.moveTo(-half, 0);
      ctx.bezierCurveTo(-half * roundness, top * 1.35, half * roundness, top * 1.35, half, 0);
      ctx.lineTo(half, teethH);
      ctx.bezierCurveTo(half * roundness, top * 1.35 + teethH, -half * roundness, top * 1.35 + teethH, -half, teethH);
      ctx.closePath();
      ctx.fill();
    }
    ctx.restore();
  }
  if (pose.tuck > 0.3) {
    // /f v/: the upper teeth rest on the tucked lower lip.
    ctx.fillStyle = '#fbf8f2';
    ctx.globalAlpha = Math.min(1, (pose.tuck - 0.3) * 2);
    ctx.beginPath();
    ctx.roundRect(-half * 0.5, -0.015, half, 0.05, 0.015);
    ctx.fill();
    ctx.globalAlpha = 1;
  }
  ctx.restore();
}
