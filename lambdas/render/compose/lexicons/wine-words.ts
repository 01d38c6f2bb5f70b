/**
 * A winery's places and its tasting, in each language: the vineyard (its rows of vines, walked or harvested: the grape
 * harvest happens there) and the cellar of barrels where wine is tasted, its host pouring for the guests (actions.ts
 * pouring-wine). Each language's lexicon spreads its `settings` and `poses` into its own.
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';

interface WineWords {
  nouns: Record<string, ConceptId>;
  settings: Record<string, SettingId>;
  poses: Record<string, Pose>;
}

const all = <T extends string>(words: readonly string[], value: T): Record<string, T> => Object.fromEntries(words.map((w) => [w, value]));

/** A language's words for the vineyard's people (a grape picker works the vines, dressed as a grower, not a warehouse's picker), the vineyard and its harvest, the cellar, and a tasting (a tasting is in the cellar, poured). */
const wine = (w: { growers: string[]; vineyards: string[]; cellars: string[]; tastings: string[] }): WineWords => ({
  nouns: all(w.growers, 'farmer'),
  settings: { ...all(w.vineyards, 'vineyard'), ...all(w.cellars, 'wine-cellar'), ...all(w.tastings, 'wine-cellar') },
  poses: all(w.tastings, 'pouring-wine'),
});

export const WINE_WORDS = {
  en: wine({
    growers: ['winemaker', 'winemakers', 'vintner', 'vintners', 'grape picker', 'grape pickers', 'grape harvester', 'grape harvesters', 'vine grower', 'winegrower'],
    vineyards: ['vineyard', 'vineyards', 'vines', 'the vines', 'grapevines', 'grape harvest', 'harvesting grapes', 'picking grapes', 'wine harvest', 'estate vineyard'],
    cellars: ['wine cellar', 'cellar', 'cellars', 'barrel room', 'barrel cellar', 'winery cellar'],
    tastings: ['wine tasting', 'a tasting', 'tasting room', 'tasting wine', 'tasting the wine', 'tasting wines'],
  }),
  es: wine({
    growers: ['viticultor', 'viticultores', 'vendimiador', 'vendimiadores', 'vendimiadora', 'bodeguero', 'enólogo'],
    vineyards: ['viñedo', 'viñedos', 'viña', 'viñas', 'vendimia', 'las cepas', 'vides', 'recogiendo uvas', 'cosechando uvas'],
    cellars: ['bodega', 'bodegas', 'sala de barricas'],
    tastings: ['cata', 'cata de vinos', 'una cata', 'degustación', 'degustación de vinos', 'catando vino', 'catan vino'],
  }),
  fr: wine({
    growers: ['vigneron', 'vignerons', 'vigneronne', 'vendangeur', 'vendangeurs', 'vendangeuse', 'viticulteur'],
    vineyards: ['vignoble', 'vignobles', 'vigne', 'vignes', 'les vignes', 'vendanges', 'vendange', 'vendangeurs', 'vendangent', 'cueillent le raisin'],
    cellars: ['cave', 'caves', 'cave à vin', 'chai', 'chais', 'cellier'],
    tastings: ['dégustation', 'dégustation de vins', 'une dégustation', 'dégustent', 'dégustent le vin', 'caveau de dégustation'],
  }),
  de: wine({
    growers: ['winzer', 'winzerin', 'winzerinnen', 'erntehelfer', 'erntehelferin', 'weinbauer', 'traubenleser'],
    vineyards: ['weinberg', 'weinberge', 'weinbergen', 'weingut', 'weinlese', 'reben', 'den reben', 'rebstöcke', 'traubenlese', 'weinernte', 'lesen trauben'],
    cellars: ['keller', 'weinkeller', 'im keller', 'fasskeller', 'gewölbekeller'],
    tastings: ['weinprobe', 'weinverkostung', 'verkostung', 'probe im keller', 'probieren wein'],
  }),
  it: wine({
    growers: ['viticoltore', 'viticoltori', 'vignaiolo', 'vignaioli', 'vendemmiatore', 'vendemmiatori', 'enologo'],
    vineyards: ['vigneto', 'vigneti', 'vigna', 'vigne', 'vendemmia', 'filari', 'tra i filari', 'raccolgono l uva', 'raccolta dell uva'],
    cellars: ['cantina', 'cantine', 'barricaia', 'in cantina'],
    tastings: ['degustazione', 'degustazione di vini', 'una degustazione', 'assaggio di vini', 'assaggiano il vino'],
  }),
  pt: wine({
    growers: ['viticultor', 'viticultores', 'vindimador', 'vindimadores', 'vindimadora', 'enólogo'],
    vineyards: ['vinha', 'vinhas', 'vinhedo', 'vinhedos', 'vindima', 'videiras', 'colhendo uvas', 'apanha da uva'],
    cellars: ['adega', 'adegas', 'cave', 'sala das barricas'],
    tastings: ['prova de vinhos', 'prova de vinho', 'degustação', 'degustação de vinhos', 'uma prova', 'provam vinho'],
  }),
  nl: wine({
    growers: ['wijnboer', 'wijnboeren', 'wijnmaker', 'druivenplukker', 'druivenplukkers', 'plukkers'],
    vineyards: ['wijngaard', 'wijngaarden', 'wijnstokken', 'druivenoogst', 'wijnoogst', 'druiven plukken', 'plukken druiven', 'wijndomein'],
    cellars: ['kelder', 'wijnkelder', 'in de kelder', 'vatenkelder'],
    tastings: ['wijnproeverij', 'proeverij', 'wijn proeven', 'proeven wijn'],
  }),
  ar: wine({
    growers: ['صانع النبيذ', 'مزارع العنب'],
    vineyards: ['كرم العنب', 'مزرعة العنب', 'حقل العنب', 'قطف العنب'],
    cellars: ['قبو النبيذ', 'قبو'],
    tastings: ['تذوق النبيذ'],
  }),
  ja: wine({
    growers: ['ワイン醸造家', 'ぶどう農家', '醸造家'],
    vineyards: ['ぶどう畑', 'ブドウ畑', '葡萄畑', 'ぶどう園', 'ぶどう狩り', 'ぶどうの収穫'],
    cellars: ['ワインセラー', 'ワイン蔵', 'ワインカーヴ', '樽貯蔵庫'],
    tastings: ['ワインの試飲', '試飲会', 'テイスティング'],
  }),
} satisfies Record<string, WineWords>;
