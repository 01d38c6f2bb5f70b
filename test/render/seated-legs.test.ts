/**
 * A patient seated on a chair (a doctor examining them, a pharmacist seeing a customer) had legs drawn as black sticks: their
 * colour was read from a clear pixel between the drawn figure's legs. A drawn person's legs are in their own trousers. And
 * someone sitting "in" a chair had stood on its seat.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { subjectFootage } from '../../lambdas/render/scenes/subject-scene';
import { composeScene, FRAMINGS, isPerson } from '../support/scene-compose';

const [width, height] = [270, 480];

/** Pixels of a frame of the prompt's scene that are near black (the darkest the engine draws is a shoe's or an eye's brown). */
async function nearBlack(prompt: string): Promise<number> {
  const source = (await subjectFootage({ width, height, fps: 12, frames: 12, prompt, artStyle: 'watercolour', palette: paletteFor(null, 'watercolour'), image: null, content: { x: 16, y: 74, w: 238, h: 320 }, seed: 3 }))!;
  const ctx = createCanvas(width, height).getContext('2d');
  await source.draw(ctx, 6);
  const data = ctx.getImageData(0, 0, width, height).data;
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (Math.max(data[i]!, data[i + 1]!, data[i + 2]!) < 14) n++;
  return n;
}

describe('a seated patient’s legs are in their trousers, never black sticks', () => {
  it.each(['A doctor examining a patient in a clinic', 'A pharmacist examining a customer in a pharmacy'])('%s', async (prompt) => {
    expect(await nearBlack(prompt)).toBeLessThan(20);
  });
});

describe('someone sitting in a chair sits on it, never stands on its seat', () => {
  it.each(['A woman sitting in a chair in a nail salon', 'A man sitting in a chair in the office'])('%s', async (prompt) => {
    const { scene, layout } = await composeScene(prompt, '9:16', FRAMINGS[0]!);
    const person = layout.placed.find((p) => isPerson(scene, p))!;
    const chair = layout.placed.find((p) => p.picture === 'chair' && p.role === 'subject')!;
    // Seated: drawn from the waist up, the legs down the chair's front, the waist below the chair's top.
    expect(layout.placed.some((p) => p.role === 'legs')).toBe(true);
    expect(person.box.y + person.box.h).toBeGreaterThan(chair.box.y);
  });
});
