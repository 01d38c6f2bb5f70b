/**
 * Regenerates the sample gallery (npm run samples): renders fixed plans through the same path
 * as the CLI (a POST /v1/render body → planSpec → renderVideo) into samples/out/, runs the
 * automatic quality checks (npm run check:video) on each, and refreshes the frames in
 * docs/samples/ that the README and docs show. Exits non-zero when any check fails.
 * `npm run samples -- NAME...` renders only the samples named.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkVideo } from '../lambdas/render/check-video';
import { runFfmpeg } from '../lambdas/render/ffmpeg';
import { defaultPorts } from '../lambdas/render/default-ports';
import type { RenderPorts } from '../lambdas/render/ports';
import { prepareScene, type PreparedScene } from '../lambdas/render/render-scene';
import { renderVideo } from '../lambdas/render/render-video';
import type { Viseme } from '../lambdas/render/speech/visemes';
import type { RenderRequestBody } from '../lambdas/core/render/request-schema';
import { planSpec } from '../lambdas/render/spec';
import { BRAND_MARK, LOGO, PRODUCT } from './fixtures/images';
import { PORTRAIT } from './fixtures/portrait';

const OUT = 'samples/out';
const FRAMES = 'docs/samples';
const FRAME_WIDTH = 360;

/**
 * A frame's time: seconds into the video, or the middle of the longest hold of a mouth shape in
 * a scene's line, from the voice's viseme timeline. A voice that gives none moves the mouth with
 * its loudness: then a closed mouth (`MBP`) is the middle of the line's longest pause, an open
 * one the middle of its longest word.
 */
type FrameAt = number | { scene: number; viseme: Viseme };

interface Sample {
  body: RenderRequestBody;
  /** Frames for the docs: file name → when. */
  frames: Record<string, FrameAt>;
}

/** One sample upright (9:16) and wide (16:9): named `${name}-9x16` and `${name}-16x9`, its frames tagged the same way. */
function uprightAndWide(name: string, sample: (aspect: '9:16' | '16:9', tag: string) => Sample): Record<string, Sample> {
  return Object.fromEntries((['9:16', '16:9'] as const).map((aspect) => {
    const tag = aspect.replace(':', 'x');
    return [`${name}-${tag}`, sample(aspect, tag)];
  }));
}

const SAMPLES: Record<string, Sample> = {
  'presenter-9x16': {
    body: {
      title: 'Meet our head barista',
      aspect: '9:16',
      avatar_preset_id: 'maya',
      brand_logo_url: LOGO,
      brand_colors: ['#1b4332', '#ffd166'],
      captions: { style: 'karaoke' },
      scene_plan: [
        { type: 's2v', prompt: 'Maya talking to camera in the roastery', presenter_title: 'Head barista', script: 'I taste every single batch myself, first thing every morning.', duration_sec: 5 },
        { type: 'walk_talk', prompt: 'Maya wheeling her bicycle down the street to the cafe', presenter_title: 'Head barista', script: 'Come and see where your coffee is roasted, down by the harbour.', duration_sec: 5 },
      ],
    },
    frames: {
      'presenter-9x16-m': { scene: 0, viseme: 'MBP' },
      'presenter-9x16-a': { scene: 0, viseme: 'AI' },
      'walk-talk-9x16': 7.4,
      'karaoke-9x16': 1.3,
    },
  },
  'presenter-16x9': {
    body: {
      title: 'Filing an expense report',
      kind: 'training',
      aspect: '16:9',
      avatar_preset_id: 'leo',
      scene_plan: [
        { type: 's2v', prompt: 'Leo at his desk, talking to camera', presenter_title: 'Finance team', script: 'It takes just two minutes to file an expense report from your phone.', duration_sec: 5 },
        { type: 'motion', role: 'step', prompt: 'Photograph each receipt', script: 'First, photograph each receipt on the day you get it.', duration_sec: 4 },
      ],
    },
    frames: { 'presenter-16x9-m': { scene: 0, viseme: 'MBP' }, 'presenter-16x9-a': { scene: 0, viseme: 'AI' } },
  },
  'presenter-harbour-1x1': {
    body: {
      title: 'Ride to the harbour',
      aspect: '1:1',
      avatar_preset_id: 'sam',
      brand_logo_url: LOGO,
      brand_colors: ['#0b3c5d', '#f2c230'],
      scene_plan: [
        { type: 's2v', prompt: 'Sam in a cycling jersey on a harbour wall', presenter_title: 'Club captain', script: 'Every Sunday we ride down to the harbour, and anyone can come along.', duration_sec: 5 },
        { type: 'walk_talk', prompt: 'Sam walking his dog along the harbour', presenter_title: 'Club captain', script: 'And of course, the dog always comes along too.', duration_sec: 4 },
      ],
    },
    frames: { 'presenter-harbour-1x1': { scene: 0, viseme: 'AI' }, 'walk-talk-dog-1x1': 7.0 },
  },
  // A photo that talks: a face sent as the scene's ref_image_url, its mouth following the narrator's visemes.
  ...uprightAndWide('photo-presenter', (aspect, tag) => ({
    body: {
      title: 'A word from the commander',
      aspect,
      brand_colors: ['#0b3d91', '#fc3d21'],
      captions: { style: 'karaoke' },
      scene_plan: [
        {
          type: 's2v',
          prompt: 'The commander talking to camera',
          ref_image_url: PORTRAIT,
          presenter_title: 'Mission commander',
          script: 'My job is simple: bring every member of the crew home safe, and make space part of everyday life.',
          duration_sec: 7,
        },
      ],
    },
    frames: { [`photo-presenter-${tag}-m`]: { scene: 0, viseme: 'MBP' }, [`photo-presenter-${tag}-a`]: { scene: 0, viseme: 'AI' }, [`photo-presenter-${tag}-u`]: { scene: 0, viseme: 'U' } },
  })),
  // Generated scenes (t2v_fast) read their prompt: things, relations, place and time, an app on a screen.
  // Narrated scenes are written to fill their time, as the planner sizes them (check:video wants narration over ≥ 70%).
  't2v-advert-9x16': {
    body: {
      title: 'Harbour Roasters',
      aspect: '9:16',
      art_style: 'cinematic',
      brand_colors: ['#1b4332', '#ffd166'],
      music_style: 'lo-fi-chill',
      scene_plan: [
        { type: 't2v_fast', prompt: 'A barista pouring milk into a latte at the counter', script: 'Every latte at Harbour Roasters is poured by hand at the counter.', duration_sec: 5 },
        { type: 't2v_fast', prompt: 'A bicycle leaning on a harbour wall at sunset', script: 'After work, ride down to the harbour and watch the boats come in.', duration_sec: 5 },
        { type: 't2v_fast', prompt: 'A woman holding a phone showing the order app in a café', script: 'Or skip the queue: order ahead in the app, ready when you arrive.', duration_sec: 5 },
      ],
    },
    frames: { 't2v-barista': 2.6, 't2v-harbour': 7.6, 't2v-order-app': 12.6 },
  },
  't2v-training-16x9': {
    body: {
      title: 'Resetting your password',
      kind: 'training',
      aspect: '16:9',
      art_style: 'whimsy_3d',
      scene_plan: [
        { type: 't2v_fast', prompt: "Clear demonstration of this step: open the app and tap 'Forgot password'", script: 'Open the app, and on the sign-in screen, tap Forgot password.', duration_sec: 5 },
        { type: 't2v_fast', prompt: 'Close-up of hands doing this step: enter your email address in the app', script: "Enter your account's email address, then tap Send reset link.", duration_sec: 5 },
        { type: 't2v_fast', prompt: 'A team looking at the security dashboard in a meeting room', script: 'The security team sees every reset, and checks each one by hand.', duration_sec: 5 },
      ],
    },
    frames: { 't2v-reset-open': 3.2, 't2v-reset-email': 8.2, 't2v-team-dashboard': 12.6 },
  },
  // Names are names (a shopfront with its sign, not a harbour), groups are people posed as the prompt says.
  ...uprightAndWide('t2v-florist', (aspect, tag) => ({
    body: {
      title: 'Harbour Lane Florist',
      aspect,
      art_style: 'cinematic',
      brand_colors: ['#7a1f3d', '#f4c2c2'],
      music_style: 'lo-fi-chill',
      scene_plan: [
        { type: 't2v_fast', prompt: 'The entrance of Harbour Lane Florist with fresh bouquets in the morning', script: 'Fresh bouquets every single morning at Harbour Lane Florist, just off the quay.', duration_sec: 5 },
        { type: 't2v_fast', prompt: 'Friends laughing around a table', script: 'Flowers for the table when your friends come round, arranged by hand for you.', duration_sec: 5 },
        { type: 't2v_fast', prompt: 'A couple walking in the park at sunset', script: 'Or a bouquet for the walk home together, wrapped while you wait at the counter.', duration_sec: 5 },
      ],
    },
    frames: { [`t2v-shopfront-${tag}`]: 2.6, [`t2v-friends-${tag}`]: 7.6, [`t2v-couple-${tag}`]: 12.6 },
  })),
  // People do what the prompt says, with what tells it, framed full length in a tall frame.
  ...uprightAndWide('t2v-actions', (aspect, tag) => ({
    body: {
      title: 'Fernhill Yoga',
      aspect,
      art_style: 'cinematic',
      brand_colors: ['#2d6a4f', '#f4a261'],
      music_style: 'lo-fi-chill',
      scene_plan: [
        { type: 't2v_fast', prompt: 'People stretching together on mats in a sunny studio', script: 'Beginners welcome every weekday morning, mats and all, at seven.', duration_sec: 5 },
        { type: 't2v_fast', prompt: 'Two friends lifting weights in the gym', script: 'Bring a friend on Fridays and lift together for free, all evening.', duration_sec: 5 },
        { type: 't2v_fast', prompt: 'A chef cooking at the stove', script: 'Then refuel at our café, where lunch is cooked fresh to order.', duration_sec: 5 },
      ],
    },
    frames: { [`t2v-stretching-${tag}`]: 2.6, [`t2v-lifting-${tag}`]: 7.6, [`t2v-cooking-${tag}`]: 12.6 },
  })),
  't2v-japanese-1x1': {
    body: {
      title: '港のカフェ',
      aspect: '1:1',
      language: 'ja',
      art_style: 'watercolour',
      narrator: false,
      music_style: 'lo-fi-chill',
      scene_plan: [
        { type: 't2v_fast', prompt: '港の壁に立てかけた自転車、夕焼け', duration_sec: 4 },
        { type: 't2v_fast', prompt: 'カウンターの上のカップにコーヒーを注ぐ', duration_sec: 4 },
        { type: 't2v_fast', prompt: '夜の街でスマホを持つ女性', duration_sec: 4 },
      ],
    },
    frames: { 't2v-ja-harbour': 2.2, 't2v-ja-pour': 6.2, 't2v-ja-night': 10.2 },
  },
  // Product scenes (i2v_fast): the photo whole in the content area, above the captions, never still.
  'i2v-product-1x1': {
    body: {
      title: 'Single origin',
      aspect: '1:1',
      product_image_url: PRODUCT,
      music_style: 'lo-fi-chill',
      scene_plan: [{ type: 'i2v_fast', prompt: 'The bag on the table', script: 'Single origin beans from one farm, roasted by hand this week.', duration_sec: 5 }],
    },
    frames: { 'i2v-product': 1.4 },
  },
  'i2v-product-9x16': {
    body: {
      title: 'Single origin',
      aspect: '9:16',
      product_image_url: PRODUCT,
      brand_colors: ['#1b4332', '#ffd166'],
      music_style: 'lo-fi-chill',
      scene_plan: [{ type: 'i2v_fast', prompt: 'Hero shot of the bag', script: 'Roasted down on the harbour this week, and sent out the same day.', duration_sec: 5 }],
    },
    frames: { 'i2v-product-9x16': 2.2 },
  },
  'i2v-product-16x9': {
    body: {
      title: 'Single origin',
      aspect: '16:9',
      product_image_url: PRODUCT,
      art_style: 'watercolour',
      music_style: 'corporate-pop',
      scene_plan: [{ type: 'i2v_fast', prompt: 'The bag on a kitchen table', script: 'Fresh beans, roasted this week and delivered right to your door.', duration_sec: 5 }],
    },
    frames: { 'i2v-product-16x9': 2.8 },
  },
  'japanese-9x16': {
    body: {
      title: '朝をもっと美味しく',
      aspect: '9:16',
      language: 'ja',
      art_style: 'whimsy_3d',
      narrator: false,
      music_style: 'lo-fi-chill',
      scene_plan: [{ type: 'motion', role: 'hook', prompt: '朝をもっと美味しく。新しいオーツミルクラテ', duration_sec: 4 }],
    },
    frames: { 'title-japanese': 2.5 },
  },
  'arabic-16x9': {
    body: {
      title: 'صباح أفضل',
      aspect: '16:9',
      language: 'ar',
      art_style: 'watercolour',
      narrator: false,
      music_style: 'corporate-pop',
      scene_plan: [{ type: 'motion', role: 'hook', prompt: 'صباح أفضل مع قهوتنا. اطلب الآن من التطبيق', duration_sec: 4 }],
    },
    frames: { 'title-arabic': 2.5 },
  },
  // Motion design: several art styles and beats, both orientations, a logo in the brand's own
  // colour (plated to stay legible), and a call to action in a right-to-left script.
  'motion-advert-9x16': {
    body: {
      title: 'Oat & Co',
      aspect: '9:16',
      art_style: 'cinematic',
      brand_logo_url: BRAND_MARK,
      brand_colors: ['#1b4332', '#ffd166'],
      product_image_url: PRODUCT,
      scene_plan: [
        { type: 'motion', role: 'hook', prompt: 'Mornings, upgraded.', script: 'Your mornings are about to get a serious, delicious upgrade today.', duration_sec: 5 },
        { type: 'motion', role: 'proof', prompt: 'Rated 4.9 by 2,000 regulars', script: 'Rated four point nine by two thousand regulars, and counting.', duration_sec: 5 },
        { type: 'motion', role: 'body', prompt: 'Barista oat milk. A double shot.', script: 'Barista oat milk and a double shot, in every cup we pour.', duration_sec: 5 },
        { type: 'motion', role: 'cta', prompt: 'Order now at oatandco.com', script: 'Order yours now at oat and co dot com.', duration_sec: 4 },
      ],
    },
    frames: { 'motion-hook-9x16': 2.2, 'motion-stat-9x16': 7.2, 'motion-product-9x16': 12.2, 'motion-cta-9x16': 17.2, 'motion-end-card-9x16': 20.5 },
  },
  'motion-training-16x9': {
    body: {
      title: 'Reset your password',
      kind: 'training',
      aspect: '16:9',
      art_style: 'watercolour',
      scene_plan: [
        { type: 'motion', role: 'step', prompt: 'Open Settings and tap Security', script: 'First, open the Settings screen, then tap Security.', duration_sec: 5 },
        { type: 'motion', role: 'step', prompt: 'Choose Reset password', script: 'Step two. Choose Reset password, then confirm it is you.', duration_sec: 5 },
        { type: 'motion', role: 'recap', prompt: 'Open Settings; Tap Security; Choose Reset password', script: 'Open Settings, tap Security, and choose Reset password.', duration_sec: 5 },
      ],
    },
    frames: { 'motion-step-16x9': 2.2, 'motion-step-2-16x9': 7.2, 'motion-checklist-16x9': 12.5 },
  },
  'motion-mascot-1x1': {
    body: {
      title: 'Sunny Sips',
      aspect: '1:1',
      art_style: 'mascot',
      captions: { style: 'karaoke' },
      scene_plan: [
        { type: 'motion', role: 'hook', prompt: 'Summer in a bottle', script: 'Say hello to summer, squeezed into a bright little bottle of sun.', duration_sec: 5 },
        { type: 'motion', role: 'proof', prompt: '30% off all week', script: 'Every bottle in the shop is thirty percent off, this week only.', duration_sec: 5 },
        { type: 'motion', role: 'cta', prompt: 'Grab yours at sunnysips.shop', script: 'Grab yours today, online at sunny sips dot shop.', duration_sec: 4 },
      ],
    },
    frames: { 'motion-mascot-hook-1x1': 2.2, 'motion-mascot-stat-1x1': 7.2, 'motion-mascot-cta-1x1': 12 },
  },
  'motion-stop-motion-16x9': {
    body: {
      title: 'Rosa Bakery',
      aspect: '16:9',
      art_style: 'stop_motion',
      brand_logo_url: LOGO,
      scene_plan: [
        { type: 'motion', role: 'intro', prompt: 'Baked before sunrise, every day', script: 'At Rosa Bakery, everything on the shelves is baked before sunrise.', duration_sec: 5 },
        { type: 'motion', role: 'hook', prompt: 'Sourdough, croissants and buns. Still warm at 7 am', script: 'Sourdough, croissants and sticky buns, still warm at seven every morning.', duration_sec: 5 },
        { type: 'motion', role: 'cta', prompt: 'Visit us on Market Street', script: 'Come and visit us on Market Street, any day.', duration_sec: 4 },
      ],
    },
    frames: { 'motion-logo-16x9': 2.2, 'motion-headline-16x9': 7.2, 'motion-cta-16x9': 12, 'motion-end-card-16x9': 15.5 },
  },
  'motion-arabic-9x16': {
    body: {
      title: 'قهوة الصباح',
      aspect: '9:16',
      language: 'ar',
      art_style: 'whimsy_3d',
      narrator: false,
      music_style: 'upbeat-tech',
      scene_plan: [
        { type: 'motion', role: 'hook', prompt: 'صباحك أجمل مع قهوتنا', duration_sec: 3 },
        { type: 'motion', role: 'cta', prompt: 'اطلب الآن من oatandco.com', duration_sec: 3 },
      ],
    },
    frames: { 'motion-arabic-hook-9x16': 1.6, 'motion-arabic-cta-9x16': 4.8 },
  },
  // Narrated in Japanese by the offline voice: kanji read into kana (kuromoji), the mouth from eSpeak's phonemes.
  'japanese-narrated-9x16': {
    body: {
      title: '朝の一杯',
      aspect: '9:16',
      language: 'ja',
      avatar_preset_id: 'kenji',
      captions: { style: 'karaoke' },
      music_style: 'lo-fi-chill',
      scene_plan: [
        { type: 's2v', prompt: 'Kenji talking to camera in a bright cafe', presenter_title: 'バリスタ', script: '毎朝、焙煎したての豆で一杯ずつ丁寧に作っています。', duration_sec: 6 },
        { type: 'motion', role: 'benefit', prompt: '新しいオーツミルクラテ', script: '新しいオーツミルクラテは、まろやかな甘さが自慢です。', duration_sec: 6 },
        { type: 'motion', role: 'cta', prompt: '今週末は二杯目が半額', script: '今週末は二杯目が半額。お近くの店舗でお待ちしています。', duration_sec: 6 },
      ],
    },
    frames: { 'japanese-presenter-9x16': 2.0, 'japanese-captions-9x16': 8.5 },
  },
  // Arabic written without its vowel marks: the offline voice cannot read it, so the video has captions and music, no narration.
  'arabic-captions-9x16': {
    body: {
      title: 'قهوة الصباح',
      aspect: '9:16',
      language: 'ar',
      music_style: 'corporate-pop',
      scene_plan: [
        { type: 'motion', role: 'hook', prompt: 'صباح أفضل مع قهوتنا', script: 'صباح أفضل يبدأ بفنجان من قهوتنا الطازجة.', duration_sec: 5 },
        { type: 'motion', role: 'cta', prompt: 'اطلب الآن من التطبيق', script: 'اطلب الآن من التطبيق واحصل على خصم اليوم.', duration_sec: 5 },
      ],
    },
    frames: { 'arabic-captions-9x16': 2.5 },
  },
};

/** When to take each frame: a scene's viseme holds (or words and pauses) are read from its prepared line, spoken by the same voice as the render's. */
async function frameTimes(body: RenderRequestBody, frames: Record<string, FrameAt>, ports: RenderPorts): Promise<Record<string, number>> {
  const spec = planSpec(body);
  const dir = await mkdtemp(join(tmpdir(), 'samples-'));
  try {
    const prepared: PreparedScene[] = [];
    const scene = async (i: number) => (prepared[i] ??= await prepareScene(spec, i, ports, dir));
    const times: Record<string, number> = {};
    for (const [name, at] of Object.entries(frames)) {
      if (typeof at === 'number') {
        times[name] = at;
        continue;
      }
      let start = 0;
      for (let i = 0; i < at.scene; i++) start += (await scene(i)).durationSec;
      const speech = (await scene(at.scene)).speech;
      const marks = speech?.visemes ?? [];
      const words = speech?.words ?? [];
      const spans = marks.length
        ? marks.map((m, i) => ({ from: m.time, to: marks[i + 1]?.time ?? m.time, viseme: m.viseme })).filter((m) => m.viseme === at.viseme)
        : at.viseme === 'MBP'
          ? words.slice(1).map((w, i) => ({ from: words[i]!.end, to: w.start }))
          : words.map((w) => ({ from: w.start, to: w.end }));
      const longest = spans.sort((a, b) => b.to - b.from - (a.to - a.from))[0];
      if (!longest) throw new Error(`${name}: scene ${at.scene} has no line to take a frame from`);
      times[name] = start + (longest.from + longest.to) / 2;
    }
    return times;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  await mkdir(OUT, { recursive: true });
  await mkdir(FRAMES, { recursive: true });
  const ports = defaultPorts();
  let failed = false;
  try {
    const only = process.argv.slice(2);
    for (const [name, { body, frames }] of Object.entries(SAMPLES).filter(([n]) => only.length === 0 || only.includes(n))) {
      const started = performance.now();
      const out = join(OUT, `${name}.mp4`);
      const facts = await renderVideo(planSpec(body), ports, out);
      const wall = (performance.now() - started) / 1000;
      for (const [frame, at] of Object.entries(await frameTimes(body, frames, ports))) {
        await runFfmpeg(['-ss', at.toFixed(2), '-i', out, '-frames:v', '1', '-vf', `scale=${FRAME_WIDTH}:-2`, join(FRAMES, `${frame}.png`)]);
      }
      const report = await checkVideo(out);
      failed ||= !report.ok;
      const failures = Object.entries(report.checks).filter(([, c]) => !c.ok).map(([k, c]) => `${k} ${JSON.stringify(c)}`);
      console.log(`${name}: ${facts.durationSec.toFixed(1)} s ${facts.width}×${facts.height}, ${wall.toFixed(1)} s wall, check:video ${report.ok ? 'passed' : `FAILED ${failures.join('; ')}`}`);
      for (const note of facts.notes) console.log(`  ${note}`);
    }
  } finally {
    await ports.speech.close?.();
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
