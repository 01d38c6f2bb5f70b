/**
 * Video models on Amazon Bedrock (Luma Ray2, Nova Reel) run as asynchronous invocations:
 * StartAsyncInvoke with the model's input and an S3 folder, then GetAsyncInvoke until the status
 * is Completed (or Failed); the clip is `output.mp4` in the folder Bedrock made for the invocation.
 *   https://docs.aws.amazon.com/bedrock/latest/APIReference/API_runtime_StartAsyncInvoke.html
 *   https://docs.aws.amazon.com/bedrock/latest/APIReference/API_runtime_GetAsyncInvoke.html
 * Starting and checking are separate calls of separate functions: nothing here waits.
 */
import { GetAsyncInvokeCommand, StartAsyncInvokeCommand, type BedrockRuntimeClient, type StartAsyncInvokeCommandInput } from '@aws-sdk/client-bedrock-runtime';
import type { ClipProgress, ClipTicket } from '../../core/clips/generated-clips';

type Bedrock = Pick<BedrockRuntimeClient, 'send'>;

/** The file a video model writes in its invocation's folder. */
export const BEDROCK_VIDEO_FILE = 'output.mp4';

export interface BedrockVideoStart {
  modelId: string;
  modelInput: StartAsyncInvokeCommandInput['modelInput'];
  /** The S3 bucket and key prefix under which Bedrock makes the invocation's folder. */
  bucket: string;
  prefix: string;
  /** Idempotency: the same token starts one invocation however often it is sent. */
  token: string;
}

export async function startBedrockVideo(bedrock: Bedrock, start: BedrockVideoStart): Promise<ClipProgress> {
  const started = await bedrock.send(
    new StartAsyncInvokeCommand({
      modelId: start.modelId,
      modelInput: start.modelInput,
      outputDataConfig: { s3OutputDataConfig: { s3Uri: `s3://${start.bucket}/${start.prefix}` } },
      clientRequestToken: start.token,
    }),
  );
  if (!started.invocationArn) throw new Error('Bedrock returned no invocation ARN');
  return { state: 'pending', ticket: { invocationArn: started.invocationArn } };
}

/** The invocation's state; a finished clip is an object of `bucket` (Bedrock wrote it there). */
export async function checkBedrockVideo(bedrock: Bedrock, ticket: ClipTicket, bucket: string): Promise<ClipProgress> {
  const job = await bedrock.send(new GetAsyncInvokeCommand({ invocationArn: ticket.invocationArn }));
  if (job.status === 'Failed') return { state: 'failed', reason: job.failureMessage ?? 'Bedrock gave no reason' };
  if (job.status !== 'Completed') return { state: 'pending', ticket };
  const folder = job.outputDataConfig?.s3OutputDataConfig?.s3Uri;
  const match = folder && /^s3:\/\/([^/]+)\/(.*?)\/*$/.exec(folder);
  if (!match || match[1] !== bucket) throw new Error(`Bedrock reports the clip at ${folder ?? 'no location'}, not in the media bucket`);
  return { state: 'ready', clip: { key: `${match[2]}/${BEDROCK_VIDEO_FILE}` } };
}
