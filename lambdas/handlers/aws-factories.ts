import { sharedDb } from '../adapters/dynamo/client';
import { dynamoJobStore } from '../adapters/dynamo/job-store';
import { s3BlobStore } from '../adapters/s3/s3-blob-store';
import { requiredEnv } from './composition';

/** The AWS adapters several composition roots share, built the same way for each. */
export const awsJobStore = () => dynamoJobStore(sharedDb());
export const awsBlobStore = () => s3BlobStore(requiredEnv('BUCKET_NAME'));
