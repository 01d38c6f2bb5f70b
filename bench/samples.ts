/**
 * Regenerates the sample gallery (npm run samples): renders a few fixed plans through the
 * same path as the CLI (a POST /v1/render body → toRenderSpec → renderVideo) into samples/out/,
 * and refreshes the small poster frames in docs/samples/ that the docs show.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg } from '../lambdas/render/ffmpeg';
import { defaultPorts } from '../lambdas/render/default-ports';
import { renderVideo } from '../lambdas/render/render-video';
import { toRenderSpec, type RenderRequestBody } from '../lambdas/render/spec';
import { LOGO, PRODUCT } from './fixtures/images';

const OUT = 'samples/out';
const POSTERS = 'docs/samples';
const POSTER_WIDTH = 360;

const SAMPLES: Record<string, RenderRequestBody> = {
  'coffee-advert-9x16': {
    title: 'Brew better mornings',
    aspect: '9:16',
    music_style: 'upbeat-tech',
    brand_logo_url: LOGO,
    brand_colors: ['#1b4332', '#ffd166'],
    product_image_url: PRODUCT,
    avatar_preset_id: 'maya',
    scene_plan: [
      { type: 'motion', role: 'hook', prompt: 'Mornings, upgraded.', script: 'Mornings, upgraded.', duration_sec: 4 },
      { type: 't2v_fast', role: 'body', prompt: 'A sunny kitchen with fresh coffee', script: 'Fresh beans, roasted this week.', duration_sec: 4 },
      { type: 'i2v_fast', role: 'proof', prompt: 'The bag on the table', script: 'Rated five stars by baristas.', duration_sec: 4 },
      { type: 's2v', role: 'body', prompt: 'Maya, head roaster', script: 'I taste every batch myself.', duration_sec: 4 },
      { type: 'motion', role: 'cta', prompt: 'Order at brew.example.com', script: 'Order today.', duration_sec: 4 },
    ],
  },
  'expenses-training-16x9': {
    title: 'Filing an expense report',
    kind: 'training',
    aspect: '16:9',
    quality: 'standard',
    music_style: 'corporate-pop',
    avatar_preset_id: 'leo',
    scene_plan: [
      { type: 'motion', role: 'intro', prompt: 'Expense reports in three steps', script: 'Here is how to file an expense report.', duration_sec: 4 },
      { type: 's2v', role: 'body', prompt: 'Leo, finance team', script: 'It takes two minutes.', duration_sec: 4 },
      { type: 'motion', role: 'step', prompt: 'Photograph each receipt', script: 'Photograph each receipt.', duration_sec: 4 },
      { type: 'motion', role: 'step', prompt: 'Pick a cost centre', script: 'Pick a cost centre.', duration_sec: 4 },
      { type: 'motion', role: 'recap', prompt: 'Open; Photograph; Choose; Submit', script: 'Open, photograph, choose, submit.', duration_sec: 5 },
    ],
  },
  'city-tour-1x1-watercolour': {
    title: 'Café crème à Montréal',
    aspect: '1:1',
    language: 'fr',
    art_style: 'watercolour',
    music_style: 'lo-fi-chill',
    scene_plan: [
      { type: 't2v_fast', prompt: 'A city street at sunset', script: 'Bienvenue à Montréal.', duration_sec: 4 },
      { type: 'motion', role: 'proof', prompt: '42 cafés à découvrir', script: 'Quarante-deux cafés à découvrir.', duration_sec: 4 },
      { type: 'walk_talk', prompt: 'Visite du quartier', script: 'Suivez-moi.', duration_sec: 4 },
    ],
    presenter_enabled: false,
  },
};

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  await mkdir(POSTERS, { recursive: true });
  const ports = defaultPorts();
  try {
    for (const [name, body] of Object.entries(SAMPLES)) {
      const started = performance.now();
      const facts = await renderVideo(toRenderSpec(body), ports, join(OUT, `${name}.mp4`));
      await runFfmpeg(['-i', facts.posterPath, '-vf', `scale=${POSTER_WIDTH}:-2`, join(POSTERS, `${name}.png`)]);
      console.log(`${name}: ${facts.durationSec.toFixed(1)} s ${facts.width}×${facts.height}, ${((performance.now() - started) / 1000).toFixed(1)} s wall`);
    }
  } finally {
    await ports.speech.close?.();
  }
}

await main();
