import { espeakSpeech } from '../../render/adapters/espeak-speech';
import { espeakReads } from '../../render/adapters/espeak-languages';
import type { NarrationLanguages } from '../../core/render/narration';
import type { SpeechSynthesizer } from '../../render/ports';
import { awsAdapter } from '../aws/declaration';
import { isPollyEngine, type PollyEngine } from './polly-engine';
import { pollyNarrator } from './polly-narrator';
import { pollyLanguages } from './polly-voices';

export type SpeechEngine = 'espeak' | 'polly';

/** Narration from Amazon Polly (with the bundled voice behind it), or from the bundled offline eSpeak NG voice alone. */
export function speechFor(engine: SpeechEngine | undefined, pollyEngine: PollyEngine = 'neural'): SpeechSynthesizer {
  const bundled = espeakSpeech();
  return engine === 'polly' ? pollyNarrator({ engine: pollyEngine, fallback: bundled }) : bundled;
}

const bundledLanguages: NarrationLanguages = { reads: espeakReads };

/** Which lines the configured narrator reads (Polly's languages, and the bundled voice's behind it), without starting it: the API's plan notes. */
export function narrationLanguagesFor(engine: SpeechEngine | undefined): NarrationLanguages {
  return engine === 'polly' ? { reads: (text, language) => pollyLanguages.reads(text, language) || bundledLanguages.reads(text, language) } : bundledLanguages;
}

/** Amazon Polly unless context polly=false: the narrator, and the rate planners size scripts to. */
export const TTS = { from: { kind: 'constant', value: 'polly' satisfies SpeechEngine }, feature: 'polly' } as const;

/** The render step's narrator (speech synthesis has no resource type to scope to). */
export const speech = awsAdapter({
  env: {
    TTS,
    POLLY_ENGINE: { from: { kind: 'setting', setting: 'pollyEngine' }, feature: 'polly' },
  },
  access: [{ actions: ['polly:SynthesizeSpeech'], on: { kind: 'unscoped' }, feature: 'polly' }],
  create: ({ TTS, POLLY_ENGINE }) => speechFor(TTS as SpeechEngine | undefined, POLLY_ENGINE && isPollyEngine(POLLY_ENGINE) ? POLLY_ENGINE : undefined),
});

/** What the render step's narrator reads, for POST /v1/render's plan notes: the same setting, no Polly access. */
export const narrationLanguages = awsAdapter({
  env: { TTS },
  create: ({ TTS }) => narrationLanguagesFor(TTS as SpeechEngine | undefined),
});
