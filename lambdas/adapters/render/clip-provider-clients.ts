/**
 * What the clip providers share, start side and check side alike (nothing here draws): the
 * clients they call, objects by s3:// URI, a provider's API key from Secrets Manager, and the
 * download of a finished clip. The local stack passes clients and addresses of its fakes instead.
 */
import type { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { SageMakerRuntimeClient } from '@aws-sdk/client-sagemaker-runtime';
import { GetSecretValueCommand, type SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { BlobStore } from '../../core/ports/blob-store';

/** Objects named by s3:// URI, in whatever bucket a provider wrote them. */
export interface S3Objects {
  has(s3Uri: string): Promise<boolean>;
  /** Undefined when there is no such object. */
  read(s3Uri: string): Promise<Buffer | undefined>;
}

export interface ClipProviderDeps {
  /** The media bucket: where inputs are written and where Bedrock writes its clips. */
  bucket: string;
  blobs: Pick<BlobStore, 'put' | 'signedUrl'>;
  objects: S3Objects;
  bedrock: Pick<BedrockRuntimeClient, 'send'>;
  sagemaker: Pick<SageMakerRuntimeClient, 'send'>;
  /** The presenter endpoint (context presenterEndpointName). */
  endpointName?: string;
  keys: { stockFootage: () => Promise<string>; presenterApi: () => Promise<string> };
  /** Hosted APIs' origins, when not their public ones (the local fakes). */
  urls?: { pexels?: string; dId?: string };
}

function parseS3Uri(uri: string): { Bucket: string; Key: string } {
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(uri);
  if (!match) throw new Error(`not an s3:// object URI: ${uri}`);
  return { Bucket: match[1]!, Key: match[2]! };
}

/** Missing objects read as missing (404) where the function may list the bucket; see the presenter output grant. */
const isMissing = (err: unknown) => ['NoSuchKey', 'NotFound'].includes((err as Error).name) || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export function s3Objects(client: Pick<S3Client, 'send'>): S3Objects {
  return {
    async has(uri) {
      try {
        await client.send(new HeadObjectCommand(parseS3Uri(uri)));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async read(uri) {
      try {
        const out = await client.send(new GetObjectCommand(parseS3Uri(uri)));
        return Buffer.from(await out.Body!.transformToByteArray());
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw err;
      }
    },
  };
}

/** What the stack puts in a provider key's secret when it creates it; the deployer replaces it with the key (docs/deploy.md). */
export const PROVIDER_KEY_PLACEHOLDER = 'put the API key here';

/** A provider's API key: the secret's string, read once per container. */
export function secretString(client: Pick<SecretsManagerClient, 'send'>, secretId: string | undefined): () => Promise<string> {
  let value: Promise<string> | undefined;
  return () => {
    if (!secretId) return Promise.reject(new Error('no API key is configured for this provider'));
    value ??= client.send(new GetSecretValueCommand({ SecretId: secretId })).then((out) => {
      const key = out.SecretString?.trim();
      if (!key || key === PROVIDER_KEY_PLACEHOLDER) throw new Error('the provider key secret holds no API key yet (docs/deploy.md)');
      return key;
    });
    value.catch(() => (value = undefined));
    return value;
  };
}

const DOWNLOAD_TIMEOUT_MS = 60_000;
/** A generated clip of at most ten seconds is a few megabytes; anything near this is not one. */
const MAX_CLIP_BYTES = 250 * 1024 * 1024;

/**
 * The bytes of a finished clip: an s3:// object a provider wrote, or a provider's https link
 * (links the provider's API returned, not a caller's URL, so no SSRF vetting; bounded in size and time).
 */
export function downloadClip(objects: S3Objects, get: typeof fetch = fetch): (url: string) => Promise<Buffer> {
  return async (url) => {
    if (url.startsWith('s3://')) {
      const data = await objects.read(url);
      if (!data) throw new Error(`the clip at ${url} is missing`);
      return data;
    }
    const response = await get(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`the clip download answered ${response.status}`);
    const data = Buffer.from(await response.arrayBuffer());
    if (data.length > MAX_CLIP_BYTES) throw new Error(`the clip is over ${MAX_CLIP_BYTES} bytes`);
    return data;
  };
}
