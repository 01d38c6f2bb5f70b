import { namesTrade } from './compositions';

/**
 * A brief that names a place by its brand then its trade ("Sharp & Co barbershop", "Bloom & Co
 * florist") is said by the name the brand goes by ("Meet Sharp & Co, your barbershop in
 * Glasgow."), never "the Sharp & Co barbershop". English only: other languages set the trade
 * before the name ("la Barbería Toni"), as the brand writes it. Pure string work.
 */
export function brandThenTrade(subject: string, brand: string | undefined, language: string): { name: string; trade: string } | undefined {
  if (!brand || !/^en\b/iu.test(language)) return undefined;
  const bare = subject.replace(/^the\s+/iu, '');
  if (!bare.toLowerCase().startsWith(`${brand.toLowerCase()} `)) return undefined;
  const trade = bare.slice(brand.length).trim();
  // Lower-case words that name a trade ("barbershop", "dog grooming salon"); a capital is more of the name ("Sharp & Co Barbers").
  return trade.split(/\s+/u).length <= 3 && !/\p{Lu}/u.test(trade) && namesTrade(trade) ? { name: brand, trade } : undefined;
}
