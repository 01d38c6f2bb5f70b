import { describe, expect, it } from 'vitest';
import { repeatsShot, unlitPicture, withoutRepeats } from '../../../lambdas/core/planning/distinct-shots';
import { listedServices, servicePictures, type ServiceLanguage } from '../../../lambdas/core/planning/service-shots';
import { planOf } from './plan-of';

/**
 * A place's listed services are its shots: each service, offer or activity the brief lists is shown
 * being done there, in the brief's language, replacing the place's empty rooms, its entrance and
 * "the team at work"; and no two shots of a plan are one picture in another light.
 */

const shotsOf = (body: Record<string, unknown>) => planOf(body).plan.scenes.filter((s) => s.type === 't2v_fast');
/** A shot's picture: its prompt less the planner's style and framing words. */
const pictureOf = (prompt: string | undefined) => (prompt ?? '').split('. ')[0]!;

/** Briefs of places listing services, with what each service's shot must show (as many as the plan has shots for). */
const BRIEFS: readonly [language: ServiceLanguage, brief: string, shown: readonly RegExp[]][] = [
  ['en', 'A 20-second ad for Fern & Fade, a barber shop in Bristol: skin fades, beard trims and hot towel shaves. Walk-ins welcome.', [/skin fade with clippers/, /trimming a man’s beard/, /hot towel on a man’s face/]],
  ['es', 'Anuncio de 20 segundos para Peluquería Rizos en Sevilla: cortes de pelo, mechas y corte infantil. Pide cita en rizos.example', [/cortando el pelo a una clienta/, /pelo teñido/, /cortando el pelo a un niño/]],
  ['fr', 'Publicité de 20 secondes pour Garage Martin à Lyon : vidange, changement de pneus et contrôle des freins. Rendez-vous sur garagemartin.example', [/fait la vidange/, /change une roue/, /répare les freins/]],
  ['de', '20 Sekunden Werbung für die Tierarztpraxis Pfote in Hamburg: Impfungen, Zahnkontrolle und Vorsorgeuntersuchungen für Hunde und Katzen.', [/impft/, /die Zähne/, /einen Hund auf dem Tisch untersucht, in/]],
  ['it', 'Spot di 20 secondi per Centro Benessere Aria a Milano: massaggi, manicure e yoga il sabato.', [/massaggia la schiena/, /fa la manicure/, /lezione di yoga/]],
  ['pt', 'Anúncio de 20 segundos para a Pastelaria Doce no Porto: pão de massa mãe, bolos de aniversário e café de especialidade.', [/pão fresco do forno/, /decorar um bolo/, /preparar café/]],
  ['nl', 'Advertentie van 20 seconden voor Sportschool Kracht in Utrecht: spinning, yoga en personal training. Probeer een week gratis.', [/spinningles/, /yogales/, /personal trainer/]],
  ['en', 'A 30-second ad for Little Oaks, an after-school club in Bath: a homework club, arts and crafts, and football on the field. 3pm to 6pm.', [/homework/, /painting/, /football/]],
];

describe('each service a place lists is a shot of it being done there, in the brief’s language', () => {
  it.each(BRIEFS)('%s: %s', (language, brief, shown) => {
    const shots = shotsOf({ brief, language, duration_sec: /30-second/.test(brief) ? 30 : 20 });
    const prompts = shots.map((s) => pictureOf(s.prompt));
    // Up to the scene budget: every service while there are shots for it.
    for (const service of shown.slice(0, shots.length)) expect(prompts.filter((p) => service.test(p)), `${service} in ${prompts.join(' | ')}`).toHaveLength(1);
  });

  it('the scene that says a service shows it: "Pneus novos e travões." is said over the tyre change', () => {
    const scenes = shotsOf({ brief: 'Anúncio de 20 segundos para a Oficina Auto Silva em Braga: mudança de óleo desde 45 €, pneus novos e travões. Marque em autosilva.example', language: 'pt' });
    expect(scenes.find((s) => /Pneus novos/.test(s.script ?? ''))?.prompt).toMatch(/^Um mecânico a trocar um pneu numa oficina/);
    expect(scenes.map((s) => pictureOf(s.prompt)).join(' | ')).toMatch(/mudar o óleo.*travões/);
  });

  it('"knippen, ook voor kinderen": the child’s cut is shown over the line that offers it', () => {
    const scenes = shotsOf({ brief: 'Advertentie van 20 seconden voor Kapperszaak Lok in Gent: knippen vanaf €22. Ook voor kinderen. Maak online een afspraak.', language: 'nl' });
    const prompts = scenes.map((s) => pictureOf(s.prompt));
    expect(scenes.find((s) => /Ook voor kinderen/.test(s.script ?? ''))?.prompt).toMatch(/^Een kapper die het haar van een kind knipt/);
    expect(prompts.some((p) => /knipt/.test(p) && /klant/.test(p))).toBe(true);
  });

  it('a place with no services shows each of its four kinds of shot (inside, team, entrance, welcome) before any again', () => {
    const prompts = shotsOf({ brief: 'A 30-second ad for Sunny Days, an after-school club in Leeds. Open 3pm to 6pm, £12 a day.', duration_sec: 30 }).map((s) => pictureOf(s.prompt));
    expect(prompts.length).toBeGreaterThanOrEqual(4);
    expect(new Set(prompts.map((p) => unlitPicture(p))).size).toBe(Math.min(prompts.length, 4));
  });

  it.each([
    ['es', 'Anuncio de 20 segundos para Panadería El Horno en Málaga: pan de centeno horneado en horno de leña, ensaimadas. Calle Larios 4.'],
    ['it', 'Spot di 20 secondi per Palestra Vita a Bologna: corsi di yoga, abbonamento da 30 € al mese.'],
    ['en', 'A 30-second ad for Rosa Bakery in Hove: sourdough, cinnamon buns and birthday cakes to order. Open from 7am.'],
  ])('%s: no two shots of a plan are one picture in another light: %s', (language, brief) => {
    const prompts = shotsOf({ brief, language, duration_sec: /30/.test(brief) ? 30 : 20 }).map((s) => pictureOf(s.prompt));
    prompts.forEach((p, i) => expect(repeatsShot(p, prompts.slice(0, i), language as ServiceLanguage), prompts.join(' | ')).toBe(false));
  });
});

describe('listed services', () => {
  it('are read in order, each once, at the place in its language', () => {
    const found = listedServices(['Ölwechsel ab 49 €.', 'Inspektion und Reifenwechsel.'], 'a car garage', ['Autowerkstatt', 'f'], 'de');
    expect(found.map((s) => s.picture)).toEqual([
      'Ein Mechaniker beim Ölwechsel in einer Autowerkstatt',
      'Ein Mechaniker, der ein Auto auf der Hebebühne prüft, in einer Autowerkstatt',
      'Ein Mechaniker beim Reifenwechsel in einer Autowerkstatt',
    ]);
    expect(found.map((s) => s.point)).toEqual(['Ölwechsel ab 49 €.', 'Inspektion und Reifenwechsel.', 'Inspektion und Reifenwechsel.']);
  });

  it('are the trade’s: a "service" at a bike shop is a bicycle’s, at a garage a car’s; back "pain" at a physio is no bread', () => {
    expect(listedServices(['Full service from £60.'], 'a bike shop', 'bike shop', 'en')[0]?.picture).toMatch(/bicycle/);
    expect(listedServices(['Full service from £60.'], 'a car garage', 'car garage', 'en')[0]?.picture).toMatch(/car on the lift/);
    expect(listedServices(['Treatment for back pain.'], 'a clinic', 'clinic', 'en')).toEqual([]);
    expect(listedServices(['Pain au levain tous les matins.'], 'a bakery', ['boulangerie', 'f'], 'fr')[0]?.picture).toMatch(/^Un boulanger qui sort du pain frais du four dans une boulangerie$/);
  });

  it('outdoors keep their own place: football in a park, a band on a stage', () => {
    const found = listedServices(['Football and live music.'], 'an after-school club', 'after-school club', 'en');
    expect(found.map((s) => [s.picture, s.outdoors])).toEqual([
      ['Children playing football in a park', true],
      ['A band playing live music on a stage', true],
    ]);
  });

  it('the brand’s name sells nothing: "Pastelaria Doce" is no pastry', () => {
    expect(listedServices(['Conheça a Pastelaria Doce no Porto.'], 'a café', ['cafetaria', 'f'], 'pt', ['Pastelaria Doce'])).toEqual([]);
  });

  it.each([
    ['en', 'Haircuts from £15, kids’ cuts too.', 'a hair salon', 'hair salon', /child’s hair/],
    ['fr', 'Coupes à 20 €, aussi pour les enfants.', 'a hair salon', ['salon de coiffure', 'm'], /cheveux d’un enfant/],
    ['de', 'Haarschnitt ab 20 €, auch für Kinder.', 'a hair salon', ['Friseursalon', 'm'], /einem Kind/],
    ['it', 'Taglio da 18 €, anche per bambini.', 'a hair salon', ['salone', 'm'], /a un bambino/],
    ['pt', 'Corte de cabelo por 12 €, também para crianças.', 'a hair salon', ['cabeleireiro', 'm'], /de uma criança/],
    ['es', 'Revisiones dentales, también para niños.', 'a dental clinic', ['clínica dental', 'f'], /dientes de un niño/],
  ] as const)('%s: a service offered to children too is shown done for a child: %s', (lang, point, trade, name, child) => {
    const found = listedServices([point], trade, name as never, lang);
    expect(found.map((s) => s.picture).join(' | ')).toMatch(child);
  });
});

describe('service pictures in a plan’s shots', () => {
  const at = (picture: string, says: string[] = [], own = false) => ({ picture, lines: ['Our team at work.'], says, own });
  const services = listedServices(['Homework help.', 'Football and art.'], 'an after-school club', 'after-school club', 'en');

  it('a shot says a service: it shows it; the others take the place’s shots with none, the opening one last; the brief’s own stay', () => {
    const shots = [at('The inside of a club, morning light'), at('The brief’s own picture of a garden', [], true), at('The team at work inside a club, midday sun', ['Football and art.']), at('The entrance of a club, afternoon light')];
    const pictures = servicePictures(shots, services, [], 'en').map((s) => s.picture);
    expect(pictures[1]).toBe('The brief’s own picture of a garden');
    expect(pictures[2]).toMatch(/^Children playing football in a park/);
    expect(pictures[3]).toMatch(/^Children doing their homework/);
    expect(pictures[0]).toMatch(/^Children painting/);
    expect(servicePictures(shots, services, [], 'en').every((s) => s.lines[0] === 'Our team at work.')).toBe(true);
  });

  it('a shot that repeats another in another light shows one the services took the place of', () => {
    const shots = [at('The team at work inside a club, midday sun'), at('The inside of a club, morning light', ['Homework help.']), at('The team at work inside a club, evening light')];
    const pictures = servicePictures(shots, services.slice(0, 1), [], 'en').map((s) => s.picture);
    expect(pictures).toEqual(['The team at work inside a club, midday sun', expect.stringMatching(/^Children doing their homework/), 'The inside of a club, morning light']);
  });
});

describe('repeated shots', () => {
  it('are the same picture less its light, in each language', () => {
    expect(unlitPicture('The inside of a gym, ready for the day, morning light')).toBe(unlitPicture('The inside of a gym, ready for the day, golden hour light through the windows'));
    expect(repeatsShot('Das Team bei der Arbeit in einer Bäckerei, am Abend', ['Das Team bei der Arbeit in einer Bäckerei, mittags, Licht durch die Fenster'], 'de')).toBe(true);
    expect(repeatsShot('El interior de una panadería, con luz de mañana', ['La entrada de una panadería en una calle soleada, con luz de tarde'], 'es')).toBe(false);
  });

  it('give way to a spare that repeats none; a fixed shot, or one with no spare, stays', () => {
    const shot = (picture: string) => ({ picture });
    const shots = [shot('The team at work inside a gym, midday sun'), shot('The team at work inside a gym, evening light'), shot('The team at work inside a gym, night')];
    const spares = [shot('The team at work inside a gym, morning light'), shot('The entrance of a gym on a sunny street, afternoon light')];
    expect(withoutRepeats(shots, spares, [false, false, false]).map((s) => s.picture)).toEqual([
      'The team at work inside a gym, midday sun',
      'The entrance of a gym on a sunny street, afternoon light',
      'The team at work inside a gym, night',
    ]);
    expect(withoutRepeats(shots, spares, [false, true, false])[1]!.picture).toBe('The team at work inside a gym, evening light');
  });
});
