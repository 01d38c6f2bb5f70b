/**
 * Wave 60: a driving lesson's car had no L plate (a picture the framing mirrors would have shown its L backwards), the
 * learner's face hid behind the instructor's, and "L plates" drew a dinner plate on a table beside the car. Now the L
 * plate is on the rear door, its L drawn mirrored in a picture that will be shown mirrored so it always reads; the learner
 * leans in to the wheel ahead of the instructor; an L plate named is that plate, and a learner named alone is in the
 * instructor's picture.
 */
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { bodyAspect, drawBody } from '../../lambdas/render/illustrations/bodies';
import { L_RED } from '../../lambdas/render/illustrations/driving-lesson';

const PICTURE = 'body:driving-lesson:smart@120';
const H = 360;

/** The lesson's picture as shown: drawn for a mirrored showing and then mirrored, as sprites.ts does, or as it is. */
async function shown(mirrored: boolean): Promise<Canvas> {
  const w = Math.round(H * bodyAspect(PICTURE));
  const drawn = createCanvas(w, H);
  await drawBody(drawn.getContext('2d'), PICTURE, H, mirrored);
  const out = createCanvas(w, H);
  const ctx = out.getContext('2d');
  if (mirrored) {
    ctx.translate(w, 0);
    ctx.scale(-1, 1);
  }
  ctx.drawImage(drawn, 0, 0);
  return out;
}

/** The L's red pixels in each column across its extent. */
function lColumns(canvas: Canvas): number[] {
  const { data, width } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  const rgb = [1, 3, 5].map((k) => parseInt(L_RED.slice(k, k + 2), 16));
  const columns = new Map<number, number>();
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3]! > 200 && rgb.every((c, k) => Math.abs(data[i + k]! - c) < 4)) {
      const x = (i / 4) % width;
      columns.set(x, (columns.get(x) ?? 0) + 1);
    }
  }
  const xs = [...columns.keys()].sort((a, b) => a - b);
  return xs.length ? Array.from({ length: xs.at(-1)! - xs[0]! + 1 }, (_, k) => columns.get(xs[0]! + k) ?? 0) : [];
}

describe("a driving lesson's L plate", () => {
  it.each([false, true])('shown mirrored %s: the plate is there and its L reads the right way round (its upright on the left)', async (mirrored) => {
    const columns = lColumns(await shown(mirrored));
    expect(columns.reduce((a, b) => a + b, 0)).toBeGreaterThan(150);
    const fifth = Math.max(1, Math.floor(columns.length / 5));
    const left = columns.slice(0, fifth).reduce((a, b) => a + b, 0);
    const right = columns.slice(-fifth).reduce((a, b) => a + b, 0);
    expect(left).toBeGreaterThan(right * 2);
  });
});

describe('L plates named are the plate on the car', () => {
  it.each(['L plates on a car', 'A car with L plates', 'A learner driver with an L plate'])('%s: no dinner plate, no table; the instructor with the learner', (prompt) => {
    const { scene } = composeScene(prompt);
    expect(scene.pose).toBe('driving-lesson');
    expect(scene.things.map((t) => t.concept)).toEqual(['teacher']);
  });
});
