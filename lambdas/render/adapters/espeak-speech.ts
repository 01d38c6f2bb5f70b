/**
 * The offline default narrator: eSpeak NG in a child process (see espeak-worker.mjs for why).
 * One worker serves all requests of a synthesizer; it starts on first use and stops on close().
 * Word timings come from a second, word-spaced take (espeak-words.ts).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { defaultVoiceFor, isVoicePreset, primaryLanguage, VOICE_PRESETS } from '../../core/presets';
import type { Speech, SpeechRequest, SpeechSynthesizer } from '../ports';
import { espeakWordMarks, spacedSsml } from './espeak-words';

/** Words a minute: a little slower than eSpeak's 175 default, clearer for narration. */
const SPEED_WPM = 165;

/** A busy worker keeps the process alive; an idle one (and its pipes) must not. */
function keepAlive(child: ChildProcessWithoutNullStreams, on: boolean): void {
  for (const handle of [child, child.stdin, child.stdout, child.stderr] as unknown as { ref(): void; unref(): void }[]) {
    if (on) handle.ref();
    else handle.unref();
  }
}

interface Pending {
  resolve(wav: string, spaced: string | undefined): void;
  reject(error: Error): void;
}

/** eSpeak's names for the languages whose BCP-47 primary subtag it does not use. */
const ESPEAK_LANGUAGE: Record<string, string> = { zh: 'cmn' };

/**
 * The eSpeak voices to try, in order. The preset's own voice when it speaks the line's language;
 * otherwise eSpeak's voice for that language in the preset's variant (so a Japanese line is read
 * in Japanese, not spelled out by an English voice), then the preset's voice in case eSpeak has none.
 */
export function espeakVoices(request: SpeechRequest): string[] {
  const id = isVoicePreset(request.voiceId) ? request.voiceId : defaultVoiceFor(request.language);
  const preset = VOICE_PRESETS[id];
  const language = primaryLanguage(request.language);
  if (!language || primaryLanguage(preset.language) === language) return [preset.espeak];
  const variant = preset.espeak.split('+')[1];
  return [`${ESPEAK_LANGUAGE[language] ?? language}${variant ? `+${variant}` : ''}`, preset.espeak];
}

export function espeakSpeech(): SpeechSynthesizer {
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
      const reply = JSON.parse(line) as { id: number; wav?: string; spaced?: string; error?: string };
      const p = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.wav) p?.resolve(reply.wav, reply.spaced);
      else p?.reject(new Error(`espeak-ng: ${reply.error}`));
      if (pending.size === 0) keepAlive(child, false);
    });
    child.on('exit', (code) => failAll(new Error(`espeak-ng worker exited with ${code}: ${stderr}`)));
    child.on('error', failAll);
    return child;
  };

  return {
    synthesize(request) {
      worker ??= start();
      keepAlive(worker, true);
      const id = nextId++;
      const child = worker;
      return new Promise<Speech>((resolve, reject) => {
        const done = (wav: string, spaced: string | undefined) => {
          const audio = Buffer.from(wav, 'base64');
          resolve({ wav: audio, words: spaced ? espeakWordMarks(request.text, audio, Buffer.from(spaced, 'base64')) : null, visemes: null });
        };
        pending.set(id, { resolve: done, reject });
        child.stdin.write(`${JSON.stringify({ id, text: request.text, voices: espeakVoices(request), speed: SPEED_WPM, spaced: spacedSsml(request.text) })}\n`);
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
