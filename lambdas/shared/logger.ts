import { AsyncLocalStorage } from 'node:async_hooks';
import { Console } from 'node:console';
import { LogFormatter, LogItem, Logger } from '@aws-lambda-powertools/logger';
import type { LogAttributes, UnformattedAttributes } from '@aws-lambda-powertools/logger/types';
import { SERVICE_NAME } from './service-name';
import type { Context } from 'aws-lambda';

/**
 * The request (or job step) being handled: the keys added to every line logged while it runs, and the
 * Lambda context of its invocation. Held in async context, not on the logger: the local server runs
 * overlapping requests and workflow steps in one process, where the logger's own appended keys and
 * context would label one invocation's lines with another's ids.
 */
interface LogScope {
  keys: LogAttributes;
  lambdaContext?: UnformattedAttributes['lambdaContext'];
}
const scope = new AsyncLocalStorage<LogScope>();

/** Powertools' standard layout (the scope's Lambda context within a scope), then the scope's keys, then the line's own. */
class ScopedFormatter extends LogFormatter {
  override formatAttributes(attributes: UnformattedAttributes, additional: LogAttributes): LogItem {
    const current = scope.getStore();
    const context = current ? current.lambdaContext : attributes.lambdaContext;
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
    }).addAttributes({ ...current?.keys, ...additional });
  }
}

/** Within a scope, the invocation's context (injectLambdaContext adds it) is the scope's alone; outside one, the logger's, as Powertools keeps it. */
class ScopedLogger extends Logger {
  override addContext(context: Context): void {
    const current = scope.getStore();
    if (!current) return super.addContext(context);
    const { invokedFunctionArn, awsRequestId, memoryLimitInMB, functionName, functionVersion } = context;
    current.lambdaContext = { invokedFunctionArn, awsRequestId, memoryLimitInMB, functionName, functionVersion, coldStart: this.getColdStart() };
  }
}

/** One structured JSON logger for every handler; never log keys, secrets or data URIs. */
export const logger = new ScopedLogger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? SERVICE_NAME, logFormatter: new ScopedFormatter() });

/** Runs `fn` with these keys on every line it logs, however it interleaves with other work. */
export function withLogKeys<T>(keys: LogAttributes, fn: () => T): T {
  const current = scope.getStore();
  return scope.run({ keys: { ...current?.keys, ...keys }, lambdaContext: current?.lambdaContext }, fn);
}

/**
 * Runs `fn` as an invocation of its own, as Lambda runs each: its lines carry these keys and none of
 * the work that started it (the local workflow, started by a request, must not log as that request).
 */
export function withOwnLogKeys<T>(keys: LogAttributes, fn: () => T): T {
  return scope.run({ keys: { ...keys } }, fn);
}

/** Adds keys to the running scope (the account once a key is authenticated); outside any scope it does nothing. */
export function addLogKeys(keys: LogAttributes): void {
  const current = scope.getStore();
  if (current) Object.assign(current.keys, keys);
}

/**
 * For a command-line tool, whose stdout carries its result alone (one JSON document): every log
 * line goes to stderr. Powertools writes through a Console of its own, made when the logger is,
 * with no option for the stream; replacing that Console is the one way to move it.
 */
export function logToStderr(): void {
  Object.assign(logger, { console: new Console({ stdout: process.stderr, stderr: process.stderr }) });
}
