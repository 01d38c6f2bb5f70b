/**
 * The normalized input of the render engine. `toRenderSpec` maps a validated POST /v1/render
 * request (spec §2.2, §2.3: the core schema's type, its defaults resolved) to it; everything
 * after that speaks only RenderSpec.
 */
import { defaultVoiceFor, isAvatarPreset, STOCK_AVATAR_PRESET_ID } from '../core/presets';
import { defaultTitle, parseRenderRequest, SCENE_SEC, type RenderRequest, type Scene } from '../core/render/request-schema';
import {
  ART_STYLES,
  ASPECTS,
  CAPTION_STYLES,
  DEFAULT_CAPTION_STYLE,
  MUSIC_STYLES,
  QUALITIES,
  SCENE_TYPES,
  type ArtStyle,
  type Aspect,
  type CaptionStyle,
  type MusicStyle,
  type Quality,
  type SceneType,
} from '../core/render/vocabulary';
import { videoFormat, type VideoFormat } from './formats';

// The engine speaks the API's vocabulary; re-exported so render code imports one module.
export { ART_STYLES, ASPECTS, CAPTION_STYLES, MUSIC_STYLES, QUALITIES, SCENE_TYPES };
export type { ArtStyle, Aspect, CaptionStyle, MusicStyle, Quality, SceneType };

/** Scene length bounds of spec §2.3 / §8 (defined once, in the request schema). */
export const MIN_SCENE_SEC = SCENE_SEC.min;
export const MAX_SCENE_SEC = SCENE_SEC.max;
export const DEFAULT_SCENE_SEC = SCENE_SEC.default;

export interface SceneSpec {
  type: SceneType;
  prompt: string;
  script?: string;
  role?: string;
  motion?: { beat?: string; layout?: string };
  refImageUrl?: string;
  videoUrl?: string;
  /** Requested length; narration may stretch it, always within 3–10 s. */
  durationSec?: number;
  /** Presenter scenes: the role under the presenter's name. */
  presenterTitle?: string;
}

/** Presenter face for the whole video: a catalogue face or a photo. */
export type PresenterFace = { avatarPresetId: string } | { imageUrl: string };

export interface BrandSpec {
  logoUrl: string | null;
  /** Hex colours, most important first. */
  colors: string[];
}

export interface RenderSpec {
  title: string;
  scenes: SceneSpec[];
  aspect: Aspect;
  quality: Quality;
  upscale: boolean;
  language: string;
  narration: boolean;
  voiceId: string;
  /** null: no music track. */
  musicStyle: MusicStyle | null;
  /** null: no brand at all (no logo, no end card, house colours). */
  brand: BrandSpec | null;
  productImageUrl: string | null;
  /** Face for s2v / walk_talk scenes without their own ref image; null falls back to the stock presenter. */
  presenter: PresenterFace | null;
  artStyle: ArtStyle;
  /** How narration is burned in; the WebVTT file is written whatever the style. */
  captionStyle: CaptionStyle;
  /** The length a brief asked for (its `duration_sec`), end card included; null for a caller's own scene plan. */
  requestedSec?: number | null;
  /** Pixels, frame rate and encoder settings of every part (withFormat, inAspect). */
  format: VideoFormat;
}

/** What the engine renders: a validated request (every §2.2 default resolved by its schema), its scenes and title. */
export interface RenderInput {
  readonly request: RenderRequest;
  readonly title: string;
  readonly scenes: readonly Scene[];
}

function presenterFor(request: RenderRequest): PresenterFace | null {
  if (request.avatar_preset_id && isAvatarPreset(request.avatar_preset_id)) return { avatarPresetId: request.avatar_preset_id };
  // presenter_enabled: false allows faceless presenter scenes: they get the stock presenter.
  return request.presenter_enabled === false ? { avatarPresetId: STOCK_AVATAR_PRESET_ID } : null;
}

function brandFor(request: RenderRequest): BrandSpec | null {
  if (request.brand_enabled === false) return null;
  const logoUrl = request.brand_logo_url ?? null;
  const colors = (request.brand_colors ?? []).map((c) => (c.startsWith('#') ? c : `#${c}`));
  if (!logoUrl && colors.length === 0) return null;
  return { logoUrl, colors };
}

/** The engine's choices with the output format they imply, computed here once for every part of the video. */
export function withFormat(choices: Omit<RenderSpec, 'format'>): RenderSpec {
  return { ...choices, format: videoFormat(choices.aspect, choices.quality, choices.upscale) };
}

/** The same video laid out for another frame shape: the one way to change a spec's aspect (its format follows). */
export function inAspect(spec: RenderSpec, aspect: Aspect): RenderSpec {
  return withFormat({ ...spec, aspect });
}

export function toRenderSpec({ request, title, scenes }: RenderInput): RenderSpec {
  return withFormat({
    title,
    scenes: scenes.map((s) => ({
      type: s.type,
      prompt: s.prompt,
      durationSec: s.duration_sec,
      ...(s.script ? { script: s.script } : {}),
      ...(s.role ? { role: s.role } : {}),
      ...(s.motion ? { motion: { beat: s.motion.beat, layout: s.motion.layout } } : {}),
      ...(s.ref_image_url ? { refImageUrl: s.ref_image_url } : {}),
      ...(s.video_url ? { videoUrl: s.video_url } : {}),
      ...(s.presenter_title ? { presenterTitle: s.presenter_title } : {}),
    })),
    aspect: request.aspect,
    quality: request.quality,
    upscale: request.upscale,
    language: request.language,
    narration: request.narrator,
    voiceId: request.voice_preset_id ?? defaultVoiceFor(request.language),
    musicStyle: request.music_style,
    brand: brandFor(request),
    productImageUrl: request.product_enabled === false ? null : (request.product_image_url ?? null),
    presenter: presenterFor(request),
    artStyle: request.art_style,
    captionStyle: request.captions?.style ?? DEFAULT_CAPTION_STYLE,
    requestedSec: request.brief ? request.duration_sec : null,
  });
}

/**
 * A POST /v1/render body with a scene plan, validated as the API validates it, as the engine
 * renders it (the CLI, the samples, the benchmarks): planning from a brief is the API's.
 */
export function parsePlan(body: unknown): RenderInput {
  const request = parseRenderRequest(body);
  if (!request.scene_plan) throw new Error('a scene_plan is needed: the engine renders plans; planning from a brief is the API\'s');
  return { request, title: request.title ?? defaultTitle(request.scene_plan), scenes: request.scene_plan };
}

/** The spec of such a body (parsePlan), laid out for its first aspect. */
export function planSpec(body: unknown): RenderSpec {
  return toRenderSpec(parsePlan(body));
}
