import { apiError, type ApiError } from '../errors';
import { isAvatarPreset, isVoicePreset } from '../presets';
import { RENDER_MODELS } from './render-models';
import type { RenderRequest, Scene } from './request-schema';
import { formatOf, isProductFormat } from './routes-catalog';
import { PRESENTER_SCENE_TYPES, type SceneType } from './vocabulary';

/**
 * The refusals of §4.2 that need no money or database: pure functions of the request, the
 * scenes that would render (the caller's scene_plan, or the planned scenes) and what the
 * account owns. Each rule answers the first problem it finds; rules run in this order:
 *
 *   Request rules (before planning, so a doomed brief never spends planning credits):
 *     1. BRAND_REQUIRED (422)          brand_kit_id without brand_logo_url (rule 4)
 *     2. BRAND_KIT_NOT_FOUND (404)     brand_kit_id is not one of the account's kits
 *     3. VOICE_PRESET_NOT_FOUND (404)  voice_preset_id is not in the catalogue
 *     4. AVATAR_PRESET_NOT_FOUND (404) avatar_preset_id is not in the catalogue
 *     7. PRODUCT_IMAGE_REQUIRED (400)  for a brief planned in a product format (see below)
 *   Scene rules (on the scenes that would render):
 *     5. UNSUPPORTED_MODEL (400)       a scene's `model` is not available for its type
 *     6. PRESENTER_REQUIRED (400)      a presenter scene has no face (rule 1)
 *     7. PRODUCT_IMAGE_REQUIRED (400)  a product format shows the product without a photo (rule 2)
 *     8. NO_ANCHOR (422)               a route with nothing to anchor it (rule 3)
 *
 * The request's shape is judged before the account is consulted (1 before 2); a scene that
 * cannot render at all comes before what it lacks (5 first); the precise fix (add a face, add
 * the product photo) comes before the general one (add any anchor), so 6 and 7 precede 8.
 * Rule 7 needs the plan only to know whether it shows the product; for a brief that is known
 * before planning: every product format's template shows the product from the photo, so a brief
 * in a product format without a photo is refused then, with nothing charged (a short duration
 * that leaves the product shot out does not change this: the format was chosen to show it).
 * Content rules (CONTENT_BLOCKED) are a port of their own: see content-policy.ts.
 */

export interface AccountContext {
  /** Ids of the brand kits the account owns. */
  brandKitIds: ReadonlySet<string>;
  /** Render models this deployment can use per scene type; RENDER_MODELS by default. */
  models?: Readonly<Record<SceneType, readonly string[]>>;
}

interface Facts {
  request: RenderRequest;
  scenes: readonly Scene[];
  account: AccountContext;
}

type Rule = (facts: Facts) => ApiError | undefined;

const brandRequired: Rule = ({ request }) =>
  request.brand_kit_id !== undefined && request.brand_logo_url === undefined
    ? apiError('BRAND_REQUIRED', 'brand_kit_id must be sent together with brand_logo_url')
    : undefined;

const brandKitOnAccount: Rule = ({ request, account }) =>
  request.brand_kit_id !== undefined && !account.brandKitIds.has(request.brand_kit_id)
    ? apiError('BRAND_KIT_NOT_FOUND', undefined, { details: { brand_kit_id: request.brand_kit_id } })
    : undefined;

const voicePresetKnown: Rule = ({ request }) =>
  request.voice_preset_id !== undefined && !isVoicePreset(request.voice_preset_id)
    ? apiError('VOICE_PRESET_NOT_FOUND', undefined, { details: { voice_preset_id: request.voice_preset_id } })
    : undefined;

const avatarPresetKnown: Rule = ({ request }) =>
  request.avatar_preset_id !== undefined && !isAvatarPreset(request.avatar_preset_id)
    ? apiError('AVATAR_PRESET_NOT_FOUND', undefined, { details: { avatar_preset_id: request.avatar_preset_id } })
    : undefined;

const modelSupported: Rule = ({ scenes, account }) => {
  const models = account.models ?? RENDER_MODELS;
  const index = scenes.findIndex((s) => s.model !== undefined && !models[s.type].includes(s.model));
  if (index < 0) return undefined;
  const scene = scenes[index]!;
  const usable = models[scene.type];
  return apiError(
    'UNSUPPORTED_MODEL',
    `Scene ${index + 1} (${scene.type}) asked for model ${scene.model}, which cannot be used` +
      (usable.length > 0 ? `; use ${usable.join(' or ')}, or omit model` : '; omit model'),
    { details: { scene_index: index, model: scene.model, available: [...usable] } },
  );
};

const presenterHasFace: Rule = ({ request, scenes }) => {
  if (request.presenter_enabled === false || request.avatar_preset_id !== undefined) return undefined;
  const index = scenes.findIndex((s) => isPresenterScene(s) && s.ref_image_url === undefined);
  return index < 0
    ? undefined
    : apiError('PRESENTER_REQUIRED', undefined, { details: { scene_index: index } });
};

const productImageSupplied: Rule = ({ request, scenes }) =>
  isProductFormat(request.route) && lacksProductPhoto(request) && scenes.some(showsProductPhoto)
    ? productImageRequired(request)
    : undefined;

/** Rule 7 for a brief, before planning: the format it is planned in decides whether the plan shows the product. */
const briefProductImageSupplied: Rule = ({ request }) =>
  request.scene_plan === undefined && formatOf(request.route, request.kind).productFormat && lacksProductPhoto(request)
    ? productImageRequired(request)
    : undefined;

const hasAnchor: Rule = ({ request, scenes }) => {
  if (request.route === undefined) return undefined;
  if (request.product_enabled === false || request.presenter_enabled === false) return undefined;
  const brand = request.brand_enabled !== false && request.brand_logo_url !== undefined;
  const face = request.avatar_preset_id !== undefined || scenes.some((s) => isPresenterScene(s) && s.ref_image_url !== undefined);
  if (brand || request.product_image_url !== undefined || face) return undefined;
  return scenes.every(generatesItsPicture) ? apiError('NO_ANCHOR') : undefined;
};

const REQUEST_RULES: readonly Rule[] = [brandRequired, brandKitOnAccount, voicePresetKnown, avatarPresetKnown, briefProductImageSupplied];
const SCENE_RULES: readonly Rule[] = [modelSupported, presenterHasFace, productImageSupplied, hasAnchor];

/** Rules 1–4, and rule 7 for a brief: run before planning (and before anything is charged). */
export function checkRequestRules(request: RenderRequest, account: AccountContext): void {
  firstRefusal(REQUEST_RULES, { request, scenes: [], account });
}

/** Rules 5–8 on the scenes that would render. */
export function checkSceneRules(request: RenderRequest, scenes: readonly Scene[], account: AccountContext): void {
  firstRefusal(SCENE_RULES, { request, scenes, account });
}

/** Every rule, in the documented order: throws the first refusal as an ApiError. */
export function checkRenderRules(request: RenderRequest, scenes: readonly Scene[], account: AccountContext): void {
  checkRequestRules(request, account);
  checkSceneRules(request, scenes, account);
}

function firstRefusal(rules: readonly Rule[], facts: Facts): void {
  for (const rule of rules) {
    const refusal = rule(facts);
    if (refusal) throw refusal;
  }
}

function lacksProductPhoto(request: RenderRequest): boolean {
  return request.product_image_url === undefined && request.product_enabled !== false;
}

function productImageRequired(request: RenderRequest): ApiError {
  return apiError('PRODUCT_IMAGE_REQUIRED', undefined, { details: { route: request.route } });
}

function isPresenterScene(scene: Scene): boolean {
  return PRESENTER_SCENE_TYPES.includes(scene.type);
}

/** An i2v scene without its own starting image starts from the product photo (§2.3). */
function showsProductPhoto(scene: Scene): boolean {
  return scene.type === 'i2v_fast' && scene.ref_image_url === undefined;
}

/** Nothing the caller supplied appears in the scene: neither a clip nor an image. */
function generatesItsPicture(scene: Scene): boolean {
  return scene.type !== 'footage' && scene.ref_image_url === undefined;
}
