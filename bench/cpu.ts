/** What a piece of work costs: CPU of this process and of the child processes it waited for (ffmpeg), and wall time. */
import { readFileSync } from 'node:fs';

export interface Cost {
  /** CPU seconds: this process (all its threads) plus the child processes it waited for. */
  cpuSec: number;
  /** Of which this process: the drawing (one thread) and the garbage collector's helpers. */
  nodeCpuSec: number;
  wallSec: number;
}

const TICKS_PER_SEC = 100;

/** CPU seconds of this process, and of its reaped children (/proc/self/stat cutime, cstime). */
function cpuSeconds(): { node: number; children: number } {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  const self = process.cpuUsage();
  return { node: (self.user + self.system) / 1e6, children: (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SEC };
}

export async function measureCost<T>(work: () => Promise<T>): Promise<{ result: T } & Cost> {
  const before = cpuSeconds();
  const wall = performance.now();
  const result = await work();
  const after = cpuSeconds();
  const nodeCpuSec = after.node - before.node;
  return { result, cpuSec: nodeCpuSec + after.children - before.children, nodeCpuSec, wallSec: (performance.now() - wall) / 1000 };
}
