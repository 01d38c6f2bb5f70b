/**
 * A winery's places in each language: the vineyard (its rows of vines, walked or harvested: the grape harvest happens
 * there) and the cellar of barrels. Each language's lexicon spreads its `nouns` and `settings` into its own.
 */
import type { ConceptId } from '../concepts';
import type { SettingId } from '../scene-graph';

interface WineWords {
  nouns: Record<string, ConceptId>;
  settings: Record<string, SettingId>;
}

const all = <T extends string>(words: readonly string[], value: T): Record<string, T> => Object.fromEntries(words.map((w) => [w, value]));

/** A language's words for the vineyard's people (a grape picker works the vines, dressed as a grower, not a warehouse's picker), the vineyard and its harvest, and the cellar; a tasting is drawn where winery-words.ts puts it, the wine bar's counter. */
const wine = (w: { growers: string[]; vineyards: string[]; cellars: string[] }): WineWords => ({
  nouns: all(w.growers, 'farmer'),
  settings: { ...all(w.vineyards, 'vineyard'), ...all(w.cellars, 'wine-cellar') },
});

export const WINE_WORDS = {
  en: wine({
    growers: ['winemaker', 'winemakers', 'vintner', 'vintners', 'grape picker', 'grape pickers', 'grape harvester', 'grape harvesters', 'vine grower', 'winegrower'],
    vineyards: ['vineyard', 'vineyards', 'vines', 'the vines', 'grapevines', 'grape harvest', 'harvesting grapes', 'picking grapes', 'wine harvest', 'estate vineyard'],
    cellars: ['wine cellar', 'cellar', 'cellars', 'barrel room', 'barrel cellar', 'winery cellar'],
  }),
  es: wine({
    growers: ['viticultor', 'viticultores', 'vendimiador', 'vendimiadores', 'vendimiadora', 'bodeguero', 'enólogo'],
    vineyards: ['viñedo', 'viñedos', 'viña', 'viñas', 'vendimia', 'las cepas', 'vides', 'recogiendo uvas', 'cosechando uvas'],
    cellars: ['bodega', 'bodegas', 'sala de barricas'],
  }),
  fr: wine({
    growers: ['vigneron', 'vignerons', 'vigneronne', 'vendangeur', 'vendangeurs', 'vendangeuse', 'viticulteur'],
    vineyards: ['vignoble', 'vignobles', 'vigne', 'vignes', 'les vignes', 'vendanges', 'vendange', 'vendangeurs', 'vendangent', 'cueillent le raisin'],
    cellars: ['cave', 'caves', 'cave à vin', 'chai', 'chais', 'cellier'],
  }),
  de: wine({
    growers: ['winzer', 'winzerin', 'winzerinnen', 'erntehelfer', 'erntehelferin', 'weinbauer', 'traubenleser'],
    vineyards: ['weinberg', 'weinberge', 'weinbergen', 'weingut', 'weinlese', 'reben', 'den reben', 'rebstöcke', 'traubenlese', 'weinernte', 'lesen trauben'],
    cellars: ['keller', 'weinkeller', 'im keller', 'fasskeller', 'gewölbekeller'],
  }),
  it: wine({
    growers: ['viticoltore', 'viticoltori', 'vignaiolo', 'vignaioli', 'vendemmiatore', 'vendemmiatori', 'enologo'],
    vineyards: ['vigneto', 'vigneti', 'vigna', 'vigne', 'vendemmia', 'filari', 'tra i filari', 'raccolgono l uva', 'raccolta dell uva'],
    cellars: ['cantina', 'cantine', 'barricaia', 'in cantina'],
  }),
  pt: wine({
    growers: ['viticultor', 'viticultores', 'vindimador', 'vindimadores', 'vindimadora', 'enólogo'],
    vineyards: ['vinha', 'vinhas', 'vinhedo', 'vinhedos', 'vindima', 'videiras', 'colhendo uvas', 'apanha da uva'],
    cellars: ['adega', 'adegas', 'cave', 'sala das barricas'],
  }),
  nl: wine({
    growers: ['wijnboer', 'wijnboeren', 'wijnmaker', 'druivenplukker', 'druivenplukkers', 'plukkers'],
    vineyards: ['wijngaard', 'wijngaarden', 'wijnstokken', 'druivenoogst', 'wijnoogst', 'druiven plukken', 'plukken druiven', 'wijndomein'],
    cellars: ['kelder', 'wijnkelder', 'in de kelder', 'vatenkelder'],
  }),
  ar: wine({
    growers: ['صانع النبيذ', 'مزارع العنب'],
    vineyards: ['كرم العنب', 'مزرعة العنب', 'حقل العنب', 'قطف العنب'],
    cellars: ['قبو النبيذ', 'قبو'],
  }),
  ja: wine({
    growers: ['ワイン醸造家', 'ぶどう農家', '醸造家'],
    vineyards: ['ぶどう畑', 'ブドウ畑', '葡萄畑', 'ぶどう園', 'ぶどう狩り', 'ぶどうの収穫'],
    cellars: ['ワインセラー', 'ワイン蔵', 'ワインカーヴ', '樽貯蔵庫'],
  }),
} satisfies Record<string, WineWords>;
