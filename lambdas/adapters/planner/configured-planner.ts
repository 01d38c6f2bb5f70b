import { builtinPlanner } from '../../core/planning/builtin-planner';
import type { Planner } from '../../core/planning/planner';
import { awsAdapter } from '../aws/declaration';
import { loadOnce } from '../load-once';

/** A Bedrock model plans briefs when one is configured; otherwise the built-in planner (offline, deterministic). */
export function plannerFor(modelId: string | undefined): Planner {
  if (!modelId) return builtinPlanner();
  const bedrock = loadOnce(async () => {
    const [{ BedrockRuntimeClient }, { bedrockPlanner }] = await Promise.all([import('@aws-sdk/client-bedrock-runtime'), import('./bedrock-planner')]);
    return bedrockPlanner({ client: new BedrockRuntimeClient({}), modelId });
  });
  return { plan: async (input, options) => (await bedrock()).plan(input, options) };
}

/** POST /v1/render's planner; context plannerModelId turns the Bedrock one on (Converse is authorised as InvokeModel). */
export const planner = awsAdapter({
  env: { PLANNER_MODEL_ID: { from: { kind: 'setting', setting: 'plannerModelId' }, feature: 'plannerModel' } },
  access: [{ actions: ['bedrock:InvokeModel'], on: { kind: 'foundationModel', feature: 'plannerModel' }, feature: 'plannerModel' }],
  create: ({ PLANNER_MODEL_ID }) => plannerFor(PLANNER_MODEL_ID),
});
