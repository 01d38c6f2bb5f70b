/**
 * Every figure of `npm run bench:aws` that is not measured on this machine, each with where it
 * comes from. Prices: AWS's published list prices for US East (N. Virginia), on demand, without
 * free tiers, as on the pricing pages named (table compiled on PRICES_AS_OF; re-check before
 * quoting). Latencies: AWS's published figure where there is one, otherwise a stated assumption.
 */

export interface Figure {
  value: number;
  unit: string;
  source: string;
}

export const PRICES_AS_OF = '2026-11-23';

const LAMBDA = 'aws.amazon.com/lambda/pricing';

export const PRICES = {
  lambdaArmGbSecond: { value: 0.0000133334, unit: '$ per GB-second, arm64 (first 7.5 billion GB-s a month)', source: LAMBDA },
  lambdaRequest: { value: 0.2 / 1e6, unit: '$ per invocation', source: LAMBDA },
  lambdaStorageGbSecond: { value: 0.0000000309, unit: '$ per GB-second of /tmp above 512 MB', source: LAMBDA },
  stepFunctionsTransition: { value: 0.025 / 1000, unit: '$ per state transition, Standard workflow', source: 'aws.amazon.com/step-functions/pricing' },
  sqsRequest: { value: 0.4 / 1e6, unit: '$ per request, standard queue (64 KB chunks)', source: 'aws.amazon.com/sqs/pricing' },
  s3Put: { value: 0.005 / 1000, unit: '$ per PUT, COPY, POST or LIST, S3 Standard', source: 'aws.amazon.com/s3/pricing' },
  s3Get: { value: 0.0004 / 1000, unit: '$ per GET, S3 Standard', source: 'aws.amazon.com/s3/pricing' },
  s3GbMonth: { value: 0.023, unit: '$ per GB-month, S3 Standard (first 50 TB)', source: 'aws.amazon.com/s3/pricing' },
  dynamoWrite: { value: 0.625 / 1e6, unit: '$ per write request unit, on demand', source: 'aws.amazon.com/dynamodb/pricing/on-demand' },
  dynamoRead: { value: 0.125 / 1e6, unit: '$ per read request unit, on demand', source: 'aws.amazon.com/dynamodb/pricing/on-demand' },
  apiRequest: { value: 3.5 / 1e6, unit: '$ per REST API request (first 333 million)', source: 'aws.amazon.com/api-gateway/pricing' },
  pollyNeuralCharacter: { value: 16 / 1e6, unit: '$ per character, neural voices (speech-mark requests count too)', source: 'aws.amazon.com/polly/pricing' },
  alarmMonth: { value: 0.1, unit: '$ per standard-resolution alarm metric a month', source: 'aws.amazon.com/cloudwatch/pricing' },
  dashboardMonth: { value: 3, unit: '$ per dashboard a month', source: 'aws.amazon.com/cloudwatch/pricing' },
  logsIngestedGb: { value: 0.5, unit: '$ per GB of logs ingested', source: 'aws.amazon.com/cloudwatch/pricing' },
  logsStoredGbMonth: { value: 0.03, unit: '$ per GB-month of logs stored', source: 'aws.amazon.com/cloudwatch/pricing' },
  xrayTrace: { value: 5 / 1e6, unit: '$ per trace recorded', source: 'aws.amazon.com/xray/pricing' },
} as const satisfies Record<string, Figure>;

const ASSUMED = 'assumed: AWS publishes no figure';

export const LATENCIES = {
  /** 1,769 MB buys one vCPU's worth of CPU time; the share grows with memory up to six vCPUs at 10,240 MB. */
  mbPerVcpu: { value: 1769, unit: 'MB of function memory per vCPU', source: 'docs.aws.amazon.com/lambda/latest/dg/configuration-memory.html' },
  maxVcpus: { value: 6, unit: 'vCPUs at 10,240 MB', source: 'aws.amazon.com/blogs/aws/new-for-aws-lambda-functions-with-up-to-10-gb-of-memory-and-6-vcpus' },
  s3Request: { value: 0.15, unit: 's, one S3 request of a small object (first byte)', source: 'S3 performance guidelines: 100–200 ms for small objects (docs.aws.amazon.com/AmazonS3/latest/userguide/optimizing-performance-design-patterns.html)' },
  s3Throughput: { value: 85e6, unit: 'bytes/s, one S3 transfer', source: 'S3 performance guidelines: 85–90 MB/s per request (docs.aws.amazon.com/AmazonS3/latest/userguide/optimizing-performance-guidelines.html)' },
  dynamoCall: { value: 0.01, unit: 's, one DynamoDB call', source: 'single-digit milliseconds (aws.amazon.com/dynamodb)' },
  transition: { value: 0.05, unit: 's, one Standard state transition', source: ASSUMED },
  taskToken: { value: 0.1, unit: 's, SQS message to the render-step Lambda (event source mapping), and a task token back to the machine', source: ASSUMED },
  apiGateway: { value: 0.03, unit: 's, API Gateway in front of a warm function', source: ASSUMED },
  lambdaInvoke: { value: 0.02, unit: 's, invoking a warm function from a state machine', source: ASSUMED },
  sandbox: { value: 0.25, unit: 's, a new execution environment before our code loads (cold start)', source: 'assumed within AWS\'s "under 100 ms to over 1 second" for whole cold starts (Operating Lambda: performance optimization, AWS Compute Blog)' },
  pollyLine: { value: 0.4, unit: 's, one Polly line (audio and word marks in parallel)', source: ASSUMED },
} as const satisfies Record<string, Figure>;

/** What the published figures for comparable services say (the project's anchors). */
export const COMPETITORS = [
  { name: 'Remotion Lambda', figure: '1-minute video in 15–19 s for $0.017–0.021 (up to 200 Lambdas, 2 GB each)', source: 'remotion.dev (Lambda docs and cost examples)' },
  { name: 'Shotstack', figure: 'about 20 s of render time per minute of video; price per minute by plan', source: 'shotstack.io' },
] as const;
