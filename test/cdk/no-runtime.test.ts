import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/**
 * A fresh Node process builds and synthesizes the stack (as `cdk synth` does, without bundling)
 * with process.dlopen watched: every native addon (a `.node` file such as Skia's canvas) loads through it.
 */
const PROBE = `
const opened = [];
const dlopen = process.dlopen;
process.dlopen = function (module, file, ...rest) { opened.push(file); return dlopen.call(this, module, file, ...rest); };
const { buildStack } = await import(${JSON.stringify(join(root, 'test/cdk/support.ts'))});
const { app } = buildStack();
app.synth();
console.log(JSON.stringify(opened));
`;

describe('issue 27: the CDK app reads declarations, not the runtime', () => {
  // A whole synth in a new process: minutes on a loaded two-core machine.
  it('building and synthesizing the stack loads no native module', { timeout: 300_000 }, async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PROBE], { cwd: root, maxBuffer: 1 << 24 });
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual([]);
  });
});
