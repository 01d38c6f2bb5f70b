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
  /** Sons and daughters both ("sus hijos", "i figli"): children of either look. */
  children: readonly string[];
  /** Brothers and sisters: each their gender, of any age. */
  brothers: readonly string[];
  sisters: readonly string[];
  /** Of the words above, those that name several. */
  plurals: readonly string[];
  men: readonly string[];
  women: readonly string[];
  /** Words before a word that make it someone's ("sa fille" is her daughter, "une fille" a girl). */
  possessives: readonly string[];
}

const KIN: Record<'en' | 'fr' | 'es' | 'de' | 'it' | 'pt' | 'nl', Kin> = {
  en: {
    sons: ['son', 'sons', 'grandson', 'grandsons'],
    daughters: ['daughter', 'daughters', 'granddaughter', 'granddaughters'],
    children: ['grandchildren'],
    brothers: ['brother', 'brothers'],
    sisters: ['sister', 'sisters'],
    plurals: ['sons', 'grandsons', 'daughters', 'granddaughters', 'grandchildren', 'brothers', 'sisters'],
    men: ['husband', 'grandfather', 'grandpa'],
    women: ['wife', 'grandmother', 'grandma'],
    possessives: ['her', 'his', 'their', 'my', 'our', 'your'],
  },
  fr: {
    sons: ['fils'],
    daughters: ['fille', 'filles'],
    children: ['petits-enfants'],
    brothers: ['frère', 'frères'],
    sisters: ['sœur', 'soeur', 'sœurs', 'soeurs'],
    plurals: ['filles', 'petits-enfants', 'frères', 'sœurs', 'soeurs'],
    men: ['mari', 'grand-père', 'papa'],
    women: ['épouse', 'grand-mère', 'maman'],
    possessives: ['sa', 'son', 'ses', 'leur', 'leurs', 'ma', 'mon', 'mes', 'notre', 'nos', 'votre', 'vos'],
  },
  es: {
    sons: ['hijo', 'nieto'],
    daughters: ['hija', 'hijas', 'nieta', 'nietas'],
    children: ['hijos', 'nietos'],
    brothers: ['hermano'],
    sisters: ['hermana', 'hermanas'],
    plurals: ['hijas', 'nietas', 'hijos', 'nietos', 'hermanos', 'hermanas'],
    men: ['marido', 'esposo', 'abuelo', 'papá'],
    women: ['esposa', 'abuela', 'mamá'],
    possessives: ['su', 'sus', 'mi', 'mis', 'tu', 'tus', 'nuestro', 'nuestra'],
  },
  de: {
    sons: ['sohn', 'söhne', 'söhnen', 'enkel', 'enkelsohn'],
    daughters: ['tochter', 'töchtern', 'enkelin', 'enkeltochter', 'enkelinnen'],
    children: ['enkelkinder'],
    brothers: ['bruder', 'brüdern'],
    sisters: ['schwester', 'schwestern'],
    plurals: ['söhne', 'söhnen', 'töchtern', 'enkelinnen', 'enkelkinder', 'brüdern', 'schwestern'],
    men: ['ehemann', 'großvater', 'opa', 'papa'],
    women: ['ehefrau', 'großmutter', 'oma', 'mama'],
    possessives: ['ihr', 'ihre', 'ihrem', 'ihren', 'ihrer', 'sein', 'seine', 'seinem', 'seinen', 'seiner', 'mein', 'meine', 'meinem', 'meinen', 'unser', 'unsere'],
  },
  it: {
    sons: ['figlio', 'nipotino'],
    daughters: ['figlia', 'figlie', 'nipotina', 'nipotine'],
    children: ['figli', 'nipotini'],
    brothers: ['fratello'],
    sisters: ['sorella', 'sorelle'],
    plurals: ['figlie', 'nipotine', 'figli', 'nipotini', 'fratelli', 'sorelle'],
    men: ['marito', 'nonno'],
    women: ['moglie', 'nonna'],
    possessives: ['suo', 'sua', 'suoi', 'sue', 'loro', 'mio', 'mia', 'miei', 'mie', 'nostro', 'nostra'],
  },
  pt: {
    sons: ['filho', 'neto'],
    daughters: ['filha', 'filhas', 'neta', 'netas'],
    children: ['filhos', 'netos'],
    brothers: ['irmão'],
    sisters: ['irmã', 'irmãs'],
    plurals: ['filhas', 'netas', 'filhos', 'netos', 'irmãos', 'irmãs'],
    men: ['marido', 'avô', 'papai'],
    women: ['esposa', 'avó', 'mamãe', 'mamã'],
    possessives: ['seu', 'sua', 'seus', 'suas', 'meu', 'minha', 'nosso', 'nossa'],
  },
  nl: {
    sons: ['zoon', 'zonen', 'kleinzoon', 'kleinzonen'],
    daughters: ['dochter', 'dochters', 'kleindochter', 'kleindochters'],
    children: ['kleinkinderen'],
    brothers: ['broer', 'broers'],
    sisters: ['zus', 'zussen', 'zuster', 'zusters'],
    plurals: ['zonen', 'kleinzonen', 'dochters', 'kleindochters', 'kleinkinderen', 'broers', 'zussen', 'zusters'],
    men: ['echtgenoot', 'opa'],
    women: ['echtgenote', 'oma'],
    possessives: ['haar', 'zijn', 'hun', 'mijn', 'ons', 'onze'],
  },
};

const named = (words: readonly string[], id: ConceptId) => words.map((w) => [w, id] as const);

/** The kin words as nouns: a person of the look their word says (kinOf), a child until read with their parent (parse-prompt.ts). */
export const KIN_WORDS = Object.fromEntries(
  Object.entries(KIN).map(([language, k]) => [
    language,
    Object.fromEntries([...named([...k.sons, ...k.daughters, ...k.children, ...k.brothers, ...k.sisters, ...k.plurals], 'person'), ...named(k.men, 'man'), ...named(k.women, 'woman')]),
  ]),
) as Record<keyof typeof KIN, Record<string, ConceptId>>;

/** As prompts are read: no accents (German "Töchter" reads as "Tochter", so only the unambiguous plurals are listed). */
const bare = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').replace(/-/g, ' ');
/** What a kin word says of whom it names. */
interface Tie {
  gender?: Gender;
  /** Someone's son or daughter: a child beside their parent. */
  offspring: boolean;
  plural: boolean;
}
const TIES = new Map(
  Object.entries(KIN).map(([language, k]) => {
    const tie = (words: readonly string[], gender: Gender | undefined, offspring: boolean) =>
      words.map((w) => [bare(w), { ...(gender ? { gender } : {}), offspring, plural: k.plurals.includes(w) }] as const);
    return [language, new Map<string, Tie>([...tie(k.sons, 'man', true), ...tie(k.daughters, 'woman', true), ...tie(k.children, undefined, true), ...tie(k.brothers, 'man', false), ...tie(k.sisters, 'woman', false)])];
  }),
);
const POSSESSIVES = new Map(Object.entries(KIN).map(([language, k]) => [language, new Set(k.possessives.map(bare))]));

/**
 * What a word of kin says of whom it names: a son's, a daughter's or a sibling's gender, whether they are someone's child,
 * whether several. A word that also means a girl ("fille") is someone's daughter only after a possessive, the nearest of
 * the two words `before` it or the one before a number ("sa fille", "ses deux filles"); the other words of a tie say it alone.
 */
export function kinOf(language: string, word: string, before: readonly string[], girlOrBoy: boolean): Tie | undefined {
  const tie = TIES.get(language)?.get(word);
  return tie && (!girlOrBoy || before.some((w) => POSSESSIVES.get(language)!.has(w))) ? tie : undefined;
}
