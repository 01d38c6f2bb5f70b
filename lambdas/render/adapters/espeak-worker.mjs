// Runs eSpeak NG (GPL-3.0-or-later, WebAssembly build from the `espeak-ng` npm package) as its
// own program. The engine talks to it over stdin/stdout only, so the GPL code is never linked
// into ours. Protocol: one JSON request per line {id, text, voices, speed, spaced?}; one JSON
// reply per line {id, wav (base64), spaced? (base64)} or {id, error}. The first of `voices` that
// eSpeak has speaks (eSpeak fails on a voice it does not know). `spaced` is the line again
// as SSML with a break between words, spoken as a second take: how long each word sounds in it
// gives the word timings (see espeak-words.ts).
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

/**
 * One instance speaks every take. Starting an instance costs about ten times a take (it
 * copies the 18 MB module into memory and builds a file system of eSpeak's data), so the
 * program's memory is kept as it stands after start-up and put back before each run of
 * main(): every C global, the heap and the stack start each take exactly as in a fresh
 * instance, and the take comes out the same.
 */
async function startInstance() {
  let exports = null;
  const mod = {
    noInitialRun: true,
    print() {},
    printErr() {},
    instantiateWasm(imports, receive) {
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

  return function speak(text, voice, speed, extra = []) {
    FS.writeFile('/in.txt', text);
    if (FS.analyzePath('/out.wav').exists) FS.unlink('/out.wav');
    main(['-v', voice, '-s', String(speed), ...extra, '-w', '/out.wav', '-f', '/in.txt']);
    return Buffer.from(FS.readFile('/out.wav'));
  };
}

let instance = null;

/** A take; a crashed instance (a trap leaves it unusable) is replaced by a fresh one. */
async function speak(text, voice, speed, extra = []) {
  instance ??= await startInstance();
  try {
    return instance(text, voice, speed, extra);
  } catch (error) {
    if (error instanceof WebAssembly.RuntimeError) instance = null;
    throw error;
  }
}

/** Speaks with the first of the voices eSpeak has; returns that voice with the take. */
async function speakWithFirst(text, voices, speed) {
  for (const [i, voice] of voices.entries()) {
    try {
      return { voice, wav: await speak(text, voice, speed) };
    } catch (error) {
      if (i === voices.length - 1) throw error;
    }
  }
  throw new Error('no voice given');
}

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const { id, text, voices, speed, spaced: ssml } = JSON.parse(line);
  try {
    const { voice, wav } = await speakWithFirst(text, voices, speed);
    const spaced = ssml ? await speak(ssml, voice, speed, ['-m']) : null;
    process.stdout.write(`${JSON.stringify({ id, wav: wav.toString('base64'), ...(spaced ? { spaced: spaced.toString('base64') } : {}) })}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ id, error: String(error) })}\n`);
  }
}
