import { describe, expect, it } from 'vitest';
import { SCENE_CACHE_PREFIX } from '../../lambdas/core/jobs/blob-keys';
import { idOf, statementsOf, synth } from './support';

type Statement = { Action: string | string[]; Resource: unknown };

/** The object ARN patterns a role may use `action` on, as the template writes them. */
function prefixesFor(statements: Statement[], action: string): string[] {
  return statements
    .filter((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]).includes(action))
    .flatMap((s) => (Array.isArray(s.Resource) ? s.Resource : [s.Resource]))
    .map((r) => JSON.stringify(r));
}

describe('issue 26 item 3: the scene cache in the deployed stack', { timeout: 240_000 }, () => {
  it('the media bucket expires the scene cache 7 days after a scene is written, and nothing else under it', () => {
    const { template, stack } = synth();
    const rules = template.toJSON().Resources[idOf(stack, stack.storage.bucket)].Properties.LifecycleConfiguration.Rules as { Prefix?: string; ExpirationInDays?: number; Status: string }[];
    expect(rules.filter((r) => r.Prefix?.startsWith('cache/'))).toEqual([expect.objectContaining({ Prefix: SCENE_CACHE_PREFIX, Status: 'Enabled', ExpirationInDays: 7 })]);
  });

  it('the render step reads and writes the cache prefix; the render route does not touch its objects', () => {
    const { template, stack } = synth();
    const step = statementsOf(template, stack, stack.workflow.renderStep.role!) as Statement[];
    for (const action of ['s3:GetObject', 's3:PutObject']) expect(prefixesFor(step, action).some((r) => r.includes(`/${SCENE_CACHE_PREFIX}*`)), action).toBe(true);
    const route = statementsOf(template, stack, stack.api.functions.get('render')!.role!) as Statement[];
    expect(prefixesFor(route, 's3:GetObject').some((r) => r.includes(SCENE_CACHE_PREFIX))).toBe(false);
  });
});
