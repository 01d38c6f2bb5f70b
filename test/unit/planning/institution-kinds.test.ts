import { describe, expect, it } from 'vitest';
import { institutionCall, institutionKind, institutionLines, institutionShots } from '../../../lambdas/core/planning/institution-kinds';
import { coverage, planOf, sentences } from './plan-of';

/**
 * A thin brief of a business that sells no product — a vehicle dealer, a school or university, a
 * charity — is narrated in full with lines that claim nothing, and its spare shots are its own
 * pictures, never "the product" (issue 23), in every language the planner writes.
 */

const BRIEFS: readonly (readonly [string, 'dealer' | 'school' | 'charity', string, number])[] = [
  ['en', 'dealer', '30-second ad for Greenway Motors, a used car dealer in Bristol. Show a salesman showing a couple around a car on the forecourt and a customer test-driving a hatchback. Finance from 6.9% APR.', 30],
  ['en', 'school', '20-second ad for Riverside College in Leeds. Show students in a workshop. Applications open now.', 20],
  ['en', 'charity', '20-second ad for Paws Rescue, a dog charity in Glasgow. Show volunteers walking rescue dogs and a family adopting a puppy. Donate £5 a month.', 20],
  ['es', 'dealer', 'Anuncio de 20 segundos para Autos Ribera, un concesionario de coches en Sevilla. Muestra una pareja mirando un coche.', 20],
  ['es', 'school', 'Anuncio de 20 segundos para la Universidad de Valencia: jornada de puertas abiertas el 14 de marzo. Muestra estudiantes en una biblioteca y una clase en un laboratorio.', 20],
  ['es', 'charity', 'Anuncio de 20 segundos para Huellas, una protectora de animales en Bilbao. Muestra voluntarios paseando perros.', 20],
  ['fr', 'dealer', 'Publicité de 20 secondes pour Auto Martin, concessionnaire automobile à Lyon. Montrez un client qui reçoit ses clés.', 20],
  ['fr', 'school', 'Publicité de 20 secondes pour l’Université de Nantes. Journée portes ouvertes le 8 février. Montrez des étudiants sur le campus.', 20],
  ['fr', 'charity', 'Publicité de 20 secondes pour Les Amis des Chats, un refuge pour chats à Lille. Montrez une bénévole qui nourrit des chats.', 20],
  ['de', 'dealer', 'Werbespot, 20 Sekunden, für Autohaus Becker in Köln. Zeigen Sie eine Familie bei der Probefahrt.', 20],
  ['de', 'school', 'Werbespot, 20 Sekunden, für die Hochschule Bremen. Tag der offenen Tür am 12. April. Zeigen Sie Studierende in der Bibliothek.', 20],
  ['de', 'charity', 'Werbespot, 20 Sekunden, für das Tierheim Sonnenhof in Leipzig. Zeigen Sie Helfer, die mit Hunden spazieren gehen.', 20],
  ['it', 'dealer', 'Spot di 20 secondi per Autosalone Rossi, una concessionaria a Torino. Mostra una coppia che prova un’auto.', 20],
  ['it', 'school', 'Spot di 20 secondi per l’Università di Bologna. Mostra studenti in biblioteca.', 20],
  ['it', 'charity', 'Spot di 20 secondi per la Fondazione Sorriso, una onlus di Napoli. Mostra volontari che preparano pacchi.', 20],
  ['pt', 'dealer', 'Anúncio de 20 segundos para a Auto Lisboa, um stand de automóveis em Lisboa. Mostre um casal a ver um carro.', 20],
  ['pt', 'school', 'Anúncio de 20 segundos para a Universidade do Minho. Mostre estudantes no campus.', 20],
  ['pt', 'charity', 'Anúncio de 20 segundos para a Patas Amigas, uma associação que cuida de cães num canil no Porto. Mostre voluntários a passear cães.', 20],
  ['nl', 'dealer', 'Advertentie van 20 seconden voor Autobedrijf De Vries in Utrecht. Toon een klant die een auto bekijkt.', 20],
  ['nl', 'school', 'Advertentie van 20 seconden voor Hogeschool Zeeland. Open dag op 9 maart. Toon studenten in een collegezaal.', 20],
  ['nl', 'charity', 'Advertentie van 20 seconden voor Stichting Dierenhulp, een dierenasiel in Gent. Toon vrijwilligers die honden uitlaten.', 20],
  ['en', 'dealer', '15-second ad for Metro Vans, a van dealership in Cardiff. Show a builder loading a van.', 15],
  ['en', 'charity', '20-second ad for Hope Kitchen, a food bank charity in Leeds. Show volunteers packing food parcels.', 20],
];

/** Words only English uses, and words only the brief's language uses: a prompt with both is two languages in one. */
const ENGLISH = /(?<![\p{L}])(?:the|with|and|of|in a|at a|on a)(?![\p{L}])/u;
const OWN: Readonly<Record<string, RegExp>> = {
  es: /(?<![\p{L}])(?:el|los|las|con|una|en un|en una|del)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(?:le|les|des|avec|une|dans|du)(?![\p{L}])/u,
  de: /(?<![\p{L}])(?:der|die|das|mit|einem|einer|und)(?![\p{L}])/u,
  it: /(?<![\p{L}])(?:il|gli|con|una|nel|nella|che)(?![\p{L}])/u,
  pt: /(?<![\p{L}])(?:os|as|com|uma|num|numa|no)(?![\p{L}])/u,
  nl: /(?<![\p{L}])(?:de|het|een|met|die|op)(?![\p{L}])/u,
};

/** The picture a prompt asks for, less the style words every prompt ends with. */
const pictureOf = (prompt: string) => prompt.split(/\.\s+Cinematic/u)[0]!;

describe('a thin brief of a business that sells no product', () => {
  it.each(BRIEFS)('%s %s: %s', (language, kind, brief, duration) => {
    expect(institutionKind(brief.split(/(?<=[.!?])\s+/u)[0]!)).toBe(kind);
    const planned = planOf({ brief, duration_sec: duration, language });
    const { plan } = planned;
    expect(coverage(planned)).toBeGreaterThanOrEqual(0.75);
    const generated = plan.scenes.filter((s) => s.type !== 'motion').map((s) => pictureOf(s.prompt));
    for (const picture of generated) {
      expect(picture).not.toMatch(/product|producto|produit|produkt|prodotto|produto/iu);
      if (language !== 'en') expect(ENGLISH.test(picture) && OWN[language]!.test(picture), picture).toBe(false);
    }
    // Nothing said carries a figure the brief did not give.
    const figures = new Set(brief.match(/\d+(?:[.,]\d+)?/gu) ?? []);
    for (const line of sentences(plan)) for (const n of line.match(/\d+(?:[.,]\d+)?/gu) ?? []) expect(figures.has(n), line).toBe(true);
  });
});

describe('their lines', () => {
  it.each(['en', 'es', 'fr', 'de', 'it', 'pt', 'nl'])('%s: ten lines per kind, the name only in the last, no figure, no superlative', (language) => {
    for (const words of ['a used car dealer', 'university', 'charity']) {
      const lines = institutionLines(`${words} ${words === 'university' ? 'universidad université universität università universidade universiteit' : ''}`, 'Zed', language);
      expect(lines).toHaveLength(10);
      expect(lines.slice(0, -1).join(' ')).not.toContain('Zed');
      expect(lines.at(-1)).toContain('Zed');
      expect(lines.join(' ')).not.toMatch(/\d|best|mejor|meilleur|beste|miglior|melhor/iu);
    }
  });

  it('none for a product, a shop or a service', () => {
    expect(institutionLines('Luma, a desk lamp', 'Luma', 'en')).toEqual([]);
    expect(institutionLines('Glow, a liquid foundation', 'Glow', 'en')).toEqual([]);
    expect(institutionLines('Sparkle, a cleaning service', 'Sparkle', 'en')).toEqual([]);
    expect(institutionLines('a university', 'Zed', 'ja')).toEqual([]);
  });
});

describe('their own pictures', () => {
  it.each([
    ['Metro Vans, a van dealership in Cardiff.', /van/u],
    ['Moto Sud, concessionnaire de motos à Nice.', /motorbike/u],
    ['Greenway Motors, a used car dealer.', /\bcar/u],
  ])('a dealer shows what it sells: %s', (brief, vehicle) => {
    const shots = institutionShots(brief)!.map((s) => s.action());
    expect(shots.every((s) => vehicle.test(s))).toBe(true);
  });

  it('a charity shows whom it helps: animals it names, else people', () => {
    expect(institutionShots('Paws Rescue, a dog charity.')!.map((s) => s.action()).join(' ')).toMatch(/rescue dog/u);
    expect(institutionShots('Les Amis des Chats, un refuge pour chats.')!.map((s) => s.action()).join(' ')).toMatch(/rescue cat/u);
    expect(institutionShots('Hope Kitchen, a food bank charity.')!.map((s) => s.action()).join(' ')).toMatch(/volunteers? (?:sorting|serving|chatting|packing)/u);
  });

  it('a university shows a campus, a lecture and a library; a school its classroom', () => {
    expect(institutionShots('Ad for Riverside College.')!.map((s) => `${s.action()} ${s.place}`).join(' ')).toMatch(/campus.*lecture hall.*library/su);
    const school = institutionShots('Spot per il Liceo Galilei di Firenze.')!.map((s) => `${s.action()} ${s.place}`).join(' ');
    expect(school).toMatch(/classroom/u);
    expect(school).not.toMatch(/campus|lecture|university/u);
  });

  it('none for a name that only shares a word with them (a hotel called Refugio, a scooter called Motors)', () => {
    expect(institutionShots('Anuncio para Refugio del Sol, un hotel rural en Asturias.')).toBeUndefined();
    expect(institutionShots('Ad for Volt Motors, an electric scooter.')).toBeUndefined();
  });

  it('none for any other brief, nor for a kind named only later in it', () => {
    expect(institutionShots('Luma, a desk lamp. Loved by university students.')).toBeUndefined();
  });
});

describe('their call', () => {
  it.each([
    ['en', 'Ad for Greenway Motors, a used car dealer in Bristol. Finance from 6.9% APR.', 'Greenway Motors', 'Book a test drive at Greenway Motors.'],
    ['es', 'Anuncio para la Universidad de Valencia: jornada de puertas abiertas el 14 de marzo. Muestra estudiantes.', 'la Universidad de Valencia', 'Ven a la jornada de puertas abiertas el 14 de marzo.'],
    ['en', 'Ad for Riverside College. Open day on Saturday 3 May.', 'Riverside College', 'Come to our open day on Saturday 3 May.'],
    ['en', 'Ad for Riverside College. Open days all year.', 'Riverside College', 'Come to our open day.'],
    ['de', 'Werbespot für die Hochschule Bremen. Tag der offenen Tür am 12. April.', 'die Hochschule Bremen', 'Kommen Sie zum Tag der offenen Tür am 12. April.'],
    ['nl', 'Advertentie voor Autobedrijf De Vries in Utrecht.', 'Autobedrijf De Vries', 'Plan een proefrit bij Autobedrijf De Vries.'],
    ['fr', 'Publicité pour Les Amis des Chats, un refuge pour chats.', 'Les Amis des Chats', 'Soutenez Les Amis des Chats dès aujourd’hui.'],
    ['it', 'Spot per il Liceo Galilei di Firenze. Open day il 10 gennaio.', 'il Liceo Galilei', 'Vieni alla giornata a porte aperte il 10 gennaio.'],
  ])('%s: %s', (language, brief, name, call) => {
    expect(institutionCall(brief, name, language)).toBe(call);
  });

  it('none for a product', () => {
    expect(institutionCall('Ad for Luma, a desk lamp.', 'Luma', 'en')).toBeUndefined();
  });
});
