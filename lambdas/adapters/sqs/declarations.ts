/** What the queue adapters need from the deployment (lambdas/adapters/aws/declaration.ts): plain data, read by the CDK app too. */
import type { Declaration } from '../aws/declaration';

/** The render-step queue, where a failed step is put back with its retry delay. */
export const RENDER_STEP_QUEUE = {
  env: { RENDER_QUEUE_URL: { from: { kind: 'queueUrl', queue: 'renderSteps' } } },
  access: [{ actions: ['sqs:SendMessage'], on: { kind: 'queue', queue: 'renderSteps' } }],
} as const satisfies Declaration;
