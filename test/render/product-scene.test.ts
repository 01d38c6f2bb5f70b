/**
 * Issue 23 item 4: a product scene (`i2v_fast`, scenes/camera-move.ts) shows the product whole,
 * never cropped at the frame's edge nor under the caption band, and never stands still; a
 * packshot on a plain backdrop is cut out of it. Checked frame by frame through the text audit
 * (the product's recorded box) and end to end through check:video.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkVideo } from '../../lambdas/render/check-video';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { inside, overlaps, safeAreas } from '../../lambdas/render/draw/layout';
import { TextAudit } from '../../lambdas/render/draw/text-audit';
import { productCutout } from '../../lambdas/render/illustrations/product-cutout';
import { renderVideo } from '../../lambdas/render/render-video';
import { compositionFor } from '../../lambdas/render/compose/variety';
import { cameraMove } from '../../lambdas/render/scenes/camera-move';
import { productStage } from '../../lambdas/render/scenes/product-stage';
import type { Aspect } from '../../lambdas/render/spec';
import { PRODUCT_PHOTO, spec, testPorts, toneSpeech } from './support/fixtures';

const SIZES: Record<Aspect, [number, number]> = { '9:16': [270, 480], '16:9': [480, 270], '1:1': [270, 270], '4:5': [272, 340], '4:3': [360, 270], '3:4': [270, 360] };
const FPS = 12;

let packshot: Image;
/** A lifestyle photo: no plain backdrop to cut it out of. */
let photo: Image;
beforeAll(async () => {
  packshot = await loadImage(Buffer.from(PRODUCT_PHOTO.split(',')[1]!, 'base64'));
  const c = createCanvas(300, 200);
  const ctx = c.getContext('2d');
  const g = ctx.createLinearGradient(0, 0, 300, 200);
  g.addColorStop(0, '#3a6ea5');
  g.addColorStop(1, '#e9b44c');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 300, 200);
  ctx.fillStyle = '#8b4513';
  ctx.fillRect(120, 50, 60, 110);
  photo = await loadImage(c.toBuffer('image/png'));
});

async function scene(aspect: Aspect, image: Image, seconds: number, prompt = 'The bag on the table') {
  const [width, height] = SIZES[aspect];
  const areas = safeAreas(aspect, width, height, true);
  const source = await cameraMove({
    width,
    height,
    fps: FPS,
    frames: seconds * FPS,
    prompt,
    artStyle: 'cinematic',
    palette: paletteFor(null, 'cinematic'),
    image,
    content: areas.content,
    seed: 11,
  });
  return { source, areas, width, height };
}

describe('i2v_fast product scenes: whole, uncovered, alive', () => {
  it.each(Object.keys(SIZES) as Aspect[])('%s: on every frame the product stays inside the content area, clear of the caption band and the frame edges', async (aspect) => {
    for (const image of [packshot, photo]) {
      for (const prompt of ['The bag on the table', 'Hero shot of the bag', 'The product from the photo, close-up', 'The bag beside a cup of coffee in the morning']) {
        const { source, areas, width, height }  = await scene(aspect, image, 5, prompt);
        const ctx = createCanvas(width, height).getContext('2d');
        const audit = new TextAudit();
        const stop = audit.watch(ctx);
        for (let f = 0; f < 5 * FPS; f++) {
          audit.beginFrame(f);
          await source.draw(ctx, f);
          audit.endFrame();
        }
        stop();
        const boxes = audit.finish().filter((s) => s.layer === 'subject');
        expect(boxes.length).toBeGreaterThan(0);
        for (const { box } of boxes) {
          expect(inside(box, areas.content, 1)).toBe(true);
          expect(overlaps(box, areas.caption)).toBe(false);
        }
      }
    }
  });

  it.each(['1:1', '9:16', '16:9'] as Aspect[])('%s: nothing stands still for 1.5 s, the flat packshot included', async (aspect) => {
    for (const image of [packshot, photo]) {
      const { source, width, height }  = await scene(aspect, image, 8);
      const ctx = createCanvas(width, height).getContext('2d');
      let previous: Uint8ClampedArray | null = null;
      let still = 0;
      let longest = 0;
      for (let f = 0; f < 8 * FPS; f++) {
        await source.draw(ctx, f);
        const data = ctx.getImageData(0, 0, width, height).data;
        if (previous) {
          let changed = 0;
          for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - previous[i]!) + Math.abs(data[i + 1]! - previous[i + 1]!) > 6) changed++;
          still = changed / (width * height) < 0.001 ? still + 1 : 0;
          longest = Math.max(longest, still);
        }
        previous = data;
      }
      expect(longest / FPS).toBeLessThan(1.5);
    }
  });

  it('16:9: the backdrop drifting with a wide truck never uncovers the frame edges', async () => {
    const [width, height] = SIZES['16:9'];
    const areas = safeAreas('16:9', width, height, true);
    // Seeds whose composition trucks (the move the backdrop drifts with).
    const seeds = Array.from({ length: 16 }, (_, seed) => seed).filter((seed) => compositionFor({ prompt: 'The bag', seed }).move.startsWith('truck'));
    expect(seeds.length).toBeGreaterThan(0);
    for (const [seed, prompt] of seeds.slice(0, 2).flatMap((seed) => [[seed, 'The bag'], [seed, 'The bag beside a cup of coffee on a table at sunset']] as const)) {
      const source = await cameraMove({ width, height, fps: FPS, frames: 5 * FPS, prompt, artStyle: 'cinematic', palette: paletteFor(null, 'cinematic'), image: packshot, content: areas.content, seed });
      const ctx = createCanvas(width, height).getContext('2d');
      for (let f = 0; f < 5 * FPS; f += 6) {
        ctx.fillStyle = '#ff00ff';
        ctx.fillRect(0, 0, width, height);
        await source.draw(ctx, f);
        for (const x of [0, width - 1]) {
          const column = ctx.getImageData(x, 0, 1, height).data;
          let magenta = 0;
          for (let i = 0; i < column.length; i += 4) if (column[i]! > 240 && column[i + 1]! < 20 && column[i + 2]! > 240) magenta++;
          expect(magenta, `seed ${seed}, frame ${f}, column ${x}`).toBe(0);
        }
      }
    }
  });

  it('a packshot on a plain backdrop is cut out: its backdrop colour is gone, the product kept', () => {
    const cut = productCutout(packshot);
    expect(cut.cut).toBe(true);
    const { data, width, height } = cut.picture.getContext('2d').getImageData(0, 0, cut.picture.width, cut.picture.height);
    // The fixture's product is a brown bag (140 × 220) on cream: the cut-out is the bag's size and opaque at its centre.
    expect(Math.abs(width - 140)).toBeLessThanOrEqual(3);
    expect(Math.abs(height - 220)).toBeLessThanOrEqual(3);
    const centre = ((height >> 1) * width + (width >> 1)) * 4;
    expect(data[centre + 3]).toBe(255);
    const corner = (2 * width + 2) * 4;
    expect(data[corner + 3]).toBeGreaterThan(200);
  });

  it('a photo without a plain backdrop is shown whole, as it is', () => {
    const cut = productCutout(photo);
    expect(cut.cut).toBe(false);
    expect([cut.picture.width, cut.picture.height]).toEqual([300, 200]);
  });
});

describe('i2v_fast end to end: check:video finds no caption over the product', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'product-scene-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('1:1 with narration: captions burn in below the product, which is recorded as a subject', async () => {
    const out = join(dir, 'product.mp4');
    await renderVideo(
      spec([{ type: 'i2v_fast', prompt: 'The bag on the table', script: 'Single origin, roasted this week.', durationSec: 4 }], { aspect: '1:1', productImageUrl: PRODUCT_PHOTO, narration: true }),
      testPorts({ speech: toneSpeech(2) }),
      out,
    );
    const report = await checkVideo(out);
    expect(report.checks.text.ok).toBe(true);
    expect(report.checks.freeze.ok).toBe(true);
    const layout = JSON.parse(await readFile(out.replace(/\.mp4$/, '.layout.json'), 'utf8')) as { scenes: { spans: { layer: string }[] }[] };
    const layers = new Set(JSON.stringify(layout).match(/"layer":"(\w+)"/g));
    expect(layers).toContain('"layer":"subject"');
    expect(layers).toContain('"layer":"caption"');
  });

  it.each(['9:16', '16:9', '1:1'] as Aspect[])('%s: two prompts stage the same product differently (place, surface, props, light), the product box unchanged', async (aspect) => {
    const prompts = ['The bag on a wooden table', 'The bag beside a cup of coffee in the morning'];
    const stages = prompts.map(productStage);
    expect(stages[0]).toMatchObject({ surface: 'table', props: [] });
    expect(stages[1]!.props.length).toBe(1);
    expect(stages[1]!.time).toBe('dawn');
    const frames = await Promise.all(
      prompts.map(async (prompt) => {
        const { source, width, height } = await scene(aspect, packshot, 3, prompt);
        const ctx = createCanvas(width, height).getContext('2d');
        const audit = new TextAudit();
        const stop = audit.watch(ctx);
        audit.beginFrame(0);
        await source.draw(ctx, 0);
        audit.endFrame();
        stop();
        return { data: ctx.getImageData(0, 0, width, height).data, box: audit.finish().find((s) => s.layer === 'subject')!.box, width, height };
      }),
    );
    const [a, b] = frames as [(typeof frames)[0], (typeof frames)[0]];
    expect(b.box).toEqual(a.box);
    // Outside the product, most of the frame differs: a different place, not the same picture re-lit.
    let differ = 0;
    let outside = 0;
    for (let y = 0; y < a.height; y += 2) {
      for (let x = 0; x < a.width; x += 2) {
        if (x >= a.box.x && x < a.box.x + a.box.w && y >= a.box.y && y < a.box.y + a.box.h) continue;
        outside++;
        const i = (y * a.width + x) * 4;
        if (Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!) + Math.abs(a.data[i + 2]! - b.data[i + 2]!) > 30) differ++;
      }
    }
    expect(differ / outside).toBeGreaterThan(0.3);
  });
});
