/**
 * What a piece of work costs: CPU of this process and of the tools it ran (ffmpeg, ffprobe: the
 * tool launcher's reaped children, and the launcher itself), and wall time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { toolLauncherPid } from '../lambdas/render/tool-launcher';

export interface Cost {
  /** CPU seconds: this process (all its threads) plus the tools it ran. */
  cpuSec: number;
  /** Of which this process: the drawing (one thread) and the garbage collector's helpers. */
  nodeCpuSec: number;
  wallSec: number;
}

const TICKS_PER_SEC = 100;

/** Child pids of `pid`, from each of its threads' children lists (cheaper than reading all of /proc). */
export function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) => readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
  } catch {
    return []; // It ended while we looked.
  }
}

/** Fields of /proc/PID/stat after the command name; null once the process is gone. */
export function stat(pid: number | 'self'): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

const seconds = (fields: string[] | null, from: number, count: number) =>
  fields ? fields.slice(from, from + count).reduce((sum, f) => sum + Number(f), 0) / TICKS_PER_SEC : 0;

/**
 * CPU seconds of this process, and of its reaped children (cutime, cstime) plus the tool launcher's
 * whole cost (utime, stime, cutime, cstime), which lives on: only differences count.
 */
function cpuSeconds(): { node: number; children: number } {
  const self = process.cpuUsage();
  const launcher = toolLauncherPid();
  return { node: (self.user + self.system) / 1e6, children: seconds(stat('self'), 13, 2) + (launcher ? seconds(stat(launcher), 11, 4) : 0) };
}

export async function measureCost<T>(work: () => Promise<T>): Promise<{ result: T } & Cost> {
  const before = cpuSeconds();
  const wall = performance.now();
  const result = await work();
  const after = cpuSeconds();
  const nodeCpuSec = after.node - before.node;
  return { result, cpuSec: nodeCpuSec + after.children - before.children, nodeCpuSec, wallSec: (performance.now() - wall) / 1000 };
}
