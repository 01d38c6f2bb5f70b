/**
 * The deployment's clip models (CDK context footageModelId, presenterModelId) and what their
 * providers share in a deployed function: prepare and pricing read the models only; clip-start
 * (clip-starter.ts) and clip-check (clip-checker.ts) build the providers from these, each side
 * declaring its own grants. Every grant belongs to the provider a deployment chose (the features
 * are derived from its registry entry in lib/wiring.ts).
 */
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { S3Client } from '@aws-sdk/client-s3';
import { SageMakerRuntimeClient } from '@aws-sdk/client-sagemaker-runtime';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { JOB_FILES_PREFIX } from '../../core/jobs/blob-keys';
import { awsAdapter, type AccessNeed, type ProviderSecret } from '../aws/declaration';
import { objectStore, s3BlobStore } from '../s3/s3-blob-store';
import { s3Objects, secretString, type ClipProviderDeps } from './clip-provider-clients';

/** The providers' clients and settings; the grants differ between the start and the check side. */
export const providerDeps = (access: readonly AccessNeed[]) =>
  awsAdapter({
    env: {
      BUCKET_NAME: { from: { kind: 'bucketName' } },
      PRESENTER_ENDPOINT_NAME: { from: { kind: 'setting', setting: 'presenterEndpointName' }, feature: 'presenterEndpoint' },
      STOCK_FOOTAGE_KEY_ARN: { from: { kind: 'secretArn', secret: 'stockFootageKey' }, feature: 'stockFootage' },
      PRESENTER_API_KEY_ARN: { from: { kind: 'secretArn', secret: 'presenterApiKey' }, feature: 'presenterApi' },
    },
    access,
    create: (env): ClipProviderDeps => {
      const s3 = new S3Client({});
      const secrets = new SecretsManagerClient({});
      return {
        bucket: env.BUCKET_NAME,
        blobs: s3BlobStore(env.BUCKET_NAME, s3),
        objects: s3Objects(s3),
        bedrock: new BedrockRuntimeClient({}),
        sagemaker: new SageMakerRuntimeClient({}),
        endpointName: env.PRESENTER_ENDPOINT_NAME,
        keys: { stockFootage: secretString(secrets, env.STOCK_FOOTAGE_KEY_ARN), presenterApi: secretString(secrets, env.PRESENTER_API_KEY_ARN) },
      };
    },
  });

/** Reading a provider's key from Secrets Manager, while that provider is the one configured. */
export const secretAccess = (secret: ProviderSecret, feature: 'stockFootage' | 'presenterApi'): AccessNeed => ({
  actions: ['secretsmanager:GetSecretValue'],
  on: { kind: 'secret', secret },
  feature,
});

/** Where the clip steps keep records and fetched clips. */
export const clipFiles = objectStore({ read: [JOB_FILES_PREFIX], write: [JOB_FILES_PREFIX] });
