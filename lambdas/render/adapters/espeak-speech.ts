/**
 * The offline default narrator: eSpeak NG in a child process (see espeak-worker.mjs for why).
 * One worker serves all requests of a synthesizer; it starts on first use and stops on close().
 * Word timings and mouth shapes come from eSpeak's own word and phoneme events (espeak-words.ts).
 * It reads only the languages it can pronounce (core/render/espeak-languages.ts).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { espeakWordsPerMinute } from '../../core/planning/speech-rates';
import { defaultVoiceFor, isVoicePreset, primaryLanguage, VOICE_PRESETS } from '../../core/presets';
import { decodeWav, wavDurationSec } from '../audio/wav';
import type { SpeechRequest, SpeechSynthesizer } from '../ports';
import { japaneseReading } from '../speech/japanese-reading';
import type { Reading } from '../speech/reading';
import { espeakLanguage, espeakReads, OFFLINE_READINGS } from '../../core/render/espeak-languages';
import { espeakVisemes, espeakWordMarks, type EspeakEvents } from './espeak-words';


/** A busy worker keeps the process alive; an idle one (and its pipes) must not. */
function keepAlive(child: ChildProcessWithoutNullStreams, on: boolean): void {
  for (const handle of [child, child.stdin, child.stdout, child.stderr] as unknown as { ref(): void; unref(): void }[]) {
    if (on) handle.ref();
    else handle.unref();
  }
}

/** A take as the worker returns it: the WAV and eSpeak's events. */
interface EspeakTake extends EspeakEvents {
  wav: Buffer;
}

interface Pending {
  resolve(take: EspeakTake): void;
  reject(error: Error): void;
}

/**
 * The eSpeak voice of a line: the preset's own when it speaks the line's language; otherwise
 * eSpeak's voice for that language in the preset's variant (so a Japanese line is read in
 * Japanese, not spelled out by an English voice).
 */
export function espeakVoice(request: SpeechRequest): string {
  const id = isVoicePreset(request.voiceId) ? request.voiceId : defaultVoiceFor(request.language);
  const preset = VOICE_PRESETS[id];
  if (primaryLanguage(preset.language) === primaryLanguage(request.language)) return preset.espeak;
  const variant = preset.espeak.split('+')[1];
  return `${espeakLanguage(request.language) ?? primaryLanguage(request.language)}${variant ? `+${variant}` : ''}`;
}

/** The worker: one eSpeak instance, one take at a time, started on first use. */
function espeakWorker() {
  let worker: ChildProcessWithoutNullStreams | null = null;
  const pending = new Map<number, Pending>();
  let nextId = 0;

  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
    worker = null;
  };

  const start = () => {
    const script = fileURLToPath(new URL('./espeak-worker.mjs', import.meta.url));
    const child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const reply = JSON.parse(line) as { id: number; wav?: string; error?: string } & EspeakEvents;
      const p = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.wav) p?.resolve({ wav: Buffer.from(reply.wav, 'base64'), sampleRate: reply.sampleRate, words: reply.words, phonemes: reply.phonemes });
      else p?.reject(new Error(`espeak-ng: ${reply.error}`));
      if (pending.size === 0) keepAlive(child, false);
    });
    child.on('exit', (code) => failAll(new Error(`espeak-ng worker exited with ${code}: ${stderr}`)));
    child.on('error', failAll);
    return child;
  };

  return {
    take(text: string, voice: string, wordsPerMinute: number): Promise<EspeakTake> {
      worker ??= start();
      keepAlive(worker, true);
      const id = nextId++;
      const child = worker;
      return new Promise<EspeakTake>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.stdin.write(`${JSON.stringify({ id, text, voice, speed: wordsPerMinute })}\n`);
      });
    },
    async close() {
      const child = worker;
      worker = null;
      if (!child) return;
      child.removeAllListeners('exit');
      // An idle worker is unref'd: ref it again, or a caller awaiting close() with nothing else
      // to do would see the process end (exit code 13, unsettled await) before the worker's exit.
      keepAlive(child, true);
      child.stdin.end();
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** The text eSpeak is given for a line: Japanese read into kana; null when it cannot be read. */
async function espeakReading(text: string, language: string): Promise<Reading | null> {
  if (!espeakReads(text, language)) return null;
  const reading = OFFLINE_READINGS[espeakLanguage(language)!] === 'kana' ? await japaneseReading(text) : { spoken: text, segments: [], unread: [] };
  return /[\p{L}\p{N}]/u.test(reading.spoken) ? reading : null;
}

/** The line a worker is warmed with: a sentence as long as a scene's line. */
const WARM_LINE = 'Ready when you are: this is how the voice sounds, word after word, in a sentence or two.';

export function espeakSpeech(): SpeechSynthesizer {
  const worker = espeakWorker();
  return {
    reads: espeakReads,
    async synthesize(request) {
      const reading = await espeakReading(request.text, request.language);
      if (!reading) return null;
      const take = await worker.take(reading.spoken, espeakVoice(request), espeakWordsPerMinute(request.language));
      const audio = decodeWav(take.wav);
      return {
        wav: take.wav,
        words: espeakWordMarks(reading.spoken, take, wavDurationSec(audio), reading.segments.length > 0 ? reading.segments : undefined),
        visemes: espeakVisemes(take, audio),
        unread: reading.unread,
      };
    },
    async warm() {
      // One take starts the worker, loads eSpeak's module and data and compiles its code (about 2 s, ten times a warm take); the worker then waits unref'd.
      // A whole sentence, not a word: its code is then hot enough to be optimised, and a render's first lines take a third less of the worker.
      await worker.take(WARM_LINE, espeakVoice({ text: WARM_LINE, voiceId: defaultVoiceFor('en'), language: 'en' }), espeakWordsPerMinute('en'));
    },
    close: worker.close,
  };
}
