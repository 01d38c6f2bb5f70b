/**
 * The check side of the clip providers, for the clip-check function: asks each provider how its
 * clip is doing, and downloads a finished one. It draws nothing, so its bundle carries no engine.
 */
import type { ClipChecker, ClipModels, ClipProgress, ClipTicket } from '../../core/clips/generated-clips';
import type { ModelKey } from '../../core/models/registry';
import { checkBedrockVideo } from './bedrock-video';
import { composeAdapters } from '../aws/declaration';
import { downloadClip, type ClipProviderDeps } from './clip-provider-clients';
import { clipModels } from './clip-models';
import { providerDeps } from './configured-clips';
import { CLIP_CHECK_ACCESS } from './declarations';
import { dIdPresenter } from './d-id-presenter';
import { sagemakerPresenter } from './sagemaker-presenter';

type Check = (deps: ClipProviderDeps) => (ticket: ClipTicket) => Promise<ClipProgress>;

const bedrockCheck: Check = (deps) => (ticket) => checkBedrockVideo(deps.bedrock, ticket, deps.bucket);

/** Each clip model's check; a model whose clip is ready at start (stock footage) has none. */
const CHECKS: Partial<Record<ModelKey, Check>> = {
  'luma-ray2': bedrockCheck,
  'nova-reel': bedrockCheck,
  'sagemaker-presenter': (deps) =>
    sagemakerPresenter({ sagemaker: deps.sagemaker, endpointName: deps.endpointName ?? '', blobs: deps.blobs, bucket: deps.bucket, hasObject: deps.objects.has, readObject: deps.objects.read }).check,
  'd-id-talks': (deps) => dIdPresenter({ apiKey: deps.keys.presenterApi, blobs: deps.blobs, baseUrl: deps.urls?.dId }).check,
};

export function clipChecker(models: ClipModels, deps: ClipProviderDeps): ClipChecker {
  return {
    async check(kind, ticket) {
      const key = models[kind]?.key;
      const check = key && CHECKS[key];
      if (!check) throw new Error(`no ${kind} model that is checked on is configured`);
      return check(deps)(ticket);
    },
    download: downloadClip(deps.objects),
  };
}

export const clipCheckerAdapter = composeAdapters({ models: clipModels, deps: providerDeps(CLIP_CHECK_ACCESS) }, ({ models, deps }) => clipChecker(models, deps));
