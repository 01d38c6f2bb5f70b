import { describe, expect, it } from 'vitest';
import { planFromBrief } from '../../../lambdas/core/planning/builtin-planner';
import { planInputOf } from '../../../lambdas/core/planning/planner';
import { SCREEN_LABEL_MAX, screenLabel } from '../../../lambdas/core/planning/screen-label';
import { parseRenderRequest } from '../../../lambdas/core/render/request-schema';

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

describe('a training about an app shows every step in it', () => {
  it('a step no one is pictured doing is on the screen too, never someone idle in a shop', () => {
    const request = parseRenderRequest({
      brief: 'Formazione di 30 secondi per il nuovo personale di cassa sulla nostra app di fidelizzazione: apri l’app, cerca il cliente, aggiungi i punti, conferma la transazione.',
      kind: 'training', language: 'it', duration_sec: 30, aspects: ['9:16'],
    });
    const plan = planFromBrief(planInputOf({ ...request, brief: request.brief! }));
    const pictures = plan.scenes.filter((s) => s.type === 't2v_fast').map((s) => s.prompt ?? '');
    expect(pictures.length).toBeGreaterThanOrEqual(4);
    for (const prompt of pictures) expect(prompt).toMatch(/^Close-up of (?:a|an) \p{L}+[^.]*, the (?:\p{L}+ )?screen showing: “[^”]+”/u);
    expect(pictures.some((p) => p.includes('“Aggiungi punti”'))).toBe(true);
  });
});
