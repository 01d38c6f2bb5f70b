/**
 * Try the render engine without the API: npm run render -- PLAN.json OUT.mp4
 * PLAN.json is a POST /v1/render body with a scene_plan; it is validated like the API does. Every
 * aspect it asks for is rendered: the first to OUT.mp4, each other beside it as the API names a
 * job's videos (OUT.16x9.mp4). Progress and a summary per video go to stderr; stdout carries one
 * JSON document listing the videos.
 */
import { readFile } from 'node:fs/promises';
import { aspectVideoPaths } from '../lambdas/core/jobs/blob-keys';
import { ApiError } from '../lambdas/core/errors';
import { defaultPorts } from '../lambdas/render/default-ports';
import { renderVideo } from '../lambdas/render/render-video';
import { startToolLauncher, stopToolLauncher } from '../lambdas/render/tool-launcher';
import { inAspect, parsePlan, toRenderSpec } from '../lambdas/render/spec';
import { progressReporter } from './render-progress';

const USAGE = 'usage: npm run render -- PLAN.json OUT.mp4';

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

async function main(): Promise<number> {
  const [planPath, outPath] = process.argv.slice(2);
  if (!planPath || !outPath) {
    console.error(USAGE);
    return 2;
  }
  const plan = parsePlan(JSON.parse(await readFile(planPath, 'utf8')));
  const { aspects } = plan.request;
  if (aspects.length > 1 && !outPath.endsWith('.mp4')) {
    console.error(`${USAGE}\nOUT must end in .mp4: the other aspects are written beside it (OUT.16x9.mp4)`);
    return 2;
  }
  const spec = toRenderSpec(plan);
  // Started now, as a render worker starts it while it initialises: ready when the first scene's encoder is.
  startToolLauncher();
  const ports = defaultPorts();
  const videos = [];
  try {
    for (const [k, { aspect, key: path }] of aspectVideoPaths(outPath, aspects).entries()) {
      if (aspects.length > 1) console.error(`render ${aspect} (${k + 1} of ${aspects.length}) to ${path}`);
      const started = performance.now();
      const progress = progressReporter(process.stderr);
      try {
        const facts = await renderVideo(inAspect(spec, aspect), ports, path, progress.update);
        const wall = (performance.now() - started) / 1000;
        progress.end();
        console.error(
          `${path}: ${facts.durationSec.toFixed(2)} s, ${facts.width}×${facts.height}, ${mb(facts.sizeBytes)}, ` +
            `wall ${wall.toFixed(1)} s (${(facts.durationSec / wall).toFixed(1)}× real time), poster ${facts.posterPath}`,
        );
        for (const note of facts.notes) console.error(note);
        videos.push({
          aspect,
          path,
          poster_path: facts.posterPath,
          duration_sec: facts.durationSec,
          width: facts.width,
          height: facts.height,
          size_bytes: facts.sizeBytes,
          wall_sec: Number(wall.toFixed(2)),
        });
      } finally {
        progress.end();
      }
    }
  } finally {
    await Promise.all([ports.speech.close?.(), stopToolLauncher()]);
  }
  console.log(JSON.stringify({ videos }));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ApiError) console.error(error.extra.detail ? `${error.message}: ${String(error.extra.detail)}` : error.message);
    else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
