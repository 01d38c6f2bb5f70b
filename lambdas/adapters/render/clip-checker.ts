/**
 * The check side of the clip providers, for the clip-check function: asks each provider how its
 * clip is doing, and downloads a finished one. It draws nothing, so its bundle carries no engine.
 */
import type { ClipChecker, ClipModels, ClipProgress, ClipTicket } from '../../core/clips/generated-clips';
import type { ModelKey } from '../../core/models/registry';
import { checkBedrockVideo } from './bedrock-video';
import { composeAdapters, type AccessNeed } from '../aws/declaration';
import { downloadClip, type ClipProviderDeps } from './clip-provider-clients';
import { clipModels } from './clip-models';
import { providerDeps, secretAccess } from './configured-clips';
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

const CHECK_ACCESS: readonly AccessNeed[] = [
  { actions: ['bedrock:GetAsyncInvoke'], on: { kind: 'modelInvocations' }, feature: 'bedrockFootage' },
  { actions: ['s3:GetObject'], on: { kind: 'presenterOutput' }, feature: 'presenterEndpoint' },
  // Without it a result not written yet is refused (403) rather than reported missing (404).
  { actions: ['s3:ListBucket'], on: { kind: 'presenterOutputBucket' }, feature: 'presenterEndpoint' },
  secretAccess('presenterApiKey', 'presenterApi'),
];

export const clipCheckerAdapter = composeAdapters({ models: clipModels, deps: providerDeps(CHECK_ACCESS) }, ({ models, deps }) => clipChecker(models, deps));
