import { describe, expect, it } from 'vitest';
import { actionLine, pictureLine } from '../../../lambdas/core/planning/brief-actions';
import { introducedOnce } from '../../../lambdas/core/planning/introduced-subjects';
import { offerCall } from '../../../lambdas/core/planning/offer-calls';
import { phrasebookFor } from '../../../lambdas/core/planning/phrases';
import { spokenPoint } from '../../../lambdas/core/planning/spoken-points';
import { planOf, sentences } from './plan-of';

/**
 * Lines a copywriter would sign (issue 23): no "With" before what is no noun phrase, no call that
 * makes the audience the thing got ("Get your landlords: …"), no order made of a scene of other
 * people's kin, partners or pets, no "the" before a business's name, no apposition repeating the
 * subject's own trade words.
 */

const BRIEFS: readonly { brief: string; language?: string }[] = [
  { brief: 'A 20 second ad for Stockly, an app for small shops. Know what’s in stock. Reorder in one tap. Try it free at stockly.example' },
  { brief: 'Ad for Shiftly, a rota app for cafés. Know who’s working today. Swap shifts in seconds. Download at shiftly.example' },
  { brief: 'Ad for Tidy, a cleaning app. See what needs doing. Rebook your cleaner in one tap. Get it at tidy.example' },
  { brief: 'Ad for Greenleaf Gardeners. Garden maintenance in Oxford. Lawn mowing and hedge trimming. Call 01865 555 123' },
  { brief: 'Taco Loco food truck in Denver. Show a customer eating tacos at the window. Tacos from $3.' },
  { brief: 'Harbour Lettings, letting agents in Bristol. Landlords: free rental valuation.' },
  { brief: 'SolarPeak installs solar panels in Devon. Homeowners: free survey.' },
  { brief: 'Keyhome estate agents in Leeds. Show a couple getting the keys to their new flat.' },
  { brief: 'Make a video for the Paws & Claws mobile dog grooming in Austin. Show a happy owner picking up her fluffy dog.' },
  { brief: 'Bright Smile family dentist in Leeds. Show a child brushing her teeth at the bathroom sink with her dad. Book a check-up at brightsmile.example' },
  { brief: 'Ad for the Spotless Window Cleaning in Cardiff. Streak-free windows every month. Call 029 555 0101' },
  { brief: 'Ad for the Riverside Pet Care in Bath. Show a customer collecting her cat. Book at riverside.example' },
  { brief: 'Sunny Days nursery in York. Show a mum hugging her son at the gate. Visit us at sunnydays.example' },
  { brief: 'Corner Bistro in Bath. Show a couple sharing a dessert by the window. Book a table at cornerbistro.example' },
  { brief: 'Ad for the Blue Door Bakery in Hove. Show a customer collecting a birthday cake. Order at bluedoor.example' },
  { brief: 'Wheelwise bike repairs in Bristol. Show a customer collecting a serviced bike. Same-day repairs.' },
  { brief: 'Ad for FitHub gym in Leeds. Show a woman lifting weights with her husband. Join at fithub.example' },
  { brief: 'Cosy Cuts barber in Hull. Show a dad getting a haircut with his son. Walk-ins welcome.' },
  { brief: 'Ad for Brightside Tutors. Parents: free trial lesson. Call 0161 555 0123' },
  { brief: 'Ad for Fresh Start Removals in Leeds. Show a family carrying boxes into their new home. Free quote at freshstart.example' },
  { brief: 'Inmobiliaria Sol en Málaga. Propietarios: valoración gratis. Llama al 952 555 123', language: 'es' },
  { brief: 'Peluquería canina Patitas en Sevilla. Muestra a una clienta recogiendo a su perro.', language: 'es' },
  { brief: 'Academia Luna en Madrid. Padres: primera clase gratis.', language: 'es' },
  { brief: 'Agence Horizon à Lyon. Propriétaires : estimation gratuite. Appelez le 04 55 55 55 55', language: 'fr' },
  { brief: 'Toilettage Canin Léo à Nantes. Montrez une cliente qui récupère son chien.', language: 'fr' },
  { brief: 'Hausverwaltung Berg in München. Vermieter: kostenlose Beratung. Rufen Sie 089 555 123 an', language: 'de' },
  { brief: 'Hundesalon Bello in Köln. Zeigen Sie eine Kundin, die ihren Hund abholt.', language: 'de' },
  { brief: 'Agenzia Casa Blu a Torino. Proprietari: valutazione gratuita.', language: 'it' },
  { brief: 'Imobiliária Mar em Lisboa. Proprietários: avaliação grátis.', language: 'pt' },
  { brief: 'Makelaar Van Dijk in Utrecht. Verhuurders: gratis waardebepaling.', language: 'nl' },
  { brief: 'Trimsalon Snuffel in Gent. Toon een klant die haar hond ophaalt.', language: 'nl' },
  { brief: 'Ad for Pedal Pals bike hire in Cork. Show two friends riding bikes along the river. Book at pedalpals.example' },
];

/** Words a noun phrase never opens on: verbs a line opens on, prepositions, what opens a clause. */
const NO_NOUN = /^(?:know|reorder|rebook|see|find|get|make|take|in|on|at|for|to|from|by|what|how|who|where|which)(?![\p{L}])/iu;
/** Someone's kin, partner or pet, said as the viewer's in an order or as their company. */
const VIEWERS_KIN = /(?<![\p{L}])(?:with your (?:partner|dad|mum|mom|husband|wife|son|daughter))(?![\p{L}])|^(?:pick up|collect|hug|get) your (?:[\p{L}-]+\s+)?(?:dog|cat|puppy|son|daughter)\b|(?:recoge a tu perro|vous récupérez votre chien|holen sie ihren hund|haal je hond)/iu;
/** A call made of an audience and an offer ("Get your landlords: …"). */
const AUDIENCE_GOT = /^(?:get|book|order|pide|reserva|demandez|réservez|richiedi|prenota|peça|marque|vraag|boek) (?:your|tu|votre|il tuo|la tua|o seu|a sua|je) \p{L}+:/iu;
/** "Meet the Paws & Claws mobile dog grooming", "Try the Spotless Window Cleaning". */
const THE_NAME = /(?:meet|try|découvrez|descubre)\s+the\s+\p{Lu}\p{L}*(?:\s+(?:&\s+)?\p{Lu}\p{L}*)*(?:\s+[\p{Ll}-]+)*?\s+(?:\p{L}+ing|\p{L}+[^s\s]s|care)(?![\p{L}])/u;

describe('lines a copywriter would sign', () => {
  const planned = BRIEFS.map((b) => ({ ...b, said: sentences(planOf({ brief: b.brief, duration_sec: 20, ...(b.language ? { language: b.language } : {}) }).plan) }));

  it(`plans ${BRIEFS.length} briefs in ${new Set(BRIEFS.map((b) => b.language ?? 'en')).size} languages`, () => {
    expect(BRIEFS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(BRIEFS.map((b) => b.language ?? 'en')).size).toBeGreaterThanOrEqual(4);
  });

  it.each(planned.map((p) => [p.brief, p.said] as const))('%s', (_brief, said) => {
    for (const line of said) {
      // "With know what's in stock.", "With garden maintenance in Oxford.": "With" only before a feature.
      const withRest = /^With ([^,]+)\.$/u.exec(line)?.[1];
      if (withRest !== undefined) {
        expect(withRest, line).not.toMatch(NO_NOUN);
        expect(withRest, line).not.toMatch(/\s\p{Lu}\p{Ll}|\p{L}['’]s(?![\p{L}])/u);
      }
      expect(line).not.toMatch(AUDIENCE_GOT);
      expect(line).not.toMatch(VIEWERS_KIN);
      expect(line).not.toMatch(THE_NAME);
      // "…, your dog grooming salon" after a name that says "dog grooming".
      const apposed = /^(?:Meet|Try)\s+([^,]+),\s+(?:your|a|an)\s+([^.]+)\./u.exec(line);
      if (apposed) {
        const trade = apposed[2]!.toLowerCase().split(/\s+/u).filter((w) => !/^(?:salon|shop|service|in|the|of)$/u.test(w));
        expect(trade.every((w) => apposed[1]!.toLowerCase().includes(w)), line).toBe(false);
      }
    }
  });
});

describe('the rule behind each line', () => {
  it('says a verb-led point as done with the product, and leaves a clause or a named description as written', () => {
    expect(spokenPoint('Know what’s in stock.', 'Stockly')).toBe('With Stockly, know what’s in stock.');
    expect(spokenPoint('Reorder in one tap.', 'Stockly')).toBe('With Stockly, reorder in one tap.');
    expect(spokenPoint('Discover new recipes every week.', 'Cookly')).toBe('With Cookly, discover new recipes every week.');
    expect(spokenPoint('Garden maintenance in Oxford.', 'Greenleaf')).toBeUndefined();
    expect(spokenPoint('Taco Loco food truck in Denver.', 'Loco')).toBeUndefined();
    expect(spokenPoint('Stock levels at a glance, what’s selling too.', 'Stockly')).toBeUndefined();
    // A feature is what it has, never "With 40 grind settings." as a sentence.
    expect(spokenPoint('40 grind settings.', 'Brew Buddy')).toBe('It has 40 grind settings.');
  });

  it.each([
    ['Landlords: free rental valuation.', 'en', 'Landlords, get your free rental valuation'],
    ['Homeowners: free survey', 'en', 'Homeowners, book your free survey'],
    ['Harbour: free valuation', 'en', 'Get your free valuation'],
    ['Nouveaux clients : devis gratuit', 'fr', 'Nouveaux clients, demandez votre devis gratuit'],
    ['Vermieter: kostenlose Beratung', 'de', 'Vermieter, jetzt kostenlose Beratung sichern'],
    ['Padres: primera clase gratis', 'es', 'Padres, prueba Harbour: primera clase gratis'],
    ['Proprietários: avaliação grátis', 'pt', 'Proprietários, marque já a sua avaliação grátis'],
    ['Proprietari: consulenza gratuita', 'it', 'Proprietari, prenota la tua consulenza gratuita'],
    ['Ouders: gratis proefles', 'nl', 'Ouders, boek je gratis proefles'],
  ])('speaks to whom an offer is for: %s (%s)', (offer, language, call) => {
    expect(offerCall(offer, 'Harbour', language)).toBe(call);
  });

  it('speaks to the audience even when the subject as read ends on it (only a name that opens on it is no audience)', () => {
    expect(offerCall('Landlords: free rental valuation', 'Harbour Lettings, letting agents in Bristol. Landlords', 'en')).toBe('Landlords, get your free rental valuation');
  });

  it('introduces a name-led business without "the", and its trade once', () => {
    expect(introducedOnce('the Paws & Claws mobile dog grooming in Austin, your dog grooming salon', 'en')).toBe('Paws & Claws mobile dog grooming in Austin');
    expect(introducedOnce('the Spotless Window Cleaning in Cardiff', 'en')).toBe('Spotless Window Cleaning in Cardiff');
    expect(introducedOnce('the Acme gutter repairs', 'en')).toBe('Acme gutter repairs');
    // A product keeps its article; an apposition that adds a trade stays.
    expect(introducedOnce('the Breeze cordless vacuum', 'en')).toBe('the Breeze cordless vacuum');
    expect(introducedOnce('Apex Auto Care in Croydon, your car garage', 'en')).toBe('Apex Auto Care in Croydon, your car garage');
    expect(introducedOnce('Peluquería canina Patitas en Sevilla, tu peluquería canina', 'es')).toBe('Peluquería canina Patitas en Sevilla');
    expect(introducedOnce('Café Luna en Sevilla, tu cafetería', 'es')).toBe('Café Luna en Sevilla, tu cafetería');
    expect(phrasebookFor('en').phrases.meet('the Paws & Claws mobile dog grooming in Austin, your dog grooming salon')).toBe('Meet Paws & Claws mobile dog grooming in Austin.');
    expect(phrasebookFor('en').phrases.tryIt('the Paws & Claws mobile dog grooming')).toBe('Try Paws & Claws mobile dog grooming today');
    expect(phrasebookFor('fr').phrases.meet('Toilettage Léo à Nantes, votre salon de toilettage')).toBe('Découvrez Toilettage Léo à Nantes.');
    expect(phrasebookFor('fr').phrases.meet('Léo à Nantes, votre salon de toilettage')).toBe('Découvrez Léo à Nantes, votre salon de toilettage.');
  });

  it.each([
    ['a happy owner picking up her fluffy dog', 'A happy owner picks up her fluffy dog.'],
    ['a couple getting the keys to their new flat', 'A couple gets the keys to their new flat.'],
    ['a child brushing her teeth at the bathroom sink with her dad', 'A child brushes her teeth at the bathroom sink with her dad.'],
    ['a customer eating tacos at the window', 'A customer eats tacos at the window.'],
    ['a woman lifting weights with her husband', undefined],
    ['a student lifting weights with her husband', 'A student lifts weights with her husband.'],
  ])('says a scene of others’ kin, partners, pets or everyday acts as the scene: %s', (picture, line) => {
    expect(actionLine(picture)).toBe(line);
  });

  it.each([
    ['A customer collecting a serviced bike', 'Collect your serviced bike.'],
    ['Friends sharing pizza around a table', 'Share pizza with friends around a table.'],
    ['A groomer brushing a happy dog', 'Our groomer brushes your happy dog.'],
    ['A customer choosing dog food at the counter', 'Choose dog food at our counter.'],
  ])('keeps an order the viewer would take: %s', (picture, line) => {
    expect(pictureLine(picture, 'en')).toBe(line);
  });

  it.each([
    ['una clienta recogiendo a su perro', 'es'],
    ['une cliente qui récupère son chien', 'fr'],
    ['eine Kundin, die ihren Hund abholt', 'de'],
    ['un cliente che ritira il suo cane', 'it'],
    ['uma cliente a buscar o seu cão', 'pt'],
    ['een klant die haar hond ophaalt', 'nl'],
  ])('never makes a customer’s pet the viewer’s in another language: %s', (picture, language) => {
    expect(pictureLine(picture, language)).toBeUndefined();
  });

  it('still says a customer’s own things in another language (made the viewer’s by viewersOwn)', () => {
    expect(pictureLine('une cliente qui récupère son vélo', 'fr')).toBe('Chez nous, vous récupérez son vélo.');
  });
});
