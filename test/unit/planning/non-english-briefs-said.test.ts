/**
 * Non-English briefs said in full (issue 23): every fact a brief states (a figure, a date, an
 * address, opening hours, a named action, a relative clause) is said in some scene, in the brief's
 * language; the title is the business's name, never a date sentence; the plan narrates at least
 * PLANNED_NARRATION_COVERAGE of the video.
 */
import { describe, expect, it } from 'vitest';
import { PLANNED_NARRATION_COVERAGE } from '../../../lambdas/core/planning/narration-fit';
import { coverage, planOf } from './plan-of';

interface Case {
  language: string;
  brief: string;
  duration_sec: number;
  title: string;
  /** Words each said somewhere, whole. */
  said: string[];
}

const CASES: Case[] = [
  {
    language: 'de',
    brief: 'Am 8. November eröffnet die Bäckerei Sonnenkorn in der Karl-Liebknecht-Straße 12 in Leipzig. Unser Bäcker holt jeden Morgen frische Brezeln aus dem Ofen. Geöffnet Montag bis Samstag von 6 bis 18 Uhr.',
    duration_sec: 30,
    title: 'Bäckerei Sonnenkorn',
    said: ['8. November', 'Karl-Liebknecht-Straße 12', 'Unser Bäcker holt jeden Morgen frische Brezeln aus dem Ofen', 'von 6 bis 18 Uhr'],
  },
  {
    language: 'de',
    brief: 'Eröffnung am 8. November! Café Morgenrot, Hauptstraße 3, Dresden. Frisch gerösteter Kaffee und hausgemachter Kuchen. Unsere Barista schäumt die Milch von Hand.',
    duration_sec: 25,
    title: 'Café Morgenrot',
    said: ['Eröffnung am 8. November', 'Hauptstraße 3', 'hausgemachter Kuchen', 'Unsere Barista schäumt die Milch von Hand'],
  },
  {
    language: 'de',
    brief: 'Der Friseursalon Schnittig in Köln. Ein Kunde bekommt einen neuen Haarschnitt. Termine auch samstags. Waschen, Schneiden, Föhnen ab 35 Euro.',
    duration_sec: 25,
    title: 'Friseursalon Schnittig',
    said: ['Ein Kunde bekommt einen neuen Haarschnitt', '35 Euro'],
  },
  {
    language: 'de',
    brief: 'Bäckerei Huber seit 1950 in München. Wir backen unser Brot mit Natursauerteig. Brezeln, welche wir jeden Morgen backen. Ab dem 2. Dezember auch sonntags geöffnet.',
    duration_sec: 25,
    title: 'Bäckerei Huber',
    said: ['1950', 'Wir backen unser Brot mit Natursauerteig', 'Brezeln, welche wir jeden Morgen backen', 'Ab dem 2. Dezember'],
  },
  {
    language: 'de',
    brief: 'Café Sonnenschein am Marktplatz 5 in Bremen. Den Kaffee, den Sie lieben, rösten wir selbst. Frisch gebackener Kuchen, der jeden Tag anders ist. Geöffnet täglich von 8 bis 18 Uhr.',
    duration_sec: 25,
    title: 'Café Sonnenschein',
    said: ['Marktplatz 5', 'Den Kaffee, den Sie lieben, rösten wir selbst', 'Frisch gebackener Kuchen, der jeden Tag anders ist', 'von 8 bis 18 Uhr'],
  },
  {
    language: 'pt',
    brief: 'A Padaria Estrela abre a 8 de novembro na Rua das Flores 21, no Porto. O nosso padeiro tira o pão do forno às 6 horas. Um cliente recebe um café com leite. Aberto de segunda a sábado, das 7h às 19h.',
    duration_sec: 30,
    title: 'Padaria Estrela',
    said: ['8 de novembro', 'Rua das Flores 21', 'O nosso padeiro tira o pão do forno às 6 horas', 'Um cliente recebe um café com leite', 'das 7h às 19h'],
  },
  {
    language: 'pt',
    brief: 'Padaria Sol em Lisboa. Um cliente recebe um pão quente no balcão. Abrimos às 7h. Rua Augusta 12.',
    duration_sec: 25,
    title: 'Padaria Sol',
    said: ['Um cliente recebe um pão quente no balcão', 'Abrimos às 7h', 'Rua Augusta 12'],
  },
  {
    language: 'pt',
    brief: 'Oficina Rápida em Braga. O nosso mecânico troca os pneus em 20 minutos. Revisão completa por 49 euros. Avenida da Liberdade 100.',
    duration_sec: 25,
    title: 'Oficina Rápida',
    said: ['20 minutos', '49 euros', 'Avenida da Liberdade 100'],
  },
  {
    language: 'nl',
    brief: 'Bakkerij De Zon in Utrecht. Een klant krijgt een warm brood aan de toonbank. Open van 7 tot 18 uur. Oudegracht 45.',
    duration_sec: 25,
    title: 'Bakkerij De Zon',
    said: ['Een klant krijgt een warm brood aan de toonbank', 'Open van 7 tot 18 uur', 'Oudegracht 45'],
  },
  {
    language: 'nl',
    brief: 'Op 8 november opent Bakkerij Korrel aan de Oudegracht 45 in Utrecht. Onze bakker haalt elke ochtend verse croissants uit de oven. Open van maandag tot zaterdag van 7 tot 18 uur.',
    duration_sec: 30,
    title: 'Bakkerij Korrel',
    said: ['Op 8 november', 'Oudegracht 45', 'Onze bakker haalt elke ochtend verse croissants uit de oven', 'van 7 tot 18 uur'],
  },
  {
    language: 'nl',
    brief: 'Fietsenmaker Van Dam in Haarlem. Onze monteur plakt je band terwijl je wacht. Een reparatie kost vanaf 15 euro. Grote Markt 8.',
    duration_sec: 25,
    title: 'Fietsenmaker Van Dam',
    said: ['Onze monteur plakt je band terwijl je wacht', '15 euro', 'Grote Markt 8'],
  },
  {
    language: 'fr',
    brief: 'Le 8 novembre, la Boulangerie Lumière ouvre au 12 rue de la République à Lyon. Notre boulanger sort les baguettes du four à 6 heures. Une cliente reçoit un croissant que nous préparons chaque matin. Ouvert du lundi au samedi de 7h à 19h.',
    duration_sec: 30,
    title: 'Boulangerie Lumière',
    said: ['Le 8 novembre', '12 rue de la République', 'Notre boulanger sort les baguettes du four à 6 heures', 'Une cliente reçoit un croissant que nous préparons chaque matin', 'de 7h à 19h'],
  },
  {
    language: 'fr',
    brief: 'Boulangerie Lumière à Lyon. Notre boulanger sort les croissants du four. Ouverture le 8 novembre. 12 rue de la République.',
    duration_sec: 25,
    title: 'Boulangerie Lumière',
    said: ['Notre boulanger sort les croissants du four', 'le 8 novembre', '12 rue de la République'],
  },
  {
    language: 'fr',
    brief: 'Fleuriste Pivoine à Nantes. Notre fleuriste compose un bouquet de roses. Livraison en 2 heures dans toute la ville. Bouquets dès 25 euros.',
    duration_sec: 25,
    title: 'Fleuriste Pivoine',
    said: ['Notre fleuriste compose un bouquet de roses', '2 heures', '25 euros'],
  },
  {
    language: 'es',
    brief: 'El 8 de noviembre abre la Panadería Sol en la calle Sierpes 10 de Sevilla. Nuestro panadero saca el pan del horno a las 6. Una clienta recibe un café que preparamos con granos de Colombia. Abierto de lunes a sábado de 7 a 20 h.',
    duration_sec: 30,
    title: 'Panadería Sol',
    said: ['El 8 de noviembre', 'calle Sierpes 10', 'Nuestro panadero saca el pan del horno a las 6', 'Una clienta recibe un café que preparamos con granos de Colombia', 'de 7 a 20 h'],
  },
  {
    language: 'es',
    brief: 'Panadería Sol en Sevilla. Un cliente recibe una barra caliente. Inauguración el 8 de noviembre. Calle Sierpes 10.',
    duration_sec: 25,
    title: 'Panadería Sol',
    said: ['Un cliente recibe una barra caliente', 'el 8 de noviembre', 'Calle Sierpes 10'],
  },
  {
    language: 'es',
    brief: 'Floristería Azahar en Valencia. Nuestra florista prepara un ramo de rosas mientras esperas. Entrega en 2 horas en toda la ciudad. Calle Colón 15.',
    duration_sec: 25,
    title: 'Floristería Azahar',
    said: ['Nuestra florista prepara un ramo de rosas mientras esperas', '2 horas', 'Calle Colón 15'],
  },
  {
    language: 'it',
    brief: "L'8 novembre apre il Panificio Aurora in Via Indipendenza 5 a Bologna. Il nostro fornaio sforna il pane alle 6. Un cliente riceve un cappuccino che la nostra barista prepara con cura. Aperto dal lunedì al sabato dalle 7 alle 19.",
    duration_sec: 30,
    title: 'Panificio Aurora',
    said: ["L'8 novembre", 'Via Indipendenza 5', 'Il nostro fornaio sforna il pane alle 6', 'Un cliente riceve un cappuccino che la nostra barista prepara con cura', 'dalle 7 alle 19'],
  },
  {
    language: 'it',
    brief: 'Gelateria Luna a Napoli. Il nostro gelataio prepara il gelato ogni mattina. Coni da 3 euro. Via Toledo 20.',
    duration_sec: 25,
    title: 'Gelateria Luna',
    said: ['Il nostro gelataio prepara il gelato ogni mattina', '3 euro', 'Via Toledo 20'],
  },
  {
    language: 'it',
    brief: 'Fioreria Primavera a Torino. La nostra fiorista prepara un mazzo di tulipani. Consegna in 2 ore. Apertura il 3 dicembre.',
    duration_sec: 25,
    title: 'Fioreria Primavera',
    said: ['La nostra fiorista prepara un mazzo di tulipani', '2 ore', 'il 3 dicembre'],
  },
  {
    language: 'de',
    brief: 'Buchhandlung Seitenweise, Marktplatz 3, Freiburg. Unsere Buchhändlerin empfiehlt Ihnen das passende Buch. Lesung am 14. März um 19 Uhr. Eintritt frei.',
    duration_sec: 25,
    title: 'Buchhandlung Seitenweise',
    said: ['Marktplatz 3', 'Unsere Buchhändlerin empfiehlt Ihnen das passende Buch', 'am 14. März um 19 Uhr'],
  },
];

describe('non-English briefs said in full', () => {
  it.each(CASES.map((c) => [`${c.language}: ${c.title}`, c] as const))('%s', (_, c) => {
    const planned = planOf({ brief: c.brief, duration_sec: c.duration_sec, language: c.language });
    const scripts = planned.plan.scenes.map((s) => s.script ?? '').join(' ');
    expect(planned.plan.title).toBe(c.title);
    for (const fact of c.said) expect(scripts, fact).toContain(fact);
    expect(coverage(planned)).toBeGreaterThanOrEqual(PLANNED_NARRATION_COVERAGE);
  });

  it('covers six languages with at least twenty briefs', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(CASES.map((c) => c.language)).size).toBe(6);
  });
});
