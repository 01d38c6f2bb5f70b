import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { SynthesizeSpeechCommand } from '@aws-sdk/client-polly';
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { espeakSpeech, espeakVoice } from '../../lambdas/render/adapters/espeak-speech';
import { pollyMarksRequest, pollyRequest, pollySpeech, visemesFromPolly, wordMarksFromPolly } from '../../lambdas/adapters/render/polly-speech';
import { decodeWav, wavDurationSec } from '../../lambdas/render/audio/wav';

describe('offline narration (eSpeak NG in a child process)', () => {
  const speech = espeakSpeech();
  afterAll(() => speech.close?.());

  it('speaks a line as a WAV whose length grows with the text', async () => {
    const [short, long] = await Promise.all([
      speech.synthesize({ text: 'Hello.', voiceId: 'en-us-female', language: 'en' }),
      speech.synthesize({ text: 'Hello, this is a much longer line with many more words in it.', voiceId: 'en-us-female', language: 'en' }),
    ]);
    const a = decodeWav(short!.wav);
    const b = decodeWav(long!.wav);
    expect(wavDurationSec(a)).toBeGreaterThan(0.2);
    expect(wavDurationSec(b)).toBeGreaterThan(wavDurationSec(a) * 2);
    // Not silence.
    expect(Math.max(...b.channels[0]!.map(Math.abs))).toBeGreaterThan(0.1);
  });

  it('speaks accented text without failing', async () => {
    const wav = await speech.synthesize({ text: 'Crème brûlée à volonté, façade naïve.', voiceId: 'fr-fr-female', language: 'fr' });
    expect(wavDurationSec(decodeWav(wav!.wav))).toBeGreaterThan(1);
  });

  it('voice_preset_id picks the voice; an unknown id falls back to the language default', () => {
    expect(espeakVoice({ text: '', voiceId: 'en-gb-male', language: 'en' })).toBe('en-gb+m1');
    expect(espeakVoice({ text: '', voiceId: 'nope', language: 'de' })).toBe('de+f2');
  });

  it("a language no preset speaks is read by eSpeak's voice for it, in the preset's variant", () => {
    expect(espeakVoice({ text: '', voiceId: 'en-us-female', language: 'ja' })).toBe('ja+f3');
    expect(espeakVoice({ text: '', voiceId: 'en-gb-male', language: 'zh-CN' })).toBe('cmn+m1');
  });

  it('a Japanese line is spoken in Japanese (an English voice spells each character out, several times longer)', async () => {
    const text = 'こんにちは、ありがとう';
    const [japanese, english] = await Promise.all([
      speech.synthesize({ text, voiceId: 'en-us-female', language: 'ja' }),
      speech.synthesize({ text, voiceId: 'en-us-female', language: 'en' }),
    ]);
    expect(wavDurationSec(decodeWav(japanese!.wav))).toBeLessThan(wavDurationSec(decodeWav(english!.wav)) / 2);
  });

  it('one eSpeak instance speaks every take, each from its start-up state: a line spoken first and again after others comes out the same, sample for sample', async () => {
    const fresh = espeakSpeech();
    try {
      const line = { text: 'Fresh beans, roasted this week.', voiceId: 'en-us-female', language: 'en' };
      const first = await fresh.synthesize(line);
      await fresh.synthesize({ text: 'Bonjour à tous, et bienvenue.', voiceId: 'fr-fr-female', language: 'fr' });
      await fresh.synthesize({ text: 'こんにちは', voiceId: 'en-us-female', language: 'ja' });
      const again = await fresh.synthesize(line);
      // eSpeak's noise is seeded the same way for every take (-D), so a line always sounds the same.
      expect(again!.wav.equals(first!.wav)).toBe(true);
      expect(again!.words).toEqual(first!.words);
      expect(again!.visemes).toEqual(first!.visemes);
    } finally {
      await fresh.close?.();
    }
  });

  it('close() keeps the process alive until the worker has exited, when nothing else would', async () => {
    // A script whose last work is awaiting close(): it exits 0, not 13 (an unsettled top-level await).
    const script = `import { espeakSpeech } from './lambdas/render/adapters/espeak-speech.ts';
      const speech = espeakSpeech();
      await speech.synthesize({ text: 'Hi.', voiceId: 'en-us-female', language: 'en' });
      await speech.close();
      console.log('closed');`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(stdout.trim()).toBe('closed');
  });

  it("warm() starts the worker and loads eSpeak before any line is asked for: the first line is spoken by that same worker, and a warmed, idle worker does not keep the process alive", async () => {
    // In a process of its own, so that no other synthesizer's worker is among its children. The
    // script never calls close(): it ends only if the idle worker is unref'd after warm() and the take.
    const script = `import { readdirSync, readFileSync } from 'node:fs';
      import { espeakSpeech } from './lambdas/render/adapters/espeak-speech.ts';
      const workers = () => readdirSync('/proc/self/task').flatMap((t) => readFileSync('/proc/self/task/' + t + '/children', 'utf8').split(' ').filter(Boolean))
        .filter((pid) => { try { return readFileSync('/proc/' + pid + '/cmdline', 'utf8').includes('espeak-worker'); } catch { return false; } });
      const speech = espeakSpeech();
      const before = workers();
      await speech.warm();
      const warmed = workers();
      const take = await speech.synthesize({ text: 'Fresh beans, roasted this week.', voiceId: 'en-us-female', language: 'en' });
      console.log(JSON.stringify({ before, warmed, afterTake: workers(), spoken: take.wav.length > 0 }));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
    const seen = JSON.parse(stdout) as { before: string[]; warmed: string[]; afterTake: string[]; spoken: boolean };
    expect(seen.before).toEqual([]);
    expect(seen.warmed).toHaveLength(1);
    expect(seen.afterTake).toEqual(seen.warmed);
    expect(seen.spoken).toBe(true);
  });

  it('a language eSpeak has no voice for is not read at all (no voice of another language spells it out)', async () => {
    expect(speech.reads('Hello there', 'xx')).toBe(false);
    expect(await speech.synthesize({ text: 'Hello there', voiceId: 'en-us-female', language: 'xx' })).toBeNull();
  });
});

describe('Amazon Polly adapter', () => {
  it('voice_preset_id → Polly voice, language → language code, neural PCM', () => {
    expect(pollyRequest({ text: 'Hi', voiceId: 'en-gb-female', language: 'en-GB' })).toMatchObject({
      VoiceId: 'Amy',
      LanguageCode: 'en-GB',
      Engine: 'neural',
      OutputFormat: 'pcm',
      SampleRate: '16000',
      Text: 'Hi',
    });
    expect(pollyRequest({ text: 'Hallo', voiceId: 'unknown', language: 'de' })).toMatchObject({ VoiceId: 'Vicki', LanguageCode: 'de-DE' });
  });

  it("a language no preset speaks is read by Polly's neural voice for it, of the preset's gender where it has one", () => {
    expect(pollyRequest({ text: 'こんにちは', voiceId: 'en-us-female', language: 'ja' })).toMatchObject({ VoiceId: 'Kazuha', LanguageCode: 'ja-JP' });
    expect(pollyRequest({ text: 'こんにちは', voiceId: 'en-us-male', language: 'ja-JP' })).toMatchObject({ VoiceId: 'Takumi', LanguageCode: 'ja-JP' });
    expect(pollyRequest({ text: 'مرحبا', voiceId: 'en-gb-male', language: 'ar' })).toMatchObject({ VoiceId: 'Zayd', LanguageCode: 'ar-AE' });
    expect(pollyRequest({ text: 'नमस्ते', voiceId: 'en-us-male', language: 'hi' })).toMatchObject({ VoiceId: 'Kajal', LanguageCode: 'hi-IN' });
    // A preset's own language keeps the preset.
    expect(pollyRequest({ text: 'Hi', voiceId: 'en-us-female', language: 'en-GB' })).toMatchObject({ VoiceId: 'Joanna', LanguageCode: 'en-GB' });
  });

  it('Polly reads the languages it has a voice for, Arabic and Japanese among them; a line in any other is left out', () => {
    const polly = pollySpeech({ send: async () => ({}) } as never);
    expect(polly.reads('مرحبا بكم', 'ar')).toBe(true);
    expect(polly.reads('今日は良い天気です', 'ja')).toBe(true);
    expect(polly.reads('Hallo', 'de-AT')).toBe(true);
    expect(polly.reads('Привет', 'ru')).toBe(false);
  });

  // The speech marks Amazon Polly documents for "Mary had a little lamb." with voice Joanna
  // (Amazon Polly developer guide, "Speech marks without SSML example":
  // https://docs.aws.amazon.com/polly/latest/dg/sp-mks-example1.html), as far as the guide shows them.
  const documented = readFileSync(new URL('./support/polly/mary-had-a-little-lamb.jsonl', import.meta.url), 'utf8');

  it('asks for word and viseme marks of the same line in one SynthesizeSpeech request (OutputFormat json, no SampleRate)', () => {
    const request = pollyMarksRequest({ text: 'Mary had a little lamb.', voiceId: 'en-us-female', language: 'en' });
    expect(request).toEqual({ Engine: 'neural', OutputFormat: 'json', SpeechMarkTypes: ['word', 'viseme'], Text: 'Mary had a little lamb.', TextType: 'text', VoiceId: 'Joanna', LanguageCode: 'en-US' });
  });

  it("maps Polly's documented marks: words by their byte offsets, visemes onto the mouth shapes (p closes the lips), sentence marks ignored", () => {
    expect(wordMarksFromPolly('Mary had a little lamb.', documented, 1).map((w) => [w.start, w.from, w.to])).toEqual([
      [0.006, 0, 4],
      [0.373, 5, 8],
      [0.604, 9, 10],
    ]);
    expect(visemesFromPolly(documented)).toEqual([
      { time: 0.006, viseme: 'MBP' },
      { time: 0.073, viseme: 'E' },
      { time: 0.18, viseme: 'etc' },
      { time: 0.292, viseme: 'E' },
      { time: 0.373, viseme: 'etc' },
      { time: 0.46, viseme: 'AI' },
      { time: 0.521, viseme: 'etc' },
    ]);
  });

  it('sends SynthesizeSpeech and wraps the returned PCM as WAV', async () => {
    const sent: unknown[] = [];
    const pcm = Buffer.alloc(16_000 * 2);
    const client = {
      send: async (command: unknown) => {
        sent.push(command);
        const marks = (command as SynthesizeSpeechCommand).input.OutputFormat === 'json';
        return marks
          ? { AudioStream: { transformToString: async () => '{"time":120,"type":"word","start":0,"end":2,"value":"Hi"}\n{"time":120,"type":"viseme","value":"k"}\n{"time":300,"type":"viseme","value":"a"}\n{"time":700,"type":"viseme","value":"sil"}\n' } }
          : { AudioStream: { transformToByteArray: async () => new Uint8Array(pcm) } };
      },
    };
    const wav = await pollySpeech(client as never).synthesize({ text: 'Hi', voiceId: 'en-us-male', language: 'en' });
    expect(sent[0]).toBeInstanceOf(SynthesizeSpeechCommand);
    // The second request asks for word and viseme speech marks of the same line and voice.
    expect((sent[1] as SynthesizeSpeechCommand).input).toMatchObject({ OutputFormat: 'json', SpeechMarkTypes: ['word', 'viseme'], VoiceId: 'Matthew', Text: 'Hi' });
    expect(wav!.words).toEqual([{ start: 0.12, end: 1, from: 0, to: 2 }]);
    expect(wav!.visemes).toEqual([
      { time: 0.12, viseme: 'etc' },
      { time: 0.3, viseme: 'AI' },
      { time: 0.7, viseme: 'rest' },
    ]);
    expect((sent[0] as SynthesizeSpeechCommand).input).toMatchObject({ VoiceId: 'Matthew', Text: 'Hi' });
    const audio = decodeWav(wav!.wav);
    expect(audio.sampleRate).toBe(16_000);
    expect(wavDurationSec(audio)).toBeCloseTo(1, 3);
  });
});
