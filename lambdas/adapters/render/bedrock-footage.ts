/**
 * Generated footage from Amazon Nova Reel on Bedrock. Nova Reel only runs as an async
 * invocation that writes `output.mp4` to S3: we start it, poll until it is done, fetch the
 * clip and hand it to `footageFileSource`, which covers the frame with it (centre crop for
 * other aspects than 16:9) and loops the 6-second clip when the scene is longer.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { GetAsyncInvokeCommand, StartAsyncInvokeCommand, type BedrockRuntimeClient, type StartAsyncInvokeCommandInput } from '@aws-sdk/client-bedrock-runtime';
import { createCanvas, type Image } from '@napi-rs/canvas';
import { drawCover } from '../../render/draw/images';
import type { FootageGenerator, FootageRequest, FrameSource } from '../../render/ports';
import { footageFileSource } from '../../render/scenes/footage-file';

/** Nova Reel's only text-to-video size, also required of the i2v input image. */
export const NOVA_REEL_WIDTH = 1280;
export const NOVA_REEL_HEIGHT = 720;
const CLIP_SECONDS = 6;
const CLIP_FPS = 24;
const MAX_TEXT_CHARS = 512;
/** Nova Reel accepts seeds 0..2,147,483,646. */
const SEED_RANGE = 2_147_483_647;

export interface BedrockFootageOptions {
  bedrock: Pick<BedrockRuntimeClient, 'send'>;
  /** Reads the object at an s3:// URI (the clip Bedrock wrote). */
  fetchOutput: (s3Uri: string) => Promise<Buffer>;
  modelId: string;
  /** s3:// prefix under which Bedrock writes one folder per invocation. */
  outputS3Uri: string;
  /** Where the fetched clip is kept while it is decoded; the OS temp dir by default. */
  workDir?: string;
  pollIntervalMs?: number;
  timeoutMs?: number;
}

/** The picture drawn over a 1280×720 canvas (cover-fit), as Nova Reel wants it: base64 PNG. */
function referencePng(image: Image): string {
  const canvas = createCanvas(NOVA_REEL_WIDTH, NOVA_REEL_HEIGHT);
  drawCover(canvas.getContext('2d'), image, { x: 0, y: 0, w: NOVA_REEL_WIDTH, h: NOVA_REEL_HEIGHT });
  return canvas.toBuffer('image/png').toString('base64');
}

/** The Nova Reel model input for one scene: the prompt with its art style, and for i2v the picture. */
export function novaReelInput(request: FootageRequest): StartAsyncInvokeCommandInput['modelInput'] {
  const style = `, ${request.artStyle.replace('_', ' ')} style`;
  const text = request.prompt.slice(0, MAX_TEXT_CHARS - style.length) + style;
  return {
    taskType: 'TEXT_VIDEO',
    textToVideoParams: {
      text,
      ...(request.image ? { images: [{ format: 'png', source: { bytes: referencePng(request.image) } }] } : {}),
    },
    videoGenerationConfig: {
      durationSeconds: CLIP_SECONDS,
      fps: CLIP_FPS,
      dimension: `${NOVA_REEL_WIDTH}x${NOVA_REEL_HEIGHT}`,
      seed: request.seed % SEED_RANGE,
    },
  };
}

export function bedrockFootage(options: BedrockFootageOptions): FootageGenerator {
  const { bedrock, fetchOutput, modelId, outputS3Uri, pollIntervalMs = 5_000, timeoutMs = 10 * 60_000 } = options;

  /** Polls the invocation; resolves with the S3 folder it wrote to. */
  async function awaitOutput(invocationArn: string): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const job = await bedrock.send(new GetAsyncInvokeCommand({ invocationArn }));
      if (job.status === 'Completed') {
        const folder = job.outputDataConfig?.s3OutputDataConfig?.s3Uri;
        if (!folder) throw new Error(`Nova Reel invocation ${invocationArn} completed without an output location`);
        return folder;
      }
      if (job.status === 'Failed') throw new Error(`Nova Reel invocation failed: ${job.failureMessage ?? 'no reason given'}`);
      if (Date.now() + pollIntervalMs > deadline) throw new Error(`Nova Reel invocation ${invocationArn} did not finish within ${timeoutMs} ms`);
      await sleep(pollIntervalMs);
    }
  }

  return {
    async generate(request): Promise<FrameSource> {
      const started = await bedrock.send(
        new StartAsyncInvokeCommand({
          modelId,
          modelInput: novaReelInput(request),
          outputDataConfig: { s3OutputDataConfig: { s3Uri: outputS3Uri } },
        }),
      );
      if (!started.invocationArn) throw new Error('Bedrock returned no invocation ARN');
      const folder = await awaitOutput(started.invocationArn);
      const clip = await fetchOutput(`${folder.replace(/\/+$/, '')}/output.mp4`);

      const dir = await mkdtemp(join(options.workDir ?? tmpdir(), 'nova-reel-'));
      const path = join(dir, 'output.mp4');
      await writeFile(path, clip);
      const source = footageFileSource(path, request);
      return {
        draw: (ctx, frame) => source.draw(ctx, frame),
        async close() {
          await source.close?.();
          await rm(dir, { recursive: true, force: true });
        },
      };
    },
  };
}
