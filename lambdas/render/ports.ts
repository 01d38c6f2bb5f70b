/**
 * What the render engine needs from the outside world. Defaults live in ./adapters
 * (offline, built in); AWS-backed or SSRF-guarded implementations plug into the same shapes.
 */
import type { Image, SKRSContext2D } from '@napi-rs/canvas';
import type { AvatarPreset } from '../core/presets';
import type { ArtStyle } from './spec';

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
}

/** Loads http(s) URLs and data: URIs. Production adds the outbound-URL (SSRF) guard. */
export interface AssetFetcher {
  fetch(url: string, limits: FetchLimits): Promise<Buffer>;
}

export interface SpeechRequest {
  text: string;
  /** Voice preset id (lambdas/core/presets.ts). */
  voiceId: string;
  language: string;
}

export interface SpeechSynthesizer {
  /** Returns a mono 16-bit PCM WAV file. */
  synthesize(request: SpeechRequest): Promise<Buffer>;
  /** Frees a background process, if any. */
  close?(): Promise<void>;
}

/** Draws one frame of a scene's picture; frames are requested in order, 0..frames-1. */
export interface FrameSource {
  draw(ctx: SKRSContext2D, frame: number): void | Promise<void>;
  close?(): Promise<void>;
}

export interface Palette {
  background: string;
  backgroundAlt: string;
  accent: string;
  text: string;
  muted: string;
}

export interface FrameGeometry {
  width: number;
  height: number;
  fps: number;
  frames: number;
}

export interface FootageRequest extends FrameGeometry {
  prompt: string;
  artStyle: ArtStyle;
  palette: Palette;
  /** i2v: the picture to animate (scene ref image or product photo); t2v: null. */
  image: Image | null;
  /** Stable per scene, so a re-render draws the same footage. */
  seed: number;
}

export interface FootageGenerator {
  generate(request: FootageRequest): Promise<FrameSource>;
}

export type PresenterFaceInput = { kind: 'preset'; preset: AvatarPreset } | { kind: 'photo'; image: Image };

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PresenterRequest extends FrameGeometry {
  face: PresenterFaceInput;
  /** Safe content area of the frame: the presenter's lower third stays inside it. */
  content: Rect;
  walking: boolean;
  /** Mouth opening 0..1 for each frame, from the narration's loudness. */
  speech: Float32Array;
  palette: Palette;
  prompt: string;
  seed: number;
}

export interface PresenterGenerator {
  generate(request: PresenterRequest): Promise<FrameSource>;
}

export interface RenderPorts {
  fetcher: AssetFetcher;
  speech: SpeechSynthesizer;
  footage: FootageGenerator;
  presenter: PresenterGenerator;
}
