import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { todayUtc } from '../../lambdas/core/models/lifecycle';
import { MODEL_LIFECYCLE_CHECK_HOURS } from '../../lambdas/core/settings';
import { functionNamed } from '../../lambdas/functions/catalogue';
import type { ServiceConfig } from '../config';
import { guardModels } from '../model-guard';
import { configuredModels } from '../models';
import { ServiceFunction, type FunctionDefaults } from './service-function';

export interface ModelLifecycleProps {
  config: ServiceConfig;
  defaults: FunctionDefaults;
}

/**
 * The lifecycle of the models the deployment calls, watched twice: at synth against the model
 * registry (a Legacy model warns, an ended one refuses), and every day in the deployed stack
 * against Bedrock itself (a function whose findings raise the model-lifecycle alarm).
 */
export class ModelLifecycle extends Construct {
  readonly check: ServiceFunction;

  constructor(scope: Construct, id: string, { config, defaults }: ModelLifecycleProps) {
    super(scope, id);
    guardModels(this, configuredModels(config), { today: todayUtc(), allowEndOfLife: config.allowEndOfLife });
    this.check = new ServiceFunction(this, 'model-lifecycle', { definition: functionNamed('model-lifecycle'), defaults });
    new Rule(this, 'Daily', {
      description: "Reads Bedrock's lifecycle of every configured model (lambdas/core/models/lifecycle-check.ts)",
      schedule: Schedule.rate(Duration.hours(MODEL_LIFECYCLE_CHECK_HOURS)),
      targets: [new LambdaFunction(this.check)],
    });
  }
}
