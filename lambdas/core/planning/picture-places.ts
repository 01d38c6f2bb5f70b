/**
 * Where a brief written in another language sets its pictures, said in English for the shots the
 * plan adds (issue 23): "un couple qui roule le long des quais" sets them along the quays, "am
 * Strand" on the beach. The compositions are English, and a shot that continues the brief's story
 * keeps its place. Outdoor places only: a room is a business's or a home's, which its shots name.
 * Pure string work.
 */

/** Whole words, any case. */
const words = (alternatives: string) => new RegExp(`(?<![\\p{L}])(?:${alternatives})(?![\\p{L}])`, 'iu');

/** Each place's words in es, fr, de, it, pt and nl, and how an English picture says it. */
const PLACES: readonly [RegExp, string][] = [
  [words('quais?|muelles?|malecón|kais?|kaimauer|uferpromenade|banchine?|lungofiume|lungarno|cais|kades?|kaden'), 'along the quays'],
  [words('plages?|playas?|strand|stranden|spiagge?|spiaggia|praias?'), 'on a sandy beach'],
  [words('bords? de mer|promenade|paseo marítimo|strandpromenade|lungomare|calçadão|boulevard aan zee|zeedijk'), 'along the seafront'],
  [words('parcs?|parques?|parks?|parchi|parco|stadtpark|jardin public'), 'in a green park'],
  [words('lacs?|lagos?|lago|see|seeufer|laghi'), 'beside a lake'],
  [words('rivières?|fleuves?|ríos?|rio|rios|flüsse?|fluss|flussufer|fiumi?|rivieren?|rivier'), 'along a river'],
  [words('montagnes?|montañas?|berge|bergen|gebirge|montagne|montagna|montanhas?|serra'), 'in the mountains'],
  [words('forêts?|bois|bosques?|wald|wälder|\\p{L}+wald|boschi?|bosco|florestas?|bossen|bos'), 'through a forest'],
  [words('vieille ville|centre historique|casco antiguo|casco histórico|altstadt|centro storico|centro histórico|oude binnenstad|binnenstad'), 'through the old town'],
  [words('ports?|puertos?|hafen|häfen|haven|havens|marina'), 'along the harbour'],
  [words('campagne|campo|landstraße|auf dem land|campagna|platteland'), 'through the countryside'],
  [words('vignobles?|viñedos?|weinberge?|vigneti?|vinhas?|wijngaarden?'), 'among vineyards'],
];

/** The English place of the first outdoor place `text` names in another language, if any. */
export function placeInPicture(text: string): string | undefined {
  return PLACES.find(([re]) => re.test(text))?.[1];
}
