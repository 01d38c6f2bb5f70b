import type { BlobStore } from '../ports/blob-store';
import { sceneCachePrefix } from './blob-keys';

/**
 * The account's scene cache in the blob store: one folder per rendered scene and aspect, keyed by
 * `sceneCacheKey`, holding the scene's files and, written last, `files.json` listing them. An
 * entry is there when its list is: a scene whose upload was cut short is never found.
 */
const FILE_LIST = 'files.json';

const listKey = (userId: string, key: string) => sceneCachePrefix(userId, key) + FILE_LIST;

/** True when the entry can be reused now (POST /v1/render's quote; the render step looks again). */
export async function isCached(blobs: Pick<BlobStore, 'get'>, userId: string, key: string): Promise<boolean> {
  return (await blobs.get(listKey(userId, key))) !== undefined;
}

/** The entry's files, name → bytes; undefined when it is absent or lost a file since (expired, evicted). */
export async function readCached(blobs: Pick<BlobStore, 'get'>, userId: string, key: string): Promise<Map<string, Buffer> | undefined> {
  const list = await blobs.get(listKey(userId, key));
  if (!list) return undefined;
  const names = JSON.parse(list.toString('utf8')) as string[];
  const files = await Promise.all(names.map(async (name) => [name, await blobs.get(sceneCachePrefix(userId, key) + name)] as const));
  if (files.some(([, data]) => data === undefined)) return undefined;
  return new Map(files as [string, Buffer][]);
}

/** Keeps a rendered scene's files (already on disk) for reuse; the list goes last. */
export async function storeCached(
  blobs: Pick<BlobStore, 'put' | 'putFile'>,
  userId: string,
  key: string,
  files: readonly { name: string; path: string }[],
): Promise<void> {
  const prefix = sceneCachePrefix(userId, key);
  await Promise.all(files.map((f) => blobs.putFile(prefix + f.name, f.path, 'application/octet-stream')));
  await blobs.put(prefix + FILE_LIST, JSON.stringify(files.map((f) => f.name)), 'application/json');
}
