import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { builtinPlanner } from '../../core/planning/builtin-planner';
import type { Planner } from '../../core/planning/planner';
import { bedrockPlanner } from './bedrock-planner';

/** The planner this deployment uses: `PLANNER=bedrock` with `PLANNER_MODEL_ID`, else the built-in one. */
export function plannerFromEnv(env: NodeJS.ProcessEnv = process.env): Planner {
  if (env.PLANNER !== 'bedrock') return builtinPlanner();
  if (!env.PLANNER_MODEL_ID) throw new Error('PLANNER=bedrock needs PLANNER_MODEL_ID');
  return bedrockPlanner({ client: new BedrockRuntimeClient({}), modelId: env.PLANNER_MODEL_ID });
}
