import { SynthesizeSpeechCommand, type SynthesizeSpeechCommandInput } from '@aws-sdk/client-polly';
import { describe, expect, it, vi } from 'vitest';
import { engineOrder } from '../../lambdas/adapters/render/polly-engine';
import { pollyNarrator } from '../../lambdas/adapters/render/polly-narrator';
import type { Speech, SpeechSynthesizer } from '../../lambdas/render/ports';
import { logger } from '../../lambdas/shared/logger';

const line = { text: 'Fresh sourdough, every morning.', voiceId: 'en-us-female', language: 'en-US' };
const pcm = new Uint8Array(16_000 * 2);
const marks = '{"time":0,"type":"word","start":0,"end":5,"value":"Fresh"}\n';

/** An error as the SDK throws it for one of SynthesizeSpeech's documented error codes (Polly API reference, Errors). */
const pollyError = (name: string) => Object.assign(new Error(`${name}: from Polly`), { name, $fault: 'client' });

/** A Polly client: `refuse` decides, per request, which documented error it answers with (or none). */
function polly(refuse: (input: SynthesizeSpeechCommandInput) => string | undefined) {
  const sent: SynthesizeSpeechCommandInput[] = [];
  const send = async (command: SynthesizeSpeechCommand) => {
    sent.push(command.input);
    const error = refuse(command.input);
    if (error) throw pollyError(error);
    return command.input.OutputFormat === 'json'
      ? { AudioStream: { transformToString: async () => marks } }
      : { AudioStream: { transformToByteArray: async () => pcm } };
  };
  return { client: { send } as never, sent };
}

/** The bundled voice, standing in for eSpeak NG. */
function bundled(): SpeechSynthesizer & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    reads: (_text, language) => language !== 'he',
    synthesize: async (request): Promise<Speech> => (lines.push(request.text), { wav: Buffer.from('bundled'), words: null, visemes: null }),
  };
}

describe('issue 24 item 1: Polly engine choice, and timings for each engine', () => {
  it('neural (the default) reads the line and asks for speech marks of the same line, voice and engine', async () => {
    const { client, sent } = polly(() => undefined);
    const speech = await pollyNarrator({ engine: 'neural', fallback: bundled(), client }).synthesize(line);
    expect(sent.map((s) => [s.Engine, s.OutputFormat])).toEqual([['neural', 'pcm'], ['neural', 'json']]);
    expect(speech!.words).toHaveLength(1);
  });

  it('long-form lines come with speech marks too', async () => {
    const { client, sent } = polly(() => undefined);
    const speech = await pollyNarrator({ engine: 'long-form', fallback: bundled(), client }).synthesize(line);
    expect(sent.map((s) => [s.Engine, s.OutputFormat])).toEqual([['long-form', 'pcm'], ['long-form', 'json']]);
    expect(speech!.words).not.toBeNull();
  });

  it('generative voices give no speech marks: none are asked for, and the line comes back without timings for the engine to estimate', async () => {
    const { client, sent } = polly(() => undefined);
    const speech = await pollyNarrator({ engine: 'generative', fallback: bundled(), client }).synthesize(line);
    expect(sent.map((s) => [s.Engine, s.OutputFormat])).toEqual([['generative', 'pcm']]);
    expect(speech).toMatchObject({ words: null, visemes: null });
  });

  it('a voice without the preferred engine in the Region is read by its neural voice, then its standard one; later lines skip the missing engine', async () => {
    expect(engineOrder('generative')).toEqual(['generative', 'neural', 'standard']);
    const { client, sent } = polly((input) => (input.Engine === 'generative' ? 'EngineNotSupportedException' : input.Engine === 'neural' ? 'ValidationException' : undefined));
    const fallback = bundled();
    const narrator = pollyNarrator({ engine: 'generative', fallback, client });
    const speech = await narrator.synthesize(line);
    expect(speech!.words).not.toBeNull();
    expect([...new Set(sent.map((s) => s.Engine))]).toEqual(['generative', 'neural', 'standard']);
    sent.length = 0;
    await narrator.synthesize(line);
    expect([...new Set(sent.map((s) => s.Engine))]).toEqual(['standard']);
    expect(fallback.lines).toEqual([]);
  });
});

describe('issue 24 item 5: a refused voice falls back to the bundled voice and the job log says so; narration never fails a render', () => {
  it.each(['AccessDeniedException', 'ThrottlingException', 'LanguageNotSupportedException', 'ServiceFailureException'])('%s: the bundled voice reads the line, and a warning names the voice and the reason', async (error) => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    try {
      const { client, sent } = polly(() => error);
      const fallback = bundled();
      const speech = await pollyNarrator({ engine: 'neural', fallback, client }).synthesize(line);
      expect(speech!.wav.toString()).toBe('bundled');
      expect(fallback.lines).toEqual([line.text]);
      // A refusal that is not about the engine is not retried on other engines.
      expect(new Set(sent.map((s) => s.Engine))).toEqual(new Set(['neural']));
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/bundled voice/), expect.objectContaining({ voice: 'en-us-female', error }));
    } finally {
      warn.mockRestore();
    }
  });
});

describe('which lines the narrator reads', () => {
  it("a language Polly has no voice for goes to the bundled voice without asking Polly; one neither reads is left out", async () => {
    const { client, sent } = polly(() => undefined);
    const fallback = bundled();
    const narrator = pollyNarrator({ engine: 'neural', fallback, client });
    await narrator.synthesize({ text: 'Свежий хлеб каждое утро.', voiceId: 'en-us-female', language: 'ru' });
    expect(sent).toEqual([]);
    expect(fallback.lines).toEqual(['Свежий хлеб каждое утро.']);
    expect([narrator.reads('مرحبا', 'ar'), narrator.reads('Привет', 'ru'), narrator.reads('שלום', 'he')]).toEqual([true, true, false]);
  });
});
