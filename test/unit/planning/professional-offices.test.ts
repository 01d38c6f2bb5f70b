import { describe, expect, it } from 'vitest';
import { isProfessionalOffice, professionalLines } from '../../../lambdas/core/planning/professional-offices';
import { subjectKind } from '../../../lambdas/core/planning/subject-kind-lines';
import { planOf, sentences } from './plan-of';

/**
 * Professional offices (accountants, tax advisers, solicitors, notaries, financial advisers, insurance
 * brokers, architects, consultancies) in seven languages: planned as the office they are, a consultation
 * across a desk, papers gone through together, a laptop among the documents, a handshake at the door;
 * never a banking app, a shop or the bakery a firm's name suggests; their lines say the brief's offers.
 */

const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl'] as const;

describe('what a professional office is called', () => {
  it.each([
    'Clear Accounts, an accountancy firm in Manchester', 'Tidy Books bookkeepers', 'Hale & Co, tax advisers in York', 'Baker Lane Solicitors', 'Reed Law, a law firm in Cardiff',
    'Moore Wealth, independent financial advisers', 'Shield Cover, insurance brokers in Hull', 'Arc Studio, architects in Bath', 'Northpoint, a management consultancy',
    'Gestoría López en Sevilla', 'Asesoría Ruiz', 'Bufete Martín, abogados en Madrid', 'Notaría Vidal', 'corredor de seguros en Bilbao',
    'Cabinet Durand, expert-comptable à Lille', 'Maître Girard, avocat à Lyon', 'Étude notariale Petit', 'conseiller en patrimoine à Nantes',
    'Müller & Partner, Steuerberater in München', 'Kanzlei Weber, Rechtsanwältin in Köln', 'Versicherungsmakler Braun', 'Architekturbüro Lang',
    'Studio Rossi, commercialista a Milano', 'Studio legale Bianchi', 'avvocato a Torino', 'studio di architettura a Roma',
    'Silva & Filhos, contabilistas no Porto', 'Costa Advogados', 'consultor financeiro em Lisboa',
    'Jansen boekhouder in Utrecht', 'De Vries Advocaten', 'notariskantoor Bakker', 'hypotheekadviseur in Delft',
  ])('%s', (words) => {
    expect(isProfessionalOffice(words)).toBe(true);
    expect(subjectKind(words)).toBe('professional');
  });

  it('software for them is software; an avocado, a bakery, a florist or a notion of fees is no office', () => {
    expect(subjectKind('LedgerLite accounting software for accountants')).toBe('software');
    for (const words of ['Café Lumière, toasts à l’avocat', 'salade avocat crevettes', 'Maître chocolatier à Lyon', 'a bakery in Leeds', 'Bloom, a florist', 'una app de finanzas', 'Vas a notar la diferencia', 'a banking app']) expect(isProfessionalOffice(words), words).toBe(false);
  });
});

describe('their lines', () => {
  const opening = (line: string) => (line.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 2).join(' ');

  it.each(LANGUAGES)('in %s: many, no figure, each opening its own way, the name last and only there', (language) => {
    const lines = professionalLines('Nova', language);
    expect(lines.length).toBeGreaterThanOrEqual(10);
    expect(lines.filter((l) => /\d/u.test(l))).toEqual([]);
    expect(new Set(lines.map(opening)).size, lines.join(' | ')).toBe(lines.length);
    expect(lines.at(-1)).toContain('Nova');
    expect(lines.slice(0, -1).filter((l) => l.includes('Nova'))).toEqual([]);
  });

  it.each([
    ['en', 'Free first consultation, fixed fees.', 'Your first consultation is free.', 'You know the fee before we start.'],
    ['en', 'Your initial meeting is free; flat fee for wills.', 'Your first consultation is free.', 'You know the fee before we start.'],
    ['es', 'Primera consulta gratis. Tarifa fija.', 'La primera consulta es gratis.', 'Sabes el precio antes de empezar.'],
    ['fr', 'Premier rendez-vous offert, honoraires fixes.', 'Le premier rendez-vous est offert.', 'Vous connaissez le tarif avant de commencer.'],
    ['de', 'Erstberatung kostenlos, Festpreise.', 'Das Erstgespräch ist kostenlos.', 'Sie kennen den Preis, bevor wir anfangen.'],
    ['it', 'Prima consulenza gratuita, prezzi fissi.', 'La prima consulenza è gratuita.', 'Conosci il prezzo prima di iniziare.'],
    ['pt', 'Primeira consulta grátis, preços fixos.', 'A primeira consulta é gratuita.', 'Sabe o preço antes de começarmos.'],
    ['nl', 'Gratis kennismakingsgesprek, vaste tarieven.', 'Het eerste gesprek is gratis.', 'Je weet de prijs vooraf.'],
  ])('in %s the brief’s offers (%s) are said first', (language, brief, free, fixed) => {
    const lines = professionalLines('Nova', language, brief);
    expect(lines.slice(0, 2)).toEqual([free, fixed]);
    expect(professionalLines('Nova', language, 'Wills and probate.')).not.toContain(free);
  });

  it('a free call is no free consultation', () => {
    expect(professionalLines('Nova', 'en', 'Book a free call at nova.co.uk')).not.toContain('Your first consultation is free.');
  });
});

describe('their plans', () => {
  const BRIEFS: readonly (readonly [string, string, number, string])[] = [
    ['A 30-second ad for Summit Accountants in Leeds: tax returns for freelancers from £150, free first consultation. Call 0113 496 0000.', 'Summit Accountants', 30, 'en'],
    ['30-second ad for Baker Lane Solicitors in Bristol: wills and probate, fixed fees.', 'Baker Lane Solicitors', 30, 'en'],
    ['20-second ad for Moore Wealth, independent financial advisers in Harrogate. Pensions and savings explained.', 'Moore Wealth', 20, 'en'],
    ['Werbespot für Müller & Partner, Steuerberater in München: Steuererklärung ab 199 €, Erstberatung kostenlos.', 'Müller & Partner', 20, 'de'],
    ['Anuncio de 30 segundos para Gestoría López en Sevilla: la renta de autónomos, primera consulta gratis.', 'Gestoría López', 30, 'es'],
    ['Publicité de 20 secondes pour Cabinet Durand, expert-comptable à Lille.', 'Cabinet Durand', 20, 'fr'],
    ['Spot di 30 secondi per Studio Rossi, commercialista a Milano. Dichiarazione dei redditi.', 'Studio Rossi', 30, 'it'],
    ['Anúncio de 20 segundos para Costa Advogados, advogados em Lisboa.', 'Costa Advogados', 20, 'pt'],
    ['Advertentie van 30 seconden voor De Vries Advocaten in Utrecht. Gratis eerste gesprek.', 'De Vries Advocaten', 30, 'nl'],
    ['30-second ad for Arc Studio, architects in Bath: extensions and loft conversions.', 'Arc Studio', 30, 'en'],
  ];

  it.each(BRIEFS)('%s: a consultation across a desk, never a banking app, a shop or a bakery', (brief, brand_name, duration_sec, language) => {
    const { plan } = planOf({ brief, brand_name, duration_sec, language });
    const prompts = plan.scenes.filter((s) => s.type === 't2v_fast').map((s) => s.prompt ?? '');
    expect(prompts.join(' | ')).not.toMatch(/banking|bank card|\bshop\b|bakery|baker\b|tienda|boutique|laden|negozio|loja|winkel/iu);
    expect(prompts.some((p) => /across a desk/u.test(p)), prompts.join(' | ')).toBe(true);
    expect(prompts.some((p) => /going through papers together|shaking hands with a client at the office door|typing on a laptop/u.test(p)), prompts.join(' | ')).toBe(true);
  });

  it('a thin brief that offers a free first consultation says so', () => {
    const { plan } = planOf({ brief: BRIEFS[0]![0], brand_name: BRIEFS[0]![1], duration_sec: 30 });
    expect(sentences(plan)).toContain('Your first consultation is free.');
  });
});
