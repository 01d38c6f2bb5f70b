import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { COMMAND_NAMES, parseCommand } from '../../lambdas/admin/commands';

const ROOT = join(import.meta.dirname, '..', '..');

/** Runs the CLI as an operator would; resolves with its exit code and output. */
async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'bin/admin.ts', ...args], { cwd: ROOT });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** `--name VALUE` or `--name` as the help lists them, under one command's heading. */
function flagsOf(help: string, command: string): { name: string; value: boolean }[] {
  const section = help.split(`  ${command}: `)[1]!.split('\n\n')[0]!;
  return [...section.matchAll(/^ {4}--([\w-]+)( \S+)?/gm)].map((m) => ({ name: m[1]!, value: Boolean(m[2]) }));
}

/** The README's admin examples: the flags it shows per command. */
function readmeFlags(): Map<string, string[]> {
  const block = readFileSync(join(ROOT, 'README.md'), 'utf8').split('## Admin CLI')[1]!.split('```sh')[1]!.split('```')[0]!;
  const out = new Map<string, string[]>();
  for (const line of block.split('\n').filter((l) => l.startsWith('npm run'))) {
    const [, command, rest] = line.match(/admin -- (\S+ \S+)(.*)$/)!;
    out.set(command!, [...rest!.split('#')[0]!.matchAll(/--([\w-]+)/g)].map((m) => m[1]!));
  }
  return out;
}

describe('admin --help', () => {
  it('exits 0 and lists every command, each with every flag it accepts and the README shows', async () => {
    const { code, stdout } = await admin('--help');
    expect(code).toBe(0);
    const readme = readmeFlags();
    expect([...readme.keys()].sort()).toEqual([...COMMAND_NAMES].sort());
    for (const command of COMMAND_NAMES) {
      const flags = flagsOf(stdout, command);
      for (const name of readme.get(command)!) expect(flags.map((f) => f.name), command).toContain(name);
      // Every listed flag is one the command accepts (an unknown one throws ERR_PARSE_ARGS_UNKNOWN_OPTION).
      const argv = [...command.split(' '), ...flags.flatMap((f) => (f.value ? [`--${f.name}`, 'x'] : [`--${f.name}`]))];
      expect(() => parseCommand(argv), command).not.toThrow();
    }
    expect(stdout).toMatch(/--table NAME/);
    expect(stdout).toMatch(/--region REGION/);
  }, 60_000);

  it('after a command, prints that command alone and exits 0; an unknown command still exits 2', async () => {
    const { code, stdout } = await admin('credits', 'grant', '--help');
    expect(code).toBe(0);
    expect(flagsOf(stdout, 'credits grant').map((f) => f.name)).toEqual(['user', 'amount']);
    expect(stdout).not.toContain('kill-switch set');

    const unknown = await admin('bogus');
    expect(unknown.code).toBe(2);
    expect(JSON.parse(unknown.stderr).error).toContain('--help');
  }, 60_000);
});
