import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger for every handler; never log keys, secrets or data URIs. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'video-service' });
