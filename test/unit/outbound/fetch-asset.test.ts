import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeDataUri } from '../../../lambdas/render/data-uri';
import { createAssetFetcher, MAX_REDIRECTS } from '../../../lambdas/adapters/outbound/fetch-asset';
import { OutboundRefusedError } from '../../../lambdas/adapters/outbound/address-vetting';
import { createOutboundGuard } from '../../../lambdas/adapters/outbound/outbound-guard';
import { startReceiver } from './local-receiver';
import type { LocalReceiver } from './local-receiver';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const limits = { maxBytes: 1000, timeoutMs: 2000 };

let receiver: LocalReceiver;
const fetcher = () => createAssetFetcher(createOutboundGuard({ allowPrivateHosts: ['127.0.0.1'] }));

beforeAll(async () => {
  receiver = await startReceiver((req, res) => {
    const hops = /^\/hop\/(\d+)$/.exec(req.path);
    if (hops) {
      const left = Number(hops[1]);
      res.writeHead(302, { location: left === 0 ? '/logo.png' : `/hop/${left - 1}` }).end();
      return;
    }
    switch (req.path) {
      case '/logo.png':
        res.writeHead(200, { 'content-type': 'image/png' }).end(png);
        return;
      case '/to-metadata':
        res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        return;
      case '/declared-big':
        res.writeHead(200, { 'content-length': '5000' }).end('y'.repeat(5000));
        return;
      case '/streamed-big':
        res.writeHead(200);
        for (let i = 0; i < 10; i++) res.write('z'.repeat(500));
        res.end();
        return;
      case '/slow':
        setTimeout(() => res.end('late'), 2_000);
        return;
      default:
        res.writeHead(404).end('missing');
    }
  });
});
afterAll(() => receiver.close());

describe('asset fetcher over http(s)', () => {
  it('returns the bytes of a 2xx', async () => {
    expect(await fetcher().fetch(receiver.url('/logo.png'), limits)).toEqual(png);
  });

  it(`follows up to ${MAX_REDIRECTS} redirects and refuses more`, async () => {
    expect(await fetcher().fetch(receiver.url(`/hop/${MAX_REDIRECTS - 1}`), limits)).toEqual(png);
    await expect(fetcher().fetch(receiver.url(`/hop/${MAX_REDIRECTS}`), limits)).rejects.toThrow(/more than 5 redirects/);
  });

  it('refuses a redirect into a private address (each hop is judged again)', async () => {
    const err = await fetcher().fetch(receiver.url('/to-metadata'), limits).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OutboundRefusedError);
    expect((err as Error).message).toMatch(/169\.254\.169\.254.*linkLocal/);
  });

  it('refuses a private URL when it is not ALLOW-listed, without contacting it', async () => {
    const before = receiver.received.length;
    const strict = createAssetFetcher(createOutboundGuard());
    await expect(strict.fetch(receiver.url('/logo.png'), limits)).rejects.toBeInstanceOf(OutboundRefusedError);
    expect(receiver.received.length).toBe(before);
  });

  it('refuses a hostname that resolves to a private address', async () => {
    const rebinding = createAssetFetcher(createOutboundGuard({ resolve: async () => [{ address: '10.0.0.7', family: 4 }] }));
    await expect(rebinding.fetch('https://cdn.example.com/logo.png', limits)).rejects.toThrow(/resolves to 10\.0\.0\.7/);
  });

  it('stops at maxBytes, whether the size is declared or streamed', async () => {
    await expect(fetcher().fetch(receiver.url('/declared-big'), limits)).rejects.toThrow(/larger than 1000 bytes/);
    await expect(fetcher().fetch(receiver.url('/streamed-big'), limits)).rejects.toThrow(/larger than 1000 bytes/);
  });

  it('fails on a non-2xx status and on a timeout', async () => {
    await expect(fetcher().fetch(receiver.url('/nope'), limits)).rejects.toThrow(/HTTP 404/);
    await expect(fetcher().fetch(receiver.url('/slow'), { maxBytes: 1000, timeoutMs: 200 })).rejects.toThrow(/timed out after 200 ms/);
  });

  it('refuses schemes other than http(s) and data', async () => {
    await expect(fetcher().fetch('file:///etc/passwd', limits)).rejects.toBeInstanceOf(OutboundRefusedError);
  });
});

describe('asset fetcher for data: URIs', () => {
  it('decodes base64 and percent-encoded data', async () => {
    expect(await fetcher().fetch(`data:image/png;base64,${png.toString('base64')}`, limits)).toEqual(png);
    expect(decodeDataUri('data:image/svg+xml,%3Csvg%2F%3E', 100).toString()).toBe('<svg/>');
    expect(decodeDataUri('DATA:;BASE64,aGk=', 100).toString()).toBe('hi');
  });

  it('refuses a data: URI over maxBytes and malformed ones', () => {
    const big = `data:application/octet-stream;base64,${Buffer.alloc(2000).toString('base64')}`;
    expect(() => decodeDataUri(big, 1000)).toThrow(/larger than 1000 bytes/);
    expect(() => decodeDataUri(`data:text/plain,${'a'.repeat(101)}`, 100)).toThrow(/larger than 100 bytes/);
    expect(() => decodeDataUri('data:text/plain;base64', 100)).toThrow(/malformed/);
    expect(() => decodeDataUri('data:text/plain,%E0%A4%A', 100)).toThrow(/malformed/);
  });
});
