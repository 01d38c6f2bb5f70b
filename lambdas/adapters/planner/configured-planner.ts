import { builtinPlanner } from '../../core/planning/builtin-planner';
import type { Planner } from '../../core/planning/planner';
import type { Narrator } from '../../core/planning/speech-rates';
import { modelByProviderId } from '../../core/models/registry';
import { logger } from '../../shared/logger';
import { awsAdapter } from '../aws/declaration';
import { PLANNER } from './declarations';
import { refusalCode, refusalReason } from '../aws/refusals';
import { loadOnce } from '../load-once';

/**
 * A hosted planner that never fails a brief for being unavailable: when the model refuses or fails
 * (access not granted, throttling after retries, a model not offered in the Region, an invalid plan
 * twice) the built-in planner plans the brief and the plan's notes (plan_notes) say so. Only running
 * out of the planning budget is not caught here: that stays PLAN_FAILED with its refund.
 */
export function withFallback(hosted: Planner, name: string, fallback: Planner = builtinPlanner()): Planner {
  return {
    async plan(input, options) {
      try {
        return await hosted.plan(input, options);
      } catch (err) {
        if (options.signal.aborted) throw err;
        logger.warn('hosted planner failed; the built-in planner plans this brief', { planner: name, error: refusalCode(err), reason: refusalReason(err) });
        const plan = await fallback.plan(input, options);
        const note = `The ${name} planner was not available (${refusalReason(err)}), so the built-in planner planned this video.`;
        return { ...plan, notes: [note, ...plan.notes] };
      }
    },
  };
}

/**
 * A Bedrock model (or an inference profile of one) plans briefs when one is configured; otherwise
 * the built-in planner (offline, deterministic). Both size scripts to the configured narrator's rate.
 */
export function plannerFor(modelId: string | undefined, narrator: Narrator = 'espeak'): Planner {
  const builtin = builtinPlanner({ narrator });
  if (!modelId) return builtin;
  const bedrock = loadOnce(async () => {
    const [{ BedrockRuntimeClient }, { bedrockPlanner }] = await Promise.all([import('@aws-sdk/client-bedrock-runtime'), import('./bedrock-planner')]);
    return bedrockPlanner({ client: new BedrockRuntimeClient({}), modelId, narrator });
  });
  const name = modelByProviderId(modelId)?.entry.name ?? modelId;
  return withFallback({ plan: async (input, options) => (await bedrock()).plan(input, options) }, name, builtin);
}

export const planner = awsAdapter({
  ...PLANNER,
  create: ({ PLANNER_MODEL_ID, TTS }) => plannerFor(PLANNER_MODEL_ID, TTS === 'polly' ? 'polly' : 'espeak'),
});
