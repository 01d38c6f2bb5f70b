import { describe, expect, it } from 'vitest';
import type { Declaration, Wiring } from '../../../lambdas/adapters/aws/declaration';
import { FUNCTIONS } from '../../../lambdas/functions/catalogue';
import { entryFile } from '../../../lib/entries';

const NEEDS_NOTHING = { env: {}, access: [] };
/** What a declaration asks of the deployment; where its adapter lives is the entry's business. */
const needs = ({ env, access }: Declaration) => ({ env, access });

describe('issue 27: each function entry builds exactly the ports the catalogue declares', () => {
  it.each(FUNCTIONS.map((fn) => [fn.name, fn] as const))('%s: every listed port is built by an adapter declaring what the catalogue lists; the others need nothing', async (_name, fn) => {
    const { wiring, handler } = (await import(entryFile(fn))) as { wiring: Wiring; handler: unknown };
    expect(typeof handler).toBe('function');
    for (const [port, declared] of Object.entries(fn.ports)) expect(needs(wiring[port]!.declaration), port).toEqual(needs(declared));
    for (const port of Object.keys(wiring).filter((port) => !(port in fn.ports))) expect(wiring[port]!.declaration, port).toEqual(NEEDS_NOTHING);
  });
});
