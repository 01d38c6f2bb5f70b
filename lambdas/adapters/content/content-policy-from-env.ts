import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { ruleContentPolicy, type ContentPolicy } from '../../core/render/content-policy';
import { bedrockGuardrailPolicy } from './bedrock-guardrail';

/** `CONTENT_GUARDRAIL_ID` (+ `CONTENT_GUARDRAIL_VERSION`, default DRAFT) selects a Bedrock guardrail; else the local rule set. */
export function contentPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): ContentPolicy {
  if (!env.CONTENT_GUARDRAIL_ID) return ruleContentPolicy();
  return bedrockGuardrailPolicy({
    client: new BedrockRuntimeClient({}),
    guardrailId: env.CONTENT_GUARDRAIL_ID,
    guardrailVersion: env.CONTENT_GUARDRAIL_VERSION ?? 'DRAFT',
  });
}
