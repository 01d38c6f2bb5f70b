/**
 * Which Amazon Polly voice reads a line, and which lines Polly can read: kept apart from the SDK
 * so the API function can ask what the narrator reads (plan notes) without loading Polly's client.
 */
import { defaultVoiceFor, isVoicePreset, primaryLanguage, VOICE_PRESETS } from '../../core/presets';
import type { NarrationLanguages } from '../../core/render/narration';
import type { SpeechRequest } from '../../render/ports';

/**
 * Polly's neural voices for languages no preset speaks (Polly's "Available voices" table): a line in
 * one of them is read by its voice of the preset's gender (or its only one), in its language, not
 * spelled out by an English voice.
 */
const NEURAL_VOICES: Readonly<Record<string, { code: string; female: string; male?: string }>> = {
  ja: { code: 'ja-JP', female: 'Kazuha', male: 'Takumi' },
  zh: { code: 'cmn-CN', female: 'Zhiyu' },
  ko: { code: 'ko-KR', female: 'Seoyeon' },
  ar: { code: 'ar-AE', female: 'Hala', male: 'Zayd' },
  hi: { code: 'hi-IN', female: 'Kajal' },
  cs: { code: 'cs-CZ', female: 'Jitka' },
  da: { code: 'da-DK', female: 'Sofie' },
};

/** Polly reads a line in a language one of its voices here speaks; any other would be read by a voice of another language. */
export const pollyLanguages: NarrationLanguages = {
  reads: (_text, language) =>
    primaryLanguage(language) in NEURAL_VOICES || Object.values(VOICE_PRESETS).some((p) => primaryLanguage(p.language) === primaryLanguage(language)),
};

/** The voice and language code for a line: the preset's voice when it speaks the line's language (its region when given), else the language's own. */
export function pollyVoice(request: SpeechRequest): { voiceId: string; languageCode: string } {
  const preset = VOICE_PRESETS[isVoicePreset(request.voiceId) ? request.voiceId : defaultVoiceFor(request.language)];
  const [lang, region] = request.language.split(/[-_]/);
  if (primaryLanguage(preset.language) === primaryLanguage(request.language)) {
    // Polly codes are xx-YY; a bare language takes the preset voice's own region.
    return { voiceId: preset.polly.voiceId, languageCode: region ? `${lang!.toLowerCase()}-${region.toUpperCase()}` : preset.polly.languageCode };
  }
  const own = NEURAL_VOICES[primaryLanguage(request.language)];
  if (!own) return preset.polly;
  return { voiceId: (preset.gender === 'male' ? own.male : undefined) ?? own.female, languageCode: own.code };
}
