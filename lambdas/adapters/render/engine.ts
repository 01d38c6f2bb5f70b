import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { RenderEngine } from '../../core/jobs/render-engine';
import { composeVideo } from '../../render/compose-video';
import { defaultPorts } from '../../render/default-ports';
import type { RenderPorts } from '../../render/ports';
import { prepareScene, renderScene, type SceneClip } from '../../render/render-scene';
import { withRenderSignal } from '../../render/cancellation';
import { inAspect, toRenderSpec } from '../../render/spec';
import { awsAdapter, composeAdapters } from '../aws/declaration';
import { createAssetFetcher } from '../outbound/fetch-asset';
import { createOutboundGuard } from '../outbound/outbound-guard';
import { objectStore } from '../s3/s3-blob-store';
import { BUNDLED_BINARIES, ENGINE_UPLOADS } from './declarations';
import { blobAssetFetcher } from './blob-asset-fetcher';
import { speech } from './configured-speech';
import { withGeneratedClip } from './generated-clip-sources';
import { startToolLauncher } from '../../render/tool-launcher';
import { logger } from '../../shared/logger';

const MANIFEST = 'clip.json';

/** A clip's file paths, rebased from one folder to another (scenes move between workers). */
function rebase(clip: SceneClip, dir: string): SceneClip {
  const at = (path: string | null) => (path === null ? null : join(dir, basename(path)));
  return {
    ...clip,
    parts: { head: at(clip.parts.head), body: at(clip.parts.body)!, tail: at(clip.parts.tail) },
    narration: clip.narration && { ...clip.narration, path: at(clip.narration.path)! },
  };
}

/** The render engine behind the workflow's port: a scene is a folder of files plus a manifest. */
export function engineAdapter(ports: RenderPorts): RenderEngine {
  return {
    async renderScene(stored, index, targets, onProgress, generated, signal) {
      // Everything the scene starts (its frame loops, every ffmpeg) stops once the signal aborts.
      return withRenderSignal(signal, async () => {
        const first = targets[0];
        if (!first) return [];
        const spec = toRenderSpec(stored);
        const scenePorts = withGeneratedClip(ports, generated);
        // The line is spoken once (its length is the scene's in every aspect); each aspect is laid out and drawn for its own frame.
        const prepared = await prepareScene(inAspect(spec, first.aspect), index, scenePorts, first.dir);
        // The job's log (the step's logger carries the job id) says what the scene had to leave out.
        for (const note of prepared.notes) logger.warn(note);
        const names: string[][] = [];
        for (const [k, target] of targets.entries()) {
          await mkdir(target.dir, { recursive: true });
          if (k > 0 && prepared.narration) await copyFile(prepared.narration.path, join(target.dir, basename(prepared.narration.path)));
          const onFrame = onProgress && ((frame: number, total: number) => onProgress((k + (frame + 1) / total) / targets.length));
          const clip = await renderScene(inAspect(spec, target.aspect), index, scenePorts, target.dir, { prepared: Promise.resolve(prepared), onFrame });
          await writeFile(join(target.dir, MANIFEST), JSON.stringify(rebase(clip, '.')));
          names.push(await readdir(target.dir));
        }
        return names;
      });
    },
    async compose(stored, aspect, sceneDirs, workDir, signal) {
      const clips = await Promise.all(
        sceneDirs.map(async (dir) => rebase(JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as SceneClip, dir)),
      );
      await mkdir(workDir, { recursive: true });
      const path = join(workDir, 'video.mp4');
      const facts = await withRenderSignal(signal, () => composeVideo(inAspect(toRenderSpec(stored), aspect), clips, ports, path));
      return { path, durationSec: facts.durationSec, posterPath: facts.posterPath, captionsPath: facts.captionsPath };
    },
  };
}

/** The engine runs the ffmpeg and ffprobe the render bundle carries, in a process set up for rendering. */
export const bundledBinaries = awsAdapter({ ...BUNDLED_BINARIES, create: () => undefined });

/** The engine's asset fetcher in a deployed function: caller URLs through the SSRF guard, uploaded data URIs back from the job's files. */
export const jobAssetFetcher = composeAdapters({ uploads: objectStore(ENGINE_UPLOADS) }, ({ uploads }) =>
  blobAssetFetcher(uploads, createAssetFetcher(createOutboundGuard())),
);

/**
 * The render step's engine; a scene whose clip a model made plays that clip (the workflow fetched it before the step).
 * Made while the function initialises, it warms the voice then, so that the first step of a new instance does not pay it,
 * and starts the tool launcher while the process is small (lambdas/render/tool-launcher.ts).
 */
export const renderEngine = composeAdapters({ fetcher: jobAssetFetcher, speech, binaries: bundledBinaries }, ({ fetcher, speech }) => {
  speech.warm?.().catch((err: unknown) => logger.warn('voice not warmed', { err: err as Error }));
  startToolLauncher();
  return engineAdapter(defaultPorts({ fetcher, speech }));
}
);
