/** Small inputs made on the fly: pictures, a clip, a spec, ports without a TTS process. */
import { createCanvas } from '@napi-rs/canvas';
import { runFfmpeg } from '../../../lambdas/render/ffmpeg';
import { defaultPorts } from '../../../lambdas/render/default-ports';
import { encodeWav } from '../../../lambdas/render/audio/wav';
import type { RenderPorts, SpeechSynthesizer } from '../../../lambdas/render/ports';
import { withFormat, type RenderSpec, type SceneSpec } from '../../../lambdas/render/spec';

export function pngDataUri(width: number, height: number, paint: (ctx: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => void): string {
  const canvas = createCanvas(width, height);
  paint(canvas.getContext('2d'));
  return `data:image/png;base64,${canvas.toBuffer('image/png').toString('base64')}`;
}

/** A solid magenta logo: easy to find in a frame. */
export const MAGENTA_LOGO = pngDataUri(200, 100, (ctx) => {
  ctx.fillStyle = '#ff00ff';
  ctx.fillRect(0, 0, 200, 100);
});

export const PRODUCT_PHOTO = pngDataUri(400, 400, (ctx) => {
  ctx.fillStyle = '#f4f1ea';
  ctx.fillRect(0, 0, 400, 400);
  ctx.fillStyle = '#8b4513';
  ctx.fillRect(130, 90, 140, 220);
  ctx.fillStyle = '#2e7d32';
  ctx.fillRect(150, 150, 100, 60);
});

/** A face-like photo for presenter scenes. */
export const FACE_PHOTO = pngDataUri(300, 400, (ctx) => {
  ctx.fillStyle = '#9fc5e8';
  ctx.fillRect(0, 0, 300, 400);
  ctx.fillStyle = '#e0ac69';
  ctx.beginPath();
  ctx.ellipse(150, 170, 80, 100, 0, 0, Math.PI * 2);
  ctx.fill();
});

/** A 2-second test clip with a moving pattern, written with ffmpeg. */
export async function makeClip(path: string, size = '320x240'): Promise<string> {
  await runFfmpeg(['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=2`, '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', path]);
  return path;
}

/** A synthesizer that returns a tone of a fixed length: fast, and its duration is known. */
export function toneSpeech(seconds: number): SpeechSynthesizer {
  return {
    reads: () => true,
    async synthesize() {
      const rate = 22_050;
      const samples = new Float32Array(Math.round(seconds * rate));
      for (let i = 0; i < samples.length; i++) samples[i] = 0.4 * Math.sin((2 * Math.PI * 180 * i) / rate) * (0.6 + 0.4 * Math.sin(i / 900));
      return { wav: encodeWav({ sampleRate: rate, channels: [samples] }), words: null, visemes: null };
    },
  };
}

export function testPorts(overrides: Partial<RenderPorts> = {}): RenderPorts {
  return defaultPorts({ speech: toneSpeech(2), ...overrides });
}

export function spec(scenes: SceneSpec[], over: Partial<RenderSpec> = {}): RenderSpec {
  return withFormat({
    title: 'Test video',
    scenes,
    aspect: '9:16',
    quality: 'draft',
    upscale: false,
    language: 'en',
    narration: false,
    voiceId: 'en-us-female',
    musicStyle: null,
    brand: null,
    productImageUrl: null,
    presenter: null,
    artStyle: 'cinematic',
    captionStyle: 'block',
    ...over,
  });
}
