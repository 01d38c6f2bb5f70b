import { describe, expect, it } from 'vitest';
import { withoutFramingVerb } from '../../../lambdas/core/planning/framing-verbs';
import { subjectKind } from '../../../lambdas/core/planning/compositions';
import { planOf } from './plan-of';

/**
 * How an advert's brief is read before it is planned: the verb that asks for the advert is never
 * copy, a training's length is the video's, a Romance trade word before a name is that place of
 * business, and a way to book online is no app.
 */

describe('a framing verb of the brief is never copy', () => {
  it.each([
    ['Promote our new autumn menu at Olive Tree Bistro.', 'An ad for Olive Tree Bistro. Our new autumn menu.'],
    ['Advertise Brewly cold brew coffee. Smooth.', 'Brewly cold brew coffee. Smooth.'],
    ['Bewirb unsere neue Herbstkarte im Café Morgenrot.', 'Werbespot für Café Morgenrot. Unsere neue Herbstkarte.'],
    ['Promociona nuestro nuevo menú de otoño en Casa Lola.', 'Anuncio para Casa Lola. Nuestro nuevo menú de otoño.'],
    ['Faites la promotion du nouveau menu du Bistrot Léon.', 'Le nouveau menu du Bistrot Léon.'],
    ['Pubblicizza il nuovo menù della Trattoria da Gino.', 'Il nuovo menù della Trattoria da Gino.'],
    ['Divulgue o novo menu do Restaurante Sal.', 'O novo menu do Restaurante Sal.'],
    ['Maak reclame voor onze nieuwe herfstkaart bij Bistro Noord.', 'Advertentie voor Bistro Noord. Onze nieuwe herfstkaart.'],
  ])('%s', (brief, read) => {
    expect(withoutFramingVerb(brief)).toBe(read);
  });

  it('leaves a brief that opens otherwise as it is', () => {
    for (const brief of ['A 20-second ad for Promo Pizza.', 'Marketing agency Brightside helps you grow.', 'Promotions every Friday at Luna.']) expect(withoutFramingVerb(brief)).toBe(brief);
  });

  it.each([
    ['Advertise Brewly cold brew coffee. Smooth and never bitter. £4.', 'en', /\badvertise\b/iu],
    ['Bewirb unsere neue Herbstkarte im Café Morgenrot in Köln: Kürbissuppe, Zwetschgenkuchen. Jetzt reservieren unter morgenrot.example', 'de', /\bbewirb\b/iu],
    ['Promociona nuestro nuevo menú de otoño en Casa Lola, Sevilla: cordero al horno, risotto de calabaza. Reserva en casalola.example', 'es', /\bpromociona\b/iu],
  ])('no scene says it: %s', (brief, language, verb) => {
    const { plan } = planOf({ brief, language, duration_sec: 20 });
    for (const s of plan.scenes) expect(`${s.script ?? ''} ${s.prompt}`).not.toMatch(verb);
    expect(plan.title).not.toMatch(verb);
  });
});

describe('a training brief in Portuguese or Dutch says its length as the video’s', () => {
  it.each([
    ['Formação de 45 segundos para empregados de mesa: como receber um cliente. 1. Cumprimente com um sorriso. 2. Ofereça o menu. 3. Pergunte pelas bebidas.', 'pt', 45],
    ['Training van 45 seconden voor kassamedewerkers: hoe je een klant begroet. 1. Groet met een glimlach. 2. Vraag naar de klantenkaart. 3. Bedank de klant.', 'nl', 45],
    ['Uma formação de 30 segundos sobre segurança no armazém: use luvas, levante com as pernas, mantenha os corredores livres.', 'pt', 30],
    ['Een training van 30 seconden over veilig tillen: buig je knieën, houd de last dicht bij je lichaam, draai niet met je rug.', 'nl', 30],
  ])('%s', (brief, language, duration_sec) => {
    const { plan } = planOf({ brief, language, duration_sec, kind: 'training' });
    expect(plan.notes.join('\n')).not.toContain(`"${duration_sec}"`);
  });
});

describe('a car wash named after its trade word is the place and its services', () => {
  it.each([
    ['Publicité de 20 secondes pour la station de lavage Éclat à Nantes : lavage extérieur dès 8 €, nettoyage intérieur, jantes. Ouvert 7j/7.', 'fr', 'la station de lavage Éclat', /aspire les sièges|jante|mousse/u],
    ['Anuncio de 20 segundos para el lavadero de coches Brillo en Valencia: lavado exterior desde 8 €, limpieza interior, llantas. Abierto todos los días.', 'es', 'el lavadero de coches Brillo', /aspirando|llanta|espuma/u],
    ['Anúncio de 20 segundos para a lavagem auto Brilho em Braga: lavagem exterior desde 8 €, limpeza interior, jantes. Aberto todos os dias.', 'pt', 'a lavagem auto Brilho', /aspirar|jante|espuma/u],
  ])('%s', (brief, language, subject, service) => {
    expect(subjectKind(subject, brief, false, language)).toBe('business');
    const { plan } = planOf({ brief, language, duration_sec: 20 });
    const prompts = plan.scenes.filter((s) => s.type === 't2v_fast').map((s) => s.prompt);
    expect(prompts.join('\n')).not.toMatch(/on a (?:shelf|table)|person holding/u);
    expect(prompts.filter((p) => service.test(p)).length, prompts.join('\n')).toBeGreaterThanOrEqual(2);
  });
});

describe('a way to book online says nothing of what the subject is', () => {
  it.each([
    ['Aurora', 'Anuncio de 20 segundos para Aurora, un salón de uñas en Sevilla. Manicura semipermanente desde 25 €. Ven sin cita o reserva online.', 'es'],
    ['Aurora', 'Spot di 20 secondi per Aurora, un fiorista a Torino. Mazzi freschi da 20 €. Passa senza appuntamento o prenota online.', 'it'],
    ['Luna', 'A 20-second ad for Luna, a nail bar in Leeds. Gel manicures. Book online.', 'en'],
  ])('%s: %s', (subject, brief, language) => {
    expect(subjectKind(subject, brief, true, language)).toBe('business');
  });

  it('an app is still an app', () => {
    expect(subjectKind('Tally', 'A 20-second ad for Tally. Track your spending online, free.', false, 'en')).toBe('app');
  });
});
