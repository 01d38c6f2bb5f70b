/**
 * The 0.5 s blend between two parts of a video: the outgoing scene's tail (drawn past its end)
 * under the incoming part's head. Made one of two ways, the same blend either way: by ffmpeg from
 * the two encoded parts (compose, when scenes were drawn on separate workers), or on the canvas
 * while the outgoing scene draws its tail (renderVideo, which holds every scene in one process:
 * no decode and no second encode).
 */
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import type { TextAudit } from './draw/text-audit';
import { newSurface, type Surface } from './frame-encoder';
import type { VideoFormat } from './formats';
import type { FrameSource } from './ports';
import type { RenderSpec, SceneSpec } from './spec';
import { TRANSITION_SEC, transitionFrames } from './timing';

export type TransitionKind = 'fade' | 'slide-left' | 'slide-up';

/**
 * The incoming scene sets the transition: a call to action rises, a new step slides in.
 * With a logo on screen only fades are used: a slide would carry the logo across the frame.
 */
export function transitionInto(next: SceneSpec | null, withLogo: boolean): TransitionKind {
  const beat = next && !withLogo ? (next.motion?.beat ?? next.role) : null;
  if (beat === 'cta') return 'slide-up';
  if (beat === 'step') return 'slide-left';
  return 'fade';
}

/** The transition out of scene `index`, into the next scene or the end card. */
export function transitionAfter(spec: RenderSpec, index: number): TransitionKind {
  return transitionInto(spec.scenes[index + 1] ?? null, Boolean(spec.brand?.logoUrl));
}

/*
 * Both renderings follow one curve: the head fades in linearly from fully transparent on the
 * first frame (ffmpeg's fade filter), and slides with a smoothstep of the progress, in place
 * on the last frame.
 */

/** Parts may start a few frames late (B-frame delay); transitions pair frames from zero. */
const ZERO = '[0:v]setpts=PTS-STARTPTS[a];';

/** ffmpeg's filter graph: input 0 is the tail, input 1 the head. */
export function transitionGraph(kind: TransitionKind, fps: number, frames: number): string {
  if (kind === 'fade') {
    return `${ZERO}[1:v]setpts=PTS-STARTPTS,format=yuva420p,fade=t=in:st=0:d=${TRANSITION_SEC}:alpha=1[b];[a][b]overlay=shortest=1:format=yuv420,format=yuv420p[v]`;
  }
  const p = `((t*${fps}+1)/${frames})`;
  const eased = `(${p}*${p}*(3-2*${p}))`;
  const position = kind === 'slide-left' ? `x='main_w*(1-${eased})':y=0` : `x=0:y='main_h*(1-${eased})'`;
  return `${ZERO}[1:v]setpts=PTS-STARTPTS[b];[a][b]overlay=${position}:eval=frame:shortest=1,format=yuv420p[v]`;
}

/**
 * Where ffmpeg's overlay puts a picture asked at `offset`: whole pixels, rounded down to an even
 * number (yuv420's chroma comes in pairs of pixels). The canvas follows it, so that both renderings
 * place every frame of a slide alike; a fractional offset would also resample the picture soft.
 */
const overlayOffset = (offset: number) => Math.floor(offset / 2) * 2;

/** On the canvas: frame `k` (of `frames`) of the head, drawn over the tail's frame already on `ctx`. */
function drawIncoming(ctx: SKRSContext2D, head: Canvas, kind: TransitionKind, k: number, frames: number): void {
  ctx.save();
  if (kind === 'fade') {
    ctx.globalAlpha = k / frames;
    ctx.drawImage(head, 0, 0);
  } else {
    const p = (k + 1) / frames;
    const away = 1 - p * p * (3 - 2 * p);
    if (kind === 'slide-left') ctx.drawImage(head, overlayOffset(head.width * away), 0);
    else ctx.drawImage(head, 0, overlayOffset(head.height * away));
  }
  ctx.restore();
}

/** A part's drawing whose first frames were drawn as a transition's head, on its own surface. */
export interface DrawnHead<T extends FrameSource> {
  source: T;
  surface: Surface;
}

export interface IncomingHead<T extends FrameSource> extends FrameSource {
  /** Closes what follows, unless it was handed off. */
  close(): Promise<void>;
  /**
   * What follows, its head drawn: the part after it goes on drawing from there (renderVideo, when
   * one lane draws both), so its first frames are drawn once. Then close() leaves it open.
   */
  handOff(): Promise<DrawnHead<T>>;
}

/**
 * What follows a scene, blended into its tail frame by frame: started at the tail's first frame
 * (`start`), drawn on a surface of its own, closed with the tail. Each frame is drawn as the frame
 * encoder draws it, its text audit (when it has one) watching, so the part can go on from there.
 */
export function incomingHead<T extends FrameSource & { audit?: TextAudit }>(kind: TransitionKind, format: VideoFormat, start: () => Promise<T>): IncomingHead<T> {
  const frames = transitionFrames(format.fps);
  let head: Promise<DrawnHead<T> & { unwatch?: () => void }> | null = null;
  let handedOff = false;
  return {
    async draw(ctx, k) {
      head ??= start().then((source) => {
        const surface = newSurface(format);
        return { source, surface, unwatch: source.audit?.watch(surface.ctx) };
      });
      const { source, surface } = await head;
      source.audit?.beginFrame(k);
      surface.ctx.save();
      await source.draw(surface.ctx, k);
      surface.ctx.restore();
      source.audit?.endFrame();
      drawIncoming(ctx, surface.canvas, kind, k, frames);
    },
    async handOff() {
      if (!head) throw new Error('handOff: the head was never drawn');
      handedOff = true;
      const { source, surface, unwatch } = await head;
      // The frame encoder watches the surface again as it goes on drawing.
      unwatch?.();
      return { source, surface };
    },
    async close() {
      if (!handedOff) await head?.then(({ source }) => source.close?.(), () => undefined);
    },
  };
}
