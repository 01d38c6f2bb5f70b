/**
 * An optician's and a jeweller's are rooms of their own (illustrations/optician.ts, illustrations/jeweller.ts): named in any
 * language they are that room, never a pharmacy's boxes or a clothes shop's rails; their trade at work hands the glasses
 * or the ring across the counter; their back walls show the frames and the eye chart, the lit cases of jewellery.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';
import { rng } from '../../lambdas/render/draw/anim';
import { paletteFor } from '../../lambdas/render/draw/palette';
import { paintPlace } from '../../lambdas/render/illustrations/places';
import type { RoomId } from '../../lambdas/render/compose/scene-graph';

describe('an optician’s and a jeweller’s named in any language', () => {
  it.each([
    ['The inside of an optician ready for the day, glasses frames on the wall in view, morning light', 'optician'],
    ['El interior de una óptica, listo para abrir, con luz de mañana', 'optician'],
    ['L’équipe au travail chez un opticien, à midi', 'optician'],
    ['Das Team bei der Arbeit in einem Brillengeschäft, mittags', 'optician'],
    ['L’interno di un’ottica, pronto per aprire', 'optician'],
    ['Het interieur van een brillenwinkel, in het ochtendlicht', 'optician'],
    ['The inside of a jeweller ready for the day, rings and necklaces in glass cases in view', 'jeweller'],
    ['El equipo trabajando en una joyería, con luz de mediodía', 'jeweller'],
    ['L’équipe au travail dans une bijouterie, dans la lumière de midi', 'jeweller'],
    ['Ein heller Raum in einem Juweliergeschäft, am Morgen', 'jeweller'],
    ['La squadra al lavoro in una gioielleria', 'jeweller'],
    ['O interior de uma joalharia, com a luz da manhã', 'jeweller'],
  ])('%s', (prompt, room) => {
    expect(parsePrompt(prompt).setting).toBe(room);
  });

  it('their trade at work hands the glasses or the ring across the counter', () => {
    for (const [prompt, room, thing] of [
      ['An optician handing glasses to a customer at the counter inside an optician', 'optician', 'glasses'],
      ['The team at work inside a jeweller', 'jeweller', 'ring'],
    ] as const) {
      const { scene } = composeScene(prompt);
      expect(scene.setting, prompt).toBe(room);
      expect(scene.pose, prompt).toBe('handing');
      expect(scene.things.map((t) => t.concept), prompt).toContain(thing);
    }
  });
});

/** The room painted at a frame's size: its props and its pixels. */
function painted(room: RoomId, frame: number, height: number) {
  const unit = Math.min(frame, height) / 100;
  const width = frame + 14 * unit;
  const floor = height * 0.8;
  const horizon = floor - height * 0.3;
  const ground = floor - (floor - horizon) * 0.3;
  const place = paintPlace(room, 'day', { width, height, floor, ground, horizon, surfaceTop: height * 0.62, unit }, paletteFor(null, 'cinematic'), rng(7), null, null);
  const ctx = createCanvas(width, height).getContext('2d');
  for (const { picture } of place.layers) ctx.drawImage(picture, 0, 0);
  const { data } = ctx.getImageData(0, 0, width, height);
  /** The share of the picture's pixels within `tolerance` of the colour. */
  const share = (hex: string, tolerance = 24) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    let n = 0;
    for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < tolerance) n++;
    return n / (data.length / 4);
  };
  return { names: place.props.map((p) => p.name), share };
}

describe('the rooms painted', () => {
  for (const [aspect, frame, height] of [['9:16', 216, 384], ['16:9', 384, 216]] as const) {
    it(`${aspect}: the optician's frames and eye chart, never the pharmacy's green cross`, () => {
      const { names, share } = painted('optician', frame, height);
      expect(names).toEqual(expect.arrayContaining(['frames', 'eye-chart']));
      // Black and tortoiseshell frames fill a visible share of the wall; the chart's white board shows.
      expect(share('#23252b') + share('#7a4a2a')).toBeGreaterThan(0.0015);
      expect(share('#fbfbf8', 6)).toBeGreaterThan(0.01);
      expect(share('#2bb673')).toBe(0);
      expect(painted('pharmacy', frame, height).share('#2bb673')).toBeGreaterThan(0);
    });

    it(`${aspect}: the jeweller's lit cases, gold and velvet, never a clothes rail`, () => {
      const { names, share } = painted('jeweller', frame, height);
      expect(names).toContain('jewellery-case');
      expect(share('#e2b64a')).toBeGreaterThan(0.002);
      expect(share('#2c2434', 10)).toBeGreaterThan(0.003);
      // The cases' lit glass is a large share of the wall.
      expect(share('#f4e9cf', 30)).toBeGreaterThan(0.1);
    });
  }
});
