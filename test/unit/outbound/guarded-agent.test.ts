import { readFileSync } from 'node:fs';
import { createServer as createTlsServer } from 'node:tls';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolvePublicAddresses, systemResolver } from '../../../lambdas/adapters/outbound/address-vetting';
import type { ResolvedAddress, Resolver } from '../../../lambdas/adapters/outbound/address-vetting';
import { createGuardedAgents, guardedRequest, type GuardedAgents } from '../../../lambdas/adapters/outbound/guarded-agent';
import { startReceiver } from './local-receiver';
import type { LocalReceiver } from './local-receiver';

/** A resolver answering from a fixed table, counting how often it is asked. */
function tableResolver(table: Record<string, string[]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    calls.push(hostname);
    return (table[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}

const get = (url: string, agents: GuardedAgents) => guardedRequest(new URL(url), { method: 'GET', signal: AbortSignal.timeout(5_000) }, agents);

async function refusal(url: string, agents: GuardedAgents): Promise<unknown> {
  return get(url, agents).then(
    (response) => {
      response.destroy();
      return 'connected';
    },
    (err: unknown) => err,
  );
}

async function json(response: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of response) text += String(chunk);
  return JSON.parse(text);
}

function close(agents: GuardedAgents): void {
  agents.http.destroy();
  agents.https.destroy();
}

/** Canonical non-public addresses a hostile DNS answer could contain. */
const NON_PUBLIC_ANSWERS = [
  '127.0.0.1', '127.53.0.1', '10.0.0.1', '172.16.0.1', '192.168.1.1', '169.254.169.254', '169.254.170.2',
  '100.64.0.1', '0.0.0.0', '224.0.0.251', '255.255.255.255', '192.0.2.1', '198.18.0.1', '240.0.0.1',
  '::1', '::', 'fe80::1', 'fc00::1', 'fd00:ec2::254', 'ff02::1', '::ffff:127.0.0.1', '::ffff:169.254.169.254',
  '64:ff9b::7f00:1', '64:ff9b::a9fe:a9fe', '2002:a9fe:a9fe::1', '::7f00:1', '2001:db8::1', 'fec0::1',
];

let receiver: LocalReceiver;
beforeAll(async () => {
  receiver = await startReceiver((req, res) => res.end(JSON.stringify({ host: req.headers.host })));
});
afterAll(() => receiver.close());

describe('outbound guard at connect time (DNS)', () => {
  it.each(NON_PUBLIC_ANSWERS)('a hostname resolving to %s is refused before connecting', async (address) => {
    const agent = createGuardedAgents({ allowPrivateHosts: [], resolve: tableResolver({ 'evil.example.com': [address] }) });
    const err = await refusal(`http://evil.example.com:${receiver.port}/`, agent);
    expect(err).toMatchObject({ code: 'ERR_OUTBOUND_REFUSED' });
    close(agent);
  });

  it('a hostname resolving to 127.0.0.1 where a server really listens is refused, and the server gets nothing', async () => {
    const before = receiver.received.length;
    const agent = createGuardedAgents({ allowPrivateHosts: [], resolve: tableResolver({ 'rebind.example.com': ['127.0.0.1'] }) });
    expect(await refusal(`http://rebind.example.com:${receiver.port}/`, agent)).toMatchObject({ code: 'ERR_OUTBOUND_REFUSED' });
    expect(receiver.received.length).toBe(before);
    close(agent);
  });

  it('refuses when ANY resolved address is non-public, even if a public one comes first', async () => {
    const agent = createGuardedAgents({
      allowPrivateHosts: [],
      resolve: tableResolver({ 'mixed.example.com': ['93.184.216.34', '2606:2800:220:1::1', '10.1.2.3'] }),
    });
    expect(await refusal(`http://mixed.example.com:${receiver.port}/`, agent)).toMatchObject({ code: 'ERR_OUTBOUND_REFUSED' });
    close(agent);
  });

  it('passes public answers through unchanged', async () => {
    const resolve = tableResolver({ 'public.example.com': ['93.184.216.34', '2606:2800:220:1::1'] });
    await expect(resolvePublicAddresses('public.example.com', { allowPrivateHosts: [], resolve })).resolves.toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1::1', family: 6 },
    ]);
  });

  it('connects to the vetted address with one resolution and keeps the Host header (ALLOW-listed name)', async () => {
    const resolve = tableResolver({ 'hooks.test': ['127.0.0.1'] });
    const agent = createGuardedAgents({ allowPrivateHosts: ['hooks.test'], resolve });
    const response = await get(`http://hooks.test:${receiver.port}/`, agent);
    expect(response.statusCode).toBe(200);
    expect(await json(response)).toEqual({ host: `hooks.test:${receiver.port}` });
    expect(resolve.calls).toEqual(['hooks.test']);
    close(agent);
  });

  it('a name that does not resolve fails without connecting', async () => {
    const agent = createGuardedAgents({ allowPrivateHosts: [], resolve: tableResolver({}) });
    expect(await refusal('http://nowhere.example.com/', agent)).toMatchObject({ code: 'ENOTFOUND' });
    close(agent);
  });
});

describe('outbound guard at connect time (literal IPs, which never reach lookup)', () => {
  it.each(['127.0.0.1', '[::1]', '[::ffff:127.0.0.1]', '169.254.169.254', '10.0.0.1'])(
    'http://%s is refused by the agent itself, without the URL policy',
    async (host) => {
      const resolve = tableResolver({});
      const agent = createGuardedAgents({ allowPrivateHosts: [], resolve });
      expect(await refusal(`http://${host}:${receiver.port}/`, agent)).toMatchObject({ code: 'ERR_OUTBOUND_REFUSED' });
      expect(resolve.calls).toEqual([]);
      close(agent);
    },
  );

  it('an ALLOW-listed literal IP connects', async () => {
    const agent = createGuardedAgents({ allowPrivateHosts: ['127.0.0.1'], resolve: tableResolver({}) });
    const response = await get(receiver.url('/'), agent);
    expect(response.statusCode).toBe(200);
    response.resume();
    close(agent);
  });
});

describe('TLS through the guard', () => {
  it('sends the hostname as SNI, not the vetted IP', async () => {
    const fixtures = new URL('./fixtures/', import.meta.url);
    const seen: string[] = [];
    const server = createTlsServer({
      key: readFileSync(new URL('tls-key.pem', fixtures)),
      cert: readFileSync(new URL('tls-cert.pem', fixtures)),
      SNICallback: (servername, done) => {
        seen.push(servername);
        done(null);
      },
    });
    server.on('tlsClientError', () => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = createGuardedAgents({ allowPrivateHosts: ['hooks.test'], resolve: tableResolver({ 'hooks.test': ['127.0.0.1'] }) });
    // The self-signed certificate is rejected; the ClientHello has already carried the SNI.
    await refusal(`https://hooks.test:${port}/`, agent);
    expect(seen).toEqual(['hooks.test']);
    close(agent);
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('the default (system) resolver', () => {
  it('answers localhost with loopback addresses, which the guard refuses', async () => {
    const addresses = await systemResolver('localhost');
    expect(addresses.length).toBeGreaterThan(0);
    await expect(resolvePublicAddresses('localhost', { allowPrivateHosts: [], resolve: systemResolver })).rejects.toMatchObject({
      code: 'ERR_OUTBOUND_REFUSED',
    });
  });
});
