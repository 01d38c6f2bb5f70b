import { BedrockClient, GetFoundationModelCommand } from '@aws-sdk/client-bedrock';
import { regionsRunning } from '../../core/models/invocation';
import type { LiveLifecycle, ModelLifecycles } from '../../core/models/lifecycle-check';
import { modelByProviderId } from '../../core/models/registry';
import { awsAdapter } from '../aws/declaration';
import { CONFIGURED_MODEL_LIFECYCLES } from './declarations';

/**
 * Bedrock's lifecycle of a model, from GetFoundationModel's `modelLifecycle`. A model reached only
 * through inference profiles may not be listed in the function's own Region, so the Regions the
 * registry says run it are asked next; a model no Region lists any more is gone (past its end of life).
 */
export function bedrockLifecycles(clientFor: (region?: string) => Pick<BedrockClient, 'send'>): ModelLifecycles {
  return {
    async lifecycleOf(modelId) {
      const entry = modelByProviderId(modelId)?.entry;
      for (const region of [undefined, ...(entry ? regionsRunning(entry) : [])]) {
        try {
          const { modelDetails } = await clientFor(region).send(new GetFoundationModelCommand({ modelIdentifier: modelId }));
          const lifecycle = modelDetails?.modelLifecycle;
          if (!lifecycle?.status) continue;
          return { status: lifecycle.status, legacySince: lifecycle.legacyTime, endOfLife: lifecycle.endOfLifeTime } satisfies LiveLifecycle;
        } catch (err) {
          // Not listed in that Region: ask the next one. Anything else (denied, throttled) fails the check, and its function's error alarm says so.
          if (!['ResourceNotFoundException', 'ValidationException'].includes((err as Error).name)) throw err;
        }
      }
      return { status: 'GONE' };
    },
  };
}

export const configuredModelLifecycles = awsAdapter({
  ...CONFIGURED_MODEL_LIFECYCLES,
  create: ({ BEDROCK_MODEL_IDS }) => {
    const clients = new Map<string, BedrockClient>();
    const clientFor = (region?: string) => {
      const key = region ?? '';
      if (!clients.has(key)) clients.set(key, new BedrockClient(region ? { region } : {}));
      return clients.get(key)!;
    };
    return { models: (BEDROCK_MODEL_IDS ?? '').split(',').filter(Boolean), lifecycles: bedrockLifecycles(clientFor) };
  },
});
