/**
 * The pieces that let a non-English brief be said whole: German names read by their trade, a lead
 * that is a name rather than a date, a relative clause that keeps its sentence one thought, and a
 * stated action that leads its shot's picture.
 */
import { describe, expect, it } from 'vitest';
import { germanName } from '../../../lambdas/core/planning/german-names';
import { leadPoint } from '../../../lambdas/core/planning/brief-leads';
import { cutsRelativeClause, hasRelativeClause } from '../../../lambdas/core/planning/relative-clauses';
import { statedAction } from '../../../lambdas/core/planning/stated-actions';
import { readBrief } from '../../../lambdas/core/planning/brief-text';
import { planOf } from './plan-of';

describe('germanName', () => {
  it.each([
    ['Am 8. November eröffnet die Bäckerei Sonnenkorn in der Karl-Liebknecht-Straße 12.', 'Bäckerei Sonnenkorn'],
    ['Eröffnung am 8. November! Café Morgenrot, Hauptstraße 3, Dresden.', 'Café Morgenrot'],
    ['Der Friseursalon Schnittig & Co in Köln.', 'Friseursalon Schnittig & Co'],
    ['Im Restaurant Zur Linde gibt es Schnitzel.', 'Restaurant Zur Linde'],
    ['Buchhandlung Seitenweise, Marktplatz 3.', 'Buchhandlung Seitenweise'],
  ])('%s → %s', (text, name) => expect(germanName(text)).toBe(name));

  it.each(['Unser Bäcker holt Brezeln aus dem Ofen. Frischer Kaffee jeden Morgen.', 'Wir backen jeden Tag Brot. Die Qualität Stimmt.'])('no trade before a capital, no name: %s', (text) => {
    expect(germanName(text)).toBeUndefined();
  });
});

describe('leadPoint', () => {
  it('a brief opening on a date is led by its name', () => {
    expect(leadPoint(['Eröffnung am 8. November!', 'Café Morgenrot, Hauptstraße 3.'], 'Café Morgenrot')).toBe('Café Morgenrot');
    expect(leadPoint(['Le 8 novembre, la Boulangerie Lumière ouvre.'], 'Boulangerie Lumière')).toBe('Boulangerie Lumière');
  });

  it('a brief opening on its name and address is led by the name', () => {
    expect(leadPoint(['Buchhandlung Seitenweise, Marktplatz 3, Freiburg.'], 'Buchhandlung Seitenweise')).toBe('Buchhandlung Seitenweise');
  });

  it('any other opening leads as written', () => {
    expect(leadPoint(['Wir backen jeden Tag Brot.'], 'Bäckerei Huber')).toBe('Wir backen jeden Tag Brot.');
    expect(leadPoint(['Eröffnung am 8. November!'], undefined)).toBe('Eröffnung am 8. November!');
  });
});

describe('German briefs name their subject and title', () => {
  it.each([
    ['Eröffnung am 8. November! Café Morgenrot, Hauptstraße 3, Dresden. Frisch gerösteter Kaffee und hausgemachter Kuchen.', 'Café Morgenrot'],
    ['Der Friseursalon Schnittig in Köln. Ein Kunde bekommt einen neuen Haarschnitt. Termine auch samstags.', 'Friseursalon Schnittig'],
    ['Buchhandlung Seitenweise, Marktplatz 3, Freiburg. Unsere Buchhändlerin empfiehlt Ihnen das passende Buch. Eintritt frei.', 'Buchhandlung Seitenweise'],
  ])('%s', (brief, title) => {
    expect(readBrief(brief, 'de').name).toBe(title);
    expect(planOf({ brief, duration_sec: 20, language: 'de' }).plan.title).toBe(title);
  });
});

describe('hasRelativeClause', () => {
  it.each([
    ['Den Kaffee, den Sie lieben, rösten wir selbst.', 'de'],
    ['Brezeln, welche wir jeden Morgen backen.', 'de'],
    ['Des croissants, que nous préparons chaque matin.', 'fr'],
    ['Pan de masa madre, que horneamos cada día.', 'es'],
    ['Il gelato, che prepariamo ogni mattina.', 'it'],
    ['Pão quente, que sai do forno às 7h.', 'pt'],
    ['Verse croissants, die we elke ochtend bakken.', 'nl'],
  ])('%s', (sentence, lang) => expect(hasRelativeClause(sentence, lang)).toBe(true));

  it.each([
    ['Kaffee, Kuchen, Brezeln.', 'de'],
    ['Croissants, baguettes et brioches.', 'fr'],
    ['Brezeln, welche wir jeden Morgen backen.', 'en'],
  ])('no relative clause: %s (%s)', (sentence, lang) => expect(hasRelativeClause(sentence, lang)).toBe(false));

  it('a cut that would strand a relative clause is no shorter form; a trailing one may go', () => {
    const inside = ['Den Kaffee', 'den Sie lieben', 'rösten wir selbst.'];
    expect(cutsRelativeClause(inside, 1)).toBe(true);
    expect(cutsRelativeClause(inside, 2)).toBe(true);
    expect(cutsRelativeClause(['Unser Bäcker holt Brezeln aus dem Ofen', 'die wir mit Butter bestreichen.'], 1)).toBe(false);
    expect(cutsRelativeClause(['Fresh bouquets from £20', 'tied while you wait.'], 1)).toBe(false);
  });

  it('a German sentence with a relative clause is said whole, never split at its commas', () => {
    const { plan } = planOf({ brief: 'Café Sonnenschein am Marktplatz 5 in Bremen. Den Kaffee, den Sie lieben, rösten wir selbst. Geöffnet täglich von 8 bis 18 Uhr.', duration_sec: 20, language: 'de' });
    const scripts = plan.scenes.map((s) => s.script ?? '').join(' ');
    expect(scripts).toContain('Den Kaffee, den Sie lieben, rösten wir selbst.');
    expect(scripts).not.toContain('Den Kaffee.');
  });
});

describe('statedAction', () => {
  it.each([
    ['de', 'Unser Bäcker holt jeden Morgen um 6 Uhr frische Brezeln aus dem Ofen, die wir mit Butter bestreichen.', 'Unser Bäcker holt jeden Morgen frische Brezeln aus dem Ofen'],
    ['de', 'Ein Kunde bekommt am Tresen einen Cappuccino, den unsere Barista mit Liebe zubereitet.', 'Ein Kunde bekommt am Tresen einen Cappuccino'],
    ['pt', 'O nosso padeiro tira o pão do forno às 6 horas.', 'O nosso padeiro tira o pão do forno'],
    ['pt', 'Um cliente recebe um café com leite, preparado pela nossa barista.', 'Um cliente recebe um café com leite'],
    ['nl', 'Een klant krijgt een koffie die onze barista met zorg zet.', 'Een klant krijgt een koffie die onze barista met zorg zet'],
    ['fr', 'Notre boulanger sort les baguettes du four à 6 heures, croustillantes et dorées.', 'Notre boulanger sort les baguettes du four'],
    ['es', 'Nuestro mecánico cambia el aceite en 30 minutos.', 'Nuestro mecánico cambia el aceite'],
    ['it', 'Il nostro fornaio sforna il pane alle 6, croccante e dorato.', 'Il nostro fornaio sforna il pane'],
  ])('%s: %s', (lang, line, action) => expect(statedAction(line, lang)).toBe(action));

  it.each([
    ['de', 'Unser Kaffee ist frisch.'],
    ['de', 'Eine Tasse Kaffee kostet 3 Euro.'],
    ['fr', 'Une équipe à votre écoute.'],
    ['es', 'Un servicio de 24 horas.'],
    ['en', 'Our baker takes bread out of the oven.'],
  ])('no one acting: %s %s', (lang, line) => expect(statedAction(line, lang)).toBeUndefined());

  it("the shot saying a brief's stated action opens its prompt with it", () => {
    const { plan } = planOf({ brief: 'Padaria Estrela no Porto. O nosso padeiro tira o pão do forno às 6 horas. Um cliente recebe um café com leite. Aberto das 7h às 19h.', duration_sec: 25, language: 'pt' });
    const prompts = plan.scenes.filter((s) => s.type === 't2v_fast').map((s) => s.prompt);
    expect(prompts.some((p) => p.startsWith('O nosso padeiro tira o pão do forno.') || p.startsWith('Um cliente recebe um café com leite.'))).toBe(true);
  });
});

describe('what a proof card holds', () => {

  it('a relative clause is never said without the main clause it sits in', () => {
    const { plan } = planOf({ brief: 'Café Sonnenschein am Marktplatz 5 in Bremen. Den Kaffee, den Sie lieben, rösten wir selbst. Frisch gebackener Kuchen, der jeden Tag anders ist. Geöffnet täglich von 8 bis 18 Uhr.', duration_sec: 20, language: 'de' });
    const scripts = plan.scenes.map((s) => s.script ?? '').join(' ');
    expect(scripts).toContain('Den Kaffee, den Sie lieben, rösten wir selbst.');
    expect(scripts).not.toMatch(/Den Kaffee(?:, den Sie lieben)?\./u);
  });


  it('a price in words is said over a shot, never held alone on a proof card', () => {
    const { plan } = planOf({ brief: 'Peluquería Rizos en Madrid. Nuestra estilista corta el pelo en 30 minutos. Corte y peinado por 25 euros. Abierto de 10 a 20 h.', duration_sec: 25, language: 'es' });
    expect(plan.scenes.some((s) => s.role === 'proof' && s.script === 'Corte y peinado por 25 euros.')).toBe(false);
    expect(plan.scenes.map((s) => s.script ?? '').join(' ')).toContain('Corte y peinado por 25 euros.');
  });

  it('a date is said over a shot, never held alone on a proof card', () => {
    const { plan } = planOf({ brief: 'Fioreria Primavera a Torino. La nostra fiorista prepara un mazzo di tulipani. Consegna in 2 ore. Apertura il 3 dicembre.', duration_sec: 25, language: 'it' });
    expect(plan.scenes.some((s) => s.role === 'proof' && s.script === 'Apertura il 3 dicembre.')).toBe(false);
    expect(plan.scenes.map((s) => s.script ?? '').join(' ')).toContain('Apertura il 3 dicembre.');
  });
});
