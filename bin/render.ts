/**
 * Try the render engine without the API: npm run render -- PLAN.json OUT.mp4
 * PLAN.json is a POST /v1/render body with a scene_plan; it is validated like the API does.
 */
import { readFile } from 'node:fs/promises';
import { ApiError } from '../lambdas/core/errors';
import { defaultPorts } from '../lambdas/render/default-ports';
import { renderVideo } from '../lambdas/render/render-video';
import { planSpec } from '../lambdas/render/spec';
import { progressReporter } from './render-progress';

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

async function main(): Promise<number> {
  const [planPath, outPath] = process.argv.slice(2);
  if (!planPath || !outPath) {
    console.error('usage: npm run render -- PLAN.json OUT.mp4');
    return 2;
  }
  const spec = planSpec(JSON.parse(await readFile(planPath, 'utf8')));
  const ports = defaultPorts();
  const started = performance.now();
  const progress = progressReporter(process.stderr);
  try {
    const facts = await renderVideo(spec, ports, outPath, progress.update);
    const wall = (performance.now() - started) / 1000;
    progress.end();
    console.log(
      `${outPath}: ${facts.durationSec.toFixed(2)} s, ${facts.width}×${facts.height}, ${mb(facts.sizeBytes)}, ` +
        `wall ${wall.toFixed(1)} s (${(facts.durationSec / wall).toFixed(1)}× real time), poster ${facts.posterPath}`,
    );
    for (const note of facts.notes) console.error(note);
    return 0;
  } finally {
    progress.end();
    await ports.speech.close?.();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ApiError) console.error(error.extra.detail ? `${error.message}: ${String(error.extra.detail)}` : error.message);
    else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
