/**
 * No text a motion scene sets is smaller than the legible minimum (draw/layout.ts MIN_TEXT_SHARE
 * of the frame's short side), at any of the six aspects, in any look: long copy and long words
 * wrap onto more lines or are hyphenated instead, and no word is cut off with an ellipsis.
 * Sizes are read from the text audit (the record check:video reads) once every word has arrived.
 */
import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MotionLayout } from '../../lambdas/core/render/vocabulary';
import { minTextPx } from '../../lambdas/render/draw/layout';
import { TextAudit } from '../../lambdas/render/draw/text-audit';
import { ensureFonts } from '../../lambdas/render/fonts';
import { LOOKS } from '../../lambdas/render/motion/choose';
import { motionScene } from '../../lambdas/render/scenes/motion';
import type { Aspect } from '../../lambdas/render/spec';
import { DRAFT_SIZES, motionFrameInputs } from '../support/motion-frames';

beforeAll(() => ensureFonts());

const SIZES = DRAFT_SIZES;

/** Long instructions, long words and long addresses: what shrank the timeline's step to 14 px at 9:16. */
const COPY: Partial<Record<MotionLayout, string>> = {
  steps: 'Open the admin console, add the refund-authorisation tag, then choose Passwortwiederherstellungsoptionen and confirm it with your manager',
  checklist: "Check the sender's address carefully; Hover over links before you click; Be suspicious of urgent requests for passwords or payments; Report the email with the Report Phish button in Outlook",
  headline: 'Rückerstattungsbestätigung in one tap. The refund-authorisation tag does the rest',
  stat: 'Zahlungsrückerstattungen 92 % schneller bearbeitet',
  cta: 'Jetzt Passwortwiederherstellungsoptionen öffnen unter kundenservice-beispiel.de',
};

/** Every text box drawn at 4 s and 5 s, when every look has set all its words. */
async function drawSettled(aspect: Aspect, layout: MotionLayout, seed: number) {
  const [width, height] = SIZES[aspect];
  const scene = motionScene({
    scene: { type: 'motion', motion: { layout }, prompt: COPY[layout]! },
    ...motionFrameInputs(aspect, width, height, 'cinematic', 'en'),
    stepNumber: 3,
    seed,
  });
  const ctx = createCanvas(width, height).getContext('2d');
  const audit = new TextAudit();
  const stop = audit.watch(ctx);
  for (const frame of [96, 120]) {
    audit.beginFrame(frame);
    await scene.draw(ctx, frame);
    audit.endFrame();
  }
  stop();
  return { spans: audit.finish().filter((s) => s.px !== undefined), min: minTextPx({ width, height }) };
}

/** Each card's settled text, drawn once: the lists' test reads the checklists the legibility test drew. */
const settled = new Map<string, ReturnType<typeof drawSettled>>();
function settledText(aspect: Aspect, layout: MotionLayout, seed: number) {
  const key = `${aspect} ${layout} ${seed}`;
  if (!settled.has(key)) settled.set(key, drawSettled(aspect, layout, seed));
  return settled.get(key)!;
}

describe('text is never set below the legible minimum', () => {
  it('the minimum is one share of the short side: 20 px at 540, 39 px at 1080', () => {
    expect(minTextPx({ width: 540, height: 960 })).toBe(20);
    expect(minTextPx({ width: 1920, height: 1080 })).toBe(39);
  });

  const cases = (Object.keys(SIZES) as Aspect[]).flatMap((aspect) =>
    (Object.keys(COPY) as MotionLayout[]).flatMap((layout) => LOOKS[layout].map((_, seed) => [aspect, layout, seed] as const)),
  );
  it.each(cases)('%s %s, look %i: every word at least the minimum, none cut off', async (aspect, layout, seed) => {
    const { spans, min } = await settledText(aspect, layout, seed);
    expect(spans.length).toBeGreaterThan(0);
    expect(spans.filter((s) => s.px! < min).map((s) => ({ text: s.text, px: s.px, min }))).toEqual([]);
    expect(spans.filter((s) => s.text.includes('…')).map((s) => s.text)).toEqual([]);
  });
});

describe('a list sets every item at one size', () => {
  it.each((Object.keys(SIZES) as Aspect[]).flatMap((aspect) => LOOKS.checklist.map((_, seed) => [aspect, seed] as const)))('%s checklist, look %i: short and long items alike', async (aspect, seed) => {
    const { spans } = await settledText(aspect, 'checklist', seed);
    expect(new Set(spans.map((s) => s.px)).size, spans.map((s) => `${s.text} ${s.px}`).join(', ')).toBe(1);
  });
});
