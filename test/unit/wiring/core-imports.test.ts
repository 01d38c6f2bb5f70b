import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const CORE = join(ROOT, 'lambdas/core');

/** Packages the core may use: validation, address parsing and Node itself; never an SDK or the logger. */
const PACKAGES = /^(?:zod|ipaddr\.js|node:.+)$/;
/** Known leak (issue 27): the planner's narration fit reads the engine's timing constants. */
const OUTSIDE_CORE = new Set(['lambdas/render/timing.ts']);

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []));

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\b[^;]*?\bfrom '([^']+)'/gms)].map((m) => m[1]!);
}

describe('issue 27: the core imports no adapter, SDK or logger (ports come in, the logger included)', () => {
  it.each(files(CORE).map((file) => [relative(ROOT, file), file] as const))('%s', (_, file) => {
    for (const specifier of importsOf(file)) {
      if (!specifier.startsWith('.')) {
        expect(specifier, 'package').toMatch(PACKAGES);
        continue;
      }
      const target = relative(ROOT, resolve(dirname(file), specifier)) + '.ts';
      if (!target.startsWith('lambdas/core/')) expect(OUTSIDE_CORE, target).toContain(target);
    }
  });
});
