/**
 * A fish and chip shop is a room of its own (illustrations/chip-shop.ts): named in any language it is the chip shop, not
 * a restaurant; its cook lowers the basket into the fryer; its back wall shows the frying range, the hot cabinets of
 * battered fish, the canopy and the menu board, whole in the frame.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import { rng } from '../../lambdas/render/draw/anim';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { paintPlace } from '../../lambdas/render/illustrations/places';
import { BATTER } from '../../lambdas/render/illustrations/chip-shop';

describe('a fish and chip shop is its own room, its cook at the fryer', () => {
  it.each([
    'A cook lowering battered fish into the fryer behind the counter inside a fish and chip shop, midday daylight through the windows',
    'The inside of a fish and chip shop ready for the day, battered fish and chips in paper in view, morning light',
    'A busy chippy on a Friday night',
    'Une friterie à Lille, le soir',
    'Eine Frittenbude am Bahnhof',
    'Een drukke frituur in Gent',
    'Una friggitoria a Napoli',
    'Una freiduría en Málaga',
  ])('%s', (prompt) => {
    expect(parsePrompt(prompt).setting).toBe('chip-shop');
  });

  it('its cook lowers the basket into the fryer, its team at work is at the fryer; a bistro stays a restaurant', () => {
    for (const prompt of ['A cook lowering battered fish into the fryer behind the counter inside a fish and chip shop', 'The team at work inside a chip shop']) {
      const { scene } = composeScene(prompt);
      expect(scene.setting, prompt).toBe('chip-shop');
      // The fryer named in use is drawn at its main work, the basket lowered (compose/tool-work.ts).
      expect(['fryer-using', 'fryer-lowering'], prompt).toContain(scene.pose);
    }
    expect(parsePrompt('A couple at dinner in a bistro').setting).toBe('restaurant');
  });
});

describe('the chip shop painted', () => {
  for (const [aspect, frame, height] of [['9:16', 216, 384], ['16:9', 384, 216]] as const) {
    it(`${aspect}: the range, its hot cabinets of battered fish, the canopy, the menu boards and boxes, whole in the frame`, () => {
      const unit = Math.min(frame, height) / 100;
      const margin = 7 * unit;
      const width = frame + 2 * margin;
      const floor = height * 0.8;
      const horizon = floor - height * 0.3;
      const ground = floor - (floor - horizon) * 0.3;
      const place = paintPlace('chip-shop', 'day', { width, height, floor, ground, horizon, surfaceTop: height * 0.62, unit }, paletteFor(null, 'cinematic'), rng(7), null, null);
      const names = place.props.map((p) => p.name);
      for (const name of ['range', 'hot-cabinet', 'canopy', 'menu', 'boxes']) expect(names, name).toContain(name);
      for (const { name, box } of place.props) {
        expect(box.x, name).toBeGreaterThanOrEqual(margin);
        expect(box.x + box.w, name).toBeLessThanOrEqual(width - margin + 0.5);
        expect(box.y, name).toBeGreaterThanOrEqual(0);
      }
      // The battered fish show: batter-gold pixels fill a visible share of the picture.
      const ctx = createCanvas(width, height).getContext('2d');
      for (const { picture } of place.layers) ctx.drawImage(picture, 0, 0);
      const { data } = ctx.getImageData(0, 0, width, height);
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(BATTER.slice(i, i + 2), 16)) as [number, number, number];
      let batter = 0;
      for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - r) < 24 && Math.abs(data[i + 1]! - g) < 24 && Math.abs(data[i + 2]! - b) < 24) batter++;
      expect(batter / (width * height)).toBeGreaterThan(0.0015);
    });
  }
});

describe('fish and chips are drawn as themselves', () => {
  it.each([
    ['Friends eating fish and chips by the harbour at sunset', 'harbour'],
    ['Des amis mangent du poisson pané sur le port', 'harbour'],
    ['Battered cod on the counter of a chippy', 'chip-shop'],
  ])('%s', (prompt, setting) => {
    const { scene } = composeScene(prompt);
    expect(scene.setting).toBe(setting);
    expect(scene.things.map((t) => t.concept)).toContain('fish-and-chips');
  });
});
