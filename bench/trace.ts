/**
 * `npm run bench:render -- --trace`: one render's stage timeline (lambdas/render/trace.ts) beside the
 * cores its processes kept busy, sampled from /proc every 100 ms: node's main thread (the drawing),
 * node's other threads (garbage collector, canvas, I/O) and the child processes (ffmpeg, eSpeak).
 */
import { readFileSync } from 'node:fs';
import { takeTrace, type TraceSpan } from '../lambdas/render/trace';
import { childrenOf } from './cpu';

const TICKS_PER_SEC = 100;
const SAMPLE_MS = 100;

interface Sample {
  at: number;
  /** CPU seconds so far. */
  main: number;
  node: number;
  children: number;
  /** Busy CPU seconds of the whole machine (/proc/stat), to tell the render's share from other work's. */
  machine: number;
}

function statFields(path: string): string[] | null {
  try {
    const stat = readFileSync(path, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // The process ended while we looked.
  }
}

const ticks = (fields: string[], at: number) => (Number(fields[at]) + Number(fields[at + 1])) / TICKS_PER_SEC;

/**
 * CPU of the descendants of `root` still running (fields 11, 12: utime, stime) and of the children
 * they reaped (13, 14: cutime, cstime): the tools the launcher started (tool-launcher.ts).
 */
function liveChildrenSec(root: number): number {
  let sec = 0;
  for (const pid of childrenOf(root)) {
    const fields = statFields(`/proc/${pid}/stat`);
    if (fields) sec += ticks(fields, 11) + ticks(fields, 13) + liveChildrenSec(pid);
  }
  return sec;
}

function sample(): Sample {
  const self = statFields('/proc/self/stat')!;
  const main = statFields(`/proc/self/task/${process.pid}/stat`)!;
  // Reaped children (cutime, cstime) plus those still running.
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
  const machine = (cpu.slice(0, 8).reduce((a, b) => a + b, 0) - cpu[3]! - cpu[4]!) / TICKS_PER_SEC;
  return { at: performance.now(), main: ticks(main, 11), node: ticks(self, 11), children: ticks(self, 13) + liveChildrenSec(process.pid), machine };
}

function coresBetween(samples: Sample[], from: number, to: number): { main: number; other: number; children: number } {
  const inside = samples.filter((s) => s.at >= from - SAMPLE_MS / 2 && s.at <= to + SAMPLE_MS / 2);
  const a = inside[0];
  const b = inside.at(-1);
  if (!a || !b || b.at === a.at) return { main: 0, other: 0, children: 0 };
  const sec = (b.at - a.at) / 1000;
  return { main: (b.main - a.main) / sec, other: (b.node - b.main - (a.node - a.main)) / sec, children: (b.children - a.children) / sec };
}

function printTimeline(spans: TraceSpan[], samples: Sample[], origin: number): void {
  const fmt = (c: { main: number; other: number; children: number }) =>
    `${(c.main + c.other + c.children).toFixed(2)} | ${c.main.toFixed(2)} | ${c.other.toFixed(2)} | ${c.children.toFixed(2)}`;
  console.log('\n| stage | from s | to s | cores | node main | node other | children |');
  console.log('|---|---|---|---|---|---|---|');
  for (const span of spans) {
    console.log(`| ${span.stage} | ${((span.start - origin) / 1000).toFixed(2)} | ${((span.end - origin) / 1000).toFixed(2)} | ${fmt(coresBetween(samples, span.start, span.end))} |`);
  }
  const end = samples.at(-1)!.at;
  console.log('\n| half second from | cores | node main | node other | children |');
  console.log('|---|---|---|---|---|');
  for (let t = origin; t < end; t += 500) console.log(`| ${((t - origin) / 1000).toFixed(1)} | ${fmt(coresBetween(samples, t, Math.min(t + 500, end)))} |`);
}

/** Runs `work` with the trace on and prints its stages and the cores used. */
export async function traceRun<T>(name: string, work: () => Promise<T>): Promise<T> {
  process.env.RENDER_TRACE = '1';
  takeTrace();
  const samples: Sample[] = [sample()];
  const timer = setInterval(() => samples.push(sample()), SAMPLE_MS);
  const origin = samples[0]!.at;
  try {
    return await work();
  } finally {
    clearInterval(timer);
    samples.push(sample());
    delete process.env.RENDER_TRACE;
    const first = samples[0]!;
    const last = samples.at(-1)!;
    const wall = (last.at - first.at) / 1000;
    const cpu = last.node - first.node + last.children - first.children;
    const others = (last.machine - first.machine - cpu) / wall;
    console.log(`\n${name}: ${wall.toFixed(2)} s wall, ${cpu.toFixed(2)} CPU-s (node main ${(last.main - first.main).toFixed(2)}, node other ${(last.node - last.main - first.node + first.main).toFixed(2)}, children ${(last.children - first.children).toFixed(2)}), ${(cpu / wall).toFixed(2)} cores; other work on the machine ${others.toFixed(2)} cores`);
    printTimeline(takeTrace(), samples, origin);
  }
}
