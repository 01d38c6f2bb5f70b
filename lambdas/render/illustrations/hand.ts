/**
 * A hand holding something up from below the frame: the palm under the held thing's bottom edge,
 * the thumb over its near side, fingertips round its far side, the forearm in a sleeve running
 * down off the frame. Drawn in its holder's skin tone (a natural one when no one is drawn), over
 * the held thing, so only the grip covers it: a phone's screen stays clear.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { SKIN_TONES, type Skin } from './figure-look';

/** The skin of a hand with no one drawn to hold it. */
const LONE: Skin = SKIN_TONES[1];
export const SKIN = LONE.tone;
/** How far the palm reaches below the held thing's bottom edge, as a share of its width: the grip ends there, the wrist begins. */
export const GRIP_BELOW = 0.42;

/**
 * Draws into w × h. The held thing is `heldW` wide, centred, its bottom edge at `heldBottom`;
 * `side` 1 puts the thumb on the left (a right hand), -1 on the right; `skin` is its holder's, and
 * `span` the breadth of their hand (a drawn person's, at their scale): no wider than that under a larger thing.
 */
export function drawHand(ctx: SKRSContext2D, w: number, h: number, heldW: number, heldBottom: number, sleeve: string, side: 1 | -1, skin: Skin = LONE, span = heldW): void {
  ctx.save();
  if (side < 0) {
    ctx.translate(w, 0);
    ctx.scale(-1, 1);
  }
  const u = Math.min(heldW, span);
  const left = (w - u) / 2;
  const right = left + u;
  const palmTop = heldBottom - u * 0.14;
  const capsule = (x: number, y: number, cw: number, ch: number, colour: string) => {
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.roundRect(x, y, cw, ch, Math.min(cw, ch) / 2);
    ctx.fill();
  };
  // Forearm, angled a little toward the near side, in a sleeve below the wrist.
  ctx.fillStyle = skin.tone;
  ctx.beginPath();
  ctx.moveTo(left + u * 0.2, palmTop + u * 0.3);
  ctx.lineTo(left + u * 0.78, palmTop + u * 0.3);
  ctx.lineTo(left + u * 0.62, h);
  ctx.lineTo(left + u * 0.06, h);
  ctx.closePath();
  ctx.fill();
  capsule(left + u * 0.0, heldBottom + u * 0.7, u * 0.72, h, sleeve);
  // The palm under the bottom edge, the thumb up the near side, fingertips round the far side.
  capsule(left + u * 0.04, palmTop, u * 0.92, heldBottom + u * GRIP_BELOW - palmTop, skin.tone);
  capsule(left + u * 0.2, palmTop + u * 0.36, u * 0.5, u * 0.05, skin.shade);
  for (let k = 0; k < 3; k++) capsule(right - u * 0.08, heldBottom - u * (0.3 + k * 0.17), u * 0.16, u * 0.12, k % 2 ? skin.shade : skin.tone);
  capsule(left - u * 0.07, heldBottom - u * 0.56, u * 0.18, u * 0.56, skin.tone);
  capsule(left - u * 0.02, heldBottom - u * 0.52, u * 0.07, u * 0.14, skin.shade);
  ctx.restore();
}
