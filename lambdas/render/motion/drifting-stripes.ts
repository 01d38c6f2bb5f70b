/**
 * Diagonal stripes over the whole frame, drifting sideways (the flood call to action's ground).
 * Filling every stripe as a path on each frame cost about 2 ms of a draft frame's drawing. The
 * stripes only ever move sideways, so each frame is one painted layer moved by whole pixels:
 * a layer for each eighth of a pixel of the drift, painted the first time a frame needs it and
 * kept for the rest of the scene (the drift of a 24 fps draft frame is 1.125 px, so eight layers).
 */
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';

/** Sub-pixel positions a layer is painted at: the drift is rounded to this fraction of a pixel. */
export const STRIPE_PHASES = 8;

export interface DriftingStripes {
  /** Draws the stripes moved `shift` pixels right (0 ≤ shift < twice the stripe width) at `alpha`. */
  draw(ctx: SKRSContext2D, shift: number, alpha: number): void;
  /** Layers painted so far. */
  readonly layers: number;
}

/** Stripes `stripe` px wide with as wide a gap, in `colour`, slanting from the bottom left to the top right of a `width` × `height` frame. */
export function driftingStripes(width: number, height: number, stripe: number, colour: string): DriftingStripes {
  const period = stripe * 2;
  // A layer is this much wider than the frame, so whole-pixel moves up to a period still cover it.
  const spare = Math.ceil(period);
  const layers = new Map<number, Canvas>();
  const paint = (phase: number): Canvas => {
    const c = createCanvas(width + spare, height);
    const ctx = c.getContext('2d');
    ctx.fillStyle = colour;
    for (let x = -height - period + phase + spare; x < width + spare; x += period) {
      ctx.beginPath();
      ctx.moveTo(x, height);
      ctx.lineTo(x + stripe, height);
      ctx.lineTo(x + stripe + height, 0);
      ctx.lineTo(x + height, 0);
      ctx.fill();
    }
    return c;
  };
  return {
    draw(ctx, shift, alpha) {
      if (alpha <= 0) return;
      const steps = Math.round(shift * STRIPE_PHASES);
      const whole = Math.floor(steps / STRIPE_PHASES);
      const phase = (steps - whole * STRIPE_PHASES) / STRIPE_PHASES;
      let layer = layers.get(phase);
      if (!layer) layers.set(phase, (layer = paint(phase)));
      ctx.globalAlpha = alpha;
      ctx.drawImage(layer, whole - spare, 0);
      ctx.globalAlpha = 1;
    },
    get layers() {
      return layers.size;
    },
  };
}
