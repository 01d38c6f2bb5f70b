/**
 * Resolves the CloudFormation intrinsics of a synthesized template to the strings AWS would
 * substitute at deploy time, with made-up names for the resources: enough to evaluate the
 * template's IAM policies against concrete ARNs.
 */
export const ACCOUNT = '111122223333';
export const REGION = 'eu-west-1';

type Resources = Record<string, { Type: string; Properties?: Record<string, unknown> }>;

const PSEUDO: Record<string, string> = {
  'AWS::AccountId': ACCOUNT,
  'AWS::Region': REGION,
  'AWS::Partition': 'aws',
  'AWS::URLSuffix': 'amazonaws.com',
};

/** What `Ref` returns for a resource, by type (the CloudFormation documentation of each). */
function ref(resources: Resources, id: string): string {
  if (PSEUDO[id]) return PSEUDO[id];
  const resource = resources[id];
  if (!resource) throw new Error(`Ref to unknown ${id}`);
  const name = id.toLowerCase();
  switch (resource.Type) {
    case 'AWS::SQS::Queue':
      return `https://sqs.${REGION}.amazonaws.com/${ACCOUNT}/${name}`;
    case 'AWS::StepFunctions::StateMachine':
      return `arn:aws:states:${REGION}:${ACCOUNT}:stateMachine:${name}`;
    case 'AWS::SNS::Topic':
      return `arn:aws:sns:${REGION}:${ACCOUNT}:${name}`;
    case 'AWS::SecretsManager::Secret':
      // Secrets Manager adds six random characters to the name in the ARN.
      return `arn:aws:secretsmanager:${REGION}:${ACCOUNT}:secret:${name}-AbC123`;
    default:
      return name;
  }
}

function getAtt(resources: Resources, id: string, attribute: string): string {
  const resource = resources[id];
  if (!resource) throw new Error(`GetAtt of unknown ${id}`);
  const name = ref(resources, id);
  const arns: Record<string, string> = {
    'AWS::DynamoDB::GlobalTable': `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/${name}`,
    'AWS::DynamoDB::Table': `arn:aws:dynamodb:${REGION}:${ACCOUNT}:table/${name}`,
    'AWS::S3::Bucket': `arn:aws:s3:::${name}`,
    'AWS::SQS::Queue': `arn:aws:sqs:${REGION}:${ACCOUNT}:${id.toLowerCase()}`,
    'AWS::Lambda::Function': `arn:aws:lambda:${REGION}:${ACCOUNT}:function:${name}`,
    'AWS::Logs::LogGroup': `arn:aws:logs:${REGION}:${ACCOUNT}:log-group:${name}:*`,
    'AWS::IAM::Role': `arn:aws:iam::${ACCOUNT}:role/${name}`,
    'AWS::StepFunctions::StateMachine': name,
  };
  if (attribute === 'Arn' && arns[resource.Type]) return arns[resource.Type]!;
  if (attribute === 'RegionalDomainName' && resource.Type === 'AWS::S3::Bucket') return `${name}.s3.${REGION}.amazonaws.com`;
  if (attribute === 'QueueUrl') return ref(resources, id);
  if (attribute === 'Name' && resource.Type === 'AWS::StepFunctions::StateMachine') return id.toLowerCase();
  throw new Error(`GetAtt ${id}.${attribute} (${resource.Type}) is not modelled`);
}

/** Every intrinsic in `value` replaced by the string it stands for. */
export function resolve(resources: Resources, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(resources, item));
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const [key] = Object.keys(object);
  if (Object.keys(object).length === 1 && key) {
    const arg = object[key];
    switch (key) {
      case 'Ref':
        return ref(resources, arg as string);
      case 'Fn::GetAtt': {
        const [id, attribute] = arg as [string, string];
        return getAtt(resources, id, attribute);
      }
      case 'Fn::Join': {
        const [separator, parts] = arg as [string, unknown[]];
        return (resolve(resources, parts) as string[]).join(separator);
      }
      case 'Fn::Split': {
        const [separator, source] = arg as [string, unknown];
        return (resolve(resources, source) as string).split(separator);
      }
      case 'Fn::Select': {
        const [index, list] = arg as [number, unknown];
        return (resolve(resources, list) as string[])[index];
      }
    }
  }
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, resolve(resources, v)]));
}
