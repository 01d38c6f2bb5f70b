/**
 * A coworking space and its hot desks, in each lexicon's language: drawn as one (long shared tables of laptops, a
 * glass-walled meeting room, a coffee corner), never an office of suits at desks. Spread last into each lexicon's
 * settings, so these win over the older words that read a coworking space as any office.
 */
import type { SettingId } from '../scene-graph';

const coworking = (words: readonly string[]): Record<string, SettingId> => Object.fromEntries(words.map((w) => [w, 'coworking' as const]));

export const COWORKING_WORDS = {
  en: coworking(['coworking', 'co working', 'coworking space', 'coworking spaces', 'co working space', 'co working spaces', 'shared office', 'shared offices', 'shared workspace', 'shared workspaces', 'hot desk', 'hot desks', 'hot desking', 'hotdesk', 'hotdesks', 'flex desk', 'flex desks']),
  es: coworking(['coworking', 'espacio de coworking', 'espacios de coworking', 'espacio coworking', 'oficina compartida', 'oficinas compartidas', 'espacio de trabajo compartido', 'puesto flexible', 'puestos flexibles']),
  fr: coworking(['coworking', 'espace de coworking', 'espaces de coworking', 'espace coworking', 'bureau partagé', 'bureaux partagés', 'espace de travail partagé', 'tiers lieu', 'poste flexible', 'postes flexibles']),
  de: coworking(['coworking', 'coworking space', 'coworkingspace', 'coworking spaces', 'coworking büro', 'gemeinschaftsbüro', 'gemeinschaftsbüros', 'shared office', 'flex desk', 'flexdesk', 'flexarbeitsplatz', 'flexarbeitsplätze']),
  it: coworking(['coworking', 'spazio di coworking', 'spazi di coworking', 'spazio coworking', 'ufficio condiviso', 'uffici condivisi', 'postazione flessibile', 'postazioni flessibili']),
  pt: coworking(['coworking', 'espaço de coworking', 'espaços de coworking', 'espaço coworking', 'escritório partilhado', 'escritório compartilhado', 'escritórios partilhados', 'posto flexível', 'postos flexíveis']),
  nl: coworking(['coworking', 'coworkingruimte', 'coworkingruimtes', 'coworkingplek', 'coworkingplekken', 'coworkingspace', 'coworking space', 'flexplek', 'flexplekken', 'flexwerkplek', 'flexwerkplekken', 'gedeelde werkplek', 'gedeelde werkplekken', 'gedeelde werkruimte', 'gedeeld kantoor']),
  ar: coworking(['مساحة عمل مشتركة', 'مساحات عمل مشتركة', 'مكتب مشترك']),
  ja: coworking(['コワーキングスペース', 'シェアオフィス', 'コワーキング']),
} as const;
