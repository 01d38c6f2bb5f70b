import '../bin/runtime-env';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccount } from '../lambdas/core/account/manage-accounts';
import { dynamoAccountStore } from '../lambdas/adapters/dynamo/account-store';
import { createDb } from '../lambdas/adapters/dynamo/client';
import { runFfmpeg } from '../lambdas/render/ffmpeg';
import { startLocalStack } from '../lambdas/local/local-stack';

/**
 * `npx tsx scripts/brief-example.ts`: the README's brief example, end to end on a throwaway
 * local stack: the plan a brief produces (dry run), then the rendered video's frames, written
 * to docs/samples/brief-*.png.
 */
const brief = {
  brief:
    'A 20-second ad for our oat-milk latte, upbeat. Made with barista oat milk and a double shot of espresso. Ready in two minutes, hot or iced. Rated 4.9 by 2,000 regulars. Your first one is free this week. Ends with "Order at oatandco.example.com".',
  brand_name: 'Oat & Co',
  aspect: '9:16',
};
const OUT = join(import.meta.dirname, '..', 'docs', 'samples');

const stack = await startLocalStack({ port: 0, tableName: `brief-example-${Date.now()}` });
try {
  const db = createDb({ tableName: stack.tableName, endpoint: stack.dynamodbEndpoint });
  const { api_key } = await createAccount(dynamoAccountStore(db), { email: 'example@example.com', name: 'Example', credits: 1_000 });
  const headers = { authorization: `Bearer ${api_key}`, 'content-type': 'application/json' };
  const post = async (body: unknown) => (await fetch(`${stack.url}/v1/render`, { method: 'POST', headers, body: JSON.stringify(body) })).json();

  console.log(JSON.stringify(await post({ ...brief, dry_run: true }), null, 2));
  const accepted = (await post(brief)) as { poll_url: string };
  let job: { status: string; video_url: string | null; error: string | null };
  do {
    await new Promise((r) => setTimeout(r, 250));
    job = (await (await fetch(stack.url + accepted.poll_url, { headers })).json()) as typeof job;
  } while (job.status !== 'succeeded' && job.status !== 'failed');
  if (!job.video_url) throw new Error(`render failed: ${job.error}`);
  await mkdir(OUT, { recursive: true });
  const video = join(tmpdir(), `brief-example-${Date.now()}.mp4`);
  await writeFile(video, Buffer.from(await (await fetch(job.video_url)).arrayBuffer()));
  // One frame from the middle of each planned scene's stretch of the video, side by side.
  await runFfmpeg(['-y', '-i', video, '-vf', 'fps=1/4,scale=270:-2,tile=5x1', '-frames:v', '1', join(OUT, 'brief-frames.png')]);
  console.log(`frames: ${join(OUT, 'brief-frames.png')}`);
  db.raw.destroy();
} finally {
  await stack.stop();
}
