import { describe, expect, it } from 'vitest';
import { allowPrivateHostsFromEnv } from '../../../lambdas/local/local-config';
import { createOutboundGuard } from '../../../lambdas/adapters/outbound/outbound-guard';
import { assertDeliverableUrlResolved, checkDeliverableUrl } from '../../../lambdas/adapters/outbound/url-check';
import type { Resolver } from '../../../lambdas/adapters/outbound/address-vetting';

const resolver = (table: Record<string, string[]>): Resolver => async (hostname) => {
  const found = table[hostname];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const guard = createOutboundGuard({
  resolve: resolver({
    'hooks.example.com': ['93.184.216.34'],
    'internal.example.com': ['93.184.216.34', '192.168.0.10'],
    'v6only.example.com': ['fd00::5'],
  }),
});

describe('§4.6 / §4.7: deliverable URL at create and update time', () => {
  it('accepts a URL whose host resolves only to public addresses', async () => {
    expect(await checkDeliverableUrl('https://hooks.example.com/x', guard)).toMatchObject({ ok: true });
  });

  it('refuses a hostname resolving to a private address, with 400 URL_NOT_DELIVERABLE', async () => {
    expect(await checkDeliverableUrl('https://internal.example.com/x', guard)).toEqual({
      ok: false,
      reason: 'internal.example.com resolves to 192.168.0.10, which is not public (ipv4 private)',
    });
    await expect(assertDeliverableUrlResolved('https://v6only.example.com/x', guard)).rejects.toMatchObject({
      status: 400,
      code: 'URL_NOT_DELIVERABLE',
    });
  });

  it('refuses by URL policy before resolving', async () => {
    expect(await checkDeliverableUrl('http://169.254.169.254/', guard)).toMatchObject({ ok: false });
  });

  it('accepts a name that does not resolve yet (deliveries will fail and count)', async () => {
    expect(await checkDeliverableUrl('https://not-yet-published.example.com/x', guard)).toMatchObject({ ok: true });
  });
});

describe('ALLOW_PRIVATE_HOSTS', () => {
  it('is a comma-separated list, trimmed and lower-cased, empty by default', () => {
    expect(allowPrivateHostsFromEnv({})).toEqual([]);
    expect(allowPrivateHostsFromEnv({ ALLOW_PRIVATE_HOSTS: '' })).toEqual([]);
    expect(allowPrivateHostsFromEnv({ ALLOW_PRIVATE_HOSTS: ' 127.0.0.1, LocalHost ,,::1' })).toEqual(['127.0.0.1', 'localhost', '::1']);
  });
});
