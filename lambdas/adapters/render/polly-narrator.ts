/**
 * Narration with Amazon Polly that never fails a render: each line tries the preferred engine, then
 * the ones polly-engine.ts orders after it when the voice lacks it in the Region; when Polly refuses
 * the line outright (access denied, throttling after the SDK's retries, a language it lacks) the
 * bundled eSpeak NG voice reads it and the job's log says why.
 */
import { PollyClient } from '@aws-sdk/client-polly';
import type { SpeechSynthesizer } from '../../render/ports';
import { logger } from '../../shared/logger';
import { refusalCode, refusalReason } from '../aws/refusals';
import { engineOrder, type PollyEngine } from './polly-engine';
import { pollySpeech } from './polly-speech';
import { pollyLanguages } from './polly-voices';

/** Polly's answers when the voice lacks the engine (in this Region): another engine may have it. */
const ENGINE_MISSING = new Set(['EngineNotSupportedException', 'ValidationException']);

export interface PollyNarratorOptions {
  engine: PollyEngine;
  /** Reads a line Polly refused: the bundled voice. */
  fallback: SpeechSynthesizer;
  client?: Pick<PollyClient, 'send'>;
}

export function pollyNarrator(options: PollyNarratorOptions): SpeechSynthesizer {
  // More attempts than the SDK's default 3: the scenes of a job narrate at once and meet Polly's rate limit together.
  const client = options.client ?? new PollyClient({ maxAttempts: 6 });
  const voices = new Map(engineOrder(options.engine).map((engine) => [engine, pollySpeech(client, engine)] as const));
  /** The engine that read a voice, so later lines in this container skip the engines it lacks. */
  const settled = new Map<string, PollyEngine>();
  return {
    // A line Polly has no voice for, or refuses, is the bundled voice's to read.
    reads: (text, language) => pollyLanguages.reads(text, language) || options.fallback.reads(text, language),
    async synthesize(request) {
      // Polly would read it with a voice of another language: the bundled voice reads it, or leaves it out.
      if (!pollyLanguages.reads(request.text, request.language)) return options.fallback.synthesize(request);
      const key = `${request.voiceId} ${request.language}`;
      const known = settled.get(key);
      let refusal: unknown;
      for (const engine of known ? [known] : engineOrder(options.engine)) {
        try {
          const speech = await voices.get(engine)!.synthesize(request);
          settled.set(key, engine);
          return speech;
        } catch (err) {
          refusal = err;
          if (!ENGINE_MISSING.has(refusalCode(err))) break;
        }
      }
      logger.warn('Amazon Polly did not read this line; the bundled voice (eSpeak NG) reads it', {
        voice: request.voiceId,
        language: request.language,
        error: refusalCode(refusal),
        reason: refusalReason(refusal),
      });
      return options.fallback.synthesize(request);
    },
    close: async () => options.fallback.close?.(),
  };
}
