import type { PlaceShot } from './trade-lines';

/**
 * A vet clinic as its own place (compositions.ts TRADES): its patients are pets and its customers their owners, so its
 * shots are a vet examining a dog on the exam table with its owner beside it, a cat vaccinated, a dog's teeth checked,
 * an owner at the reception desk with their cat in a carrier; its lines speak to owners about the services the brief names ("Bring
 * your dog in for its jabs."). A vet's words outweigh a brief's "dental" or "teeth", which at a vet's are an animal's.
 * Pure string work.
 */

/** The trade's word in compositions.ts TRADES. */
export const VET_TRADE = 'vet clinic';

/**
 * A vet, a vet clinic or an animal hospital in the languages the planner writes (Japanese anywhere: it writes no spaces);
 * not "vet-approved", whose hyphen makes it a product's praise.
 */
export const VET_WORDS =
  /(?<![\p{L}])(?:vets?|vet['’]s|vets['’]|veterinarians?|veterinary|animal (?:hospital|clinic)s?|pet (?:hospital|clinic)s?|veterinari[oa]s?|veterinári[oa]s?|vétérinaires?|tierärzt\p{L}*|tierarzt\p{L}*|tierklinik\p{L}*|dierenarts\p{L}*|dierenkliniek\p{L}*|dierenziekenhuis|طبيب بيطري|عيادة بيطرية|पशु चिकित्सक)(?![\p{L}-])|動物病院|獣医/iu;

/** The trades a vet's brief reads as when its words about animals' teeth or care come first: a vet clinic all the same. */
const OUTWEIGHED = new Set(['dental clinic', 'clinic', 'shop', 'pharmacy']);

/**
 * The trade of a place whose `name` or `brief` names a vet: a vet clinic wherever its own name says so, and where its
 * brief does and `found` (the trade its other words gave) is one a vet's services read as ("dental checks for dogs").
 */
export function vetOutweighs(found: string, name: string, brief: string): string {
  return VET_WORDS.test(name) || (OUTWEIGHED.has(found) && VET_WORDS.test(brief)) ? VET_TRADE : found;
}

type VetLanguage = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl';
/** A vet's moments: the exam with the owner beside, a vaccination, a dental check, the owner arriving at reception. */
type Moment = 'exam' | 'vaccine' | 'teeth' | 'reception';

/** Each moment as the place's own shot compositions.ts filters and lights: the exam is its work, reception its welcome. */
const SHOT_OF: Readonly<Record<Moment, PlaceShot>> = { exam: 'work', vaccine: 'inside', teeth: 'goods', reception: 'welcome' };

/** The services a brief names that a moment shows, in any of the languages: its vaccinations, its dental checks. */
const SERVICES: Readonly<Partial<Record<Moment, RegExp>>> = {
  vaccine: /(?<![\p{L}])(?:vaccin\p{L}*|jabs?|boosters?|vacun\p{L}*|vacin\p{L}*|impf\p{L}*|inent\p{L}*|prikje?s?)(?![\p{L}])/iu,
  teeth: /(?<![\p{L}])(?:dental|teeth|tooth|dient\p{L}*|dentaire|dents?|détartrage|zahn\p{L}*|zähne|dent[ei]|dentes|dentária|dentário|higiene oral|igiene orale|gebit\p{L}*|tand\p{L}*)(?![\p{L}])/iu,
};

interface VetWords {
  /** The clinic with its indefinite article, as a picture sets a moment in it. */
  place: string;
  pictures: Readonly<Record<Moment, (place: string) => string>>;
  lines: Readonly<Record<Moment, readonly string[]>>;
}

const WORDS: Readonly<Record<VetLanguage, VetWords>> = {
  en: {
    place: 'a vet clinic',
    pictures: {
      exam: (p) => `A vet examining a dog on the exam table beside its owner inside ${p}`,
      vaccine: (p) => `A vet vaccinating a cat on the exam table inside ${p}`,
      teeth: (p) => `A vet checking a dog's teeth on the exam table inside ${p}`,
      reception: (p) => `An owner with a cat in its carrier at the reception desk of ${p}`,
    },
    lines: {
      exam: ['Your pet is in gentle hands.', 'We treat them like our own.'],
      vaccine: ['Bring your dog in for its jabs.', 'Kittens and puppies welcome too.'],
      teeth: ['We check their teeth with care.', 'Healthy teeth, happy pets.'],
      reception: ['Bring your cat in its carrier.', 'We will take it from there.'],
    },
  },
  es: {
    place: 'una clínica veterinaria',
    pictures: {
      exam: (p) => `Una veterinaria examinando a un perro en la mesa junto a su dueño en ${p}`,
      vaccine: (p) => `Una veterinaria vacunando a un gato en la mesa en ${p}`,
      teeth: (p) => `Una veterinaria revisando los dientes de un perro en la mesa en ${p}`,
      reception: (p) => `Un dueño con un gato en un transportín en el mostrador de recepción de ${p}`,
    },
    lines: {
      exam: ['Tu mascota, en buenas manos.', 'La cuidamos como si fuera nuestra.'],
      vaccine: ['Trae a tu perro a vacunar.', 'Cachorros y gatitos, bienvenidos.'],
      teeth: ['Revisamos sus dientes con cuidado.', 'Dientes sanos, mascotas felices.'],
      reception: ['Trae a tu gato en su transportín.', 'Nosotros nos encargamos del resto.'],
    },
  },
  fr: {
    place: 'une clinique vétérinaire',
    pictures: {
      exam: (p) => `Une vétérinaire qui examine un chien sur la table à côté de son maître dans ${p}`,
      vaccine: (p) => `Une vétérinaire qui vaccine un chat sur la table dans ${p}`,
      teeth: (p) => `Une vétérinaire qui examine les dents d’un chien sur la table dans ${p}`,
      reception: (p) => `Un maître avec son chat dans une caisse de transport à l’accueil d’${p}`,
    },
    lines: {
      exam: ['Votre animal entre de bonnes mains.', 'Nous le soignons comme le nôtre.'],
      vaccine: ['Amenez votre chien pour ses vaccins.', 'Chiots et chatons bienvenus.'],
      teeth: ['Nous vérifions ses dents en douceur.', 'De belles dents, un animal heureux.'],
      reception: ['Venez avec votre chat dans sa caisse.', 'Nous nous occupons du reste.'],
    },
  },
  de: {
    place: 'einer Tierarztpraxis',
    pictures: {
      exam: (p) => `Eine Tierärztin untersucht einen Hund auf dem Tisch neben seinem Besitzer in ${p}`,
      vaccine: (p) => `Eine Tierärztin impft eine Katze auf dem Tisch in ${p}`,
      teeth: (p) => `Eine Tierärztin kontrolliert die Zähne von einem Hund auf dem Tisch in ${p}`,
      reception: (p) => `Ein Besitzer mit einer Katze in der Transportbox am Empfang ${p}`,
    },
    lines: {
      exam: ['Ihr Tier in sanften Händen.', 'Wir behandeln es wie unser eigenes.'],
      vaccine: ['Bringen Sie Ihren Hund zum Impfen.', 'Welpen und Kätzchen willkommen.'],
      teeth: ['Wir kontrollieren die Zähne behutsam.', 'Gesunde Zähne, glückliche Tiere.'],
      reception: ['Bringen Sie Ihre Katze in der Box.', 'Den Rest übernehmen wir.'],
    },
  },
  it: {
    place: 'una clinica veterinaria',
    pictures: {
      exam: (p) => `Una veterinaria che visita un cane sul tavolo accanto al suo padrone in ${p}`,
      vaccine: (p) => `Una veterinaria che vaccina un gatto sul tavolo in ${p}`,
      teeth: (p) => `Una veterinaria che controlla i denti di un cane sul tavolo in ${p}`,
      reception: (p) => `Un padrone con un gatto nel trasportino al bancone di ${p}`,
    },
    lines: {
      exam: ['Il tuo animale in buone mani.', 'Lo curiamo come fosse nostro.'],
      vaccine: ['Porta il tuo cane a fare i vaccini.', 'Cuccioli e gattini benvenuti.'],
      teeth: ['Controlliamo i denti con delicatezza.', 'Denti sani, animali felici.'],
      reception: ['Porta il tuo gatto nel trasportino.', 'Al resto pensiamo noi.'],
    },
  },
  pt: {
    place: 'uma clínica veterinária',
    pictures: {
      exam: (p) => `Uma veterinária a examinar um cão na mesa ao lado do dono ${p.replace(/^uma /u, 'numa ')}`,
      vaccine: (p) => `Uma veterinária a vacinar um gato na mesa ${p.replace(/^uma /u, 'numa ')}`,
      teeth: (p) => `Uma veterinária a ver os dentes de um cão na mesa ${p.replace(/^uma /u, 'numa ')}`,
      reception: (p) => `Um dono com um gato na transportadora no balcão de ${p}`,
    },
    lines: {
      exam: ['O seu animal em boas mãos.', 'Cuidamos dele como se fosse nosso.'],
      vaccine: ['Traga o seu cão para as vacinas.', 'Cachorros e gatinhos bem-vindos.'],
      teeth: ['Vemos os dentes com cuidado.', 'Dentes saudáveis, animais felizes.'],
      reception: ['Traga o seu gato na transportadora.', 'Nós tratamos do resto.'],
    },
  },
  nl: {
    place: 'een dierenartspraktijk',
    pictures: {
      exam: (p) => `Een dierenarts die een hond op de tafel onderzoekt naast zijn baasje in ${p}`,
      vaccine: (p) => `Een dierenarts die een kat op de tafel vaccineert in ${p}`,
      teeth: (p) => `Een dierenarts die het gebit van een hond op de tafel controleert in ${p}`,
      reception: (p) => `Een baasje met een kat in de reismand aan de balie van ${p}`,
    },
    lines: {
      exam: ['Je huisdier in goede handen.', 'We zorgen ervoor als voor ons eigen dier.'],
      vaccine: ['Breng je hond langs voor zijn prikjes.', 'Pups en kittens welkom.'],
      teeth: ['We kijken voorzichtig naar het gebit.', 'Gezonde tanden, blije dieren.'],
      reception: ['Kom met je kat in de reismand.', 'Wij doen de rest.'],
    },
  },
};

const vetLanguage = (lang: string): VetLanguage => (lang in WORDS ? (lang as VetLanguage) : 'en');

/** The exam first, then what the brief's services show (its vaccinations before its dental checks), the reception, the rest. */
function momentsFor(brief: string): Moment[] {
  const named = (['vaccine', 'teeth'] as const).filter((m) => SERVICES[m]!.test(brief));
  const rest = (['vaccine', 'teeth'] as const).filter((m) => !named.includes(m));
  return ['exam', ...named, 'reception', ...rest];
}

export interface VetShot {
  shot: PlaceShot;
  picture: string;
}

/** A vet clinic's shots in `lang` (English where the planner has none of its own), ordered by the services `brief` names. */
export function vetShots(lang: string, brief: string): VetShot[] {
  const words = WORDS[vetLanguage(lang)];
  return momentsFor(brief).map((m) => ({ shot: SHOT_OF[m], picture: words.pictures[m](words.place) }));
}

/** The lines said over a vet clinic's shot in `lang`, to pets' owners; none in a language without them. */
export function vetLines(shot: PlaceShot, lang: string): string[] {
  const words = lang in WORDS ? WORDS[lang as VetLanguage] : undefined;
  const moment = (Object.keys(SHOT_OF) as Moment[]).find((m) => SHOT_OF[m] === shot);
  return words && moment ? [...words.lines[moment]] : [];
}
