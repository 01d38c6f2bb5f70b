/**
 * A fish and chip shop's names in each language (illustrations/chip-shop.ts): a chippy, a friterie, a Frittenbude, a frituur
 * is a room of its own, its frying range behind the counter, never a restaurant's laid tables. Each language's lexicon
 * spreads its `settings` last into its own, and its `nouns`. Bare "fish and chips" is the dish, eaten anywhere (by the harbour too).
 */
import type { ConceptId } from '../concepts';
import type { SettingId } from '../scene-graph';

const shop = (names: readonly string[]): Record<string, SettingId> => Object.fromEntries(names.map((n) => [n, 'chip-shop' as SettingId]));
/** The dish itself, drawn as battered fish on chips in their paper: English names it so in every language's adverts. */
const dish = (names: readonly string[]): Record<string, ConceptId> =>
  Object.fromEntries(['fish and chips', 'fish & chips', 'fish-and-chips', "fish 'n' chips", ...names].map((n) => [n, 'fish-and-chips' as ConceptId]));

export const CHIP_SHOP_WORDS = {
  en: {
    settings: shop([
      'fish and chip shop', 'fish and chip shops', 'fish & chip shop', 'fish and chips shop', 'fish & chips shop', 'fish-and-chip shop', 'chip shop', 'chip shops',
      'chippy', 'chippie', 'chipper', 'fish bar', 'chip shop counter', 'fish and chip restaurant', 'fish & chip restaurant', 'fish and chip takeaway',
    ]),
    nouns: dish(['battered fish', 'battered cod', 'battered haddock', 'fish supper', 'cod and chips', 'haddock and chips', 'fish and chip supper']),
  },
  es: {
    settings: shop(['freiduría', 'freiduria', 'tienda de fish and chips', 'local de fish and chips', 'tienda de pescado frito']),
    nouns: dish(['pescado rebozado', 'pescado frito con patatas']),
  },
  fr: {
    settings: shop(['friterie', 'friteries', 'baraque à frites', 'baraque a frites', 'fritkot', 'boutique de fish and chips', 'restaurant de fish and chips']),
    nouns: dish(['poisson pané', 'poisson frit et frites', 'poisson-frites']),
  },
  de: {
    settings: shop(['frittenbude', 'pommesbude', 'imbissbude', 'fischimbiss', 'fish-and-chips-laden', 'fish and chips laden', 'fish-and-chips-imbiss']),
    nouns: dish(['backfisch', 'backfisch mit pommes', 'fisch mit pommes']),
  },
  it: {
    settings: shop(['friggitoria', 'friggitorie', 'negozio di fish and chips', 'locale di fish and chips']),
    nouns: dish(['pesce fritto e patatine', 'pesce in pastella']),
  },
  pt: {
    settings: shop(['loja de fish and chips', 'casa de fish and chips', 'casa de peixe frito']),
    nouns: dish(['peixe frito com batatas', 'peixe panado']),
  },
  nl: {
    settings: shop(['frituur', 'frituren', 'frietkot', 'frietkraam', 'snackbar', 'cafetaria', 'fish-and-chipswinkel', 'vis en friet winkel']),
    nouns: dish(['gebakken vis met friet', 'kibbeling met friet', 'lekkerbekje']),
  },
  ar: {
    settings: shop(['محل سمك وبطاطا', 'محل السمك والبطاطا']),
    nouns: dish(['سمك وبطاطا', 'سمك مقلي وبطاطا']),
  },
  ja: {
    settings: shop(['フィッシュアンドチップス店', 'フィッシュ&チップス店', 'フィッシュアンドチップスの店']),
    nouns: dish(['フィッシュアンドチップス']),
  },
};
