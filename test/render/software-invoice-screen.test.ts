/**
 * Issue 23: a software advert's "send invoices in seconds" shows an invoice on the device's screen,
 * in every language the planner writes, not a bank balance: its lines and total, the send button
 * tapped, an envelope when it is sent and, shown again, a tick and the sum received in green.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { composeScene } from '../../lambdas/render/compose/clauses';
import { EN } from '../../lambdas/render/compose/lexicons';
import { drawScreen, SCREEN_STATES, type ScreenLook } from '../../lambdas/render/illustrations/screens';

const LOOK: ScreenLook = { accent: '#3358d4', families: 'Inter', rtl: false, ui: EN.ui, labels: [] };

/** How many pixels of the screen are near `hex`. */
function pixelsOf(kind: 'invoice' | 'banking', state: number, t: number, w: number, h: number, hex: string): number {
  const canvas = createCanvas(w, h);
  const c = canvas.getContext('2d');
  drawScreen(c, kind, state, w, h, t, LOOK);
  const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const { data } = c.getImageData(0, 0, w, h);
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (want.every((v, k) => Math.abs(data[i + k]! - v) < 24)) n += 1;
  return n;
}

describe('the invoice screen', () => {
  it.each([
    ['A laptop showing the app on screen on a desk. Focus: send invoices in seconds.'],
    ['Un portátil con la app en pantalla en una oficina: envía facturas en segundos.'],
    ['Un ordinateur portable sur un bureau, envoyez vos factures en un clic.'],
    ['Ein Laptop im Büro, Rechnungen senden in Sekunden.'],
    ['Un portatile in ufficio, invia fatture in pochi secondi.'],
    ['Um portátil no escritório, envie faturas em segundos.'],
    ['Een laptop op kantoor, verstuur facturen in seconden.'],
  ])('is what %s shows', (prompt) => {
    expect(composeScene(prompt).scene.screen).toBe('invoice');
  });

  it('steps from sent to paid when shown again', () => {
    expect(SCREEN_STATES.invoice).toBe(2);
  });

  it.each([
    ['phone', 300, 600],
    ['laptop', 800, 500],
  ] as const)('on a %s: the send button in the accent, then gone for the envelope; paid, the sum in green', (_, w, h) => {
    const accent = (t: number, state = 0) => pixelsOf('invoice', state, t, w, h, LOOK.accent);
    // The button fills a wide band in the accent before it is tapped; after, only the badge's small mark is.
    expect(accent(1)).toBeGreaterThan(accent(4) * 1.5);
    expect(pixelsOf('invoice', 1, 4, w, h, '#1e9e5a')).toBeGreaterThan(20);
    expect(pixelsOf('invoice', 0, 4, w, h, '#1e9e5a')).toBe(0);
  });
});
