import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, normalize, relative, sep } from 'node:path';
import type { BlobStore } from '../../core/ports/blob-store';
import type { Clock } from '../../core/ports/clock';
import type { ExtraRoute, RequestTarget } from '../aws/api-gateway-event';

const PREFIX = '/blobs/';
/** The URL-signing key lives beside the blobs, under a name no blob key may take. */
const SECRET_FILE = '.signing-key';
/**
 * Each blob's content type, as its writer gave it, in a file of the same key under this folder
 * (no blob key may start with it): stores in other threads or processes on the same folder (the
 * local stack's render workers) then serve a blob with the type it was put with, as S3 does.
 */
const TYPES_DIR = '.content-types';

/**
 * The local twin of S3: files under a folder, served over HTTP at signed,
 * expiring URLs just like presigned S3 URLs. The signing key is kept in the folder,
 * so a URL issued before a restart on the same folder works until it expires.
 */
export function localBlobStore(options: {
  root: string;
  baseUrl: () => string;
  clock: Clock;
  /** A prefix whose entries (`<prefix><owner>/<entry>/…`) are evicted, least recently written first, past `maxBytes`. */
  bounded?: { prefix: string; maxBytes: number };
}): BlobStore & { route: ExtraRoute } {
  const secret = signingKey(options.root);
  const bound = options.bounded;
  let evicting: Promise<void> = Promise.resolve();
  const afterWrite = (key: string) => {
    if (!bound || !key.startsWith(bound.prefix)) return Promise.resolve();
    // One sweep at a time: two would count the same entries and evict twice as much.
    evicting = evicting.then(() => evictOldest(join(options.root, bound.prefix), bound.maxBytes));
    return evicting;
  };
  const pathOf = (key: string) => {
    const path = normalize(join(options.root, key));
    if (!path.startsWith(options.root + sep) || path === join(options.root, SECRET_FILE) || path.startsWith(join(options.root, TYPES_DIR) + sep)) {
      throw new Error(`not a blob key: ${key}`);
    }
    return path;
  };
  const sign = (key: string, expires: number) => createHmac('sha256', secret).update(`${key}\n${expires}`).digest('hex');
  const typePath = (key: string) => join(options.root, TYPES_DIR, relative(options.root, pathOf(key)));
  const keepType = async (key: string, contentType: string) => {
    await mkdir(dirname(typePath(key)), { recursive: true });
    await writeFile(typePath(key), contentType);
  };
  const typeOf = async (key: string) => {
    try {
      return await readFile(typePath(key), 'utf8');
    } catch {
      return contentTypeOf(key);
    }
  };

  /** Every write: the object's folder, its bytes, its content type, then the store's bookkeeping. */
  async function write(key: string, contentType: string, bytes: (path: string) => Promise<void>): Promise<void> {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await bytes(path);
    await keepType(key, contentType);
    await afterWrite(key);
  }

  const store: BlobStore & { route: ExtraRoute } = {
    put: (key, data, contentType) => write(key, contentType, (path) => writeFile(path, data)),
    putFile: (key, source, contentType) => write(key, contentType, (path) => copyFile(source, path)),
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async delete(key) {
      await Promise.all([rm(pathOf(key), { force: true }), rm(typePath(key), { force: true })]);
    },
    async signedUrl(key, expiresIn) {
      const expires = Math.floor(options.clock.now().getTime() / 1000) + expiresIn;
      return `${options.baseUrl()}${PREFIX}${key.split('/').map(encodeURIComponent).join('/')}?expires=${expires}&signature=${sign(key, expires)}`;
    },
    async route(req: IncomingMessage, res: ServerResponse, { path: urlPath, query }: RequestTarget) {
      if (!urlPath.startsWith(PREFIX)) return false;
      const key = decodeURIComponent(urlPath.slice(PREFIX.length));
      const expires = Number(query.get('expires'));
      const given = Buffer.from(query.get('signature') ?? '', 'hex');
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
        const headers = { 'content-type': await typeOf(key), 'accept-ranges': 'bytes' };
        const range = byteRange(req.headers.range, size);
        if (range === 'unsatisfiable') {
          res.writeHead(416, { ...headers, 'content-range': `bytes */${size}` });
          res.end();
          return true;
        }
        // As S3 answers: one range → 206 with its bytes; none (or several, which S3 does not serve either) → the whole object.
        const { start, end } = range ?? { start: 0, end: size - 1 };
        res.writeHead(range ? 206 : 200, {
          ...headers,
          'content-length': Math.max(0, end - start + 1),
          ...(range ? { 'content-range': `bytes ${start}-${end}/${size}` } : {}),
        });
        if (req.method === 'HEAD' || size === 0) res.end();
        else createReadStream(path, { start, end }).pipe(res);
      } catch {
        return fail(404, 'Not found');
      }
      return true;
    },
  };
  return store;
}

/**
 * Keeps the entries under `dir` (folders two levels down: owner, entry) within `maxBytes`,
 * removing the least recently written first. An entry's time is its newest file's.
 */
async function evictOldest(dir: string, maxBytes: number): Promise<void> {
  const entries: { path: string; bytes: number; at: number }[] = [];
  for (const owner of await readdir(dir).catch(() => [] as string[])) {
    for (const name of await readdir(join(dir, owner)).catch(() => [] as string[])) {
      const path = join(dir, owner, name);
      const files = await Promise.all((await readdir(path).catch(() => [] as string[])).map((f) => stat(join(path, f)).catch(() => null)));
      const present = files.filter((f) => f !== null);
      entries.push({ path, bytes: present.reduce((sum, f) => sum + f.size, 0), at: Math.max(0, ...present.map((f) => f.mtimeMs)) });
    }
  }
  let total = entries.reduce((sum, e) => sum + e.bytes, 0);
  for (const entry of entries.sort((a, b) => a.at - b.at)) {
    if (total <= maxBytes) break;
    await rm(entry.path, { recursive: true, force: true });
    total -= entry.bytes;
  }
}

/**
 * The store's signing key: read from the folder, or made there once (owner-only). It is written
 * whole under a temporary name and linked into place, so a crash never leaves a short key and
 * two stores starting together agree on one.
 */
function signingKey(root: string): Buffer {
  const file = join(root, SECRET_FILE);
  mkdirSync(root, { recursive: true });
  const draft = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, randomBytes(32), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file);
}

/**
 * A single `bytes=` range of RFC 9110 §14.1.2 (`a-b`, `a-`, `-n`) within an object of `size`
 * bytes; undefined for no range, a malformed one or several (the whole object is sent then).
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  return start >= size ? 'unsatisfiable' : { start, end };
}

/** The type of a file put there by hand (no record of its writer's): by its extension. */
function contentTypeOf(key: string): string {
  if (key.endsWith('.mp4')) return 'video/mp4';
  if (key.endsWith('.json')) return 'application/json';
  if (key.endsWith('.png')) return 'image/png';
  if (key.endsWith('.jpg')) return 'image/jpeg';
  if (key.endsWith('.vtt')) return 'text/vtt; charset=utf-8';
  return 'application/octet-stream';
}
