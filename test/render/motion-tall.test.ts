/**
 * Issue 23, a card composed for the tall frame: at 9:16, 4:5 and 3:4 a call to action's copy
 * (its headline or kicker and the button) stands over the content box from top to bottom for the
 * whole card, never as a strip in its upper half over flat colour. Measured from the text audit
 * (the layout record check:video reads): the union of the scene's text boxes on screen spans at
 * least MIN_COPY_SPAN of the content box's height at every moment after the entrance, for 5-, 8-
 * and 12-second cards, short copy and long, left to right and right to left, with the caption
 * band kept and without it. Under the content box a tall frame carries the foot band, never flat
 * colour, and it keeps moving.
 *
 * MIN_COPY_SPAN: a classic page sets its type area over two thirds of the page's height (the Van
 * de Graaf canon); the content box is already the page inside the platform's margins, so the copy
 * may leave a little more, but no more than two fifths of it, as margins above and below.
 */
import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { safeAreas } from '../../lambdas/render/draw/layout';
import { TextAudit } from '../../lambdas/render/draw/text-audit';
import { ensureFonts } from '../../lambdas/render/fonts';
import { footBand } from '../../lambdas/render/motion/fill';
import { CTA_LOOKS } from '../../lambdas/render/motion/looks/cta';
import { THEMES } from '../../lambdas/render/motion/theme';
import { motionScene } from '../../lambdas/render/scenes/motion';
import type { Aspect } from '../../lambdas/render/spec';
import { DRAFT_SIZES, motionFrameInputs } from '../support/motion-frames';

beforeAll(() => ensureFonts());

const MIN_COPY_SPAN = 0.6;
/** Everything of a card has arrived by then (the longest entrance: a three-line headline, then the button). */
const ENTRANCE_SEC = 2.5;
const FPS = 24;
const TALL: Aspect[] = ['9:16', '4:5', '3:4'];

const COPY: [language: string, prompt: string][] = [
  ['en', 'Order at breadco.uk'],
  ['en', 'Tuesday deal: two pizzas for £15. Book at oakandember.example.com'],
  ['en', 'First class free, then £9 a class. Book your free class at fernhillyoga.example.com'],
  ['ar', 'احجز حصتك الأولى مجاناً. اطلب الآن من ironhouse.sa'],
];

/** The vertical extent of the scene's text on screen at each sampled frame, as a share of the content box's height. */
async function copySpans(aspect: Aspect, seed: number, language: string, prompt: string, sec: number, withCaptions: boolean) {
  const [width, height] = DRAFT_SIZES[aspect];
  const content = safeAreas(aspect, width, height, withCaptions).content;
  const scene = motionScene({ ...motionFrameInputs(aspect, width, height, 'cinematic', language), content, scene: { type: 'motion', motion: { layout: 'cta' }, prompt, durationSec: sec }, stepNumber: 1, seed, title: 'Bread Co' });
  const ctx = createCanvas(width, height).getContext('2d');
  const audit = new TextAudit();
  const stop = audit.watch(ctx);
  const frames: number[] = [];
  for (let t = ENTRANCE_SEC; t < sec; t += 0.25) frames.push(Math.round(t * FPS));
  for (const frame of frames) {
    audit.beginFrame(frame);
    await scene.draw(ctx, frame);
    audit.endFrame();
  }
  stop();
  const spans = audit.finish().filter((s) => s.layer === 'scene');
  return frames.map((frame) => {
    const on = spans.filter((s) => s.from <= frame && frame < s.to);
    const top = Math.min(...on.map((s) => s.box.y));
    const bottom = Math.max(...on.map((s) => s.box.y + s.box.h));
    return { t: frame / FPS, span: on.length ? (bottom - top) / content.h : 0 };
  });
}

/** Each card length with the caption band kept and without it. */
const WAYS = [5, 8, 12].flatMap((sec) => [true, false].map((withCaptions) => [sec, withCaptions] as const));
/**
 * The ways the `c`th copy is drawn in the `a`th tall aspect in look `seed`: every way for the shortest
 * copy (the likeliest to stand as a strip), one in turn for each other, so each copy meets every way
 * over the aspects and looks, and each aspect and each look meets every way.
 */
const waysFor = (c: number, a: number, seed: number) => (c === 0 ? WAYS : [WAYS[(c + a * CTA_LOOKS.length + seed) % WAYS.length]!]);

describe('a call to action fills the tall frame for its whole length', () => {
  const cases = TALL.flatMap((aspect, a) => CTA_LOOKS.map((_, seed) => [aspect, seed, a] as const));
  it('every copy is drawn at every length with the caption band and without it', () => {
    for (const c of COPY.keys()) expect(new Set(cases.flatMap(([, seed, a]) => waysFor(c, a, seed)))).toEqual(new Set(WAYS));
  });

  it.each(cases)('%s, look %i: the copy spans the content box at every moment after the entrance', async (aspect, seed, a) => {
    const failures: string[] = [];
    for (const [c, [language, prompt]] of COPY.entries()) {
      for (const [sec, withCaptions] of waysFor(c, a, seed)) {
        const short = (await copySpans(aspect, seed, language, prompt, sec, withCaptions)).filter((s) => s.span < MIN_COPY_SPAN);
        if (short.length) failures.push(`${sec} s${withCaptions ? ' (captions)' : ''} "${prompt.slice(0, 20)}…": ${short[0]!.span.toFixed(2)} at ${short[0]!.t.toFixed(2)} s`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('under the content box a tall frame has a foot, not flat colour', () => {
  /** The rows under the content box that the foot paints, as a share of them, and how many pixels changed between two moments. */
  function foot(aspect: Aspect, withCaptions: boolean) {
    const [width, height] = DRAFT_SIZES[aspect];
    const inputs = motionFrameInputs(aspect, width, height, 'cinematic', 'en');
    const box = safeAreas(aspect, width, height, withCaptions).content;
    const paint = footBand({ ...inputs, box, unit: Math.min(width, height), theme: THEMES.cinematic, seed: 3 }, inputs.palette.background);
    const frame = (t: number) => {
      const ctx = createCanvas(width, height).getContext('2d');
      paint(ctx, t);
      return ctx.getImageData(0, 0, width, height).data;
    };
    const [a, b] = [frame(3), frame(3.5)];
    const below = Math.ceil(box.y + box.h);
    let painted = 0;
    for (let y = below; y < height; y++) {
      let any = false;
      for (let x = 0; x < width && !any; x++) any = a[(y * width + x) * 4 + 3]! > 200;
      if (any) painted++;
    }
    let moved = 0;
    for (let i = 0; i < a.length; i += 4) if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 3]! - b[i + 3]!) > 8) moved++;
    return { share: painted / Math.max(1, height - below), moved };
  }

  it.each(TALL)('%s: the foot covers most of the rows under the content box, and moves', (aspect) => {
    for (const withCaptions of [true, false]) {
      const { share, moved } = foot(aspect, withCaptions);
      // The foot starts a little under the content box (its margin), then reaches the bottom edge.
      expect(share, `captions ${withCaptions}`).toBeGreaterThan(0.6);
      expect(moved).toBeGreaterThan(0);
    }
  });

  it.each(['16:9', '1:1', '4:3'] as Aspect[])('%s: a wide or square frame has none', (aspect) => {
    expect(foot(aspect, true).share).toBe(0);
  });
});

describe('a long call to action has a second beat', () => {
  /** The colour each word of the card is drawn in at scene time `t`. */
  function colours(seed: number, sec: number, t: number) {
    const [width, height] = DRAFT_SIZES['9:16'];
    const scene = motionScene({ ...motionFrameInputs('9:16', width, height, 'cinematic', 'en'), scene: { type: 'motion', motion: { layout: 'cta' }, prompt: 'Tuesday deal: two pizzas for £15. Book at oakandember.example.com', durationSec: sec }, stepNumber: 1, seed, title: 'Oak & Ember' });
    const ctx = createCanvas(width, height).getContext('2d');
    const seen = new Map<string, string>();
    const fillText = ctx.fillText.bind(ctx);
    ctx.fillText = (text: string, x: number, y: number) => {
      seen.set(text, String(ctx.fillStyle));
      fillText(text, x, y);
    };
    void scene.draw(ctx, Math.round(t * FPS));
    return seen;
  }

  it.each(CTA_LOOKS.map((_, seed) => seed))('look %i: from halfway through an 8-s card the offer\'s figure turns to the accent; a 5-s card keeps one colour', (seed) => {
    const before = colours(seed, 8, 3.5);
    expect(before.get('£15.')).toBe(before.get('Tuesday'));
    const after = colours(seed, 8, 4.5);
    expect(after.get('£15.')).not.toBe(after.get('Tuesday'));
    const short = colours(seed, 5, 4.5);
    expect(short.get('£15.')).toBe(short.get('Tuesday'));
  });
});
