import { describe, expect, it } from 'vitest';
import { occasionScene, readOccasion } from '../../../lambdas/core/planning/brief-occasions';
import { occasionCall, occasionSpare } from '../../../lambdas/core/planning/occasion-lines';
import { splitSentences } from '../../../lambdas/core/planning/brief-text';
import { coverage, planOf, sentences } from './plan-of';

/**
 * An occasion is planned as what kind it is (issue 23): its filler shots and lines are its kind's,
 * never another's (no concert crowd at a book festival), its close asks for tickets in words no
 * name can garble, and its kind's invitations let a thin brief narrate its whole length.
 */
const shown = (plan: ReturnType<typeof planOf>['plan']) => plan.scenes.flatMap((s) => (s.type === 't2v_fast' ? [s.prompt ?? ''] : []));

const KINDS = [
  { phrase: 'Northfield Book Festival', scene: 'reading' },
  { phrase: 'el Festival Literario de Valencia', scene: 'reading' },
  { phrase: 'la Feria del Libro de Madrid', scene: 'stalls' },
  { phrase: 'le Salon du Livre de Nantes', scene: 'reading' },
  { phrase: 'die Lesung mit Anna Berg', scene: 'reading' },
  { phrase: 'la Festa del Libro di Bergamo', scene: 'reading' },
  { phrase: 'Hillside Primary Sports Day', scene: 'race' },
  { phrase: 'Eastgate Beer Festival', scene: 'stalls' },
  { phrase: 'Millbrook Village Fete', scene: 'stalls' },
  { phrase: 'Tech Leaders Summit', scene: 'talk' },
  { phrase: 'Harbour Jazz Night', scene: 'stage' },
  { phrase: 'la Sagra del Tartufo di Alba', scene: 'stalls' },
] as const;

describe('occasion kinds', () => {
  it.each(KINDS)('"$phrase" is a $scene', ({ phrase, scene }) => {
    expect(occasionScene(phrase)).toBe(scene);
  });

  const BRIEFS = [
    { brief: '20-second ad for the Northfield Book Festival, 3-5 October at Northfield Library. Show authors reading to a crowd and children at a storytelling session. Tickets from £5.', language: 'en', shows: /library/, said: 'Come and hear the authors read.' },
    { brief: 'Anuncio de 20 segundos para el Festival Literario de Valencia, del 3 al 12 de mayo en el Centro del Carmen. Entrada gratuita.', language: 'es', shows: /biblioteca/, said: 'Ven a escuchar a los autores.' },
    { brief: 'Publicité de 20 secondes pour le Salon du Livre de Nantes, samedi 14 mars à la Cité des Congrès. Entrée 6 €.', language: 'fr', shows: /bibliothèque/, said: 'Venez écouter les auteurs.' },
    { brief: 'Werbespot für die Lesung mit Anna Berg am Freitag um 19 Uhr in der Stadtbibliothek. Karten 12 €.', language: 'de', shows: /Bibliothek/, said: 'Hören Sie die Autoren live.' },
    { brief: 'Spot di 20 secondi per la Festa del Libro di Bergamo, sabato 5 ottobre in Piazza Vecchia. Ingresso libero.', language: 'it', shows: /biblioteca/, said: 'Vieni ad ascoltare gli autori.' },
    { brief: '20-second ad for the Tech Leaders Summit on 4 March at Kings Place, London. Talks from founders and investors. Tickets £95.', language: 'en', shows: /speaker|audience/, said: 'Bring your questions.' },
    { brief: 'Advert for the Hillside Primary Sports Day, Friday 12 July at Hillside Playing Fields from 1pm. Free entry for families.', language: 'en', shows: /finish line/, said: 'Come and cheer the runners on.' },
  ];

  it.each(BRIEFS)('$language: $brief shows its own kind, says its kind’s invitation, and never a night out’s', ({ brief, language, shows, said }) => {
    const planned = planOf({ brief, duration_sec: 20, language });
    const pictures = shown(planned.plan);
    expect(pictures.every((p) => shows.test(p))).toBe(true);
    expect(pictures.join(' ')).not.toMatch(/stage|dancing|escenario|scène|Bühne|palco|bailando|tanzen/iu);
    expect(sentences(planned.plan)).toContain(said);
    expect(sentences(planned.plan).join(' ')).not.toMatch(/dancing shoes|bailar|danser|Tanzschuhe|ballare/iu);
  });

  it.each([
    BRIEFS[0]!.brief,
    'Harbour Jazz Night on 14 June at Pier 3. Tickets £15.',
    '20-second ad for the Eastgate Beer Festival, 6-8 June at the Corn Exchange. Over 80 local ales. Tickets £8.',
  ])('%s narrates at least 75% of 20 s, with no silent scene', (brief) => {
    const planned = planOf({ brief, duration_sec: 20 });
    expect(coverage(planned)).toBeGreaterThanOrEqual(0.75);
    expect(planned.plan.scenes.every((s) => (s.script ?? '').trim().length > 0)).toBe(true);
  });

  it('says its name with when and where once more where time is left, as a poster does', () => {
    const quiz = readOccasion(undefined, splitSentences('Harbour Jazz Night on 14 June at Pier 3. Tickets £15.'), 'en')!;
    expect(occasionSpare(quiz, 'en')).toContain('Harbour Jazz Night, on 14 June at Pier 3.');
    const festa = readOccasion('la Festa del Libro di Bergamo', splitSentences('Spot per la Festa del Libro di Bergamo, sabato 5 ottobre in Piazza Vecchia. Ingresso libero.'), 'it')!;
    expect(occasionSpare(festa, 'it')).toContain('La Festa del Libro di Bergamo, sabato 5 ottobre in Piazza Vecchia.');
  });
});

describe('an occasion’s close', () => {
  const occasion = (brief: string, language = 'en') => readOccasion(undefined, splitSentences(brief), language)!;

  it('asks for tickets, never "Book <name> now" (a name with "Book" in it reads as an order)', () => {
    const planned = planOf({ brief: BRIEFS_CLOSE.book, duration_sec: 20 });
    const close = planned.plan.scenes.at(-1)!.script!;
    expect(close).toContain('Get yours now.');
    expect(close).not.toMatch(/Book Northfield/);
  });

  it.each([
    ['Jazz night every Friday at The Blue Room from 8pm. Entry £10.', 'en', 'Get your tickets now.'],
    ['Pottery workshop on Saturday 3 May at Clay Studio. £40 per person.', 'en', 'Book your place now.'],
    ['Cata de vinos el viernes a las 20:00 en Bodega Sol. 25 € por persona.', 'es', '¡Reserva tu plaza ya!'],
    ['Concert de jazz samedi à 20h au Café du Port. Billets 15 €.', 'fr', 'Prenez vite les vôtres !'],
    ['Weinprobe am Freitag um 19 Uhr im Weingut Berg. 30 € pro Person.', 'de', 'Sichern Sie sich jetzt Ihren Platz!'],
  ])('%s → %s', (brief, language, call) => {
    expect(occasionCall(occasion(brief, language), language)).toBe(call);
  });

  it('offers its kind’s lines before the general ones', () => {
    const quiz = occasion('Quiz night every Thursday at The Red Lion from 8pm. £2 a head.');
    expect(occasionSpare(quiz, 'en').slice(0, 2)).toEqual(['Get your team together.', 'Bring your sharpest friends.']);
  });
});

const BRIEFS_CLOSE = {
  book: '20-second ad for the Northfield Book Festival, 3-5 October at Northfield Library. Show authors reading to a crowd and children at a storytelling session. Tickets from £5.',
};

describe('a band booked for the viewer’s own day', () => {
  const BANDS = [
    { brief: "Gigi's Wedding Band: live music for your wedding and party. Booking now for 2027. Call 07700 900123.", language: 'en', hook: "Meet Gigi's Wedding Band.", shows: /band playing|Guests dancing/ },
    { brief: '20-second ad for The Silver Strings, a string quartet for weddings and parties across Yorkshire. Classical and pop covers. Now taking bookings for 2026. Visit silverstrings.example.', language: 'en', hook: 'Meet The Silver Strings.', shows: /band playing|Guests dancing/ },
    { brief: 'DJ Nova: the DJ for your wedding or birthday party in Leeds. Booking for 2026 and 2027. Email hello@djnova.example.', language: 'en', hook: 'Meet DJ Nova.', shows: /band playing|Guests dancing/ },
    { brief: 'Anuncio de 20 segundos para Los Tremendos, banda para bodas y fiestas en Sevilla. Reservas para 2027. Llama al 600 123 456.', language: 'es', hook: '¡Conoce a Los Tremendos!', shows: /banda tocando|Invitados bailando/ },
    { brief: 'Werbespot für die Hochzeitsband Goldklang aus München. Jetzt für 2027 buchen. Anrufen: 089 123456.', language: 'de', hook: 'Lernen Sie die Hochzeitsband Goldklang aus München kennen!', shows: /Band spielt|Gäste tanzen/ },
  ];

  it.each(BANDS)('$language: $brief', ({ brief, language, hook, shows }) => {
    const planned = planOf({ brief, duration_sec: 20, language });
    const said = sentences(planned.plan);
    expect(said[0]).toBe(hook);
    expect(shown(planned.plan).every((p) => shows.test(p))).toBe(true);
    expect(coverage(planned)).toBeGreaterThanOrEqual(0.75);
    expect(planned.plan.scenes.every((s) => (s.script ?? '').trim().length > 0)).toBe(true);
    // Booked for the viewer's date: never asked to save one, nor to bring friends, nor "With booking now".
    expect(said.join(' ')).not.toMatch(/Save the date|Bring your friends|Apunta la fecha|Merken Sie sich|With booking|Join/u);
  });

  it('"Booking now for 2027" is when it is booked for, said as the brief says it', () => {
    expect(sentences(planOf({ brief: BANDS[0]!.brief, duration_sec: 20 }).plan)).toContain('Booking now for 2027.');
  });

  it.each([
    ['Ad for the Pulse fitness band. Tracks your steps and sleep. £49 at pulse.example.', 'en'],
    ['Anúncio da FibraNet, banda larga de 1 Gbps para casa. Adira em fibranet.example.', 'pt'],
  ])('%s is no band: it plays no music', (brief, language) => {
    expect(readOccasion(undefined, splitSentences(brief), language)).toBeUndefined();
    expect(shown(planOf({ brief, duration_sec: 15, language }).plan).join(' ')).not.toMatch(/band playing|banda a tocar/u);
  });
});

describe('a night on a stage', () => {
  it('asks no one to dance at a recital: its lines fit any concert', () => {
    const recital = readOccasion(undefined, splitSentences('Piano recital on Sunday 9 March at 7pm at St John’s Church. Tickets £12.'), 'en')!;
    expect(recital.scene).toBe('stage');
    expect(occasionSpare(recital, 'en').join(' ')).not.toMatch(/danc/u);
  });
});
