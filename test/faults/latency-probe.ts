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
  const samples = [];
  for (let i = 0; !stopped; i++) {
    const url = workerData.urls[i % workerData.urls.length];
    const started = performance.now();
    const res = await fetch(url, { headers: workerData.headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error('probe answered ' + res.status);
    samples.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 25));
  }
  parentPort.postMessage({ slowest: Math.max(0, ...samples), count: samples.length, samples });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

export interface ProbeResult {
  /** The slowest answer in ms, how many were timed, and every time in ms. */
  slowest: number;
  count: number;
  samples: number[];
}

export interface LatencyProbe {
  /** Ends the probe after its request under way. */
  stop(): Promise<ProbeResult>;
}

/** The answer time `share` of the samples stay within (0.99: p99), by nearest rank. */
export function percentile(samples: readonly number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0;
}

/** Times GETs of `url` (or of each of `url`, in turn) until stopped. */
export function probeLatency(url: string | string[], headers: Record<string, string>): LatencyProbe {
  const worker = new Worker(PROBE, { eval: true, workerData: { urls: [url].flat(), headers } });
  const result = new Promise<ProbeResult>((resolve, reject) => {
    worker.once('message', (m: ProbeResult | { error: string }) => ('error' in m ? reject(new Error(m.error)) : resolve(m)));
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
