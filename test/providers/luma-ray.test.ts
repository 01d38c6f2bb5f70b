/**
 * Luma Ray2 on Amazon Bedrock, against AWS's documentation:
 *   request: https://docs.aws.amazon.com/bedrock/latest/userguide/model-parameters-luma.html
 *     (fixtures/bedrock-luma-start-async-invoke.request.json is its example call)
 *   StartAsyncInvoke / GetAsyncInvoke: https://docs.aws.amazon.com/bedrock/latest/APIReference/API_runtime_StartAsyncInvoke.html,
 *     .../API_runtime_GetAsyncInvoke.html (fixtures/bedrock-*.json are answers in their documented shape)
 * The adapter's calls go through the real Bedrock runtime client to a server replaying the fixtures.
 */
import { readFileSync } from 'node:fs';
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { describe, expect, it } from 'vitest';
import { checkBedrockVideo, startBedrockVideo } from '../../lambdas/adapters/render/bedrock-video';
import { LUMA_RAY_MAX_PROMPT_CHARS, lumaRayInput } from '../../lambdas/adapters/render/luma-ray';
import { footageOutputPrefix } from '../../lambdas/core/jobs/blob-keys';
import { footageRequest, JOB_ID } from './support/requests';
import { useReplayServer } from './support/replay-server';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8')) as Record<string, any>;
const DOCUMENTED = fixture('bedrock-luma-start-async-invoke.request.json');
const server = useReplayServer();
const bedrock = () => new BedrockRuntimeClient(server.aws);

describe('Luma Ray2 model input (documented fields and values)', () => {
  it('has exactly the documented fields: prompt, aspect_ratio, loop, duration, resolution', () => {
    expect(Object.keys(lumaRayInput(footageRequest())).sort()).toEqual(Object.keys(DOCUMENTED.modelInput).sort());
  });

  it.each([
    [540, 960, '9:16'],
    [960, 540, '16:9'],
    [540, 540, '1:1'],
    [720, 540, '4:3'],
    [540, 720, '3:4'],
    // 4:5 has no native ratio: the nearest is 3:4, and the engine crops the rest.
    [544, 680, '3:4'],
  ])('a %i×%i frame is asked for at its native ratio %s', (width, height, ratio) => {
    expect(lumaRayInput(footageRequest({ width, height })).aspect_ratio).toBe(ratio);
  });

  it('draft clips are 540p, standard and premium 720p', () => {
    expect(lumaRayInput(footageRequest({ quality: 'draft' })).resolution).toBe('540p');
    expect(lumaRayInput(footageRequest({ quality: 'standard' })).resolution).toBe('720p');
    expect(lumaRayInput(footageRequest({ quality: 'premium' })).resolution).toBe('720p');
  });

  it('the clip length priced is the one asked for (5s or 9s); a scene longer than its clip asks for a seamless loop', () => {
    expect(lumaRayInput(footageRequest({ clipSec: 5, sceneSec: 5 }))).toMatchObject({ duration: '5s', loop: false });
    expect(lumaRayInput(footageRequest({ clipSec: 9, sceneSec: 7.5 }))).toMatchObject({ duration: '9s', loop: false });
    expect(lumaRayInput(footageRequest({ clipSec: 5, sceneSec: 8 }))).toMatchObject({ duration: '5s', loop: true });
  });

  it('the prompt carries the art style and stays within 1–5,000 characters', () => {
    expect(lumaRayInput(footageRequest({ artStyle: 'stop_motion' })).prompt).toBe('A barista pours an oat-milk latte in a sunny cafe, stop motion style');
    const long = lumaRayInput(footageRequest({ prompt: 'x'.repeat(9_000) })).prompt;
    expect(long).toHaveLength(LUMA_RAY_MAX_PROMPT_CHARS);
    expect(long.endsWith(', cinematic style')).toBe(true);
  });
});

describe('Luma Ray2 through StartAsyncInvoke and GetAsyncInvoke (the real SDK against replayed answers)', () => {
  it('starts one invocation with the documented body, the scene’s folder of the media bucket and an idempotency token', async () => {
    server.answer(() => ({ status: 200, body: fixture('bedrock-start-async-invoke.response.json') }));
    const progress = await startBedrockVideo(bedrock(), {
      modelId: 'luma.ray-v2:0',
      modelInput: lumaRayInput(footageRequest()) as never,
      bucket: 'media-bucket',
      prefix: footageOutputPrefix(JOB_ID, 0),
      token: `${JOB_ID}-0`,
    });
    expect(progress).toEqual({ state: 'pending', ticket: { invocationArn: fixture('bedrock-start-async-invoke.response.json').invocationArn } });
    const [call] = server.requests;
    expect([call!.method, call!.path]).toEqual(['POST', '/async-invoke']);
    const body = JSON.parse(call!.body);
    expect(Object.keys(body).sort()).toEqual([...Object.keys(DOCUMENTED), 'clientRequestToken'].sort());
    expect(body).toMatchObject({
      modelId: DOCUMENTED.modelId,
      modelInput: { aspect_ratio: '9:16', duration: '5s', resolution: '540p', loop: true },
      outputDataConfig: { s3OutputDataConfig: { s3Uri: `s3://media-bucket/jobs/footage/${JOB_ID}/00/` } },
      clientRequestToken: `${JOB_ID}-0`,
    });
  });

  it.each([
    ['bedrock-get-async-invoke.in-progress.json', 'pending'],
    ['bedrock-get-async-invoke.completed.json', 'ready'],
    ['bedrock-get-async-invoke.failed.json', 'failed'],
  ])('reads %s as %s: a finished clip is output.mp4 in the invocation’s folder of the media bucket', async (name, state) => {
    const answer = fixture(name);
    server.answer(() => ({ status: 200, body: answer }));
    const ticket = { invocationArn: answer.invocationArn as string };
    const progress = await checkBedrockVideo(bedrock(), ticket, 'media-bucket');
    expect(server.requests.map((r) => [r.method, decodeURIComponent(r.path)])).toEqual([['GET', `/async-invoke/${ticket.invocationArn}`]]);
    expect(progress).toEqual(
      {
        pending: { state: 'pending', ticket },
        ready: { state: 'ready', clip: { key: `jobs/footage/${JOB_ID}/00/8c2b0j4kz1mq/output.mp4` } },
        failed: { state: 'failed', reason: 'The prompt was blocked by the content filters.' },
      }[state],
    );
  });

  it('a clip reported outside the media bucket is refused', async () => {
    server.answer(() => ({ status: 200, body: fixture('bedrock-get-async-invoke.completed.json') }));
    await expect(checkBedrockVideo(bedrock(), { invocationArn: 'arn' }, 'another-bucket')).rejects.toThrow(/not in the media bucket/);
  });
});
