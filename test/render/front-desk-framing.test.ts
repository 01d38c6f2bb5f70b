/**
 * Wave 80: a front desk as a brand posts it.
 *
 * - Across a wide frame a hotel's desk pictures (a welcome, a check-in, an ID checked, a key card handed over) stood whole, a
 *   narrow strip 28% of a 16:9 content area's width. They are cut at the knees now, as any desk's people are, the guest's case
 *   still showing its top and handle.
 * - The hotel lobby painted its key wall behind the desk, and the desk's picture hung its own rack: two racks. The lobby leaves
 *   its wall out when the desk's picture brings the keys.
 * - A welcome at a reception desk of no trade's own is a hotel's, as the other work at that desk is: the guest arrives with a case.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene as readScene } from '../../lambdas/render/compose/clauses';
import { ACTIONS } from '../../lambdas/render/compose/actions';
import { rng } from '../../lambdas/render/draw/anim';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { paintPlace } from '../../lambdas/render/illustrations/places';
import { FRAMINGS, bottom, composeScene, isPerson } from '../support/scene-compose';
import { PLACE_HEIGHT, PLACE_WIDTH } from '../support/pixel-counts';

const DESKS = [
  'A receptionist welcoming a guest at the front desk of a hotel lobby',
  "Une réceptionniste accueille un client à la réception de l'hôtel",
  'A equipa a receber os clientes num albergue',
  'A receptionist checking their ID, at a reception desk',
  'A receptionist handing over the key card, at a reception desk',
  'Ein Rezeptionist checkt einen Gast im Hotel ein',
];

describe('a front desk across a wide frame is cut at the knees, the case in view', () => {
  it.each(DESKS.flatMap((prompt) => FRAMINGS.map((f) => [`${prompt}, ${f.shot} ${f.side}`, prompt, f] as const)))('16:9 %s', async (_, prompt, framing) => {
    const { scene, layout, content, width, height } = await composeScene(prompt, '16:9', framing);
    const [desk, ...others] = layout.placed.filter((p) => isPerson(scene, p));
    expect(others).toHaveLength(0);
    // Its picture's shown part fills the frame below the content area's top (before: whole, 0.94 of the content area's height).
    expect((height - desk!.box.y) / content.h).toBeGreaterThan(1.2);
    expect(desk!.box.w / width).toBeGreaterThan(0.4);
    // Cut no higher than the knees: four fifths of the picture shown, the case's top and handle with it.
    expect((height - desk!.box.y) / desk!.box.h).toBeGreaterThanOrEqual(0.78);
    expect(bottom(desk!.box)).toBeGreaterThan(height);
    // The faces inside the content area.
    expect(desk!.face!.y).toBeGreaterThanOrEqual(content.y - 0.5);
    expect(bottom(desk!.face!)).toBeLessThanOrEqual(bottom(content) + 0.5);
  });
});

/** The key wall's dark pigeonholes (hospitality-props.ts keyWall) painted in the hotel lobby, with what the scene's picture brings. */
function keyWallPixels(brought: readonly string[]): number {
  const g = { width: PLACE_WIDTH, height: PLACE_HEIGHT, floor: PLACE_HEIGHT * 0.8, ground: PLACE_HEIGHT * 0.7, horizon: PLACE_HEIGHT * 0.45, surfaceTop: null, unit: PLACE_WIDTH / 100 };
  const place = paintPlace('hotel', 'day', g, paletteFor(null, 'cinematic'), rng(7), null, null, brought as never);
  const canvas = createCanvas(PLACE_WIDTH, PLACE_HEIGHT);
  for (const layer of place.layers) canvas.getContext('2d').drawImage(layer.picture, 0, 0);
  const { data } = canvas.getContext('2d').getImageData(0, 0, PLACE_WIDTH, PLACE_HEIGHT);
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - 0x3e) < 4 && Math.abs(data[i + 1]! - 0x2a) < 4 && Math.abs(data[i + 2]! - 0x1e) < 4) n++;
  return n;
}

describe('one key rack behind the receptionist', () => {
  it.each(['welcoming-hotel', 'checking-in', 'checking-id', 'handing-key-card'] as const)('%s: the lobby leaves its key wall to the desk’s own rack', (pose) => {
    expect(ACTIONS[pose].shows).toContain('key');
    expect(keyWallPixels(ACTIONS[pose].shows ?? [])).toBe(0);
  });

  it('the lobby with no one at its desk keeps its key wall', () => {
    expect(keyWallPixels([])).toBeGreaterThan(2000);
  });
});

describe('a welcome at a reception desk is a guest arriving with a case', () => {
  it.each([
    'A receptionist greeting the guest, at a reception desk.',
    'Le réceptionniste accueille le client à la réception',
    'Una recepcionista da la bienvenida a un cliente en la recepción',
  ])('%s', (prompt) => {
    expect(readScene(prompt).scene.pose).toBe('welcoming-hotel');
  });

  it('a clinic’s or a gym’s welcome stays at its own desk, with no case', () => {
    expect(readScene('A receptionist greeting a patient at the clinic front desk').scene.pose).toBe('welcoming-desk');
    expect(readScene('A receptionist welcoming a member at the gym reception').scene.pose).toBe('welcoming-desk');
  });
});
