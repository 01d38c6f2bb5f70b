/**
 * The Node versions we claim (package.json `engines`, `.nvmrc`, the README's table) against what
 * every installed package declares in package-lock.json.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// semver ships no types; these are the two functions used.
const semver = createRequire(import.meta.url)('semver') as {
  subset(sub: string, dom: string): boolean;
  satisfies(version: string, range: string): boolean;
};

const ROOT = join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const ENGINES: string = JSON.parse(read('package.json')).engines.node;
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { engines?: { node?: string } | string[] }> };

/** Declares Node 22 for the one API it needs on Node 20, which lambdas/local/step-functions.ts supplies. */
const BRIDGED = ['aws-local-stepfunctions'];

const declared = Object.entries(lock.packages).flatMap(([path, entry]) => {
  const node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
  return path && node ? [{ name: path.replace(/^.*node_modules\//, ''), node }] : [];
});

describe('Node versions', () => {
  it(`every Node that engines (${ENGINES}) admits is one every dependency declares, bar the bridged one`, () => {
    const refusing = declared.filter(({ name, node }) => !BRIDGED.includes(name) && !semver.subset(ENGINES, node));
    expect(refusing).toEqual([]);
    expect(declared.filter(({ name }) => BRIDGED.includes(name)).length).toBeGreaterThan(0);
  });

  it('.nvmrc names a Node every dependency declares, the bridged one included', () => {
    const nvmrc = read('.nvmrc').trim();
    expect(semver.satisfies(`${nvmrc}.99.0`, ENGINES)).toBe(true);
    expect(declared.filter(({ node }) => !semver.satisfies(`${nvmrc}.99.0`, node))).toEqual([]);
  });

  it('the polyfill the bridged package needs on Node 20 is still in place, and the README states the range', () => {
    expect(read('lambdas/local/step-functions.ts')).toContain('withResolvers ??=');
    expect(read('README.md')).toContain(`\`engines\` says \`${ENGINES}\``);
  });
});
