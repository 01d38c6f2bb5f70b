/**
 * The catalogue of narrator voices and presenter faces a render request may name
 * (`voice_preset_id`, `avatar_preset_id`, spec §2.2). Pure data: validation uses it to
 * answer 404 for unknown ids, the render engine uses it to pick a TTS voice and draw a face.
 */

export interface VoicePreset {
  readonly label: string;
  /** BCP-47 language tag the voice speaks natively. */
  readonly language: string;
  readonly gender: 'female' | 'male';
  /** Amazon Polly voice and the neural engine it supports. */
  readonly polly: { readonly voiceId: string; readonly languageCode: string };
  /** eSpeak NG voice with variant, for the offline local synthesizer. */
  readonly espeak: string;
}

export const VOICE_PRESETS = {
  'en-us-female': {
    label: 'Joanna (US English, female)',
    language: 'en-US',
    gender: 'female',
    polly: { voiceId: 'Joanna', languageCode: 'en-US' },
    espeak: 'en-us+f3',
  },
  'en-us-male': {
    label: 'Matthew (US English, male)',
    language: 'en-US',
    gender: 'male',
    polly: { voiceId: 'Matthew', languageCode: 'en-US' },
    espeak: 'en-us+m3',
  },
  'en-gb-female': {
    label: 'Amy (British English, female)',
    language: 'en-GB',
    gender: 'female',
    polly: { voiceId: 'Amy', languageCode: 'en-GB' },
    espeak: 'en-gb+f2',
  },
  'en-gb-male': {
    label: 'Brian (British English, male)',
    language: 'en-GB',
    gender: 'male',
    polly: { voiceId: 'Brian', languageCode: 'en-GB' },
    espeak: 'en-gb+m1',
  },
  'fr-fr-female': {
    label: 'Léa (French, female)',
    language: 'fr-FR',
    gender: 'female',
    polly: { voiceId: 'Lea', languageCode: 'fr-FR' },
    espeak: 'fr+f3',
  },
  'de-de-female': {
    label: 'Vicki (German, female)',
    language: 'de-DE',
    gender: 'female',
    polly: { voiceId: 'Vicki', languageCode: 'de-DE' },
    espeak: 'de+f2',
  },
  'es-es-female': {
    label: 'Lucia (Spanish, female)',
    language: 'es-ES',
    gender: 'female',
    polly: { voiceId: 'Lucia', languageCode: 'es-ES' },
    espeak: 'es+f3',
  },
  'it-it-female': {
    label: 'Bianca (Italian, female)',
    language: 'it-IT',
    gender: 'female',
    polly: { voiceId: 'Bianca', languageCode: 'it-IT' },
    espeak: 'it+f2',
  },
  'pt-br-female': {
    label: 'Camila (Brazilian Portuguese, female)',
    language: 'pt-BR',
    gender: 'female',
    polly: { voiceId: 'Camila', languageCode: 'pt-BR' },
    espeak: 'pt-br+f3',
  },
  'nl-nl-female': {
    label: 'Laura (Dutch, female)',
    language: 'nl-NL',
    gender: 'female',
    polly: { voiceId: 'Laura', languageCode: 'nl-NL' },
    espeak: 'nl+f2',
  },
} as const satisfies Record<string, VoicePreset>;

export type VoicePresetId = keyof typeof VOICE_PRESETS;

export const DEFAULT_VOICE_PRESET_ID: VoicePresetId = 'en-us-female';

/**
 * What the engine's illustrated presenter can wear: the garments it draws. A scene prompt naming
 * one (or a synonym: lambdas/render/presenter/direction.ts) dresses the presenter in it.
 */
export const GARMENTS = ['blazer', 'shirt', 'jumper', 'tshirt', 'hoodie', 'jersey', 'apron', 'polo', 'jacket'] as const;
export type Garment = (typeof GARMENTS)[number];

/** Where a look belongs: a setting calls for one (studio and office smart, street and cafe casual, park and harbour outdoor). */
export const OCCASIONS = ['smart', 'casual', 'outdoor'] as const;
export type Occasion = (typeof OCCASIONS)[number];

/** One outfit of a presenter. */
export interface AvatarLook {
  readonly occasion: Occasion;
  readonly garment: Garment;
  /** The garment's colour. */
  readonly colour: string;
  /** What shows under or on it: the top under a blazer or apron, a jersey's panels, a shirt's collar. */
  readonly trim: string;
  /** Trousers or skirt, seen when the presenter walks. */
  readonly legs: string;
}

export interface AvatarPreset {
  readonly label: string;
  /**
   * A portrait the preset is shown as (a photo that talks) instead of the illustration: a file
   * of an npm package, copied into the render bundle. Only a photo shipped with its subject's
   * model release may back a preset; none of the shipped presets has one.
   */
  readonly photo?: { readonly pkg: string; readonly file: string };
  /** What the engine's stock face looks like; the drawing uses the colours below. */
  readonly description: string;
  readonly skin: string;
  readonly hair: string;
  readonly hairStyle: 'short' | 'long' | 'bun' | 'curly' | 'bald';
  readonly eyes: string;
  /** Glasses, a short beard. */
  readonly extras: readonly ('glasses' | 'beard')[];
  /** The studio's backdrop colour behind this presenter. */
  readonly backdrop: string;
  /** Outfits, one per occasion at least; the first is worn when nothing calls for another. */
  readonly looks: readonly AvatarLook[];
}

export const AVATAR_PRESETS = {
  maya: {
    label: 'Maya',
    description: 'Long dark-brown hair, medium skin; teal blazer over a cream top (smart), denim shirt (casual), coral rain jacket (outdoor); warm studio backdrop',
    skin: '#c68e6a',
    hair: '#3b2418',
    hairStyle: 'long',
    eyes: '#3b2a20',
    extras: [],
    backdrop: '#f3e3d3',
    looks: [
      { occasion: 'smart', garment: 'blazer', colour: '#1f7a7a', trim: '#f4ead8', legs: '#2b2f3a' },
      { occasion: 'casual', garment: 'shirt', colour: '#5b84b1', trim: '#4a6f98', legs: '#3a3f4b' },
      { occasion: 'outdoor', garment: 'jacket', colour: '#e8674f', trim: '#f4ead8', legs: '#33404f' },
    ],
  },
  leo: {
    label: 'Leo',
    description: 'Short black hair, light skin; navy shirt (smart), grey hoodie (casual), olive jacket (outdoor); cool grey backdrop',
    skin: '#f1c7a5',
    hair: '#1d1d1f',
    hairStyle: 'short',
    eyes: '#2f4a6b',
    extras: [],
    backdrop: '#dfe5ec',
    looks: [
      { occasion: 'smart', garment: 'shirt', colour: '#233a6b', trim: '#1b2e57', legs: '#3b3f46' },
      { occasion: 'casual', garment: 'hoodie', colour: '#8a919c', trim: '#f2f2f2', legs: '#2f4a6b' },
      { occasion: 'outdoor', garment: 'jacket', colour: '#5f6b3a', trim: '#e9e4d4', legs: '#3b3f46' },
    ],
  },
  amara: {
    label: 'Amara',
    description: 'Curly black hair, deep skin; mustard blazer over a white top (smart), mustard jumper (casual), green rain jacket (outdoor); soft peach backdrop',
    skin: '#7a4b32',
    hair: '#161010',
    hairStyle: 'curly',
    eyes: '#2a1a12',
    extras: [],
    backdrop: '#fbe1cf',
    looks: [
      { occasion: 'smart', garment: 'blazer', colour: '#d9a21b', trim: '#fbf7ef', legs: '#2b2f3a' },
      { occasion: 'casual', garment: 'jumper', colour: '#d9a21b', trim: '#f4ead8', legs: '#34495e' },
      { occasion: 'outdoor', garment: 'jacket', colour: '#2e8b57', trim: '#f4ead8', legs: '#2b2f3a' },
    ],
  },
  kenji: {
    label: 'Kenji',
    description: 'Short dark hair, light-medium skin, glasses; charcoal blazer over a white shirt (smart), white T-shirt (casual), navy jacket (outdoor); mint backdrop',
    skin: '#e0b48f',
    hair: '#22201e',
    hairStyle: 'short',
    eyes: '#2a1d16',
    extras: ['glasses'],
    backdrop: '#d8efe6',
    looks: [
      { occasion: 'smart', garment: 'blazer', colour: '#3a3d42', trim: '#f7f7f7', legs: '#2a2c30' },
      { occasion: 'casual', garment: 'tshirt', colour: '#f2f2ee', trim: '#dcdcd6', legs: '#3d5a80' },
      { occasion: 'outdoor', garment: 'jacket', colour: '#27385c', trim: '#e9e4d4', legs: '#2a2c30' },
    ],
  },
  ines: {
    label: 'Inês',
    description: 'Auburn hair in a bun, fair skin; burgundy jumper (smart), cream shirt (casual), burgundy rain jacket (outdoor); lilac backdrop',
    skin: '#f5d0b8',
    hair: '#8a3b1c',
    hairStyle: 'bun',
    eyes: '#4e6b3c',
    extras: [],
    backdrop: '#e6def5',
    looks: [
      { occasion: 'smart', garment: 'jumper', colour: '#7a1f3d', trim: '#f4ead8', legs: '#2b2f3a' },
      { occasion: 'casual', garment: 'shirt', colour: '#efe6d6', trim: '#d9ccb6', legs: '#4a5a6a' },
      { occasion: 'outdoor', garment: 'jacket', colour: '#8c2a45', trim: '#f4ead8', legs: '#2b2f3a' },
    ],
  },
  sam: {
    label: 'Sam',
    description: 'Bald, medium-deep skin, short beard; green polo (smart), blue T-shirt (casual), orange jacket (outdoor); pale blue backdrop; the stock presenter',
    skin: '#9c6644',
    hair: '#2a1a12',
    hairStyle: 'bald',
    eyes: '#2a1a12',
    extras: ['beard'],
    backdrop: '#dcecf7',
    looks: [
      { occasion: 'smart', garment: 'polo', colour: '#2e7d4f', trim: '#256b42', legs: '#2f3640' },
      { occasion: 'casual', garment: 'tshirt', colour: '#3f6fb5', trim: '#335d99', legs: '#3b3f46' },
      { occasion: 'outdoor', garment: 'jacket', colour: '#e07b2a', trim: '#f4ead8', legs: '#2f3640' },
    ],
  },
} as const satisfies Record<string, AvatarPreset>;

export type AvatarPresetId = keyof typeof AVATAR_PRESETS;

/** Face used when `presenter_enabled: false` allows a presenter scene without a chosen face. */
export const STOCK_AVATAR_PRESET_ID: AvatarPresetId = 'sam';

export function isVoicePreset(id: string): id is VoicePresetId {
  return Object.hasOwn(VOICE_PRESETS, id);
}

export function isAvatarPreset(id: string): id is AvatarPresetId {
  return Object.hasOwn(AVATAR_PRESETS, id);
}

/** Voice for a request without `voice_preset_id`: the first preset speaking its language. */
/** A language tag's primary subtag, lower-case: 'pt-BR' → 'pt'. */
export const primaryLanguage = (tag: string) => tag.toLowerCase().split(/[-_]/)[0] ?? '';

export function defaultVoiceFor(language: string): VoicePresetId {
  const lang = language.toLowerCase();
  const ids = Object.keys(VOICE_PRESETS) as VoicePresetId[];
  const exact = ids.find((id) => VOICE_PRESETS[id].language.toLowerCase() === lang);
  const sameLanguage = ids.find((id) => primaryLanguage(VOICE_PRESETS[id].language) === primaryLanguage(lang));
  return exact ?? sameLanguage ?? DEFAULT_VOICE_PRESET_ID;
}
