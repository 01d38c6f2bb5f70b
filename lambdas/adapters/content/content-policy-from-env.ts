import { ruleContentPolicy, type ContentPolicy } from '../../core/render/content-policy';
import { loadOnce } from '../load-once';

/** `CONTENT_GUARDRAIL_ID` (+ `CONTENT_GUARDRAIL_VERSION`, default DRAFT) selects a Bedrock guardrail; else the local rule set. */
export function contentPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): ContentPolicy {
  const guardrailId = env.CONTENT_GUARDRAIL_ID;
  if (!guardrailId) return ruleContentPolicy();
  const guardrailVersion = env.CONTENT_GUARDRAIL_VERSION ?? 'DRAFT';
  const bedrock = loadOnce(async () => {
    const [{ BedrockRuntimeClient }, { bedrockGuardrailPolicy }] = await Promise.all([import('@aws-sdk/client-bedrock-runtime'), import('./bedrock-guardrail')]);
    return bedrockGuardrailPolicy({ client: new BedrockRuntimeClient({}), guardrailId, guardrailVersion });
  });
  return { check: async (texts) => (await bedrock()).check(texts) };
}
