import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createAssetFetcher } from '../adapters/outbound/fetch-asset';
import { blobAssetFetcher } from '../adapters/render/blob-asset-fetcher';
import { engineAdapter } from '../adapters/render/engine';
import { speechFromEnv } from '../adapters/render/speech-from-env';
import { s3BlobStore } from '../adapters/s3/s3-blob-store';
import type { RenderEngine } from '../core/jobs/render-engine';
import { bedrockFootage } from '../render/adapters/bedrock-footage';
import { proceduralFootage } from '../render/adapters/procedural-footage';
import { defaultPorts } from '../render/default-ports';
import type { FootageGenerator } from '../render/ports';
import { compositionRoot, requiredEnv, type Factories } from './composition';

/**
 * The render engine's composition root, apart from the workflow's so that only the
 * render-step function loads the engine (canvas, ffmpeg) and carries its native bundle.
 */
export interface EngineDeps {
  engine: RenderEngine;
}

/** Reads an s3://bucket/key object: Bedrock reports where it wrote as a URI. */
function s3ObjectReader(client: S3Client): (s3Uri: string) => Promise<Buffer> {
  return async (s3Uri) => {
    const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(s3Uri);
    if (!match) throw new Error(`not an s3:// object URI: ${s3Uri}`);
    const out = await client.send(new GetObjectCommand({ Bucket: match[1], Key: match[2] }));
    return Buffer.from(await out.Body!.transformToByteArray());
  };
}

/** `FOOTAGE_MODEL_ID` (set by the stack when configured) generates footage with Nova Reel; otherwise the built-in look. */
function footageFromEnv(): FootageGenerator {
  const modelId = process.env.FOOTAGE_MODEL_ID;
  if (!modelId) return proceduralFootage();
  return bedrockFootage({
    bedrock: new BedrockRuntimeClient({}),
    fetchOutput: s3ObjectReader(new S3Client({})),
    modelId,
    // Under jobs/: the render step may already read and write there, and the files expire with the job.
    outputS3Uri: `s3://${requiredEnv('BUCKET_NAME')}/jobs/footage/`,
  });
}

const awsDefaults: Factories<EngineDeps> = {
  // Caller URLs go through the SSRF guard; uploaded data URIs come back from the bucket.
  engine: () =>
    engineAdapter(
      defaultPorts({
        fetcher: blobAssetFetcher(s3BlobStore(requiredEnv('BUCKET_NAME')), createAssetFetcher()),
        speech: speechFromEnv(),
        footage: footageFromEnv(),
      }),
    ),
};

const root = compositionRoot(awsDefaults);
export const engineDeps = root.get;
export const configureEngineDeps = root.configure;
