/**
 * The normalized input of the render engine. `toRenderSpec` maps a validated POST /v1/render
 * body (spec §2.2, §2.3, snake_case) to it; everything after that speaks only RenderSpec.
 */
import { defaultVoiceFor, isAvatarPreset, STOCK_AVATAR_PRESET_ID } from '../core/presets';
import { SCENE_SEC } from '../core/render/request-schema';
import {
  ART_STYLES,
  ASPECTS,
  CAPTION_STYLES,
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
}

/** The fields of a validated render request the engine reads (spec §2.2, §2.3). */
export interface RenderRequestBody {
  scene_plan: ReadonlyArray<{
    type: string;
    prompt: string;
    script?: string | null;
    role?: string | null;
    motion?: { beat?: string | null; layout?: string | null } | null;
    ref_image_url?: string | null;
    video_url?: string | null;
    duration_sec?: number | null;
    presenter_title?: string | null;
  }>;
  kind?: string | null;
  title?: string | null;
  brief?: string | null;
  duration_sec?: number | null;
  narrator?: boolean | null;
  language?: string | null;
  aspect?: string | null;
  quality?: string | null;
  route?: string | null;
  art_style?: string | null;
  music_style?: string | null;
  upscale?: boolean | null;
  voice_preset_id?: string | null;
  avatar_preset_id?: string | null;
  presenter_enabled?: boolean | null;
  brand_logo_url?: string | null;
  brand_colors?: ReadonlyArray<string> | null;
  brand_enabled?: boolean | null;
  product_image_url?: string | null;
  product_enabled?: boolean | null;
  captions?: { style?: string | null } | null;
}

function oneOf<T extends string>(values: readonly T[], value: string | null | undefined, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

/** "Set by the format" (§2.2): the music a route or kind suggests when the caller names none. */
function defaultMusic(route: string | null | undefined, kind: string | null | undefined): MusicStyle {
  if (kind === 'training' || route === 'training' || route === 'explainer') return 'corporate-pop';
  if (route === 'app-demo' || route === 'website' || route === 'motion-film') return 'upbeat-tech';
  if (route === 'story' || route === 'character-story' || route === 'place-film' || route === 'film-advert') {
    return 'cinematic-epic';
  }
  if (route === 'ugc-ad' || route === 'testimonial' || route === 'unboxing') return 'lo-fi-chill';
  return 'upbeat-tech';
}

function clampDuration(sec: number | null | undefined): number | undefined {
  if (sec == null || !Number.isFinite(sec)) return undefined;
  return Math.min(MAX_SCENE_SEC, Math.max(MIN_SCENE_SEC, sec));
}

function presenterFor(body: RenderRequestBody): PresenterFace | null {
  if (body.avatar_preset_id && isAvatarPreset(body.avatar_preset_id)) return { avatarPresetId: body.avatar_preset_id };
  // presenter_enabled: false allows faceless presenter scenes: they get the stock presenter.
  return body.presenter_enabled === false ? { avatarPresetId: STOCK_AVATAR_PRESET_ID } : null;
}

function brandFor(body: RenderRequestBody): BrandSpec | null {
  if (body.brand_enabled === false) return null;
  const colors = [...(body.brand_colors ?? [])].filter((c) => /^#?[0-9a-f]{3,8}$/i.test(c.trim()));
  const logoUrl = body.brand_logo_url ?? null;
  if (!logoUrl && colors.length === 0) return null;
  return { logoUrl, colors: colors.map((c) => (c.trim().startsWith('#') ? c.trim() : `#${c.trim()}`)) };
}

export function toRenderSpec(body: RenderRequestBody): RenderSpec {
  const language = body.language ?? 'en';
  const scenes: SceneSpec[] = body.scene_plan.map((s) => ({
    type: oneOf(SCENE_TYPES, s.type, 'motion'),
    prompt: s.prompt,
    ...(s.script ? { script: s.script } : {}),
    ...(s.role ? { role: s.role } : {}),
    ...(s.motion ? { motion: { beat: s.motion.beat ?? undefined, layout: s.motion.layout ?? undefined } } : {}),
    ...(s.ref_image_url ? { refImageUrl: s.ref_image_url } : {}),
    ...(s.video_url ? { videoUrl: s.video_url } : {}),
    ...(clampDuration(s.duration_sec) !== undefined ? { durationSec: clampDuration(s.duration_sec) } : {}),
    ...(s.presenter_title ? { presenterTitle: s.presenter_title } : {}),
  }));
  return {
    title: body.title ?? scenes[0]?.prompt.slice(0, 80) ?? 'Untitled',
    scenes,
    aspect: oneOf(ASPECTS, body.aspect, '9:16'),
    quality: oneOf(QUALITIES, body.quality, 'draft'),
    upscale: body.upscale ?? false,
    language,
    narration: body.narrator !== false,
    voiceId: body.voice_preset_id ?? defaultVoiceFor(language),
    musicStyle: oneOf(MUSIC_STYLES, body.music_style, defaultMusic(body.route, body.kind)),
    brand: brandFor(body),
    productImageUrl: body.product_enabled === false ? null : (body.product_image_url ?? null),
    presenter: presenterFor(body),
    artStyle: oneOf(ART_STYLES, body.art_style, 'cinematic'),
    captionStyle: oneOf(CAPTION_STYLES, body.captions?.style, 'block'),
    requestedSec: body.brief && body.duration_sec ? body.duration_sec : null,
  };
}
