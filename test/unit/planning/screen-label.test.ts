import { describe, expect, it } from 'vitest';
import { SCREEN_LABEL_MAX, screenLabel } from '../../../lambdas/core/planning/screen-label';

describe('a step as its screen’s label', () => {
  it.each([
    ['Book the first appointment.', 'en', 'Book first appointment'],
    ['Add a payment card', 'en', 'Add payment card'],
    ['Verify your email', 'en', 'Verify email'],
    ['Añade una tarjeta de pago', 'es', 'Añade tarjeta de pago'],
    ['Vérifiez votre adresse e-mail', 'fr', 'Vérifiez adresse e-mail'],
    ['Vérifiez l’e-mail', 'fr', 'Vérifiez e-mail'],
    ['Ein Konto erstellen', 'de', 'Ein Konto erstellen'],
    ['Erstellen Sie ein Konto', 'de', 'Erstellen Sie Konto'],
    ['Aggiungi una carta di pagamento', 'it', 'Aggiungi carta di pagamento'],
    ['Adicione o cartão de pagamento', 'pt', 'Adicione cartão de pagamento'],
    ['Voeg een betaalkaart toe', 'nl', 'Voeg betaalkaart toe'],
    ['Geben Sie den Code aus der SMS ein', 'de', 'Geben Sie Code aus SMS ein'],
  ])('%s (%s) → %s', (step, language, label) => {
    expect(screenLabel(step, language)).toBe(label);
  });

  it('a long step is cut at a word, within what a screen shows', () => {
    const label = screenLabel('Choose the date and the time of the appointment that suits the customer best', 'en');
    expect(label.length).toBeLessThanOrEqual(SCREEN_LABEL_MAX);
    expect(label).toMatch(/^Choose date and time of .*…$/);
  });
});
