import { randomUUID } from 'node:crypto';
import type { Account } from '../account/account';
import type { AccountReader } from '../account/account-store';
import type { EventPublisher } from '../events/event-publisher';
import { creditsLowEvents } from '../webhooks/account-events';
import { clipKindOf, type ClipModels } from '../clips/generated-clips';
import { effectiveLimits } from '../account/plans';
import { apiError } from '../errors';
import { assertNoKillSwitch, type KillSwitchReader } from '../kill-switch';
import { windowsAt, type RateLimitTable } from '../limits/rate-limits';
import { planWithBudget } from '../planning/plan-with-budget';
import { planInputOf, type Planner } from '../planning/planner';
import type { BlobStore } from '../ports/blob-store';
import type { Clock } from '../ports/clock';
import type { Log } from '../ports/log';
import { assertPublicAssetHosts } from '../render/asset-hosts';
import { narrationLeftOutNote, type NarrationLanguages } from '../render/narration';
import { enforceContentPolicy, textsOfRequest, textsOfScenes, type ContentPolicy } from '../render/content-policy';
import { PRICING, priceRender, type Price } from '../render/pricing';
import { defaultTitle, parseRenderRequest, type RenderRequest, type Scene } from '../render/request-schema';
import { renderAccepted, planNotesText, type DryRunView, type RenderAccepted } from '../render/response-schema';
import { checkRequestRules, checkSceneRules, type AccountContext } from '../render/rules';
import { AcceptanceRefused, refusalError, type Acceptance } from './acceptance';
import type { Job } from './job';
import type { JobAcceptance } from './job-store';
import type { RenderWorkflow } from './render-workflow';
import { requestKeyOf } from './blob-keys';
import type { SceneCacheIndex } from './scene-cache';
import { sceneCacheKey } from '../render/scene-cache-key';
import { externalizeDataUris, type StoredRequest } from './stored-request';

export interface RenderServices {
  accounts: AccountReader;
  events: EventPublisher;
  jobs: JobAcceptance;
  blobs: BlobStore;
  /** Which scenes the account has in its scene cache, to quote them at the reused price. */
  sceneCache: Pick<SceneCacheIndex, 'has'>;
  killSwitches: KillSwitchReader;
  planner: Planner;
  /** Which lines the render step's narrator reads: a plan whose narration it cannot read says so. */
  narration: NarrationLanguages;
  contentPolicy: ContentPolicy;
  workflow: RenderWorkflow;
  clock: Clock;
  log: Log;
  rateLimits: RateLimitTable;
  /** The deployment's clip models (footage, presenters): they price the scenes they make. */
  clipModels: ClipModels;
  /** Spec §8: planning from a brief has about 60 seconds. */
  planningBudgetMs: number;
  /** Hosts exempt from the private-address refusal (local testing only; none in AWS). */
  allowPrivateHosts: readonly string[];
}

export type StartRenderResult = { status: 202; body: RenderAccepted } | { status: 200; body: DryRunView };

/**
 * POST /v1/render (spec §4.2): validate, apply the rules, price, then accept
 * atomically and hand the job to the workflow. Nothing is charged for a refusal;
 * planning credits are refunded on PLAN_FAILED and kept when the planned render is refused.
 */
export async function startRender(
  services: RenderServices,
  input: { account: Account; body: unknown; idempotencyKey?: string },
): Promise<StartRenderResult> {
  const { account } = input;
  const request = parseRenderRequest(input.body);
  assertPublicAssetHosts(request, services.allowPrivateHosts);
  assertNoKillSwitch(await services.killSwitches.active(account.userId));
  const context: AccountContext = { brandKitIds: new Set() };
  checkRequestRules(request, context);
  await enforceContentPolicy(services.contentPolicy, textsOfRequest(request));

  const limits = effectiveLimits(account.plan, account.limits);
  const now = services.clock.now();
  const acceptance = (a: Omit<Acceptance, 'userId' | 'now' | 'limits'>): Promise<void> =>
    services.jobs.accept({ userId: account.userId, now, limits, ...a }).catch((err: unknown) => {
      throw err instanceof AcceptanceRefused ? refusalError(err.refusals, now) : err;
    });
  const rateWindows = windowsAt(now, ['renderApi', 'renderAll'], services.rateLimits);

  const fromBrief = request.scene_plan === undefined;
  let scenes: Scene[];
  let title: string;
  let notes: string[] = [];
  if (fromBrief) {
    if (!request.dry_run) {
      // Planning is charged first, and the key recorded, so a repeat cannot plan twice.
      await acceptance({ charge: PRICING.planning, rateWindows, idempotencyKey: input.idempotencyKey });
    }
    const plan = await planWithBudget(services.planner, planInputOf(request as RenderRequest & { brief: string }), { budgetMs: services.planningBudgetMs }).catch(async (err: unknown) => {
      if (!request.dry_run) await services.jobs.refund(account.userId, PRICING.planning, now);
      throw err;
    });
    ({ scenes, notes } = plan);
    title = request.title ?? plan.title;
    const leftOut = request.narrator ? narrationLeftOutNote(scenes.map((s) => s.script), request.language, services.narration) : null;
    if (leftOut) notes = [...notes, leftOut];
  } else {
    scenes = request.scene_plan!;
    title = request.title ?? defaultTitle(scenes);
  }

  checkSceneRules(request, scenes, context);
  if (fromBrief) await enforceContentPolicy(services.contentPolicy, textsOfScenes(scenes));
  // A scene a model makes a clip for is priced at that model's credits (the registry's), the others at the engine's.
  const clips = scenes.map((scene) => {
    const kind = clipKindOf(scene, request, services.clipModels);
    return kind && services.clipModels[kind]!;
  });
  const cacheKeys = scenes.map((_, index) =>
    request.aspects.map((aspect) => sceneCacheKey({ userId: account.userId, request, scenes, index, aspect, clip: clips[index]?.key })),
  );
  const reused = await reusableScenes(services.sceneCache, account.userId, cacheKeys, now);
  const price = priceRender({ scenes, quality: request.quality, upscale: request.upscale, planned: fromBrief, clips, aspects: request.aspects, reused });
  if (price.total > limits.maxRenderCost) {
    throw apiError('REQUEST_COST_TOO_HIGH', undefined, { details: { cost: price.total, limit: limits.maxRenderCost } });
  }
  if (request.dry_run) return { status: 200, body: dryRun(title, scenes, price, reused.size, notes) };

  const jobId = randomUUID();
  const job: Job = {
    jobId,
    userId: account.userId,
    status: 'starting',
    progress: 0,
    title,
    sceneCount: scenes.length,
    aspects: request.aspects,
    price,
    requestKey: requestKeyOf(jobId),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const written: string[] = [];
  const put = (key: string, data: Buffer | string, type: string) => (written.push(key), services.blobs.put(key, data, type));
  try {
    const stored = await externalizeDataUris(request, scenes, jobId, put);
    const body: StoredRequest = { request: stored.request, scenes: stored.scenes, title, cacheKeys };
    await put(job.requestKey, JSON.stringify(body), 'application/json');
    await acceptance(
      fromBrief
        ? { charge: price.total - price.planning, rateWindows: [], job }
        : { charge: price.total, rateWindows, idempotencyKey: input.idempotencyKey, job },
    );
  } catch (err) {
    // A refused render leaves nothing behind.
    await Promise.allSettled(written.map((key) => services.blobs.delete(key)));
    throw err;
  }
  // Accepted and charged: from here nothing may turn the 202 into an error (a client retrying a
  // 500 with a new key would pay for a second render). A start that fails is made by the sweeper
  // (lambdas/core/jobs/sweep.ts); the other side effects are best effort.
  await services.workflow.start(jobId).catch((err: unknown) => services.log.error('workflow start failed; the sweeper will start the job', { jobId, err: err as Error }));
  await announceLowBalance(services, account.userId, jobId, price.total).catch((err: unknown) =>
    services.log.warn('credits.low could not be published', { jobId, err: err as Error }),
  );
  return {
    status: 202,
    body: renderAccepted({ jobId, title, scenes: scenes.length, creditsUsed: price.total, reusedScenes: reused.size, planNotes: fromBrief ? notes : undefined }),
  };
}

/** `credits.low` when this render's charge took the balance below the threshold. */
async function announceLowBalance(services: RenderServices, userId: string, chargeId: string, charged: number): Promise<void> {
  const after = (await services.accounts.get(userId))?.credits;
  if (after === undefined) return;
  for (const envelope of creditsLowEvents(userId, { chargeId, before: after + charged, after }, services.clock.now())) {
    await services.events.publish(userId, envelope);
  }
}

/**
 * The scenes whose every aspect is in the account's scene cache now: quoted at the reused price.
 * The render step looks again; a scene lost since is rendered, at no more than this quote.
 */
async function reusableScenes(index: Pick<SceneCacheIndex, 'has'>, userId: string, cacheKeys: readonly string[][], now: Date): Promise<Set<number>> {
  const found = await Promise.all(cacheKeys.map(async (keys) => (await Promise.all(keys.map((key) => index.has(userId, key, now)))).every(Boolean)));
  return new Set(found.flatMap((hit, i) => (hit ? [i] : [])));
}

function dryRun(title: string, scenes: Scene[], price: Price, reusedScenes: number, notes: string[]): DryRunView {
  const planNotes = planNotesText(notes);
  return {
    dry_run: true,
    title,
    scenes: scenes.length,
    scene_plan: scenes,
    credits_required: price.total,
    price,
    reused_scenes: reusedScenes,
    ...(planNotes ? { plan_notes: planNotes } : {}),
  };
}
