import { espeakSpeech } from '../../render/adapters/espeak-speech';
import { espeakReads } from '../../render/adapters/espeak-languages';
import type { NarrationLanguages } from '../../core/render/narration';
import { pollySpeech } from './polly-speech';
import { pollyLanguages } from './polly-voices';
import type { SpeechSynthesizer } from '../../render/ports';
import { awsAdapter } from '../aws/declaration';

export type SpeechEngine = 'espeak' | 'polly';

/** Narration from Amazon Polly, or from the bundled offline eSpeak NG voice (the default). */
export function speechFor(engine: SpeechEngine | undefined): SpeechSynthesizer {
  return engine === 'polly' ? pollySpeech() : espeakSpeech();
}

/** Which lines the configured narrator reads, without starting it (the API's plan notes). */
export function narrationLanguagesFor(engine: SpeechEngine | undefined): NarrationLanguages {
  return engine === 'polly' ? pollyLanguages : { reads: espeakReads };
}

/** Context polly turns Amazon Polly on. */
const TTS = { TTS: { from: { kind: 'constant', value: 'polly' satisfies SpeechEngine }, feature: 'polly' } } as const;

/** The render step's narrator (speech synthesis has no resource type to scope to). */
export const speech = awsAdapter({
  env: TTS,
  access: [{ actions: ['polly:SynthesizeSpeech'], on: { kind: 'unscoped' }, feature: 'polly' }],
  create: ({ TTS }) => speechFor(TTS as SpeechEngine | undefined),
});

/** What the render step's narrator reads, for POST /v1/render's plan notes: the same setting, no Polly access. */
export const narrationLanguages = awsAdapter({
  env: TTS,
  create: ({ TTS }) => narrationLanguagesFor(TTS as SpeechEngine | undefined),
});
