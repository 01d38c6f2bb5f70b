import './runtime-env';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { configFromContext } from '../lib/config';
import { ServiceStack } from '../lib/service-stack';

const app = new App();
const config = configFromContext((key) => app.node.tryGetContext(key));
new ServiceStack(app, `VideoService-${config.stage}`, { config, env: config.environment });
// AWS Solutions checks on every synth: an unacknowledged finding fails `cdk synth` and `cdk deploy`.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
