/**
 * Family named by their tie to someone ("a mother and her son", "une femme et sa fille", "eine Frau mit ihrem Sohn"): a
 * son or a daughter named with their parent is their child, a boy or a girl (a grown one beside an elder they look after);
 * a husband or wife, a mum or a dad a man or a woman. Counted, they make the people a prompt names (one person alone with
 * a tablet is drawn alone; a mother and her son share it on the sofa, two, as named).
 */
import type { ConceptId } from '../concepts';
import type { Gender } from './gender-words';

interface Kin {
  sons: readonly string[];
  daughters: readonly string[];
  men: readonly string[];
  women: readonly string[];
  /** Words before a word that make it someone's ("sa fille" is her daughter, "une fille" a girl). */
  possessives: readonly string[];
}

const KIN: Record<'en' | 'fr' | 'es' | 'de' | 'it' | 'pt' | 'nl', Kin> = {
  en: {
    sons: ['son', 'sons', 'grandson', 'grandsons'],
    daughters: ['daughter', 'daughters', 'granddaughter', 'granddaughters'],
    men: ['husband', 'grandfather', 'grandpa'],
    women: ['wife', 'grandmother', 'grandma'],
    possessives: ['her', 'his', 'their', 'my', 'our', 'your'],
  },
  fr: {
    sons: ['fils'],
    daughters: ['fille', 'filles'],
    men: ['mari', 'grand-père', 'papa'],
    women: ['épouse', 'grand-mère', 'maman'],
    possessives: ['sa', 'son', 'ses', 'leur', 'leurs', 'ma', 'mon', 'mes', 'notre', 'nos', 'votre', 'vos'],
  },
  es: {
    sons: ['hijo', 'hijos', 'nieto', 'nietos'],
    daughters: ['hija', 'hijas', 'nieta', 'nietas'],
    men: ['marido', 'esposo', 'abuelo', 'papá'],
    women: ['esposa', 'abuela', 'mamá'],
    possessives: ['su', 'sus', 'mi', 'mis', 'tu', 'tus', 'nuestro', 'nuestra'],
  },
  de: {
    sons: ['sohn', 'söhne', 'enkel', 'enkelsohn'],
    daughters: ['tochter', 'töchter', 'enkelin', 'enkeltochter'],
    men: ['ehemann', 'großvater', 'opa', 'papa'],
    women: ['ehefrau', 'großmutter', 'oma', 'mama'],
    possessives: ['ihr', 'ihre', 'ihrem', 'ihren', 'ihrer', 'sein', 'seine', 'seinem', 'seinen', 'seiner', 'mein', 'meine', 'meinem', 'meinen', 'unser', 'unsere'],
  },
  it: {
    sons: ['figlio', 'figli', 'nipotino', 'nipotini'],
    daughters: ['figlia', 'figlie', 'nipotina', 'nipotine'],
    men: ['marito', 'nonno'],
    women: ['moglie', 'nonna'],
    possessives: ['suo', 'sua', 'suoi', 'sue', 'loro', 'mio', 'mia', 'miei', 'mie', 'nostro', 'nostra'],
  },
  pt: {
    sons: ['filho', 'filhos', 'neto', 'netos'],
    daughters: ['filha', 'filhas', 'neta', 'netas'],
    men: ['marido', 'avô', 'papai'],
    women: ['esposa', 'avó', 'mamãe', 'mamã'],
    possessives: ['seu', 'sua', 'seus', 'suas', 'meu', 'minha', 'nosso', 'nossa'],
  },
  nl: {
    sons: ['zoon', 'zonen', 'kleinzoon', 'kleinzonen'],
    daughters: ['dochter', 'dochters', 'kleindochter', 'kleindochters'],
    men: ['echtgenoot', 'opa'],
    women: ['echtgenote', 'oma'],
    possessives: ['haar', 'zijn', 'hun', 'mijn', 'ons', 'onze'],
  },
};

const named = (words: readonly string[], id: ConceptId) => words.map((w) => [w, id] as const);

/** The kin words as nouns: a child of someone is a person of either look until read with their parent (parse-prompt.ts). */
export const KIN_WORDS = Object.fromEntries(
  Object.entries(KIN).map(([language, k]) => [language, Object.fromEntries([...named([...k.sons, ...k.daughters], 'person'), ...named(k.men, 'man'), ...named(k.women, 'woman')])]),
) as Record<keyof typeof KIN, Record<string, ConceptId>>;

const bare = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').replace(/-/g, ' ');
const OFFSPRING = new Map(
  Object.entries(KIN).map(([language, k]) => [
    language,
    new Map<string, Gender>([...k.sons.map((w) => [bare(w), 'man'] as const), ...k.daughters.map((w) => [bare(w), 'woman'] as const)]),
  ]),
);
const POSSESSIVES = new Map(Object.entries(KIN).map(([language, k]) => [language, new Set(k.possessives.map(bare))]));

/**
 * The gender of a son or a daughter named, or undefined for any other word. A word that also means a girl ("fille") is
 * someone's daughter only after a possessive, the nearest of the two words `before` it or the one before a number ("sa
 * fille", "ses deux filles"); the words of a parent's tie say it alone ("su hija", "o filho").
 */
export function offspringGender(language: string, word: string, before: readonly string[], girlOrBoy: boolean): Gender | undefined {
  const gender = OFFSPRING.get(language)?.get(word);
  return gender && (!girlOrBoy || before.some((w) => POSSESSIVES.get(language)!.has(w))) ? gender : undefined;
}
