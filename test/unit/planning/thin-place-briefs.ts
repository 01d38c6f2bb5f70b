/**
 * A family of thin place adverts (issue 23): a trade's name, its trade, its town, and at most a
 * service and a call, in the seven languages the planner writes, at 15, 20 and 30 seconds. Three
 * shapes: one sentence; a name, a trade and a call only; a service and a call.
 */

type Language = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl';

export interface ThinBrief {
  brief: string;
  duration_sec: number;
  language: Language;
  brand_name: string;
}

/** A trade's words per language: the trade after a name, and one service it does. */
type TradeWords = Readonly<Record<Language, readonly [trade: string, service: string]>>;

const TRADES: Readonly<Record<string, TradeWords>> = {
  nails: { en: ['a nail bar', 'Gel manicures from £25'], es: ['un salón de uñas', 'Manicura semipermanente desde 25 €'], fr: ['un bar à ongles', 'Pose de vernis semi-permanent dès 25 €'], de: ['ein Nagelstudio', 'Gelnägel ab 25 €'], it: ['un nail bar', 'Manicure semipermanente da 25 €'], pt: ['um salão de unhas', 'Manicure de gel desde 25 €'], nl: ['een nagelsalon', 'Gelnagels vanaf 25 euro'] },
  barber: { en: ['a barbershop', 'Skin fades and beard trims'], es: ['una barbería', 'Degradados y arreglo de barba'], fr: ['un barbier', 'Dégradés et taille de barbe'], de: ['ein Barbershop', 'Fades und Bartpflege'], it: ['un barbiere', 'Sfumature e rifinitura barba'], pt: ['uma barbearia', 'Degradês e barba'], nl: ['een barbershop', 'Fades en baardtrims'] },
  bakery: { en: ['a bakery', 'Sourdough baked every morning'], es: ['una panadería', 'Pan de masa madre cada mañana'], fr: ['une boulangerie', 'Pain au levain chaque matin'], de: ['eine Bäckerei', 'Sauerteigbrot jeden Morgen'], it: ['un panificio', 'Pane a lievito madre ogni mattina'], pt: ['uma padaria', 'Pão de fermentação natural todas as manhãs'], nl: ['een bakkerij', 'Elke ochtend zuurdesembrood'] },
  florist: { en: ['a florist', 'Fresh bouquets from £20'], es: ['una floristería', 'Ramos frescos desde 20 €'], fr: ['un fleuriste', 'Bouquets frais dès 20 €'], de: ['ein Blumenladen', 'Frische Sträuße ab 20 €'], it: ['un fiorista', 'Mazzi freschi da 20 €'], pt: ['uma florista', 'Ramos frescos desde 20 €'], nl: ['een bloemenwinkel', 'Verse boeketten vanaf 20 euro'] },
  hair: { en: ['a hair salon', 'Cut and blow-dry from £35'], es: ['una peluquería', 'Corte y peinado desde 30 €'], fr: ['un salon de coiffure', 'Coupe et brushing dès 30 €'], de: ['ein Friseursalon', 'Schneiden und Föhnen ab 30 €'], it: ['un parrucchiere', 'Taglio e piega da 30 €'], pt: ['um cabeleireiro', 'Corte e brushing desde 30 €'], nl: ['een kapsalon', 'Knippen en föhnen vanaf 30 euro'] },
  cafe: { en: ['a café', 'Flat whites and homemade cakes'], es: ['una cafetería', 'Café de especialidad y tartas caseras'], fr: ['un café', 'Café de spécialité et gâteaux maison'], de: ['ein Café', 'Kaffee und hausgemachter Kuchen'], it: ['un caffè', 'Cappuccino e torte fatte in casa'], pt: ['um café', 'Café de especialidade e bolos caseiros'], nl: ['een koffiebar', 'Koffie en huisgemaakte taart'] },
};

/** Each language's opening ("A 20-second ad for"), a town, and its calls. */
const LANGUAGES: Readonly<Record<Language, { ad: (sec: number) => string; town: string; book: string; walk: string }>> = {
  en: { ad: (s) => `A ${s}-second ad for`, town: 'in Leeds', book: 'Book at {site}.', walk: 'Walk in or book online.' },
  es: { ad: (s) => `Anuncio de ${s} segundos para`, town: 'en Sevilla', book: 'Reserva en {site}.', walk: 'Ven sin cita o reserva online.' },
  fr: { ad: (s) => `Publicité de ${s} secondes pour`, town: 'à Lyon', book: 'Réservez sur {site}.', walk: 'Passez sans rendez-vous ou réservez en ligne.' },
  de: { ad: (s) => `Werbespot, ${s} Sekunden, für`, town: 'in Köln', book: 'Jetzt buchen auf {site}.', walk: 'Einfach vorbeikommen oder online buchen.' },
  it: { ad: (s) => `Spot di ${s} secondi per`, town: 'a Torino', book: 'Prenota su {site}.', walk: 'Passa senza appuntamento o prenota online.' },
  pt: { ad: (s) => `Anúncio de ${s} segundos para`, town: 'em Lisboa', book: 'Reserve em {site}.', walk: 'Venha sem marcação ou reserve online.' },
  nl: { ad: (s) => `Advertentie van ${s} seconden voor`, town: 'in Utrecht', book: 'Boek via {site}.', walk: 'Loop binnen of boek online.' },
};

const NAMES = ['Luna', 'Aurora', 'Bella', 'Nova', 'Stella', 'Vita'];
const DURATIONS = [15, 20, 30] as const;
const SHAPES = ['sentence', 'call', 'service'] as const;

/**
 * One brief per trade and language, its length, shape and name turning with them, so that every
 * trade, language, length and shape comes up without planning every product of them.
 */
export function thinPlaceBriefs(): ThinBrief[] {
  const langs = Object.keys(LANGUAGES) as Language[];
  return Object.values(TRADES).flatMap((words, t) =>
    langs.map((language, l) => {
      const [trade, service] = words[language];
      const { ad, town, book, walk } = LANGUAGES[language];
      const name = NAMES[(t + l) % NAMES.length]!;
      const site = `${name.toLowerCase()}.example`;
      const shape = SHAPES[(t + 2 * l) % SHAPES.length]!;
      const duration_sec = DURATIONS[(2 * t + l) % DURATIONS.length]!;
      const opening = `${ad(duration_sec)} ${name}, ${trade} ${town}.`;
      const brief = shape === 'sentence' ? opening : shape === 'call' ? `${opening} ${book.replace('{site}', site)}` : `${opening} ${service}. ${walk}`;
      return { brief, duration_sec, language, brand_name: name };
    }),
  );
}
