/**
 * A fish and chip shop's names in each language (illustrations/chip-shop.ts): a chippy, a friterie, a Frittenbude, a frituur
 * is a room of its own, its frying range behind the counter, never a restaurant's laid tables. Each language's lexicon
 * spreads its table last into its `settings`. Bare "fish and chips" is the food, eaten anywhere (by the harbour too).
 */
import type { SettingId } from '../scene-graph';

const shop = (names: readonly string[]): Record<string, SettingId> => Object.fromEntries(names.map((n) => [n, 'chip-shop' as SettingId]));

export const CHIP_SHOP_WORDS = {
  en: shop([
    'fish and chip shop', 'fish and chip shops', 'fish & chip shop', 'fish and chips shop', 'fish & chips shop', 'fish-and-chip shop', 'chip shop', 'chip shops',
    'chippy', 'chippie', 'chipper', 'fish bar', 'chip shop counter', 'fish and chip restaurant', 'fish & chip restaurant', 'fish and chip takeaway',
  ]),
  es: shop(['freiduría', 'freiduria', 'tienda de fish and chips', 'local de fish and chips', 'tienda de pescado frito']),
  fr: shop(['friterie', 'friteries', 'baraque à frites', 'baraque a frites', 'fritkot', 'boutique de fish and chips', 'restaurant de fish and chips']),
  de: shop(['frittenbude', 'pommesbude', 'imbissbude', 'fischimbiss', 'fish-and-chips-laden', 'fish and chips laden', 'fish-and-chips-imbiss']),
  it: shop(['friggitoria', 'friggitorie', 'negozio di fish and chips', 'locale di fish and chips']),
  pt: shop(['loja de fish and chips', 'casa de fish and chips', 'casa de peixe frito']),
  nl: shop(['frituur', 'frituren', 'frietkot', 'frietkraam', 'snackbar', 'cafetaria', 'fish-and-chipswinkel', 'vis en friet winkel']),
  ar: shop(['محل سمك وبطاطا', 'محل السمك والبطاطا']),
  ja: shop(['フィッシュアンドチップス店', 'フィッシュ&チップス店', 'フィッシュアンドチップスの店']),
};
