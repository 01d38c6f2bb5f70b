/**
 * Opening hours, times and dates are never counted up as quantities: a stat scene whose copy
 * only says when ("Place du Bouffay de 8h à 13h.") sets it as words, "8h" whole, and never draws
 * a lone counting number; a quantity beside a time still counts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureFonts } from '../../lambdas/render/fonts';
import { findFigure } from '../../lambdas/render/motion/figures';
import { STAT_LOOKS } from '../../lambdas/render/motion/looks/stat';
import type { Aspect } from '../../lambdas/render/spec';
import { auditedMotionFrames, DRAFT_SIZES } from '../support/motion-frames';

beforeAll(() => ensureFonts());

describe('a time or a date is no figure', () => {
  it.each([
    ['fr', 'Place du Bouffay de 8h à 13h.'],
    ['en', 'Open 9am–5pm, Monday to Saturday'],
    ['en', 'Doors 3pm to 6pm'],
    ['en', 'Join us on 14 June'],
    ['en', 'Breakfast from 7:30 a.m.'],
    ['es', 'Abierto desde las 7, de lunes a sábado'],
    ['es', 'Te esperamos el 12 de octubre'],
    ['de', 'Geöffnet 8–17 Uhr'],
    ['de', 'Samstag 8:00 - 13:00'],
    ['it', 'Aperto dalle 8 alle 20'],
    ['pt', 'Abrimos às 9h, até às 18'],
    ['nl', 'Open van 9 tot 17 uur op 14/06'],
    ['en', 'Tickets on sale from 3/8/2025'],
  ])('%s: "%s"', (language, copy) => {
    expect(findFigure(copy, language)).toBeNull();
  });

  it.each([
    ['Abierto de 9 a 14h, más de 300 panes al día', '300'],
    ['Open 9am–5pm, 7 days a week', '7'],
    ['Save 20% – 14 June only', '20%'],
    ['24/7 support', '24/7'],
    ['9/10 patients recommend us', '9/10'],
    ['Dès 30 € le samedi à 8h', '30 €'],
    ['Trusted by 12,000 drivers since 1998.', '12,000'],
  ])('a quantity beside a time still counts: "%s"', (copy, whole) => {
    expect(findFigure(copy)?.whole).toBe(whole);
  });
});

describe('a stat scene that only says when sets its words whole', () => {
  const ASPECTS: Aspect[] = ['9:16', '16:9', '1:1'];
  const PROMPTS: [string, string][] = [
    ['fr', 'Place du Bouffay de 8h à 13h.'],
    ['en', 'Every Saturday, 9am to 1pm'],
    ['de', 'Jeden Samstag von 8 bis 13 Uhr'],
  ];
  it.each(ASPECTS.flatMap((aspect) => STAT_LOOKS.map((_, seed) => [aspect, seed] as const)))('%s, look %i', async (aspect, seed) => {
    const [width, height] = DRAFT_SIZES[aspect];
    for (const [language, prompt] of PROMPTS) {
      const spec = { type: 'motion' as const, motion: { layout: 'stat' }, prompt, durationSec: 5 };
      const { spans } = await auditedMotionFrames({ aspect, width, height, spec, seed, artStyle: 'cinematic', language, frames: [8, 20, 60, 110] });
      const drawn = spans.filter((s) => s.layer === 'scene').map((s) => s.text);
      // Only the copy's own words: never a number it does not say ("6" on the way to "8"), never "8" cut from its "h".
      const words = new Set(prompt.split(/\s+/u));
      expect(drawn.filter((w) => !words.has(w)), `${prompt}: ${drawn.join(' ')}`).toEqual([]);
    }
  });
});
