/**
 * A bride's bouquet is a bouquet: "ramos de novia", "bouquet de mariée", "Brautstrauß" name the flowers a florist makes,
 * never a bride to draw (read by its parts, the bride after "of" had been the picture). Each language's lexicon spreads its
 * `nouns` last into its own.
 */
import type { ConceptId } from '../concepts';

const bouquets = (names: readonly string[]): Record<string, ConceptId> => Object.fromEntries(names.map((n) => [n, 'flowers' as ConceptId]));

export const BOUQUET_WORDS: Record<'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl', { nouns: Record<string, ConceptId> }> = {
  en: { nouns: bouquets(['bridal bouquet', 'bridal bouquets', 'wedding bouquet', 'wedding bouquets', "bride's bouquet", 'bridal flowers', 'wedding flowers']) },
  es: { nouns: bouquets(['ramo de novia', 'ramos de novia', 'ramo nupcial', 'ramos nupciales', 'flores de boda', 'ramo de boda', 'ramos de boda']) },
  fr: { nouns: bouquets(['bouquet de mariée', 'bouquets de mariée', 'bouquet de mariage', 'bouquets de mariage', 'fleurs de mariage']) },
  de: { nouns: bouquets(['brautstrauß', 'brautsträuße', 'brautstrauss', 'hochzeitsstrauß', 'hochzeitssträuße', 'hochzeitsblumen']) },
  it: { nouns: bouquets(['bouquet da sposa', 'bouquet della sposa', 'bouquet nuziale', 'bouquet nuziali', 'fiori per il matrimonio', 'fiori da matrimonio']) },
  pt: { nouns: bouquets(['ramo de noiva', 'ramos de noiva', 'buquê de noiva', 'buquês de noiva', 'bouquet de noiva', 'flores de casamento']) },
  nl: { nouns: bouquets(['bruidsboeket', 'bruidsboeketten', 'bruidsbloemen', 'trouwboeket', 'trouwboeketten']) },
};
