/**
 * Issue 22: the illustrated presenter follows its prompt. One vocabulary (direction.ts) reads
 * the garment, its colour, the setting and the props a prompt names; the avatar's looks dress
 * the presenter for the setting unless the prompt names a garment or colour. Rendered, a
 * cycling jersey on a harbour wall is a jersey by the sea, not a teal blazer in front of beige,
 * and a bicycle named in a walk goes along with the presenter.
 */
import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_PRESETS, GARMENTS } from '../../lambdas/core/presets';
import { parseHex } from '../../lambdas/render/draw/palette';
import { ensureFonts } from '../../lambdas/render/fonts';
import { directionOf, PROPS, SETTINGS, VOCABULARY } from '../../lambdas/render/presenter/direction';
import { illustratedPresenter, presenterPlan } from '../../lambdas/render/presenter/illustrated';
import { castFor } from '../../lambdas/render/presenter/look';
import { presenterRequest } from './support/presenter';

beforeAll(() => ensureFonts());

const maya = AVATAR_PRESETS.maya;

describe('prompt → garment, colour, setting, props', () => {
  it('"cycling jersey on a harbour wall": a jersey, by the harbour', () => {
    expect(directionOf('Maya in a cycling jersey on a harbour wall')).toEqual({ garment: 'jersey', colour: null, setting: 'harbour', props: [] });
  });

  it('"walking a bicycle through a fishing village": the village, a bicycle', () => {
    expect(directionOf('Walking a bicycle through a fishing village')).toEqual({ garment: null, colour: null, setting: 'village', props: [{ id: 'bicycle', colour: null }] });
  });

  it('a colour goes to the garment or prop named right after it, else to the garment', () => {
    const d = directionOf('Leo in a red jacket with a yellow bike by the coffee shop');
    expect(d.garment).toBe('jacket');
    expect(d.colour).toBe('#c8323c');
    expect(d.props).toEqual([{ id: 'bicycle', colour: '#f2c230' }]);
    expect(d.setting).toBe('cafe');
    expect(directionOf('wearing navy, walking the dog in the park').colour).toBe('#1f2f57');
    expect(directionOf('a red leather jacket').colour).toBe('#c8323c');
  });

  it('the first setting named is where the presenter is; a phrase is read before its words ("coffee shop" is a place, not a cup)', () => {
    expect(directionOf('walking down the street to the cafe').setting).toBe('street');
    expect(directionOf('outside the coffee shop').props).toEqual([]);
    expect(directionOf('with a coffee, in the office corridor')).toMatchObject({ setting: 'corridor', props: [{ id: 'coffee' }] });
  });

  it('two hands: at most one prop on the ground and one in a hand', () => {
    const d = directionOf('wheeling a bike and walking the dog, coffee and phone in hand');
    expect(d.props.map((p) => p.id)).toEqual(['bicycle', 'coffee']);
  });

  it('the vocabulary names only garments, settings and props the presenter can draw', () => {
    for (const cue of Object.values(VOCABULARY)) {
      if ('garment' in cue) expect(GARMENTS).toContain(cue.garment);
      if ('setting' in cue) expect(Object.keys(SETTINGS)).toContain(cue.setting);
      if ('prop' in cue) expect(Object.keys(PROPS)).toContain(cue.prop);
      if ('colour' in cue) expect(cue.colour).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe('the look: the preset dressed for the setting unless the prompt says otherwise', () => {
  it('nothing named: the studio and the smart look; walking, a street and the casual look', () => {
    expect(castFor(maya, 'Maya talking to camera', false)).toMatchObject({ setting: 'studio', outfit: maya.looks[0] });
    expect(castFor(maya, 'Maya talking to camera', true)).toMatchObject({ setting: 'street', outfit: { occasion: 'casual' } });
  });

  it('a walk named in the studio goes down a corridor', () => {
    expect(castFor(maya, 'Maya walking through the studio', true).setting).toBe('corridor');
  });

  it('outdoors calls for the outdoor look', () => {
    for (const preset of Object.values(AVATAR_PRESETS)) {
      expect(castFor(preset, 'by the harbour', false).outfit.occasion).toBe('outdoor');
      expect(castFor(preset, 'in the office', false).outfit.occasion).toBe('smart');
    }
  });

  it('a garment named is worn; a colour named is its colour', () => {
    const jersey = castFor(maya, 'Maya in a cycling jersey on a harbour wall', false);
    expect(jersey.outfit.garment).toBe('jersey');
    expect(jersey.outfit.colour).not.toBe(maya.looks[0].colour);
    expect(castFor(maya, 'Maya in a green hoodie', false).outfit).toMatchObject({ garment: 'hoodie', colour: '#2e8b57' });
    // A garment the preset has a look in comes in that look's colours.
    expect(castFor(AVATAR_PRESETS.leo, 'Leo in his hoodie at the office', false).outfit).toEqual(AVATAR_PRESETS.leo.looks[1]);
  });

  it('every preset has a look for every occasion', () => {
    for (const preset of Object.values(AVATAR_PRESETS)) expect(new Set(preset.looks.map((l) => l.occasion))).toEqual(new Set(['smart', 'casual', 'outdoor']));
  });
});

/** Share of the pixels in a box within a small distance of a colour. */
function share(data: Uint8ClampedArray, hex: string, tolerance = 24): number {
  const [r, g, b] = parseHex(hex);
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) < tolerance) n++;
  return n / (data.length / 4);
}

describe('rendered as the prompt says', () => {
  it('"cycling jersey on a harbour wall": the chest is the jersey, not the teal blazer; the sky and the sea are behind', async () => {
    const req = presenterRequest({ prompt: 'Maya in a cycling jersey on a harbour wall' });
    const { framing, cast } = presenterPlan(req, maya);
    const ctx = createCanvas(req.width, req.height).getContext('2d');
    await illustratedPresenter(req, maya).draw(ctx, 0);
    const { cx, cy, r } = framing;
    const chest = ctx.getImageData(Math.round(cx + 0.25 * r), Math.round(cy + 2.2 * r), Math.round(0.45 * r), Math.round(0.5 * r)).data;
    expect(share(chest, cast.outfit.colour)).toBeGreaterThan(0.6);
    expect(share(chest, maya.looks[0].colour)).toBe(0);
    const behind = ctx.getImageData(0, 0, Math.round(cx - 2.5 * r), req.height).data;
    const blue = (i: number) => behind[i + 2]! > behind[i]! + 40;
    let blues = 0;
    for (let i = 0; i < behind.length; i += 4) if (blue(i)) blues++;
    expect(blues / (behind.length / 4)).toBeGreaterThan(0.3);
  });

  it('a bicycle named in a walk is wheeled alongside: its frame is drawn and its wheels turn with the ground', async () => {
    const req = presenterRequest({ prompt: 'Maya walking a bicycle through a fishing village', walking: true });
    const plan = presenterPlan(req, maya);
    expect(plan.shot).toBe('full');
    const source = illustratedPresenter(req, maya);
    const ctx = createCanvas(req.width, req.height).getContext('2d');
    await source.draw(ctx, 10);
    const whole = ctx.getImageData(0, 0, req.width, req.height).data;
    expect(share(whole, req.palette.accent, 12)).toBeGreaterThan(0.003);
  });
});
