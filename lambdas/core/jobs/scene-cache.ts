import type { Log } from '../ports/log';
import type { BlobStore } from '../ports/blob-store';
import { sceneCachePrefix } from './blob-keys';

/**
 * The account's scene cache: each rendered scene in each aspect, keyed by `sceneCacheKey`, kept
 * SCENE_CACHE_RETENTION_DAYS. Its files are in the blob store (one folder per entry, with
 * `files.json` listing them); the index says which entries exist without listing the bucket, and
 * is written only once every file is stored, so an entry cut short is never found.
 */
export interface SceneCacheIndex {
  /** True while the account's entry is reusable (recorded within the retention). */
  has(userId: string, key: string, now: Date): Promise<boolean>;
  record(userId: string, key: string, now: Date): Promise<void>;
}

const FILE_LIST = 'files.json';

/**
 * The entry's files, name → bytes; undefined when it is not indexed or has lost a file since
 * (evicted by the local store's size bound; the bucket answers a missing key with an error, as
 * no function may list it): the scene is rendered again then.
 */
export async function readCached(
  blobs: Pick<BlobStore, 'get'>,
  index: Pick<SceneCacheIndex, 'has'>,
  entry: { userId: string; key: string; now: Date },
  log: Pick<Log, 'warn'>,
): Promise<Map<string, Buffer> | undefined> {
  if (!(await index.has(entry.userId, entry.key, entry.now))) return undefined;
  const prefix = sceneCachePrefix(entry.userId, entry.key);
  try {
    const list = await blobs.get(prefix + FILE_LIST);
    if (!list) return undefined;
    const names = JSON.parse(list.toString('utf8')) as string[];
    const files = await Promise.all(names.map(async (name) => [name, await blobs.get(prefix + name)] as const));
    if (files.some(([, data]) => data === undefined)) return undefined;
    return new Map(files as [string, Buffer][]);
  } catch (err) {
    log.warn('a cached scene could not be read; it is rendered again', { key: entry.key, err: err as Error });
    return undefined;
  }
}

/** Keeps a rendered scene's files (already on disk) for reuse: the files, their list, then the index. */
export async function storeCached(
  blobs: Pick<BlobStore, 'put' | 'putFile'>,
  index: Pick<SceneCacheIndex, 'record'>,
  entry: { userId: string; key: string; now: Date },
  files: readonly { name: string; path: string }[],
): Promise<void> {
  const prefix = sceneCachePrefix(entry.userId, entry.key);
  await Promise.all(files.map((f) => blobs.putFile(prefix + f.name, f.path, 'application/octet-stream')));
  await blobs.put(prefix + FILE_LIST, JSON.stringify(files.map((f) => f.name)), 'application/json');
  await index.record(entry.userId, entry.key, entry.now);
}
