/**
 * Local fakes of the clip providers, each speaking its provider's protocol on one HTTP server
 * (their paths do not overlap), so the real adapters and the real AWS SDK clients run against them:
 *   - Amazon Bedrock runtime: POST /async-invoke (StartAsyncInvoke, idempotent on clientRequestToken),
 *     GET /async-invoke/{arn} (GetAsyncInvoke); the clip is written to `<s3Uri>/<id>/output.mp4`.
 *   - Amazon SageMaker runtime: POST /endpoints/{name}/async-invocations (InvokeEndpointAsync): reads the
 *     request object and its face and narration from S3, later writes the MP4 (or an error) to S3.
 *   - Pexels: GET /videos/search, and the video files it links to.
 *   - D-ID: POST /talks (fetches the face and audio links as D-ID does), GET /talks/{id}, the result file.
 * S3 is the local blob store (bucket LOCAL_BUCKET). What each call does comes from a behaviour: succeed
 * after a while, fail with a reason, or never finish (the workflow's clip timeout then applies).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BlobStore } from '../../core/ports/blob-store';
import type { PresenterEndpointRequest } from '../../adapters/render/sagemaker-presenter';
import { fakeFootage, fakePresenter } from './fake-media';
import { stopServer } from '../http-server';

/** The media bucket's name in the local stack (s3:// URIs in the local stack name it). */
export const LOCAL_BUCKET = 'local-media';

export type FakeProvider = 'bedrock' | 'sagemaker' | 'pexels' | 'd-id';
export type FakeOutcome = { result: 'succeed'; afterMs: number } | { result: 'fail'; afterMs: number; reason: string } | { result: 'never' };
/** What the fake does with one call that starts a clip. */
export type FakeBehaviour = (call: { provider: FakeProvider; prompt: string }) => FakeOutcome;

/** FAKE_PROVIDERS for npm start: succeed (a few seconds, the default), slow (a minute and a half, Nova Reel's typical time), fail, timeout (never finishes). */
export function fakeBehaviourNamed(name: string): FakeBehaviour {
  const outcomes: Record<string, FakeOutcome> = {
    succeed: { result: 'succeed', afterMs: 3_000 },
    slow: { result: 'succeed', afterMs: 90_000 },
    fail: { result: 'fail', afterMs: 2_000, reason: 'the fake provider was told to fail (FAKE_PROVIDERS=fail)' },
    timeout: { result: 'never' },
  };
  const outcome = outcomes[name || 'succeed'];
  if (!outcome) throw new Error(`FAKE_PROVIDERS=${name}: expected one of ${Object.keys(outcomes).join(', ')}`);
  return () => outcome;
}

export interface ProviderFakes {
  url: string;
  /** Calls that started a clip, and calls that asked how one is doing, by provider. */
  starts: Record<FakeProvider, number>;
  checks: Record<FakeProvider, number>;
  stop(): Promise<void>;
}

interface Job {
  outcome: FakeOutcome;
  startedAt: number;
  /** Makes the clip once its time has come; resolves when it is stored or the job has failed. */
  finish?: Promise<void>;
}

const s3Key = (uri: string) => {
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(uri);
  if (!match || match[1] !== LOCAL_BUCKET) throw new Error(`not an object of ${LOCAL_BUCKET}: ${uri}`);
  return match[2]!;
};

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const data = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  res.writeHead(status, { 'content-type': Buffer.isBuffer(body) ? 'video/mp4' : 'application/json', 'content-length': String(data.length), ...headers }).end(data);
}

/** An AWS JSON error, as the SDK reads it (x-amzn-ErrorType names the exception). */
const awsError = (res: ServerResponse, status: number, type: string, message: string) => send(res, status, { message }, { 'x-amzn-ErrorType': type });

const due = (job: Job) => job.outcome.result !== 'never' && Date.now() - job.startedAt >= job.outcome.afterMs;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Luma Ray2 and Nova Reel inputs as Bedrock checks them (the documented fields and values); the clip each makes. */
function bedrockClip(modelId: string, input: Record<string, any>): { prompt: string; width: number; height: number; seconds: number } | string {
  if (modelId === 'luma.ray-v2:0') {
    const ratios: Record<string, number> = { '1:1': 1, '16:9': 16 / 9, '9:16': 9 / 16, '4:3': 4 / 3, '3:4': 3 / 4, '21:9': 21 / 9, '9:21': 9 / 21 };
    if (typeof input.prompt !== 'string' || input.prompt.length < 1 || input.prompt.length > 5_000) return 'prompt must be 1 to 5000 characters';
    if (!(input.aspect_ratio in ratios)) return `aspect_ratio ${input.aspect_ratio} is not supported`;
    if (!['5s', '9s'].includes(input.duration) || !['540p', '720p'].includes(input.resolution) || typeof input.loop !== 'boolean') return 'duration, resolution or loop is invalid';
    const short = input.resolution === '540p' ? 540 : 720;
    const ratio = ratios[input.aspect_ratio]!;
    return { prompt: input.prompt, width: ratio >= 1 ? short * ratio : short, height: ratio >= 1 ? short : short / ratio, seconds: input.duration === '5s' ? 5 : 9 };
  }
  if (modelId === 'amazon.nova-reel-v1:1') {
    const text = input.textToVideoParams?.text;
    if (input.taskType !== 'TEXT_VIDEO' || typeof text !== 'string' || text.length > 512) return 'textToVideoParams.text must be at most 512 characters';
    if (input.videoGenerationConfig?.dimension !== '1280x720' || input.videoGenerationConfig?.durationSeconds !== 6) return 'only 1280x720, 6 s clips';
    return { prompt: text, width: 1280, height: 720, seconds: 6 };
  }
  return `model ${modelId} is not served here`;
}

export async function startProviderFakes(options: { blobs: Pick<BlobStore, 'get' | 'put'>; behaviour: FakeBehaviour; host?: string }): Promise<ProviderFakes> {
  const { blobs, behaviour } = options;
  const starts: Record<FakeProvider, number> = { bedrock: 0, sagemaker: 0, pexels: 0, 'd-id': 0 };
  const checks: Record<FakeProvider, number> = { bedrock: 0, sagemaker: 0, pexels: 0, 'd-id': 0 };
  const timers = new Set<NodeJS.Timeout>();
  let base = '';

  const invocations = new Map<string, Job & { arn: string; folder: string; clip: { width: number; height: number; seconds: number }; token?: string }>();
  const talks = new Map<string, Job & { face: Buffer; audio: Buffer; width: number; height: number; result?: Buffer }>();
  let pexelsVideos = 0;
  /** Files are made when first downloaded: a search lists nine. */
  const pexelsFiles = new Map<string, { width: number; height: number; seconds: number; data?: Promise<Buffer> }>();

  const later = (ms: number, run: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run().catch(() => undefined);
    }, ms);
    timers.add(timer);
  };

  async function bedrock(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (req.method === 'POST' && path === '/async-invoke') {
      const body = JSON.parse((await bodyOf(req)).toString('utf8')) as { modelId: string; modelInput: Record<string, unknown>; clientRequestToken?: string; outputDataConfig?: { s3OutputDataConfig?: { s3Uri?: string } } };
      const same = body.clientRequestToken && [...invocations.values()].find((i) => i.token === body.clientRequestToken);
      if (same) return send(res, 200, { invocationArn: same.arn });
      const clip = bedrockClip(body.modelId, body.modelInput);
      if (typeof clip === 'string') return awsError(res, 400, 'ValidationException', clip);
      const s3Uri = body.outputDataConfig?.s3OutputDataConfig?.s3Uri ?? '';
      if (!s3Uri.startsWith(`s3://${LOCAL_BUCKET}/`)) return awsError(res, 400, 'ValidationException', `cannot write to ${s3Uri}`);
      starts.bedrock++;
      const id = randomUUID().replace(/-/g, '').slice(0, 12);
      const arn = `arn:aws:bedrock:us-west-2:000000000000:async-invoke/${id}`;
      invocations.set(arn, { arn, folder: `${s3Uri.replace(/\/+$/, '')}/${id}`, clip, token: body.clientRequestToken, outcome: behaviour({ provider: 'bedrock', prompt: clip.prompt }), startedAt: Date.now() });
      return send(res, 200, { invocationArn: arn });
    }
    if (req.method === 'GET' && path.startsWith('/async-invoke/')) {
      checks.bedrock++;
      const invocation = invocations.get(decodeURIComponent(path.slice('/async-invoke/'.length)));
      if (!invocation) return awsError(res, 404, 'ResourceNotFoundException', 'no such invocation');
      if (due(invocation) && invocation.outcome.result === 'succeed') {
        invocation.finish ??= fakeFootage(invocation.clip.width, invocation.clip.height, invocation.clip.seconds).then((clip) => blobs.put(s3Key(`${invocation.folder}/output.mp4`), clip, 'video/mp4'));
        await invocation.finish;
      }
      const status = !due(invocation) ? 'InProgress' : invocation.outcome.result === 'fail' ? 'Failed' : 'Completed';
      return send(res, 200, {
        invocationArn: invocation.arn,
        modelArn: 'arn:aws:bedrock:us-west-2::foundation-model/fake',
        status,
        ...(invocation.outcome.result === 'fail' && status === 'Failed' ? { failureMessage: invocation.outcome.reason } : {}),
        submitTime: new Date(invocation.startedAt).toISOString(),
        outputDataConfig: { s3OutputDataConfig: { s3Uri: invocation.folder } },
      });
    }
    return awsError(res, 404, 'UnknownOperationException', `${req.method} ${path}`);
  }

  async function sagemaker(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    await bodyOf(req);
    const input = req.headers['x-amzn-sagemaker-inputlocation'];
    if (req.method !== 'POST' || typeof input !== 'string') return awsError(res, 400, 'ValidationError', 'X-Amzn-SageMaker-InputLocation is required');
    const request = await blobs.get(s3Key(input));
    if (!request) return awsError(res, 400, 'ValidationError', `no object at ${input}`);
    const body = JSON.parse(request.toString('utf8')) as PresenterEndpointRequest;
    starts.sagemaker++;
    const id = (req.headers['x-amzn-sagemaker-inference-id'] as string | undefined) ?? randomUUID();
    const output = `s3://${LOCAL_BUCKET}/fake-sagemaker/${encodeURIComponent(path.split('/')[2]!)}/${id}.out`;
    const failure = `s3://${LOCAL_BUCKET}/fake-sagemaker/${encodeURIComponent(path.split('/')[2]!)}/${id}-error.out`;
    const outcome = behaviour({ provider: 'sagemaker', prompt: body.prompt });
    if (outcome.result !== 'never') {
      later(outcome.afterMs, async () => {
        if (outcome.result === 'fail') return blobs.put(s3Key(failure), outcome.reason, 'text/plain');
        const [face, audio] = await Promise.all([blobs.get(s3Key(body.face)), blobs.get(s3Key(body.audio))]);
        if (!face || !audio) return blobs.put(s3Key(failure), 'the face or the audio is missing', 'text/plain');
        await blobs.put(s3Key(output), await fakePresenter(face, audio, body.width, body.height), 'video/mp4');
      });
    }
    return send(res, 202, { InferenceId: id }, { 'X-Amzn-SageMaker-OutputLocation': output, 'X-Amzn-SageMaker-FailureLocation': failure });
  }

  async function pexels(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (url.pathname.startsWith('/pexels-files/')) {
      const file = pexelsFiles.get(url.pathname);
      if (!file) return send(res, 404, { error: 'Not found' });
      file.data ??= fakeFootage(file.width, file.height, file.seconds);
      return send(res, 200, await file.data);
    }
    if (!req.headers.authorization) return send(res, 401, { error: 'Authorization field missing' });
    starts.pexels++;
    const outcome = behaviour({ provider: 'pexels', prompt: url.searchParams.get('query') ?? '' });
    if (outcome.result === 'never') return send(res, 503, { error: 'Service unavailable' });
    await sleep(outcome.afterMs);
    if (outcome.result === 'fail') return send(res, 401, { error: outcome.reason });
    const orientation = url.searchParams.get('orientation');
    const [w, h] = orientation === 'portrait' ? [1080, 1920] : orientation === 'square' ? [1080, 1080] : [1920, 1080];
    // Three results as Pexels orders them, the first too short for most scenes.
    const videos = [4, 12, 8].map((seconds) => {
      const id = 1000 + pexelsVideos++;
      const file = (quality: string, scale: number) => {
        const [fw, fh] = [Math.round(w * scale), Math.round(h * scale)];
        const link = `/pexels-files/${id}-${fw}x${fh}.mp4`;
        pexelsFiles.set(link, { width: fw, height: fh, seconds });
        return { id: id * 10 + Math.round(scale * 3), quality, file_type: 'video/mp4', width: fw, height: fh, fps: 25, link: `${base}${link}` };
      };
      return {
        id,
        width: w,
        height: h,
        url: `https://www.pexels.com/video/fake-${id}/`,
        image: `${base}/pexels-files/${id}.jpg`,
        duration: seconds,
        user: { id: 7, name: 'Fake Author', url: 'https://www.pexels.com/@fake-author' },
        video_files: [file('sd', 1 / 3), file('hd', 2 / 3), file('hd', 1)],
        video_pictures: [],
      };
    });
    return send(res, 200, { page: 1, per_page: videos.length, total_results: videos.length, url: 'https://www.pexels.com/search/videos/fake/', videos });
  }

  async function dId(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (req.method === 'GET' && path.startsWith('/d-id-results/')) {
      const talk = talks.get(path.slice('/d-id-results/'.length).replace(/\.mp4$/, ''));
      return talk?.result ? send(res, 200, talk.result) : send(res, 404, { kind: 'NotFoundError', description: 'no such result' });
    }
    if (!req.headers.authorization?.startsWith('Basic ')) return send(res, 401, { kind: 'AuthorizationError', description: 'authorization is required' });
    if (req.method === 'POST' && path === '/talks') {
      const body = JSON.parse((await bodyOf(req)).toString('utf8')) as { source_url?: string; script?: { type?: string; audio_url?: string } };
      if (!body.source_url || body.script?.type !== 'audio' || !body.script.audio_url) return send(res, 400, { kind: 'ValidationError', description: 'source_url and an audio script are required' });
      // D-ID fetches both links when the talk is created.
      const [face, audio] = await Promise.all([fetch(body.source_url), fetch(body.script.audio_url)]);
      if (!face.ok || !audio.ok) return send(res, 400, { kind: 'ValidationError', description: 'the source or the audio could not be fetched' });
      starts['d-id']++;
      const id = `tlk_${randomUUID().slice(0, 12)}`;
      const faceBytes = Buffer.from(await face.arrayBuffer());
      talks.set(id, { face: faceBytes, audio: Buffer.from(await audio.arrayBuffer()), width: 512, height: 512, outcome: behaviour({ provider: 'd-id', prompt: '' }), startedAt: Date.now() });
      return send(res, 201, { id, object: 'talk', created_at: new Date().toISOString(), status: 'created' });
    }
    if (req.method === 'GET' && path.startsWith('/talks/')) {
      checks['d-id']++;
      const id = decodeURIComponent(path.slice('/talks/'.length));
      const talk = talks.get(id);
      if (!talk) return send(res, 404, { kind: 'NotFoundError', description: 'talk not found' });
      if (due(talk) && talk.outcome.result === 'succeed') {
        talk.finish ??= fakePresenter(talk.face, talk.audio, talk.width, talk.height).then((clip) => void (talk.result = clip));
        await talk.finish;
      }
      const status = !due(talk) ? 'started' : talk.outcome.result === 'fail' ? 'error' : 'done';
      return send(res, 200, {
        id,
        object: 'talk',
        status,
        ...(status === 'done' ? { result_url: `${base}/d-id-results/${id}.mp4` } : {}),
        ...(status === 'error' && talk.outcome.result === 'fail' ? { error: { kind: 'FaceError', description: talk.outcome.reason } } : {}),
      });
    }
    return send(res, 404, { kind: 'NotFoundError', description: `${req.method} ${path}` });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const handle = path.startsWith('/async-invoke')
      ? bedrock(req, res, path)
      : path.startsWith('/endpoints/')
        ? sagemaker(req, res, path)
        : path.startsWith('/videos/') || path.startsWith('/pexels-files/')
          ? pexels(req, res, url)
          : dId(req, res, path);
    handle.catch((err: unknown) => (res.headersSent ? res.destroy() : awsError(res, 500, 'InternalServerException', String(err))));
  });
  await new Promise<void>((resolve) => server.listen(0, options.host ?? '127.0.0.1', resolve));
  base = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    starts,
    checks,
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      await stopServer(server);
    },
  };
}
