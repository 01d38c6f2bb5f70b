import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { JOB_FILES_PREFIX, SCENE_CACHE_PREFIX, SCENE_CACHE_RETENTION_DAYS } from '../../lambdas/core/jobs/blob-keys';
import { JOB_FILES_RETENTION_DAYS } from '../../lambdas/core/settings';

export interface StorageProps {
  removalPolicy: RemovalPolicy;
}

/**
 * The private bucket for videos and uploaded assets (key prefixes: lambdas/core/jobs/blob-keys.ts),
 * and the bucket its access logs go to. Job files expire; finished videos never do.
 */
export class Storage extends Construct {
  readonly bucket: Bucket;
  readonly accessLogs: Bucket;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    // No autoDeleteObjects: its custom-resource Lambda could empty a bucket of videos by
    // accident; a dev stack is torn down after emptying the buckets (docs/deploy.md).
    const removal = { removalPolicy: props.removalPolicy };
    this.accessLogs = new Bucket(this, 'AccessLogs', {
      ...removal,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Server access log delivery requires bucket-owner-enforced or preferred ownership without ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(90) }],
    });
    this.bucket = new Bucket(this, 'Media', {
      ...removal,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: 'media/',
      lifecycleRules: [
        { id: 'expire-job-files', prefix: JOB_FILES_PREFIX, expiration: Duration.days(JOB_FILES_RETENTION_DAYS) },
        // The scene cache's bound: an entry is reusable for 7 days (its index item expires with it).
        { id: 'expire-scene-cache', prefix: SCENE_CACHE_PREFIX, expiration: Duration.days(SCENE_CACHE_RETENTION_DAYS) },
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
  }
}
