/**
 * The render project shares one module environment between its files (vitest.config.ts): a file
 * there must leave nothing behind for the next one — no replaced exports, environment or timers — and
 * must not render, encode or serve, whose tests belong with the isolated ones.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RENDER_ISOLATED } from '../../vitest.config';

/** What marks a file as one that needs its own module environment. */
const NEEDS_ISOLATION: readonly RegExp[] = [
  /\bvi\.(mock|doMock|spyOn|stubEnv|stubGlobal|useFakeTimers)\b/,
  /\bprocess\.env\b/,
  /child_process|\bspawn\(|\bexecFile\(/,
  /\brenderVideo\(|\bmakeClip\(|support\/media'/,
  /\bffmpeg\b|\bffprobe\b|espeak/i,
  /\bmkdtemp|\bwriteFile\(/,
  /\bcreateServer\(|\.listen\(/,
];

const renderFiles = readdirSync('test/render').filter((name) => name.endsWith('.test.ts')).map((name) => `test/render/${name}`);
const shared = renderFiles.filter((file) => !RENDER_ISOLATED.includes(file));

/** The first mark in `source`'s code (its comments may name anything) that asks for isolation, or null. */
const isolationMark = (source: string): string | null => {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return NEEDS_ISOLATION.map((mark) => mark.exec(code)?.[0]).find(Boolean) ?? null;
};

describe('render test files shared without isolation', () => {
  it('most render files share, and every isolated one exists', () => {
    expect(shared.length).toBeGreaterThan(RENDER_ISOLATED.length);
    for (const file of RENDER_ISOLATED) expect(existsSync(file), file).toBe(true);
  });

  it('the marks find what isolated files do', () => {
    expect(isolationMark("vi.spyOn(engine, 'speak')")).toBe('vi.spyOn');
    expect(isolationMark('await renderVideo(spec(scenes), ports, out)')).toBe('renderVideo(');
    expect(isolationMark("import { probe } from './support/media';")).toBe("support/media'");
    expect(isolationMark('const dir = await mkdtemp(join(tmpdir(), "x"));')).toBe('mkdtemp');
    expect(isolationMark('const layout = composeScene(graph, aspect);')).toBeNull();
    expect(isolationMark('// eSpeak ends a take in silence\n/** after ffmpeg */\nconst t = 1;')).toBeNull();
  });

  it.each(shared)('%s renders, encodes, serves and stubs nothing', (file) => {
    expect(isolationMark(readFileSync(file, 'utf8'))).toBeNull();
  });
});
