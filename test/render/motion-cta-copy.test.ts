/**
 * Issue 23, calls to action a designer would ship: the button shows its action and its address as
 * one unit (one line, or the action over its address, never a verb alone: "Book / at …"); a
 * headline breaks at phrase boundaries ("MOT and full service / for £99", never "full / service";
 * an Arabic noun and its genitive stay together); the card holds no empty band between the
 * headline and the button; a long price headline is set at a size that reads.
 * Lines are read back from the text audit (what the frame drew).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { runDirection } from '../../lambdas/render/draw/text-bidi';
import { BREAK, breakRanks } from '../../lambdas/render/draw/text-breaks';
import { ensureFonts } from '../../lambdas/render/fonts';
import { addressLines, callToAction } from '../../lambdas/render/motion/copy';
import { CTA_LOOKS, card } from '../../lambdas/render/motion/looks/cta';
import type { TextSpan } from '../../lambdas/render/draw/text-audit';
import type { Aspect, SceneSpec } from '../../lambdas/render/spec';
import { auditedMotionFrames, DRAFT_SIZES } from '../support/motion-frames';

beforeAll(() => ensureFonts());

const ASPECTS: Aspect[] = ['9:16', '16:9', '1:1', '4:5'];
const cases = ASPECTS.flatMap((aspect) => CTA_LOOKS.map((_, seed) => [aspect, seed] as const));

async function ctaFrame(aspect: Aspect, seed: number, prompt: string, language = 'en') {
  const [width, height] = DRAFT_SIZES[aspect];
  const spec: SceneSpec = { type: 'motion', motion: { layout: 'cta' }, prompt, durationSec: 7 };
  const { spans, content } = await auditedMotionFrames({ aspect, width, height, spec, seed, artStyle: 'cinematic', language, frames: [120] });
  const scene = spans.filter((s) => s.layer === 'scene');
  // The headline is set a word at a time; the button a line at a time.
  const button = callToAction(prompt).button;
  const inButton = (s: TextSpan) => button.includes(s.text) && (/\s/u.test(s.text) || /\.\p{L}{2,}/u.test(s.text) || s.text === button);
  return { button: scene.filter(inButton).sort((a, b) => a.box.y - b.box.y), headline: scene.filter((s) => !inButton(s)), unit: Math.min(width, height), content };
}

/** Spans grouped into the lines they were drawn on, top to bottom. */
function lines(spans: readonly TextSpan[]): string[][] {
  const rows: { y: number; h: number; words: TextSpan[] }[] = [];
  for (const s of spans) {
    const y = s.box.y + s.box.h / 2;
    const row = rows.find((r) => Math.abs(r.y - y) < Math.min(r.h, s.box.h) * 0.4);
    if (row) row.words.push(s);
    else rows.push({ y, h: s.box.h, words: [s] });
  }
  return rows.sort((a, b) => a.y - b.y).map((r) => r.words.sort((a, b) => a.box.x - b.box.x).map((w) => w.text));
}

describe('a button shows its action and its address as one unit', () => {
  const PROMPTS: [string, string][] = [
    ['en', 'Full groom from £40, nail trims while you wait. Book at pawsandsuds.example.com'],
    ['en', 'Check-ups from £35 and evening appointments until 8pm. Book online at northgatedental.example.com'],
    ['ar', 'خصم ٢٠٪ على كل الطلبات هذا الأسبوع. اطلب الآن من matjar.example.sa'],
  ];
  it.each(cases)('%s, look %i', async (aspect, seed) => {
    for (const [language, prompt] of PROMPTS) {
      const { button } = await ctaFrame(aspect, seed, prompt, language);
      const label = callToAction(prompt).button;
      const drawn = button.map((s) => s.text);
      // One line, or the action (every word before the address) over the address: never a word alone over the rest.
      expect([[label], addressLines(label)], `${prompt}: ${drawn.join(' / ')}`).toContainEqual(drawn);
    }
  });
});

describe('a call to action that is only a verb and an address', () => {
  it('is the button whole, with no lone verb for a headline (the video\'s title stands in above it)', () => {
    expect(callToAction('Call 0113 496 0123')).toEqual({ button: 'Call 0113 496 0123', headline: '' });
    expect(callToAction('Llama al 963 123 456.')).toEqual({ button: 'Llama al 963 123 456', headline: '' });
    expect(callToAction('Visit harbourhair.example')).toEqual({ button: 'Visit harbourhair.example', headline: '' });
  });
});

describe('a call to action with a phone or web address and a street', () => {
  it('puts the phone or web address in the button and the street in the headline, with no stray label punctuation', () => {
    expect(callToAction('Bookings: 0113 496 0321 — 14 Park Row')).toEqual({ button: '0113 496 0321', headline: 'Bookings — 14 Park Row' });
    expect(callToAction('Reservas en cafeluna.example — Calle Real 7, Sevilla')).toEqual({ button: 'cafeluna.example', headline: 'Reservas — Calle Real 7, Sevilla' });
    expect(callToAction('للحجز اتصل 04 123 4567 — شارع الشيخ زايد 14').headline).toBe('للحجز اتصل — شارع الشيخ زايد 14');
  });

  it('shapes a run with no right-to-left letter left to right, even in an Arabic frame (a phone number keeps its order)', () => {
    expect(runDirection('04 123 4567', true)).toBe('ltr');
    expect(runDirection('matjar.example.sa', true)).toBe('ltr');
    expect(runDirection('اطلب الآن', true)).toBe('rtl');
    expect(runDirection('اطلب الآن', false)).toBe('ltr');
  });
});

describe('a headline breaks at phrase boundaries', () => {
  it('a cut inside a phrase of content words ranks below a cut between phrases', () => {
    const ranks = breakRanks('MOT and full service for £99 this month.'.split(' '));
    expect(ranks[2]).toBe(BREAK.inPhrase); // full | service
    expect(ranks[3]).toBe(BREAK.beforePreposition); // service | for
    expect(breakRanks('خدمة العملاء متاحة على مدار الساعة'.split(' '))[0]).toBe(BREAK.inPhrase);
    // A number starts the next phrase: "Jeden Freitag | zwei Kaffee".
    expect(breakRanks('Jeden Freitag zwei Kaffee'.split(' '))[1]).toBe(BREAK.plain);
  });

  it.each(cases)('%s, look %i: "MOT and full service" is never cut inside "full service"', async (aspect, seed) => {
    const { headline } = await ctaFrame(aspect, seed, 'MOT and full service for £99 this month. Book at apexauto.example.com');
    const drawn = lines(headline);
    expect(drawn.some((line) => line.includes('full') && line.includes('service')), JSON.stringify(drawn)).toBe(true);
  });

  it.each(ASPECTS)('%s: an Arabic noun and its genitive stay on one line', async (aspect) => {
    const [width, height] = DRAFT_SIZES[aspect];
    for (let seed = 0; seed < 3; seed++) {
      const { spans } = await auditedMotionFrames({ aspect, width, height, spec: { type: 'motion', motion: { layout: 'headline' }, prompt: 'خدمة العملاء متاحة على مدار الساعة طوال أيام الأسبوع' }, seed, artStyle: 'cinematic', language: 'ar', frames: [120] });
      const drawn = lines(spans.filter((s) => s.layer === 'scene'));
      expect(drawn.some((line) => line.includes('خدمة') && line.includes('العملاء')), JSON.stringify(drawn)).toBe(true);
    }
  });
});

describe('the call-to-action card holds no empty band between the headline and the button', () => {
  const PROMPTS = ['Full groom from £40, nail trims while you wait. Book at pawsandsuds.example.com', 'MOT and full service for £99 this month. Book at apexauto.example.com'];
  it.each(['9:16', '4:5', '3:4', '16:9', '1:1'] as Aspect[])('%s: the free space frames the headline above and below, never pooled under it', async (aspect) => {
    for (const prompt of PROMPTS) {
      const { headline, button, unit, content } = await ctaFrame(aspect, CTA_LOOKS.indexOf(card), prompt);
      const above = Math.min(...headline.map((s) => s.box.y)) - content.y;
      const below = Math.min(...button.map((s) => s.box.y)) - Math.max(...headline.map((s) => s.box.y + s.box.h));
      expect(below, `${prompt}: ${above.toFixed(0)} px above, ${below.toFixed(0)} px below`).toBeLessThan(above + unit * 0.1);
    }
  });
});

describe('a long price headline is set at a size that reads in a tall frame', () => {
  it.each(CTA_LOOKS.map((_, seed) => seed))('look %i', async (seed) => {
    const { headline, unit } = await ctaFrame('9:16', seed, 'Full groom from £40, nail trims while you wait. Book at pawsandsuds.example.com');
    for (const s of headline) expect(s.px!, s.text).toBeGreaterThanOrEqual(unit * 0.085);
  });
});
