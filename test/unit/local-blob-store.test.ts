import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTarget } from '../../lambdas/adapters/aws/api-gateway-event';
import { localBlobStore } from '../../lambdas/adapters/s3/local-blob-store';
import { systemClock } from '../../lambdas/core/ports/clock';

const roots: string[] = [];
let server: Server;
let baseUrl = '';
/** The store the server answers with, swapped to play a restart. */
let serving: ReturnType<typeof localBlobStore>;

const store = (root: string) => localBlobStore({ root, baseUrl: () => baseUrl, clock: systemClock });
const folder = () => {
  const root = mkdtempSync(join(tmpdir(), 'blob-store-test-'));
  roots.push(root);
  return root;
};

beforeAll(async () => {
  server = createServer((req, res) => {
    void serving.route(req, res, requestTarget(req.url ?? '/')!).then((served) => served || res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('local blob store: signed URLs survive a restart (issue 14)', () => {
  it('a URL issued before a restart on the same folder is served after it, until it expires', async () => {
    const root = folder();
    const before = store(root);
    await before.put('videos/a.mp4', Buffer.from('video bytes'), 'video/mp4');
    const url = await before.signedUrl('videos/a.mp4', 3600);

    serving = store(root);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('video bytes');
  });

  it('another folder has another key: its store refuses the URL', async () => {
    const issued = store(folder());
    await issued.put('videos/b.mp4', Buffer.from('b'), 'video/mp4');
    const url = await issued.signedUrl('videos/b.mp4', 3600);
    serving = store(folder());
    expect((await fetch(url)).status).toBe(403);
  });

  it('the key file is readable by its owner alone and is not a blob', async () => {
    const root = folder();
    const blobs = store(root);
    expect(statSync(join(root, '.signing-key')).mode & 0o777).toBe(0o600);
    await expect(blobs.get('.signing-key')).rejects.toThrow(/not a blob key/);
    serving = blobs;
    expect((await fetch(await blobs.signedUrl('.signing-key', 60))).status).toBe(404);
  });
});

describe('issue 25: the local blob store answers Range requests as S3 does', () => {
  const bytes = Buffer.from('0123456789');

  it.each([
    ['bytes=0-3', 206, '0123', 'bytes 0-3/10'],
    ['bytes=7-', 206, '789', 'bytes 7-9/10'],
    ['bytes=-2', 206, '89', 'bytes 8-9/10'],
    ['bytes=5-99', 206, '56789', 'bytes 5-9/10'],
    ['bytes=0-1,4-5', 200, '0123456789', null],
    ['items=0-3', 200, '0123456789', null],
  ])('Range: %s → %i', async (range, status, body, contentRange) => {
    serving = store(folder());
    await serving.put('videos/r.mp4', bytes, 'video/mp4');
    const res = await fetch(await serving.signedUrl('videos/r.mp4', 60), { headers: { range } });
    expect(res.status).toBe(status);
    expect(await res.text()).toBe(body);
    expect(res.headers.get('content-range')).toBe(contentRange);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
  });

  it('a range past the end is 416 with the size', async () => {
    serving = store(folder());
    await serving.put('videos/r.mp4', bytes, 'video/mp4');
    const res = await fetch(await serving.signedUrl('videos/r.mp4', 60), { headers: { range: 'bytes=10-' } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('bytes */10');
  });
});

describe('local blob store: content types', () => {
  it('a blob is served with the type it was put with, also by another store on the same folder (a render worker wrote it)', async () => {
    const root = folder();
    const writer = store(root);
    await writer.put('videos/c.vtt', 'WEBVTT\n', 'text/vtt; charset=utf-8');
    await writer.put('videos/c.mp4', Buffer.from('mp4'), 'video/mp4');
    await writer.put('videos/c.jpg', Buffer.from('jpg'), 'image/jpeg');
    serving = store(root);
    for (const [key, type] of [['videos/c.vtt', 'text/vtt; charset=utf-8'], ['videos/c.mp4', 'video/mp4'], ['videos/c.jpg', 'image/jpeg']]) {
      const res = await fetch(await writer.signedUrl(key!, 60));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
    }
  });

  it('the record of a type is no blob: its path cannot be read or served', async () => {
    const root = folder();
    const blobs = store(root);
    await blobs.put('videos/d.vtt', 'WEBVTT\n', 'text/vtt; charset=utf-8');
    await expect(blobs.get('.content-types/videos/d.vtt')).rejects.toThrow(/not a blob key/);
    serving = blobs;
    expect((await fetch(await blobs.signedUrl('.content-types/videos/d.vtt', 60))).status).toBe(404);
  });
});
