/**
 * The local stack in a process of its own, started as `npm start` starts it (DATA_DIR, its own
 * DynamoDB Local) but with webhook retries seconds apart, so that a test can kill -9 it and start
 * it again. Prints `READY {"url","dynamodbEndpoint","tableName"}` once it serves.
 */
import { startLocalStack } from '../../lambdas/local/local-stack';

const retrySeconds = Number(process.env.RETRY_SECONDS ?? '3');
const stack = await startLocalStack({
  dataDir: process.env.DATA_DIR,
  port: 0,
  webhooks: { delivery: { attemptTimeoutMs: 5_000, retryDelaysSeconds: [retrySeconds, retrySeconds], claimLeaseSeconds: 90 } },
});
console.log(`READY ${JSON.stringify({ url: stack.url, dynamodbEndpoint: stack.dynamodbEndpoint, tableName: stack.tableName })}`);
process.on('SIGTERM', () => void stack.stop().then(() => process.exit(0)));
