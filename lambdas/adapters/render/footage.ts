import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { FOOTAGE_PREFIX } from '../../core/jobs/blob-keys';
import { bedrockFootage } from './bedrock-footage';
import { proceduralFootage } from '../../render/adapters/procedural-footage';
import type { FootageGenerator } from '../../render/ports';
import { awsAdapter } from '../aws/declaration';
import { FOOTAGE_GENERATOR } from './declarations';

/** Reads an s3://bucket/key object: Bedrock reports where it wrote as a URI. */
function s3ObjectReader(client: S3Client): (s3Uri: string) => Promise<Buffer> {
  return async (s3Uri) => {
    const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(s3Uri);
    if (!match) throw new Error(`not an s3:// object URI: ${s3Uri}`);
    const out = await client.send(new GetObjectCommand({ Bucket: match[1], Key: match[2] }));
    return Buffer.from(await out.Body!.transformToByteArray());
  };
}

/** Footage from Amazon Nova Reel when a model is configured; otherwise the engine's built-in look. */
export function footageFor(model: { modelId: string; bucket: string } | undefined): FootageGenerator {
  if (!model) return proceduralFootage();
  return bedrockFootage({
    bedrock: new BedrockRuntimeClient({}),
    fetchOutput: s3ObjectReader(new S3Client({})),
    modelId: model.modelId,
    // Among the job files: the files expire with the job.
    outputS3Uri: `s3://${model.bucket}/${FOOTAGE_PREFIX}`,
  });
}

export const footageGenerator = awsAdapter({
  ...FOOTAGE_GENERATOR,
  create: ({ FOOTAGE_MODEL_ID, BUCKET_NAME }) => footageFor(FOOTAGE_MODEL_ID ? { modelId: FOOTAGE_MODEL_ID, bucket: BUCKET_NAME } : undefined),
});
