/**
 * Amazon Polly narrator: the voice preset picks the Polly voice, the request language its
 * language code (and, for a language the preset does not speak, that language's own voice). Polly's raw PCM (16 kHz, 16-bit mono) is wrapped as WAV, the engine's format.
 * Word timings come from Polly's speech marks: the same text and voice asked for `word` marks
 * (JSON lines with the time in ms and the word's UTF-8 byte offsets), in parallel with the audio.
 */
import { PollyClient, SynthesizeSpeechCommand, type LanguageCode, type SynthesizeSpeechCommandInput, type VoiceId } from '@aws-sdk/client-polly';
import { defaultVoiceFor, isVoicePreset, primaryLanguage, VOICE_PRESETS } from '../../core/presets';
import { pcm16MonoToWav } from '../../render/audio/wav';
import type { SpeechRequest, SpeechSynthesizer, WordMark } from '../../render/ports';
import { GIVES_SPEECH_MARKS, type PollyEngine } from './polly-engine';

const SAMPLE_RATE = 16_000;

/**
 * Polly's neural voices for languages no preset speaks (Polly's "Available voices" table): a line in
 * one of them is read by its voice of the preset's gender (or its only one), in its language, not
 * spelled out by an English voice. A language Polly has no neural voice for keeps the preset voice.
 */
const NEURAL_VOICES: Readonly<Record<string, { code: string; female: string; male?: string }>> = {
  ja: { code: 'ja-JP', female: 'Kazuha', male: 'Takumi' },
  zh: { code: 'cmn-CN', female: 'Zhiyu' },
  ko: { code: 'ko-KR', female: 'Seoyeon' },
  ar: { code: 'ar-AE', female: 'Hala', male: 'Zayd' },
  hi: { code: 'hi-IN', female: 'Kajal' },
  cs: { code: 'cs-CZ', female: 'Jitka' },
  da: { code: 'da-DK', female: 'Sofie' },
};

/** The voice and language code for a line: the preset's voice when it speaks the line's language (its region when given), else the language's own. */
function pollyVoice(request: SpeechRequest): { voiceId: string; languageCode: string } {
  const preset = VOICE_PRESETS[isVoicePreset(request.voiceId) ? request.voiceId : defaultVoiceFor(request.language)];
  const [lang, region] = request.language.split(/[-_]/);
  if (primaryLanguage(preset.language) === primaryLanguage(request.language)) {
    // Polly codes are xx-YY; a bare language takes the preset voice's own region.
    return { voiceId: preset.polly.voiceId, languageCode: region ? `${lang!.toLowerCase()}-${region.toUpperCase()}` : preset.polly.languageCode };
  }
  const own = NEURAL_VOICES[primaryLanguage(request.language)];
  if (!own) return preset.polly;
  return { voiceId: (preset.gender === 'male' ? own.male : undefined) ?? own.female, languageCode: own.code };
}

export function pollyRequest(request: SpeechRequest, engine: PollyEngine = 'neural'): SynthesizeSpeechCommandInput {
  const voice = pollyVoice(request);
  return {
    Engine: engine,
    OutputFormat: 'pcm',
    SampleRate: String(SAMPLE_RATE),
    Text: request.text,
    TextType: 'text',
    VoiceId: voice.voiceId as VoiceId,
    // Polly checks the code; the presets and the table above hold only codes Polly lists.
    LanguageCode: voice.languageCode as LanguageCode,
  };
}

/** The speech-marks request for the same line: word marks as JSON lines. */
export function pollyMarksRequest(request: SpeechRequest, engine: PollyEngine = 'neural'): SynthesizeSpeechCommandInput {
  const { SampleRate: _rate, ...rest } = pollyRequest(request, engine);
  return { ...rest, OutputFormat: 'json', SpeechMarkTypes: ['word'] };
}

interface SpeechMarkLine {
  time: number;
  type: string;
  start: number;
  end: number;
}

/** Polly's word marks → WordMarks: byte offsets become string offsets; a word lasts until the next starts. */
export function wordMarksFromPolly(text: string, json: string, durationSec: number): WordMark[] {
  const bytes = Buffer.from(text, 'utf8');
  const offset = (byte: number) => bytes.subarray(0, byte).toString('utf8').length;
  const marks = json
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SpeechMarkLine)
    .filter((m) => m.type === 'word');
  return marks.map((m, i) => ({
    start: m.time / 1000,
    end: (marks[i + 1]?.time ?? durationSec * 1000) / 1000,
    from: offset(m.start),
    to: offset(m.end),
  }));
}

/** One engine's narrator (polly-engine.ts chooses the engine); an engine without speech marks returns none. */
export function pollySpeech(client: Pick<PollyClient, 'send'> = new PollyClient({}), engine: PollyEngine = 'neural'): SpeechSynthesizer {
  return {
    async synthesize(request) {
      const [audio, marks] = await Promise.all([
        client.send(new SynthesizeSpeechCommand(pollyRequest(request, engine))),
        GIVES_SPEECH_MARKS[engine] ? client.send(new SynthesizeSpeechCommand(pollyMarksRequest(request, engine))) : { AudioStream: undefined },
      ]);
      if (!audio.AudioStream) throw new Error('Polly returned no audio');
      const pcm = Buffer.from(await audio.AudioStream.transformToByteArray());
      const durationSec = pcm.length / 2 / SAMPLE_RATE;
      const words = marks.AudioStream ? wordMarksFromPolly(request.text, await marks.AudioStream.transformToString(), durationSec) : null;
      return { wav: pcm16MonoToWav(pcm, SAMPLE_RATE), words, visemes: null };
    },
  };
}
