import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetAsyncInvokeCommand, StartAsyncInvokeCommand } from '@aws-sdk/client-bedrock-runtime';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bedrockFootage, NOVA_REEL_HEIGHT, NOVA_REEL_WIDTH } from '../../lambdas/adapters/render/bedrock-footage';
import type { FootageRequest } from '../../lambdas/render/ports';
import { makeClip, PRODUCT_PHOTO } from './support/fixtures';

const OUTPUT_PREFIX = 's3://bucket/footage/';
const INVOCATION = 'arn:aws:bedrock:eu-west-1:123456789012:async-invoke/abc123';
const INVOCATION_FOLDER = `${OUTPUT_PREFIX}abc123`;

let workDir: string;
let clip: Buffer;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'bedrock-footage-test-'));
  clip = await readFile(await makeClip(join(workDir, 'clip.mp4')));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

function request(over: Partial<FootageRequest> = {}): FootageRequest {
  return {
    width: 180,
    height: 320,
    fps: 12,
    frames: 6,
    prompt: 'A lighthouse on a cliff at dusk',
    artStyle: 'stop_motion',
    palette: { background: '#000', backgroundAlt: '#111', accent: '#f0f', text: '#fff', muted: '#888' },
    image: null,
    content: { x: 10, y: 30, w: 160, h: 200 },
    seed: 4_000_000_000,
    ...over,
  };
}

/** A Bedrock client that answers StartAsyncInvoke, then the given statuses in turn. */
function fakeBedrock(statuses: Array<{ status: string; failureMessage?: string }>) {
  const sent: unknown[] = [];
  let polls = 0;
  return {
    sent,
    client: {
      send: async (command: unknown) => {
        sent.push(command);
        if (command instanceof StartAsyncInvokeCommand) return { invocationArn: INVOCATION };
        const next = statuses[Math.min(polls++, statuses.length - 1)]!;
        return { ...next, outputDataConfig: { s3OutputDataConfig: { s3Uri: INVOCATION_FOLDER } } };
      },
    } as never,
  };
}

function generator(bedrock: ReturnType<typeof fakeBedrock>, fetched: string[] = [], timeoutMs = 60_000) {
  return bedrockFootage({
    bedrock: bedrock.client,
    fetchOutput: async (uri) => {
      fetched.push(uri);
      return clip;
    },
    modelId: 'amazon.nova-reel-v1:1',
    outputS3Uri: OUTPUT_PREFIX,
    workDir,
    pollIntervalMs: 1,
    timeoutMs,
  });
}

const startInput = (sent: unknown[]) => (sent[0] as StartAsyncInvokeCommand).input;

describe('Amazon Nova Reel footage adapter (FootageGenerator)', () => {
  it('t2v: starts a TEXT_VIDEO async invocation with the prompt, art style, 6 s 1280x720 24 fps and the scene seed', async () => {
    const bedrock = fakeBedrock([{ status: 'Completed' }]);
    const source = await generator(bedrock).generate(request());
    await source.close?.();
    expect(bedrock.sent[0]).toBeInstanceOf(StartAsyncInvokeCommand);
    const input = startInput(bedrock.sent);
    expect(input.modelId).toBe('amazon.nova-reel-v1:1');
    expect(input.outputDataConfig).toEqual({ s3OutputDataConfig: { s3Uri: OUTPUT_PREFIX } });
    expect(input.modelInput).toEqual({
      taskType: 'TEXT_VIDEO',
      textToVideoParams: { text: 'A lighthouse on a cliff at dusk, stop motion style' },
      // Nova Reel's seed range stops below 2^31.
      videoGenerationConfig: { durationSeconds: 6, fps: 24, dimension: '1280x720', seed: 4_000_000_000 % 2_147_483_647 },
    });
  });

  it('keeps the text within Nova Reel’s 512 characters, art style included', async () => {
    const bedrock = fakeBedrock([{ status: 'Completed' }]);
    await (await generator(bedrock).generate(request({ prompt: 'x'.repeat(2_000), artStyle: 'cinematic' }))).close?.();
    const text = (startInput(bedrock.sent).modelInput as { textToVideoParams: { text: string } }).textToVideoParams.text;
    expect(text).toHaveLength(512);
    expect(text.endsWith(', cinematic style')).toBe(true);
  });

  it('i2v: sends the scene picture as a 1280x720 PNG, covering the canvas', async () => {
    const bedrock = fakeBedrock([{ status: 'Completed' }]);
    const image = await loadImage(PRODUCT_PHOTO);
    await (await generator(bedrock).generate(request({ image }))).close?.();
    const params = (startInput(bedrock.sent).modelInput as { textToVideoParams: { images: Array<{ format: string; source: { bytes: string } }> } })
      .textToVideoParams;
    expect(params.images).toHaveLength(1);
    expect(params.images[0]!.format).toBe('png');
    const png = Buffer.from(params.images[0]!.source.bytes, 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    const sent = await loadImage(png);
    expect([sent.width, sent.height]).toEqual([NOVA_REEL_WIDTH, NOVA_REEL_HEIGHT]);
    // Cover-fit: the square photo's light backdrop reaches the corners (no letterbox bars).
    const ctx = createCanvas(NOVA_REEL_WIDTH, NOVA_REEL_HEIGHT).getContext('2d');
    ctx.drawImage(sent, 0, 0);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    expect([r, g, b, a]).toEqual([0xf4, 0xf1, 0xea, 255]);
  });

  it('polls GetAsyncInvoke until Completed, then fetches <output folder>/output.mp4', async () => {
    const bedrock = fakeBedrock([{ status: 'InProgress' }, { status: 'InProgress' }, { status: 'Completed' }]);
    const fetched: string[] = [];
    await (await generator(bedrock, fetched).generate(request())).close?.();
    const polls = bedrock.sent.slice(1);
    expect(polls).toHaveLength(3);
    for (const poll of polls) {
      expect(poll).toBeInstanceOf(GetAsyncInvokeCommand);
      expect((poll as GetAsyncInvokeCommand).input).toEqual({ invocationArn: INVOCATION });
    }
    expect(fetched).toEqual([`${INVOCATION_FOLDER}/output.mp4`]);
  });

  it('a Failed invocation fails the scene with Bedrock’s reason, and nothing is fetched', async () => {
    const bedrock = fakeBedrock([{ status: 'InProgress' }, { status: 'Failed', failureMessage: 'content filtered' }]);
    const fetched: string[] = [];
    await expect(generator(bedrock, fetched).generate(request())).rejects.toThrow(/content filtered/);
    expect(fetched).toEqual([]);
  });

  it('an invocation still running at the timeout fails the scene', async () => {
    const bedrock = fakeBedrock([{ status: 'InProgress' }]);
    await expect(generator(bedrock, [], 20).generate(request())).rejects.toThrow(/did not finish/);
  });

  it('the returned FrameSource draws the fetched clip fitted to the frame, looping past its end, and cleans up on close', async () => {
    const g = request({ frames: 30, fps: 12 }); // 2.5 s from a 2 s clip: the loop is needed
    const source = await generator(fakeBedrock([{ status: 'Completed' }])).generate(g);
    const ctx = createCanvas(g.width, g.height).getContext('2d');
    const distinctColours = new Set<string>();
    for (let frame = 0; frame < g.frames; frame++) {
      ctx.clearRect(0, 0, g.width, g.height);
      await source.draw(ctx, frame);
      const { data } = ctx.getImageData(0, 0, g.width, g.height);
      expect(data[3]).toBe(255); // every frame fully painted
      distinctColours.add(Array.from(data.subarray(0, 4 * g.width * 40)).join());
    }
    expect(distinctColours.size).toBeGreaterThan(1); // it moves: real clip frames, not one still
    await source.close?.();
    expect((await readdir(workDir)).filter((name) => name.startsWith('nova-reel-'))).toEqual([]);
  });
});
