import { describe, expect, it } from 'vitest';
import { localAssetFetcher } from '../../lambdas/render/adapters/local-fetcher';
import { AssetError, decodeImage, imageHeader } from '../../lambdas/render/assets';
import { decodeWav, encodeWav } from '../../lambdas/render/audio/wav';
import { contrastRatio, paletteFor } from '../../lambdas/render/draw/palette';
import { inAspect, planSpec } from '../../lambdas/render/spec';
import { formatOf, ROUTES } from '../../lambdas/core/render/routes-catalog';
import { videoFormat } from '../../lambdas/render/formats';
import { InputProblem } from '../../lambdas/core/errors';
import { MAGENTA_LOGO } from './support/fixtures';

describe('the engine renders the validated §2.2 request (planSpec: a body validated as the API does)', () => {
  const base = { scene_plan: [{ type: 'motion', prompt: 'Hello', duration_sec: 4, motion: { beat: 'hook', layout: 'stat' } }] };

  it('applies the §2.2 defaults', () => {
    expect(planSpec(base)).toMatchObject({
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
    expect(planSpec({ ...base, brand_logo_url: MAGENTA_LOGO, brand_colors: ['#112233'], brand_enabled: false }).brand).toBeNull();
  });

  it('a logo without colours still brands the video', () => {
    expect(planSpec({ ...base, brand_logo_url: 'https://x.test/l.png' }).brand).toEqual({ logoUrl: 'https://x.test/l.png', colors: [] });
  });

  it('presenter_enabled: false without a face gives the stock presenter; a preset id wins', () => {
    expect(planSpec({ ...base, presenter_enabled: false }).presenter).toEqual({ avatarPresetId: 'sam' });
    expect(planSpec({ ...base, avatar_preset_id: 'maya', presenter_enabled: false }).presenter).toEqual({ avatarPresetId: 'maya' });
  });

  it('narrator: false turns the voice off; product_enabled: false drops the photo', () => {
    const s = planSpec({ ...base, narrator: false, product_image_url: 'https://x.test/p.png', product_enabled: false });
    expect(s.narration).toBe(false);
    expect(s.productImageUrl).toBeNull();
  });

  it('the voice defaults to one speaking the request language', () => {
    expect(planSpec({ ...base, language: 'fr' }).voiceId).toBe('fr-fr-female');
  });

  it("a route's music is the route catalogue's, the one source the planner reads too", () => {
    for (const route of ROUTES) expect(planSpec({ ...base, route, product_enabled: false }).musicStyle, route).toBe(formatOf(route, 'ad').music);
    expect(planSpec({ ...base, kind: 'training' }).musicStyle).toBe(formatOf(undefined, 'training').music);
    expect(planSpec({ ...base, route: 'website', music_style: 'lo-fi-chill' }).musicStyle).toBe('lo-fi-chill');
  });

  it('a plan without a title is named after its first scene', () => {
    expect(planSpec(base).title).toBe('Hello');
  });

  it('the output format is computed with the spec, and again for another aspect', () => {
    const draft = planSpec({ ...base, quality: 'standard', upscale: true });
    expect(draft.format).toEqual(videoFormat('9:16', 'standard', true));
    expect(inAspect(draft, '16:9')).toMatchObject({ aspect: '16:9', format: videoFormat('16:9', 'standard', true) });
  });

  it('a body that is not a valid request is refused as the API refuses it; a brief alone is not a plan', () => {
    expect(() => planSpec({ ...base, aspect: '2:1' })).toThrow(expect.objectContaining({ status: 400, extra: { detail: expect.stringMatching(/^aspect: must be one of/) } }));
    expect(() => planSpec({ brief: 'A coffee advert' })).toThrow(/scene_plan/);
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
