/**
 * The models a deployment is configured with, read from its configuration against the model
 * registry (lambdas/core/models/registry.ts), and how the stack's Region calls each Bedrock one.
 * The wiring (IAM, environment), the synth guard and the scheduled lifecycle check all start here.
 */
import { Stack, Token } from 'aws-cdk-lib';
import { invocationOf, type Invocation } from '../lambdas/core/models/invocation';
import type { ModelEntry } from '../lambdas/core/models/model';
import { MODELS, modelByProviderId, type ModelKey } from '../lambdas/core/models/registry';
import type { ServiceConfig } from './config';

export interface ConfiguredModel {
  /** The context key that chose it. */
  setting: 'plannerModelId' | 'footageModelId' | 'pollyEngine';
  key: ModelKey;
  entry: ModelEntry;
}

export function configuredModels(config: ServiceConfig): ConfiguredModel[] {
  const byId = (setting: 'plannerModelId' | 'footageModelId', id: string | undefined): ConfiguredModel[] => {
    const found = id === undefined ? undefined : modelByProviderId(id);
    return found ? [{ setting, ...found }] : [];
  };
  const voice = (Object.entries(MODELS) as [ModelKey, ModelEntry][]).find(([, m]) => m.provider === 'amazon-polly' && m.modelId === config.pollyEngine);
  return [
    ...byId('plannerModelId', config.plannerModelId),
    ...byId('footageModelId', config.footageModelId),
    ...(config.polly && voice ? [{ setting: 'pollyEngine' as const, key: voice[0], entry: voice[1] }] : []),
  ];
}

/** The configured models Bedrock serves: those whose lifecycle Bedrock reports (GetFoundationModel). */
export function bedrockModels(config: ServiceConfig): ConfiguredModel[] {
  return configuredModels(config).filter((m) => m.entry.provider === 'amazon-bedrock');
}

/** The stack's Region when synth knows it; undefined for an environment-agnostic template. */
export function regionOf(stack: Stack): string | undefined {
  return Token.isUnresolved(stack.region) ? undefined : stack.region;
}

/** How this stack calls the Bedrock model of a setting (its inference profile, or the model in-Region). */
export function invocationIn(stack: Stack, modelId: string): Invocation {
  const found = modelByProviderId(modelId);
  if (!found) throw new Error(`${modelId} is not in the model registry (lambdas/core/models/registry.ts)`);
  return invocationOf(found.entry, regionOf(stack));
}
