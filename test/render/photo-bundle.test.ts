/**
 * Issue 22 item 3 in the render-step Lambda: the face detector bundled with the render bundle's own
 * esbuild options, with the files lib/bundling.ts copies beside it (model weights, TF.js's WASM),
 * finds the face with nothing else: the copies are the ones it reads (they are found first, beside
 * the bundle), and nothing is fetched.
 */
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, esbuildOptions, renderFileCommands } from '../../lib/bundling';
import { FACE_FILES } from '../../lambdas/render/package-files';

// Inside the repository, so the native canvas package resolves from its node_modules as the Lambda's does from its own.
const dir = mkdtempSync(join(ROOT, '.vitest-photo-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the photo presenter in the render bundle', () => {
  it('finds the face from the bundle and the files copied beside it, reading those copies', async () => {
    const entry = join(dir, 'entry.ts');
    writeFileSync(
      entry,
      [
        `import { readFileSync } from 'node:fs';`,
        `import { loadImage } from '@napi-rs/canvas';`,
        `import { findFace } from ${JSON.stringify(join(ROOT, 'lambdas/render/face/detector'))};`,
        `const face = await findFace(await loadImage(readFileSync(process.argv[2])));`,
        `console.log(JSON.stringify({ box: face?.box, points: face?.points.length }));`,
      ].join('\n'),
    );
    await build({ ...esbuildOptions('render'), entryPoints: [entry], outfile: join(dir, 'index.mjs'), logLevel: 'error' });
    for (const command of renderFileCommands(ROOT, dir)) execSync(command);
    for (const { pkg, file } of FACE_FILES) expect(existsSync(join(dir, 'node_modules', pkg, file)), `${pkg}/${file}`).toBe(true);

    // The bundled detector reads the copies: with one of them emptied, it cannot load its model.
    const out = execFileSync(process.execPath, [join(dir, 'index.mjs'), join(ROOT, 'bench/fixtures/astronaut.jpg')], { encoding: 'utf8' });
    const found = JSON.parse(out.trim().split('\n').pop()!) as { box: { x: number; w: number }; points: number };
    expect(found.points).toBe(68);
    expect(found.box.x).toBeGreaterThan(160);
    const weights = FACE_FILES.find((f) => f.file.endsWith('landmark_68_model.bin'))!;
    writeFileSync(join(dir, 'node_modules', weights.pkg, weights.file), '');
    expect(() => execFileSync(process.execPath, [join(dir, 'index.mjs'), join(ROOT, 'bench/fixtures/astronaut.jpg')], { stdio: 'pipe' })).toThrow();
  }, 180_000);
});
