import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface StorageProps {
  removalPolicy: RemovalPolicy;
}

/**
 * Key prefixes of the bucket (lambdas/core/jobs): `jobs/<id>/` holds a job's request,
 * uploaded data-URI assets and rendered scene clips, all needed only while it renders;
 * `videos/<user>/<job>.mp4` holds finished videos, served through presigned GET URLs.
 */
export const JOBS_PREFIX = 'jobs/';
export const VIDEOS_PREFIX = 'videos/';

/** Temporary job files outlive the one-hour render by a margin for investigating failures. */
export const JOB_FILES_EXPIRE_DAYS = 3;

/** The private bucket for videos and uploaded assets, and the bucket its access logs go to. */
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
        { id: 'expire-job-files', prefix: JOBS_PREFIX, expiration: Duration.days(JOB_FILES_EXPIRE_DAYS) },
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
  }
}
