/**
 * Weddings in each language's words: the bride and the groom ("novia", "mariée", "Bräutigam", "bruidegom") and the two
 * together ("newlyweds", "recién casados", "jeunes mariés", "Brautpaar", "sposi", "noivos", "bruidspaar"), drawn as one
 * picture; the wedding or its reception ("boda", "mariage", "Hochzeit", "matrimonio", "casamento", "bruiloft") and a
 * barn or hall let for one; what venues and photographers show of the day: the cake cut, the first dance, the vows, the
 * walk down the aisle, the guests' toast (actions in wedding-actions.ts; a toast at a wedding is the guests').
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';

export type WeddingPose = 'cake-cutting' | 'first-dance' | 'vows' | 'aisle-walk' | 'wedding-toast';

interface Words {
  brides: readonly string[];
  /** A bride's bouquet, what a florist makes ("ramos de novia"): flowers, never the bride. */
  bouquets: readonly string[];
  grooms: readonly string[];
  /** The bride and groom named together: one picture of the two. */
  couples: readonly string[];
  /** Wedding guests: a group, drawn three. */
  guests: readonly string[];
  /** The wedding, its reception, a venue, barn or hall let for one. */
  venues: readonly string[];
  poses: Record<WeddingPose, readonly string[]>;
}

const all = <T>(words: readonly string[], meaning: T): Record<string, T> => Object.fromEntries(words.map((w) => [w, meaning]));

const lexicon = (w: Words) => ({
  nouns: { ...all<ConceptId>(w.brides, 'bride'), ...all<ConceptId>(w.bouquets, 'flowers'), ...all<ConceptId>(w.grooms, 'groom'), ...all<ConceptId>(w.couples, 'newlyweds'), ...all<ConceptId>(w.guests, 'friends') },
  settings: all<SettingId>(w.venues, 'wedding'),
  poses: Object.fromEntries(Object.entries(w.poses).flatMap(([pose, words]) => words.map((word) => [word, pose as Pose]))) as Record<string, Pose>,
});

export const WEDDING_WORDS = {
  en: lexicon({
    brides: ['bride', 'brides', 'the bride', 'bride-to-be'],
    bouquets: ['bridal bouquet', 'bridal bouquets', 'wedding bouquet', 'wedding bouquets', 'bride’s bouquet', "bride's bouquet", 'bouquets for brides', 'bouquets for weddings', 'bridal flowers', 'wedding flowers'],
    grooms: ['bridegroom', 'the groom', 'a groom', 'groom in a suit', 'groomsman'],
    couples: ['newlyweds', 'newly weds', 'newly-weds', 'bride and groom', 'the bride and groom', 'a bride and groom', 'the bride and the groom', 'groom and bride', 'brides and grooms', 'the happy couple', 'wedding couple', 'just married', 'just-married couple', 'married couple'],
    guests: ['wedding guests'],
    venues: ['wedding', 'weddings', 'at a wedding', 'at the wedding', 'wedding party', 'wedding reception', 'wedding venue', 'wedding day', 'barn wedding', 'wedding barn', 'barn venue', 'barn reception', 'rustic barn', 'wedding breakfast', 'wedding marquee', 'marquee', 'banquet hall', 'wedding hall'],
    poses: {
      'cake-cutting': ['cutting the cake', 'cut the cake', 'cuts the cake', 'cutting the wedding cake', 'cut the wedding cake', 'cuts the wedding cake', 'cutting their cake', 'cutting their wedding cake', 'cake cutting', 'wedding cake', 'tiered cake'],
      'first-dance': ['first dance', 'their first dance', 'wedding dance', 'dancing their first dance', 'sharing their first dance'],
      vows: ['exchanging vows', 'exchange vows', 'exchanging their vows', 'exchanging rings', 'say their vows', 'saying their vows', 'vows', 'wedding ceremony', 'saying i do', 'say i do', 'getting married', 'tying the knot', 'tie the knot', 'under the arch', 'under an arch', 'flower arch', 'wedding arch'],
      'aisle-walk': ['walking down the aisle', 'walks down the aisle', 'walk down the aisle', 'walking up the aisle', 'walks up the aisle', 'down the aisle', 'to the altar'],
      'wedding-toast': ['wedding toast', 'raising a toast', 'raise a toast', 'toast to the couple', 'toast to the newlyweds', 'toasting the couple', 'toasting the newlyweds', 'toasting the bride and groom', 'toast the bride and groom'],
    },
  }),
  es: lexicon({
    brides: ['novia', 'la novia', 'novias'],
    bouquets: ['ramo de novia', 'ramos de novia', 'ramo nupcial', 'ramos nupciales', 'ramos para novias', 'ramo de boda', 'ramos de boda', 'flores de boda'],
    grooms: ['novio', 'el novio'],
    couples: ['recién casados', 'los recién casados', 'los novios', 'novios', 'novio y novia', 'novia y novio', 'la novia y el novio', 'el novio y la novia', 'pareja de novios'],
    guests: ['invitados de la boda', 'invitados a la boda'],
    venues: ['boda', 'bodas', 'en una boda', 'en la boda', 'banquete de boda', 'banquete de bodas', 'banquete nupcial', 'recepción de la boda', 'celebración de la boda', 'finca de bodas', 'salón de bodas'],
    poses: {
      'cake-cutting': ['cortando la tarta', 'cortan la tarta', 'corta la tarta', 'cortando el pastel', 'cortan el pastel', 'corta el pastel', 'tarta nupcial', 'tarta de boda', 'pastel de bodas', 'pastel de boda', 'corte de la tarta'],
      'first-dance': ['primer baile', 'su primer baile', 'baile nupcial', 'vals nupcial'],
      vows: ['votos', 'intercambiando votos', 'intercambian votos', 'sus votos', 'se dan el sí', 'dándose el sí', 'ceremonia', 'se casan', 'casándose', 'bajo el arco', 'arco de flores'],
      'aisle-walk': ['camina hacia el altar', 'caminando hacia el altar', 'hacia el altar', 'camino al altar', 'entrada de la novia'],
      'wedding-toast': ['brindan por los novios', 'brindis por los novios', 'brindis nupcial', 'alzan sus copas por los novios'],
    },
  }),
  fr: lexicon({
    brides: ['mariée', 'la mariée'],
    bouquets: ['bouquet de mariée', 'bouquets de mariée', 'bouquet de mariage', 'bouquets de mariage', 'bouquet de la mariée', 'fleurs de mariage'],
    grooms: ['marié', 'le marié'],
    couples: ['jeunes mariés', 'les jeunes mariés', 'les mariés', 'mariés', 'couple de mariés', 'le marié et la mariée', 'la mariée et le marié'],
    guests: ['invités du mariage'],
    venues: ['mariage', 'mariages', 'au mariage', 'à un mariage', 'soirée de mariage', 'noces', 'réception de mariage', 'salle de réception', 'domaine de mariage', 'lieu de réception', 'salle des fêtes'],
    poses: {
      'cake-cutting': ['coupent le gâteau', 'coupant le gâteau', 'coupe le gâteau', 'coupent la pièce montée', 'pièce montée', 'gâteau de mariage', 'gâteau à étages'],
      'first-dance': ['première danse', 'leur première danse', 'ouverture du bal', 'ouvrent le bal'],
      vows: ['échangent leurs vœux', 'échangeant leurs vœux', 'échangent leurs voeux', 'vœux', 'voeux', 'cérémonie', 'se disent oui', 'se marient', "sous l'arche", "sous une arche", 'arche de fleurs', 'arche fleurie'],
      'aisle-walk': ["remonte l'allée", "remontant l'allée", "descend l'allée", "vers l'autel", "jusqu'à l'autel", 'allée centrale'],
      'wedding-toast': ['trinquent aux mariés', 'toast aux mariés', 'lèvent leurs verres aux mariés', 'portent un toast aux mariés'],
    },
  }),
  de: lexicon({
    brides: ['braut', 'die braut'],
    bouquets: ['brautstrauß', 'brautsträuße', 'brautstrauss', 'brautstraeusse', 'hochzeitsstrauß', 'hochzeitssträuße', 'hochzeitsblumen'],
    grooms: ['bräutigam', 'der bräutigam'],
    couples: ['brautpaar', 'brautpaares', 'brautpaars', 'das brautpaar', 'hochzeitspaar', 'frischvermählte', 'frisch vermählte', 'frischvermählten', 'braut und bräutigam', 'die braut und der bräutigam'],
    guests: ['hochzeitsgäste', 'die hochzeitsgäste'],
    venues: ['hochzeit', 'hochzeiten', 'auf der hochzeit', 'auf einer hochzeit', 'hochzeitsfeier', 'hochzeitslocation', 'scheunenhochzeit', 'festsaal', 'hochzeitsempfang'],
    poses: {
      'cake-cutting': ['schneiden die torte', 'schneidet die torte', 'schneiden die hochzeitstorte', 'schneidet die hochzeitstorte', 'hochzeitstorte', 'torte anschneiden', 'anschneiden der torte', 'tortenanschnitt', 'stöckige torte'],
      'first-dance': ['ersten tanz', 'erster tanz', 'eröffnungstanz', 'hochzeitstanz', 'hochzeitswalzer', 'brautwalzer'],
      vows: ['eheversprechen', 'jawort', 'geben sich das jawort', 'trauung', 'trauzeremonie', 'heiraten', 'heiratet', 'unter dem bogen', 'blumenbogen', 'traubogen'],
      'aisle-walk': ['zum altar', 'schreitet zum altar', 'geht zum altar', 'läuft zum altar', 'einzug der braut'],
      'wedding-toast': ['stoßen auf das brautpaar an', 'toast auf das brautpaar', 'heben die gläser auf das brautpaar', 'hochzeitstoast'],
    },
  }),
  it: lexicon({
    brides: ['sposa', 'la sposa'],
    bouquets: ['bouquet da sposa', 'bouquet sposa', 'bouquet nuziale', 'bouquet nuziali', 'mazzo da sposa', 'mazzi da sposa', 'bouquet della sposa', 'fiori per il matrimonio', 'fiori da matrimonio'],
    grooms: ['sposo', 'lo sposo'],
    couples: ['sposi', 'gli sposi', 'novelli sposi', 'sposini', 'sposo e sposa', 'sposa e sposo', 'la sposa e lo sposo', 'lo sposo e la sposa'],
    guests: ['invitati al matrimonio', 'invitati alle nozze'],
    venues: ['matrimonio', 'matrimoni', 'al matrimonio', 'a un matrimonio', 'festa di matrimonio', 'nozze', 'ricevimento', 'ricevimento di nozze', 'banchetto nuziale', 'location per matrimoni', 'sala ricevimenti'],
    poses: {
      'cake-cutting': ['tagliano la torta', 'taglia la torta', 'tagliando la torta', 'taglio della torta', 'torta nuziale', 'torta a piani'],
      'first-dance': ['primo ballo', 'il primo ballo', 'il loro primo ballo'],
      vows: ['promesse', 'si scambiano le promesse', 'scambio delle promesse', 'cerimonia', 'si sposano', 'dicono sì', "sotto l'arco", 'arco di fiori', 'arco fiorito'],
      'aisle-walk': ["verso l'altare", "all'altare", 'percorre la navata', 'entrata della sposa', 'ingresso della sposa'],
      'wedding-toast': ['brindano agli sposi', 'brindisi agli sposi', 'alzano i calici agli sposi'],
    },
  }),
  pt: lexicon({
    brides: ['noiva', 'a noiva'],
    bouquets: ['ramo de noiva', 'ramos de noiva', 'buquê de noiva', 'buquês de noiva', 'bouquet de noiva', 'bouquets de noiva', 'flores de casamento'],
    grooms: ['noivo', 'o noivo'],
    couples: ['noivos', 'os noivos', 'recém-casados', 'os recém-casados', 'recém casados', 'noivo e noiva', 'noiva e noivo', 'a noiva e o noivo', 'o noivo e a noiva'],
    guests: ['convidados do casamento'],
    venues: ['casamento', 'casamentos', 'no casamento', 'num casamento', 'festa de casamento', 'copo-d’água', "copo-d'água", 'quinta de casamentos', 'salão de festas'],
    poses: {
      'cake-cutting': ['cortam o bolo', 'cortando o bolo', 'a cortar o bolo', 'corta o bolo', 'bolo de casamento', 'bolo de noiva', 'corte do bolo', 'bolo de andares'],
      'first-dance': ['primeira dança', 'a primeira dança', 'valsa dos noivos'],
      vows: ['votos', 'trocam votos', 'trocando votos', 'trocam os votos', 'cerimónia', 'cerimônia', 'dizem sim', 'casam-se', 'se casam', 'debaixo do arco', 'sob o arco', 'arco de flores'],
      'aisle-walk': ['caminha até ao altar', 'caminha até o altar', 'caminhando para o altar', 'a caminho do altar', 'entrada da noiva', 'ao altar'],
      'wedding-toast': ['brindam aos noivos', 'brinde aos noivos', 'erguem as taças aos noivos'],
    },
  }),
  nl: lexicon({
    brides: ['bruid', 'de bruid'],
    bouquets: ['bruidsboeket', 'bruidsboeketten', 'bruidsbloemen', 'trouwboeket', 'trouwboeketten'],
    grooms: ['bruidegom', 'de bruidegom'],
    couples: ['bruidspaar', 'het bruidspaar', 'pasgetrouwden', 'de pasgetrouwden', 'pas getrouwd stel', 'bruid en bruidegom', 'de bruid en de bruidegom', 'de bruid en bruidegom', 'trouwstel'],
    guests: ['bruiloftsgasten', 'trouwgasten'],
    venues: ['bruiloft', 'bruiloften', 'huwelijk', 'trouwfeest', 'trouwlocatie', 'trouwerij', 'feestzaal'],
    poses: {
      'cake-cutting': ['snijdt de bruidstaart', 'snijden de bruidstaart', 'snijden de taart aan', 'snijden de taart', 'snijdt de taart', 'snijden de bruidstaart aan', 'bruidstaart', 'taart aansnijden', 'aansnijden van de taart', 'bruidstaart aansnijden'],
      'first-dance': ['eerste dans', 'openingsdans', 'hun eerste dans'],
      vows: ['jawoord', 'geven elkaar het jawoord', 'geeft elkaar het jawoord', 'geven het jawoord', 'trouwceremonie', 'ceremonie', 'trouwen', 'geloften', 'onder de boog', 'bloemenboog'],
      'aisle-walk': ['naar het altaar', 'loopt naar het altaar', 'door het gangpad', 'loopt het gangpad af'],
      'wedding-toast': ['proosten op het bruidspaar', 'toost op het bruidspaar', 'heffen het glas op het bruidspaar'],
    },
  }),
};
