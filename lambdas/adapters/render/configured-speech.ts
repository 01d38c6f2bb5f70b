import { espeakSpeech } from '../../render/adapters/espeak-speech';
import { pollySpeech } from './polly-speech';
import type { SpeechSynthesizer } from '../../render/ports';
import { awsAdapter } from '../aws/declaration';

export type SpeechEngine = 'espeak' | 'polly';

/** Narration from Amazon Polly, or from the bundled offline eSpeak NG voice (the default). */
export function speechFor(engine: SpeechEngine | undefined): SpeechSynthesizer {
  return engine === 'polly' ? pollySpeech() : espeakSpeech();
}

/** The render step's narrator; context polly turns Amazon Polly on (speech synthesis has no resource type to scope to). */
export const speech = awsAdapter({
  env: { TTS: { from: { kind: 'constant', value: 'polly' satisfies SpeechEngine }, feature: 'polly' } },
  access: [{ actions: ['polly:SynthesizeSpeech'], on: { kind: 'unscoped' }, feature: 'polly' }],
  create: ({ TTS }) => speechFor(TTS as SpeechEngine | undefined),
});
