import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SCENE_CACHE_RETENTION_DAYS } from '../../core/jobs/blob-keys';
import type { SceneCacheIndex } from '../../core/jobs/scene-cache';
import { awsAdapter } from '../aws/declaration';
import { tableDb, type Db } from './client';
import { SCENE_CACHE_INDEX, SCENE_CACHE_LOOKUP } from './declarations';
import { keys } from './keys';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * The scene cache's index: one item per cached scene under its account, expiring with the
 * bucket's copy (the cache prefix's 7-day lifecycle rule). It answers "is it there?" without
 * listing the bucket, which no function may do.
 */
export function dynamoSceneCacheIndex(db: Db): SceneCacheIndex {
  const { doc, tableName: TableName } = db;
  return {
    async has(userId, key, now) {
      const { Item } = await doc.send(new GetCommand({ TableName, Key: keys.sceneCache(userId, key) }));
      // An expired item may linger until DynamoDB's TTL sweep; it no longer counts.
      return Item !== undefined && Number(Item.expiresAt) > epoch(now);
    },
    async record(userId, key, now) {
      const expiresAt = epoch(now) + SCENE_CACHE_RETENTION_DAYS * 86_400;
      await doc.send(new PutCommand({ TableName, Item: { ...keys.sceneCache(userId, key), type: 'sceneCache', expiresAt } }));
    },
  };
}

/** POST /v1/render quotes reuse from the index. */
export const sceneCacheLookup = awsAdapter({
  ...SCENE_CACHE_LOOKUP,
  create: ({ TABLE_NAME }): Pick<SceneCacheIndex, 'has'> => dynamoSceneCacheIndex(tableDb(TABLE_NAME)),
});

/** The render step looks scenes up and records those it rendered. */
export const sceneCacheIndex = awsAdapter({
  ...SCENE_CACHE_INDEX,
  create: ({ TABLE_NAME }): SceneCacheIndex => dynamoSceneCacheIndex(tableDb(TABLE_NAME)),
});
