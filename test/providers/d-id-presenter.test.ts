/**
 * D-ID's Talks API, against its documentation: POST /talks (https://docs.d-id.com/reference/createtalk)
 * with source_url, script {type: audio, audio_url} and config; GET /talks/{id}
 * (https://docs.d-id.com/reference/gettalk) answering status created, started, done (with result_url),
 * error or rejected (with error.kind and description); the key in `Authorization: Basic <key>`.
 * fixtures/d-id-*.json are answers in those documented shapes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dIdPresenter } from '../../lambdas/adapters/render/d-id-presenter';
import { TransientError } from '../../lambdas/core/errors';
import { presenterInputPrefix } from '../../lambdas/core/jobs/blob-keys';
import { JOB_ID, presenterRequest } from './support/requests';
import { useReplayServer } from './support/replay-server';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8')) as Record<string, any>;
const server = useReplayServer();
const PREFIX = presenterInputPrefix(JOB_ID, 2);

function presenter() {
  const stored = new Map<string, Buffer>();
  const blobs = {
    put: async (key: string, data: Buffer | string) => void stored.set(key, Buffer.from(data)),
    signedUrl: async (key: string, seconds: number) => `https://media-bucket.s3.amazonaws.com/${key}?X-Amz-Expires=${seconds}`,
  };
  return { stored, d: dIdPresenter({ apiKey: async () => 'dXNlcjpwYXNz:secret', blobs, baseUrl: server.url }) };
}

describe('D-ID Talks presenter', () => {
  it('puts the face and the narration among the job files and creates a talk from presigned links, with the key in Basic authorization', async () => {
    server.answer(() => ({ status: 201, body: fixture('d-id-create-talk.response.json') }));
    const { d, stored } = presenter();
    expect(await d.start(presenterRequest(), { prefix: PREFIX })).toEqual({ state: 'pending', ticket: { talkId: 'tlk_AbCdEf123456-N6jd3' } });
    expect([...stored.keys()].sort()).toEqual([`${PREFIX}face.png`, `${PREFIX}narration.wav`]);
    expect(stored.get(`${PREFIX}narration.wav`)?.toString()).toBe('wav narration');
    const [call] = server.requests;
    expect([call!.method, call!.path]).toEqual(['POST', '/talks']);
    expect(call!.headers.authorization).toBe('Basic dXNlcjpwYXNz:secret');
    expect(JSON.parse(call!.body)).toEqual({
      source_url: `https://media-bucket.s3.amazonaws.com/${PREFIX}face.png?X-Amz-Expires=3600`,
      script: { type: 'audio', audio_url: `https://media-bucket.s3.amazonaws.com/${PREFIX}narration.wav?X-Amz-Expires=3600` },
      config: { stitch: true, result_format: 'mp4' },
    });
  });

  it.each([
    ['d-id-get-talk.started.json', { state: 'pending', ticket: { talkId: 'tlk_AbCdEf123456-N6jd3' } }],
    ['d-id-get-talk.done.json', { state: 'ready', clip: { url: fixture('d-id-get-talk.done.json').result_url } }],
    ['d-id-get-talk.error.json', { state: 'failed', reason: 'D-ID error: Face not detected' }],
  ])('reads %s', async (name, progress) => {
    server.answer(() => ({ status: 200, body: fixture(name) }));
    expect(await presenter().d.check({ talkId: 'tlk_AbCdEf123456-N6jd3' })).toEqual(progress);
    expect(server.requests.map((r) => [r.method, r.path])).toEqual([['GET', '/talks/tlk_AbCdEf123456-N6jd3']]);
  });

  it('a refusal (402, out of credits) fails the talk with D-ID’s words; rate limiting and D-ID failing are retried', async () => {
    server.answer(() => ({ status: 402, body: fixture('d-id-insufficient-credits.response.json') }));
    expect(await presenter().d.start(presenterRequest(), { prefix: PREFIX })).toEqual({ state: 'failed', reason: 'D-ID answered 402: not enough credits' });
    server.answer(() => ({ status: 429, body: {} }));
    await expect(presenter().d.check({ talkId: 'tlk_1' })).rejects.toThrow(TransientError);
  });
});
