// Runs eSpeak NG (GPL-3.0-or-later, WebAssembly build from the `espeak-ng` npm package) as its
// own program. The engine talks to it over stdin/stdout only, so the GPL code is never linked
// into ours. Protocol: one JSON request per line {id, text, voice, speed}; one JSON reply per
// line {id, wav (base64)} or {id, error}.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import ESpeakNg from 'espeak-ng';

const require = createRequire(import.meta.url);
const wasmPath = require.resolve('espeak-ng').replace(/espeak-ng\.js$/, 'espeak-ng.wasm');
// Compiled once: every request instantiates the same module afresh (the CLI runs main once).
const wasm = await WebAssembly.compile(await readFile(wasmPath));

async function speak({ text, voice, speed }) {
  const mod = {
    arguments: ['-v', voice, '-s', String(speed), '-w', '/out.wav', '-f', '/in.txt'],
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

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const request = JSON.parse(line);
  try {
    const wav = await speak(request);
    process.stdout.write(`${JSON.stringify({ id: request.id, wav: wav.toString('base64') })}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ id: request.id, error: String(error) })}\n`);
  }
}
