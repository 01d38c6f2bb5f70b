/**
 * One local function in a worker thread of its own, as Lambda runs each function apart from the
 * API: it builds the function's handler from the local environment (function-host.ts sends it),
 * reaches the ports its parent owns (queues, the state machines) by message, and answers invocations.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Context } from 'aws-lambda';
import { lambdaContext } from '../adapters/aws/api-gateway-event';
import { localFunctions } from './local-functions';
import { localPorts, type LocalEnvironment, type LocalPorts, type OwnedPorts } from './local-ports';
import type { FromWorker, ToWorker } from './function-messages';

const port = parentPort!;
const { functionName, environment } = workerData as { functionName: string; environment: LocalEnvironment };

const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
let sequence = 0;
const send = (message: FromWorker) => port.postMessage(message);
const call = <T>(target: keyof OwnedPorts, method: string, args: unknown[]) =>
  new Promise<T>((resolve, reject) => {
    const id = ++sequence;
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    send({ kind: 'call', id, target, method, args });
  });

const owned: OwnedPorts = {
  workflow: { start: (jobId) => call('workflow', 'start', [jobId]), stopJob: (jobId) => call('workflow', 'stopJob', [jobId]) },
  callbacks: {
    succeed: (token, output) => call('callbacks', 'succeed', [token, output]),
    fail: (token, error, cause) => call('callbacks', 'fail', [token, error, cause]),
    heartbeat: (token) => call('callbacks', 'heartbeat', [token]),
  },
  stepQueue: { send: (body, options) => call('stepQueue', 'send', [body, options]) },
  deliveryQueue: { send: (deliveries) => call('deliveryQueue', 'send', [deliveries]) },
};

const replaced = environment.portsModule ? ((await import(environment.portsModule)) as { ports: Partial<LocalPorts> }).ports : {};
const handler = (await localFunctions({ ...localPorts(environment, owned), ...replaced }))[functionName];
if (!handler) throw new Error(`no local function ${functionName}`);

port.on('message', async (message: ToWorker) => {
  if (message.kind === 'answer') {
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) waiting?.reject(Object.assign(new Error(message.error.message), { name: message.error.name }));
    else waiting?.resolve(message.value);
    return;
  }
  const context: Context = { ...lambdaContext(functionName, message.requestId), getRemainingTimeInMillis: () => Math.max(0, message.deadline - Date.now()) };
  try {
    send({ kind: 'result', id: message.id, value: await handler(message.event as never, context) });
  } catch (err) {
    const e = err as Error;
    send({ kind: 'result', id: message.id, error: { name: e.name, message: e.message } });
  }
});
send({ kind: 'ready' });
