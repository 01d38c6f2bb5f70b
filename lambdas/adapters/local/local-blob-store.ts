import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, normalize, sep } from 'node:path';
import type { BlobStore } from '../../core/ports/blob-store';
import type { Clock } from '../../core/ports/clock';
import type { ExtraRoute } from './http-server';

const PREFIX = '/blobs/';

/**
 * The local twin of S3: files under a folder, served over HTTP at signed,
 * expiring URLs just like presigned S3 URLs.
 */
export function localBlobStore(options: { root: string; baseUrl: () => string; clock: Clock; secret?: Buffer }): BlobStore & { route: ExtraRoute } {
  const secret = options.secret ?? randomBytes(32);
  const pathOf = (key: string) => {
    const path = normalize(join(options.root, key));
    if (!path.startsWith(options.root + sep)) throw new Error(`blob key escapes the store: ${key}`);
    return path;
  };
  const sign = (key: string, expires: number) => createHmac('sha256', secret).update(`${key}\n${expires}`).digest('hex');
  const contentTypes = new Map<string, string>();

  const store: BlobStore & { route: ExtraRoute } = {
    async put(key, data, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
      contentTypes.set(key, contentType);
    },
    async putFile(key, source, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await copyFile(source, path);
      contentTypes.set(key, contentType);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async signedUrl(key, expiresIn) {
      const expires = Math.floor(options.clock.now().getTime() / 1000) + expiresIn;
      return `${options.baseUrl()}${PREFIX}${key.split('/').map(encodeURIComponent).join('/')}?expires=${expires}&signature=${sign(key, expires)}`;
    },
    async route(req: IncomingMessage, res: ServerResponse) {
      const url = new URL(req.url ?? '/', 'http://local');
      if (!url.pathname.startsWith(PREFIX)) return false;
      const key = decodeURIComponent(url.pathname.slice(PREFIX.length));
      const expires = Number(url.searchParams.get('expires'));
      const given = Buffer.from(url.searchParams.get('signature') ?? '', 'hex');
      const expected = Buffer.from(sign(key, expires), 'hex');
      const valid = given.length === expected.length && timingSafeEqual(given, expected);
      const fail = (status: number, error: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error }));
        return true;
      };
      if (!valid) return fail(403, 'Forbidden');
      if (expires * 1000 < options.clock.now().getTime()) return fail(403, 'Link expired');
      try {
        const path = pathOf(key);
        const { size } = await stat(path);
        res.writeHead(200, { 'content-type': contentTypes.get(key) ?? contentTypeOf(key), 'content-length': size });
        if (req.method === 'HEAD') res.end();
        else createReadStream(path).pipe(res);
      } catch {
        return fail(404, 'Not found');
      }
      return true;
    },
  };
  return store;
}

function contentTypeOf(key: string): string {
  if (key.endsWith('.mp4')) return 'video/mp4';
  if (key.endsWith('.json')) return 'application/json';
  if (key.endsWith('.png')) return 'image/png';
  if (key.endsWith('.jpg')) return 'image/jpeg';
  return 'application/octet-stream';
}
