/**
 * Family named by their tie to someone ("a mother and her son", "une femme et son mari", "eine Frau mit ihrem Sohn"): a son
 * or daughter is a person of any age, a husband or wife a man or a woman. Counted, they make the people a prompt names (one
 * person alone with a tablet is drawn alone; a mother and her son share it on the sofa, two, as named).
 */
import type { ConceptId } from '../concepts';

const kin = (offspring: readonly string[], men: readonly string[], women: readonly string[]): Record<string, ConceptId> =>
  Object.fromEntries([...offspring.map((w) => [w, 'person' as const]), ...men.map((w) => [w, 'man' as const]), ...women.map((w) => [w, 'woman' as const])]);

export const KIN_WORDS = {
  en: kin(['son', 'sons', 'daughter', 'daughters', 'grandson', 'granddaughter'], ['husband', 'grandfather', 'grandpa'], ['wife', 'grandmother', 'grandma']),
  fr: kin(['fils', 'fille', 'filles', 'petit-fils', 'petite-fille'], ['mari', 'grand-père'], ['épouse', 'grand-mère']),
  es: kin(['hijo', 'hijos', 'hija', 'hijas', 'nieto', 'nieta'], ['marido', 'esposo', 'abuelo'], ['esposa', 'abuela']),
  de: kin(['sohn', 'söhne', 'tochter', 'töchter', 'enkel', 'enkelin'], ['ehemann', 'großvater', 'opa'], ['ehefrau', 'großmutter', 'oma']),
  it: kin(['figlio', 'figli', 'figlia', 'figlie', 'nipotino', 'nipotina'], ['marito', 'nonno'], ['moglie', 'nonna']),
  pt: kin(['filho', 'filhos', 'filha', 'filhas', 'neto', 'neta'], ['marido', 'avô'], ['esposa', 'avó']),
  nl: kin(['zoon', 'zonen', 'dochter', 'dochters', 'kleinzoon', 'kleindochter'], ['echtgenoot', 'opa'], ['echtgenote', 'oma']),
} as const;
