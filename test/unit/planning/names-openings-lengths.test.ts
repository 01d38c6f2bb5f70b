import { describe, expect, it } from 'vitest';
import { nameAndPlace } from '../../../lambdas/core/planning/advert-subjects';
import { findFigures, isAboutTheVideo } from '../../../lambdas/core/planning/brief-facts';
import { findEvent } from '../../../lambdas/core/planning/brief-events';
import { premisesIn } from '../../../lambdas/core/planning/own-place';
import { placeKindOf } from '../../../lambdas/core/planning/place-kinds';
import { planOf, sentences } from './plan-of';

/**
 * Fresh briefs in seven languages (issue 23): a name stops before its town, river or region; a
 * business that opens on a date is an opening, the date said; a sentence giving the video's length
 * is never said nor noted as a fact left out; a surf school, winery or coffee roaster opens on its
 * own place (its beach, its wine bar, its café counter), never a doorway on a sunny street.
 */

const plan = (language: string, brief: string, extra: Record<string, unknown> = {}) => planOf({ brief, language, duration_sec: 20, ...extra }).plan;
const shots = (p: ReturnType<typeof plan>) => p.scenes.filter((s) => s.type === 't2v_fast').map((s) => s.prompt ?? '');
const said = (p: ReturnType<typeof plan>) => sentences(p).join(' ');

describe('a name stops before its town, river or region, which is said with it', () => {
  it.each([
    ['de', '20-Sekunden-Spot für das Weingut Keller an der Mosel. Zeigen Sie die Weinlese im Herbst und Gäste bei einer Weinprobe im Keller. Führungen jeden Samstag.', 'Weingut Keller', 'an der Mosel'],
    ['de', 'Werbespot für das Hotel Seeblick am Bodensee. Zimmer mit Blick auf den See, Frühstück bis 11 Uhr.', 'Hotel Seeblick', 'am Bodensee'],
    ['nl', 'Koffiebranderij De Boon in Utrecht: vers gebrande koffiebonen, elke week nieuw. 20 seconden.', 'Koffiebranderij De Boon', 'in Utrecht'],
    ['nl', 'Strandpaviljoen De Zeemeeuw aan de Noordzee: verse vis en cocktails bij zonsondergang.', 'Strandpaviljoen De Zeemeeuw', 'aan de Noordzee'],
    ['it', "Spot per l'Hotel Bellavista sul Lago di Garda. Camere con vista lago e colazione in terrazza.", 'Hotel Bellavista', 'sul Lago di Garda'],
    ['en', 'Ad for The Old Boathouse on the Thames. Fresh fish, river views and a sunny terrace.', 'The Old Boathouse', 'on the Thames'],
    ['fr', 'Publicité pour le Domaine Martin près de Beaune. Dégustations tous les jours, vins rouges et blancs.', 'Domaine Martin', 'près de Beaune'],
    ['es', 'Anuncio para la Bodega Ruiz junto al Duero. Vinos tintos con crianza y visitas guiadas cada sábado.', 'Bodega Ruiz', 'junto al Duero'],
    ['pt', 'Anúncio para a Quinta do Vale perto de Lamego. Vinhos do Douro e provas todos os fins de semana.', 'Quinta do Vale', 'perto de Lamego'],
    ['de', 'Werbespot für das Café am Markt in Hamburg. Frischer Kuchen jeden Tag.', 'Café am Markt', 'in Hamburg'],
  ])('%s: %s', (language, brief, title, place) => {
    const p = plan(language, brief);
    expect(p.title).toBe(title);
    expect(said(p)).toContain(place);
    // No line ends on the preposition the place was cut from ("Das Weingut Keller an.").
    expect(said(p)).not.toMatch(/\s(?:an|am|aan|sul|on|près|junto|perto|in)[.!]/u);
  });

  it('keeps a one-word name and an occasion whole ("Haus am See", "das Sommerfest im Biergarten am Rhein")', () => {
    expect(nameAndPlace('Haus am See', 'de')).toEqual({ name: 'Haus am See' });
    expect(nameAndPlace('das Café am Markt', 'de')).toEqual({ name: 'das Café am Markt' });
    expect(nameAndPlace('das Sommerfest im Biergarten am Rhein', 'de')).toEqual({ name: 'das Sommerfest im Biergarten am Rhein' });
    expect(nameAndPlace('Haus am See in Potsdam', 'de')).toEqual({ name: 'Haus am See', place: 'in Potsdam' });
  });
});

describe('a business opening on a date is its opening, the date said, pictured in its own place', () => {
  it.each([
    ['it', 'Spot di 20 secondi: la palestra FitLab apre a Torino il 3 marzo. Mostra persone che si allenano con i pesi e una lezione di spinning. Prima settimana gratis.', 'Apre a Torino il 3 marzo.', /palestra/],
    ['en', '20-second ad: Crumb & Co opens in Leeds on 3 March. Fresh bread and pastries baked every morning. First coffee free.', 'Opens in Leeds on 3 March.', /café|bakery|coffee/i],
    ['fr', 'Publicité de 20 secondes : la boulangerie Dupain ouvre à Lyon le 12 avril. Pain frais et croissants chaque matin.', 'Ouvre à Lyon le 12 avril.', /boulangerie/],
    ['es', 'Anuncio de 20 segundos: la Panadería Sol abre en Sevilla el 5 de mayo. Pan recién hecho cada mañana.', 'Abre en Sevilla el 5 de mayo.', /panadería/],
    ['de', 'Werbespot, 20 Sekunden: Café Morgenrot eröffnet am 1. Mai in Hamburg. Frischer Kaffee und hausgemachter Kuchen.', 'Eröffnet am 1. Mai in Hamburg.', /Café/],
    ['pt', 'Anúncio de 20 segundos: a Onda Surf School abre em Cascais no dia 1 de junho. Primeira aula grátis.', 'Abre em Cascais no dia 1 de junho.', /praia/],
    ['nl', 'Advertentie van 20 seconden: Bakkerij Brood opent op 4 april in Utrecht. Vers brood elke dag.', 'Opent op 4 april in Utrecht.', /bakkerij/],
  ])('%s: %s', (language, brief, when, place) => {
    const p = plan(language, brief);
    expect(said(p)).toContain(when);
    // The title is the name and its opening, never the verb cut off mid-phrase ("La palestra FitLab apre").
    expect(p.title).not.toMatch(/\s(?:apre|opens|ouvre|abre|eröffnet|opent)$/iu);
    expect(p.title).not.toMatch(/\d/u);
    // An opening is no talk in a meeting room.
    expect(shots(p).join(' ')).not.toMatch(/sala riunioni|meeting room|relat|speaker|Vortrag|conférenc|conferencia|palestra(?=.*relat)/iu);
    expect(shots(p).some((s) => place.test(s))).toBe(true);
  });

  it('reads the opening, not opening hours, nor a nameless shop', () => {
    expect(findEvent('la palestra FitLab apre a Torino il 3 marzo')).toEqual({ event: { kind: 'opening', name: 'apertura', when: 'apre a Torino il 3 marzo' }, subject: 'la palestra FitLab' });
    expect(findEvent('Bloom opens daily at 9am')).toBeUndefined();
    expect(findEvent('the shop opens at 9am')).toBeUndefined();
    expect(findEvent('Café Sol abre todos los días a las 8')).toBeUndefined();
    expect(findEvent('Iron Yard opening on 5 May in Leeds')?.event.when).toBe('opening on 5 May in Leeds');
    // The event's own name before its subject is read as before.
    expect(findEvent('The Grand Opening of Crumb & Co on Saturday')).toEqual({ event: { kind: 'opening', name: 'grand opening' }, subject: 'Crumb & Co on Saturday' });
  });

  it('titles the name and its opening, without the sentence’s article before the common noun', () => {
    expect(plan('it', 'Spot di 20 secondi: la palestra FitLab apre a Torino il 3 marzo. Prima settimana gratis.').title).toBe('Palestra FitLab: Apertura');
    expect(plan('es', 'Anuncio de 20 segundos: la Panadería Sol abre en Sevilla el 5 de mayo. Pan recién hecho cada mañana.').title).toBe('Panadería Sol: Apertura');
  });

  it('opens the hook on a capital, whatever the subject’s article', () => {
    const p = plan('fr', 'Publicité de 20 secondes : la boulangerie Dupain ouvre à Lyon le 12 avril. Pain frais et croissants chaque matin.');
    expect(sentences(p)).toContain('La boulangerie Dupain ouvre ses portes.');
  });
});

describe('the video’s length is never said nor noted as a fact left out', () => {
  it.each([
    ['nl', 'Koffiebranderij De Boon in Utrecht: vers gebrande koffiebonen, elke week nieuw. 20 seconden.', {}],
    ['de', 'Werbespot für die Bäckerei Korn in Köln. Frische Brötchen ab 6 Uhr. Dauer: 20 Sekunden.', {}],
    ['en', 'Ad for Harbour Bikes in Bristol. E-bike hire by the hour. Length: 30 seconds.', { duration_sec: 30 }],
    ['fr', 'Publicité pour la Librairie Page à Nantes. Des livres neufs chaque semaine. Durée : 30 secondes.', { duration_sec: 30 }],
    ['es', 'Anuncio para el Taller Ruiz en Valencia. Reparamos bicis en el día. Duración: 20 segundos.', {}],
    ['en', '45-second food hygiene training for kitchen staff: wash hands, store raw meat below cooked food, clean surfaces.', { duration_sec: 45, kind: 'training' }],
  ])('%s: %s', (language, brief, extra) => {
    const p = plan(language, brief, extra);
    expect(said(p)).not.toMatch(/\d+\s*(?:seconden|Sekunden|seconds?|secondes|segundos)/iu);
    expect(p.scenes.map((s) => s.prompt ?? '').join(' ')).not.toMatch(/\d+\s*(?:seconden|Sekunden|seconds?|secondes|segundos)/iu);
    expect(p.notes.join(' ')).not.toMatch(/"(?:20|30|45)"/u);
  });

  it('knows a bare length from a fact that lasts', () => {
    for (const s of ['20 seconden.', 'Dauer: 20 Sekunden.', 'Length: 45 seconds.', 'Durée : 30 secondes.', 'Duración: 20 segundos.', 'Durata: 15 secondi.']) expect(isAboutTheVideo(s)).toBe(true);
    for (const s of ['Ready in 20 minutes.', 'Cook for 20 minutes.', '20 minutes from the station.']) expect(isAboutTheVideo(s)).toBe(false);
    expect(findFigures('45-second food hygiene training: wash hands for 20 seconds.')).toEqual(['20']);
  });
});

describe('a surf school, a winery, a coffee roaster open on their own place', () => {
  it.each([
    ['pt', 'Anúncio de 20 segundos para a Onda Surf School em Cascais. Primeira aula grátis.', /praia/],
    ['es', 'Anuncio para la escuela de surf Ola Brava en San Sebastián. Clases para todos los niveles.', /playa/],
    ['en', 'Ad for Swell Surf School in Newquay. Lessons for every level, boards and wetsuits included.', /beach/],
    ['de', 'Werbespot für das Weingut Keller an der Mosel. Führungen jeden Samstag.', /Weinbar/],
    ['it', 'Spot per la Cantina Rossi ad Alba. Degustazioni ogni weekend.', /enoteca/],
    ['nl', 'Koffiebranderij De Boon in Utrecht: vers gebrande koffiebonen, elke week nieuw.', /espressomachine/],
  ])('%s: %s', (language, brief, place) => {
    const first = shots(plan(language, brief))[0]!;
    expect(first).toMatch(place);
    expect(first).not.toMatch(/rua ensolarada|calle soleada|sunny street|sonnigen Straße|strada soleggiata|zonnige straat/u);
  });

  it('names the kind in the brief’s language whatever language the name is in', () => {
    expect(premisesIn('Onda Surf School', 'pt')).toEqual(['escola de surf', 'f']);
    expect(premisesIn('Weingut Keller', 'de')).toEqual(['Weingut', 'n']);
    expect(premisesIn('Koffiebranderij De Boon', 'nl')).toEqual(['koffiebranderij', 'f']);
    expect(placeKindOf('Kaffeerösterei Bohne')).toBe('roastery');
    expect(placeKindOf('Bäckerei Korn')).toBeUndefined();
  });
});
