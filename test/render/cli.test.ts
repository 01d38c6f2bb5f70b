/**
 * `npm run render` runs bin/render.mjs, which bundles bin/render.ts once and runs the bundle: the
 * bundle must find everything the engine loads beside its own module (the eSpeak NG worker, the
 * fonts and the illustration set) and validate the plan as the API does.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe } from './support/media';

const run = promisify(execFile);
const cli = (...args: string[]) => run(process.execPath, ['bin/render.mjs', ...args], { encoding: 'utf8' });

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-cli-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run render (bin/render.mjs)', () => {
  it('renders a plan with narration and an illustrated scene into the named MP4', async () => {
    const plan = join(dir, 'plan.json');
    const out = join(dir, 'out.mp4');
    await writeFile(
      plan,
      JSON.stringify({
        quality: 'draft',
        aspect: '9:16',
        scene_plan: [{ type: 't2v_fast', prompt: 'A latte on a cafe counter', script: 'Fresh coffee.', duration_sec: 3 }],
      }),
    );
    const { stdout, stderr } = await cli(plan, out);
    expect(JSON.parse(stdout)).toEqual({ videos: [expect.objectContaining({ aspect: '9:16', path: out, duration_sec: 3, width: 540, height: 960 })] });
    expect(stderr).toContain(`${out}: 3.00 s, 540×960`);
    // stderr is a pipe here: plain progress lines, never a bar redrawn with \r.
    expect(stderr).not.toContain('\r');
    const progress = stderr.split('\n').filter((line) => line.startsWith('render: '));
    expect(progress.length).toBeGreaterThanOrEqual(5);
    expect(progress.at(-1)).toMatch(/^render: 100% done +[\d.]+ s elapsed, done$/);
    const { streams } = await probe(out);
    expect(streams.find((s) => s.codec_type === 'video')).toMatchObject({ width: 540, height: 960 });
    expect(streams.some((s) => s.codec_type === 'audio')).toBe(true);
  }, 120_000);

  it('renders every aspect the plan asks for: the first to OUT.mp4, each other beside it as OUT.16x9.mp4, listed on stdout', async () => {
    const plan = join(dir, 'aspects.json');
    const out = join(dir, 'both.mp4');
    await writeFile(plan, JSON.stringify({ quality: 'draft', aspects: ['9:16', '16:9'], scene_plan: [{ type: 'motion', prompt: 'Spring sale', duration_sec: 3 }] }));
    const { stdout, stderr } = await cli(plan, out);
    const wide = join(dir, 'both.16x9.mp4');
    expect(JSON.parse(stdout)).toEqual({
      videos: [
        expect.objectContaining({ aspect: '9:16', path: out, width: 540, height: 960 }),
        expect.objectContaining({ aspect: '16:9', path: wide, width: 960, height: 540 }),
      ],
    });
    // Each video's progress on stderr, under its own heading, each run to its end.
    expect(stderr).toContain(`render 9:16 (1 of 2) to ${out}`);
    expect(stderr).toContain(`render 16:9 (2 of 2) to ${wide}`);
    expect(stderr.split('\n').filter((line) => /^render: 100% done/.test(line))).toHaveLength(2);
    for (const [path, width, height] of [[out, 540, 960], [wide, 960, 540]] as const) {
      const { streams } = await probe(path);
      expect(streams.find((s) => s.codec_type === 'video')).toMatchObject({ width, height });
    }
  }, 180_000);

  it('refuses a plan the API would refuse, naming the problem, with exit code 1', async () => {
    const plan = join(dir, 'bad.json');
    await writeFile(plan, JSON.stringify({ scene_plan: [{ type: 'motion', prompt: 'Hi', duration_sec: 42 }] }));
    const failure = await cli(plan, join(dir, 'bad.mp4')).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toMatch(/duration_sec/);
  }, 60_000);
});
