/**
 * The start side of the clip providers, for the clip-start function: builds the scene's request
 * the way the engine will render the scene (clip-requests.ts) and hands it to the configured model.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clipKindOf, type ClipModel, type ClipModels, type ClipProgress, type ClipStarter } from '../../core/clips/generated-clips';
import { footageOutputPrefix, presenterInputPrefix } from '../../core/jobs/blob-keys';
import { MODELS, type ModelKey } from '../../core/models/registry';
import { defaultPorts } from '../../render/default-ports';
import type { RenderPorts } from '../../render/ports';
import { composeAdapters } from '../aws/declaration';
import { startBedrockVideo } from './bedrock-video';
import { downloadClip, type ClipProviderDeps } from './clip-provider-clients';
import { footageClipRequest, presenterClipRequest, type FootageClipRequest, type PresenterClipRequest } from './clip-requests';
import { clipModels } from './clip-models';
import { providerDeps } from './configured-clips';
import { CLIP_START_ACCESS } from './declarations';
import { speech } from './configured-speech';
import { dIdPresenter } from './d-id-presenter';
import { bundledBinaries, jobAssetFetcher } from './engine';
import { lumaRayInput } from './luma-ray';
import { novaReelInput } from './nova-reel';
import { pexelsFootage } from './pexels-footage';
import { sagemakerPresenter } from './sagemaker-presenter';

/** Where a scene's clip is made: its job and scene, and the token that starts it once. */
interface Where {
  jobId: string;
  index: number;
  token: string;
}

type Start<R> = (deps: ClipProviderDeps) => (request: R, where: Where) => Promise<ClipProgress>;

const bedrock =
  (key: ModelKey, input: (request: FootageClipRequest) => unknown): Start<FootageClipRequest> =>
  (deps) =>
  (request, where) =>
    startBedrockVideo(deps.bedrock, {
      modelId: MODELS[key].modelId,
      modelInput: input(request) as never,
      bucket: deps.bucket,
      prefix: footageOutputPrefix(where.jobId, where.index),
      token: where.token,
    });

const FOOTAGE: Partial<Record<ModelKey, Start<FootageClipRequest>>> = {
  'luma-ray2': bedrock('luma-ray2', lumaRayInput),
  'nova-reel': bedrock('nova-reel', novaReelInput),
  'pexels-stock': (deps) => (request) => pexelsFootage({ apiKey: deps.keys.stockFootage, baseUrl: deps.urls?.pexels }).start(request),
};

const PRESENTER: Partial<Record<ModelKey, Start<PresenterClipRequest>>> = {
  'sagemaker-presenter': (deps) => (request, where) =>
    sagemakerPresenter({ sagemaker: deps.sagemaker, endpointName: deps.endpointName ?? '', blobs: deps.blobs, bucket: deps.bucket, hasObject: deps.objects.has, readObject: deps.objects.read }).start(request, {
      prefix: presenterInputPrefix(where.jobId, where.index),
      token: where.token,
    }),
  'd-id-talks': (deps) => (request, where) =>
    dIdPresenter({ apiKey: deps.keys.presenterApi, blobs: deps.blobs, baseUrl: deps.urls?.dId }).start(request, { prefix: presenterInputPrefix(where.jobId, where.index) }),
};

function startOf<R>(table: Partial<Record<ModelKey, Start<R>>>, model: ClipModel): Start<R> {
  const start = table[model.key];
  if (!start) throw new Error(`${model.key} is not a ${model.kind} model this service can start`);
  return start;
}

/** The configured models' starts; `ports` speak the narration and fetch the pictures as the render step will. */
export function clipStarter(models: ClipModels, deps: ClipProviderDeps, ports: RenderPorts): ClipStarter {
  return {
    models,
    async start(stored, index, { jobId, token }) {
      const scene = stored.scenes[index];
      const kind = scene && clipKindOf(scene, stored.request, models);
      if (!kind) throw new Error(`scene ${index} has no generated clip`);
      const model = models[kind]!;
      const dir = await mkdtemp(join(tmpdir(), 'clip-'));
      try {
        const where = { jobId, index, token };
        if (kind === 'footage') return await startOf(FOOTAGE, model)(deps)(await footageClipRequest(stored, index, model, ports, dir), where);
        return await startOf(PRESENTER, model)(deps)(await presenterClipRequest(stored, index, ports, dir), where);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    download: downloadClip(deps.objects),
  };
}

/** clip-start's providers, with the engine parts a request needs: the narrator, the pictures, ffmpeg. */
export const clipStarterAdapter = composeAdapters(
  { models: clipModels, deps: providerDeps(CLIP_START_ACCESS), fetcher: jobAssetFetcher, speech, binaries: bundledBinaries },
  ({ models, deps, fetcher, speech }) => clipStarter(models, deps, defaultPorts({ fetcher, speech })),
);
