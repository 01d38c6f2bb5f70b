/**
 * What the clip providers share in a deployed function (the models themselves: clip-models.ts):
 * clip-start (clip-starter.ts) and clip-check (clip-checker.ts) build the providers from these, each
 * side declaring its own grants. Every grant belongs to the provider a deployment chose (the
 * features are derived from its registry entry in lib/wiring.ts).
 */
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { S3Client } from '@aws-sdk/client-s3';
import { SageMakerRuntimeClient } from '@aws-sdk/client-sagemaker-runtime';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { invocationOf } from '../../core/models/invocation';
import { modelByProviderId } from '../../core/models/registry';
import { awsAdapter, type AccessNeed } from '../aws/declaration';
import { CLIP_FILES, PROVIDER_ENV } from './declarations';
import { objectStore, s3BlobStore } from '../s3/s3-blob-store';
import { s3Objects, secretString, type ClipProviderDeps } from './clip-provider-clients';

/** Where the footage model is called from a function in `region` (lambdas/core/models/invocation.ts). */
export function bedrockRegionFor(footageModelId: string | undefined, region: string): string {
  const found = footageModelId ? modelByProviderId(footageModelId) : undefined;
  return (found?.entry.provider === 'amazon-bedrock' && invocationOf(found.entry, region).region) || region;
}

/** The providers' clients and settings; the grants differ between the start and the check side. */
export const providerDeps = (access: readonly AccessNeed[]) =>
  awsAdapter({
    env: PROVIDER_ENV,
    access,
    create: (env): ClipProviderDeps => {
      const s3 = new S3Client({});
      const secrets = new SecretsManagerClient({});
      return {
        bucket: env.BUCKET_NAME,
        blobs: s3BlobStore(env.BUCKET_NAME, s3),
        objects: s3Objects(s3),
        // A footage model offered elsewhere only (Luma Ray2: us-west-2) is called in its own Region.
        bedrock: new BedrockRuntimeClient({ region: bedrockRegionFor(env.FOOTAGE_MODEL_ID, env.AWS_REGION) }),
        sagemaker: new SageMakerRuntimeClient({}),
        endpointName: env.PRESENTER_ENDPOINT_NAME,
        keys: { stockFootage: secretString(secrets, env.STOCK_FOOTAGE_KEY_ARN), presenterApi: secretString(secrets, env.PRESENTER_API_KEY_ARN) },
      };
    },
  });

/** Where the clip steps keep records and fetched clips. */
export const clipFiles = objectStore(CLIP_FILES);
