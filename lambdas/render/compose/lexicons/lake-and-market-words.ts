/**
 * A lake and a market, each told by the words around it. A lake is its own place (water, a far shore, hills), never the
 * mountains or the sea: German "See" is a lake with its article or preposition (der/den/am/im See) and the sea only as
 * "die See" or "an der See"; a word ending in "-see" is a lake's name (Tegernsee, Bodensee; the Nordsee and Ostsee are seas),
 * as Dutch "-meer" is (IJsselmeer), where "meer" alone is also "more" and is a lake only with its article ("het meer").
 * A market said with its article or preposition ("au marché", "auf dem Markt", "no mercado") is the market's stalls;
 * the bare word stays a street ("marché" is also "walked", "Markt" a trade's market), and a market square is a town square.
 */
import type { SettingId } from '../scene-graph';

interface PlaceWords {
  settings: Record<string, SettingId>;
  /** How a place's proper name ends ("Tegernsee"): a word the lexicon does not know, ending so, is that place. */
  placeNameEndings?: Record<string, SettingId>;
}

const all = (words: readonly string[], setting: SettingId) => Object.fromEntries(words.map((w) => [w, setting]));

/** Each language's words for a lake, the market, and (German) the sea the lake's word would otherwise be. */
const place = (w: { lakes: string[]; markets: string[]; seas?: string[]; endings?: Record<string, SettingId> }): PlaceWords => ({
  settings: { ...all(w.lakes, 'lake'), ...all(w.markets, 'market'), ...all(w.seas ?? [], 'beach') },
  ...(w.endings ? { placeNameEndings: w.endings } : {}),
});

export const LAKE_AND_MARKET_WORDS = {
  en: place({
    lakes: ['lake', 'lakes', 'lakeside', 'lakeshore', 'lake shore', 'by the lake', 'pond', 'loch'],
    markets: ['at the market', 'at a market', 'to the market', 'in the market', 'farmers market', 'farmer s market', 'marketplace'],
  }),
  fr: place({
    lakes: ['lac', 'lacs', 'bord du lac', 'au bord du lac', 'étang'],
    markets: ['au marché', 'du marché', 'le marché', 'un marché', 'marché couvert', 'marché de producteurs', 'jour de marché'],
  }),
  de: place({
    lakes: ['see', 'am see', 'im see', 'der see', 'den see', 'dem see', 'zum see', 'vom see', 'ein see', 'einen see', 'einem see', 'seeufer', 'ufer des sees', 'badesee', 'bergsee', 'weiher'],
    seas: ['die see', 'an der see', 'auf see', 'nordsee', 'ostsee', 'südsee'],
    markets: ['auf dem markt', 'am markt', 'zum markt', 'der markt', 'den markt', 'dem markt', 'wochenmarkt', 'bauernmarkt'],
    endings: { see: 'lake' },
  }),
  es: place({
    lakes: ['lago', 'lagos', 'orilla del lago', 'laguna'],
    markets: ['en el mercado', 'al mercado', 'del mercado', 'el mercado', 'un mercado', 'mercado de abastos', 'mercado local'],
  }),
  it: place({
    lakes: ['lago', 'laghi', 'riva del lago', 'sul lago', 'al lago'],
    markets: ['al mercato', 'nel mercato', 'del mercato', 'il mercato', 'un mercato', 'mercato rionale', 'mercato contadino'],
  }),
  pt: place({
    lakes: ['lago', 'lagos', 'margem do lago', 'lagoa'],
    markets: ['no mercado', 'ao mercado', 'do mercado', 'o mercado', 'um mercado', 'na feira', 'à feira', 'mercado local'],
  }),
  nl: place({
    lakes: ['het meer', 'aan het meer', 'bij het meer', 'op het meer', 'een meer', 'meertje', 'plas'],
    markets: ['op de markt', 'naar de markt', 'de markt', 'een markt', 'weekmarkt', 'boerenmarkt'],
    endings: { meer: 'lake' },
  }),
} satisfies Record<string, PlaceWords>;
