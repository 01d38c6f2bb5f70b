import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { BlobStore } from '../../core/ports/blob-store';
import { awsAdapter } from '../aws/declaration';
import type { ObjectAccess } from './declarations';

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

/** The media bucket, with exactly the rights a function's steps use, as declared with objectAccess. */
export function objectStore(access: ObjectAccess) {
  return awsAdapter({
    ...access,
    create: ({ BUCKET_NAME }): BlobStore => s3BlobStore(BUCKET_NAME),
  });
}
