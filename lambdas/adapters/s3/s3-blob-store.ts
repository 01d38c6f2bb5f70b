import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { BlobStore } from '../../core/ports/blob-store';
import { awsAdapter, type AccessNeed, type Feature } from '../aws/declaration';

/** S3 adapter: a private, encrypted bucket; readers outside get presigned URLs. */
export function s3BlobStore(bucket: string, client = new S3Client({})): BlobStore {
  return {
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentType }));
    },
    async putFile(key, path, contentType) {
      const { size } = await stat(path);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: createReadStream(path), ContentType: contentType, ContentLength: size }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await out.Body!.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey) return undefined;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    signedUrl: (key, expiresIn) => getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn }),
  };
}

/** What a function may do with the bucket's objects, by key prefix (lambdas/core/jobs/blob-keys.ts). */
export interface ObjectRights {
  /** Reading objects, and presigning GET links to them (a link works only if its signer may read). */
  read?: readonly string[];
  write?: readonly string[];
  delete?: readonly string[];
}

const ACTIONS = { read: 's3:GetObject', write: 's3:PutObject', delete: 's3:DeleteObject' } as const;

/** The media bucket, with exactly the rights a function's steps use (only while `feature` is on, when one is given). */
export function objectStore(rights: ObjectRights, feature?: Feature) {
  const access = (Object.keys(ACTIONS) as (keyof ObjectRights)[]).flatMap((right) =>
    (rights[right] ?? []).map((prefix): AccessNeed => ({ actions: [ACTIONS[right]], on: { kind: 'objects', prefix }, ...(feature ? { feature } : {}) })),
  );
  return awsAdapter({
    env: { BUCKET_NAME: { from: { kind: 'bucketName' } } },
    access,
    create: ({ BUCKET_NAME }): BlobStore => s3BlobStore(BUCKET_NAME),
  });
}
