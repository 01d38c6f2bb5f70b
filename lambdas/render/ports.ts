/**
 * What the render engine needs from the outside world. Defaults live in ./adapters
 * (offline, built in); AWS-backed or SSRF-guarded implementations plug into the same shapes.
 */
import type { Image, SKRSContext2D } from '@napi-rs/canvas';
import type { AvatarPreset } from '../core/presets';
import type { NarrationLanguages } from '../core/render/narration';
import type { ArtStyle, SceneType } from './spec';
import type { VisemeMark } from './speech/visemes';

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

/** When a word is spoken: seconds into the WAV, and the word's place in the request text. */
export interface WordMark {
  start: number;
  end: number;
  /** UTF-16 offsets into SpeechRequest.text: [from, to). */
  from: number;
  to: number;
}

export interface Speech {
  /** A mono 16-bit PCM WAV file. */
  wav: Buffer;
  /** Word timings from the voice, or null when it gives none (captions then estimate them). */
  words: WordMark[] | null;
  /** Mouth shapes from the voice (seconds into the WAV), or null when it gives none. */
  visemes: VisemeMark[] | null;
  /** Words of the line the voice could not pronounce and left unsaid (the captions still show them). */
  unread?: string[];
}

/** A voice; `reads` says which lines it can pronounce (core/render/narration.ts). */
export interface SpeechSynthesizer extends NarrationLanguages {
  /** The line spoken; null when the voice finds, reading it, that it cannot pronounce it after all. */
  synthesize(request: SpeechRequest): Promise<Speech | null>;
  /** Starts what the voice needs before its first line (a worker, its data): a render worker's initialisation calls it, so that no job pays it. */
  warm?(): Promise<void>;
  /** Frees a background process, if any. */
  close?(): Promise<void>;
}

/** Draws one frame of a scene's picture; frames are requested in order, 0..frames-1. */
export interface FrameSource {
  draw(ctx: SKRSContext2D, frame: number): void | Promise<void>;
  close?(): Promise<void>;
  /**
   * What no caption may cover at `t` seconds into the scene (faces, hands at work, the things the
   * prompt names), in frame pixels: the captions keep clear of them and `check:video` holds them to it.
   */
  subjects?(t: number): Subject[];
}

/** A part of the picture the viewer must see whole. */
export interface Subject {
  label: string;
  box: Rect;
  /** Kept clear where a caption can be, but no fault where none can (a split card's picture beside its panel): check:video is not held to it. */
  soft?: boolean;
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
  /** The frame's safe content area (clear of captions and logo): where the subject belongs. */
  content: Rect;
  /** Stable per scene, so a re-render draws the same footage. */
  seed: number;
  /**
   * The video's scenes in order and this scene's place among them, so a generator can keep one
   * video from showing the same composition twice. Absent: the scene is drawn on its own.
   */
  video?: { scenes: readonly FootageSibling[]; index: number };
}

/** What a footage generator may know of another scene of the same video. */
export interface FootageSibling {
  type: SceneType;
  prompt: string;
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
  /** Safe content area of the frame, above the lower third: the presenter is framed in it. */
  content: Rect;
  /** walk_talk: the presenter walks and the street passes; s2v: a studio. */
  walking: boolean;
  /** The narration as the presenter speaks it; silent scenes have no marks and a zero level. */
  speech: PresenterSpeech;
  /** The scene's prompt: the garments, colours, setting and props it names are honoured. */
  prompt: string;
  palette: Palette;
  /** The name and role shown in the lower third; null shows none. */
  lowerThird: { name: string; role: string | null } | null;
  /** Where the lower third goes: the layout keeps it clear of captions and logo. */
  lowerThirdBox: Rect;
  families: string;
  rtl: boolean;
  artStyle: ArtStyle;
  seed: number;
}

/** A scene's narration on the scene's own timeline (seconds from its first frame). */
export interface PresenterSpeech {
  /** Mouth shapes, sorted by time (see speech/visemes.ts: read them with mouthPose). */
  visemes: VisemeMark[];
  /** The spoken words, for gestures and glances timed to the line. */
  words: { text: string; start: number; end: number }[];
  /** Loudness 0..1 of each frame, for emphasis. */
  level: Float32Array;
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
