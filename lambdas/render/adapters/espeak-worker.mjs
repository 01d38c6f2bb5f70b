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
// Compiled once: every request instantiates the same module afresh (the CLI runs main once).
const wasm = await WebAssembly.compile(await readFile(wasmPath));

async function speak(text, voice, speed, extra = []) {
  const mod = {
    arguments: ['-v', voice, '-s', String(speed), ...extra, '-w', '/out.wav', '-f', '/in.txt'],
    print() {},
    printErr() {},
    preRun: [() => mod.FS.writeFile('/in.txt', text)],
    instantiateWasm(imports, receive) {
      WebAssembly.instantiate(wasm, imports).then((instance) => receive(instance, wasm));
      return {};
    },
  };
  const espeak = await ESpeakNg(mod);
  return Buffer.from(espeak.FS.readFile('/out.wav'));
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
