/**
 * The render workflow's state machines exactly as the stack deploys them (the same constructs,
 * synthesized in-process, never a copy), with each resource they name written as the local stack
 * knows it: Lambda ARNs name catalogue functions, the queue URL names a local queue, the render
 * machine's ARN names the local machine. The local stack executes these definitions.
 */
import { App, Stack, type CfnElement } from 'aws-cdk-lib';
import type { CfnStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MachineName, QueueName } from '../lambdas/adapters/aws/declaration';
import { ROOT } from './bundling';
import { configFromContext } from './config';
import { RenderWorkflow } from './constructs/render-workflow';

/** How the local stack names what the definitions refer to. */
export const LOCAL_NAMES = {
  function: (name: string) => `arn:aws:lambda:local:000000000000:function:${name}`,
  queue: (queue: QueueName) => `local://queues/${queue}`,
  machine: (machine: MachineName) => `arn:aws:states:local:000000000000:stateMachine:${machine}`,
  functionOf: (arn: string) => /^arn:aws:lambda:local:000000000000:function:(.+)$/.exec(arn)?.[1],
  queueOf: (url: string) => /^local:\/\/queues\/(.+)$/.exec(url)?.[1] as QueueName | undefined,
  machineOf: (arn: string) => /^arn:aws:states:local:000000000000:stateMachine:(.+)$/.exec(arn)?.[1] as MachineName | undefined,
};

/** An Amazon States Language definition, as JSON. */
export type Asl = { StartAt: string; States: Record<string, Record<string, unknown>>; TimeoutSeconds?: number };

/** The context `cdk synth` reads from cdk.json (feature flags included). */
export function cdkJsonContext(): Record<string, unknown> {
  return (JSON.parse(readFileSync(join(ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;
}

/** The job and render machines' definitions, for the given CDK context (e.g. renderLimitSeconds). */
export function synthesizeStateMachines(context: Record<string, unknown> = {}): Record<MachineName, Asl> {
  const given = { ...cdkJsonContext(), ...context };
  // No bundling: only the definitions are wanted, and they do not depend on the code.
  const app = new App({ context: { ...given, 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, 'LocalWorkflow');
  const config = configFromContext((key) => given[key]);
  const workflow = new RenderWorkflow(stack, 'Workflow', { config, defaults: { logRetention: config.logRetention, removalPolicy: config.removalPolicy } });

  const idOf = (construct: { node: { defaultChild?: unknown } }) => stack.getLogicalId(construct.node.defaultChild as CfnElement);
  const functions = new Map(
    [workflow.admit, workflow.prepare, workflow.clipStart, workflow.clipCheck, workflow.finalize, workflow.fail, workflow.sweep, workflow.renderStep].map((fn) => [idOf(fn), fn.definition.name]),
  );
  const refs = new Map<string, string>([
    [idOf(workflow.renderQueue.queue), LOCAL_NAMES.queue('renderSteps')],
    [idOf(workflow.renderMachine), LOCAL_NAMES.machine('render')],
    ['AWS::Partition', 'aws'],
    ['AWS::Region', 'local'],
    ['AWS::AccountId', '000000000000'],
  ]);
  const local = (part: unknown): string => {
    if (typeof part === 'string') return part;
    const { Ref, 'Fn::GetAtt': getAtt } = part as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
    if (Ref && refs.has(Ref)) return refs.get(Ref)!;
    if (getAtt && getAtt[1] === 'Arn' && functions.has(getAtt[0])) return LOCAL_NAMES.function(functions.get(getAtt[0])!);
    throw new Error(`a state machine refers to ${JSON.stringify(part)}, which the local stack does not have`);
  };
  const definition = (machine: { node: { defaultChild?: unknown } }): Asl => {
    const resolved = stack.resolve((machine.node.defaultChild as CfnStateMachine).definitionString) as string | { 'Fn::Join': [string, unknown[]] };
    const text = typeof resolved === 'string' ? resolved : resolved['Fn::Join'][1].map(local).join(resolved['Fn::Join'][0]);
    return JSON.parse(text) as Asl;
  };
  return { job: definition(workflow.stateMachine), render: definition(workflow.renderMachine) };
}
