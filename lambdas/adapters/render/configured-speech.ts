import { espeakSpeech } from '../../render/adapters/espeak-speech';
import { espeakReads } from '../../core/render/espeak-languages';
import type { NarrationLanguages } from '../../core/render/narration';
import type { SpeechSynthesizer } from '../../render/ports';
import { awsAdapter } from '../aws/declaration';
import { NARRATION_LANGUAGES, SPEECH } from './declarations';
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

export const speech = awsAdapter({
  ...SPEECH,
  create: ({ TTS, POLLY_ENGINE }) => speechFor(TTS as SpeechEngine | undefined, POLLY_ENGINE && isPollyEngine(POLLY_ENGINE) ? POLLY_ENGINE : undefined),
});

export const narrationLanguages = awsAdapter({
  ...NARRATION_LANGUAGES,
  create: ({ TTS }) => narrationLanguagesFor(TTS as SpeechEngine | undefined),
});
