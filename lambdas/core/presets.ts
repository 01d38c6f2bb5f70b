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
  readonly outfit: string;
  readonly backdrop: string;
}

export const AVATAR_PRESETS = {
  maya: {
    label: 'Maya',
    description: 'Presenter with long dark-brown hair, medium skin, teal blazer, warm studio backdrop',
    skin: '#c68e6a',
    hair: '#3b2418',
    hairStyle: 'long',
    outfit: '#1f7a7a',
    backdrop: '#f3e3d3',
  },
  leo: {
    label: 'Leo',
    description: 'Presenter with short black hair, light skin, navy shirt, cool grey backdrop',
    skin: '#f1c7a5',
    hair: '#1d1d1f',
    hairStyle: 'short',
    outfit: '#233a6b',
    backdrop: '#dfe5ec',
  },
  amara: {
    label: 'Amara',
    description: 'Presenter with curly black hair, deep skin, mustard top, soft peach backdrop',
    skin: '#7a4b32',
    hair: '#161010',
    hairStyle: 'curly',
    outfit: '#d9a21b',
    backdrop: '#fbe1cf',
  },
  kenji: {
    label: 'Kenji',
    description: 'Presenter with short dark hair, light-medium skin, charcoal jacket, mint backdrop',
    skin: '#e0b48f',
    hair: '#22201e',
    hairStyle: 'short',
    outfit: '#3a3d42',
    backdrop: '#d8efe6',
  },
  ines: {
    label: 'Inês',
    description: 'Presenter with auburn hair in a bun, fair skin, burgundy top, lilac backdrop',
    skin: '#f5d0b8',
    hair: '#8a3b1c',
    hairStyle: 'bun',
    outfit: '#7a1f3d',
    backdrop: '#e6def5',
  },
  sam: {
    label: 'Sam',
    description: 'Bald presenter, medium-deep skin, green polo, pale blue backdrop; the stock presenter',
    skin: '#9c6644',
    hair: '#2a1a12',
    hairStyle: 'bald',
    outfit: '#2e7d4f',
    backdrop: '#dcecf7',
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
