import { builtinPlanner } from '../../core/planning/builtin-planner';
import type { Planner } from '../../core/planning/planner';
import { loadOnce } from '../load-once';

/** The planner this deployment uses: `PLANNER=bedrock` with `PLANNER_MODEL_ID`, else the built-in one. */
export function plannerFromEnv(env: NodeJS.ProcessEnv = process.env): Planner {
  if (env.PLANNER !== 'bedrock') return builtinPlanner();
  const modelId = env.PLANNER_MODEL_ID;
  if (!modelId) throw new Error('PLANNER=bedrock needs PLANNER_MODEL_ID');
  const bedrock = loadOnce(async () => {
    const [{ BedrockRuntimeClient }, { bedrockPlanner }] = await Promise.all([import('@aws-sdk/client-bedrock-runtime'), import('./bedrock-planner')]);
    return bedrockPlanner({ client: new BedrockRuntimeClient({}), modelId });
  });
  return { plan: async (input, options) => (await bedrock()).plan(input, options) };
}
