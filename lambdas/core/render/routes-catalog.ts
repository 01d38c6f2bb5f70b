import type { ArtStyle, Kind, MusicStyle, SceneType } from './vocabulary';

/**
 * The 23 `route` values of §2.2 and the format each one plans. One source of truth for the
 * rules of §4.2 (product and presenter formats) and for the built-in planner's templates.
 *
 * Product formats (need `product_image_url` or `product_enabled: false`, §4.2 rule 2):
 *   product-film, product-ad, ugc-ad, unboxing, app-demo, website
 *   (app-demo and website show the caller's screenshot, sent as the product photo).
 * Presenter formats (need a face or `presenter_enabled: false`, §4.2 rule 1):
 *   narrator, ugc-ad, testimonial, walk-talk.
 */

export type RouteFamily = 'product' | 'brand' | 'story' | 'explainer' | 'presenter' | 'social';

export interface Slot {
  /** The scene's job in the story (§2.3 `role`). */
  readonly role: 'hook' | 'body' | 'proof' | 'cta' | 'intro' | 'step' | 'recap';
  readonly type: SceneType;
  /** The slot shows the product: from the product photo (`i2v_fast`) when there is one. */
  readonly showsProduct?: boolean;
  /** The slot repeats to fill the duration (one per point of the brief). */
  readonly repeat?: boolean;
}

export interface RouteFormat {
  readonly family: RouteFamily;
  readonly productFormat: boolean;
  readonly presenterFormat: boolean;
  /** Story arc the planner follows: the advert arc or the training arc (§2.2 `kind`). */
  readonly arc: Kind;
  /** Scenes in order. When the duration allows fewer scenes, the first and last slots are kept first. */
  readonly slots: readonly Slot[];
  /** Length the planner aims for per scene, in seconds (3–10). */
  readonly sceneSec: number;
  readonly music: MusicStyle;
  /** Art style the route implies when the request leaves `art_style` at its default. */
  readonly artStyle?: ArtStyle;
}

const hook = (type: SceneType, showsProduct = false): Slot => ({ role: 'hook', type, showsProduct });
const body = (type: SceneType, showsProduct = false): Slot => ({ role: 'body', type, showsProduct, repeat: true });
const proof = (type: SceneType, showsProduct = false): Slot => ({ role: 'proof', type, showsProduct });
const cta: Slot = { role: 'cta', type: 'motion' };

/** Advert arc without a route: generated pictures, showing the product when a photo is supplied. */
export const AD_FORMAT: RouteFormat = {
  family: 'brand',
  productFormat: false,
  presenterFormat: false,
  arc: 'ad',
  slots: [hook('t2v_fast', true), body('t2v_fast', true), proof('motion'), cta],
  sceneSec: 5,
  music: 'upbeat-tech',
};

/** Training arc: an intro card, one motion scene per step carrying its instruction, a recap. */
export const TRAINING_FORMAT: RouteFormat = {
  family: 'explainer',
  productFormat: false,
  presenterFormat: false,
  arc: 'training',
  slots: [
    { role: 'intro', type: 'motion' },
    { role: 'step', type: 'motion', repeat: true },
    { role: 'recap', type: 'motion' },
  ],
  sceneSec: 7,
  music: 'corporate-pop',
};

export const ROUTE_FORMATS = {
  commercial: { ...AD_FORMAT },
  'product-film': {
    family: 'product', productFormat: true, presenterFormat: false, arc: 'ad',
    slots: [hook('i2v_fast', true), body('i2v_fast', true), proof('t2v_fast', true), cta],
    sceneSec: 6, music: 'cinematic-epic',
  },
  'product-ad': {
    family: 'product', productFormat: true, presenterFormat: false, arc: 'ad',
    slots: [hook('motion'), body('i2v_fast', true), proof('motion'), cta],
    sceneSec: 5, music: 'upbeat-tech',
  },
  'brand-advert': {
    family: 'brand', productFormat: false, presenterFormat: false, arc: 'ad',
    slots: [hook('t2v_fast'), body('t2v_fast', true), proof('motion'), cta],
    sceneSec: 5, music: 'corporate-pop',
  },
  'film-advert': {
    family: 'brand', productFormat: false, presenterFormat: false, arc: 'ad',
    slots: [hook('t2v_fast'), body('t2v_fast', true), proof('t2v_fast'), cta],
    sceneSec: 6, music: 'cinematic-epic',
  },
  'brand-mascot-ad': {
    family: 'brand', productFormat: false, presenterFormat: false, arc: 'ad',
    slots: [hook('t2v_fast'), body('t2v_fast', true), proof('motion'), cta],
    sceneSec: 5, music: 'upbeat-tech', artStyle: 'mascot',
  },
  story: {
    family: 'story', productFormat: false, presenterFormat: false, arc: 'ad',
    slots: [hook('t2v_fast'), body('t2v_fast'), proof('t2v_fast'), cta],
    sceneSec: 6, music: 'cinematic-epic',
  },
  'character-story': {
    family: 'story', productFormat: false, presenterFormat: false, arc: 'ad',
    slots: [hook('t2v_fast'), body('t2v_fast'), proof('t2v_fast'), cta],
    sceneSec: 6, music: 'cinematic-epic', artStyle: 'whimsy_3d',
  },
  'place-film': {
    family: 'story', productFormat: false, presenterFormat: false, arc: 'ad',
    slots: [hook('t2v_fast'), body('t2v_fast'), proof('t2v_fast'), cta],
    sceneSec: 7, music: 'cinematic-epic',
  },
  explainer: {
    family: 'explainer', productFormat: false, presenterFormat: false, arc: 'ad',
    slots: [hook('motion'), body('t2v_fast', true), proof('motion'), cta],
    sceneSec: 6, music: 'corporate-pop',
  },
  training: { ...TRAINING_FORMAT },
  'motion-film': {
    family: 'explainer', productFormat: false, presenterFormat: false, arc: 'ad',
    slots: [hook('motion'), body('motion'), proof('motion'), cta],
    sceneSec: 4, music: 'upbeat-tech',
  },
  'app-demo': {
    family: 'product', productFormat: true, presenterFormat: false, arc: 'ad',
    slots: [hook('motion'), body('i2v_fast', true), proof('motion'), cta],
    sceneSec: 5, music: 'upbeat-tech',
  },
  website: {
    family: 'product', productFormat: true, presenterFormat: false, arc: 'ad',
    slots: [hook('motion'), body('i2v_fast', true), proof('motion'), cta],
    sceneSec: 5, music: 'corporate-pop',
  },
  narrator: {
    family: 'presenter', productFormat: false, presenterFormat: true, arc: 'ad',
    slots: [hook('s2v'), body('t2v_fast', true), proof('s2v'), cta],
    sceneSec: 6, music: 'lo-fi-chill',
  },
  'ugc-ad': {
    family: 'presenter', productFormat: true, presenterFormat: true, arc: 'ad',
    slots: [hook('s2v'), body('i2v_fast', true), proof('s2v'), cta],
    sceneSec: 5, music: 'lo-fi-chill',
  },
  testimonial: {
    family: 'presenter', productFormat: false, presenterFormat: true, arc: 'ad',
    slots: [hook('s2v'), body('s2v'), proof('motion'), cta],
    sceneSec: 6, music: 'lo-fi-chill',
  },
  'walk-talk': {
    family: 'presenter', productFormat: false, presenterFormat: true, arc: 'ad',
    slots: [hook('walk_talk'), body('t2v_fast', true), proof('walk_talk'), cta],
    sceneSec: 6, music: 'lo-fi-chill',
  },
  unboxing: {
    family: 'product', productFormat: true, presenterFormat: false, arc: 'ad',
    slots: [hook('t2v_fast'), body('i2v_fast', true), proof('i2v_fast', true), cta],
    sceneSec: 5, music: 'upbeat-tech',
  },
  short: {
    family: 'social', productFormat: false, presenterFormat: false, arc: 'ad',
    slots: [hook('t2v_fast', true), body('t2v_fast', true), cta],
    sceneSec: 4, music: 'upbeat-tech',
  },
  'youtube-short': {
    family: 'social', productFormat: false, presenterFormat: false, arc: 'ad',
    slots: [hook('motion'), body('t2v_fast', true), proof('motion'), cta],
    sceneSec: 4, music: 'upbeat-tech',
  },
  'stylized-world': {
    family: 'story', productFormat: false, presenterFormat: false, arc: 'ad',
    slots: [hook('t2v_fast'), body('t2v_fast'), proof('t2v_fast'), cta],
    sceneSec: 6, music: 'cinematic-epic', artStyle: 'whimsy_3d',
  },
  'frozen-frame': {
    family: 'story', productFormat: false, presenterFormat: false, arc: 'ad',
    slots: [hook('t2v_fast'), body('t2v_fast'), proof('t2v_fast'), cta],
    sceneSec: 5, music: 'cinematic-epic',
  },
} as const satisfies Record<string, RouteFormat>;

export type Route = keyof typeof ROUTE_FORMATS;

/** In the order of §2.2's table. */
export const ROUTES = Object.keys(ROUTE_FORMATS) as [Route, ...Route[]];

/**
 * The format a brief is planned in. `kind: training` always plans the training arc (a route is
 * an advert format, §2.2); otherwise the route's template, or the plain advert arc without one.
 */
export function formatOf(route: Route | undefined, kind: Kind): RouteFormat {
  if (kind === 'training') return TRAINING_FORMAT;
  return route ? ROUTE_FORMATS[route] : AD_FORMAT;
}

export function isProductFormat(route: Route | undefined): boolean {
  return route !== undefined && ROUTE_FORMATS[route].productFormat;
}
