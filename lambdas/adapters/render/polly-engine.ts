/**
 * Which Amazon Polly engine reads a line. The deployment names the engine it prefers (context
 * pollyEngine, neural by default); a voice without that engine in the Region is read by its neural
 * voice, then its standard one (polly-narrator.ts). Timings for captions and lip sync:
 *   - neural, long-form and standard voices return speech marks (word and viseme) for the same
 *     text and voice (polly-speech.ts asks for them beside the audio);
 *   - generative voices return none (Polly's speech-marks documentation), so their lines come back
 *     without words or visemes and the engine spreads the words and mouth shapes over the measured
 *     length of the audio (captions.ts, speech/visemes.ts), as it does for any voice without marks.
 */
import { MODELS, type ModelKey } from '../../core/models/registry';

type PollyEntry = Extract<(typeof MODELS)[ModelKey], { provider: 'amazon-polly' }>;
/** Polly's engines, as the model registry declares them. */
export type PollyEngine = PollyEntry['modelId'];

export const POLLY_ENGINES: readonly PollyEngine[] = Object.values(MODELS)
  .filter((model): model is PollyEntry => model.provider === 'amazon-polly')
  .map((model) => model.modelId);

export function isPollyEngine(value: string): value is PollyEngine {
  return (POLLY_ENGINES as readonly string[]).includes(value);
}

/** Engines that return speech marks (https://docs.aws.amazon.com/polly/latest/dg/speechmarks.html). */
export const GIVES_SPEECH_MARKS: Readonly<Record<PollyEngine, boolean>> = { neural: true, 'long-form': true, standard: true, generative: false };

/** The engines tried for a line, in order: the preferred one, then those with speech marks that most voices have. */
export function engineOrder(preferred: PollyEngine): PollyEngine[] {
  return [...new Set<PollyEngine>([preferred, 'neural', 'standard'])];
}
