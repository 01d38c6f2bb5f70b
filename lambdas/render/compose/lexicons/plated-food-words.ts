/**
 * Dishes drawn as served (illustrations/plated-food.ts) in each language: a crêpe is a thin crêpe folded on its plate, never
 * an American pancake stack; a galette (a buckwheat crêpe) is folded square round an egg; mushy peas are a pot of them; a
 * named fish to eat (haddock, cod, hake, sea bass) is a fillet (bare fresh fish stays the fishmonger's). "Fish and chips" named with its batter stays the one dish,
 * not the dish and a second box of chips. Each language's lexicon spreads its `nouns` last into its own.
 */
import type { ConceptId } from '../concepts';

const as = (id: ConceptId, names: readonly string[]): Record<string, ConceptId> => Object.fromEntries(names.map((n) => [n, id]));

/** Fish eaten, by their names in the language: a fillet. */
const fillet = (names: readonly string[]) => as('fish-fillet', names);

export const PLATED_FOOD_WORDS: Record<'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl', { nouns: Record<string, ConceptId> }> = {
  en: {
    nouns: {
      ...as('crepe', ['crepe', 'crepes', 'crêpe', 'crêpes', 'sweet crepe', 'sweet crepes']),
      ...as('galette', ['galette', 'galettes', 'buckwheat galette', 'buckwheat galettes', 'buckwheat crepe', 'buckwheat crepes', 'savoury crepe', 'savoury crepes', 'savory crepes']),
      ...as('mushy-peas', ['mushy peas', 'peas', 'garden peas', 'pea puree']),
      ...fillet(['haddock', 'cod', 'hake', 'plaice', 'sea bass', 'salmon fillet', 'fish fillet', 'fish fillets', 'fillet of fish', 'fresh haddock', 'fresh cod']),
      ...as('fish-and-chips', ['battered fish and chips', 'battered cod and chips', 'battered haddock and chips']),
    },
  },
  es: {
    nouns: {
      ...as('crepe', ['crep', 'creps', 'crepe', 'crepes', 'crêpe', 'crêpes']),
      ...as('galette', ['galette', 'galettes', 'galeta', 'galetas', 'crepe de trigo sarraceno', 'crepes de trigo sarraceno', 'galettes de trigo sarraceno']),
      ...as('mushy-peas', ['guisantes', 'puré de guisantes', 'chícharos']),
      ...fillet(['merluza', 'bacalao', 'eglefino', 'abadejo', 'lubina', 'filete de pescado', 'filetes de pescado']),
    },
  },
  fr: {
    nouns: {
      ...as('crepe', ['crêpe', 'crêpes', 'crepe', 'crepes', 'crêpe sucrée', 'crêpes sucrées']),
      ...as('galette', ['galette', 'galettes', 'galette de sarrasin', 'galettes de sarrasin', 'galette complète', 'galettes complètes', 'galette-saucisse']),
      ...as('mushy-peas', ['petits pois', 'purée de petits pois', 'pois cassés']),
      ...fillet(['églefin', 'eglefin', 'cabillaud', 'merlu', 'haddock', 'filet de poisson', 'filets de poisson']),
    },
  },
  de: {
    nouns: {
      ...as('crepe', ['crêpe', 'crêpes', 'crepe', 'crepes']),
      ...as('galette', ['galette', 'galettes', 'buchweizengalette', 'buchweizengaletten', 'buchweizencrêpe', 'buchweizencrêpes']),
      ...as('mushy-peas', ['erbsen', 'erbsenpüree', 'erbsenbrei']),
      ...fillet(['schellfisch', 'kabeljau', 'seehecht', 'dorsch', 'fischfilet', 'fischfilets']),
    },
  },
  it: {
    nouns: {
      ...as('crepe', ['crepe', 'crêpe', 'crespella', 'crespelle']),
      ...as('galette', ['galette', 'galette di grano saraceno', 'crespella di grano saraceno', 'crespelle di grano saraceno']),
      ...as('mushy-peas', ['piselli', 'purè di piselli', 'crema di piselli']),
      ...fillet(['eglefino', 'merluzzo', 'nasello', 'branzino', 'filetto di pesce', 'filetti di pesce']),
    },
  },
  pt: {
    nouns: {
      ...as('crepe', ['crepe', 'crepes', 'crêpe', 'crêpes']),
      ...as('galette', ['galette', 'galettes', 'crepe de trigo sarraceno', 'crepes de trigo sarraceno']),
      ...as('mushy-peas', ['ervilhas', 'puré de ervilhas', 'esmagada de ervilhas']),
      ...fillet(['arinca', 'bacalhau', 'pescada', 'robalo', 'filete de peixe', 'filetes de peixe', 'filé de peixe']),
    },
  },
  nl: {
    nouns: {
      ...as('crepe', ['crêpe', 'crêpes', 'crepe', 'crepes', 'flensje', 'flensjes']),
      ...as('galette', ['galette', 'galettes', 'boekweitgalette', 'boekweitgalettes', 'boekweitpannenkoek']),
      ...as('mushy-peas', ['erwten', 'erwtenpuree', 'doperwten']),
      ...fillet(['schelvis', 'kabeljauw', 'heek', 'zeebaars', 'visfilet', 'visfilets']),
    },
  },
};
