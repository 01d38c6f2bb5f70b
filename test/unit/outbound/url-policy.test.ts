import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lambdas/core/errors';
import {
  assertDeliverableUrl,
  checkOutboundUrl,
  classifyAddress,
  classifyHost,
} from '../../../lambdas/core/outbound/url-policy';

/** [URL, why it must be refused] */
const REFUSED: Array<[string, string]> = [
  ['http://127.0.0.1/', 'loopback'],
  ['http://127.255.255.254:8080/x', 'loopback, whole /8'],
  ['http://127.0.0.1:22/', 'loopback on another port'],
  ['http://localhost/', 'localhost'],
  ['http://LOCALHOST./', 'localhost, upper case with root dot'],
  ['http://api.localhost/', 'RFC 6761 *.localhost'],
  ['http://2130706433/', 'decimal 127.0.0.1'],
  ['http://0x7f000001/', 'hex 127.0.0.1'],
  ['http://0177.0.0.1/', 'octal 127.0.0.1'],
  ['http://017700000001/', 'octal 32-bit 127.0.0.1'],
  ['http://127.1/', 'short 127.0.0.1'],
  ['http://0x7f.1/', 'short hex 127.0.0.1'],
  ['http://0xA9.0xFE.0xA9.0xFE/', 'hex 169.254.169.254'],
  ['http://①②⑦.0.0.1/', 'IDNA-mapped digits of 127.0.0.1'],
  ['http://0/', 'bare 0 = 0.0.0.0'],
  ['http://0.0.0.0/', 'unspecified'],
  ['http://10.0.0.1/', 'private 10/8'],
  ['http://172.16.0.1/', 'private 172.16/12'],
  ['http://172.31.255.255/', 'private 172.16/12, top'],
  ['http://192.168.1.1/', 'private 192.168/16'],
  ['http://169.254.169.254/latest/meta-data/', 'cloud metadata, link-local'],
  ['http://169.254.170.2/v2/credentials', 'ECS credentials, link-local'],
  ['http://100.64.0.1/', 'CGNAT'],
  ['http://100.127.255.254/', 'CGNAT, top'],
  ['http://224.0.0.1/', 'multicast'],
  ['http://239.255.255.250/', 'multicast SSDP'],
  ['http://255.255.255.255/', 'broadcast'],
  ['http://192.0.2.1/', 'TEST-NET-1 documentation'],
  ['http://198.51.100.7/', 'TEST-NET-2 documentation'],
  ['http://203.0.113.9/', 'TEST-NET-3 documentation'],
  ['http://198.18.0.1/', 'benchmarking'],
  ['http://240.0.0.1/', 'reserved class E'],
  ['http://192.0.0.8/', 'IETF protocol assignments'],
  ['http://[::1]/', 'IPv6 loopback'],
  ['http://[::]/', 'IPv6 unspecified'],
  ['http://[fe80::1]/', 'IPv6 link-local'],
  ['http://[fc00::1]/', 'IPv6 unique-local'],
  ['http://[fd00:ec2::254]/', 'IPv6 unique-local (AWS metadata)'],
  ['http://[fec0::1]/', 'IPv6 deprecated site-local'],
  ['http://[ff02::1]/', 'IPv6 multicast'],
  ['http://[::ffff:127.0.0.1]/', 'IPv4-mapped loopback'],
  ['http://[::ffff:7f00:1]/', 'IPv4-mapped loopback, hex form'],
  ['http://[0:0:0:0:0:ffff:169.254.169.254]/', 'IPv4-mapped metadata, long form'],
  ['http://[::ffff:10.0.0.1]/', 'IPv4-mapped private'],
  ['http://[::ffff:0:127.0.0.1]/', 'IPv4-translated (RFC 6145) loopback'],
  ['http://[64:ff9b::7f00:1]/', 'NAT64 loopback'],
  ['http://[64:ff9b::169.254.169.254]/', 'NAT64 metadata'],
  ['http://[64:ff9b::192.168.0.1]/', 'NAT64 private'],
  ['http://[64:ff9b:1::a00:1]/', 'NAT64 local-use prefix'],
  ['http://[2002:7f00:1::1]/', '6to4 of loopback'],
  ['http://[2002:a9fe:a9fe::]/', '6to4 of metadata'],
  ['http://[::127.0.0.1]/', 'IPv4-compatible (deprecated) loopback'],
  ['http://[2001:db8::1]/', 'IPv6 documentation'],
  ['http://[2001::1]/', 'Teredo'],
  ['http://[100::1]/', 'IPv6 discard'],
  ['http://metadata/', 'single-label name'],
  ['http://user:pass@example.com/', 'credentials in URL'],
  ['http://example.com@127.0.0.1/', 'userinfo disguising a loopback host'],
  ['ftp://example.com/file', 'not http(s)'],
  ['file:///etc/passwd', 'file scheme'],
  ['gopher://example.com:70/', 'gopher scheme'],
  ['javascript:alert(1)', 'javascript scheme'],
  ['not a url', 'unparsable'],
  ['http://1.2.3.4.5/', 'invalid IPv4'],
];

const ALLOWED = [
  'https://example.com/hook',
  'https://hooks.example.com:8443/video?x=1',
  'http://93.184.216.34/',
  'http://8.8.8.8:8080/',
  'https://[2606:4700:4700::1111]/',
  'http://[::ffff:8.8.8.8]/',
  'http://[64:ff9b::808:808]/',
  'https://xn--bcher-kva.example/',
  'https://example.com./',
];

describe('§2.6 / §7 URL_NOT_DELIVERABLE: only public http(s) URLs', () => {
  it('the SSRF matrix has at least 40 entries', () => {
    expect(REFUSED.length).toBeGreaterThanOrEqual(40);
  });

  it.each(REFUSED)('refuses %s (%s)', (url) => {
    expect(checkOutboundUrl(url).ok).toBe(false);
  });

  it.each(ALLOWED)('allows %s', (url) => {
    expect(checkOutboundUrl(url)).toMatchObject({ ok: true });
  });

  it('classifies the WHATWG-normalized host: odd notations come out as the dotted quad they mean', () => {
    for (const url of ['http://2130706433/', 'http://0x7f000001/', 'http://0177.0.0.1/', 'http://127.1/']) {
      expect(checkOutboundUrl(url)).toEqual({ ok: false, reason: 'address is not public (ipv4 loopback)' });
    }
  });

  it('assertDeliverableUrl answers 400 URL_NOT_DELIVERABLE with the reason', () => {
    expect(() => assertDeliverableUrl('http://10.0.0.1/')).toThrow(ApiError);
    try {
      assertDeliverableUrl('http://10.0.0.1/');
    } catch (err) {
      expect(err).toMatchObject({ status: 400, code: 'URL_NOT_DELIVERABLE' });
      expect((err as Error).message).toContain('private');
    }
    expect(assertDeliverableUrl('https://example.com/a').hostname).toBe('example.com');
  });
});

describe('ALLOW_PRIVATE_HOSTS exemption', () => {
  it('exempts exactly the listed hosts', () => {
    const allow = ['127.0.0.1', 'LocalHost', '::1'];
    expect(checkOutboundUrl('http://127.0.0.1:3000/hook', allow).ok).toBe(true);
    expect(checkOutboundUrl('http://localhost:3000/hook', allow).ok).toBe(true);
    expect(checkOutboundUrl('http://[::1]:3000/hook', allow).ok).toBe(true);
    expect(checkOutboundUrl('http://127.0.0.2/', allow).ok).toBe(false);
    expect(checkOutboundUrl('http://10.0.0.1/', allow).ok).toBe(false);
  });

  it('does not exempt schemes or credentials', () => {
    expect(checkOutboundUrl('ftp://127.0.0.1/', ['127.0.0.1']).ok).toBe(false);
    expect(checkOutboundUrl('http://a:b@127.0.0.1/', ['127.0.0.1']).ok).toBe(false);
  });
});

describe('address and raw-host classification', () => {
  it('refuses unusual IPv4 notations given as raw hosts instead of guessing', () => {
    for (const host of ['2130706433', '0x7f000001', '0177.0.0.1', '127.1']) {
      expect(classifyHost(host)).toEqual({ ok: false, reason: 'address is not public (ipv4 unusual notation)' });
    }
  });

  it('judges IPv4-mapped and NAT64 forms by the IPv4 address they reach', () => {
    expect(classifyAddress('::ffff:8.8.8.8')).toEqual({ public: true });
    expect(classifyAddress('::ffff:192.168.0.1')).toEqual({ public: false, range: 'ipv4 private' });
    expect(classifyAddress('64:ff9b::8.8.8.8')).toEqual({ public: true });
    expect(classifyAddress('64:ff9b::100.64.0.1')).toEqual({ public: false, range: 'ipv4 carrierGradeNat' });
  });

  it('allows public unicast and nothing that is not an address', () => {
    expect(classifyAddress('1.1.1.1')).toEqual({ public: true });
    expect(classifyAddress('2a05:d018::1')).toEqual({ public: true });
    expect(classifyAddress('example.com')).toMatchObject({ public: false });
  });
});
