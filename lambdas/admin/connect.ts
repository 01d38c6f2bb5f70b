import { join } from 'node:path';
import { createDb, type Db } from '../adapters/dynamo/client';
import { DEFAULT_TABLE_NAME } from '../adapters/dynamo/table-schema';
import { ensureTable } from '../adapters/dynamo/bootstrap-table';
import { startDynamoDbLocal } from '../adapters/dynamo/dynamodb-local';
import { localQueuesDir, readRuntimeInfo } from '../local/local-config';
import { webhookInbox } from '../local/local-webhooks';
import { dynamoHookStore } from '../adapters/dynamo/hook-store';
import { fanOutPublisher } from '../adapters/webhooks/fan-out-publisher';
import { sqsDeliveryQueue } from '../adapters/webhooks/sqs-delivery-queue';
import type { EventPublisher } from '../core/events/event-publisher';

export interface Connection {
  db: Db;
  /** Where the commands' account events go (user.signup, credits.purchased, subscription.*). */
  events: EventPublisher;
  /** A note for stderr about where the events went. */
  eventsNote?: string;
  close(): Promise<void>;
}

/**
 * Finds the database the operator means: a deployed table when one is named,
 * else the running local stack of DATA_DIR, else that DATA_DIR's database started just for this command.
 * Locally, account events are handed to the stack's durable webhook queue (its inbox), which the
 * stack owns: it delivers them and makes their retries, now or when it next starts.
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
  return {
    db,
    events: fanOutPublisher(dynamoHookStore(db), webhookInbox(localQueuesDir(options.dataDir))),
    eventsNote: running ? undefined : 'no local stack is running on DATA_DIR: account events of this command are delivered when it next starts',
    close: async () => {
      db.raw.destroy();
      await dynamo?.stop();
    },
  };
}
