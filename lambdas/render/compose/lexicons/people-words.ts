/**
 * The people a prompt counts, in the seven planner languages: friends and colleagues in a woman's form ("quatre amies",
 * "tre colleghe", "zwei Kolleginnen"), a class or a course led by someone ("une classe de yoga", "una clase de spinning",
 * "ein Tanzkurs": the `class` concept, its students and whoever leads it, parse-prompt.ts), a dance class as couples
 * dancing, a meal at home ("frühstückt", "cenan", "fanno colazione") eaten at the table, and "at home" said as a place, not
 * a house drawn outside it (test/render/people-count-languages.test.ts).
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';

interface People {
  nouns: Record<string, ConceptId>;
  poses: Record<string, Pose>;
  settings: Record<string, SettingId>;
  /** Age words the language's lexicon lacked ("een klein meisje"). */
  young?: readonly string[];
}

/** Each word of `list` for `value`. */
const each = <T>(value: T, list: readonly string[]): Record<string, T> => Object.fromEntries(list.map((w) => [w, value]));

export const PEOPLE_WORDS: Readonly<Record<'en' | 'fr' | 'es' | 'de' | 'it' | 'pt' | 'nl', People>> = {
  en: {
    nouns: { ...each<ConceptId>('class', ['class', 'classes', 'course']), friend: 'person' },
    poses: {
      ...each<Pose>('dancing-couples', ['dance class', 'dance lesson', 'dancing class', 'dancing lesson']),
      ...each<Pose>('eating', ['have breakfast', 'has breakfast', 'eat breakfast', 'eats breakfast', 'eating breakfast', 'having lunch', 'has lunch', 'have lunch']),
    },
    settings: {},
  },
  fr: {
    nouns: {
      ...each<ConceptId>('class', ['classe', 'classes', 'cours', 'cours collectif']),
      ...each<ConceptId>('friends', ['amies', 'copines', 'copains']),
      ...each<ConceptId>('woman', ['amie', 'copine']),
      ami: 'person',
    },
    poses: {
      ...each<Pose>('dancing-couples', ['cours de danse', 'classe de danse', 'lecon de danse']),
      ...each<Pose>('eating', ['petit dejeuner', 'prend le petit dejeuner', 'prennent le petit dejeuner', 'prenant le petit dejeuner', 'petit dejeunent', 'dinent ensemble', 'mangent', 'mange', 'mangeant', 'a table']),
      ...each<Pose>('walking', ['marchent', 'se promenent', 'se promene', 'se baladent', 'marchant']),
    },
    settings: each<SettingId>('home', ['a la maison', 'chez eux', 'chez elle', 'chez lui', 'chez soi', 'chez nous']),
  },
  es: {
    nouns: {
      ...each<ConceptId>('class', ['clase', 'clases', 'curso', 'grupo de clase']),
      ...each<ConceptId>('team', ['companeras', 'companeras de trabajo', 'colegas']),
      amiga: 'woman',
      amigas: 'friends',
      amigo: 'person',
      companera: 'worker',
    },
    poses: {
      ...each<Pose>('dancing-couples', ['clase de baile', 'clase de danza', 'clase de salsa', 'clase de tango']),
      ...each<Pose>('eating', ['cenan', 'cena', 'cenando', 'almuerza', 'almuerzan', 'almorzando', 'comen juntos', 'comiendo', 'desayunan juntos']),
      ...each<Pose>('walking', ['caminan', 'camina', 'pasean', 'pasea', 'paseando']),
    },
    settings: {},
  },
  de: {
    nouns: {
      ...each<ConceptId>('class', ['kurs', 'kurse', 'klasse', 'gruppenkurs', 'gruppenstunde']),
      // A group is some people, as in English: "eine Yogagruppe" are friends at yoga.
      ...each<ConceptId>('friends', ['freundinnen', 'gruppe']),
      ...each<ConceptId>('team', ['kolleginnen']),
      ...each<ConceptId>('woman', ['freundin']),
      freund: 'person',
      kollegin: 'worker',
    },
    poses: {
      ...each<Pose>('dancing-couples', ['tanzkurs', 'tanzstunde', 'tanzgruppe', 'tanzschule']),
      ...each<Pose>('eating', ['fruhstuckt', 'fruhstucken', 'beim fruhstuck', 'isst zu mittag', 'essen zu mittag', 'zu abend essen', 'isst zu abend', 'essen gemeinsam']),
    },
    settings: {},
  },
  it: {
    nouns: {
      ...each<ConceptId>('class', ['classe', 'corso', 'lezione', 'lezioni']),
      ...each<ConceptId>('team', ['colleghe', 'colleghi']),
      amica: 'woman',
      amico: 'person',
      collega: 'worker',
    },
    poses: {
      ...each<Pose>('dancing-couples', ['lezione di ballo', 'corso di ballo', 'lezione di danza', 'scuola di ballo', 'corso di danza']),
      ...each<Pose>('eating', ['fa colazione', 'fanno colazione', 'facendo colazione', 'cena', 'cenano', 'pranza', 'pranzano', 'mangiano', 'mangia', 'a tavola']),
      ...each<Pose>('walking', ['camminano', 'cammina', 'passeggiano', 'passeggia']),
    },
    settings: {},
  },
  pt: {
    nouns: {
      ...each<ConceptId>('class', ['aula', 'aulas', 'turma', 'classe', 'curso']),
      amiga: 'woman',
      amigas: 'friends',
      amigo: 'person',
      colega: 'worker',
    },
    poses: {
      ...each<Pose>('dancing-couples', ['aula de danca', 'aula de danca de salao', 'aula de salsa', 'escola de danca']),
      ...each<Pose>('eating', ['toma o pequeno almoco', 'tomam o pequeno almoco', 'tomam o cafe da manha', 'toma o cafe da manha', 'almoca', 'almocam', 'janta', 'jantam', 'comem', 'a mesa']),
      ...each<Pose>('walking', ['caminham', 'caminha', 'passeiam', 'passeia']),
    },
    settings: {},
  },
  nl: {
    nouns: {
      ...each<ConceptId>('class', ['les', 'klas', 'cursus', 'groepsles', 'lessen']),
      vriendin: 'woman',
      vriend: 'person',
      collega: 'worker',
    },
    poses: {
      ...each<Pose>('dancing-couples', ['dansles', 'dansklas', 'dansschool', 'danscursus']),
      ...each<Pose>('eating', ['ontbijt', 'ontbijten', 'ontbijtend', 'lunchen', 'luncht', 'dineren', 'dineert', 'aan tafel']),
      ...each<Pose>('walking', ['wandelen', 'wandelt', 'lopen', 'loopt']),
    },
    settings: {},
    young: ['klein', 'kleintje'],
  },
};

/** Words just before a class word (an article may come between) that make it a time, not people: "after class", "après le cours". */
const WHEN: Readonly<Record<string, readonly string[]>> = {
  en: ['after', 'before', 'during', 'end of'],
  fr: ['apres', 'avant', 'pendant', 'fin du', 'fin de'],
  es: ['despues de', 'antes de', 'durante', 'final de'],
  de: ['nach', 'wahrend', 'ende'],
  it: ['dopo', 'prima', 'durante', 'fine'],
  pt: ['depois', 'antes', 'durante', 'fim'],
  nl: ['na', 'tijdens', 'einde van'],
};
const WHEN_BEFORE = new Map(Object.entries(WHEN).map(([language, words]) => [language, new RegExp(`(?:^|\\s)(?:${words.join('|')})(?:\\s+\\p{L}+)?$`, 'u')]));

/** Whether a class word after these words (normalised, nearest last) is when something happens, not a class drawn. */
export const classIsTime = (language: string, before: string): boolean => WHEN_BEFORE.get(language)?.test(before) ?? false;
