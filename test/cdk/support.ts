import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { ServiceStack, type ServiceStackProps } from '../../lib/service-stack';

let cached: { stack: ServiceStack; template: Template } | undefined;

/** Synthesizes the stack once per test file (bundling every function takes a few seconds). */
export function synth(props: Partial<ServiceStackProps> = {}) {
  if (cached && Object.keys(props).length === 0) return cached;
  const app = new App();
  const stack = new ServiceStack(app, 'Test', { stage: 'dev', ...props });
  const result = { stack, template: Template.fromStack(stack) };
  if (Object.keys(props).length === 0) cached = result;
  return result;
}
