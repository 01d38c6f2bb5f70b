/**
 * The local stack in a process of its own, started as `npm start` starts it (DATA_DIR, its own
 * DynamoDB Local, the render step and deliveries in threads of their own) but with webhook retries
 * RETRY_SECONDS apart and every workflow limit times TIME_SCALE, so that a test can kill -9 it and
 * start it again. Prints `READY {"url","dynamodbEndpoint","tableName"}` once it serves.
 */
import { startLocalStack } from '../../lambdas/local/local-stack';

const retrySeconds = Number(process.env.RETRY_SECONDS ?? '3');
const stack = await startLocalStack({
  dataDir: process.env.DATA_DIR,
  port: 0,
  isolate: true,
  timeScale: Number(process.env.TIME_SCALE ?? '1'),
  webhooks: { delivery: { attemptTimeoutMs: 5_000, retryDelaysSeconds: [retrySeconds, retrySeconds] } },
});
console.log(`READY ${JSON.stringify({ url: stack.url, dynamodbEndpoint: stack.dynamodbEndpoint, tableName: stack.tableName })}`);
process.on('SIGTERM', () => void stack.stop().then(() => process.exit(0)));
