import { describe, expect, it } from 'vitest';
import { subjectKind, tradeOf } from '../../../lambdas/core/planning/compositions';
import { workerOf } from '../../../lambdas/core/planning/workshop-words';
import { planOf } from './plan-of';

const prompts = (body: Record<string, unknown>) => planOf({ duration_sec: 20, ...body }).plan.scenes.map((s) => s.prompt ?? '').join('\n');

// A German or Dutch business named by its workshop ("Klempnerei", "timmerbedrijf") is its worker's trade.
describe('a workshop word names its worker’s trade', () => {
  it.each([
    ['Klempnerei', 'klempner'], ['Dachdeckerei', 'dachdecker'], ['Zimmerei', 'zimmermann'], ['Malerbetrieb', 'maler'],
    ['drukkerij', 'drukker'], ['loodgietersbedrijf', 'loodgieter'], ['timmerbedrijf', 'timmerman'],
  ])('%s → %s', (word, worker) => expect(workerOf(word)).toBe(worker));
  it.each(['Polizei', 'schilderij', 'Huber', 'Rohrreinigung'])('%s names no worker', (word) => expect(workerOf(word)).toBeUndefined());

  it.each([
    ['Klempnerei Huber', 'de', 'a plumber'], ['Schreinerei Maier', 'de', 'a carpenter'], ['Tischlerei Berger', 'de', 'a carpenter'],
    ['Zimmerei Gruber', 'de', 'a carpenter'], ['Dachdeckerei Koch', 'de', 'a roofer'], ['Malerei Schmid', 'de', 'a decorator'],
    ['Loodgietersbedrijf Jansen', 'nl', 'a plumber'], ['Timmerbedrijf De Vries', 'nl', 'a carpenter'],
  ])('%s (%s) is %s’s business', (name, language, trade) => {
    const brief = `Werbung für ${name}. Rufen Sie uns an.`;
    expect(subjectKind(name, brief, true, language)).toBe('business');
    expect(tradeOf(name, brief)).toBe(trade);
  });

  it('a plumber’s German advert shows the plumber at work, never a shop', () => {
    const shown = prompts({
      brief: '20 Sekunden Werbespot für Klempnerei Schulz in Linz: Notdienst, Rohrreinigung, neue Bäder. Anrufen unter 0732 555 010.',
      brand_name: 'Klempnerei Schulz', language: 'de',
    });
    expect(shown).toMatch(/plumber fixing a pipe/);
    expect(shown).not.toMatch(/Geschäft|shop/i);
  });
});
