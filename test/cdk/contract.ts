/**
 * The deployed wiring's contract, read back from a synthesized template: every function is given
 * exactly the environment its adapters declare, and its IAM policy, as evaluated by an IAM policy
 * simulator, allows every call its adapters declare and denies every other call the service makes
 * anywhere (plus a few that nothing should make: a Scan, another table, another bucket prefix).
 */
import { runSimulation } from '@cloud-copilot/iam-simulate';
import type { AccessNeed, AwsResource, Declaration, EnvNeed, Feature, ProviderSecret } from '../../lambdas/adapters/aws/declaration';
import { invocationOf, regionsRunning } from '../../lambdas/core/models/invocation';
import { DEPLOYED_DEFAULTS, MODELS, modelByProviderId } from '../../lambdas/core/models/registry';
import { FUNCTIONS, type FunctionDefinition } from '../../lambdas/functions/catalogue';
import { RENDER_STEPS } from '../../lambdas/core/settings';
import { declarationOf } from '../../lib/wiring';
import type { ServiceStack } from '../../lib/service-stack';
import { ACCOUNT, REGION, resolve } from './intrinsics';
import { idOf } from './support';

type Template = { Resources: Record<string, { Type: string; Properties: Record<string, any> }> };

/** The optional features as CDK context turns them on or off, read independently of lib/ (the model registry says what a model id means). */
export interface FeatureContext {
  plannerModelId?: string;
  /** The hosted planner is on unless this is 'false'. */
  bedrockPlanner?: 'false';
  footageModelId?: string;
  presenterModelId?: string;
  presenterEndpointName?: string;
  presenterEndpointOutput?: string;
  /** Model ids whose end of life the deployer accepts. */
  allowEndOfLife?: string;
  guardrailId?: string;
  /** Amazon Polly is on unless this is 'false'. */
  polly?: 'true' | 'false';
  pollyEngine?: string;
}

/** Who provides a configured clip model, from the registry entry its model id names. */
const providerOf = (modelId: string | undefined) => (modelId ? modelByProviderId(modelId)?.entry.provider : undefined);

/** The Bedrock model ids the context configures, planner first. */
function bedrockModelIds(context: FeatureContext): string[] {
  const planner = context.bedrockPlanner === 'false' ? undefined : (context.plannerModelId ?? MODELS[DEPLOYED_DEFAULTS.planner].modelId);
  const footage = providerOf(context.footageModelId) === 'amazon-bedrock' ? context.footageModelId : undefined;
  return [planner, footage].filter((id): id is string => id !== undefined);
}

/** The registry entry of a configured model id. */
const entryOf = (modelId: string) => modelByProviderId(modelId)!.entry;

/** Where the contract finds the stack's resources in the template. */
interface Ids {
  table: string;
  bucket: string;
  otherBucket: string;
  queues: Record<'renderSteps' | 'webhookDeliveries', string>;
  deadLetters: string[];
  machines: Record<'job' | 'render', string>;
  secrets: Partial<Record<ProviderSecret, string>>;
  functions: Map<string, { fn: string; role: string }>;
}

export function idsOf(stack: ServiceStack): Ids {
  return {
    table: idOf(stack, stack.data.table),
    bucket: idOf(stack, stack.storage.bucket),
    otherBucket: idOf(stack, stack.storage.accessLogs),
    queues: { renderSteps: idOf(stack, stack.workflow.renderQueue.queue), webhookDeliveries: idOf(stack, stack.webhooks.queue.queue) },
    deadLetters: [idOf(stack, stack.workflow.renderQueue.deadLetterQueue), idOf(stack, stack.webhooks.queue.deadLetterQueue)],
    machines: { job: idOf(stack, stack.workflow.stateMachine), render: idOf(stack, stack.workflow.renderMachine) },
    secrets: Object.fromEntries(Object.entries(stack.providerKeys.secrets).map(([name, secret]) => [name, idOf(stack, secret)])),
    functions: new Map(stack.functions().map((fn) => [fn.definition.name, { fn: idOf(stack, fn), role: idOf(stack, fn.role!) }])),
  };
}


function featureOn(feature: Feature, context: FeatureContext): boolean {
  const footage = providerOf(context.footageModelId);
  const presenter = providerOf(context.presenterModelId);
  const plannerModel = context.bedrockPlanner !== 'false';
  return {
    polly: context.polly !== 'false',
    plannerModel,
    footageModel: !!context.footageModelId,
    guardrail: !!context.guardrailId,
    bedrockModels: plannerModel || footage === 'amazon-bedrock',
    presenterModel: !!context.presenterModelId,
    bedrockFootage: footage === 'amazon-bedrock',
    stockFootage: footage === 'pexels',
    presenterEndpoint: presenter === 'amazon-sagemaker',
    presenterApi: presenter === 'd-id',
  }[feature];
}

function active(declaration: Declaration, context: FeatureContext): Declaration {
  const on = (need: { feature?: Feature }) => !need.feature || featureOn(need.feature, context);
  return { env: Object.fromEntries(Object.entries(declaration.env).filter(([, need]) => on(need))), access: declaration.access.filter(on) };
}

/** The value a declared variable must have in this template, or a test of it. */
function expectedValue(need: EnvNeed, template: Template, ids: Ids, context: FeatureContext): string | RegExp | undefined {
  const r = (value: unknown) => resolve(template.Resources, value) as string;
  const { from } = need;
  switch (from.kind) {
    case 'tableName':
      return r({ Ref: ids.table });
    case 'bucketName':
      return r({ Ref: ids.bucket });
    case 'bucketDomain':
      return r({ 'Fn::GetAtt': [ids.bucket, 'RegionalDomainName'] });
    case 'queueUrl':
      return r({ Ref: ids.queues[from.queue] });
    case 'stateMachineArn':
      return r({ Ref: ids.machines[from.machine] });
    case 'setting': {
      // A model is called by its inference profile's id when the test Region goes through one.
      const called = (modelId: string | undefined) => modelId && invocationOf(entryOf(modelId), REGION).id;
      const [planner] = context.bedrockPlanner === 'false' ? [] : bedrockModelIds(context);
      return {
        plannerModelId: called(planner),
        footageModelId: called(context.footageModelId),
        guardrailId: context.guardrailId,
        guardrailVersion: 'DRAFT',
        renderLimitSeconds: '3600',
        renderConcurrency: String(RENDER_STEPS.concurrency),
        sceneConcurrency: String(RENDER_STEPS.sceneConcurrency),
        pollyEngine: context.pollyEngine ?? 'neural',
        bedrockModelIds: bedrockModelIds(context).join(','),
        presenterModelId: context.presenterModelId,
        presenterEndpointName: context.presenterEndpointName,
      }[from.setting];
    }
    case 'secretArn':
      return r({ Ref: ids.secrets[from.secret] });
    case 'constant':
      return from.value;
    case 'bundledBinary':
      return new RegExp(`^/var/task/node_modules/.+/${from.binary}$`);
    case 'lambdaRuntime':
      return undefined;
  }
}

/** Concrete ARNs inside a declared resource, as SDK calls would name them; none for a model or guardrail not configured. */
function probeArns(resource: AwsResource, template: Template, ids: Ids, context: FeatureContext): string[] {
  if (resource.kind === 'foundationModel') {
    const [planner] = context.bedrockPlanner === 'false' ? [] : bedrockModelIds(context);
    const modelId = resource.feature === 'plannerModel' ? planner : context.footageModelId;
    if (!modelId) return [];
    // Through a profile the call is authorised on the profile and on the model in the Region that runs it (AWS's inference-profile prerequisites).
    const { id, profile, runsIn } = invocationOf(entryOf(modelId), REGION);
    const model = (region: string) => `arn:aws:bedrock:${region}::foundation-model/${modelId}`;
    // A global profile may run it in any commercial Region: two far apart stand for them all.
    const runs = runsIn.kind === 'stackRegion' ? [model(REGION)] : runsIn.kind === 'regions' ? runsIn.regions.map(model) : [model(REGION), model('us-east-1'), model('ap-southeast-2')];
    return [...(profile ? [`arn:aws:bedrock:${REGION}:${ACCOUNT}:inference-profile/${id}`] : []), ...runs];
  }
  if (resource.kind === 'configuredModels') {
    return bedrockModelIds(context).flatMap((modelId) => [REGION, ...regionsRunning(entryOf(modelId))].map((region) => `arn:aws:bedrock:${region}::foundation-model/${modelId}`));
  }
  const one = probeArn(resource, template, ids, context);
  return one === undefined ? [] : [one];
}

function probeArn(resource: Exclude<AwsResource, { kind: 'foundationModel' | 'configuredModels' }>, template: Template, ids: Ids, context: FeatureContext): string | undefined {
  const r = (value: unknown) => resolve(template.Resources, value) as string;
  switch (resource.kind) {
    case 'table':
      return r({ 'Fn::GetAtt': [ids.table, 'Arn'] });
    case 'tableIndex':
      return `${r({ 'Fn::GetAtt': [ids.table, 'Arn'] })}/index/${resource.index}`;
    case 'objects':
      return `${r({ 'Fn::GetAtt': [ids.bucket, 'Arn'] })}/${resource.prefix}probe/object.bin`;
    case 'queue':
      return r({ 'Fn::GetAtt': [ids.queues[resource.queue], 'Arn'] });
    case 'stateMachine':
      return r({ Ref: ids.machines[resource.machine] });
    case 'executions':
      return `${r({ Ref: ids.machines[resource.machine] }).replace(':stateMachine:', ':execution:')}:00000000-0000-4000-8000-000000000000`;
    case 'modelInvocations': {
      // Invocations live where the footage model is called: Luma Ray2 from eu-west-1 is called in us-west-2.
      const footage = providerOf(context.footageModelId) === 'amazon-bedrock' ? invocationOf(entryOf(context.footageModelId!), REGION).region : undefined;
      return `arn:aws:bedrock:${footage ?? REGION}:${ACCOUNT}:async-invoke/probe`;
    }
    case 'guardrail':
      return context.guardrailId && `arn:aws:bedrock:${REGION}:${ACCOUNT}:guardrail/${context.guardrailId}`;
    case 'secret': {
      const id = ids.secrets[resource.secret];
      return id && r({ Ref: id });
    }
    case 'sagemakerEndpoint':
      return context.presenterEndpointName && `arn:aws:sagemaker:${REGION}:${ACCOUNT}:endpoint/${context.presenterEndpointName.toLowerCase()}`;
    case 'presenterOutput':
      return context.presenterEndpointOutput && `arn:aws:s3:::${context.presenterEndpointOutput.slice('s3://'.length)}probe/result.out`;
    case 'presenterOutputBucket':
      return context.presenterEndpointOutput && `arn:aws:s3:::${context.presenterEndpointOutput.slice('s3://'.length).split('/')[0]}`;
    case 'unscoped':
      return '*';
  }
}

/** True when a call on `probe` falls inside the declared resource. */
function covers(declared: AwsResource, probe: AwsResource): boolean {
  if (declared.kind === 'objects' && probe.kind === 'objects') return probe.prefix.startsWith(declared.prefix);
  return JSON.stringify(declared) === JSON.stringify(probe);
}

interface Call {
  action: string;
  /** A declared resource, or a literal ARN nothing may touch. */
  on: AwsResource | { kind: 'arn'; arn: (template: Template, ids: Ids) => string };
}

/** Calls no function may make, whatever it declares. */
const FORBIDDEN: Call[] = [
  { action: 'dynamodb:Scan', on: { kind: 'table' } },
  { action: 'dynamodb:DeleteTable', on: { kind: 'table' } },
  { action: 'dynamodb:BatchWriteItem', on: { kind: 'table' } },
  { action: 'dynamodb:Query', on: { kind: 'tableIndex', index: 'GSI1' } },
  { action: 'dynamodb:GetItem', on: { kind: 'arn', arn: () => `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/another-table` } },
  { action: 's3:GetObject', on: { kind: 'objects', prefix: 'other/' } },
  { action: 's3:PutObject', on: { kind: 'objects', prefix: 'other/' } },
  { action: 's3:DeleteObject', on: { kind: 'objects', prefix: 'videos/' } },
  { action: 's3:ListBucket', on: { kind: 'arn', arn: (t, ids) => resolve(t.Resources, { 'Fn::GetAtt': [ids.bucket, 'Arn'] }) as string } },
  { action: 's3:GetObject', on: { kind: 'arn', arn: (t, ids) => `${resolve(t.Resources, { 'Fn::GetAtt': [ids.otherBucket, 'Arn'] }) as string}/media/log` } },
  { action: 'sqs:SendMessage', on: { kind: 'arn', arn: (t, ids) => resolve(t.Resources, { 'Fn::GetAtt': [ids.deadLetters[0], 'Arn'] }) as string } },
  { action: 'states:StartExecution', on: { kind: 'stateMachine', machine: 'render' } },
  { action: 'states:StopExecution', on: { kind: 'arn', arn: () => `arn:aws:states:${REGION}:${ACCOUNT}:execution:another-machine:00000000-0000-4000-8000-000000000000` } },
  { action: 'bedrock:InvokeModel', on: { kind: 'arn', arn: () => `arn:aws:bedrock:${REGION}::foundation-model/another.model-v1` } },
];

/** Every call some function of the service declares, with every feature on. */
function everyDeclaredCall(): Call[] {
  return FUNCTIONS.flatMap((fn) => declarationOf(fn).access.flatMap((need) => need.actions.map((action): Call => ({ action, on: need.on }))));
}

/** The IAM simulator's decision on one call by a principal holding these identity policies. */
export async function decision(policies: unknown[], principal: string, action: string, resource: string): Promise<string> {
  const result = await runSimulation(
    {
      identityPolicies: policies.map((policy, i) => ({ name: `policy-${i}`, policy })),
      serviceControlPolicies: [],
      resourceControlPolicies: [],
      request: { principal, action, resource: { resource, accountId: ACCOUNT }, contextVariables: {} },
    } as never,
    {},
  );
  if (result.resultType === 'error') throw new Error(`simulation of ${action} on ${resource} failed: ${JSON.stringify(result.errors)}`);
  return result.overallResult;
}

/** The identity policies attached to a role, intrinsics resolved. */
export function policiesOf(template: Template, roleId: string): unknown[] {
  return Object.values(template.Resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && (r.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
    .map((r) => resolve(template.Resources, r.Properties.PolicyDocument));
}

/** Every way the template departs from the functions' declarations; empty when it keeps the contract. */
export async function contractViolations(template: Template, ids: Ids, context: FeatureContext, functions: readonly FunctionDefinition[] = FUNCTIONS): Promise<string[]> {
  const violations: string[] = [];
  const universe = [...everyDeclaredCall(), ...FORBIDDEN];
  for (const definition of functions) {
    const { fn: fnId, role: roleId } = ids.functions.get(definition.name) ?? {};
    if (!fnId || !roleId) {
      violations.push(`${definition.name}: no such function in the template`);
      continue;
    }
    const declaration = active(declarationOf(definition), context);

    const set = (resolve(template.Resources, template.Resources[fnId]!.Properties.Environment?.Variables ?? {}) ?? {}) as Record<string, string>;
    for (const [name, need] of Object.entries(declaration.env)) {
      const expected = expectedValue(need, template, ids, context);
      if (expected === undefined) {
        if (name in set) violations.push(`${definition.name}: ${name} is set by the stack, but the Lambda runtime provides it`);
        continue;
      }
      const value = set[name];
      if (value === undefined) violations.push(`${definition.name}: ${name} is read by an adapter but not set`);
      else if (expected instanceof RegExp ? !expected.test(value) : value !== expected) violations.push(`${definition.name}: ${name} is ${value}, not ${String(expected)}`);
    }
    for (const name of Object.keys(set)) {
      if (!(name in declaration.env)) violations.push(`${definition.name}: ${name} is set but no adapter reads it`);
    }

    const policies = policiesOf(template, roleId);
    const principal = `arn:aws:iam::${ACCOUNT}:role/${roleId.toLowerCase()}`;
    const declared = (call: Call) => call.on.kind !== 'arn' && declaration.access.some((need: AccessNeed) => need.actions.includes(call.action) && covers(need.on, call.on as AwsResource));
    const seen = new Set<string>();
    for (const call of [...declaration.access.flatMap((need) => need.actions.map((action): Call => ({ action, on: need.on }))), ...universe]) {
      const arns = call.on.kind === 'arn' ? [call.on.arn(template, ids)] : probeArns(call.on, template, ids, context);
      for (const arn of arns) {
        const key = `${call.action} ${arn}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const should = declared(call) ? 'Allowed' : 'ImplicitlyDenied';
        const is = await decision(policies, principal, call.action, arn);
        if (is !== should) violations.push(`${definition.name}: ${call.action} on ${arn} is ${is}, declared ${should === 'Allowed' ? 'allowed' : 'not allowed'}`);
      }
    }
  }
  return violations;
}
