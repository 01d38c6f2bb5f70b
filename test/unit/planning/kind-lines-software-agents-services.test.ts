import { describe, expect, it } from 'vitest';
import { isAgency } from '../../../lambdas/core/planning/agency-lines';
import { fitNarration, framedAlike, splitScript, voiceFor, type SceneCopy } from '../../../lambdas/core/planning/narration-fit';
import { isSoftware } from '../../../lambdas/core/planning/software-kind-lines';
import { subjectKind, subjectKindLines } from '../../../lambdas/core/planning/subject-kind-lines';
import { trialCall } from '../../../lambdas/core/planning/trial-calls';

/**
 * The kinds a thin advert fills its time with lines of (issue 23): software, estate and letting
 * agents, services named by who does the work, goods of any kind; their lines claim nothing, open
 * each its own way, and name the subject last; and a scene's lines are ordered so that none is
 * framed like the one heard before it.
 */

const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl'] as const;

describe('the kind of what a brief sells', () => {
  it.each([
    ['LedgerLite accounting software for small businesses', 'software'],
    ['PayRun a payroll SaaS for startups', 'software'],
    ['Quillio an online tool for writing proposals', 'software'],
    ['Rosterly a scheduling platform for restaurants', 'software'],
    ['Citafácil una plataforma de reservas online para clínicas', 'software'],
    ['Comptalib un logiciel de comptabilité pour indépendants', 'software'],
    ['Rechnio Buchhaltungssoftware für kleine Unternehmen', 'software'],
    ['Agendia una piattaforma online per prenotare visite', 'software'],
    ['Faturix um software de faturação', 'software'],
    ['Roosterapp een online planningstool voor zorgteams', 'software'],
    ['Harbour Homes an estate agent in Brighton', 'agency'],
    ['Keystone Lettings a letting agent in Leeds', 'agency'],
    ['Inmobiliaria Sol agencia inmobiliaria en Málaga', 'agency'],
    ['Immo Lumière agence immobilière à Lyon', 'agency'],
    ['Nordhaus Immobilien Immobilienmakler in Hamburg', 'agency'],
    ['Casa Mia agenzia immobiliare a Torino', 'agency'],
    ['Casa Azul imobiliária no Porto', 'agency'],
    ['Van Dijk makelaar in Utrecht', 'agency'],
    ['FixIt Joe a handyman in Cardiff', 'service'],
    ['Clear Accounts an accountancy firm in Manchester', 'professional'],
    ['Fontanería Ruiz fontanero en Valencia', 'service'],
    ['Dépann’Express un serrurier à Nantes', 'service'],
    ['Elektro Wagner Elektriker in Graz', 'service'],
    ['Idraulica Rossi idraulico a Bologna', 'service'],
    ['Mudanças Rápidas empresa de mudanças em Braga', 'service'],
    ['Klusbedrijf Jansen klusjesman in Rotterdam', 'service'],
    ['Bergquell Mineralwasser', 'food'],
    ['Zacht een badjas van katoen', 'clothing'],
    ['Mindful, a meditation app', 'app'],
  ])('%s is %s', (words, kind) => {
    expect(subjectKind(words)).toBe(kind);
  });

  it('software is software, whatever it is for, and an agent\'s software is software', () => {
    expect(subjectKind('StockPilot inventory software for online shops')).toBe('software');
    expect(subjectKind('Viewly booking software for estate agents')).toBe('software');
    expect(isSoftware('a wool duvet')).toBe(false);
    expect(isAgency('a bakery in Leeds')).toBe(false);
  });
});

describe('their lines', () => {
  const opening = (line: string) => (line.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 2).join(' ');

  it.each(LANGUAGES)('in %s: many, none with a figure, each opening its own way, the last naming the subject', (language) => {
    for (const words of ['accounting software', 'an estate agent', 'a handyman', 'a cleaning service', 'an app', 'a desk lamp', 'a kettle', 'solar panels', 'a bike rental']) {
      const lines = subjectKindLines(words, 'Nova', language);
      expect(lines.length, `${language} ${words}`).toBeGreaterThanOrEqual(10);
      expect(lines.filter((l) => /\d/u.test(l)), `${language} ${words}`).toEqual([]);
      expect(new Set(lines.map(opening)).size, `${language} ${words}: ${lines.join(' | ')}`).toBe(lines.length);
      expect(lines.at(-1)).toContain('Nova');
      expect(lines.slice(0, -1).filter((l) => l.includes('Nova'))).toEqual([]);
    }
  });

  it.each(LANGUAGES)('in %s: goods of a kind no list names have lines when their picture is of goods, never a place', (language) => {
    const lines = subjectKindLines('Brisa a ceiling fan', 'Brisa', language, 'generic');
    expect(lines.length).toBeGreaterThanOrEqual(8);
    expect(new Set(lines.map(opening)).size, lines.join(' | ')).toBe(lines.length);
    expect(subjectKindLines('Brisa a ceiling fan', 'Brisa', language, 'business')).toEqual([]);
    expect(subjectKindLines('Brisa a ceiling fan', 'Brisa', language)).toEqual([]);
    expect(subjectKindLines('our ceiling fan', undefined, language, 'generic')).toEqual([]);
  });

  it.each([
    ['en', '30-day free trial'],
    ['es', 'Prueba gratuita de 30 días'],
    ['fr', 'Essai gratuit de 30 jours'],
    ['de', '30-tägige kostenlose Testphase'],
    ['it', 'Prova gratuita di 30 giorni'],
    ['pt', 'Teste grátis de 30 dias'],
    ['nl', 'Gratis proefperiode van 30 dagen'],
  ])('in %s no line of software opens with the verb its trial is called with (%s)', (language, offer) => {
    const verb = (line: string) => line.toLowerCase().match(/\p{L}+/u)![0];
    const call = verb(trialCall(offer, 'Nova', language)!);
    expect(subjectKindLines('accounting software', 'Nova', language).filter((line) => verb(line) === call)).toEqual([]);
  });

  it('software claims nothing: no figure, no speed, no "everything", no phone', () => {
    for (const language of LANGUAGES) {
      const lines = subjectKindLines('accounting software', 'Nova', language);
      expect(lines.filter((l) => /minute|second|everything|one place|phone|móvil|téléphone|handy|telefon|telefoon/iu.test(l)), language).toEqual([]);
    }
  });
});

describe('lines framed alike', () => {
  it.each([
    ['Invia fatture con Fatturo.', 'Incassa prima con Fatturo.', true],
    ['Take a look around.', 'Take a closer look.', true],
    ['Take a look around.', 'Step inside our bakery.', false],
    ['Tell us what you need.', 'Tell us about your home.', true],
    ['Send invoices in seconds.', 'Track expenses on your phone.', false],
  ] as const)('%s / %s: %s', (a, b, alike) => {
    expect(framedAlike(a, b)).toBe(alike);
  });

  it('a scene opens on a point of the brief framed unlike the line heard before it', () => {
    const copy = (lines: string[], extras: string[] = []): SceneCopy => ({ lines, extras, readSec: 0, weight: 1, cut: 1 });
    const fitted = fitNarration([copy(['Invia fatture con Fatturo.']), copy(['Incassa prima con Fatturo.'], ['Fatturo controlla le spese.']), copy(['Prova Fatturo oggi.'])], 18, voiceFor('espeak', 'it'));
    const heard = fitted.scripts.flatMap((s) => (s ? splitScript(s) : []));
    expect(heard).toEqual(['Invia fatture con Fatturo.', 'Fatturo controlla le spese.', 'Incassa prima con Fatturo.', 'Prova Fatturo oggi.']);
  });
});
