import './runtime-env';
import { JavaMissing } from '../lambdas/adapters/dynamo/dynamodb-local';
import { dataDirFromEnv } from '../lambdas/local/local-config';
import { startLocalStack } from '../lambdas/local/local-stack';

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

/** `npm start`: the whole service on this machine. */
async function main() {
  const dataDir = dataDirFromEnv();
  const stack = await startLocalStack({
    host: process.env.HOST ?? '127.0.0.1',
    port: positiveInt('PORT') ?? 3000,
    dataDir,
    demoAccount: true,
    // Rendering and webhook deliveries in threads of their own: nothing they do delays an answer.
    isolate: true,
    renderWorkers: positiveInt('RENDER_WORKERS'),
    renderLimitSeconds: positiveInt('RENDER_LIMIT_SECONDS'),
  });

  console.log(`Video rendering service ready at ${stack.url}  (data in ${dataDir})`);
  if (stack.demo) {
    console.log(`Demo Agency account ${stack.demo.user_id} with 1000 credits. Its API key, shown this once:`);
    console.log(`  ${stack.demo.api_key}`);
    console.log(`Try: curl -s ${stack.url}/v1/me -H "Authorization: Bearer ${stack.demo.api_key}"`);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof JavaMissing || err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
