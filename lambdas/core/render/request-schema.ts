import * as z from 'zod';
import { parseBody } from '../parse-body';
import { MAX_MODEL_NAME_CHARS } from './render-models';
import { formatOf, ROUTES } from './routes-catalog';
import { isHttpUrl, isImageDataUri, MAX_HTTP_URL_CHARS, MAX_IMAGE_URL_CHARS } from './url-syntax';
import {
  ART_STYLES,
  ASPECTS,
  CAPTION_STYLES,
  DEFAULT_CAPTION_STYLE,
  isArtStyle,
  KINDS,
  MOTION_LAYOUTS,
  MUSIC_STYLES,
  PRESENTER_SCENE_TYPES,
  QUALITIES,
  SCENE_TYPES,
  type ArtStyle,
  type Aspect,
  type Kind,
} from './vocabulary';

/**
 * The render request (§2.2) and scene (§2.3): the single source of validation, types and the
 * API document. Every bound of §2.2, §2.3 and §8 is here. Unknown keys are refused (strict
 * objects), each listed as `path.key: unrecognized key`, so a misspelt field never silently
 * renders something the caller did not ask for. Names the spec leaves unshown are ours:
 * scene `duration_sec`, `motion.layout`, `art_direction`, `sfx`, `model`; and `dry_run`.
 */

export const SCENE_SEC = { min: 3, max: 10, default: 5 } as const;
export const DURATION_SEC = { min: 5, max: 120 } as const;
export const DEFAULT_DURATION_SEC: Readonly<Record<Kind, number>> = { ad: 20, training: 60 };
export const MAX_SCENES = 12;
export const MAX_PROMPT_CHARS = 2_000;
export const MAX_SCRIPT_CHARS = 2_000;
export const MAX_TITLE_CHARS = 200;
export const MAX_PRESENTER_TITLE_CHARS = 60;
export const DEFAULT_ASPECT: Aspect = '9:16';

/** Text with at least one visible character: a prompt of spaces says nothing to render. */
const nonBlank = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((s) => s.length === 0 || s.trim() !== '', 'must not be blank');

const imageUrl = z
  .string()
  .max(MAX_IMAGE_URL_CHARS)
  .refine(
    (s) => s.length > MAX_IMAGE_URL_CHARS || isHttpUrl(s) || isImageDataUri(s),
    'must be a public http(s) URL or a base64 data:image URI (png, jpeg, webp, gif)',
  );
const imageUrlOf = (description: string) => imageUrl.meta({ description: `${description} A public http(s) URL or a base64 data:image URI (png, jpeg, webp, gif).` });

const httpUrl = z.string().max(MAX_HTTP_URL_CHARS).refine(isHttpUrl, 'must be a public http(s) URL');

/** Format of preset and brand-kit ids is unshown in the spec; ours is a short token. */
const resourceId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/, "must be 1 to 128 letters, digits, '-', '_', '.' or ':'");

const hexColour = z
  .string()
  .max(32)
  .regex(/^#?(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'must be a hex colour such as #1a2b3c');

const motionSchema = z
  .strictObject({
    beat: z.string().min(1).max(40).optional().meta({ description: "The scene's beat in the story, for example hook or cta." }),
    layout: z.enum(MOTION_LAYOUTS).optional().meta({ description: 'How the copy is laid out; list items are separated by ";" or new lines.' }),
  })
  .meta({ description: 'Motion scenes only.' });

/** The scene's fields; `sceneSchema` adds the checks that span fields. */
export const sceneObject = z.strictObject({
  type: z.enum(SCENE_TYPES).meta({
    description: 'motion: animated text, numbers, steps or a logo; t2v_fast: generated footage; i2v_fast: generated from an image; s2v and walk_talk: a presenter (needs a face); footage: your clip.',
  }),
  prompt: nonBlank(MAX_PROMPT_CHARS).meta({ description: 'What the camera sees; for a motion scene, the on-screen copy.' }),
  script: z.string().max(MAX_SCRIPT_CHARS).optional().meta({ description: "The narrator's line for the scene; omit for none." }),
  role: z.string().min(1).max(40).optional().meta({ description: "The scene's job in the story: hook, body, proof, cta, intro, step, recap…" }),
  duration_sec: z.number().min(SCENE_SEC.min).max(SCENE_SEC.max).default(SCENE_SEC.default).meta({ description: 'Seconds; narration stretches a scene within these bounds.' }),
  motion: motionSchema.optional(),
  ref_image_url: imageUrlOf('Starting image, or the face of a presenter scene.').optional(),
  video_url: httpUrl.optional().meta({ description: "Your clip, public http(s); footage scenes only, and they need it." }),
  art_direction: z.string().min(1).max(500).optional().meta({ description: 'Free text for the generation model beside the prompt (lighting, lens, palette).' }),
  sfx: z.string().min(1).max(100).optional().meta({ description: "Sound effect at the scene's start, for example whoosh, pop or chime." }),
  model: z.string().min(1).max(MAX_MODEL_NAME_CHARS).optional().meta({ description: "Render model for the scene; one this deployment cannot use is 400 UNSUPPORTED_MODEL." }),
  presenter_title: z
    .string()
    .min(1)
    .max(MAX_PRESENTER_TITLE_CHARS)
    .optional()
    .meta({ description: 'Presenter scenes (s2v, walk_talk): the role shown under the presenter\'s name in the lower third, e.g. "Head roaster".' }),
});

/**
 * §2.3: `motion` belongs to motion scenes, `video_url` to footage scenes (which need one), and
 * `presenter_title` to presenter scenes.
 */
export function checkSceneFields(
  scene: { type: string; motion?: unknown; video_url?: string; presenter_title?: string },
  ctx: z.core.$RefinementCtx,
): void {
  if (scene.presenter_title !== undefined && !(PRESENTER_SCENE_TYPES as readonly string[]).includes(scene.type)) {
    ctx.addIssue({ code: 'custom', path: ['presenter_title'], message: 'only allowed on presenter scenes (s2v, walk_talk)' });
  }
  if (scene.motion !== undefined && scene.type !== 'motion') {
    ctx.addIssue({ code: 'custom', path: ['motion'], message: 'only allowed on motion scenes' });
  }
  if (scene.type === 'footage' && scene.video_url === undefined) {
    ctx.addIssue({ code: 'custom', path: ['video_url'], message: 'is required for footage scenes' });
  }
  if (scene.type !== 'footage' && scene.video_url !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['video_url'], message: 'only allowed on footage scenes' });
  }
}

// Checked even when a field fails, so every problem of the scene is listed at once.
export const sceneSchema = sceneObject.superRefine(checkSceneFields, { when: (p) => isRecord(p.value) });

export type Scene = z.infer<typeof sceneSchema>;

const requestObject = z.strictObject({
  brief: nonBlank(4_000).optional().meta({ description: 'Plain-language description; the service plans the scenes and writes the narration. Planning spends credits.' }),
  scene_plan: z.array(sceneSchema).min(1).max(MAX_SCENES).optional().meta({ description: 'Your own scenes, rendered in order, as given; planning is skipped.' }),
  kind: z.enum(KINDS).default('ad').meta({ description: 'With brief: an advert, or a training video (steps and a recap).' }),
  title: nonBlank(MAX_TITLE_CHARS).optional().meta({ description: 'Written by the planner when omitted with a brief.' }),
  duration_sec: z
    .number()
    .int()
    .min(DURATION_SEC.min)
    .max(DURATION_SEC.max)
    .optional()
    .meta({ description: `With brief: target length in seconds; ${DEFAULT_DURATION_SEC.ad} for ad, ${DEFAULT_DURATION_SEC.training} for training.` }),
  narrator: z.boolean().default(true).meta({ description: 'With brief: false gives no voice-over.' }),
  brand_name: z.string().min(1).max(80).optional().meta({ description: 'With brief: the brand name the planner uses.' }),
  category: z.string().min(1).max(60).optional().meta({ description: 'With brief: product category, for example coffee or saas.' }),
  language: z
    .string()
    .min(2)
    .max(10)
    .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/, 'must be a language code such as en or pt-BR')
    .default('en')
    .meta({ description: 'Language of narration and captions.' }),
  aspect: z.enum(ASPECTS).optional().meta({ description: 'Frame shape of the video; 9:16 when neither aspect nor aspects is given.' }),
  aspects: z
    .array(z.enum(ASPECTS))
    .min(1)
    .max(ASPECTS.length)
    .refine((list) => new Set(list).size === list.length, 'must not repeat an aspect')
    .optional()
    .meta({
      description:
        'Every frame shape to deliver from one job, in this order (planned, narrated and generated once; each laid out for its own frame). The job\'s videos lists them; video_url is the first. Instead of aspect, or with aspect equal to aspects[0].',
    }),
  quality: z.enum(QUALITIES).default('draft').meta({ description: 'Higher quality costs more credits and takes longer.' }),
  route: z.enum(ROUTES).optional().meta({
    description: 'Advert format. Product formats (product-ad, unboxing, ugc-ad, app-demo…) need product_image_url or product_enabled: false.',
  }),
  // §2.2: an unknown style is not an error; it renders as cinematic.
  art_style: z
    .string()
    .transform((s): ArtStyle => (isArtStyle(s) ? s : 'cinematic'))
    .meta({ description: `One of ${ART_STYLES.join(', ')}; other values fall back to cinematic.` })
    .optional(),
  music_style: z.enum(MUSIC_STYLES).optional().meta({ description: 'Background music; set by the format when omitted.' }),
  upscale: z.boolean().optional().meta({ description: 'Upscale the finished video to twice its size (more credits and time); off unless true.' }),
  voice_preset_id: resourceId.optional().meta({ description: 'Narrator voice; an unknown one is 404 VOICE_PRESET_NOT_FOUND.' }),
  avatar_preset_id: resourceId.optional().meta({ description: 'Presenter face for the whole video, used by s2v and walk_talk scenes.' }),
  presenter_enabled: z.boolean().optional().meta({ description: 'false allows presenter scenes with no face chosen (a stock presenter).' }),
  brand_kit_id: resourceId.optional().meta({ description: "One of the account's brand kits; must come with brand_logo_url (422 BRAND_REQUIRED)." }),
  brand_logo_url: imageUrlOf('Brands the video; without it there is no logo and no end card.').optional(),
  brand_colors: z.array(hexColour).max(12).optional().meta({ description: 'Hex colours used with brand_logo_url.' }),
  brand_enabled: z.boolean().optional().meta({ description: 'false renders with no brand at all.' }),
  product_image_url: imageUrlOf('Product photo; keeps the product identical in every scene.').optional(),
  product_enabled: z.boolean().optional().meta({ description: 'false renders a product format with no product photo, on purpose.' }),
  // Beyond the spec (docs/render-contract.md).
  captions: z
    .strictObject({ style: z.enum(CAPTION_STYLES).default(DEFAULT_CAPTION_STYLE) })
    .optional()
    .meta({ description: 'How narration is captioned: block (a line at a time, the default), karaoke (each word lit as it is spoken) or none.' }),
  dry_run: z.boolean().default(false).meta({ description: 'true answers 200 with the plan and its price; nothing is rendered or charged.' }),
});

/**
 * The request with every default of §2.2 resolved, so no consumer re-derives them:
 * duration by kind, art style and music by route (the format decides when unset), the aspects to deliver, and
 * upscale off unless asked for (premium is drawn at full HD; the 2× upscale to 4K adds pixels, not
 * detail, and costs about 1.6× the render time: docs/render-engine.md#premium-and-upscale).
 */
export const renderRequestSchema = requestObject
  .superRefine(
    (req, ctx) => {
      if (req.brief === undefined && req.scene_plan === undefined) {
        ctx.addIssue({ code: 'custom', path: [], message: 'one of brief or scene_plan is required' });
      }
      if (req.aspect !== undefined && req.aspects !== undefined && req.aspect !== req.aspects[0]) {
        ctx.addIssue({ code: 'custom', path: ['aspect'], message: 'must equal aspects[0] when both are sent' });
      }
    },
    { when: (payload) => isRecord(payload.value) },
  )
  // Said in words only: generated client types cannot express a schema-level anyOf of required fields.
  .meta({ description: 'At least one of brief or scene_plan (400 otherwise).' })
  .transform((req) => {
    const format = formatOf(req.route, req.kind);
    const aspects = req.aspects ?? [req.aspect ?? DEFAULT_ASPECT];
    return {
      ...req,
      // Resolved both ways: `aspect` is the first (the plan's framing), `aspects` every video to deliver.
      aspect: aspects[0]!,
      aspects,
      duration_sec: req.duration_sec ?? DEFAULT_DURATION_SEC[req.kind],
      art_style: req.art_style ?? format.artStyle ?? 'cinematic',
      music_style: req.music_style ?? format.music,
      upscale: req.upscale ?? false,
    };
  });

export type RenderRequest = z.infer<typeof renderRequestSchema>;
/** A render request as a caller writes it (before validation and defaults). */
export type RenderRequestBody = z.input<typeof renderRequestSchema>;

/** A scene plan without a title is named after its first scene's words. */
export function defaultTitle(scenes: readonly Scene[]): string {
  const words = scenes[0]!.prompt.trim().split(/\s+/).slice(0, 8).join(' ');
  return words.length > MAX_TITLE_CHARS ? words.slice(0, MAX_TITLE_CHARS) : words;
}

/** Validates a parsed JSON body; throws 400 `Validation failed` listing the problems (§4.2). */
export function parseRenderRequest(body: unknown): RenderRequest {
  return parseBody(renderRequestSchema, body);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
