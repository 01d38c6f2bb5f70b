import { join } from 'node:path';
import { createDb, type Db } from '../adapters/dynamo/client';
import { DEFAULT_TABLE_NAME } from '../adapters/dynamo/table-schema';
import { ensureTable } from '../adapters/local/bootstrap-table';
import { startDynamoDbLocal } from '../adapters/local/dynamodb-local';
import { readRuntimeInfo } from '../local/local-config';
import { startLocalWebhooks } from '../local/local-webhooks';
import { dynamoHookStore } from '../adapters/dynamo/hook-store';
import { fanOutPublisher } from '../adapters/webhooks/fan-out-publisher';
import { sqsDeliveryQueue } from '../adapters/webhooks/sqs-delivery-queue';
import type { EventPublisher } from '../core/events/event-publisher';

export interface Connection {
  db: Db;
  /** Where the commands' account events go (user.signup, credits.purchased, subscription.*). */
  events: EventPublisher;
  /** A note for stderr when events cannot be delivered from here. */
  eventsNote?: string;
  close(): Promise<void>;
}

/** How long a local command waits for its events' first delivery attempts before exiting. */
const LOCAL_DELIVERY_WAIT_MS = 15_000;

/** Locally the command runs its own delivery worker (the stack's queue lives in another process). */
function localEvents(db: Db): Pick<Connection, 'events'> & { drain(): Promise<void> } {
  const webhooks = startLocalWebhooks({ db });
  return {
    events: webhooks.publisher,
    async drain() {
      await Promise.race([webhooks.idle(), new Promise((r) => setTimeout(r, LOCAL_DELIVERY_WAIT_MS).unref())]);
      await webhooks.stop();
    },
  };
}

/**
 * Finds the database the operator means: a deployed table when one is named,
 * else the running local stack of DATA_DIR, else that DATA_DIR's database started just for this command.
 */
export async function connect(options: { table?: string; region?: string; dataDir: string }): Promise<Connection> {
  if (options.table) {
    const db = createDb({ tableName: options.table, region: options.region });
    const queueUrl = process.env.WEBHOOK_QUEUE_URL;
    return {
      db,
      events: queueUrl ? fanOutPublisher(dynamoHookStore(db), sqsDeliveryQueue(queueUrl)) : { publish: async () => undefined },
      eventsNote: queueUrl ? undefined : 'WEBHOOK_QUEUE_URL is not set (stack output WebhookQueueUrl): account events were not sent',
      close: async () => db.raw.destroy(),
    };
  }
  const running = readRuntimeInfo(options.dataDir);
  const dynamo = running ? undefined : await startDynamoDbLocal({ dataDir: join(options.dataDir, 'dynamodb') });
  const db = createDb(running ? { tableName: running.tableName, endpoint: running.dynamodbEndpoint } : { tableName: DEFAULT_TABLE_NAME, endpoint: dynamo!.endpoint });
  if (!running) await ensureTable(db);
  const local = localEvents(db);
  return {
    db,
    events: local.events,
    close: async () => {
      await local.drain();
      db.raw.destroy();
      await dynamo?.stop();
    },
  };
}
