/**
 * Issue 23, motion design that uses the frame: every look, with short copy and long, composes
 * its text and its supporting shapes over the content box at every aspect, with no large dead
 * area. Measured on the look alone (painted over a transparent frame, without the backdrop) once
 * everything has arrived: the rows it draws in reach over MIN_SPAN of the content box's height,
 * and no run of empty rows inside the box is longer than MAX_EMPTY of it.
 */
import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MotionLayout } from '../../lambdas/core/render/vocabulary';
import { ensureFonts } from '../../lambdas/render/fonts';
import { LOOKS } from '../../lambdas/render/motion/choose';
import { THEMES } from '../../lambdas/render/motion/theme';
import type { Aspect } from '../../lambdas/render/spec';
import { DRAFT_SIZES, motionFrameInputs, waysIn } from '../support/motion-frames';

beforeAll(() => ensureFonts());

const MIN_SPAN = 0.6;
const MAX_EMPTY = 0.25;

const COPY: Record<Exclude<MotionLayout, 'logo' | 'product'>, [short: string, long: string]> = {
  headline: ['Bread, done right.', 'Fresh sourdough on your table every morning. Baked in Leeds since 1998, delivered before eight'],
  stat: ['2 000 regulars', 'Rated 4,9 by more than 2 000 regulars across Leeds and Bradford'],
  steps: ['Tap Reset', 'Open the app, tap your profile, choose Security and then tap Reset password'],
  checklist: ['Fresh flour; Slow proof; Stone oven', 'Check the sender; Hover before you click; Never share a code; Report it with the Phish button'],
  cta: ['Order at breadco.uk', 'Your first loaf is on us this week. Order before 8 pm at breadco.uk'],
};

/** The look alone at `t`: first and last drawn rows and the longest empty run inside the content box, as shares of its height. */
function coverage(layout: MotionLayout, seed: number, aspect: Aspect, prompt: string, t: number) {
  const [width, height] = DRAFT_SIZES[aspect];
  const inputs = motionFrameInputs(aspect, width, height, 'cinematic', 'en');
  const scene = { type: 'motion' as const, motion: { layout }, prompt, durationSec: 6 };
  const paint = LOOKS[layout][seed]!({ ...inputs, scene, layout, title: 'Bread Co', stepNumber: 2, seed, theme: THEMES.cinematic, m: createCanvas(8, 8).getContext('2d'), box: inputs.content, unit: Math.min(width, height) });
  const ctx = createCanvas(width, height).getContext('2d');
  paint(ctx, t);
  const { data } = ctx.getImageData(0, 0, width, height);
  const box = inputs.content;
  const drawn: boolean[] = [];
  for (let y = Math.round(box.y); y < Math.round(box.y + box.h); y++) {
    let any = false;
    for (let x = 0; x < width && !any; x++) any = data[(y * width + x) * 4 + 3]! > 40;
    drawn.push(any);
  }
  const first = drawn.indexOf(true);
  const last = drawn.lastIndexOf(true);
  let empty = 0;
  let run = 0;
  for (const row of drawn) {
    run = row ? 0 : run + 1;
    empty = Math.max(empty, run);
  }
  return { span: (last - first + 1) / drawn.length, empty: empty / drawn.length };
}

describe('every look uses the frame at every aspect: no large dead area', () => {
  const aspects = Object.keys(DRAFT_SIZES) as Aspect[];
  const cases = (Object.keys(COPY) as (keyof typeof COPY)[]).flatMap((layout) => LOOKS[layout].map((_, seed) => [layout, seed] as const));
  // Both copies in 9:16 and 16:9, each other aspect one in turn (waysIn), so every look sets both in tall frames and wide.
  it.each(cases)('%s look %i, short and long copy', (layout, seed) => {
    const failures: string[] = [];
    for (const aspect of aspects) {
      for (const prompt of waysIn(aspect, COPY[layout].length, seed).map((c) => COPY[layout][c]!)) {
        const { span, empty } = coverage(layout, seed, aspect, prompt, 3.5);
        if (span < MIN_SPAN || empty > MAX_EMPTY) failures.push(`${aspect} "${prompt.slice(0, 24)}…": span ${span.toFixed(2)}, empty ${empty.toFixed(2)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
