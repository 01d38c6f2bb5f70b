import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RenderEngine } from '../../lambdas/core/jobs/render-engine';

/** What one attempt at a scene does: finish, throw, or hang until its function is stopped (a crashed worker). */
export type SceneOutcome = 'ok' | 'fail' | 'hang';

export interface ScriptedEngine extends RenderEngine {
  /** Attempts made at scene `index` of the job titled `title`. */
  attempts(title: string, index: number): number;
}

/**
 * A render engine for workflow and fault tests: each scene attempt does what `script` says for
 * its job's title, scene index and attempt (from 0), after `sceneMs`; the files it writes are
 * tokens, not media, so a test spends its time on the workflow, not on frames.
 */
export function scriptedEngine(script: (scene: { title: string; index: number; attempt: number }) => SceneOutcome, sceneMs = 0): ScriptedEngine {
  const attempts = new Map<string, number>();
  return {
    attempts: (title, index) => attempts.get(`${title}/${index}`) ?? 0,
    async renderScene(request, index, targets) {
      const key = `${request.title}/${index}`;
      const attempt = attempts.get(key) ?? 0;
      attempts.set(key, attempt + 1);
      const outcome = script({ title: request.title, index, attempt });
      if (outcome === 'hang') await new Promise<never>(() => undefined);
      if (sceneMs) await new Promise((r) => setTimeout(r, sceneMs));
      if (outcome === 'fail') throw new Error(`scene ${index} of ${request.title} failed (scripted)`);
      for (const target of targets) {
        await mkdir(target.dir, { recursive: true });
        await writeFile(join(target.dir, 'clip.bin'), `scene ${index} in ${target.aspect}`);
      }
      return targets.map(() => ['clip.bin']);
    },
    async compose(_request, _aspect, sceneDirs, workDir) {
      await mkdir(workDir, { recursive: true });
      const files = { path: join(workDir, 'video.mp4'), posterPath: join(workDir, 'poster.jpg'), captionsPath: join(workDir, 'captions.vtt') };
      await Promise.all([writeFile(files.path, `video of ${sceneDirs.length} scenes`), writeFile(files.posterPath, 'jpeg'), writeFile(files.captionsPath, 'WEBVTT\n')]);
      return { ...files, durationSec: sceneDirs.length * 3 };
    },
  };
}
