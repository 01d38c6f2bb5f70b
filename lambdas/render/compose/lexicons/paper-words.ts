/**
 * A kitchen's or a shop's paper records in each language's words: the allergen chart or matrix, the temperature log, the
 * cleaning rota, the checklist. Each is a sheet on a clipboard checked by hand (actions.ts `inspecting`), never a chart of
 * figures on a screen. Spread first into each lexicon's nouns.
 */
import type { ConceptId } from '../concepts';

const sheets = (list: readonly string[]): Record<string, ConceptId> => Object.fromEntries(list.map((w) => [w, 'clipboard' as const]));

export const PAPER_WORDS = {
  en: sheets(['allergen chart', 'allergen matrix', 'allergen list', 'allergen sheet', 'allergy chart', 'allergen information', 'allergens chart', 'cleaning rota', 'cleaning schedule', 'cleaning log', 'temperature chart', 'temperature sheet', 'checklist']),
  es: sheets(['tabla de alérgenos', 'carta de alérgenos', 'lista de alérgenos', 'matriz de alérgenos', 'hoja de alérgenos', 'registro de limpieza', 'lista de comprobación', 'lista de verificación']),
  fr: sheets(['tableau des allergènes', 'liste des allergènes', 'fiche allergènes', 'matrice des allergènes', 'plan de nettoyage', 'liste de contrôle', 'check-list']),
  de: sheets(['allergentabelle', 'allergenliste', 'allergenübersicht', 'allergenkarte', 'reinigungsplan', 'checkliste']),
  it: sheets(['tabella degli allergeni', 'tabella allergeni', 'elenco degli allergeni', 'lista degli allergeni', 'piano di pulizia', 'lista di controllo']),
  pt: sheets(['tabela de alergénios', 'tabela de alérgenos', 'lista de alergénios', 'lista de alérgenos', 'plano de limpeza', 'lista de verificação']),
  nl: sheets(['allergenenlijst', 'allergenenkaart', 'allergenentabel', 'allergenenoverzicht', 'schoonmaakrooster', 'checklist']),
} as const;
