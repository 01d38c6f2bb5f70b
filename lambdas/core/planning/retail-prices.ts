import { boundedMemo } from '../bounded-memo';
import { AMOUNT } from './price-lines';

/**
 * A price with where to buy it ("£12.99 at Boots.", "12,99 € bei dm.", "Disponible en Mercadona por
 * 3,49 €.", "Verkrijgbaar bij Kruidvat voor € 9,99."): said as the brief gives it, never as a feature
 * ("With £12.99 at Boots."), and, where the brief asks nothing else of the viewer, the call itself:
 * "Find it at Boots for £12.99." (issue 23). The brief's own words for the place are kept, its
 * preposition too ("no Continente", "chez Monoprix"), so that no gender is guessed. Pure string work.
 */

/** The price, where it is sold as the brief says it ("at Boots", "en El Corte Inglés"), and the place's name. */
export interface RetailPrice {
  price: string;
  where: string;
  retailer: string;
}

/** The words that say where something is sold, per language. */
const AT: Readonly<Record<string, string>> = {
  en: 'at|from|in|on',
  es: 'en|de',
  fr: 'chez|en|dans|sur',
  de: 'bei|im|in|auf',
  it: 'da|in|su|presso|nei|negli|nelle',
  pt: 'no|na|nos|nas|em',
  nl: 'bij|in|op',
};

/** Words said before the place ("Available at …", "Disponible en …", "Erhältlich bei …"). */
const ON_SALE = String.raw`(?:(?:now\s+)?(?:available|on sale|in stores|only|just)|disponible|en vente|erhältlich|jetzt|disponibile|in vendita|disponível|à venda|verkrijgbaar|nu|te koop)`;

/** Words said between the place and its price ("for", "por", "pour", "à", "für", "a", "voor", or a comma). */
const FOR = String.raw`(?:,\s*|\s+(?:for|por|pour|à|für|zu|a|per|voor|,)\s+)`;

/** A place's name or words: up to five words, no figure, no period of a price ("a month", "each"). */
const PLACE = String.raw`[^\d,;:.!?]{2,60}?`;

/** "a month", "each", "per person": a price's period, not a place. */
const PERIOD_WORDS = /^(?:a|an|per|each|al|por|par|pro|im|ao)\s+(?:day|week|month|year|person|head|mes|año|mois|an|monat|jahr|mese|anno|mês|ano|maand|jaar)$|^(?:stock|store|stores|sale|total|checkout)$/iu;

const patterns = (lang: string): RegExp[] => {
  const at = AT[lang];
  if (!at) return [];
  return [
    new RegExp(String.raw`^(?<price>${AMOUNT})\s+(?<where>(?:${at})\s+(?<retailer>${PLACE}))$`, 'iu'),
    new RegExp(String.raw`^(?:${ON_SALE}\s+)?(?<where>(?:${at})\s+(?<retailer>${PLACE}))${FOR}(?<price>${AMOUNT})$`, 'iu'),
  ];
};

/** The price and place of `text` when it says nothing else ("£12.99 at Boots."); undefined for any other line. */
export const retailPrice = boundedMemo((text: string, language: string): RetailPrice | undefined => {
  const lang = language.slice(0, 2).toLowerCase();
  const line = text.trim().replace(/[.!]+$/u, '');
  for (const re of patterns(lang)) {
    const g = re.exec(line)?.groups;
    const retailer = g?.retailer?.trim();
    if (!g || !retailer || PERIOD_WORDS.test(retailer) || retailer.split(/\s+/u).length > 5) continue;
    // English buys "at" a shop it sells "from": "Find it at Boots".
    const where = lang === 'en' ? g.where!.trim().replace(/^from(?=\s)/iu, 'at') : g.where!.trim();
    return { price: g.price!.trim(), where, retailer };
  }
  return undefined;
});

/** The call to buy it there for that price, per language: "Find it at Boots for £12.99.". */
const CALLS: Readonly<Record<string, (where: string, price: string) => string>> = {
  en: (w, p) => `Find it ${w} for ${p}.`,
  es: (w, p) => `Encuéntralo ${w} por ${p}.`,
  fr: (w, p) => `Trouvez-le ${w} à ${p}.`,
  de: (w, p) => `Jetzt ${w} für ${p}.`,
  it: (w, p) => `Lo trovi ${w} a ${p}.`,
  pt: (w, p) => `Encontre-o ${w} por ${p}.`,
  nl: (w, p) => `Nu ${w} voor ${p}.`,
};

/** The call a retail price makes in `language` ("£12.99 at Boots." → "Find it at Boots for £12.99."); undefined for any other line. */
export function retailCall(text: string, language: string): string | undefined {
  const found = retailPrice(text, language);
  const call = CALLS[language.slice(0, 2).toLowerCase()];
  return found && call ? call(found.where, found.price) : undefined;
}

/** Whether `text` is a price with where to buy it, in any language the planner writes: a price, never a count to prove something with. */
export const isRetailPrice = (text: string): boolean => Object.keys(AT).some((lang) => retailPrice(text, lang) !== undefined);

/** `text` less its sentences that are only a price with where to buy it: a retailer's name ("£49 at Boots.") says nothing of what is sold. */
export function withoutRetailPrices(text: string): string {
  return text.split(/(?<=[.!?])\s+/u).filter((s) => !isRetailPrice(s)).join(' ');
}
