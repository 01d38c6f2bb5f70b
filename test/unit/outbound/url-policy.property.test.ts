import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOutboundUrl, classifyAddress } from '../../../lambdas/core/outbound/url-policy';

const dotted = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff].join('.');

/** Every way a URL can spell the same IPv4 address. */
const spellings = (n: number): string[] => {
  const octets = dotted(n).split('.').map(Number);
  const hexGroups = [Math.floor(n / 0x10000), n & 0xffff].map((g) => g.toString(16));
  return [
    dotted(n),
    String(n),
    `0x${n.toString(16)}`,
    `0${n.toString(8)}`,
    octets.map((o) => `0${o.toString(8)}`).join('.'),
    octets.map((o) => `0x${o.toString(16)}`).join('.'),
    `${octets[0]}.${(n & 0xffffff) >>> 0}`,
    `[::ffff:${dotted(n)}]`,
    `[::ffff:${hexGroups.join(':')}]`,
  ];
};

/** Any IPv4 address, with the dangerous ones (loopback, metadata, private, CGNAT, 0.0.0.0) well represented. */
const ipv4 = fc.oneof(
  fc.nat({ max: 0xffffffff }),
  fc.constantFrom(0x7f000001, 0xa9fea9fe, 0x0a000001, 0xac100001, 0xc0a80001, 0x64400001, 0, 0xffffffff),
);

describe('URL policy: the notation of an IPv4 address never changes the verdict', () => {
  it('every spelling of any IPv4 address is judged like its dotted quad', () => {
    fc.assert(
      fc.property(ipv4, (n) => {
        const expected = classifyAddress(dotted(n)).public;
        for (const host of spellings(n)) expect(checkOutboundUrl(`http://${host}/`).ok, host).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('NAT64 and 6to4 forms are judged like the IPv4 address they embed', () => {
    fc.assert(
      fc.property(ipv4, (n) => {
        const expected = classifyAddress(dotted(n)).public;
        const high = (n >>> 16).toString(16);
        const low = (n & 0xffff).toString(16);
        expect(checkOutboundUrl(`http://[64:ff9b::${high}:${low}]/`).ok).toBe(expected);
        expect(checkOutboundUrl(`http://[2002:${high}:${low}::1]/`).ok).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
