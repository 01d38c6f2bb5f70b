import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { s3UrlSigner } from '../../lambdas/adapters/s3/s3-url-signer';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'session' };
const at = new Date('2026-11-23T12:00:00Z');
const signer = s3UrlSigner({
  bucketDomain: 'videos-bucket.s3.eu-west-1.amazonaws.com',
  region: 'eu-west-1',
  credentials: async () => credentials,
  signingDate: () => at,
});

/** What the S3 client itself presigns for the same object, for comparison. */
async function clientUrl(key: string): Promise<URL> {
  const client = new S3Client({ region: 'eu-west-1', credentials });
  return new URL(await getSignedUrl(client, new GetObjectCommand({ Bucket: 'videos-bucket', Key: key }), { expiresIn: 3600, signingDate: at }));
}

describe('presigned video links without an S3 client', () => {
  it.each(['videos/5b1e0c2a-0000-4000-8000-000000000000.mp4', 'jobs/a b/ü+(1)*.png'])('signs %s as the S3 client would', async (key) => {
    const ours = new URL(await signer.signedUrl(key, 3600));
    const theirs = await clientUrl(key);
    expect(ours.origin).toBe('https://videos-bucket.s3.eu-west-1.amazonaws.com');
    expect(ours.pathname).toBe(theirs.pathname);
    // The client also asks for checksum validation and tags the operation (x-id), so its
    // signature differs; every signing parameter matches.
    const clientOnly = new Set(['x-id', 'x-amz-checksum-mode', 'X-Amz-Signature']);
    const params = (url: URL) => Object.fromEntries([...url.searchParams].filter(([name]) => !clientOnly.has(name)));
    expect(params(ours)).toEqual(params(theirs));
    expect(params(ours)).toMatchObject({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': 'AKIDEXAMPLE/20261123/eu-west-1/s3/aws4_request',
      'X-Amz-Date': '20261123T120000Z',
      'X-Amz-Expires': '3600',
      'X-Amz-SignedHeaders': 'host',
      'X-Amz-Security-Token': 'session',
    });
    expect(ours.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});
