/**
 * What an AWS adapter needs from the deployment, declared beside its factory: the environment
 * variables it reads (and which resource of the stack provides each) and the AWS actions it
 * calls on which resource. The CDK stack derives each function's environment and IAM grants
 * from the declarations of the adapters that function is built from (lib/wiring.ts), and the
 * contract tests read the synthesized template back against the same declarations.
 * Plain data: nothing here knows CDK.
 */

/** The queues of the stack, by role. */
export type QueueName = 'renderSteps' | 'webhookDeliveries';
/** The state machines: `job` runs a whole render under its limit; `render` is the one it runs. */
export type MachineName = 'job' | 'render';
/**
 * Optional features a deployment turns on (CDK context); an adapter's needs may depend on one.
 * footageModel / presenterModel: a clip model of that kind is configured; the
 * four after them say which provider it is (Bedrock, the stock library, a SageMaker endpoint, a hosted API).
 */
export type Feature =
  | 'polly'
  | 'plannerModel'
  | 'footageModel'
  | 'guardrail'
  | 'bedrockModels'
  | 'presenterModel'
  | 'bedrockFootage'
  | 'stockFootage'
  | 'presenterEndpoint'
  | 'presenterApi';
/** Deployment settings an environment variable can carry (lib/config.ts ServiceConfig). */
export type DeploymentSetting =
  | 'plannerModelId'
  | 'footageModelId'
  | 'guardrailId'
  | 'guardrailVersion'
  | 'renderLimitSeconds'
  | 'pollyEngine'
  | 'bedrockModelIds'
  | 'presenterModelId'
  | 'presenterEndpointName'
  | 'renderConcurrency'
  | 'sceneConcurrency';
/** Provider API keys the stack keeps in Secrets Manager (one secret each, created empty by the stack). */
export type ProviderSecret = 'stockFootageKey' | 'presenterApiKey';

/** A resource an adapter acts on, named by role; the stack maps each to its ARN(s). */
export type AwsResource =
  | { kind: 'table' }
  /** One of the table's indexes. */
  | { kind: 'tableIndex'; index: string }
  /** Objects of the media bucket under a key prefix (`jobs/`, `videos/`, `jobs/footage/`). */
  | { kind: 'objects'; prefix: string }
  | { kind: 'queue'; queue: QueueName }
  | { kind: 'stateMachine'; machine: MachineName }
  /** The executions of one state machine (what StopExecution acts on). */
  | { kind: 'executions'; machine: MachineName }
  /**
   * The Bedrock model a feature is configured with, as the stack's Region calls it: the inference
   * profile (if it goes through one) and the foundation model in every Region that runs it.
   */
  | { kind: 'foundationModel'; feature: 'plannerModel' | 'footageModel' }
  /** Every Bedrock model the deployment is configured with, in any Region (control-plane reads such as GetFoundationModel). */
  | { kind: 'configuredModels' }
  /** Bedrock asynchronous invocations of this account and region (named by Bedrock at run time). */
  | { kind: 'modelInvocations' }
  | { kind: 'guardrail' }
  /** A provider's API key in Secrets Manager. */
  | { kind: 'secret'; secret: ProviderSecret }
  /** The SageMaker asynchronous endpoint of the presenter model (context presenterEndpointName). */
  | { kind: 'sagemakerEndpoint' }
  /** Objects under the presenter endpoint's S3 output path (context presenterEndpointOutput), results and failures. */
  | { kind: 'presenterOutput' }
  /** The bucket of that path: listing it turns a result not yet written into "no such key" rather than "access denied". */
  | { kind: 'presenterOutputBucket' }
  /** Actions AWS offers no resource type for (polly:SynthesizeSpeech, states:SendTask*): Resource "*". */
  | { kind: 'unscoped' };

/** Where the stack takes an environment variable's value from. */
export type EnvSource =
  | { kind: 'tableName' }
  | { kind: 'bucketName' }
  /** The bucket's regional domain name, for presigning without an S3 client. */
  | { kind: 'bucketDomain' }
  | { kind: 'queueUrl'; queue: QueueName }
  | { kind: 'stateMachineArn'; machine: MachineName }
  | { kind: 'setting'; setting: DeploymentSetting }
  /** The ARN of a provider's key in Secrets Manager (the value is read at run time, never put in the environment). */
  | { kind: 'secretArn'; secret: ProviderSecret }
  | { kind: 'constant'; value: string }
  /** Where the render bundle puts an executable (lib/bundling.ts RENDER_BINARIES). */
  | { kind: 'bundledBinary'; binary: 'ffmpeg' | 'ffprobe' }
  /** Set by the Lambda runtime itself (AWS_REGION); the stack never sets it. */
  | { kind: 'lambdaRuntime' };

export interface EnvNeed {
  from: EnvSource;
  /** Set only while this feature is on; the adapter then reads it as optional. */
  feature?: Feature;
}

export interface AccessNeed {
  actions: readonly string[];
  on: AwsResource;
  /** Granted only while this feature is on. */
  feature?: Feature;
}

/**
 * Where the adapter that meets a declaration is exported (module from the project root): a route's
 * generated entry imports it from there (lib/entries.ts). `configured`: the export is a factory
 * called with the declaration itself (an object store's prefixes).
 */
export interface AdapterSource {
  module: string;
  export: string;
  configured?: true;
}

export interface Declaration {
  env: Readonly<Record<string, EnvNeed>>;
  access: readonly AccessNeed[];
  adapter?: AdapterSource;
}

/** A declaration's adapter, exported as `name` from `module` (lambdas/adapters/<module>.ts). */
export function adapterIn(module: string, name: string): AdapterSource {
  return { module: `lambdas/adapters/${module}.ts`, export: name };
}

/** Values of the declared variables: those of a feature may be missing, the others never are. */
export type EnvValues<E extends Record<string, EnvNeed>> = { readonly [K in keyof E]: E[K] extends { feature: Feature } ? string | undefined : string };

/** An adapter factory that carries its declaration. */
export interface AwsAdapter<T> {
  readonly declaration: Declaration;
  /** Builds the adapter from the declared variables of `env` alone; a required one missing throws. */
  create(env: NodeJS.ProcessEnv): T;
}

export class MissingEnvironment extends Error {
  override name = 'MissingEnvironment';
}

/** Declares an adapter: `create` sees exactly the variables listed in `env`. */
export function awsAdapter<T, const E extends Record<string, EnvNeed> = Record<never, EnvNeed>>(definition: {
  env?: E;
  access?: readonly AccessNeed[];
  create(env: EnvValues<E>): T;
}): AwsAdapter<T> {
  const env = (definition.env ?? {}) as E;
  return {
    declaration: { env, access: definition.access ?? [] },
    create(processEnv) {
      const values: Record<string, string | undefined> = {};
      for (const [name, need] of Object.entries(env)) {
        const value = processEnv[name] || undefined;
        if (value === undefined && !need.feature) throw new MissingEnvironment(`${name} is not set`);
        values[name] = value;
      }
      return definition.create(values as EnvValues<E>);
    },
  };
}

/** A port that needs nothing from the deployment (the clock, a limits table, a setting). */
export function fixed<T>(value: T): AwsAdapter<T> {
  return awsAdapter({ create: () => value });
}

export type Wiring = Readonly<Record<string, AwsAdapter<unknown>>>;
export type PortsOf<W extends Wiring> = { readonly [K in keyof W]: W[K] extends AwsAdapter<infer T> ? T : never };

/** An adapter built from others; it declares what its parts declare. */
export function composeAdapters<const W extends Wiring, T>(parts: W, build: (ports: PortsOf<W>) => T): AwsAdapter<T> {
  return {
    declaration: mergeDeclarations(Object.values(parts).map((part) => part.declaration)),
    create(processEnv) {
      const ports = Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, part.create(processEnv)]));
      return build(ports as PortsOf<W>);
    },
  };
}

/** The union of several declarations; one variable declared twice must come from the same place. */
export function mergeDeclarations(declarations: readonly Declaration[]): Declaration {
  const env: Record<string, EnvNeed> = {};
  for (const declaration of declarations) {
    for (const [name, need] of Object.entries(declaration.env)) {
      const known = env[name];
      if (known && JSON.stringify(known) !== JSON.stringify(need)) throw new Error(`${name} is declared twice with different sources`);
      env[name] = need;
    }
  }
  return { env, access: declarations.flatMap((d) => d.access) };
}
