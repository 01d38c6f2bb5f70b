/**
 * Issue 23, motion design: every beat has a library of looks that differ, chosen by the job's
 * seed; each art style draws a beat in its own way; kinetic type keeps moving; the call to
 * action carries its words in the button with the arrow mirrored for right-to-left scripts; and
 * a motion scene's caption is left out while its words are on screen. Frames are drawn straight
 * from the scene sources (no encode), so a look can be judged at any moment.
 */
import { createCanvas, loadImage, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MotionLayout } from '../../lambdas/core/render/vocabulary';
import type { CaptionWord } from '../../lambdas/render/captions';
import { captionCues } from '../../lambdas/render/captions';
import { safeAreas } from '../../lambdas/render/draw/layout';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { TextAudit } from '../../lambdas/render/draw/text-audit';
import { ensureFonts, familiesFor, isRtl } from '../../lambdas/render/fonts';
import { ctaButton } from '../../lambdas/render/motion/button';
import { chooseLayout, chooseLook, LOOKS } from '../../lambdas/render/motion/choose';
import { callToAction, videoCallToAction } from '../../lambdas/render/motion/copy';
import { THEMES } from '../../lambdas/render/motion/theme';
import { drawType, type TypeSet } from '../../lambdas/render/motion/type';
import { burnedCues } from '../../lambdas/render/render-scene';
import { motionScene } from '../../lambdas/render/scenes/motion';
import { ART_STYLES, type ArtStyle, type SceneSpec } from '../../lambdas/render/spec';
import { MAGENTA_LOGO, PRODUCT_PHOTO } from './support/fixtures';

const W = 270;
const H = 480;
let logo: Image;
let product: Image;

beforeAll(async () => {
  ensureFonts();
  [logo, product] = await Promise.all([loadImage(MAGENTA_LOGO), loadImage(PRODUCT_PHOTO)]);
});

const SCENES: Record<MotionLayout, SceneSpec> = {
  headline: { type: 'motion', role: 'hook', prompt: 'Mornings, upgraded. The oat-milk latte is here' },
  stat: { type: 'motion', role: 'proof', prompt: 'Rated 4.9 by 2,000 regulars' },
  steps: { type: 'motion', role: 'step', prompt: 'Open Settings and tap Security' },
  checklist: { type: 'motion', role: 'recap', prompt: 'Open Settings; Tap Security; Choose a new password' },
  cta: { type: 'motion', role: 'cta', prompt: 'Order now at oatandco.com' },
  logo: { type: 'motion', role: 'intro', prompt: 'Coffee roasted every morning' },
  product: { type: 'motion', role: 'body', prompt: 'Single origin. Roasted this week' },
};

function scene(layout: MotionLayout, seed: number, artStyle: ArtStyle = 'cinematic', language = 'en', spec = SCENES[layout]) {
  return motionScene({
    scene: spec,
    palette: paletteFor(null, artStyle),
    artStyle,
    width: W,
    height: H,
    fps: 24,
    content: safeAreas('9:16', W, H, true).content,
    families: familiesFor(language),
    rtl: isRtl(language),
    product: layout === 'product' ? product : null,
    logo: layout === 'logo' ? logo : null,
    stepNumber: 2,
    seed,
    title: 'Oat & Co',
  });
}

async function frame(source: ReturnType<typeof scene>, t: number): Promise<Uint8ClampedArray> {
  const canvas = createCanvas(W, H);
  await source.draw(canvas.getContext('2d'), Math.round(t * 24));
  return canvas.getContext('2d').getImageData(0, 0, W, H).data;
}

/** Share of pixels that differ visibly between two frames. */
function difference(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let changed = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 24) changed++;
  }
  return changed / (a.length / 4);
}

describe('issue 23: a library of looks per beat, chosen by the seed', () => {
  it.each(Object.keys(SCENES) as MotionLayout[])('%s: at least three looks, each drawing the same copy differently', async (layout) => {
    expect(chooseLayout(SCENES[layout], true, true)).toBe(layout);
    const looks = LOOKS[layout];
    expect(looks.length).toBeGreaterThanOrEqual(3);
    const frames = await Promise.all(looks.map((_, seed) => frame(scene(layout, seed), 2.5)));
    for (let i = 0; i < frames.length; i++) {
      for (let j = i + 1; j < frames.length; j++) expect(difference(frames[i]!, frames[j]!), `looks ${i} and ${j}`).toBeGreaterThan(0.04);
    }
  });

  it('the same seed always gives the same look and the same frame; seeds pick every look', async () => {
    expect(chooseLook('cta', 7)).toBe(chooseLook('cta', 7));
    expect(new Set([0, 1, 2, 3, 4, 5].map((seed) => chooseLook('headline', seed))).size).toBe(LOOKS.headline.length);
    expect(difference(await frame(scene('stat', 5), 1.7), await frame(scene('stat', 5), 1.7))).toBe(0);
  });

  it('each art style draws the same beat in its own way', async () => {
    const frames = await Promise.all(ART_STYLES.map((style) => frame(scene('headline', 0, style), 2.5)));
    for (let i = 0; i < frames.length; i++) {
      for (let j = i + 1; j < frames.length; j++) expect(difference(frames[i]!, frames[j]!), `${ART_STYLES[i]} and ${ART_STYLES[j]}`).toBeGreaterThan(0.2);
    }
  });
});

describe('issue 23: kinetic typography never stands still', () => {
  it.each(Object.keys(SCENES) as MotionLayout[])('%s, every look: the picture changes in every half second, and the text itself moves within every 1.5 s', async (layout) => {
    for (let seed = 0; seed < LOOKS[layout].length; seed++) {
      const source = scene(layout, seed, seed === 1 ? 'stop_motion' : 'mascot');
      // Each frame drawn once, compared with the one before and the one after.
      let before = await frame(source, 0);
      for (let t = 0; t < 6; t += 0.5) {
        const after = await frame(source, t + 0.5);
        expect(difference(before, after), `look ${seed} at ${t} s`).toBeGreaterThan(0.0005);
        before = after;
      }
      // Every text box drawn after the text has arrived changes place within 1.5 s.
      const audit = new TextAudit();
      const ctx = createCanvas(W, H).getContext('2d');
      const stop = audit.watch(ctx);
      for (let f = 0; f < 6 * 24; f++) {
        audit.beginFrame(f);
        await source.draw(ctx, f);
        audit.endFrame();
      }
      stop();
      const still = audit.finish().filter((s) => s.layer === 'scene' && s.from >= 2 * 24 && s.to < 6 * 24 - 1 && s.to - s.from > 1.5 * 24);
      expect(still.map((s) => `${s.text} ${s.from}–${s.to}`), `look ${seed}`).toEqual([]);
    }
  });
});

describe('issue 23: the call to action carries its words in the button, mirrored for right-to-left', () => {
  it('the button holds the address when the copy has one, else the action; the rest is the headline', () => {
    expect(callToAction('Order now at oatandco.com')).toEqual({ button: 'oatandco.com', headline: 'Order now' });
    expect(callToAction('Visit https://www.example.co.uk/spring today')).toMatchObject({ button: 'example.co.uk/spring' });
    expect(callToAction('Order in the app')).toEqual({ button: 'Order in the app', headline: '' });
    expect(callToAction('Spring is here. Shop the sale')).toEqual({ button: 'Shop the sale', headline: 'Spring is here.' });
    expect(callToAction('اطلب الآن من oatandco.com')).toEqual({ button: 'oatandco.com', headline: 'اطلب الآن' });
  });

  it("an address after another sentence takes its own sentence into the button: the action's verb is never left dangling", () => {
    expect(callToAction('Your first one is free this week. Order at oatandco.example.com')).toEqual({ button: 'Order at oatandco.example.com', headline: 'Your first one is free this week.' });
    expect(callToAction('Book at rosa.bakery.com. Open daily from 7 am')).toEqual({ button: 'Book at rosa.bakery.com', headline: 'Open daily from 7 am' });
    // Too long for a button: the address alone, and the word leading to it leaves the headline too.
    expect(callToAction('Come early. Find us on Market Street, or book at rosa.bakery.com and skip the queue')).toEqual({
      button: 'rosa.bakery.com',
      headline: 'Come early. Find us on Market Street, or book and skip the queue',
    });
    // A preposition's article goes with the number ("Pide cita en el 976 …" had left "en el" hanging in the headline).
    expect(callToAction('Pide cita en el 976 123 456')).toEqual({ button: '976 123 456', headline: 'Pide cita' });
    // A street is an address too; an offer heads the card when the action only leads to the street.
    expect(callToAction('Show this ad for a free cookie. Find us at 14 Milsom Street')).toEqual({ button: '14 Milsom Street', headline: 'Show this ad for a free cookie.' });
    // The address leaves its sentence, not the sentence's full stop: the next one does not run on.
    expect(callToAction('10% off your first order with code BLOOM10 at harbourlane.example.com. Order before 2pm for delivery today')).toEqual({
      button: 'harbourlane.example.com',
      headline: '10% off your first order with code BLOOM10. Order before 2pm for delivery today',
    });
  });

  it("the end card's call to action is the plan's cta scene's", () => {
    const scenes: SceneSpec[] = [SCENES.headline, { type: 'motion', role: 'cta', prompt: 'Book a table at rosa.bakery.com' }];
    expect(videoCallToAction({ scenes })).toMatchObject({ button: 'rosa.bakery.com' });
    expect(videoCallToAction({ scenes: [SCENES.headline] })).toBeNull();
  });

  it.each([
    ['en', 'oatandco.com', 1],
    ['ar', 'oatandco.com', -1],
    ['he', 'הזמינו עכשיו', -1],
  ] as const)('%s: the arrow sits after the words in reading order and points that way', async (language, label, dir) => {
    const canvas = createCanvas(W, H);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, W, H);
    const audit = new TextAudit();
    const stop = audit.watch(ctx);
    audit.beginFrame(0);
    const button = ctaButton(createCanvas(8, 8).getContext('2d'), THEMES.cinematic, { families: familiesFor(language), rtl: isRtl(language), width: W, height: H }, label, { cx: W / 2, cy: H / 2, maxW: W * 0.9, maxH: 80 }, '#ffffff', 0);
    // A moment between the arrow's nudges and the glints, so the arrow is at rest.
    button.draw(ctx, 0.32);
    audit.endFrame();
    stop();
    const text = audit.finish().find((s) => s.text === label)!.box;
    expect(text.x).toBeGreaterThanOrEqual(button.box.x);
    expect(text.x + text.w).toBeLessThanOrEqual(button.box.x + button.box.w);
    // Ink (dark on the white pill) outside the words is the arrow.
    const data = ctx.getImageData(0, 0, W, H).data;
    const columns = new Map<number, { top: number; bottom: number }>();
    for (let y = Math.round(button.box.y); y < button.box.y + button.box.h; y++) {
      for (let x = Math.round(button.box.x); x < button.box.x + button.box.w; x++) {
        if (x >= text.x - 2 && x <= text.x + text.w + 2) continue;
        const i = (y * W + x) * 4;
        if (data[i]! > 90 || data[i + 1]! > 90) continue;
        const c = columns.get(x) ?? { top: y, bottom: y };
        columns.set(x, { top: Math.min(c.top, y), bottom: Math.max(c.bottom, y) });
      }
    }
    const xs = [...columns.keys()];
    const middle = (Math.min(...xs) + Math.max(...xs)) / 2;
    expect(dir > 0 ? Math.min(...xs) > text.x + text.w : Math.max(...xs) < text.x, 'arrow after the words').toBe(true);
    // The arrowhead's open end is its tallest column; it trails the tip, so it lies behind the middle.
    const tallest = xs.reduce((a, b) => (columns.get(b)!.bottom - columns.get(b)!.top > columns.get(a)!.bottom - columns.get(a)!.top ? b : a));
    expect(Math.sign(tallest - middle)).toBe(dir);
  });
  it.each([0.7, 0.8])('an address in the button is never cut while the pill has room for it at the smallest size (pill %s of a 9:16 frame wide)', (share) => {
    const [w, h] = [540, 960];
    const label = 'Visit bloomandbean.example.com';
    const canvas = createCanvas(w, h);
    const ctx = canvas.getContext('2d');
    const audit = new TextAudit();
    const stop = audit.watch(ctx);
    audit.beginFrame(0);
    const button = ctaButton(createCanvas(8, 8).getContext('2d'), THEMES.cinematic, { families: familiesFor('en'), rtl: false, width: w, height: h }, label, { cx: w / 2, cy: h / 2, maxW: w * share, maxH: 120 }, '#ffffff', 0);
    button.draw(ctx, 1);
    audit.endFrame();
    stop();
    const drawn = audit.finish().map((s) => s.text).join(' ');
    expect(drawn).toContain('bloomandbean.example.com');
    expect(drawn).not.toContain('…');
    expect(button.box.w).toBeLessThanOrEqual(w * share + 0.5);
  });
});

describe('issue 23: a caption is left out while the same words are on screen', () => {
  const words = (script: string): CaptionWord[] => script.split(' ').map((text, i) => ({ text, start: i * 0.4, end: i * 0.4 + 0.35, space: true }));
  it('a motion scene whose script is its copy burns no caption; other words, or other scene types, keep theirs', () => {
    const same = captionCues(words('Rated 4.9 by 2,000 regulars.'), 'block');
    expect(burnedCues(SCENES.stat, same, 'en')).toEqual([]);
    const other = captionCues(words('Four point nine stars. From two thousand regulars.'), 'block');
    expect(burnedCues(SCENES.stat, other, 'en')).toHaveLength(other.length);
    // Only the cue already on screen is left out.
    const mixed = captionCues(words('Order now at oatandco.com. It takes a minute.'), 'block');
    expect(burnedCues(SCENES.cta, mixed, 'en').map((c) => c.words.map((w) => w.text).join(' '))).toEqual(['It takes a minute.']);
    expect(burnedCues({ ...SCENES.stat, type: 't2v_fast' }, same, 'en')).toHaveLength(same.length);
  });

  const texts = (cues: { words: CaptionWord[] }[]) => cues.map((c) => c.words.map((w) => w.text).join(' '));

  it('a clause that repeats the screen is left out of its cue, the rest of the cue stays: the address beside the button is never captioned', () => {
    const cta = { ...SCENES.cta, prompt: 'Tuesday deal: two pizzas for £15. Book at oakandember.example.com' };
    // One cue holding the address and the sign-off: only the sign-off is burned in.
    const [cue] = captionCues(words('Book at oakandember.example.com. Oak & Ember.'), 'block');
    expect(texts(burnedCues(cta, [cue!], 'en'))).toEqual(['Oak & Ember.']);
    // It shows from its first kept word, when the voice reaches it, to the cue's own end.
    expect(burnedCues(cta, [cue!], 'en')[0]).toMatchObject({ start: cue!.words[3]!.start, end: cue!.end });
    // The whole script: the offer and the address are on screen, the sign-off is not.
    const script = captionCues(words('Tuesday deal: two pizzas for £15. Book at oakandember.example.com. Oak & Ember.'), 'block');
    expect(texts(burnedCues(cta, script, 'en')).join(' ')).toBe('Oak & Ember.');
  });

  it('a recap said as one sentence over the list that shows it burns no caption: the conjunction before its last item is not a word of its own', () => {
    const recap = { ...SCENES.checklist, prompt: 'Open Settings; Tap Security; Choose Reset password' };
    expect(burnedCues(recap, captionCues(words('Open Settings, tap Security, and choose Reset password.'), 'block'), 'en')).toEqual([]);
    // A clause with a word of its own after the conjunction stays.
    expect(texts(burnedCues(recap, captionCues(words('Open Settings, and then breathe.'), 'block'), 'en'))).toEqual(['and then breathe.']);
  });

  it('a cue whose last clause repeats the screen ends when that clause is said, never under the shortest a cue may show', () => {
    const cta = { ...SCENES.cta, prompt: 'Order now at oatandco.com' };
    const [cue] = captionCues(words('It takes a minute, order at oatandco.com.'), 'block');
    const [trimmed] = burnedCues(cta, [cue!], 'en');
    expect(texts([trimmed!])).toEqual(['It takes a minute,']);
    expect(trimmed).toMatchObject({ start: 0, end: cue!.words[4]!.start });
    expect(trimmed!.breaks).toHaveLength(3);
    const quick = captionCues(words('Yes, order at oatandco.com.'), 'block');
    expect(burnedCues(cta, quick, 'en')[0]).toMatchObject({ start: 0, end: 5 / 6 });
  });

  it.each([
    ['en', 'Rated 4.9 by 2,000 regulars', 'by two thousand regulars'],
    ['en', 'Rated 4.9 by 2,000 regulars', 'Rated four point nine by 2 000 regulars'],
    ['en', 'Rated 4.9 by 2\u202F000 regulars', 'by 2k regulars'],
    ['en', 'Rated 4.9 by 2k regulars', 'by two thousand regulars'],
    ['en', 'Over 1,250 riders', 'Over one thousand two hundred and fifty riders'],
    ['fr', 'Noté 4,9 par 2 000 habitués', 'par deux mille habitués'],
    ['fr', 'Déjà 80 boutiques', 'Déjà quatre-vingts boutiques'],
    ['de', 'Über 2.000 Stammgäste', 'über zweitausend Stammgäste'],
    ['de', '25 Jahre Erfahrung', 'fünfundzwanzig Jahre Erfahrung'],
    ['es', 'Más de 2.000 clientes', 'más de dos mil clientes'],
    ['ar', 'أكثر من ٢٬٠٠٠ عميل', 'أكثر من 2,000 عميل'],
    ['en', '91% of cyber attacks start with an email', 'Ninety-one percent of cyber attacks start with an email.'],
    ['en', '20% off your first order', 'Twenty per cent off your first order.'],
    ['fr', '20 % de remise', 'vingt pour cent de remise'],
  ])('%s: "%s" on screen leaves out the caption "%s" (a figure and its number words are the same words)', (language, copy, said) => {
    const cues = captionCues(words(said), 'block');
    expect(burnedCues({ ...SCENES.stat, prompt: copy }, cues, language)).toEqual([]);
  });

  it('a different number, or the same one in a language without these words, is not the same words', () => {
    const copy = { ...SCENES.stat, prompt: 'Rated 4.9 by 2,000 regulars' };
    expect(burnedCues(copy, captionCues(words('by three thousand regulars'), 'block'), 'en')).toHaveLength(1);
    expect(burnedCues(copy, captionCues(words('by 20,000 regulars'), 'block'), 'en')).toHaveLength(1);
    expect(burnedCues(copy, captionCues(words('by two thousand regulars'), 'block'), 'ja')).toHaveLength(1);
    // A share is not the count it is a share of.
    expect(burnedCues({ ...SCENES.stat, prompt: '91 of cyber attacks start with an email' }, captionCues(words('Ninety-one percent of cyber attacks start with an email.'), 'block'), 'en')).toHaveLength(1);
  });
});

describe('issue 23: kinetic type never runs one word into another', () => {
  it('a word sliding in comes from the side no word has reached yet, within the text\'s bounds, left-to-right and right-to-left', () => {
    const theme = THEMES.cinematic;
    for (const rtl of [false, true]) {
      // "Switch off": the second word arrives one stagger after the first.
      const words = rtl
        ? [{ text: 'Switch', x: 180, w: 120, index: 0 }, { text: 'off', x: 100, w: 60, index: 1 }]
        : [{ text: 'Switch', x: 100, w: 120, index: 0 }, { text: 'off', x: 240, w: 60, index: 1 }];
      const set = { lines: [{ words, y: 50, x: 100, width: 200 }], size: 40, lineHeight: 48, weight: 800, families: 'Inter', rtl, count: 2, bounds: { x: rtl ? 40 : 100, y: 20, w: 260, h: 60 } } as unknown as TypeSet;
      const drawn: { text: string; x: number }[] = [];
      const ctx = { fillText: (text: string, x: number) => drawn.push({ text, x }), save() {}, restore() {} } as unknown as SKRSContext2D;
      for (let t = 0; t < 2; t += 1 / 24) drawType(ctx, set, t, theme, { start: 0, mode: 'slide', color: '#fff', sway: 0 });
      const off = drawn.filter((d) => d.text === 'off').map((d) => d.x);
      expect(off.length, `rtl ${rtl}`).toBeGreaterThan(3);
      // Never closer to "Switch" than where it rests, nor past the text's bounds.
      for (const x of off) expect(rtl ? x <= 100 + 1e-6 && x >= 40 - 1e-6 : x >= 240 - 1e-6 && x + 60 <= 360 + 1e-6, `rtl ${rtl}: off drawn at ${x}`).toBe(true);
      expect(new Set(off.map(Math.round)).size, 'it moves').toBeGreaterThan(2);
    }
  });
});
