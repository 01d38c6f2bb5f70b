/**
 * An ffmpeg fed frames from a worker thread. A frame is 2 MB and the child's stdin holds a few
 * hundred kB, so ffmpeg can only take a frame while the thread writing it is free: written from
 * the main thread, which draws synchronously for several milliseconds a frame, each encoder sat
 * waiting for input for most of the drawing of every frame (its main thread blocked in read() in
 * 44% of samples). The worker does nothing but write, so ffmpeg reads whenever it is ready while
 * the main thread draws. Frames pass through shared memory: the main thread copies each into a
 * free slot and the worker writes that slot; no frame is copied twice or cloned between threads.
 */
import { Worker } from 'node:worker_threads';
import { renderSignal } from './cancellation';
import { FfmpegError, ffmpegPath, FFMPEG_QUIET } from './ffmpeg';

/**
 * The worker's source: plain CommonJS run with `eval`, so it ships inside whatever bundle holds
 * this module (a separate file would need its own place in every bundle). One worker serves every
 * encoder of the process: it spawns each ffmpeg, writes the slots it is told to, and reports each
 * slot written and each ffmpeg's exit.
 */
const WORKER = `
const { parentPort } = require('node:worker_threads');
const { spawn } = require('node:child_process');
const pipes = new Map();
parentPort.on('message', (message) => {
  const { id } = message;
  if (message.type === 'spawn') {
    const child = spawn(message.bin, message.args, { stdio: ['pipe', 'ignore', 'pipe'] });
    const pipe = { child, memory: message.memory, slotBytes: message.slotBytes, stderr: '' };
    pipes.set(id, pipe);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk) => { pipe.stderr = (pipe.stderr + chunk).slice(-20000); });
    // A write after ffmpeg has gone fails; its exit code says why.
    child.stdin.on('error', () => {});
    const exit = (code, stderr) => {
      if (!pipes.delete(id)) return;
      parentPort.postMessage({ type: 'exit', id, code, stderr });
    };
    child.on('error', (err) => exit(null, String(err)));
    child.on('close', (code) => exit(code, pipe.stderr));
    return;
  }
  const pipe = pipes.get(id);
  if (!pipe) return;
  if (message.type === 'frame') {
    const slot = new Uint8Array(pipe.memory, message.slot * pipe.slotBytes, pipe.slotBytes);
    pipe.child.stdin.write(slot, () => parentPort.postMessage({ type: 'written', id, slot: message.slot }));
  } else if (message.type === 'end') pipe.child.stdin.end();
  else if (message.type === 'kill') pipe.child.kill('SIGKILL');
});
`;

type FromWorker = { type: 'written'; id: number; slot: number } | { type: 'exit'; id: number; code: number | null; stderr: string };

interface PipeEvents {
  written(slot: number): void;
  exit(code: number | null, stderr: string): void;
}

/** The one writer thread, started on first use; it keeps the process alive only while an encoder runs. */
const writer = (() => {
  let worker: Worker | null = null;
  const pipes = new Map<number, PipeEvents>();
  let nextId = 0;
  const start = () => {
    const started = new Worker(WORKER, { eval: true });
    started.on('message', (message: FromWorker) => {
      const pipe = pipes.get(message.id);
      if (message.type === 'written') return pipe?.written(message.slot);
      pipes.delete(message.id);
      if (pipes.size === 0) started.unref();
      pipe?.exit(message.code, message.stderr);
    });
    started.on('error', (err) => {
      // The thread itself failed (it never should): every encoder it served fails with it.
      worker = null;
      for (const pipe of pipes.values()) pipe.exit(null, String(err));
      pipes.clear();
    });
    return started;
  };
  return {
    open(events: PipeEvents): { id: number; worker: Worker } {
      worker ??= start();
      worker.ref();
      const id = nextId++;
      pipes.set(id, events);
      return { id, worker };
    },
  };
})();

export interface FramePipe {
  /** Resolves once the frame is copied into a free slot (waiting for one if all are in flight). */
  write(pixels: Uint8Array): Promise<void>;
  /** Closes ffmpeg's input and waits for it to finish; rejects with FfmpegError if it failed. */
  end(): Promise<void>;
  /** Kills ffmpeg (after a failed frame, or on cancel) and waits for it to exit. */
  kill(): Promise<void>;
  /** Set once ffmpeg has exited with an error (or the render was cancelled), so the caller stops drawing. */
  readonly failed: unknown;
}

/** ffmpeg with `args` (its input `pipe:0`, raw frames of `frameBytes`), `slots` frames in flight at most. */
export function framePipe(args: string[], frameBytes: number, slots: number): FramePipe {
  const memory = new SharedArrayBuffer(frameBytes * slots);
  const bin = ffmpegPath();
  const free = Array.from({ length: slots }, (_, slot) => slot);
  let wakeWriter: (() => void) | null = null;
  let failed: unknown = null;
  let settle!: { resolve: () => void; reject: (err: unknown) => void };
  const exited = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  // Whoever awaits the end sees the failure; until then it must not count as unhandled.
  exited.catch(() => {});
  const { id, worker } = writer.open({
    written(slot) {
      free.push(slot);
      wakeWriter?.();
    },
    exit(code, stderr) {
      if (code !== 0) failed ??= new FfmpegError(bin, code, stderr);
      wakeWriter?.();
      if (failed) settle.reject(failed);
      else settle.resolve();
    },
  });
  const post = (type: 'end' | 'kill') => worker.postMessage({ type, id });
  worker.postMessage({ type: 'spawn', id, bin, args: [...FFMPEG_QUIET, ...args], memory, slotBytes: frameBytes });
  const signal = renderSignal();
  const onAbort = () => {
    failed ??= signal!.reason;
    post('kill');
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  const finish = async () => {
    try {
      await exited;
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  };

  return {
    get failed() {
      return failed;
    },
    async write(pixels) {
      while (free.length === 0 && !failed) await new Promise<void>((resolve) => (wakeWriter = resolve));
      wakeWriter = null;
      if (failed) return;
      const slot = free.shift()!;
      new Uint8Array(memory, slot * frameBytes, frameBytes).set(pixels);
      worker.postMessage({ type: 'frame', id, slot });
    },
    async end() {
      post('end');
      await finish();
    },
    async kill() {
      post('kill');
      await finish().catch(() => {});
    },
  };
}
