import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { ServiceConfig } from '../config';

/**
 * The hosted adapters of POST /v1/render: the planner model and the content guardrail.
 * Both are off unless configured; the built-in planner and content rules need no AWS service.
 */
export function modelEnvironment(config: ServiceConfig): Record<string, string> {
  return {
    PLANNER: config.plannerModelId ? 'bedrock' : 'builtin',
    ...(config.plannerModelId ? { PLANNER_MODEL_ID: config.plannerModelId } : {}),
    ...(config.guardrail ? { GUARDRAIL_ID: config.guardrail.id, GUARDRAIL_VERSION: config.guardrail.version } : {}),
  };
}

/** Invoking the configured planner model and applying the configured guardrail, on those resources only. */
export function grantModels(fn: IFunction, config: ServiceConfig): void {
  if (config.plannerModelId) {
    fn.addToRolePolicy(new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources: [foundationModelArn(fn, config.plannerModelId)] }));
  }
  if (config.guardrail) {
    const { region, account } = Stack.of(fn);
    fn.addToRolePolicy(new PolicyStatement({ actions: ['bedrock:ApplyGuardrail'], resources: [`arn:aws:bedrock:${region}:${account}:guardrail/${config.guardrail.id}`] }));
  }
}

/** A foundation model of the stack's region; a cross-region inference profile needs its own ARN (docs/deploy.md). */
export function foundationModelArn(scope: Construct, modelId: string): string {
  return `arn:aws:bedrock:${Stack.of(scope).region}::foundation-model/${modelId}`;
}
