/**
 * Presigned GET URLs for the bucket without an S3 client: the polling route signs a link
 * on every finished job and loads nothing else of S3 (the client and its checksum and XML
 * code would double the route's bundle). The signer is the SDK's own S3RequestPresigner,
 * used the way its documentation shows for an existing request.
 */
import { Sha256 } from '@aws-sdk/checksums/sha';
import { formatUrl } from '@aws-sdk/core/util';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { extendedEncodeURIComponent, HttpRequest } from '@smithy/core/protocols';
import type { UrlSigner } from '../../core/ports/blob-store';
import { awsAdapter } from '../aws/declaration';
import { VIDEO_LINKS } from './declarations';

export interface S3UrlSignerConfig {
  /** The bucket's regional domain name (virtual-hosted style), e.g. my-bucket.s3.eu-west-1.amazonaws.com. */
  bucketDomain: string;
  region: string;
  credentials?: ConstructorParameters<typeof S3RequestPresigner>[0]['credentials'];
  /** For tests: the instant the signature is made. */
  signingDate?: () => Date;
}

export function s3UrlSigner({ bucketDomain, region, credentials = defaultProvider(), signingDate }: S3UrlSignerConfig): UrlSigner {
  const presigner = new S3RequestPresigner({ region, credentials, sha256: Sha256 });
  return {
    async signedUrl(key, expiresIn) {
      const request = new HttpRequest({
        protocol: 'https:',
        hostname: bucketDomain,
        method: 'GET',
        // As the S3 client writes object keys: each segment encoded, the slashes kept.
        path: `/${key.split('/').map(extendedEncodeURIComponent).join('/')}`,
        headers: { host: bucketDomain },
      });
      return formatUrl(await presigner.presign(request, { expiresIn, ...(signingDate ? { signingDate: signingDate() } : {}) }));
    },
  };
}

export const videoLinks = awsAdapter({
  ...VIDEO_LINKS,
  create: ({ BUCKET_DOMAIN, AWS_REGION }): UrlSigner => s3UrlSigner({ bucketDomain: BUCKET_DOMAIN, region: AWS_REGION }),
});
