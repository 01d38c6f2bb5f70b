/**
 * Wave 80: a welcome at a shop's door drew the host, the customer and a second customer all inside the doorway's width
 * ("El equipo recibiendo a los clientes en una floristería" read as three people squeezed into a door). The first customer
 * now stands come in to the host, clear of the doorway, the second just in over its threshold: room round each of them.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import { GUEST } from '../../lambdas/render/illustrations/company';
import { OUTSIDE } from '../../lambdas/render/illustrations/welcome-at-door';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';

/** The columns, as shares of the picture's width, where `hex` is drawn in the door welcome's picture (look 000). */
async function columnsOf(hexes: string[]): Promise<{ min: number; max: number }> {
  const picture = 'body:welcoming:polo@000';
  const h = 500;
  const canvas = createCanvas(Math.round(h * bodyAspect(picture)), h);
  await drawBody(canvas.getContext('2d'), picture, h);
  const { data, width } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  const rgbs = hexes.map((hex) => [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16)));
  let [min, max] = [Infinity, -Infinity];
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3]! < 200 || !rgbs.some((rgb) => rgb.every((c, k) => Math.abs(data[i + k]! - c!) < 4))) continue;
    const x = (i / 4) % width;
    [min, max] = [Math.min(min, x), Math.max(max, x)];
  }
  return { min: min / width, max: max / width };
}

describe('a welcome at the door has room round its people', () => {
  it('the first customer, in the welcome’s guest top, stands clear of the doorway (the street seen through it)', async () => {
    const guest = await columnsOf([GUEST.top]);
    const street = await columnsOf(Object.values(OUTSIDE));
    // Before: the customer stood in front of the middle of the doorway, the street on both sides of them.
    expect(street.min).toBeGreaterThan(guest.max);
    expect(street.min - guest.max).toBeLessThan(0.2);
  });

  it.each([
    'El equipo recibiendo a los clientes en una floristería, con luz dorada de atardecer por las ventanas.',
    'A member of staff welcoming customers into the shop',
    'La vendeuse accueille les clients dans la boutique',
  ])('%s: the door welcome', (prompt) => {
    expect(readScene(prompt).scene.pose).toBe('welcoming');
  });
});
