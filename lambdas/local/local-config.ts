import { readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FunctionSize } from '../core/settings';
import { SCENE_CACHE_PREFIX } from '../core/jobs/blob-keys';

/** Where a running local stack says how to reach it, so the admin CLI finds its database. */
export interface LocalRuntimeInfo {
  url: string;
  dynamodbEndpoint: string;
  tableName: string;
  pid: number;
}

export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.DATA_DIR ?? '.data');
}

const infoPath = (dataDir: string) => join(dataDir, 'local-stack.json');

export function writeRuntimeInfo(dataDir: string, info: LocalRuntimeInfo): void {
  writeFileSync(infoPath(dataDir), JSON.stringify(info, null, 2));
}

export function readRuntimeInfo(dataDir: string): LocalRuntimeInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(infoPath(dataDir), 'utf8')) as LocalRuntimeInfo;
    process.kill(info.pid, 0); // throws when that stack is no longer running
    return info;
  } catch {
    return undefined;
  }
}

export function clearRuntimeInfo(dataDir: string): void {
  rmSync(infoPath(dataDir), { force: true });
}

/** Where the stack keeps its durable queues (one folder each); the admin CLI sends deliveries there too. */
export const localQueuesDir = (dataDir: string) => join(dataDir, 'queues');

/**
 * ALLOW_PRIVATE_HOSTS: comma-separated hosts exempt from the private-address refusal, so a
 * local stack can deliver to a receiver on 127.0.0.1. Read by the local stack alone; a deployed
 * function never allows a private address.
 */
export function allowPrivateHostsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.ALLOW_PRIVATE_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
}

/** A function's size with its time limit multiplied by the stack's time scale (tests run the hour in seconds). */
export function scaledSize(size: FunctionSize, timeScale: number): FunctionSize {
  return { ...size, timeoutSeconds: size.timeoutSeconds * timeScale };
}

/**
 * The local scene cache's bound (S3 bounds the deployed one by its 7-day expiry): past this many
 * bytes, the least recently written entries are evicted. `LOCAL_SCENE_CACHE_MB` overrides it.
 */
export const LOCAL_SCENE_CACHE = {
  prefix: SCENE_CACHE_PREFIX,
  maxBytes: Number(process.env.LOCAL_SCENE_CACHE_MB ?? 2_048) * 1024 * 1024,
};
