// Runs eSpeak NG (GPL-3.0-or-later, WebAssembly build from the `espeak-ng` npm package) as its
// own program. The engine talks to it over stdin/stdout only, so the GPL code is never linked
// into ours. Protocol: one JSON request per line {id, text, voice, speed}; one JSON reply per
// line {id, wav (base64), sampleRate, words, phonemes} or {id, error}. `words` are eSpeak's word events
// [sample, character (1-based), length in characters] and `phonemes` its phoneme events
// [sample, IPA name], both timed in samples of the WAV.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import ESpeakNg from 'espeak-ng';

// The module's file system setup throws and catches many errors while it starts; without stack
// traces each start costs about half as much.
Error.stackTraceLimit = 0;

const require = createRequire(import.meta.url);
const wasmPath = require.resolve('espeak-ng').replace(/espeak-ng\.js$/, 'espeak-ng.wasm');
const wasm = await WebAssembly.compile(await readFile(wasmPath));

const EVENT_WORD = 1;
const EVENT_PHONEME = 7;
const EVENT_SAMPLERATE = 8;
/** sizeof(espeak_EVENT) in 32-bit words: type, unique id, text position, length, ms, sample, user data, id[8]. */
const EVENT_WORDS = 9;
/** espeakINITIALIZE_PHONEME_EVENTS | espeakINITIALIZE_PHONEME_IPA. */
const PHONEME_EVENTS_IPA = 3;
const SAMPLE_RATE = 22050;

/**
 * One instance speaks every take. Starting an instance costs about ten times a take (it
 * copies the 18 MB module into memory and builds a file system of eSpeak's data), so the
 * program's memory is kept as it stands after start-up and put back before each run of
 * main(): every C global, the heap and the stack start each take exactly as in a fresh
 * instance, and the take comes out the same.
 *
 * Timings: eSpeak's library reports a word event as each word starts and, when asked, a phoneme
 * event as each phoneme starts, each at its sample in the output. The npm build exports only the
 * command line, which never asks for phoneme events and drops the events it gets. So the worker
 * asks and listens itself: it sets eSpeak's `option_phoneme_events` once the command line has
 * initialised the library (as the text file opens), and reads the library's event list each time
 * the command line writes a buffer of samples to the WAV (its fwrite of a full buffer goes
 * straight to the file system, while the list still holds that buffer's events).
 */
async function startInstance() {
  let exports = null;
  /** Called by the file system calls eSpeak makes: what the current take listens for. */
  let onOpen = null;
  let onWrite = null;
  const mod = {
    noInitialRun: true,
    print() {},
    printErr() {},
    instantiateWasm(imports, receive) {
      const openat = imports.env.__syscall_openat;
      imports.env.__syscall_openat = (dirfd, path, flags, varargs) => {
        onOpen?.(path);
        return openat(dirfd, path, flags, varargs);
      };
      const fdWrite = imports.wasi_snapshot_preview1.fd_write;
      imports.wasi_snapshot_preview1.fd_write = (fd, iov, iovcnt, pnum) => {
        if (fd > 2) onWrite?.();
        return fdWrite(fd, iov, iovcnt, pnum);
      };
      WebAssembly.instantiate(wasm, imports).then((instance) => {
        exports = instance.exports;
        receive(instance, wasm);
      });
      return {};
    },
  };
  const espeak = await ESpeakNg(mod);
  const pristine = new Uint8Array(exports.memory.buffer).slice();
  const { FS } = espeak;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  /** A NUL-terminated string of at most `max` bytes. */
  const cString = (at, max = Infinity) => {
    const memory = new Uint8Array(exports.memory.buffer);
    let end = at;
    while (memory[end] && end - at < max) end++;
    return decoder.decode(memory.subarray(at, end));
  };

  /** Runs main(argv) on memory as it was after start-up. */
  function main(args) {
    const memory = new Uint8Array(exports.memory.buffer);
    memory.set(pristine);
    // The allocator takes memory beyond its break to be zero, as fresh memory is.
    memory.fill(0, pristine.length);
    const stack = exports.stackSave();
    const pointers = ['espeak-ng', ...args].map((arg) => {
      const bytes = encoder.encode(`${arg}\0`);
      const at = exports.stackAlloc(bytes.length);
      new Uint8Array(exports.memory.buffer).set(bytes, at);
      return at;
    });
    const argv = exports.stackAlloc((pointers.length + 1) * 4);
    new Uint32Array(exports.memory.buffer, argv, pointers.length + 1).set([...pointers, 0]);
    try {
      exports.__main_argc_argv(pointers.length, argv);
    } catch (error) {
      // exit() unwinds as an ExitStatus exception; a voice eSpeak lacks shows as no take below.
      if (error?.name !== 'ExitStatus') throw error;
    } finally {
      exports.stackRestore(stack);
      // Files the take left open belong to the C state just discarded.
      for (const stream of FS.streams) if (stream && stream.fd > 2) FS.close(stream);
    }
  }

  /**
   * Where `option_phoneme_events` lives: the int declared after `option_phonemes` (translate.c),
   * which the command line sets to its phoneme options. Two runs that differ only in the
   * phoneme separator (`--sep`) leave exactly that int differing by the separator's code.
   */
  function findPhonemeEventsOption() {
    FS.writeFile('/in.txt', 'a');
    const run = (separator) => {
      main(['-q', '-x', `--sep=${separator}`, '--phonout=/phonemes.txt', '-f', '/in.txt']);
      return new Int32Array(exports.memory.buffer.slice(0));
    };
    const z = run('Z');
    const y = run('Y');
    const found = [];
    for (let i = 0; i < Math.min(z.length, y.length); i++) if (z[i] === (0x5a << 8 | 1) && y[i] === (0x59 << 8 | 1)) found.push(i);
    if (found.length !== 1) throw new Error(`espeak-ng: option_phonemes not found (${found.length} candidates)`);
    return found[0] + 1;
  }
  const phonemeEventsOption = findPhonemeEventsOption();
  /** Index (in 32-bit words) of the library's event list; found in the first take. */
  let eventList = -1;

  /** The event list starts with the sample-rate event in a take's first buffer. */
  function findEventList(memory) {
    if (memory[eventList] === EVENT_SAMPLERATE && memory[eventList + 7] === SAMPLE_RATE) return eventList;
    for (let i = 0; i < memory.length - 2 * EVENT_WORDS; i++) {
      if (memory[i] === EVENT_SAMPLERATE && memory[i + 7] === SAMPLE_RATE && memory[i + 4] === 0 && memory[i + 5] === 0 && memory[i + EVENT_WORDS] > 0 && memory[i + EVENT_WORDS] < 10) return i;
    }
    throw new Error('espeak-ng: event list not found');
  }

  return function speak(text, voice, speed) {
    FS.writeFile('/in.txt', text);
    if (FS.analyzePath('/out.wav').exists) FS.unlink('/out.wav');
    const words = [];
    const phonemes = [];
    const seen = new Set();
    let first = true;
    onOpen = (path) => {
      if (cString(path) === '/in.txt') new Int32Array(exports.memory.buffer)[phonemeEventsOption] = PHONEME_EVENTS_IPA;
    };
    onWrite = () => {
      const memory = new Int32Array(exports.memory.buffer);
      if (first) eventList = findEventList(memory);
      first = false;
      for (let i = eventList; memory[i] !== 0; i += EVENT_WORDS) {
        const [type, , position, length, , sample] = memory.subarray(i, i + 6);
        if (type !== EVENT_WORD && type !== EVENT_PHONEME) continue;
        // The same list is read again when the buffer is written in more than one call.
        const key = `${type}:${sample}:${position}:${memory[i + 7]}:${memory[i + 8]}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (type === EVENT_WORD) words.push([sample, position, length]);
        else phonemes.push([sample, cString((i + 7) * 4, 8)]);
      }
    };
    try {
      // -D: eSpeak's noise is seeded the same way each take, so a line always sounds the same.
      main(['-D', '-v', voice, '-s', String(speed), '-w', '/out.wav', '-f', '/in.txt']);
    } finally {
      onOpen = onWrite = null;
    }
    // No take: eSpeak does not know the voice.
    if (!FS.analyzePath('/out.wav').exists) throw new Error(`no voice ${voice}`);
    return { wav: Buffer.from(FS.readFile('/out.wav')), words, phonemes };
  };
}

let instance = null;

/** A take; a crashed instance (a trap leaves it unusable) is replaced by a fresh one. */
async function speak(text, voice, speed) {
  instance ??= await startInstance();
  try {
    return instance(text, voice, speed);
  } catch (error) {
    if (error instanceof WebAssembly.RuntimeError) instance = null;
    throw error;
  }
}

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const { id, text, voice, speed } = JSON.parse(line);
  try {
    const { wav, words, phonemes } = await speak(text, voice, speed);
    process.stdout.write(`${JSON.stringify({ id, wav: wav.toString('base64'), sampleRate: SAMPLE_RATE, words, phonemes })}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ id, error: String(error) })}\n`);
  }
}
