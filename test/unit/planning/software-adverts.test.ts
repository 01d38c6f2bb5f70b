import { describe, expect, it } from 'vitest';
import { trialCall } from '../../../lambdas/core/planning/trial-calls';
import { variedOpenings } from '../../../lambdas/core/planning/varied-openings';
import { isFeatureClause } from '../../../lambdas/core/planning/feature-lists';
import { planOf, sentences } from './plan-of';

/**
 * Software and online-service adverts (issue 23): each feature said as the brief says it, not
 * "With LedgerLite, …" three times over; a feature of a list ("… and get paid faster") is no call
 * to action; the trial the brief offers is the call ("Start your 30-day free trial.").
 */

const BRIEFS = [
  ['30-second ad for LedgerLite, accounting software for small businesses. Send invoices in seconds, track expenses on your phone, and get paid faster. 30-day free trial.', 30, 'en', /^Start your 30-day free trial of (?:LedgerLite|Tasklane)\.$/u],
  ['A 20-second ad for Pipeline, a CRM for sales teams. Log every call, follow up on time, and close more deals. 14-day free trial.', 20, 'en', /^Start your 14-day free trial of Pipeline\.$/u],
  ['Ad for Slotly, online booking for salons. Take bookings around the clock, send reminders by text, cut no-shows. Free for 30 days.', 20, 'en', /^Try Slotly free for 30 days\.$/u],
  ['25-second ad for Tasklane, project management for remote teams. Plan sprints, share files, and track progress in one place. 30-day free trial.', 25, 'en', /^Start your 30-day free trial of (?:LedgerLite|Tasklane)\.$/u],
  ['Ad for Shopwise, an e-commerce platform for makers. Build your shop, take payments, and ship orders. 14-day free trial.', 20, 'en', /^Start your 14-day free trial of Shopwise\.$/u],
  ['Anuncio de 20 segundos para Cuentafácil, software de contabilidad para autónomos. Envía facturas, controla tus gastos y cobra antes. 30 días gratis.', 20, 'es', /^Prueba Cuentafácil 30 días gratis\.$/u],
  ['Publicité de 20 secondes pour Factura, logiciel de facturation pour artisans. Envoyez vos factures, suivez vos dépenses, soyez payé plus vite. Essai gratuit de 30 jours.', 20, 'fr', /^Commencez votre essai gratuit de 30 jours avec Factura\.$/u],
  ['Publicité pour Agendo, la réservation en ligne pour les restaurants. Gérez vos tables, confirmez par SMS. 30 jours offerts.', 20, 'fr', /^Essayez Agendo 30 jours offerts\.$/u],
  ['Werbespot für Rechnio, Buchhaltungssoftware für kleine Unternehmen. Rechnungen senden, Ausgaben erfassen, schneller bezahlt werden. 30 Tage kostenlos.', 20, 'de', /^Testen Sie Rechnio 30 Tage kostenlos\.$/u],
  ['Spot per Fatturo, software di fatturazione per piccole imprese. Invia fatture, controlla le spese, incassa prima. 30 giorni gratis.', 20, 'it', /^Prova Fatturo 30 giorni gratis\.$/u],
  ['Anúncio para Contafácil, software de contabilidade para pequenas empresas. Envie faturas, controle despesas e receba mais rápido. 30 dias grátis.', 20, 'pt', /^Experimente Contafácil 30 dias grátis\.$/u],
  ['Advertentie voor Boekhoudly, boekhoudsoftware voor zzp’ers. Verstuur facturen, volg je uitgaven, word sneller betaald. 30 dagen gratis.', 20, 'nl', /^Probeer Boekhoudly 30 dagen gratis\.$/u],
] as const;

/** The frame a line opens or closes on: its first two words, or its last two. */
const opening = (line: string) => line.split(/\s+/u).slice(0, 2).join(' ');
const closing = (line: string) => line.replace(/[.!]$/u, '').split(/\s+/u).slice(-2).join(' ');

describe('a software advert planned', () => {
  const planned = BRIEFS.map(([brief, duration_sec, language, call]) => ({ ...planOf({ brief, duration_sec, language }), call }));

  it.each(planned.map((p, i) => [BRIEFS[i]![0].slice(0, 40), p] as const))('%s…: no line framed like the one before, the trial the call', (_, p) => {
    const lines = sentences(p.plan);
    for (let i = 1; i < lines.length; i++) {
      expect(opening(lines[i]!), lines.join(' | ')).not.toBe(opening(lines[i - 1]!));
      expect(closing(lines[i]!), lines.join(' | ')).not.toBe(closing(lines[i - 1]!));
    }
    expect(p.plan.scenes.at(-1)!.script).toMatch(p.call);
  });

  it("says LedgerLite's features as the brief says them, the last joined on", () => {
    const lines = sentences(planned[0]!.plan);
    expect(lines).toEqual(expect.arrayContaining(['Send invoices in seconds.', 'Track expenses on your phone.']));
    expect(lines.filter((l) => l.startsWith('With LedgerLite,')).length).toBeLessThanOrEqual(1);
  });
});

describe('variedOpenings', () => {
  it.each([
    [['With Tally, set goals.', 'With Tally, get alerts.', 'With Tally, save more.'], 'en', ['With Tally, set goals.', 'Get alerts.', 'And save more.']],
    [['With a CRM for teams.', 'With Tally, log calls.'], 'en', ['With a CRM for teams.', 'Log calls.']],
    [['Envía facturas con Tally.', 'Controla gastos con Tally.', 'Imprime recibos con Tally.'], 'es', ['Envía facturas con Tally.', 'Controla gastos.', 'E imprime recibos.']],
    [['Mit Tally Rechnungen senden.', 'Mit Tally Ausgaben erfassen.'], 'de', ['Mit Tally Rechnungen senden.', 'Ausgaben erfassen.']],
    [['Envoyez vos factures avec Tally.', 'Tally est simple.', 'Suivez vos dépenses avec Tally.'], 'fr', ['Envoyez vos factures avec Tally.', 'Tally est simple.', 'Suivez vos dépenses avec Tally.']],
  ] as const)('%j (%s) → %j', (lines, language, said) => {
    expect(variedOpenings(lines, 'Tally', language)).toEqual(said);
  });
});

describe('software features and trials', () => {
  it.each(['Take payments', 'Log every call', 'Ship orders', 'Cut no-shows', 'Close more deals'])('%s is a feature', (clause) => {
    expect(isFeatureClause(clause)).toBe(true);
  });

  it.each([
    ['30-day free trial', 'en', 'Start your 30-day free trial of Pocketwise'],
    ['a 14-day free trial', 'en', 'Start your 14-day free trial of Pocketwise'],
    ['Prueba gratuita de 30 días', 'es', 'Empieza tu prueba gratuita de 30 días con Pocketwise'],
    ['Essai gratuit de 30 jours', 'fr', 'Commencez votre essai gratuit de 30 jours avec Pocketwise'],
    ['30-tägige kostenlose Testphase', 'de', 'Starten Sie Ihre 30-tägige kostenlose Testphase mit Pocketwise'],
    ['Prova gratuita di 30 giorni', 'it', 'Inizia la tua prova gratuita di 30 giorni con Pocketwise'],
    ['Teste grátis de 30 dias', 'pt', 'Comece seu teste grátis de 30 dias com Pocketwise'],
    ['Gratis proefperiode van 30 dagen', 'nl', 'Start je gratis proefperiode van 30 dagen met Pocketwise'],
    ['free for 30 days', 'en', 'Try Pocketwise free for 30 days'],
  ])('%s (%s) → %s', (offer, language, call) => {
    expect(trialCall(offer, 'Pocketwise', language)).toBe(call);
  });
});
