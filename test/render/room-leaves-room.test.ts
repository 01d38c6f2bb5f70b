/**
 * A room leaves room for the job: where the worker's own picture brings one of the room's telling
 * props (a housekeeper's bed), the room does not paint a second one behind it; and a butcher slicing
 * steaks is in a butcher's (tiles, meat on a rail, a price board), not a grocer's shelves.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../lambdas/render/compose/actions';
import { completeScene } from '../../lambdas/render/compose/complete-scene';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import { kindShown } from '../../lambdas/render/compose/rooms';
import type { ConceptId } from '../../lambdas/render/compose/concepts';
import type { RoomId } from '../../lambdas/render/compose/scene-graph';
import { rng } from '../../lambdas/render/draw/anim';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { paintPlace } from '../../lambdas/render/illustrations/places';

const SIZES = { '9:16': [216, 384], '16:9': [384, 216] } as const;

function paint(room: RoomId, aspect: keyof typeof SIZES, brought: readonly ConceptId[] = []) {
  const [width, height] = SIZES[aspect];
  const unit = Math.min(width, height) / 100;
  const floor = height * 0.8;
  const horizon = floor - height * 0.3;
  const ground = floor - (floor - horizon) * 0.3;
  const place = paintPlace(room, 'day', { width, height, floor, ground, horizon, surfaceTop: height * 0.62, unit }, paletteFor(null, 'cinematic'), rng(7), null, null, brought);
  const ctx = createCanvas(width, height).getContext('2d');
  for (const { picture } of place.layers) ctx.drawImage(picture, 0, 0);
  return { place, pixels: ctx.getImageData(0, 0, width, height).data, width, height };
}

/** Share of the pixels in a box that are meat red (red well over green and blue). */
function redShare(p: ReturnType<typeof paint>, box: { x: number; y: number; w: number; h: number }): number {
  let red = 0;
  let all = 0;
  for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(p.height, box.y + box.h); y++) {
    for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(p.width, box.x + box.w); x++) {
      const i = (y * p.width + x) * 4;
      all++;
      if (p.pixels[i]! > 140 && p.pixels[i]! - p.pixels[i + 1]! > 70 && p.pixels[i]! - p.pixels[i + 2]! > 50) red++;
    }
  }
  return red / Math.max(1, all);
}

const settingOf = (prompt: string) => completeScene(parsePrompt(prompt)).setting;

describe('a room leaves out what the worker brings', () => {
  it.each(['stripping-bed', 'making-bed', 'spreading-duvet', 'placing-pillows'] as const)('%s brings its own bed', (pose) => {
    expect(ACTIONS[pose].shows).toContain('bed');
  });

  it.each(['9:16', '16:9'] as const)('%s: a hotel room with a bed brought paints no bed of its own, and keeps its window and lamps', (aspect) => {
    const own = paint('hotel-room', aspect);
    const left = paint('hotel-room', aspect, ['bed']);
    expect(own.place.props.map((p) => p.name)).toEqual(['bed', 'window']);
    expect(left.place.props.map((p) => p.name)).toEqual(['window']);
    // Where the room's own bed stood, the wall shows: fewer pixels differ from the wall's tone there.
    const bed = own.place.props[0]!.box;
    let changed = 0;
    for (let y = Math.floor(bed.y); y < bed.y + bed.h; y++) {
      for (let x = Math.floor(bed.x); x < bed.x + bed.w; x++) {
        const i = (y * own.width + x) * 4;
        if (Math.abs(own.pixels[i]! - left.pixels[i]!) + Math.abs(own.pixels[i + 2]! - left.pixels[i + 2]!) > 30) changed++;
      }
    }
    expect(changed / (bed.w * bed.h)).toBeGreaterThan(0.4);
  });

  it('a room with nothing brought is painted as before', () => {
    const a = paint('hotel-room', '9:16');
    const b = paint('hotel-room', '9:16', ['counter', 'table']);
    expect(b.place.props).toEqual(a.place.props);
  });
});

describe("a butcher's", () => {
  it('a shop showing steaks or chicken is a butcher’s; other shops and rooms are as they were', () => {
    expect(kindShown('shop', ['steak'])).toBe('butcher');
    expect(kindShown('shop', ['chicken', 'counter'])).toBe('butcher');
    expect(kindShown('shop', ['counter'])).toBe('shop');
    expect(kindShown('restaurant', ['steak'])).toBe('restaurant');
  });

  it.each([
    'The butcher slicing steaks at the counter of a butcher',
    'A butcher slicing steaks at the meat counter',
    'A butcher cutting meat in a shop',
    'Der Metzger schneidet Fleisch',
  ])('%s: in a butcher’s', (prompt) => {
    expect(settingOf(prompt)).toBe('butcher');
  });

  it('meat sliced in a kitchen stays in the kitchen', () => {
    expect(settingOf('A chef slicing meat in a kitchen')).toBe('kitchen');
  });

  it.each(['9:16', '16:9'] as const)('%s: the butcher’s paints meat on a rail and a price board, no grocery shelves', (aspect) => {
    const p = paint('butcher', aspect);
    expect(p.place.props.map((x) => x.name)).toEqual(['meat-rail', 'prices']);
    const rail = p.place.props[0]!.box;
    expect(redShare(p, rail)).toBeGreaterThan(0.12);
    expect(rail.y + rail.h).toBeLessThan(p.height * 0.62);
    expect(paint('shop', aspect).place.props.map((x) => x.name)).not.toContain('meat-rail');
  });
});
