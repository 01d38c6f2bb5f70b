import { describe, expect, it } from 'vitest';
import { localAssetFetcher } from '../../lambdas/render/adapters/local-fetcher';
import { AssetError, decodeImage, imageHeader } from '../../lambdas/render/assets';
import { decodeWav, encodeWav } from '../../lambdas/render/audio/wav';
import { contrastRatio, paletteFor } from '../../lambdas/render/draw/palette';
import { toRenderSpec } from '../../lambdas/render/spec';
import { InputProblem } from '../../lambdas/core/errors';
import { MAGENTA_LOGO } from './support/fixtures';

describe('toRenderSpec maps a validated §2.2 request', () => {
  const base = { scene_plan: [{ type: 'motion', prompt: 'Hello', duration_sec: 4, motion: { beat: 'hook', layout: 'stat' } }] };

  it('applies the §2.2 defaults', () => {
    expect(toRenderSpec(base)).toMatchObject({
      aspect: '9:16',
      quality: 'draft',
      upscale: false,
      language: 'en',
      narration: true,
      artStyle: 'cinematic',
      brand: null,
      productImageUrl: null,
      presenter: null,
      scenes: [{ type: 'motion', prompt: 'Hello', durationSec: 4, motion: { beat: 'hook', layout: 'stat' } }],
    });
  });

  it('brand_enabled: false renders with no brand at all', () => {
    expect(toRenderSpec({ ...base, brand_logo_url: 'data:x', brand_colors: ['#112233'], brand_enabled: false }).brand).toBeNull();
  });

  it('a logo without colours still brands the video', () => {
    expect(toRenderSpec({ ...base, brand_logo_url: 'https://x.test/l.png' }).brand).toEqual({ logoUrl: 'https://x.test/l.png', colors: [] });
  });

  it('presenter_enabled: false without a face gives the stock presenter; a preset id wins', () => {
    expect(toRenderSpec({ ...base, presenter_enabled: false }).presenter).toEqual({ avatarPresetId: 'sam' });
    expect(toRenderSpec({ ...base, avatar_preset_id: 'maya', presenter_enabled: false }).presenter).toEqual({ avatarPresetId: 'maya' });
  });

  it('narrator: false turns the voice off; product_enabled: false drops the photo', () => {
    const s = toRenderSpec({ ...base, narrator: false, product_image_url: 'https://x.test/p.png', product_enabled: false });
    expect(s.narration).toBe(false);
    expect(s.productImageUrl).toBeNull();
  });

  it('the voice defaults to one speaking the request language', () => {
    expect(toRenderSpec({ ...base, language: 'fr' }).voiceId).toBe('fr-fr-female');
  });
});

describe('§7 brand logo is decoded safely, with size and dimension limits', () => {
  it('reads PNG size from the header', () => {
    expect(imageHeader(Buffer.from(MAGENTA_LOGO.split(',')[1]!, 'base64'))).toEqual({ format: 'png', width: 200, height: 100 });
  });

  it('refuses formats it does not decode (an SVG)', async () => {
    await expect(decodeImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'))).rejects.toBeInstanceOf(AssetError);
  });

  it('refuses a picture whose header claims more pixels than the limit, before decoding it', async () => {
    const png = Buffer.from(MAGENTA_LOGO.split(',')[1]!, 'base64');
    png.writeUInt32BE(100_000, 16);
    await expect(decodeImage(png)).rejects.toThrow(/limit/);
  });

  it('refuses a data URI over the byte limit without decoding it', async () => {
    await expect(localAssetFetcher().fetch(MAGENTA_LOGO, { maxBytes: 100, timeoutMs: 1000 })).rejects.toBeInstanceOf(InputProblem);
  });
});

describe('audio and colour helpers', () => {
  it('WAV round trip keeps samples to 16-bit precision', () => {
    const samples = Float32Array.from({ length: 1000 }, (_, i) => Math.sin(i / 10) * 0.8);
    const back = decodeWav(encodeWav({ sampleRate: 22050, channels: [samples] }));
    expect(back.sampleRate).toBe(22050);
    back.channels[0]!.forEach((s, i) => expect(Math.abs(s - samples[i]!)).toBeLessThan(1 / 16000));
  });

  it('brand colours give readable text (contrast ≥ 4.5:1) on light and dark backgrounds', () => {
    for (const bg of ['#ffffff', '#ffd166', '#1b4332', '#000000', '#7f7f7f']) {
      const p = paletteFor({ logoUrl: null, colors: [bg] }, 'cinematic');
      expect(contrastRatio(p.text, p.background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
