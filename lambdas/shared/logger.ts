import { Console } from 'node:console';
import { Logger } from '@aws-lambda-powertools/logger';
import { SERVICE_NAME } from './service-name';

/** One structured JSON logger for every handler; never log keys, secrets or data URIs. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? SERVICE_NAME });

/**
 * For a command-line tool, whose stdout carries its result alone (one JSON document): every log
 * line goes to stderr. Powertools writes through a Console of its own, made when the logger is,
 * with no option for the stream; replacing that Console is the one way to move it.
 */
export function logToStderr(): void {
  Object.assign(logger, { console: new Console({ stdout: process.stderr, stderr: process.stderr }) });
}
