/**
 * `npm run bench:aws`, videos with generated scenes (issue 24): the time from POST to `succeeded`
 * and the cost per video for each clip provider. Every clip starts first (the StartClips map), each
 * scene with a clip waits in Wait states between checks until its clip is in the job's files, then
 * renders; so the critical path is the slowest clip and its scene, then the composition. Provider
 * times and prices are figures with their sources (published where the provider publishes one).
 */
import { clipKindOf, clipModelOf, clipSecondsFor, type ClipModels } from '../../lambdas/core/clips/generated-clips';
import type { Cost } from '../../lambdas/core/models/model';
import { MODELS, type ModelKey } from '../../lambdas/core/models/registry';
import type { Scene } from '../../lambdas/core/render/request-schema';
import { FUNCTION_SIZES, GENERATED_CLIPS } from '../../lambdas/core/settings';
import type { SceneSpec } from '../../lambdas/render/spec';
import { ADVERT } from '../fixtures/plans';
import { PRODUCT } from '../fixtures/images';
import { LATENCIES as L, PRICES as P, type Figure } from './aws-figures';
import type { Grade, Job, JobCost, JobTime, Options, PlannedScene, Rates } from './model';

const ASSUMED = 'assumed: the provider publishes no figure';

/** How long a provider takes to make one clip of a 5–6 s scene (from the call that starts it to the file). */
export const MAKE_SECONDS: Readonly<Partial<Record<ModelKey, Figure>>> = {
  'nova-reel': { value: 90, unit: 's, one 6-second clip', source: 'Amazon Nova user guide, "Video generation access and usage": about 90 s for a 6-second video' },
  'luma-ray2': { value: 90, unit: 's, one 5-second clip', source: `${ASSUMED} (taken equal to Nova Reel's)` },
  'pexels-stock': { value: 1, unit: 's, one search and the download of a ~10 MB HD file', source: ASSUMED },
  'd-id-talks': { value: 30, unit: 's, one talk of a 5-second line', source: ASSUMED },
  'sagemaker-presenter': { value: 30, unit: 's, one 5-second talking head on one ml.g5.xlarge (a SadTalker-class model)', source: `${ASSUMED}: the deployer's model decides` },
};

/** What the deployer's own presenter endpoint costs while it works (it may scale to zero between renders). */
export const SAGEMAKER_INSTANCE_HOUR: Figure = { value: 1.408, unit: '$ per hour, ml.g5.xlarge, SageMaker inference', source: 'aws.amazon.com/sagemaker/pricing (us-east-1, on demand)' };

/** A clip provider call (start, or a status check) from a Lambda. */
const PROVIDER_CALL: Figure = { value: 0.3, unit: 's, one provider API call', source: ASSUMED };

/** The provider's charge for one clip of `sec` seconds at this grade, in dollars; undefined when it sells plan minutes instead. */
function providerUsd(key: ModelKey, sec: number, grade: Grade): number | undefined {
  if (key === 'sagemaker-presenter') return (SAGEMAKER_INSTANCE_HOUR.value * MAKE_SECONDS[key]!.value) / 3_600;
  const cost: Cost | null = MODELS[key].cost;
  if (!cost) return undefined;
  // Ray2 is asked for 540p at draft, 720p above (lambdas/adapters/render/luma-ray.ts); `also` is its 720p price.
  const usd = grade !== 'draft' && cost.also ? cost.also.usd : cost.usd;
  return cost.per === 'clip' ? usd : usd * sec;
}

/** The advert with generated scenes: its presenter scene has a photo face (a presenter model needs one). */
export const GENERATED_ADVERT: SceneSpec[] = ADVERT.map((scene) => (scene.type === 's2v' ? { ...scene, refImageUrl: PRODUCT } : scene));

function clipOf(scene: SceneSpec, models: ClipModels): PlannedScene['clip'] {
  const asRequested = { type: scene.type, prompt: scene.prompt, duration_sec: scene.durationSec ?? 5, ...(scene.refImageUrl ? { ref_image_url: scene.refImageUrl } : {}) } as Scene;
  return clipKindOf(asRequested, { product_image_url: PRODUCT }, models) ?? undefined;
}

/**
 * When a scene's clip is in the job's files, from the end of Prepare: the StartClips map (its
 * Choice and task, clip-start speaking the line and calling the provider), the provider's time,
 * then the first of the checks (Choice, task, Wait every GENERATED_CLIPS.checkEverySeconds) after it is done.
 */
function leadSec(r: Rates, key: ModelKey, line: boolean): { leadSec: number; checks: number; startSec: number } {
  const startSec = L.lambdaInvoke.value + (line ? r.speech.lineSec : 0) + PROVIDER_CALL.value;
  const started = 2 * L.transition.value + startSec;
  const ready = started + MAKE_SECONDS[key]!.value;
  const checkSec = L.lambdaInvoke.value + PROVIDER_CALL.value;
  let t = started;
  let checks = 0;
  for (;;) {
    t += 2 * L.transition.value + checkSec;
    checks++;
    if (t >= ready) break;
    t += L.transition.value + GENERATED_CLIPS.checkEverySeconds;
  }
  // A clip at a provider's link is copied into the job's files at the check that finds it.
  return { leadSec: t + L.s3Request.value, checks, startSec };
}

export interface ClipsPrediction {
  time: JobTime;
  cost: JobCost;
  /** The clip functions' own Lambda and state transitions. */
  clipAwsUsd: number;
  /** The providers' charges; null when one sells plan minutes. */
  providerUsd: number | null;
  slowestClipSec: number;
}

/** The job's clip options for a deployment's models, and what the clip functions cost. */
export function clipsFor(r: Rates, job: Job, models: ClipModels): { job: Job; clips: NonNullable<Options['clips']>; clipAwsUsd: number; providerUsd: number | null; slowestClipSec: number } {
  const planned: PlannedScene[] = job.scenes.map((scene, i) => ({ ...scene, clip: clipOf(GENERATED_ADVERT[i]!, models) }));
  const of = (scene: PlannedScene) => (scene.clip ? models[scene.clip]! : undefined);
  const timing = new Map(planned.map((scene) => [scene, of(scene) && leadSec(r, of(scene)!.key, scene.line)]));
  const charges = planned.map((scene) => (of(scene) ? providerUsd(of(scene)!.key, clipSecondsFor(of(scene)!, scene.sec), job.grade) : 0));
  const gbSec = (mb: number, sec: number) => (mb / 1024) * sec;
  let clipAwsUsd = 0;
  for (const t of timing.values()) {
    if (!t) continue;
    const lambdaSec = gbSec(FUNCTION_SIZES.clipStart.memoryMB, t.startSec) + gbSec(FUNCTION_SIZES.clipCheck.memoryMB, t.checks * (L.lambdaInvoke.value + PROVIDER_CALL.value));
    clipAwsUsd += P.lambdaArmGbSecond.value * lambdaSec + P.lambdaRequest.value * (1 + t.checks) + P.stepFunctionsTransition.value * (2 + 3 * t.checks);
  }
  return {
    job: { ...job, scenes: planned },
    clips: { leadSec: (scene) => timing.get(scene)?.leadSec ?? 0, usd: (scene) => charges[planned.indexOf(scene)] ?? 0 },
    clipAwsUsd,
    providerUsd: charges.some((c) => c === undefined) ? null : charges.reduce((a: number, b) => a + (b ?? 0), 0),
    slowestClipSec: Math.max(0, ...[...timing.values()].map((t) => t?.leadSec ?? 0)),
  };
}

/** The deployments compared: each footage provider, then each presenter provider, the other kind built in. */
export const DEPLOYMENTS: { name: string; models: ClipModels }[] = [
  { name: 'built-in footage and presenter', models: {} },
  ...(['luma-ray2', 'nova-reel', 'pexels-stock'] as const).map((key) => ({ name: `footage: ${MODELS[key].name}`, models: { footage: clipModelOf(key) } })),
  ...(['d-id-talks', 'sagemaker-presenter'] as const).map((key) => ({ name: `presenter: ${MODELS[key].name}`, models: { presenter: clipModelOf(key) } })),
];

/** The figures this section uses, for the sources table. */
export const CLIP_FIGURES: Record<string, Figure> = {
  ...Object.fromEntries(Object.entries(MAKE_SECONDS).map(([key, f]) => [`${key}: make`, f!])),
  sagemakerInstanceHour: SAGEMAKER_INSTANCE_HOUR,
  providerCall: PROVIDER_CALL,
};

const sec = (n: number) => `${n.toFixed(1)} s`;
const dollars = (d: number) => (d >= 0.1 ? `$${d.toFixed(2)}` : `$${d.toFixed(4)}`);

/** The section's table: the generated advert at draft and standard, for each deployment. */
export function generatedClipsReport(
  r: Rates,
  jobOf: (scenes: SceneSpec[], grade: Grade) => Job,
  predict: (job: Job, clips: NonNullable<Options['clips']>) => { time: JobTime; cost: JobCost },
): { head: string[]; rows: string[][] } {
  const rows: string[][] = [];
  for (const grade of ['draft', 'standard'] as const) {
    for (const deployment of DEPLOYMENTS) {
      const c = clipsFor(r, jobOf(GENERATED_ADVERT, grade), deployment.models);
      const { time, cost } = predict(c.job, c.clips);
      const made = c.job.scenes.filter((s) => s.clip).map((s) => s.type);
      const aws = cost.lambda + cost.services + c.clipAwsUsd;
      rows.push([
        `${deployment.name}, ${grade}`,
        made.length ? made.join(', ') : '—',
        sec(time.totalSec),
        `slowest clip ${sec(c.slowestClipSec)} → its scene, slowest lane ${sec(time.scenesSec)} + composition ${sec(time.composeSec)}`,
        dollars(aws),
        c.providerUsd === null ? 'plan minutes' : dollars(c.providerUsd),
        c.providerUsd === null ? `${dollars(aws)} + plan minutes` : dollars(aws + c.providerUsd),
      ]);
    }
  }
  return {
    head: ['deployment, quality', 'scenes a model makes', 'POST → succeeded (cold)', 'critical path', '$ AWS (Lambda, workflow, clip functions)', '$ provider', '$ per video'],
    rows,
  };
}
