import { ruleContentPolicy, type ContentPolicy } from '../../core/render/content-policy';
import { awsAdapter } from '../aws/declaration';
import { CONTENT_POLICY } from './declarations';
import { loadOnce } from '../load-once';

/** A Bedrock guardrail judges briefs and scene text when one is configured; otherwise the built-in rule set. */
export function contentPolicyFor(guardrail: { id: string; version: string } | undefined): ContentPolicy {
  if (!guardrail) return ruleContentPolicy();
  const bedrock = loadOnce(async () => {
    const [{ BedrockRuntimeClient }, { bedrockGuardrailPolicy }] = await Promise.all([import('@aws-sdk/client-bedrock-runtime'), import('./bedrock-guardrail')]);
    return bedrockGuardrailPolicy({ client: new BedrockRuntimeClient({}), guardrailId: guardrail.id, guardrailVersion: guardrail.version });
  });
  return { check: async (texts) => (await bedrock()).check(texts) };
}

export const contentPolicy = awsAdapter({
  ...CONTENT_POLICY,
  create: ({ CONTENT_GUARDRAIL_ID, CONTENT_GUARDRAIL_VERSION }) =>
    contentPolicyFor(CONTENT_GUARDRAIL_ID ? { id: CONTENT_GUARDRAIL_ID, version: CONTENT_GUARDRAIL_VERSION ?? 'DRAFT' } : undefined),
});
