/**
 * A call to action keeps its words whole: the headline is the verb phrase with its object and the
 * button the address, never a headline left hanging on "a la", "to the", "in der", "à la" (a lone
 * verb left over gives the button the whole line); the button's words start and end on a word,
 * without the dash or colon that joined them to the copy ("Kommen Sie vorbei! — site").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureFonts } from '../../lambdas/render/fonts';
import { callToAction, videoCallToAction } from '../../lambdas/render/motion/copy';
import { CTA_LOOKS } from '../../lambdas/render/motion/looks/cta';
import type { Aspect } from '../../lambdas/render/spec';
import { auditedMotionFrames, DRAFT_SIZES } from '../support/motion-frames';

beforeAll(() => ensureFonts());

describe('the headline never hangs on the words leading to the address', () => {
  it.each([
    ['Ven a la calle Colón 12', { button: 'Ven a la calle Colón 12', headline: '' }],
    ['Come to 14 Milsom Street', { button: 'Come to 14 Milsom Street', headline: '' }],
    ['Besuchen Sie uns in der Hauptstraße 5', { button: 'Hauptstraße 5', headline: 'Besuchen Sie uns' }],
    ['Vieni a trovarci in Via Roma 10', { button: 'Via Roma 10', headline: 'Vieni a trovarci' }],
    ['Kom langs op Marktstraat 12', { button: 'Marktstraat 12', headline: 'Kom langs' }],
    // A verb's own particle is no preposition: "an" stays with "Rufen Sie uns".
    ['Rufen Sie uns an unter 0221 123456', { button: '0221 123456', headline: 'Rufen Sie uns an' }],
    ['Llámanos al 976 123 456', { button: 'Llámanos al 976 123 456', headline: '' }],
    ['Come and see us at the 12 Harbour Road', { button: '12 Harbour Road', headline: 'Come and see us' }],
    ['Visítanos en la Calle Mayor 14 de Madrid', { button: 'Visítanos en la Calle Mayor 14 de Madrid', headline: '' }],
    ['Find us at 12 Main Street in Leeds.', { button: '12 Main Street', headline: 'Find us' }],
    ['Order at 12 Main Street in time for Christmas', { button: '12 Main Street', headline: 'Order in time for Christmas' }],
    ['زورونا في شارع الملك فهد ١٢', { button: 'زورونا في شارع الملك فهد ١٢', headline: '' }],
  ])('"%s"', (copy, cta) => {
    expect(callToAction(copy)).toEqual(cta);
  });
});

describe("a button's words start and end on a word", () => {
  it.each([
    ['Kommen Sie vorbei! — becker-kfz.example.de', 'becker-kfz.example.de', 'Kommen Sie vorbei!'],
    ['¡Reserva ya! — reservas.example.es', 'reservas.example.es', '¡Reserva ya!'],
    ['Venez nous voir ! – marche.example.fr', 'marche.example.fr', 'Venez nous voir !'],
    ['Call today! | +44 20 7946 0321', '+44 20 7946 0321', 'Call today!'],
    ['تفضلوا بزيارتنا! — matjar.example.sa', 'matjar.example.sa', 'تفضلوا بزيارتنا!'],
    ['הזמינו עכשיו! — shop.example.co.il', 'shop.example.co.il', 'הזמינו עכשיו!'],
    ['¡Reserva ya!', 'Reserva ya', ''],
  ])('"%s"', (copy, button, headline) => {
    expect(callToAction(copy)).toEqual({ button, headline });
  });

  it("the end card's button, read from the plan's closing scene, too", () => {
    const scenes = [{ type: 'motion' as const, role: 'cta', prompt: 'Kommen Sie vorbei! — becker-kfz.example.de' }];
    expect(videoCallToAction({ scenes })).toEqual({ button: 'becker-kfz.example.de', headline: 'Kommen Sie vorbei!' });
  });

  const ASPECTS: Aspect[] = ['9:16', '16:9', '1:1'];
  it.each(ASPECTS.flatMap((aspect) => CTA_LOOKS.map((_, seed) => [aspect, seed] as const)))('drawn: %s, look %i', async (aspect, seed) => {
    const [width, height] = DRAFT_SIZES[aspect];
    for (const [language, prompt] of <[string, string][]>[['de', 'Kommen Sie vorbei! — becker-kfz.example.de'], ['he', 'הזמינו עכשיו! — shop.example.co.il'], ['es', 'Ven a la calle Colón 12']]) {
      const spec = { type: 'motion' as const, motion: { layout: 'cta' }, prompt, durationSec: 5 };
      const { spans } = await auditedMotionFrames({ aspect, width, height, spec, seed, artStyle: 'cinematic', language, frames: [100] });
      const drawn = spans.filter((s) => s.layer === 'scene').map((s) => s.text.trim());
      expect(drawn.filter((t) => /^[\p{Pd}:|]|[\p{Pd}:|]$/u.test(t)), drawn.join(' / ')).toEqual([]);
      // The Spanish call is one button: no headline word over it ends on "a" or "la".
      if (language === 'es') expect(drawn.filter((t) => t === 'a' || t === 'la'), drawn.join(' / ')).toEqual([]);
    }
  });
});
