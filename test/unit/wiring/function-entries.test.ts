import { describe, expect, it } from 'vitest';
import type { Wiring } from '../../../lambdas/adapters/aws/declaration';
import { FUNCTIONS } from '../../../lambdas/functions/catalogue';

const NEEDS_NOTHING = { env: {}, access: [] };

describe('issue 27: each function entry builds exactly the ports the catalogue declares', () => {
  it.each(FUNCTIONS.map((fn) => [fn.name, fn] as const))('%s: every listed port is built by an adapter declaring what the catalogue lists; the others need nothing', async (_name, fn) => {
    const { wiring } = (await import(`../../../${fn.entry}`)) as { wiring: Wiring };
    for (const [port, declared] of Object.entries(fn.ports)) expect(wiring[port]?.declaration, port).toEqual(declared);
    for (const port of Object.keys(wiring).filter((port) => !(port in fn.ports))) expect(wiring[port]!.declaration, port).toEqual(NEEDS_NOTHING);
  });
});
