import './runtime-env';
import { App } from 'aws-cdk-lib';
import { ServiceStack } from '../lib/service-stack';

const app = new App();
const stage = (app.node.tryGetContext('stage') as string | undefined) ?? 'dev';
new ServiceStack(app, `VideoService-${stage}`, {
  stage,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});
