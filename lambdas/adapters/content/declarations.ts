/** What the content policy needs from the deployment (lambdas/adapters/aws/declaration.ts): plain data, read by the CDK app too. */
import { adapterIn, type Declaration } from '../aws/declaration';

/** POST /v1/render's content policy; context guardrailId (and guardrailVersion) turns the guardrail on. */
export const CONTENT_POLICY = {
  env: {
    CONTENT_GUARDRAIL_ID: { from: { kind: 'setting', setting: 'guardrailId' }, feature: 'guardrail' },
    CONTENT_GUARDRAIL_VERSION: { from: { kind: 'setting', setting: 'guardrailVersion' }, feature: 'guardrail' },
  },
  access: [{ actions: ['bedrock:ApplyGuardrail'], on: { kind: 'guardrail' }, feature: 'guardrail' }],
  adapter: adapterIn('content/configured-content-policy', 'contentPolicy'),
} as const satisfies Declaration;
