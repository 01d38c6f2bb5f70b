import { espeakSpeech } from '../../render/adapters/espeak-speech';
import type { SpeechSynthesizer } from '../../render/ports';
import { awsAdapter } from '../aws/declaration';
import { isPollyEngine, type PollyEngine } from './polly-engine';
import { pollyNarrator } from './polly-narrator';

export type SpeechEngine = 'espeak' | 'polly';

/** Narration from Amazon Polly (with the bundled voice behind it), or from the bundled offline eSpeak NG voice alone. */
export function speechFor(engine: SpeechEngine | undefined, pollyEngine: PollyEngine = 'neural'): SpeechSynthesizer {
  const bundled = espeakSpeech();
  return engine === 'polly' ? pollyNarrator({ engine: pollyEngine, fallback: bundled }) : bundled;
}

/** The render step's narrator: Amazon Polly unless context polly=false (speech synthesis has no resource type to scope to). */
export const speech = awsAdapter({
  env: {
    TTS: { from: { kind: 'constant', value: 'polly' satisfies SpeechEngine }, feature: 'polly' },
    POLLY_ENGINE: { from: { kind: 'setting', setting: 'pollyEngine' }, feature: 'polly' },
  },
  access: [{ actions: ['polly:SynthesizeSpeech'], on: { kind: 'unscoped' }, feature: 'polly' }],
  create: ({ TTS, POLLY_ENGINE }) => speechFor(TTS as SpeechEngine | undefined, POLLY_ENGINE && isPollyEngine(POLLY_ENGINE) ? POLLY_ENGINE : undefined),
});
