/**
 * Japanese read into kana (speech/japanese-reading.ts), in the repository and inside the render
 * bundle, where kuromoji's dictionary must travel with the code (lib/bundling.ts copies it).
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleFileCommands, esbuildOptions, ROOT } from '../../lib/bundling';
import { japaneseReading } from '../../lambdas/render/speech/japanese-reading';

const out = mkdtempSync(join(tmpdir(), 'kana-bundle-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('Japanese read into kana', () => {
  it('kanji are read as they are pronounced, the particle は as ワ; each word is a piece of the spoken text tied to its place in the script', async () => {
    const script = '今日は良い天気です。';
    const reading = (await japaneseReading(script))!;
    expect(reading.spoken).toBe('キョー ワ ヨイ テンキ デス 。');
    expect(reading.segments.map((s) => [reading.spoken.slice(...s.spoken), script.slice(...s.script)])).toEqual([
      ['キョー', '今日'],
      ['ワ', 'は'],
      ['ヨイ', '良い'],
      ['テンキ', '天気'],
      ['デス', 'です'],
      ['。', '。'],
    ]);
  });

  it('a kanji the dictionary has no reading for is left unsaid (never spelled "Chinese letter") and listed', async () => {
    const reading = await japaneseReading('豆で淹れる一杯');
    expect(reading.unread).toEqual(['淹']);
    expect(reading.spoken).not.toMatch(/\p{Script=Han}/u);
    expect(reading.spoken).toContain('マメ デ');
  });

  it('figures and Latin words stay as written, for the voice to read', async () => {
    const reading = (await japaneseReading('2026年にWi-Fiを無料で'))!;
    expect(reading.spoken).toContain('2026 ネン');
    expect(reading.spoken).toContain('Wi');
    expect(reading.spoken).not.toMatch(/\p{Script=Han}/u);
  });

  it('works inside the render bundle: the esbuild options and the files lib/bundling.ts puts beside it, nothing from the repository', async () => {
    await build({
      ...esbuildOptions('render'),
      entryPoints: [join(ROOT, 'lambdas/render/speech/japanese-reading.ts')],
      outfile: join(out, 'index.mjs'),
      logLevel: 'error',
    });
    for (const command of bundleFileCommands('render', ROOT, out, { native: false })) execSync(command);
    const bundled = (await import(pathToFileURL(join(out, 'index.mjs')).href)) as { japaneseReading: typeof japaneseReading };
    expect((await bundled.japaneseReading('東京で天気'))?.spoken).toBe('トーキョー デ テンキ');
  }, 60_000);
});
