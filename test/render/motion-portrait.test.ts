/**
 * Issue 23, cards that use their frame as a designed social video does, at 9:16 and at 16:9: every
 * card beat (a proof's figure, a headline, an offer and its button, the closing card) over the
 * brand's world, with the caption band kept. Measured on the drawn frame:
 * - no empty band: no run of more than MAX_EMPTY_BAND of the frame's height of rows each one flat
 *   colour (96% of its pixels within FLAT_SPREAD of luminance), as a plate across a tall frame left
 *   over its floor;
 * - read on a phone: at 9:16 a proof's figure is set at MIN_FIGURE of the frame's height or more
 *   in every stat look, a call to action's button at MIN_BUTTON (its words are the action), the
 *   slab's headline at MIN_SLAB_HEADLINE, a single step's instruction on its card at MIN_STEP;
 * - the world is a picture, not a strip: in a tall frame the place shows (the card over it plainly
 *   differs from the same card without a world at PLACE_PIXELS of a row's pixels) over a run of at
 *   least MIN_PICTURE_RUN of the frame's height, not behind a plate or at its edges only.
 */
import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { safeAreas } from '../../lambdas/render/draw/layout';
import { TextAudit } from '../../lambdas/render/draw/text-audit';
import { ensureFonts } from '../../lambdas/render/fonts';
import { callToAction } from '../../lambdas/render/motion/copy';
import { HEADLINE_LOOKS, slab as slabLook } from '../../lambdas/render/motion/looks/headline';
import { cards as cardsLook, LIST_LOOKS } from '../../lambdas/render/motion/looks/list';
import type { FootageSibling, FrameSource } from '../../lambdas/render/ports';
import { endCard } from '../../lambdas/render/scenes/end-card';
import { motionScene } from '../../lambdas/render/scenes/motion';
import type { Aspect, SceneSpec } from '../../lambdas/render/spec';
import { DRAFT_SIZES, motionFrameInputs } from '../support/motion-frames';

beforeAll(() => ensureFonts());

const MAX_EMPTY_BAND = 0.2;
const FLAT_SPREAD = 12;
const MIN_PICTURE_RUN = 0.35;
const PLACE_PIXELS = 0.5;
const MIN_FIGURE = 0.05;
const MIN_BUTTON = 0.04;
const MIN_SLAB_HEADLINE = 0.055;
const MIN_STEP = 0.04;

const t2v = (prompt: string): FootageSibling => ({ type: 't2v_fast', prompt });
const WORLDS = {
  clinic: [t2v("A physio treating a runner's knee on the treatment table inside a clinic.")],
  gym: [t2v('Members lifting weights inside a gym, morning light.')],
  cafe: [t2v('A barista pouring latte art in a cafe, morning light.')],
  kitchen: [t2v('A chef plating a dish in a busy restaurant kitchen.')],
};

const CARDS: Record<string, SceneSpec> = {
  stat: { type: 'motion', prompt: 'Over 2,500 patients back to running since 2015.', motion: { beat: 'proof', layout: 'stat' }, durationSec: 6 },
  headline: { type: 'motion', prompt: 'Ofsted Outstanding.', motion: { beat: 'proof', layout: 'headline' }, durationSec: 4 },
  offer: { type: 'motion', prompt: 'First month £15. Join at ironworks.example', motion: { beat: 'cta', layout: 'cta' }, durationSec: 6 },
  'long offer': { type: 'motion', prompt: 'Call to book on 0117 496 0321 — 12 Quay Street, Bristol', motion: { beat: 'cta', layout: 'cta' }, durationSec: 9 },
};
const STEP: SceneSpec = { type: 'motion', prompt: 'Greet the customer within ten seconds of them reaching the counter', motion: { beat: 'step', layout: 'steps' }, durationSec: 6 };
const SEEDS = [0, 1, 2, 256];

type Card = { kind: string; seed: number };

/** The card's frame at `t` seconds over `video`'s world, as the engine draws it with captions kept. */
function frame(aspect: Aspect, { kind, seed }: Card, video?: readonly FootageSibling[], t = 4) {
  const [width, height] = DRAFT_SIZES[aspect];
  const inputs = { ...motionFrameInputs(aspect, width, height, 'cinematic', 'en'), content: safeAreas(aspect, width, height, true).content };
  const logo = createCanvas(240, 80);
  logo.getContext('2d').fillStyle = '#1d6fb8';
  logo.getContext('2d').fillRect(0, 0, 240, 80);
  const source: FrameSource =
    kind === 'end'
      ? endCard({ ...inputs, logo: logo as never, title: 'Harbour Physio', cta: callToAction(CARDS['long offer']!.prompt), ...(video && { video }) })
      : motionScene({ ...inputs, scene: kind === 'step' ? STEP : CARDS[kind]!, stepNumber: 2, seed, title: 'Harbour Physio', ...(video && { video }) });
  const ctx = createCanvas(width, height).getContext('2d');
  const audit = new TextAudit();
  const stop = audit.watch(ctx);
  audit.beginFrame(0);
  void source.draw(ctx, Math.round(t * inputs.fps));
  audit.endFrame();
  stop();
  return { pixels: ctx.getImageData(0, 0, width, height).data, width, height, spans: audit.finish().filter((s) => s.layer === 'scene') };
}

/** The size of the text `text` is set at on the card, as a share of the frame's height. */
const sizeOf = ({ spans, height }: ReturnType<typeof frame>, text: string) => Math.max(0, ...spans.filter((s) => s.text === text).map((s) => s.px ?? 0)) / height;

/** The longest run of rows of the frame, as a share of its height, each one flat colour. */
function emptyBand({ pixels, width, height }: ReturnType<typeof frame>): number {
  let longest = 0;
  let run = 0;
  // A typed row sorts by value natively, many times faster than an array with a comparator.
  const lum = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width * 4; x < width; x++, i += 4) lum[x] = 0.3 * pixels[i]! + 0.59 * pixels[i + 1]! + 0.11 * pixels[i + 2]!;
    lum.sort();
    const flat = lum[Math.floor(lum.length * 0.98)]! - lum[Math.floor(lum.length * 0.02)]! < FLAT_SPREAD;
    run = flat ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest / height;
}

/**
 * The longest run of rows, as a share of the height, in each of which two frames differ plainly
 * (by more than 30 levels in a channel) at PLACE_PIXELS of the pixels or more.
 */
function differingRun(a: ReturnType<typeof frame>, b: ReturnType<typeof frame>): number {
  let longest = 0;
  let run = 0;
  for (let y = 0; y < a.height; y++) {
    let differ = 0;
    for (let i = y * a.width * 4; i < (y + 1) * a.width * 4; i += 4) {
      if (Math.abs(a.pixels[i]! - b.pixels[i]!) > 30 || Math.abs(a.pixels[i + 1]! - b.pixels[i + 1]!) > 30 || Math.abs(a.pixels[i + 2]! - b.pixels[i + 2]!) > 30) differ++;
    }
    run = differ >= a.width * PLACE_PIXELS ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest / a.height;
}

const CASES: Card[] = [...Object.keys(CARDS).flatMap((kind) => SEEDS.map((seed) => ({ kind, seed }))), { kind: 'end', seed: 0 }];
const name = ({ kind, seed }: Card) => (kind === 'end' ? 'end card' : `${kind} seed ${seed}`);

const BAND_ASPECTS = ['9:16', '16:9'] as const;
const WORLD_NAMES = Object.keys(WORLDS) as (keyof typeof WORLDS)[];
/** Cards drawn over every world in both aspects: the closing card, and an offer with its button. */
const EVERY_WAY: ReadonlySet<string> = new Set(['end card', 'offer seed 0']);
/**
 * The cards drawn over the `w`th world in the `a`th aspect: each other card over every world, in one
 * aspect then the other, so each card is drawn in both aspects and each aspect over every world.
 */
const cardsFor = (a: number, w: number) => CASES.filter((c, i) => EVERY_WAY.has(name(c)) || (i + w) % BAND_ASPECTS.length === a);

describe('a card leaves no band of its frame one flat colour', () => {
  it('every card is drawn in both aspects and over every world, and each aspect over every world', () => {
    for (const c of CASES) {
      const drawn = BAND_ASPECTS.flatMap((_, a) => WORLD_NAMES.flatMap((_, w) => (cardsFor(a, w).includes(c) ? [[a, w]] : [])));
      expect(new Set(drawn.map(([a]) => a)).size).toBe(BAND_ASPECTS.length);
      expect(new Set(drawn.map(([, w]) => w)).size).toBe(WORLD_NAMES.length);
    }
  });

  it.each(BAND_ASPECTS.flatMap((aspect, a) => WORLD_NAMES.map((world, w) => [aspect, world, a, w] as const)))('%s over a %s', (aspect, world, a, w) => {
    const bands = cardsFor(a, w).map((c) => ({ card: name(c), band: emptyBand(frame(aspect, c, WORLDS[world])) })).filter((b) => b.band > MAX_EMPTY_BAND);
    expect(bands).toEqual([]);
  });
});

describe('a tall card shows its world as a picture, not a strip', () => {
  it.each(CASES.map((c) => [name(c), c] as const))('9:16 %s: the place shows over a third of the frame', (_, c) => {
    const bare = frame('9:16', c);
    for (const world of [WORLDS.clinic, WORLDS.kitchen]) expect(differingRun(frame('9:16', c, world), bare)).toBeGreaterThanOrEqual(MIN_PICTURE_RUN);
  });
});

describe('a tall card reads on a phone', () => {
  it.each([0, 1, 2])("9:16 stat look %i: the figure is the card's headline", (seed) => {
    for (const world of [WORLDS.clinic, undefined]) expect(sizeOf(frame('9:16', { kind: 'stat', seed }, world), '2,500')).toBeGreaterThanOrEqual(MIN_FIGURE);
  });

  it('9:16 slab headline: the slab reaches across the narrow box, so its long word is set large', () => {
    const slab = HEADLINE_LOOKS.indexOf(slabLook);
    for (const world of [WORLDS.clinic, undefined]) expect(sizeOf(frame('9:16', { kind: 'headline', seed: slab }, world), 'Outstanding.')).toBeGreaterThanOrEqual(MIN_SLAB_HEADLINE);
  });

  it('9:16 single step on a card: the instruction stands under its badge, across the card', () => {
    for (const world of [WORLDS.clinic, undefined]) expect(sizeOf(frame('9:16', { kind: 'step', seed: LIST_LOOKS.indexOf(cardsLook) }, world), 'customer')).toBeGreaterThanOrEqual(MIN_STEP);
  });

  it.each([0, 1, 2])('9:16 call-to-action look %i: the button carries the number in large type', (seed) => {
    for (const world of [WORLDS.clinic, undefined]) expect(sizeOf(frame('9:16', { kind: 'long offer', seed }, world), '0117 496 0321')).toBeGreaterThanOrEqual(MIN_BUTTON);
  });
});
