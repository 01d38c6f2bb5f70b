/** What the bucket's adapters need from the deployment (lambdas/adapters/aws/declaration.ts): plain data, read by the CDK app too. */
import { VIDEOS_PREFIX } from '../../core/jobs/blob-keys';
import { adapterIn, type AccessNeed, type Declaration } from '../aws/declaration';

/** What a function may do with the bucket's objects, by key prefix (lambdas/core/jobs/blob-keys.ts). */
export interface ObjectRights {
  /** Reading objects, and presigning GET links to them (a link works only if its signer may read). */
  read?: readonly string[];
  write?: readonly string[];
  delete?: readonly string[];
}

const ACTIONS = { read: 's3:GetObject', write: 's3:PutObject', delete: 's3:DeleteObject' } as const;

/** The media bucket, with exactly the rights a function's steps use. */
export function objectAccess(rights: ObjectRights) {
  const access = (Object.keys(ACTIONS) as (keyof ObjectRights)[]).flatMap((right) =>
    (rights[right] ?? []).map((prefix): AccessNeed => ({ actions: [ACTIONS[right]], on: { kind: 'objects', prefix } })),
  );
  const adapter = { ...adapterIn('s3/s3-blob-store', 'objectStore'), configured: true } as const;
  return { env: { BUCKET_NAME: { from: { kind: 'bucketName' } } }, access, adapter } as const satisfies Declaration;
}
export type ObjectAccess = ReturnType<typeof objectAccess>;

/** GET /v1/job's links to finished videos, signed with the function's own credentials. */
export const VIDEO_LINKS = {
  env: { BUCKET_DOMAIN: { from: { kind: 'bucketDomain' } }, AWS_REGION: { from: { kind: 'lambdaRuntime' } } },
  access: [{ actions: ['s3:GetObject'], on: { kind: 'objects', prefix: VIDEOS_PREFIX } }],
  adapter: adapterIn('s3/s3-url-signer', 'videoLinks'),
} as const satisfies Declaration;
