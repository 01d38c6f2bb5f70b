/**
 * Issue 23: a training about an app shows each step on its screen. The step's label, quoted in the
 * prompt, says which screen (a sign-up form, an email's code, a payment card's form, a booking
 * calendar) in any of the planner's languages, is the screen's own text, and draws no thing of its
 * own: "Book first appointment" is no book, "Add payment card" no giant card.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { EN, LEXICONS } from '../../lambdas/render/compose/lexicons';
import { drawScreen, type ScreenLook } from '../../lambdas/render/illustrations/screens';
import type { ScreenKind } from '../../lambdas/render/compose/scene-graph';

const onPhone = (label: string) => composeScene(`Close-up of a phone held in one hand, the screen showing: “${label}”, in a bright office, morning light`).scene;

describe('a step’s label names its screen', () => {
  it.each([
    ['Create account', 'signup'], ['Konto erstellen', 'signup'], ['Crea tu cuenta', 'signup'], ['Créez compte', 'signup'], ['Crea account', 'signup'], ['Crie conta', 'signup'], ['Maak account aan', 'signup'],
    ['Verify email', 'verify'], ['E-Mail bestätigen', 'verify'], ['Verifica tu correo', 'verify'], ['Vérifiez e-mail', 'verify'], ['Verifica email', 'verify'], ['Verifique email', 'verify'], ['Verifieer e-mail', 'verify'],
    ['Add payment card', 'card'], ['Zahlungskarte hinzufügen', 'card'], ['Añade tarjeta de pago', 'card'], ['Ajoutez carte bancaire', 'card'], ['Aggiungi carta di pagamento', 'card'], ['Adicione cartão de pagamento', 'card'], ['Voeg betaalkaart toe', 'card'],
    ['Book first appointment', 'calendar'], ['Termin buchen', 'calendar'],
  ] as const)('“%s” is the %s screen, its label the screen’s text, nothing else drawn', (label, kind) => {
    const scene = onPhone(label);
    expect(scene.screen).toBe(kind);
    expect(scene.labels).toEqual([label]);
    expect(scene.things.map((t) => t.concept).sort()).toEqual(['hand', 'phone']);
  });

  it.each(['Apri app', 'Cerca cliente', 'Conferma transazione', 'Aggiungi punti'])('“%s”, which no screen names, is that step: its heading and button, never the feed', (label) => {
    const scene = onPhone(label);
    expect(scene.screen).toBe('step');
    expect(scene.labels).toEqual([label]);
  });

  it('a device with no label and no screen word still shows the feed', () => {
    expect(composeScene('Close-up of a phone held in one hand, in a bright office').scene.screen).toBe('feed');
  });

  it('a quoted label with an apostrophe is read whole', () => {
    expect(onPhone('Confirmez l’adresse e-mail').labels).toEqual(['Confirmez l’adresse e-mail']);
  });
});

/** How many pixels of a 300×600 screen are near `hex`. */
function pixelsNear(kind: ScreenKind, t: number, look: ScreenLook, hex: string): number {
  const canvas = createCanvas(300, 600);
  const c = canvas.getContext('2d');
  drawScreen(c, kind, 0, 300, 600, t, look);
  const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const { data } = c.getImageData(0, 0, 300, 600);
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (want.every((v, k) => Math.abs(data[i + k]! - v) < 24)) n += 1;
  return n;
}

describe('the new screens', () => {
  const look = (labels: string[]): ScreenLook => ({ accent: '#3358d4', families: 'Inter', rtl: false, ui: EN.ui, labels });

  it.each(['signup', 'verify', 'card', 'step'] as const)('%s: drawn in the app’s colour, its button tapped late in the scene', (kind) => {
    const accent = pixelsNear(kind, 1, look(['Go']), '#3358d4');
    expect(accent).toBeGreaterThan(300 * 600 * 0.01);
  });

  it('the card form shows the card itself, a large block in the app’s colour', () => {
    expect(pixelsNear('card', 1, look(['Add payment card']), '#3358d4')).toBeGreaterThan(pixelsNear('signup', 1, look(['Create account']), '#3358d4') * 2);
  });

  it('the code is typed into its boxes as the scene goes on', () => {
    const ink = (t: number) => pixelsNear('verify', t, look(['Verify email']), '#1d2433');
    expect(ink(2.8)).toBeGreaterThan(ink(0.5) + 50);
  });

  it('every language names the new fields in its own words', () => {
    for (const lexicon of LEXICONS.filter((l) => l !== EN)) {
      for (const key of ['name', 'code', 'card'] as const) expect(lexicon.ui[key], `${lexicon.language} ${key}`).not.toBe(EN.ui[key]);
    }
  });
});
