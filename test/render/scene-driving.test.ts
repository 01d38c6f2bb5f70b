/**
 * Issue 23: someone driving is drawn behind the wheel of a car in profile, on the street, seen through the side
 * window from the shoulders up, hands on the wheel, facing the way the car goes; not standing beside a car.
 * In English, Spanish, French, German, Italian, Portuguese, Dutch and Japanese.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import type { Aspect } from '../../lambdas/render/spec';
import { composeScene, FRAMINGS, isPerson, withoutLook } from '../support/scene-compose';

const ASPECTS: Aspect[] = ['9:16', '16:9'];

describe('a person driving is drawn at the wheel of the car, on the street', () => {
  it.each([
    'a person driving a car through a lit city street at night',
    'a couple on a test drive',
    'Eine Kundin bei der Probefahrt',
    'una mujer conduciendo su coche nuevo',
    'une femme qui conduit',
    'een man die autorijdt',
    '車を運転する女性',
    'una donna al volante',
    'um homem dirigindo pela cidade',
  ])('%s', async (prompt) => {
    for (const aspect of ASPECTS) {
      const { scene, layout } = await composeScene(prompt, aspect, FRAMINGS[0]!);
      expect(scene.pose).toBe('driving');
      // Outdoors, on the road: the street, or the city the prompt names.
      expect(['street', 'city']).toContain(scene.setting);
      const people = layout.placed.filter((p) => isPerson(scene, p));
      expect(people.map((p) => withoutLook(p.picture).split(':')[1])).toEqual(['driving']);
      // The car is in the driver's picture: none drawn again beside it.
      expect(layout.placed.filter((p) => !isPerson(scene, p)).map((p) => scene.things[p.thing]!.concept)).toEqual([]);
    }
  });

  it.each(['a strategy driving growth across the business', 'data driving better decisions', 'a man standing next to his car'])('%s is no one driving', (prompt) => {
    expect(readScene(prompt).scene.pose).not.toBe('driving');
  });
});

describe('the driver shows through the side window, the car round them', () => {
  const h = 200;
  async function pixels(picture: string) {
    const canvas = createCanvas(Math.ceil(h * bodyAspect(picture)), h);
    await drawBody(canvas.getContext('2d'), picture, h);
    return { canvas, data: canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data };
  }
  const count = (data: Uint8ClampedArray, [r, g, b]: [number, number, number]) => {
    let hits = 0;
    for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - r) < 8 && Math.abs(data[i + 1]! - g) < 8 && Math.abs(data[i + 2]! - b) < 8) hits++;
    return hits;
  };

  it('a car is wider than tall: the picture is a car in profile, not a standing figure', () => {
    expect(bodyAspect('body:driving:casual@120')).toBeGreaterThan(2.2);
  });

  it('the car body, its tyres and the dark cabin round the driver are drawn', async () => {
    const { data } = await pixels('body:driving:casual@120');
    expect(count(data, [0xc8, 0x10, 0x2e])).toBeGreaterThan(2000); // the paint the look picks
    expect(count(data, [0x1d, 0x1f, 0x24])).toBeGreaterThan(200); // the tyres
    expect(count(data, [0x43, 0x4c, 0x57])).toBeGreaterThan(200); // the cabin, dark through the tinted glass
  });

  it('the driver is seen only through the window: the jacket above the door line, the trousers hidden', async () => {
    const { canvas, data } = await pixels('body:driving:uniform@120');
    const jacket = count(data.subarray(0, canvas.width * Math.round(h / 3) * 4), [0x3e, 0x52, 0x75]); // the uniform's jacket through the tinted glass
    expect(jacket).toBeGreaterThan(20);
    expect(count(data, [0x1f, 0x2b, 0x45])).toBe(0);
  });
});
