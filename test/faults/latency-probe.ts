import { Worker } from 'node:worker_threads';

/**
 * Times GET requests from a thread of its own, as a client outside the stack would: the test's
 * thread may be the one a render holds, and a timer or request it starts late is not the API's
 * delay. Plain JavaScript, so the thread needs no TypeScript loader.
 */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let stopped = false;
parentPort.once('message', () => { stopped = true; });
(async () => {
  let slowest = 0, count = 0;
  while (!stopped) {
    const started = performance.now();
    const res = await fetch(workerData.url, { headers: workerData.headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error('probe answered ' + res.status);
    slowest = Math.max(slowest, performance.now() - started);
    count++;
    await new Promise((r) => setTimeout(r, 25));
  }
  parentPort.postMessage({ slowest, count });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

export interface LatencyProbe {
  /** Ends the probe after its request under way; the slowest answer in ms and how many were timed. */
  stop(): Promise<{ slowest: number; count: number }>;
}

export function probeLatency(url: string, headers: Record<string, string>): LatencyProbe {
  const worker = new Worker(PROBE, { eval: true, workerData: { url, headers } });
  const result = new Promise<{ slowest: number; count: number }>((resolve, reject) => {
    worker.once('message', (m: { slowest: number; count: number } | { error: string }) => ('error' in m ? reject(new Error(m.error)) : resolve(m)));
    worker.once('error', reject);
  });
  result.catch(() => {}); // reported by stop()
  return {
    async stop() {
      worker.postMessage('stop');
      try {
        return await result;
      } finally {
        await worker.terminate();
      }
    },
  };
}
