/**
 * The clip providers as the local stack runs them: the real adapters and AWS SDK clients, pointed
 * at the local fakes (provider-fakes.ts), with the local blob store as the media bucket.
 */
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { SageMakerRuntimeClient } from '@aws-sdk/client-sagemaker-runtime';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { S3Objects, ClipProviderDeps } from '../../adapters/render/clip-provider-clients';
import type { BlobStore } from '../../core/ports/blob-store';
import { LOCAL_BUCKET } from './provider-fakes';

/** s3:// URIs of the local media bucket, read from the local blob store. */
export function blobObjects(blobs: Pick<BlobStore, 'get'>): S3Objects {
  const keyOf = (uri: string) => {
    const prefix = `s3://${LOCAL_BUCKET}/`;
    if (!uri.startsWith(prefix)) throw new Error(`the local stack has no bucket for ${uri}`);
    return uri.slice(prefix.length);
  };
  return {
    has: async (uri) => (await blobs.get(keyOf(uri))) !== undefined,
    read: (uri) => blobs.get(keyOf(uri)),
  };
}

/** A key the fakes accept; the real providers' keys never reach the local stack. */
const FAKE_KEY = async () => 'local-fake-key';

export function localClipDeps(fakesUrl: string, blobs: Pick<BlobStore, 'get' | 'put' | 'signedUrl'>): ClipProviderDeps {
  // HTTP/1.1: Bedrock's runtime client defaults to HTTP/2, which the fakes' server does not speak.
  const aws = { endpoint: fakesUrl, region: 'us-west-2', credentials: { accessKeyId: 'local', secretAccessKey: 'local' }, requestHandler: new NodeHttpHandler() };
  return {
    bucket: LOCAL_BUCKET,
    blobs,
    objects: blobObjects(blobs),
    bedrock: new BedrockRuntimeClient(aws),
    sagemaker: new SageMakerRuntimeClient(aws),
    endpointName: 'local-presenter',
    keys: { stockFootage: FAKE_KEY, presenterApi: FAKE_KEY },
    urls: { pexels: fakesUrl, dId: fakesUrl },
  };
}
