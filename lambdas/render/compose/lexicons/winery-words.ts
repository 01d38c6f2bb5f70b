/**
 * A winery's own rooms, told by the words for them and for a wine tasting: a tasting, a wine cellar or
 * an estate's tasting room is drawn as the wine bar (bottles on the walls, wine poured at the
 * counter), never a grocery with customers standing. Words that also name a storeroom ("Keller",
 * "cantina", "bodega") stay out: only their wine compounds are here.
 */
import type { SettingId } from '../scene-graph';

const wineBar = (words: readonly string[]): Record<string, SettingId> => Object.fromEntries(words.map((w) => [w, 'wine-bar' as const]));

export const WINERY_WORDS = {
  en: wineBar(['wine tasting', 'wine tastings', 'tasting room', 'winery', 'wine cellar', 'wine estate', 'cellar door']),
  fr: wineBar(['dégustation de vin', 'dégustation de vins', 'dégustation', 'cave à vins', 'caveau', 'domaine viticole']),
  de: wineBar(['weinprobe', 'weinproben', 'weinverkostung', 'weinkeller', 'weingut', 'probierstube']),
  es: wineBar(['cata de vinos', 'cata de vino', 'degustación de vinos', 'bodega de vinos', 'sala de catas']),
  it: wineBar(['degustazione di vini', 'degustazione', 'cantina vinicola', 'sala degustazione']),
  pt: wineBar(['prova de vinhos', 'prova de vinho', 'degustação de vinhos', 'adega', 'sala de provas']),
  nl: wineBar(['wijnproeverij', 'wijnproeverijen', 'wijnkelder', 'wijndomein', 'proeflokaal']),
} as const;
