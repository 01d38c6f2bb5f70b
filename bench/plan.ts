/**
 * Planning benchmark (npm run bench:plan): the built-in planner's CPU time per brief, over the briefs
 * the planning tests hold (adverts and trainings in several languages) and briefs at the spec's
 * 4,000-character limit (prose, numbered steps, noise), each as an advert and as a training at
 * 20 s and 120 s. Planning runs in the render route's Lambda before it answers, so it is bounded
 * per request: target, every plan under 1 s of CPU on this machine, the first in a process (its
 * patterns compiled) included. Never run as a test: timings depend on the machine, so its load is printed.
 */
import { cpus, loadavg } from 'node:os';
import { planFromBrief } from '../lambdas/core/planning/builtin-planner';
import { planInputOf } from '../lambdas/core/planning/planner';
import { parseRenderRequest } from '../lambdas/core/render/request-schema';
import { BRIEF_CASES, REVIEW_BRIEFS } from '../test/unit/planning/brief-fixtures';

const TARGET_MS = 1_000;
const LIMIT = 4_000;

const words = 'fresh bread every morning our team bakes with local flour and care for you and your family'.split(' ');
const prose = (n: number) => Array.from({ length: n }, (_, i) => words[(i * 7) % words.length]).join(' ');
const atLimit = (make: (i: number) => string) => {
  let text = '';
  for (let i = 0; text.length < LIMIT; i++) text += make(i);
  return text.slice(0, LIMIT);
};
const LONG = {
  prose: atLimit((i) => `${prose(9 + (i % 5)).replace(/^./, (c) => c.toUpperCase())}. `),
  steps: atLimit((i) => `${i + 1}. ${prose(6 + (i % 4))}\n`),
  noise: atLimit((i) => String.fromCodePoint(0x4e00 + ((i * 2_654_435_761) % 20_000))),
};

const bodies: { name: string; body: Record<string, unknown> }[] = [
  ...[...BRIEF_CASES, ...REVIEW_BRIEFS].map((c) => ({ name: c.name, body: c.body })),
  ...Object.entries(LONG).flatMap(([name, brief]) =>
    (['ad', 'training'] as const).flatMap((kind) => [20, 120].map((duration_sec) => ({ name: `${LIMIT} characters of ${name}, ${kind}, ${duration_sec} s`, body: { brief, kind, duration_sec } }))),
  ),
];

const cpuMs = (run: () => void): number => {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1_000;
};

console.log(`Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}; CPU ms per plan, ${bodies.length} briefs\n`);
const timed = bodies.map(({ name, body }) => {
  const request = parseRenderRequest(body);
  const input = planInputOf({ ...request, brief: request.brief! });
  return { name, ms: cpuMs(() => planFromBrief(input)) };
});
const sorted = timed.map((t) => t.ms).sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
console.log(`first ${timed[0]!.ms.toFixed(0)} ms (${timed[0]!.name})`);
console.log(`median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`);
console.log('\nslowest:');
for (const t of [...timed].sort((a, b) => b.ms - a.ms).slice(0, 5)) console.log(`  ${t.ms.toFixed(0).padStart(6)} ms  ${t.name}`);
const missed = timed.filter((t) => t.ms >= TARGET_MS);
console.log(missed.length ? `\n${missed.length} plan(s) over ${TARGET_MS} ms of CPU.` : `\nEvery plan under ${TARGET_MS} ms of CPU.`);
process.exitCode = missed.length ? 1 : 0;
