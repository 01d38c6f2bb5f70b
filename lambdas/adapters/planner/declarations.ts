/** What the planner needs from the deployment (lambdas/adapters/aws/declaration.ts): plain data, read by the CDK app too. */
import { adapterIn, type Declaration } from '../aws/declaration';
import { TTS } from '../render/declarations';

/**
 * POST /v1/render's planner: Amazon Nova 2 Lite by default (lib/config.ts), called through the inference
 * profile of the stack's Region. Converse is authorised as InvokeModel, on the profile and on the
 * foundation model in every Region the profile routes to (lib/wiring.ts).
 */
export const PLANNER = {
  env: { PLANNER_MODEL_ID: { from: { kind: 'setting', setting: 'plannerModelId' }, feature: 'plannerModel' }, TTS },
  access: [{ actions: ['bedrock:InvokeModel'], on: { kind: 'foundationModel', feature: 'plannerModel' }, feature: 'plannerModel' }],
  adapter: adapterIn('planner/configured-planner', 'planner'),
} as const satisfies Declaration;
