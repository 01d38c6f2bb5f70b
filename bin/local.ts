import './runtime-env';
import { JavaMissing } from '../lambdas/adapters/local/dynamodb-local';
import { dataDirFromEnv } from '../lambdas/local/local-config';
import { startLocalStack } from '../lambdas/local/local-stack';

/** `npm start`: the whole service on this machine. */
async function main() {
  const dataDir = dataDirFromEnv();
  const stack = await startLocalStack({
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 3000),
    dataDir,
    demoAccount: true,
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
  console.error(err instanceof JavaMissing ? err.message : err);
  process.exit(1);
});
