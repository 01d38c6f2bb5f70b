/**
 * A presenter model on a SageMaker asynchronous endpoint, against AWS's documentation:
 * InvokeEndpointAsync (https://docs.aws.amazon.com/sagemaker/latest/APIReference/API_runtime_InvokeEndpointAsync.html):
 * POST /endpoints/{EndpointName}/async-invocations with the input's S3 location in
 * X-Amzn-SageMaker-InputLocation; 202 with the InferenceId, and the output and failure locations in
 * X-Amzn-SageMaker-OutputLocation / -FailureLocation. The result appears at the output location
 * (https://docs.aws.amazon.com/sagemaker/latest/dg/async-inference-check-predictions.html).
 * The request object is this service's contract (docs/deploy.md, "Presenter endpoint").
 */
import { SageMakerRuntimeClient } from '@aws-sdk/client-sagemaker-runtime';
import { describe, expect, it } from 'vitest';
import { sagemakerPresenter } from '../../lambdas/adapters/render/sagemaker-presenter';
import { presenterInputPrefix } from '../../lambdas/core/jobs/blob-keys';
import { JOB_ID, presenterRequest } from './support/requests';
import { useReplayServer } from './support/replay-server';

const server = useReplayServer();
const PREFIX = presenterInputPrefix(JOB_ID, 0);
const OUTPUT = 's3://team-presenter-results/async/8a1c3e5f-7b9d.out';
const FAILURE = 's3://team-presenter-results/async-failures/8a1c3e5f-7b9d-error.out';

function endpoint(objects: Record<string, string> = {}) {
  const stored = new Map<string, string>();
  const presenter = sagemakerPresenter({
    sagemaker: new SageMakerRuntimeClient(server.aws),
    endpointName: 'talking-head-async',
    blobs: { put: async (key, data) => void stored.set(key, Buffer.from(data).toString()) },
    bucket: 'media-bucket',
    hasObject: async (uri) => uri in objects,
    readObject: async (uri) => (uri in objects ? Buffer.from(objects[uri]!) : undefined),
  });
  return { presenter, stored };
}

describe('SageMaker asynchronous endpoint presenter', () => {
  it('writes the face, the narration and the request object, then invokes the endpoint with the request’s S3 location', async () => {
    server.answer(() => ({ status: 202, body: { InferenceId: `${JOB_ID}-0` }, headers: { 'X-Amzn-SageMaker-OutputLocation': OUTPUT, 'X-Amzn-SageMaker-FailureLocation': FAILURE } }));
    const { presenter, stored } = endpoint();
    expect(await presenter.start(presenterRequest(), { prefix: PREFIX, token: `${JOB_ID}-0` })).toEqual({ state: 'pending', ticket: { output: OUTPUT, failure: FAILURE } });
    expect(JSON.parse(stored.get(`${PREFIX}request.json`)!)).toEqual({
      version: 1,
      face: `s3://media-bucket/${PREFIX}face.png`,
      audio: `s3://media-bucket/${PREFIX}narration.wav`,
      width: 720,
      height: 1280,
      fps: 30,
      durationSec: 6.5,
      prompt: 'Head roaster in a denim apron, in the roastery',
    });
    expect(stored.get(`${PREFIX}face.png`)).toBe('png face');
    const [call] = server.requests;
    expect([call!.method, call!.path]).toEqual(['POST', '/endpoints/talking-head-async/async-invocations']);
    expect(call!.headers).toMatchObject({
      'x-amzn-sagemaker-inputlocation': `s3://media-bucket/${PREFIX}request.json`,
      'x-amzn-sagemaker-content-type': 'application/json',
      'x-amzn-sagemaker-accept': 'video/mp4',
      'x-amzn-sagemaker-inference-id': `${JOB_ID}-0`,
    });
  });

  it('pending until the output exists; ready at the output location; failed with what the endpoint wrote to its failure location', async () => {
    const ticket = { output: OUTPUT, failure: FAILURE };
    expect(await endpoint().presenter.check(ticket)).toEqual({ state: 'pending', ticket });
    expect(await endpoint({ [OUTPUT]: 'mp4' }).presenter.check(ticket)).toEqual({ state: 'ready', clip: { url: OUTPUT } });
    expect(await endpoint({ [FAILURE]: 'CUDA out of memory' }).presenter.check(ticket)).toEqual({ state: 'failed', reason: 'the endpoint failed: CUDA out of memory' });
  });
});
