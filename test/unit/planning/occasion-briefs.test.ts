import { describe, expect, it } from 'vitest';
import { readOccasion } from '../../../lambdas/core/planning/brief-occasions';
import { atOccasion } from '../../../lambdas/core/planning/occasion-shots';
import { splitSentences } from '../../../lambdas/core/planning/brief-text';
import { planOf, sentences } from './plan-of';

/**
 * Occasions planned as occasions (issue 23): the name apart from its date, time and place, the
 * viewer asked to come, the entry as the call to action, every date, time, place and price said,
 * and pictures of the occasion where it is held.
 */
const BRIEFS = [
  {
    body: { brief: '20-second ad for Harbour Jazz Night on 14 June at Pier 3. Show a saxophonist on stage and couples dancing. Tickets £15.', duration_sec: 20 },
    title: 'Harbour Jazz Night',
    hook: 'Join the Harbour Jazz Night on 14 June at Pier 3.',
    said: ['14 June', 'Pier 3', '£15'],
    close: ['Tickets £15.', 'Get yours now.'],
    shows: /stage/,
  },
  {
    body: { brief: '15-second ad for the Riverside Food Festival, Saturday 3 August at Victoria Park, from 11am. Street food stalls, live music. Free entry.', duration_sec: 15 },
    title: 'Riverside Food Festival',
    hook: 'Join the Riverside Food Festival.',
    said: ['Saturday 3 August', 'Victoria Park', '11am'],
    close: ['Free entry.', 'See you there!'],
    shows: /market stall|food stalls/,
  },
  {
    body: { brief: 'Anuncio de 20 segundos para el Mercado de Artesanía de Sevilla, el 12 de octubre en la Plaza Nueva, de 10h a 20h. Entrada gratuita.', duration_sec: 20, language: 'es' },
    title: 'Mercado de Artesanía de Sevilla',
    hook: '¡Ven al Mercado de Artesanía de Sevilla!',
    said: ['12 de octubre', 'Plaza Nueva', '10h', '20h'],
    close: ['Entrada gratuita.', '¡Te esperamos!'],
    shows: /puestos del mercado/,
  },
  {
    body: { brief: "Publicité de 15 secondes pour la Soirée Quiz du Lion d'Or, jeudi 9 mai à 20h au Café du Port. Entrée 5 €.", duration_sec: 15, language: 'fr' },
    title: "Soirée Quiz du Lion d'Or",
    hook: "Venez à la Soirée Quiz du Lion d'Or !",
    said: ['9 mai', '20h', 'Café du Port', '5 €'],
    close: ['Entrée 5 €.', 'Réservez vite votre place !'],
    shows: /réponses.*bar/,
  },
  {
    body: { brief: '20-Sekunden-Spot für das Sommerfest im Biergarten am Rhein, Samstag 6. Juli ab 18 Uhr. Eintritt frei.', duration_sec: 20, language: 'de' },
    title: 'Sommerfest',
    hook: 'Kommen Sie zum Sommerfest im Biergarten am Rhein!',
    said: ['6. Juli', '18 Uhr', 'Biergarten am Rhein'],
    close: ['Eintritt frei.', 'Wir freuen uns auf Sie!'],
    shows: /Terrasse, (?:am Abend|bei Nacht)/,
  },
  {
    body: { brief: 'Spot di 15 secondi per la Degustazione di Vini alla Cantina Rossi, venerdì 20 settembre alle 19. Biglietti 25 €.', duration_sec: 15, language: 'it' },
    title: 'Degustazione di Vini',
    hook: 'Vieni alla Degustazione di Vini alla Cantina Rossi!',
    said: ['20 settembre', '19', 'Cantina Rossi', '25 €'],
    close: ['Biglietti 25 €.', 'Prendi subito il tuo!'],
    shows: /enoteca/,
  },
  {
    body: { brief: 'Anúncio de 20 segundos para a Feira do Livro do Porto, de 5 a 15 de setembro no Jardim do Palácio. Entrada livre.', duration_sec: 20, language: 'pt' },
    title: 'Feira do Livro do Porto',
    hook: 'Venha à Feira do Livro do Porto!',
    said: ['15 de setembro', 'Jardim do Palácio'],
    close: ['Entrada livre.', 'Esperamos por você!'],
    shows: /bancas da feira/,
  },
  {
    body: { brief: '30-second ad for the Northside Pottery Workshop, Sunday 2pm at Clay Studio 9. Learn to throw a bowl. £40 per person, book online.', duration_sec: 30 },
    title: 'Northside Pottery Workshop',
    hook: 'Join the Northside Pottery Workshop.',
    said: ['Sunday 2pm', 'Clay Studio 9', '£40'],
    close: ['£40 per person.', 'Book online.'],
    shows: /workshop/,
  },
  {
    body: { brief: 'Promote the Riverside Rovers home match against Eastfield, Saturday 3pm at Riverside Ground. Tickets from £8.', duration_sec: 20 },
    title: 'The Riverside Rovers home match against Eastfield',
    hook: 'Join the Riverside Rovers home match against Eastfield.',
    said: ['Saturday 3pm', 'Riverside Ground', '£8'],
    close: ['Tickets from £8.', 'Get yours now.'],
    shows: /cheering beside the field/,
  },
  {
    body: { brief: 'The Velvet Foxes live at The Crown, Friday 8pm. Doors 7pm. Tickets £10 on the door.', duration_sec: 15 },
    title: 'The Velvet Foxes live',
    hook: 'Join The Velvet Foxes live at The Crown, Friday 8pm.',
    said: ['The Crown', 'Friday 8pm', 'Doors 7pm.', '£10'],
    close: ['Tickets £10 on the door.', 'Get yours now.'],
    shows: /stage/,
  },
  {
    body: { brief: 'Vídeo de 15 segundos para la Cata de Vinos en Bodega Sol, viernes a las 20:00. Plazas limitadas, 20 €.', duration_sec: 15, language: 'es' },
    title: 'Cata de Vinos',
    hook: '¡Ven a la Cata de Vinos en Bodega Sol, viernes a las 20:00!',
    said: ['Bodega Sol', 'viernes', '20:00', '20 €'],
    close: ['Plazas limitadas, 20 €.', '¡Reserva tu plaza ya!'],
    shows: /vinoteca/,
  },
  {
    body: { brief: 'Quiz night every Thursday at The Red Lion from 8pm. Teams of up to 6, £2 per person. Prizes for the winners.', duration_sec: 15 },
    title: 'Quiz night',
    hook: 'Join the quiz night every Thursday at The Red Lion from 8pm.',
    said: ['Thursday', 'The Red Lion', '8pm', '£2'],
    close: ['£2 per person.', 'Book your place now.'],
    shows: /table in a pub/,
  },
] as const;

describe('occasion briefs', () => {
  for (const { body, title, hook, said, close, shows } of BRIEFS) {
    describe(body.brief.slice(0, 60), () => {
      const { plan } = planOf(body);
      const scripts = plan.scenes.map((s) => s.script ?? '').join(' ');

      it('is titled by its name alone, without when or where', () => {
        expect(plan.title).toBe(title);
      });

      it('asks the viewer to come first', () => {
        expect(sentences(plan)[0]).toBe(hook);
      });

      it('says every date, time, place and price the brief gives', () => {
        for (const fact of said) expect(scripts).toContain(fact);
      });

      it('closes on its entry and a call to book or a welcome, never "Try … today"', () => {
        const last = plan.scenes.at(-1)!;
        for (const line of close) expect(last.script).toMatch(line);
        expect(scripts).not.toMatch(/\bTry\b|Prueba|Essayez|Testen Sie|Prova |Experimente/);
        expect(plan.notes.join(' ')).not.toMatch(/No call to action found in the brief; the closing scene says "(?:Try|Find out)/);
      });

      it('shows the occasion where it is held, never a product or a shop', () => {
        const prompts = plan.scenes.filter((s) => s.type !== 'motion').map((s) => s.prompt);
        expect(prompts.some((p) => shows.test(p))).toBe(true);
        for (const p of prompts) expect(p).not.toMatch(/the product|a shop|holding (?:the|das|la|a) |on a shelf|team at work|equipo trabajando|équipe au travail/i);
      });
    });
  }
});

describe('an occasion\'s own pictures', () => {
  const { plan } = planOf(BRIEFS[0].body);
  const prompts = plan.scenes.filter((s) => s.type !== 'motion').map((s) => s.prompt);

  it('are each the brief\'s, the first no setting of the second ("a saxophonist on stage and couples dancing")', () => {
    // Held at Pier 3: its dancers by the harbour, the crowd before the stage.
    expect(prompts.some((p) => p.startsWith('Couples dancing by the harbour,'))).toBe(true);
    expect(prompts.some((p) => p.startsWith('A crowd cheering in front of the lit stage,'))).toBe(true);
    expect(prompts.some((p) => p.startsWith('A saxophonist on stage,'))).toBe(true);
    for (const p of prompts) expect(p).not.toMatch(/in a saxophonist/);
  });

  it('set the brief\'s pictures that say no place where the occasion is held, in its language', () => {
    const occasion = (brief: string, lang: string) => readOccasion(brief.split('.')[0], splitSentences(brief), lang)!;
    expect(atOccasion('Amigos bailando', occasion('la Verbena de San Juan. Sábado 23 de junio.', 'es'), 'es')).toBe('Amigos bailando en una terraza');
    expect(atOccasion('Eine Winzerin schenkt Wein ein', occasion('die Weinprobe. Freitag ab 19 Uhr.', 'de'), 'de')).toBe('Eine Winzerin schenkt Wein ein in einer Weinbar');
    expect(atOccasion('Des amis qui dansent sur la plage', occasion('la Soirée Salsa. Samedi à 21h.', 'fr'), 'fr')).toBe('Des amis qui dansent sur la plage');
  });

  it('are lit for the evening when it starts after dark, and by day when it does not', () => {
    for (const p of prompts) expect(p).toMatch(/evening|night/);
    const market = planOf(BRIEFS[1].body).plan.scenes.filter((s) => s.type !== 'motion');
    for (const s of market) expect(s.prompt).not.toMatch(/evening|night/);
  });
});

describe('an occasion\'s spare lines', () => {
  it('fill time a thin brief leaves by asking the viewer along, never with a place\'s welcome', () => {
    const { plan } = planOf(BRIEFS[0].body);
    const scripts = plan.scenes.map((s) => s.script ?? '').join(' ');
    expect(scripts).toMatch(/Bring your friends along\.|Don’t miss it\./);
    expect(scripts).not.toMatch(/love to see you|always welcome|Welcome to/);
    const fr = planOf(BRIEFS[3].body).plan.scenes.map((s) => s.script ?? '').join(' ');
    expect(fr).toMatch(/Venez entre amis\.|Ne le manquez pas !/);
  });
});

describe('readOccasion', () => {
  const read = (phrase: string | undefined, brief: string, lang = 'en') => readOccasion(phrase, splitSentences(brief), lang);

  it('keeps the name apart from when and where, as the brief joins them', () => {
    expect(read('Harbour Jazz Night on 14 June at Pier 3', 'Harbour Jazz Night on 14 June at Pier 3. Tickets £15.')).toMatchObject({ name: 'Harbour Jazz Night', word: 'Night', details: 'on 14 June at Pier 3', scene: 'stage', entry: 'Tickets £15.', free: false, evening: true });
    expect(read(undefined, 'Promote the Riverside Rovers home match against Eastfield, Saturday 3pm at Riverside Ground.')).toMatchObject({ name: 'the Riverside Rovers home match against Eastfield', when: 'Saturday 3pm at Riverside Ground', scene: 'match', evening: false });
    expect(read('la Cata de Vinos', 'Vídeo de 15 segundos para la Cata de Vinos en Bodega Sol, viernes a las 20:00. Plazas limitadas, 20 €.', 'es')).toMatchObject({ name: 'la Cata de Vinos', details: 'en Bodega Sol, viernes a las 20:00', evening: true });
    expect(read('Riverside Food Festival', '15-second ad for the Riverside Food Festival, Saturday 3 August at Victoria Park, from 11am.')).toMatchObject({ name: 'Riverside Food Festival', when: 'Saturday 3 August at Victoria Park, from 11am' });
    expect(read(undefined, 'Quiz night every Thursday at The Red Lion from 8pm. Teams of up to 6, £2 per person.')).toMatchObject({ name: 'Quiz night', details: 'every Thursday at The Red Lion from 8pm', scene: 'quiz', entry: 'Teams of up to 6, £2 per person.', evening: true });
    expect(read(undefined, 'The Velvet Foxes live at The Crown, Friday 8pm. Doors 7pm.')).toMatchObject({ name: 'The Velvet Foxes live', details: 'at The Crown, Friday 8pm', scene: 'stage' });
  });

  it('reads the most telling scene: a quiz soirée is a quiz, a food festival its stalls', () => {
    expect(read("la Soirée Quiz du Lion d'Or", 'Jeudi 9 mai à 20h.', 'fr')?.scene).toBe('quiz');
    expect(read('Riverside Food Festival', 'Saturday 3 August.')?.scene).toBe('stalls');
    expect(read('das Sommerfest', 'Samstag ab 18 Uhr.', 'de')).toMatchObject({ scene: 'party', evening: true });
    expect(read('la Degustazione di Vini', 'Venerdì alle 19.', 'it')).toMatchObject({ scene: 'tasting', evening: true });
    expect(read('a Corrida de São Silvestre', 'Dia 31 de dezembro. Inscrições 10 €.', 'pt')?.scene).toBe('race');
  });

  it('reads a name headed by its occasion word, first or last as its language heads it', () => {
    expect(read('the Festival of Light', 'Friday 6pm in Cathedral Square.')?.name).toBe('the Festival of Light');
    expect(read('die Nacht der Museen', 'Samstag ab 18 Uhr.', 'de')?.scene).toBe('stage');
    expect(read('la Noche Flamenca', 'Sábado a las 22h.', 'es')?.scene).toBe('stage');
  });

  it('knows free entry from a price', () => {
    expect(read('the Christmas Fair', 'Saturday 10am. Free entry.')).toMatchObject({ entry: 'Free entry.', free: true });
    expect(read('el Concierto de Primavera', 'Sábado a las 21h. Entradas 12 €.', 'es')).toMatchObject({ entry: 'Entradas 12 €.', free: false, evening: true });
  });

  it('reads no occasion in a name that only sounds like one, nor where the brief says no when and no entry', () => {
    expect(read('Market Café', 'Market Café serves the best flat white in Leeds.')).toBeUndefined();
    expect(read('Night Owl Coffee', 'Roasted in small batches.')).toBeUndefined();
    expect(read('Harbour Jazz Night', 'Harbour Jazz Night.', 'ja')).toBeUndefined();
    expect(read("l'Atelier Lumière, école de céramique à Nantes", "Publicité pour l'Atelier Lumière, école de céramique à Nantes. Cours dès 30 €.", 'fr')).toBeUndefined();
    expect(read('Sunset Market Bar', 'You may love our 4.9 rating from 200 reviews.')).toBeUndefined();
    expect(read('Night Owl Coffee', '20-second ad for Night Owl Coffee, open until 11pm every day.')).toBeUndefined();
    expect(read('el Bar La Fiesta', 'Anuncio para el Bar La Fiesta, abierto hasta las 2h los sábados.', 'es')).toBeUndefined();
  });
});

describe('an event of a business, said when', () => {
  it('keeps its day out of the name and says it ("Greenfield College: Open day", "On Saturday.")', () => {
    const { plan } = planOf({ brief: 'Promo for the Open Day at Greenfield College on Saturday, 10am to 3pm. Meet the tutors and tour the campus.', duration_sec: 20 });
    expect(plan.title).toBe('Greenfield College: Open day');
    const scripts = plan.scenes.map((s) => s.script ?? '').join(' ');
    expect(scripts).toContain('Join us for the open day at Greenfield College.');
    expect(scripts).toContain('On Saturday.');
    expect(scripts).toContain('10am to 3pm.');
    expect(scripts).not.toMatch(/With 10am/);
  });

  it('says a detail its hook says once ("Sábado às 21h." no second time, nor as a proof card)', () => {
    const { plan } = planOf({ brief: 'Vídeo de 20 segundos para o Concerto de Fado no Teatro São Luiz, sábado às 21h. Bilhetes a partir de 12 €.', duration_sec: 20, language: 'pt' });
    const scripts = plan.scenes.map((s) => s.script ?? '').join(' ');
    expect(scripts.match(/às 21h/giu)).toHaveLength(1);
    expect(plan.scenes.some((s) => s.role === 'proof')).toBe(false);
  });
});

describe('splitSentences', () => {
  it('ends no sentence at a German date\'s ordinal stop', () => {
    expect(splitSentences('Sommerfest am Rhein, Samstag 6. Juli ab 18 Uhr. Eintritt frei.')).toEqual(['Sommerfest am Rhein, Samstag 6. Juli ab 18 Uhr.', 'Eintritt frei.']);
  });
});
