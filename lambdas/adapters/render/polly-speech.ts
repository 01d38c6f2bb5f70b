/**
 * Amazon Polly narrator: the voice preset picks the Polly voice, the request language its
 * language code (and, for a language the preset does not speak, that language's own voice:
 * ./polly-voices.ts). Polly's raw PCM (16 kHz, 16-bit mono) is wrapped as WAV, the engine's format.
 * Word timings and mouth shapes come from Polly's speech marks: the same text and voice asked for
 * `word` and `viseme` marks (JSON lines with the time in ms; words with their UTF-8 byte offsets),
 * in parallel with the audio.
 */
import { PollyClient, SynthesizeSpeechCommand, type LanguageCode, type SynthesizeSpeechCommandInput, type VoiceId } from '@aws-sdk/client-polly';
import { pcm16MonoToWav } from '../../render/audio/wav';
import type { SpeechRequest, SpeechSynthesizer, WordMark } from '../../render/ports';
import { visemeOfPolly } from '../../render/speech/phoneme-visemes';
import type { VisemeMark } from '../../render/speech/visemes';
import { GIVES_SPEECH_MARKS, type PollyEngine } from './polly-engine';
import { pollyLanguages, pollyVoice } from './polly-voices';

const SAMPLE_RATE = 16_000;

export function pollyRequest(request: SpeechRequest, engine: PollyEngine = 'neural'): SynthesizeSpeechCommandInput {
  const voice = pollyVoice(request);
  return {
    Engine: engine,
    OutputFormat: 'pcm',
    SampleRate: String(SAMPLE_RATE),
    Text: request.text,
    TextType: 'text',
    VoiceId: voice.voiceId as VoiceId,
    // Polly checks the code; the presets and Polly's voice table hold only codes Polly lists.
    LanguageCode: voice.languageCode as LanguageCode,
  };
}

/** The speech-marks request for the same line: word and viseme marks as JSON lines. */
export function pollyMarksRequest(request: SpeechRequest, engine: PollyEngine = 'neural'): SynthesizeSpeechCommandInput {
  const { SampleRate: _rate, ...rest } = pollyRequest(request, engine);
  return { ...rest, OutputFormat: 'json', SpeechMarkTypes: ['word', 'viseme'] };
}

interface SpeechMarkLine {
  time: number;
  type: string;
  start?: number;
  end?: number;
  value: string;
}

const markLines = (json: string) =>
  json
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SpeechMarkLine);

/** Polly's word marks → WordMarks: byte offsets become string offsets; a word lasts until the next starts. */
export function wordMarksFromPolly(text: string, json: string, durationSec: number): WordMark[] {
  const bytes = Buffer.from(text, 'utf8');
  const offset = (byte: number) => bytes.subarray(0, byte).toString('utf8').length;
  const marks = markLines(json).filter((m) => m.type === 'word');
  return marks.map((m, i) => ({
    start: m.time / 1000,
    end: (marks[i + 1]?.time ?? durationSec * 1000) / 1000,
    from: offset(m.start!),
    to: offset(m.end!),
  }));
}

/** Polly's viseme marks → the engine's mouth shapes (speech/phoneme-visemes.ts), repeats merged. */
export function visemesFromPolly(json: string): VisemeMark[] {
  const marks: VisemeMark[] = [];
  for (const m of markLines(json)) {
    if (m.type !== 'viseme') continue;
    const viseme = visemeOfPolly(m.value);
    if (marks.at(-1)?.viseme !== viseme) marks.push({ time: m.time / 1000, viseme });
  }
  return marks;
}

/** One engine's narrator (polly-engine.ts chooses the engine); an engine without speech marks returns none. */
export function pollySpeech(client: Pick<PollyClient, 'send'> = new PollyClient({}), engine: PollyEngine = 'neural'): SpeechSynthesizer {
  return {
    reads: pollyLanguages.reads,
    async synthesize(request) {
      const [audio, marks] = await Promise.all([
        client.send(new SynthesizeSpeechCommand(pollyRequest(request, engine))),
        GIVES_SPEECH_MARKS[engine] ? client.send(new SynthesizeSpeechCommand(pollyMarksRequest(request, engine))) : { AudioStream: undefined },
      ]);
      if (!audio.AudioStream) throw new Error('Polly returned no audio');
      const pcm = Buffer.from(await audio.AudioStream.transformToByteArray());
      const durationSec = pcm.length / 2 / SAMPLE_RATE;
      const json = marks.AudioStream ? await marks.AudioStream.transformToString() : null;
      return {
        wav: pcm16MonoToWav(pcm, SAMPLE_RATE),
        words: json === null ? null : wordMarksFromPolly(request.text, json, durationSec),
        visemes: json === null ? null : visemesFromPolly(json),
      };
    },
  };
}
