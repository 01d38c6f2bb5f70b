import { describe, expect, it } from 'vitest';
import { synth } from './support';

/** Asset hashes change with every code change; the snapshot is about the infrastructure. */
function normalise(template: unknown): unknown {
  return JSON.parse(JSON.stringify(template).replace(/[0-9a-f]{64}(\.zip|\.json)?/g, (_, ext: string | undefined) => `<asset-hash>${ext ?? ''}`));
}

describe('CDK: template snapshot', () => {
  it('the synthesized template matches the reviewed snapshot (update with vitest -u after reviewing the diff)', async () => {
    await expect(JSON.stringify(normalise(synth().template.toJSON()), null, 1)).toMatchFileSnapshot('__snapshots__/service-stack.template.json');
  });
});
