/**
 * `npm run bench:aws`: what a render costs and how long it takes when deployed, modelled from
 * work measured on this machine and AWS's published figures (bench/aws/aws-figures.ts), each
 * printed with its source. It measures, each run in its own process pinned with taskset:
 *   - every scene type at draft, standard and premium as a render step does it (the line spoken,
 *     then every frame drawn and encoded) and the composition, on one core and on two (the share
 *     that parallelizes, for the vCPUs a Lambda's memory buys); upscaled premium on one core;
 *   - eSpeak NG per line, a fresh engine's first scene, the render-step bundle's initialisation;
 * then prints, for the 20-second advert and the 60-second video at each quality, the predicted
 * time from POST to `succeeded` with the fan-out and critical path, and dollars per rendered
 * minute, beside Remotion Lambda's and Shotstack's published figures; a memory sweep of the
 * render step; the check that every premium scene finishes within half its step's timeout; and
 * the monthly cost of a stated load. CPU times are the robust figures on a shared machine (the
 * load average is printed with each run); about five minutes on a quiet two-core machine.
 */
import '../bin/runtime-env';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ffmpegPath } from '../lambdas/render/ffmpeg';
import { videoFormat } from '../lambdas/render/formats';
import { QUALITIES, type SceneSpec } from '../lambdas/render/spec';
import { FUNCTION_SIZES, RENDER_STEPS } from '../lambdas/core/settings';
import { functionNamed } from '../lambdas/functions/catalogue';
import { END_CARD_SEC } from '../lambdas/render/timing';
import { synthStack } from '../test/cdk/support';
import { COMPETITORS, LATENCIES, PRICES, PRICES_AS_OF, type Figure } from './aws/aws-figures';
import type { StepsMeasurement } from './aws/measure-steps';
import { CLIP_FIGURES, generatedClipsReport } from './aws/generated-clips';
import { jobCost, jobTime, parallelShare, SCENE_KINDS, transitionsPerJob, vcpus, type Grade, type Job, type Options, type Rates, type SceneKind } from './aws/model';
import { measureBundles } from './lambda-init';
import { ADVERT, TRAINING } from './fixtures/plans';

const run = promisify(execFile);

/** Scenes are measured at the shortest length a plan allows (their lines stretch them a little). */
const SCENE_SEC = 3;
const INIT_RUNS = 3;
const MEMORY_SWEEP = [1769, 3008, 3538, 5307, 7076, 8845, 10240];
/** How often a client polls GET /v1/job while it waits. */
const POLL_EVERY_SEC = 2;
/** The longest render the spec allows: 12 scenes of 10 s. */
const LONGEST = { scenes: 12, sec: 10 };
const GOALS = { standard60Sec: 15, draft20Sec: 6, dollarsPerMinute: 0.01 };
const MONTHLY_ADVERTS = 1000;
/** Lambda's longest timeout. */
const LAMBDA_MAX_TIMEOUT_SEC = 900;

const GRADES: Grade[] = ['draft', 'standard', 'premium', 'upscale'];
const load = () => loadavg()[0]!.toFixed(1);
const s = (sec: number) => `${sec.toFixed(1)} s`;
const usd = (d: number) => (d >= 0.1 ? `$${d.toFixed(2)}` : `$${d.toFixed(4)}`);

async function measure(quality: string, upscale: boolean, cores: string, footage: string, types: readonly SceneKind[], compose: 'whole' | 'parts'): Promise<StepsMeasurement> {
  const started = performance.now();
  const loadBefore = load();
  const { stdout } = await run('taskset', ['-c', cores, process.execPath, '--import', 'tsx', 'bench/aws/measure-steps.ts', quality, upscale ? '1' : '0', String(SCENE_SEC), footage, types.join(','), compose], {
    maxBuffer: 1 << 20,
  });
  console.log(`  ${quality}${upscale ? ' upscaled' : ''} on core${cores.includes(',') ? 's' : ''} ${cores}: ${((performance.now() - started) / 1000).toFixed(0)} s (load average ${loadBefore} → ${load()})`);
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as StepsMeasurement;
}

/** Seconds of scene a measurement covers, from its frames (narration may have stretched it). */
function sceneSeconds(m: StepsMeasurement, type: SceneKind): number {
  return m.scenes[type]!.frames / videoFormat('9:16', m.quality, m.upscale).fps;
}

/** The composition's parts on one core: fixed work for the end card and each transition, the rest per second of video. */
function composeRate(m: StepsMeasurement, parallel: number): Rates['compose'][Grade] {
  const parts = m.parts!;
  return {
    endCardSec: parts.endCard.cpuSec,
    transitionSec: parts.transition.cpuSec,
    cpuPerSec: (parts.soundtrack.cpuSec + parts.rest.cpuSec) / m.compose.videoSec,
    // The end card's drawing and the music synthesis are the Node process's own, one thread at a time.
    nodeSec: parts.endCard.nodeCpuSec + parts.soundtrack.nodeCpuSec,
    parallel,
  };
}

function rates(one: Record<string, StepsMeasurement>, two: Record<string, StepsMeasurement>, upscaled: StepsMeasurement, initSec: number): Rates {
  const scene = {} as Rates['scene'];
  const compose = {} as Rates['compose'];
  const clipBytesPerSec = {} as Rates['clipBytesPerSec'];
  const videoBytesPerSec = {} as Rates['videoBytesPerSec'];
  const bytesPerSec = (m: StepsMeasurement, grade: Grade) => {
    const types = Object.keys(m.scenes) as SceneKind[];
    clipBytesPerSec[grade] = types.reduce((sum, t) => sum + m.scenes[t]!.clipBytes, 0) / types.reduce((sum, t) => sum + sceneSeconds(m, t), 0);
    videoBytesPerSec[grade] = m.compose.videoBytes / m.compose.videoSec;
  };
  for (const q of QUALITIES) {
    const [a, b] = [one[q]!, two[q]!];
    scene[q] = Object.fromEntries(
      SCENE_KINDS.map((t) => [
        t,
        { cpuPerSec: a.scenes[t]!.cpuSec / sceneSeconds(a, t), nodePerSec: a.scenes[t]!.nodeCpuSec / sceneSeconds(a, t), parallel: parallelShare(a.scenes[t]!.cpuSec, b.scenes[t]!.wallSec) },
      ]),
    ) as Rates['scene'][Grade];
    compose[q] = composeRate(a, parallelShare(a.compose.cpuSec, b.compose.wallSec));
    bytesPerSec(a, q);
  }
  // Upscaling draws what premium draws and encodes four times the pixels: measured on the motion
  // scene, the extra per second is added to every type's premium rate.
  const extra = upscaled.scenes.motion!.cpuSec / sceneSeconds(upscaled, 'motion') - scene.premium.motion.cpuPerSec;
  scene.upscale = Object.fromEntries(SCENE_KINDS.map((t) => [t, { ...scene.premium[t], cpuPerSec: scene.premium[t].cpuPerSec + extra }])) as Rates['scene'][Grade];
  compose.upscale = composeRate(upscaled, compose.premium.parallel);
  bytesPerSec(upscaled, 'upscale');
  const draft = one.draft!;
  return {
    scene,
    compose,
    clipBytesPerSec,
    videoBytesPerSec,
    speech: { workerStartSec: Math.max(0, draft.speech.firstLineSec - draft.speech.lineSec), lineSec: draft.speech.lineSec },
    engineFirstUseSec: Math.max(0, draft.firstScene.cpuSec - draft.warmScene.cpuSec),
    renderStepInitSec: initSec,
  };
}

/** A presenter scene with a photo is the photo presenter's work; any other scene its type's. */
const kindOf = (scene: SceneSpec): SceneKind => ((scene.type === 's2v' || scene.type === 'walk_talk') && scene.refImageUrl ? 'photo' : scene.type);

function jobOf(scenes: SceneSpec[], grade: Grade): Job {
  return {
    scenes: scenes.map((scene) => ({ type: kindOf(scene), sec: scene.durationSec ?? 5, line: Boolean(scene.script) })),
    videoSec: scenes.reduce((sum, scene) => sum + (scene.durationSec ?? 5), 0) + END_CARD_SEC,
    grade,
    narrationChars: scenes.reduce((sum, scene) => sum + (scene.script?.length ?? 0), 0),
  };
}

const options = (memoryMB: number, cold: boolean): Options => ({ memoryMB, cold, tts: 'espeak', sceneConcurrency: RENDER_STEPS.sceneConcurrency });

const SMALL = {
  apiMB: FUNCTION_SIZES.api.memoryMB,
  renderMB: FUNCTION_SIZES.render.memoryMB,
  workflowMB: FUNCTION_SIZES.workflowTask.memoryMB,
  deliveryMB: FUNCTION_SIZES.webhookDelivery.memoryMB,
};
const STORAGE_MB = FUNCTION_SIZES.renderStep.ephemeralStorageMB;

function predict(r: Rates, job: Job, o: Options) {
  const time = jobTime(r, job, o);
  const cost = jobCost(job, o, time, SMALL, POLL_EVERY_SEC, STORAGE_MB);
  return { time, cost, perMinute: (d: number) => d / (job.videoSec / 60) };
}

function table(head: string[], rows: (string | number)[][]): void {
  console.log(`| ${head.join(' | ')} |`);
  console.log(`|${head.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

function printSources(): void {
  console.log(`\n## AWS figures (published prices for us-east-1 as of ${PRICES_AS_OF}; latencies published where AWS gives one)\n`);
  const rows = (figures: Record<string, Figure>) => Object.values(figures).map((f) => [f.value.toPrecision(4), f.unit, f.source]);
  table(['value', 'unit', 'source'], [...rows(PRICES), ...rows(LATENCIES), ...rows(CLIP_FIGURES)]);
}

function printMeasured(r: Rates, init: { name: string; initMs: number }[]): void {
  console.log('\n## Measured here (one core unless said; CPU seconds per second of scene or of video)\n');
  table(
    ['scene kind (photo: a presenter scene with a photo)', ...GRADES.map((g) => `${g}: s/s, of which drawing (parallel share)`)],
    SCENE_KINDS.map((t) => [t, ...GRADES.map((g) => `${r.scene[g][t].cpuPerSec.toFixed(2)}, drawing ${r.scene[g][t].nodePerSec.toFixed(2)} (${(r.scene[g][t].parallel * 100).toFixed(0)}%)`)]),
  );
  const c = (g: Grade) => r.compose[g];
  console.log(`| composition: end card, s | ${GRADES.map((g) => c(g).endCardSec.toFixed(2)).join(' | ')} |`);
  console.log(`| composition: each transition, s | ${GRADES.map((g) => c(g).transitionSec.toFixed(2)).join(' | ')} |`);
  console.log(`| composition: soundtrack and joining, s/s of video (parallel share of the whole) | ${GRADES.map((g) => `${c(g).cpuPerSec.toFixed(2)} (${(c(g).parallel * 100).toFixed(0)}%)`).join(' | ')} |`);
  console.log(
    `\neSpeak NG: ${s(r.speech.lineSec)} a line, ${s(r.speech.workerStartSec)} to start the worker; a fresh engine's first scene: +${s(r.engineFirstUseSec)}; ` +
      `bundle initialisation: ${init.map((b) => `${b.name} ${b.initMs.toFixed(0)} ms`).join(', ')}. ` +
      `Upscaled rates are premium plus the measured extra of encoding 2160×3840 (motion scene); parallel shares beyond two vCPUs are extrapolated (this machine has two cores).`,
  );
}

async function stackInventory() {
  const { template } = synthStack();
  const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm'));
  const alarmMetrics = alarms.reduce((sum, a) => sum + (((a.Properties.Metrics as { MetricStat?: unknown }[] | undefined)?.filter((m) => m.MetricStat).length) || 1), 0);
  return {
    alarms: alarms.length,
    alarmMetrics,
    dashboards: Object.keys(template.findResources('AWS::CloudWatch::Dashboard')).length,
    pollers: Object.keys(template.findResources('AWS::Lambda::EventSourceMapping')).length,
  };
}

async function main(): Promise<void> {
  const started = performance.now();
  console.log(`# bench:aws, ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model}), load average ${load()}`);
  if (Number(load()) >= 1.5) console.log('The machine is busy (load average ≥ 1.5): CPU times hold up, wall times and parallel shares come out pessimistic.');
  const dir = await mkdtemp(join(tmpdir(), 'bench-aws-'));
  try {
    const footage = join(dir, 'footage.mp4');
    await run(ffmpegPath(), ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30', '-t', '6', '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', footage]);
    console.log(`\nRender steps, ${SCENE_SEC} s scenes of every type plus their composition (9:16):`);
    const one: Record<string, StepsMeasurement> = {};
    const two: Record<string, StepsMeasurement> = {};
    for (const q of QUALITIES) one[q] = await measure(q, false, '0', footage, SCENE_KINDS, 'parts');
    const upscaled = await measure('premium', true, '0', footage, ['motion'], 'parts');
    for (const q of QUALITIES) two[q] = await measure(q, false, '0,1', footage, SCENE_KINDS, 'whole');
    const init = await measureBundles([functionNamed('render-step'), functionNamed('render')], INIT_RUNS);
    const r = rates(one, two, upscaled, init[0]!.initMs / 1000);
    printSources();
    printMeasured(r, init);
    report(r, await stackInventory());
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  console.log(`\n(${((performance.now() - started) / 1000).toFixed(0)} s, load average now ${load()})`);
}

function report(r: Rates, stack: Awaited<ReturnType<typeof stackInventory>>): void {
  const chosen = FUNCTION_SIZES.renderStep;
  const jobs = [
    { name: '20 s advert (5 scenes, 9:16)', scenes: ADVERT },
    { name: '60 s video (10 scenes, 16:9)', scenes: TRAINING },
  ];

  console.log(`\n## Render-step memory sweep (60 s standard video and 20 s draft advert; cold = every scene step in a new environment)\n`);
  table(
    ['memory MB', 'vCPUs', '60 s standard, warm / cold', '$ / rendered min (Lambda)', '20 s draft, warm / cold', '$ / rendered min (Lambda)'],
    MEMORY_SWEEP.map((mb) => {
      const std = jobOf(TRAINING, 'standard');
      const draft = jobOf(ADVERT, 'draft');
      const [sw, sc, dw, dc] = [predict(r, std, options(mb, false)), predict(r, std, options(mb, true)), predict(r, draft, options(mb, false)), predict(r, draft, options(mb, true))];
      return [mb === chosen.memoryMB ? `**${mb}**` : mb, vcpus(mb).toFixed(2), `${s(sw.time.totalSec)} / ${s(sc.time.totalSec)}`, usd(sc.perMinute(sc.cost.lambda)), `${s(dw.time.totalSec)} / ${s(dc.time.totalSec)}`, usd(dc.perMinute(dc.cost.lambda))];
    }),
  );
  // The smallest memory that meets both time goals within the cost goal; failing that, the fastest within the cost goal.
  const within = MEMORY_SWEEP.map((mb) => ({ mb, std: predict(r, jobOf(TRAINING, 'standard'), options(mb, true)), draft: predict(r, jobOf(ADVERT, 'draft'), options(mb, true)) })).filter(
    (c) => c.std.perMinute(c.std.cost.lambda) <= GOALS.dollarsPerMinute,
  );
  const meets = within.find((c) => c.std.time.totalSec < GOALS.standard60Sec && c.draft.time.totalSec < GOALS.draft20Sec);
  const fastest = [...within].sort((a, b) => a.std.time.totalSec - b.std.time.totalSec)[0];
  const pick = meets ?? fastest;
  console.log(
    pick
      ? `\nRecommended: ${pick.mb} MB, ${meets ? 'the smallest that meets both time goals' : 'the fastest within the cost goal (none meets the time goals)'} at ≤ $${GOALS.dollarsPerMinute} a rendered minute; FUNCTION_SIZES.renderStep has ${chosen.memoryMB} MB.`
      : `\nNo memory in the sweep stays within $${GOALS.dollarsPerMinute} a rendered minute.`,
  );

  console.log(`\n## Predictions at the chosen render step: ${chosen.memoryMB} MB (${vcpus(chosen.memoryMB).toFixed(2)} vCPUs), ${chosen.timeoutSeconds} s timeout\n`);
  const rows: (string | number)[][] = [];
  for (const job of jobs) {
    for (const q of QUALITIES) {
      const plan = jobOf(job.scenes, q);
      const warm = predict(r, plan, options(chosen.memoryMB, false));
      const cold = predict(r, plan, options(chosen.memoryMB, true));
      const t = cold.time;
      rows.push([
        `${job.name}, ${q}`,
        `${s(warm.time.totalSec)} / ${s(t.totalSec)}`,
        `${t.fanOut} × ${t.rounds}`,
        `accept ${s(t.acceptSec)} + orchestration ${s(t.orchestrationSec)} + slowest scene ${s(t.scenesSec)} + composition ${s(t.composeSec)}`,
        usd(cold.perMinute(cold.cost.lambda)),
        usd(cold.perMinute(cold.cost.total)),
      ]);
    }
  }
  table(['render', 'POST → succeeded, warm / cold', 'fan-out × rounds', 'critical path (cold)', '$ / min, Lambda', '$ / min, all AWS'], rows);
  console.log(`\nPublished figures of comparable services: ${COMPETITORS.map((c) => `${c.name}: ${c.figure} (${c.source})`).join('; ')}.`);
  console.log(`A client polling every ${POLL_EVERY_SEC} s sees \`succeeded\` up to ${POLL_EVERY_SEC} s later (a webhook arrives without that wait).`);

  // Issue 24: the advert's t2v, i2v and presenter scenes made by each clip provider (bench/aws/generated-clips.ts).
  console.log(`\n## Videos with generated scenes: the 20 s advert (its presenter with a photo face), cold, by clip provider\n`);
  const clipReport = generatedClipsReport(r, jobOf, (job, clips) => predict(r, job, { ...options(chosen.memoryMB, true), clips }));
  table(clipReport.head, clipReport.rows);
  console.log('Each clip starts first; its scene renders once a check finds it done; nothing waits inside a function. Provider times are assumptions unless a source is given (table of figures above).');

  // Goals of the issue.
  const std60 = predict(r, jobOf(TRAINING, 'standard'), options(chosen.memoryMB, true));
  const std60warm = predict(r, jobOf(TRAINING, 'standard'), options(chosen.memoryMB, false));
  const draft20 = predict(r, jobOf(ADVERT, 'draft'), options(chosen.memoryMB, true));
  const draft20warm = predict(r, jobOf(ADVERT, 'draft'), options(chosen.memoryMB, false));
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log('\n## Goals\n');
  table(
    ['goal', 'model', 'verdict'],
    [
      [`60 s standard video under ${GOALS.standard60Sec} s`, `${s(std60warm.time.totalSec)} warm, ${s(std60.time.totalSec)} cold`, `${verdict(std60warm.time.totalSec < GOALS.standard60Sec)} warm, ${verdict(std60.time.totalSec < GOALS.standard60Sec)} cold`],
      [`… at ≤ $${GOALS.dollarsPerMinute} per rendered minute (compute)`, usd(std60.perMinute(std60.cost.lambda)), verdict(std60.perMinute(std60.cost.lambda) <= GOALS.dollarsPerMinute)],
      [`20 s draft advert under ${GOALS.draft20Sec} s`, `${s(draft20warm.time.totalSec)} warm, ${s(draft20.time.totalSec)} cold`, `${verdict(draft20warm.time.totalSec < GOALS.draft20Sec)} warm, ${verdict(draft20.time.totalSec < GOALS.draft20Sec)} cold`],
    ],
  );

  // No step may outlive its limit: the longest premium scene of each type, and the longest composition.
  console.log(`\n## Premium within half the step timeout (${chosen.timeoutSeconds / 2} s), cold, ${LONGEST.sec} s scenes\n`);
  const limitRows: (string | number)[][] = [];
  let worst = 0;
  for (const grade of ['premium', 'upscale'] as Grade[]) {
    for (const type of SCENE_KINDS) {
      const job: Job = { scenes: [{ type, sec: LONGEST.sec, line: true }], videoSec: LONGEST.sec, grade, narrationChars: 0 };
      const step = jobTime(r, job, options(chosen.memoryMB, true)).steps[0]!;
      worst = Math.max(worst, step.totalSec);
      limitRows.push([`${type}, ${grade === 'upscale' ? 'premium upscaled' : 'premium'}`, s(step.totalSec), verdict(step.totalSec <= chosen.timeoutSeconds / 2)]);
    }
    const longest: Job = {
      scenes: Array.from({ length: LONGEST.scenes }, () => ({ type: 'footage' as SceneKind, sec: LONGEST.sec, line: true })),
      videoSec: LONGEST.scenes * LONGEST.sec + END_CARD_SEC,
      grade,
      narrationChars: 0,
    };
    const compose = jobTime(r, longest, options(chosen.memoryMB, false)).compose;
    worst = Math.max(worst, compose.totalSec);
    limitRows.push([`composition of ${LONGEST.scenes} × ${LONGEST.sec} s, ${grade === 'upscale' ? 'premium upscaled' : 'premium'}`, s(compose.totalSec), verdict(compose.totalSec <= chosen.timeoutSeconds / 2)]);
  }
  table(['step', 'predicted', `≤ ${chosen.timeoutSeconds / 2} s`], limitRows);
  const timeout = Math.ceil((2 * worst) / 60) * 60;
  console.log(
    `Longest step: ${s(worst)}; a timeout of twice that, rounded up to a minute, is ${timeout} s` +
      (timeout <= LAMBDA_MAX_TIMEOUT_SEC ? '.' : `, beyond Lambda's ${LAMBDA_MAX_TIMEOUT_SEC} s: that step has to be split across workers.`),
  );

  // A month of a stated load, from the same model.
  const monthly = predict(r, jobOf(ADVERT, 'draft'), options(chosen.memoryMB, true));
  const perJob = monthly.cost.lambda + monthly.cost.services;
  // Each event source mapping keeps long-polling its queue while idle (assumed five pollers, 20 s polls).
  const idlePolls = stack.pollers * 5 * 3 * 60 * 24 * 30;
  const fixed = stack.alarmMetrics * PRICES.alarmMonth.value + stack.dashboards * PRICES.dashboardMonth.value + idlePolls * PRICES.sqsRequest.value;
  console.log(`\n## A month: ${MONTHLY_ADVERTS} twenty-second draft adverts, polled every ${POLL_EVERY_SEC} s, one webhook each (cold steps, no free tier)\n`);
  table(
    ['item', '$ a month'],
    [
      [`renders: Lambda (${usd(monthly.cost.lambda)} a job)`, (MONTHLY_ADVERTS * monthly.cost.lambda).toFixed(2)],
      [`renders: Step Functions (${transitionsPerJob(ADVERT.length)} transitions), SQS, S3 requests, DynamoDB, API Gateway, logs, traces (${usd(monthly.cost.services)} a job)`, (MONTHLY_ADVERTS * monthly.cost.services).toFixed(2)],
      [`alarms: ${stack.alarms} in the synthesized template, ${stack.alarmMetrics} metrics`, (stack.alarmMetrics * PRICES.alarmMonth.value).toFixed(2)],
      [`dashboards: ${stack.dashboards}`, (stack.dashboards * PRICES.dashboardMonth.value).toFixed(2)],
      [`idle queue polling: ${stack.pollers} event source mappings`, (idlePolls * PRICES.sqsRequest.value).toFixed(2)],
      ['total', (MONTHLY_ADVERTS * perJob + fixed).toFixed(2)],
    ],
  );
}

await main();
