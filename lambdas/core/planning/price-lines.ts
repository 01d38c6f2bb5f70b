/**
 * A bare price in a product brief's list of points ("30-hour battery, folds flat, £149.", "29 € al
 * mes") said as a price, the way adverts say one (issue 23): "Just £149.", "Solo 29 € al mes.",
 * "Nur 149 €.", never "With £149.". The brief's own figure and words are kept; only the word that
 * says it is a price is added. Pure string work.
 */

/** A price: a currency sign or word before or after its number ("£149", "149 €", "9,99 EUR", "$5"). */
export const AMOUNT = String.raw`(?:[$€£¥₹]\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|\$|£|EUR|USD|GBP|CHF|euros?|dollars?|pounds?)(?![\p{L}]))`;

/** How often or for what the price is paid ("a month", "per year", "al mes", "pro Monat", "par mois"). */
const PERIOD = String.raw`(?:(?:a|an|per|each|al|por|par|pro|im|ao|all['’])\s?(?:day|week|month|year|head|person|mes|año|día|semana|mois|an|année|jour|semaine|monat|jahr|woche|tag|mese|anno|giorno|settimana|mês|ano|dia|maand|jaar|dag)|each|apiece|monthly|yearly|mensuel|mensual|mensile|mensal|monatlich)`;

const BARE_PRICE = new RegExp(`^${AMOUNT}(?:\\s*\\/\\s*\\p{L}+|\\s+${PERIOD})?$`, 'iu');

/** The word an advert says a price with, per language. */
const JUST: Readonly<Record<string, string>> = { en: 'Just', es: 'Solo', fr: 'Seulement', de: 'Nur', it: 'Solo', pt: 'Apenas', nl: 'Slechts' };

/** Whether `text` is a price and nothing more ("£149", "€29 a month"). */
export function isBarePrice(text: string): boolean {
  return BARE_PRICE.test(text.trim().replace(/[.!]+$/u, ''));
}

/** A bare price said as one in `language` ("£149" → "Just £149."); undefined for any other line or language. */
export function priceLine(text: string, language: string): string | undefined {
  const just = JUST[language.slice(0, 2).toLowerCase()];
  const price = text.trim().replace(/[.!]+$/u, '');
  return just && isBarePrice(price) ? `${just} ${price}.` : undefined;
}
