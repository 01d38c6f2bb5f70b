import './runtime-env';
import type { LogAttributes } from '@aws-lambda-powertools/logger/types';
import { JavaMissing } from '../lambdas/adapters/dynamo/dynamodb-local';
import { dataDirFromEnv } from '../lambdas/local/local-config';
import { startLocalStack } from '../lambdas/local/local-stack';
import { logger } from '../lambdas/shared/logger';

/** A setting the operator got wrong: its message is all they need. */
class ConfigError extends Error {}

/** A positive whole number from the environment, or undefined when unset; anything else stops the start. */
function positiveInt(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new ConfigError(`${name} must be a whole number of at least 1, got "${raw}"`);
  return value;
}

/** Why the HTTP server could not listen, told with the setting that fixes it. */
const LISTEN_FAILURES: Record<string, { setting: 'PORT' | 'HOST'; advice: (host: string, port: number) => string }> = {
  EADDRINUSE: { setting: 'PORT', advice: (host, port) => `port ${port} on ${host} is already in use: stop what holds it, or set PORT to a free port` },
  EACCES: { setting: 'PORT', advice: (host, port) => `port ${port} on ${host} needs privileges this process lacks: set PORT to 1024 or above` },
  EADDRNOTAVAIL: { setting: 'HOST', advice: (host) => `${host} is not an address of this machine: set HOST to one that is` },
};

/** A failed start as one log line: the operator's fix when a setting is the cause, else the error itself. */
function startFailure(err: unknown): [message: string, attributes: LogAttributes] {
  if (err instanceof JavaMissing || err instanceof ConfigError) return [err.message, {}];
  const { syscall, code, address, port } = err as NodeJS.ErrnoException & { address: string; port: number };
  const listen = syscall === 'listen' ? LISTEN_FAILURES[code ?? ''] : undefined;
  if (listen) return [listen.advice(address, port), { host: address, port, setting: listen.setting }];
  return ['the service did not start', { err: err as Error }];
}

/** `npm start`: the whole service on this machine. */
async function main() {
  const dataDir = dataDirFromEnv();
  const starting = startLocalStack({
    host: process.env.HOST ?? '127.0.0.1',
    port: positiveInt('PORT') ?? 3000,
    dataDir,
    demoAccount: true,
    // Rendering and webhook deliveries in threads of their own: nothing they do delays an answer.
    isolate: true,
    renderWorkers: positiveInt('RENDER_WORKERS'),
    renderLimitSeconds: positiveInt('RENDER_LIMIT_SECONDS'),
  });

  // Heard from the first moment: a signal while the stack starts stops it once started (a failed start stops itself).
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    starting.then(
      async (stack) => {
        await stack.stop();
        process.exit(0);
      },
      () => undefined,
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const stack = await starting;
  if (stopping) return;
  console.log(`Video rendering service ready at ${stack.url}  (data in ${dataDir})`);
  if (stack.demo) {
    console.log(`Demo Agency account ${stack.demo.user_id} with 1000 credits. Its API key, shown this once:`);
    console.log(`  ${stack.demo.api_key}`);
    console.log(`Try: curl -s ${stack.url}/v1/me -H "Authorization: Bearer ${stack.demo.api_key}"`);
  }
}

main().catch((err: unknown) => {
  logger.critical(...startFailure(err));
  process.exit(1);
});
