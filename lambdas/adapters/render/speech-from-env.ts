import { espeakSpeech } from '../../render/adapters/espeak-speech';
import { pollySpeech } from '../../render/adapters/polly-speech';
import type { SpeechSynthesizer } from '../../render/ports';

/** `TTS=polly` narrates with Amazon Polly; otherwise the bundled offline espeak-ng voice. */
export function speechFromEnv(env: NodeJS.ProcessEnv = process.env): SpeechSynthesizer {
  return env.TTS === 'polly' ? pollySpeech() : espeakSpeech();
}
