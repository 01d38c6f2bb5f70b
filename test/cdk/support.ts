import { App, type CfnElement } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { configFromContext } from '../../lib/config';
import { ServiceStack } from '../../lib/service-stack';

/**
 * Synthesizes the stack from the given context, without bundling: CDK's own
 * `aws:cdk:bundling-stacks` switch gives each function a placeholder asset, so the
 * assertions see every resource and setting except the code itself. The real bundles
 * are built by `npm run synth`, `npm run build` and the cold-start bench, all from lib/bundling.ts.
 */
export function synthStack(context: Record<string, unknown> = {}) {
  const { app, stack } = buildStack(context);
  return { app, stack, template: Template.fromStack(stack) };
}

/** The stack, not yet synthesized (to add validation plugins or constructs first). */
export function buildStack(context: Record<string, unknown> = {}, app: App = testApp()) {
  const given = { ...CDK_JSON_CONTEXT, ...context };
  const config = configFromContext((key) => given[key]);
  const stack = new ServiceStack(app, 'Test', { config, env: { account: '111122223333', region: 'eu-west-1' } });
  return { app, stack };
}

/** cdk.json's context (feature flags included), so the tests see what `cdk synth` sees. */
const CDK_JSON_CONTEXT = (JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

export function testApp(): App {
  return new App({ context: { ...CDK_JSON_CONTEXT, 'aws:cdk:bundling-stacks': [] } });
}

const cache = new Map<string, ReturnType<typeof synthStack>>();

/** The same, synthesized once per context in each worker (the CDK files share their workers' modules: vitest.config.ts). */
export function synth(context: Record<string, unknown> = {}) {
  const key = JSON.stringify(context);
  let result = cache.get(key);
  if (!result) cache.set(key, (result = synthStack(context)));
  return result;
}

type Intrinsic = { Ref?: string; 'Fn::GetAtt'?: [string, string] };

/** A state machine's ASL as an object; CloudFormation references become `<Ref:Id>` / `<Id.Attr>` strings. */
export function stateMachineDefinition(template: Template, logicalIdPrefix: string): Asl {
  const [, machine] = Object.entries(template.findResources('AWS::StepFunctions::StateMachine')).find(([id]) => id.startsWith(logicalIdPrefix)) ?? [];
  if (!machine) throw new Error(`no state machine ${logicalIdPrefix}`);
  const join = machine.Properties.DefinitionString['Fn::Join'] as [string, (string | Intrinsic)[]];
  const text = join[1]
    .map((part) => (typeof part === 'string' ? part : part.Ref ? `<Ref:${part.Ref}>` : `<${part['Fn::GetAtt']?.join('.')}>`))
    .join('');
  return JSON.parse(text) as Asl;
}

export interface AslState {
  Type: string;
  Resource?: string;
  Next?: string;
  End?: boolean;
  TimeoutSeconds?: number;
  HeartbeatSeconds?: number;
  ResultPath?: string | null;
  Parameters?: Record<string, unknown>;
  Catch?: { ErrorEquals: string[]; Next: string; ResultPath?: string }[];
  Retry?: { ErrorEquals: string[]; MaxAttempts?: number }[];
  ItemsPath?: string;
  ItemSelector?: Record<string, unknown>;
  MaxConcurrency?: number;
  ItemProcessor?: Asl;
}

export interface Asl {
  StartAt: string;
  States: Record<string, AslState>;
  TimeoutSeconds?: number;
}

/** The logical id of a construct's CloudFormation resource. */
export function idOf(stack: ServiceStack, construct: IConstruct): string {
  return stack.getLogicalId(construct.node.defaultChild as CfnElement);
}

/** Every statement of the identity policies attached to a function's role. */
export function statementsOf(template: Template, stack: ServiceStack, role: IConstruct): PolicyStatementJson[] {
  const roleId = idOf(stack, role);
  return Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as { Ref: string }[]).some((r) => r.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as PolicyStatementJson[]);
}

export interface PolicyStatementJson {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

export const actionsOf = (statements: PolicyStatementJson[]): string[] => statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
