/**
 * A business's inside made ready by no trade the lexicons know ("The inside of a locksmith, ready for the day", "Ein
 * heller Raum in einer Autowaschanlage, bereit für den Tag"): its premises (rooms.ts), a counter and its people at work,
 * never an empty living room. Only the words for a business made ready to open: "the inside of" alone is a car's or a
 * home's too, and its "of" says whether a café is the place or the drink. Only a hint: a room the prompt names wins,
 * and people named say where they are (parse-prompt.ts).
 */
import type { SettingId } from '../scene-graph';

const premises = (words: readonly string[]): Record<string, SettingId> => Object.fromEntries(words.map((w) => [w, 'premises' as const]));

export const PREMISES_WORDS = {
  en: premises(['ready for the day', 'ready to open', 'ready for opening', 'ready for customers', 'ready for business']),
  es: premises(['listo para abrir', 'lista para abrir', 'listo para el dia', 'lista para el dia', 'preparado para abrir', 'preparada para abrir']),
  fr: premises(['pret pour la journee', 'prete pour la journee', 'pret a ouvrir', 'prete a ouvrir', 'pret a accueillir', 'prete a accueillir']),
  de: premises(['bereit fur den tag', 'bereit fur die kunden', 'bereit zur offnung', 'bereit fur die offnung']),
  it: premises(['pronto per aprire', 'pronta per aprire', 'pronto per la giornata', 'pronta per la giornata']),
  pt: premises(['pronto para abrir', 'pronta para abrir', 'pronto para o dia', 'pronta para o dia']),
  nl: premises(['klaar voor de dag', 'klaar om te openen', 'klaar voor de klanten']),
} as const;
