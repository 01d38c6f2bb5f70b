import { AsyncLocalStorage } from 'node:async_hooks';
import { Console } from 'node:console';
import { LogFormatter, LogItem, Logger } from '@aws-lambda-powertools/logger';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';
import { SERVICE_NAME } from './service-name';

/**
 * Keys of the request (or job step) being handled, added to every line logged while it runs. Held in
 * async context, not on the logger: the local server runs overlapping requests in one process, where
 * the logger's own appended keys would label one request's lines with another's id.
 */
const scope = new AsyncLocalStorage<LogAttributes>();

/** Powertools' standard layout, then the scope's keys, then the line's own. */
class ScopedFormatter extends LogFormatter {
  override formatAttributes(attributes: UnformattedAttributes, additional: LogAttributes): LogItem {
    const context = attributes.lambdaContext;
    return new LogItem({
      attributes: {
        level: attributes.logLevel,
        message: attributes.message,
        timestamp: this.formatTimestamp(attributes.timestamp),
        service: attributes.serviceName,
        cold_start: context?.coldStart,
        function_arn: context?.invokedFunctionArn,
        function_memory_size: context?.memoryLimitInMB,
        function_name: context?.functionName,
        function_request_id: context?.awsRequestId,
        sampling_rate: attributes.sampleRateValue,
        xray_trace_id: attributes.xRayTraceId,
      },
    }).addAttributes({ ...scope.getStore(), ...additional });
  }
}

/** One structured JSON logger for every handler; never log keys, secrets or data URIs. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? SERVICE_NAME, logFormatter: new ScopedFormatter() });

/** Runs `fn` with these keys on every line it logs, however it interleaves with other work. */
export function withLogKeys<T>(keys: LogAttributes, fn: () => T): T {
  return scope.run({ ...scope.getStore(), ...keys }, fn);
}

/** Adds keys to the running scope (the account once a key is authenticated); outside any scope it does nothing. */
export function addLogKeys(keys: LogAttributes): void {
  const current = scope.getStore();
  if (current) Object.assign(current, keys);
}

/**
 * For a command-line tool, whose stdout carries its result alone (one JSON document): every log
 * line goes to stderr. Powertools writes through a Console of its own, made when the logger is,
 * with no option for the stream; replacing that Console is the one way to move it.
 */
export function logToStderr(): void {
  Object.assign(logger, { console: new Console({ stdout: process.stderr, stderr: process.stderr }) });
}
