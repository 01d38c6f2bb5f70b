/**
 * Issue 23, cards that look designed for the brand: a proof or offer card is set in the place the
 * video's generated scenes happen in (veiled behind a plate, or split beside or below the card),
 * its colours are the brand's with text that reads (≥ 4.5:1) however the brand colours fall, and
 * the brand's name, the offer and the button are one block that fills its frame at 9:16 and 16:9.
 */
import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { contrastRatio, mix, paletteFor } from '../../lambdas/render/draw/palette';
import { TextAudit } from '../../lambdas/render/draw/text-audit';
import { ensureFonts } from '../../lambdas/render/fonts';
import { CARD_GROUNDS, cardPaletteOf, MARK_CONTRAST, TEXT_CONTRAST } from '../../lambdas/render/motion/card-palette';
import { CTA_LOOKS, flood } from '../../lambdas/render/motion/looks/cta';
import { brandWorld } from '../../lambdas/render/motion/world';
import { PICTURE_SHARE, veilShare } from '../../lambdas/render/motion/world-card';
import type { FootageSibling } from '../../lambdas/render/ports';
import { endCard } from '../../lambdas/render/scenes/end-card';
import { motionScene } from '../../lambdas/render/scenes/motion';
import { callToAction } from '../../lambdas/render/motion/copy';
import { NARROW_SHARE } from '../../lambdas/render/captions';
import type { Aspect, SceneSpec } from '../../lambdas/render/spec';
import { DRAFT_SIZES, motionFrameInputs } from '../support/motion-frames';

beforeAll(() => ensureFonts());

const t2v = (prompt: string): FootageSibling => ({ type: 't2v_fast', prompt });
const CLINIC = [t2v("A physio treating a runner's knee on the treatment table inside a clinic."), t2v('The clinic reception, morning light.')];
const KITCHEN = [t2v('A chef plating a dish in a busy restaurant kitchen.'), t2v('A commercial kitchen at night, steam rising from the pots.')];

describe("the card's world is the place of the video's generated scenes", () => {
  it('the setting most generated scenes share, counting a kind of room with its family', () => {
    const world = brandWorld([...CLINIC, t2v('A bicycle on a harbour wall.'), { type: 'motion', prompt: 'A kitchen card' }]);
    expect(world?.setting).toBe('physio');
    expect(brandWorld([t2v('A bicycle on a harbour wall.'), ...KITCHEN])?.setting).toBe('pro-kitchen');
  });

  it('none when the plan generates no scene: motion, product and presenter prompts name no world', () => {
    expect(brandWorld([{ type: 'motion', prompt: 'Over 4,000 bikes fixed in our workshop' }, { type: 'i2v_fast', prompt: 'A blender on a kitchen counter' }, { type: 's2v', prompt: 'Hello' }])).toBeNull();
    expect(brandWorld([])).toBeNull();
  });
});

const PROOF: SceneSpec = { type: 'motion', prompt: 'Over 4,000 bikes fixed since 2012.', motion: { beat: 'proof', layout: 'stat' }, durationSec: 5 };
const OFFER: SceneSpec = { type: 'motion', prompt: 'Full service from £59. Book at northsidebikes.example', motion: { beat: 'cta', layout: 'cta' }, durationSec: 6 };

/** A card's frame at `t` seconds, drawn as the engine draws it, with the spans of text it set. */
function card(aspect: Aspect, scene: SceneSpec, seed: number, video: readonly FootageSibling[] | undefined, { language = 'en', t = 4 } = {}) {
  const [width, height] = DRAFT_SIZES[aspect];
  const inputs = motionFrameInputs(aspect, width, height, 'cinematic', language);
  const source = motionScene({ ...inputs, scene, stepNumber: 1, seed, title: 'Northside Bikes', ...(video ? { video } : {}) });
  const ctx = createCanvas(width, height).getContext('2d');
  const audit = new TextAudit();
  const stop = audit.watch(ctx);
  const frame = Math.round(t * inputs.fps);
  audit.beginFrame(frame);
  void source.draw(ctx, frame);
  audit.endFrame();
  stop();
  return { pixels: ctx.getImageData(0, 0, width, height).data, width, height, content: inputs.content, spans: audit.finish().filter((s) => s.layer === 'scene') };
}

/** The first row of a tall split's picture, which takes the foot of the frame. */
const pictureTop = (height: number) => height - Math.round(height * PICTURE_SHARE.tall);

/** Mean absolute difference of two frames' channels over columns [x0, x1). */
function difference(a: Uint8ClampedArray, b: Uint8ClampedArray, width: number, x0: number, x1: number): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < a.length; i += 4) {
    const x = (i / 4) % width;
    if (x < x0 || x >= x1) continue;
    sum += Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!);
    n += 3;
  }
  return sum / n;
}

describe('a card is drawn over its world', () => {
  it.each([
    ['16:9', 0],
    ['9:16', 0],
    ['9:16', 256],
  ] as const)('%s seed %i: a clinic plan and a kitchen plan put different places behind the same card; a plan with no generated scene keeps its field', (aspect, seed) => {
    const plain = card(aspect, PROOF, seed, undefined);
    const clinic = card(aspect, PROOF, seed, CLINIC);
    const kitchen = card(aspect, PROOF, seed, KITCHEN);
    const none = card(aspect, PROOF, seed, [{ type: 'motion', prompt: PROOF.prompt }]);
    expect(difference(clinic.pixels, kitchen.pixels, clinic.width, 0, clinic.width)).toBeGreaterThan(4);
    expect(difference(clinic.pixels, plain.pixels, clinic.width, 0, clinic.width)).toBeGreaterThan(4);
    expect(difference(none.pixels, plain.pixels, none.width, 0, none.width)).toBe(0);
  });

  it('9:16: a look that floods its frame splits as any tall card does, so the world stays below it', () => {
    const seed = CTA_LOOKS.indexOf(flood);
    const { pixels, width, height } = card('9:16', OFFER, seed, CLINIC);
    const plain = card('9:16', OFFER, seed, undefined);
    // The rows of the picture show the place (many colours), not the flood's one ground.
    const colours = (data: Uint8ClampedArray) => {
      const seen = new Set<number>();
      for (let i = width * pictureTop(height) * 4; i < data.length; i += 4) seen.add((data[i]! >> 4) * 256 + (data[i + 1]! >> 4) * 16 + (data[i + 2]! >> 4));
      return seen.size;
    };
    expect(colours(pixels)).toBeGreaterThan(colours(plain.pixels) + 10);
  });

  it('the end card closes over the same world, its logo legible', async () => {
    const [width, height] = DRAFT_SIZES['9:16'];
    const logo = createCanvas(200, 60);
    const l = logo.getContext('2d');
    l.fillStyle = '#c8102e';
    l.fillRect(0, 0, 200, 60);
    const draw = (video?: readonly FootageSibling[]) => {
      const inputs = motionFrameInputs('9:16', width, height, 'cinematic', 'en');
      const end = endCard({ ...inputs, logo: logo as never, title: 'Northside Bikes', cta: callToAction(OFFER.prompt), ...(video ? { video } : {}) });
      const ctx = createCanvas(width, height).getContext('2d');
      void end.draw(ctx, 48);
      return { pixels: ctx.getImageData(0, 0, width, height).data, legibility: end.legibility() };
    };
    const world = draw(CLINIC);
    expect(difference(world.pixels, draw(KITCHEN).pixels, width, 0, width)).toBeGreaterThan(4);
    expect(difference(world.pixels, draw().pixels, width, 0, width)).toBeGreaterThan(4);
    expect(world.legibility?.contrast).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['en', false],
    ['ar', true],
  ] as const)('16:9 (%s): the end card splits too, its logo, button and title beside the place', (language, rtl) => {
    const [width, height] = DRAFT_SIZES['16:9'];
    const inputs = motionFrameInputs('16:9', width, height, 'cinematic', language);
    const end = endCard({ ...inputs, logo: createCanvas(200, 60) as never, title: 'Northside Bikes', cta: callToAction(OFFER.prompt), video: CLINIC });
    const ctx = createCanvas(width, height).getContext('2d');
    const audit = new TextAudit();
    const stop = audit.watch(ctx);
    audit.beginFrame(48);
    void end.draw(ctx, 48);
    audit.endFrame();
    stop();
    const spans = audit.finish();
    expect(spans.map((s) => s.text)).toEqual(expect.arrayContaining(['logo', 'Northside Bikes']));
    for (const s of spans) expect(rtl ? s.box.x + s.box.w < width * 0.56 : s.box.x > width * 0.44, s.text).toBe(true);
  });

  it.each([
    ['16:9', 0],
    ['9:16', 0],
    ['9:16', 256],
  ] as const)('%s seed %i: the place keeps moving, never resting for 1.5 s, while the card holds', (aspect, seed) => {
    const [width, height] = DRAFT_SIZES[aspect];
    const inputs = motionFrameInputs(aspect, width, height, 'cinematic', 'en');
    const source = motionScene({ ...inputs, scene: { ...PROOF, durationSec: 12 }, stepNumber: 1, seed, title: 'Northside Bikes', video: CLINIC });
    const ctx = createCanvas(width, height).getContext('2d');
    // A wide frame's picture is its side read first, a tall frame's its foot: clear of text.
    const place = (frame: number) => {
      void source.draw(ctx, frame);
      return aspect === '16:9' ? ctx.getImageData(0, 0, Math.round(width * 0.4), height).data : ctx.getImageData(0, pictureTop(height), width, height - pictureTop(height)).data;
    };
    const window = Math.round(1.5 * inputs.fps);
    let before = place(0);
    for (let frame = window; frame <= 12 * inputs.fps; frame += window) {
      const now = place(frame);
      expect(now.some((v, i) => v !== before[i]), `still from ${(frame - window) / inputs.fps} s`).toBe(true);
      before = now;
    }
  });

  it.each([
    ['en', false],
    ['ar', true],
  ] as const)('16:9 (%s): the picture takes the side read first, the card the other half', (language, rtl) => {
    const { spans, width } = card('16:9', OFFER, 0, CLINIC, { language });
    expect(spans.length).toBeGreaterThan(0);
    for (const s of spans) {
      const centre = s.box.x + s.box.w / 2;
      expect(rtl ? centre < width / 2 : centre > width / 2, s.text).toBe(true);
    }
  });
});

describe('card palettes from the brand colours', () => {
  const BRANDS: [string, string][] = [
    ['#e63946', '#1d3557'],
    ['#2a9d8f', '#e9c46a'],
    ['#ffd166', '#ef476f'],
    ['#888888', '#999999'],
    ['#ffffff', '#ffffff'],
    ['#000000', '#111111'],
    ['#0057b8', '#ffd700'],
    ['#7fbf3f', '#ff8800'],
  ];
  it.each(BRANDS)('%s / %s: every ground keeps text and muted text ≥ 4.5:1 and the accent ≥ 3:1, its own or else the ink', (first, second) => {
    const palette = paletteFor({ colors: [first, second] } as never, 'cinematic');
    const grounds = CARD_GROUNDS.map((kind) => cardPaletteOf(palette, kind));
    for (const p of grounds) {
      expect(contrastRatio(p.text, p.background), JSON.stringify(p)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(contrastRatio(p.muted, p.background), JSON.stringify(p)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(contrastRatio(p.accent, p.background), JSON.stringify(p)).toBeGreaterThanOrEqual(MARK_CONTRAST);
    }
    // The accent is the brand's own, shaded at most a third of the way, or else the ink: never mud.
    const own = [0, 0.1, 0.2, 0.3].flatMap((k) => ['#000000', '#ffffff'].map((end) => mix(palette.accent, end, k)));
    for (const p of grounds) expect([...own, p.text], JSON.stringify(p)).toContain(p.accent);
    // Three distinct looks: no two grounds alike.
    expect(new Set(grounds.map((p) => p.background)).size).toBe(3);
  });

  it("a plate over a busy picture is opaque enough that every ink reads over each of the picture's pixels", () => {
    const picture = createCanvas(64, 64);
    const ctx = picture.getContext('2d');
    for (let i = 0; i < 64; i++) {
      ctx.fillStyle = ['#ffffff', '#000000', '#ff0000', '#ffff00', '#00ffff', '#808080'][i % 6]!;
      ctx.fillRect((i % 8) * 8, Math.floor(i / 8) * 8, 8, 8);
    }
    for (const kind of CARD_GROUNDS) {
      const p = cardPaletteOf(paletteFor({ colors: ['#2a9d8f', '#e9c46a'] } as never, 'cinematic'), kind);
      const share = veilShare(picture, p);
      for (const c of ['#ffffff', '#000000', '#ff0000', '#ffff00', '#00ffff', '#808080']) {
        const under = mix(c, p.background, share);
        expect(contrastRatio(p.text, under), `${kind} over ${c}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        expect(contrastRatio(p.accent, under), `${kind} over ${c}`).toBeGreaterThanOrEqual(MARK_CONTRAST);
      }
    }
  });
});

describe("the offer's block fills its frame", () => {
  const cases = (['9:16', '16:9'] as const).flatMap((aspect) => CTA_LOOKS.flatMap((_, seed) => [[aspect, seed, false] as const, [aspect, seed, true] as const]));
  it.each(cases)('%s look %i (world %s): the name, headline and button span the content box top to foot', (aspect, seed, world) => {
    const { spans, content, height } = card(aspect, OFFER, seed, world ? CLINIC : undefined, { t: 5 });
    // A tall card over its world splits: the picture takes the foot of the frame, the block the content box above it.
    const foot = world && aspect === '9:16' ? Math.min(content.y + content.h, pictureTop(height)) : content.y + content.h;
    expect(spans.some((s) => s.text.includes('Northside'))).toBe(true);
    expect(spans.some((s) => s.text.includes('northsidebikes.example'))).toBe(true);
    const top = Math.min(...spans.map((s) => s.box.y));
    const bottom = Math.max(...spans.map((s) => s.box.y + s.box.h));
    expect((bottom - top) / (foot - content.y)).toBeGreaterThan(0.7);
  });
});

describe("a wide card's captions keep to its panel", () => {
  it.each([
    ['16:9', 'en', 'left'],
    ['16:9', 'ar', 'right'],
  ] as const)('%s %s: the picture beside the panel (on the %s) is kept clear of captions', (aspect, language, side) => {
    const [width, height] = DRAFT_SIZES[aspect];
    const inputs = motionFrameInputs(aspect, width, height, 'cinematic', language);
    const source = motionScene({ ...inputs, scene: OFFER, stepNumber: 1, seed: 0, title: 'Northside Bikes', video: CLINIC });
    const [kept] = source.subjects?.(1) ?? [];
    expect(kept?.box.w).toBe(Math.round(width * PICTURE_SHARE.wide));
    expect(kept?.box.h).toBe(height);
    expect(side === 'left' ? kept?.box.x : kept!.box.x + kept!.box.w).toBe(side === 'left' ? 0 : width);
  });

  it.each([[960, 540], [1280, 720], [1920, 1080]] as const)('16:9 at %i×%i: a caption set to the panel\'s side (NARROW_SHARE of the band) fits beside the picture', (width, height) => {
    const { content } = motionFrameInputs('16:9', width, height, 'cinematic', 'en');
    expect(content.x + content.w - Math.round(width * PICTURE_SHARE.wide)).toBeGreaterThanOrEqual(content.w * NARROW_SHARE);
  });

  it('a tall card, whose picture is under the captions, keeps nothing clear', () => {
    const [width, height] = DRAFT_SIZES['9:16'];
    const inputs = motionFrameInputs('9:16', width, height, 'cinematic', 'en');
    for (const seed of [0, 256]) expect(motionScene({ ...inputs, scene: OFFER, stepNumber: 1, seed, title: 'Northside Bikes', video: CLINIC }).subjects).toBeUndefined();
  });
});
