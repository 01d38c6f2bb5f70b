/** What the Bedrock control-plane adapter needs from the deployment (lambdas/adapters/aws/declaration.ts): plain data, read by the CDK app too. */
import type { Declaration } from '../aws/declaration';

/** The lifecycle check's view of the deployment: which Bedrock models it calls, and Bedrock's control plane to ask about them. */
export const CONFIGURED_MODEL_LIFECYCLES = {
  env: { BEDROCK_MODEL_IDS: { from: { kind: 'setting', setting: 'bedrockModelIds' }, feature: 'bedrockModels' } },
  access: [{ actions: ['bedrock:GetFoundationModel'], on: { kind: 'configuredModels' }, feature: 'bedrockModels' }],
} as const satisfies Declaration;
