/**
 * A talking-head model on an Amazon SageMaker asynchronous inference endpoint that the deployer
 * runs (the stack takes its name). The contract (docs/deploy.md, "Presenter endpoint"): the
 * request is a JSON object in S3 naming the face (PNG) and the narration (WAV, as long as the
 * scene) beside it; the response is the MP4 itself, which SageMaker writes to the OutputLocation
 * the call returns (or an error to its FailureLocation).
 *   https://docs.aws.amazon.com/sagemaker/latest/APIReference/API_runtime_InvokeEndpointAsync.html
 *   https://docs.aws.amazon.com/sagemaker/latest/dg/async-inference-check-predictions.html
 * Nothing waits here: the workflow checks the output location between its waits.
 */
import { InvokeEndpointAsyncCommand, type SageMakerRuntimeClient } from '@aws-sdk/client-sagemaker-runtime';
import type { ClipProgress, ClipTicket } from '../../core/clips/generated-clips';
import type { BlobStore } from '../../core/ports/blob-store';
import type { PresenterClipRequest } from './clip-requests';

/** The request object the endpoint receives (its InputLocation), version 1 of the contract. */
export interface PresenterEndpointRequest {
  version: 1;
  /** s3:// URIs of the face (PNG) and the narration (mono 16-bit WAV). */
  face: string;
  audio: string;
  /** The clip to make: the frame's size and rate, and the scene's length (the audio's). */
  width: number;
  height: number;
  fps: number;
  durationSec: number;
  prompt: string;
}

/** The longest the endpoint may take over one clip before SageMaker gives up on it (the workflow's own limit is shorter). */
const INVOCATION_TIMEOUT_SECONDS = 3_600;

export interface SageMakerPresenterOptions {
  sagemaker: Pick<SageMakerRuntimeClient, 'send'>;
  endpointName: string;
  /** Where the inputs are written: the media bucket, under the scene's presenter prefix. */
  blobs: Pick<BlobStore, 'put'>;
  bucket: string;
  /** Whether an s3:// object exists (yet), and its bytes when it does. */
  hasObject: (s3Uri: string) => Promise<boolean>;
  readObject: (s3Uri: string) => Promise<Buffer | undefined>;
}

export function sagemakerPresenter(options: SageMakerPresenterOptions) {
  return {
    async start(request: PresenterClipRequest, where: { prefix: string; token: string }): Promise<ClipProgress> {
      const uri = (name: string) => `s3://${options.bucket}/${where.prefix}${name}`;
      const body: PresenterEndpointRequest = {
        version: 1,
        face: uri('face.png'),
        audio: uri('narration.wav'),
        width: request.width,
        height: request.height,
        fps: request.fps,
        durationSec: request.durationSec,
        prompt: request.prompt,
      };
      await Promise.all([
        options.blobs.put(`${where.prefix}face.png`, request.face, 'image/png'),
        options.blobs.put(`${where.prefix}narration.wav`, request.audio, 'audio/wav'),
        options.blobs.put(`${where.prefix}request.json`, JSON.stringify(body), 'application/json'),
      ]);
      const invoked = await options.sagemaker.send(
        new InvokeEndpointAsyncCommand({
          EndpointName: options.endpointName,
          InputLocation: uri('request.json'),
          ContentType: 'application/json',
          Accept: 'video/mp4',
          InferenceId: where.token,
          InvocationTimeoutSeconds: INVOCATION_TIMEOUT_SECONDS,
        }),
      );
      if (!invoked.OutputLocation) throw new Error('SageMaker returned no output location');
      return { state: 'pending', ticket: { output: invoked.OutputLocation, failure: invoked.FailureLocation ?? '' } };
    },

    async check(ticket: ClipTicket): Promise<ClipProgress> {
      if (await options.hasObject(ticket.output!)) return { state: 'ready', clip: { url: ticket.output! } };
      const failure = ticket.failure ? await options.readObject(ticket.failure) : undefined;
      if (failure) return { state: 'failed', reason: `the endpoint failed: ${failure.toString('utf8').slice(0, 300)}` };
      return { state: 'pending', ticket };
    },
  };
}
