/**
 * Things worn, and the train, tube or bus ridden, in each language's words (actions.ts: `wearing` and the poses it becomes,
 * the `carriage` room). A verb of wearing ("wearing", "indossando", "trägt", "つけて") is the `wearing` stance, made the pose
 * of what is worn; a plain "with" is too common to mean wearing alone ("a woman with a dog"), so it does only before a
 * thing worn ("con le cuffie", "mit Kopfhörern"). Riding a train, a tube or a bus is being inside its carriage, never
 * beside a train drawn on a platform. Each language's lexicon spreads its `nouns`, `settings` and `poses` into its own.
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';

type Worn = 'wearing-headphones' | 'wearing-earbuds' | 'wearing-watch' | 'wearing-backpack' | 'wearing-sunglasses' | 'wearing-cap';

interface Words {
  /** Verbs of wearing, read as the `wearing` stance. */
  verbs: readonly string[];
  /**
   * A plain "with", or a verb that carries as often as it wears ("porte", "lleva", "trägt", "draagt", "usando"), before a
   * thing worn: the pose that wears it; alone, nothing ("une femme qui porte son tapis" carries her mat).
   */
  withs: readonly string[];
  articles: readonly string[];
  /** The things worn, by the pose that wears them. */
  worn: Partial<Record<Worn, readonly string[]>>;
  nouns?: Record<string, ConceptId>;
  /** Riding a train, a tube, a metro or a bus. */
  riding: readonly string[];
}

const lexicon = ({ verbs, withs, articles, worn, nouns = {}, riding }: Words) => ({
  nouns,
  settings: Object.fromEntries(riding.map((w) => [w, 'carriage' as SettingId])),
  poses: {
    ...Object.fromEntries(verbs.map((v) => [v, 'wearing' as Pose])),
    ...Object.fromEntries(
      Object.entries(worn).flatMap(([pose, names]) => [...verbs, ...withs].flatMap((w) => articles.flatMap((a) => names!.map((n) => [`${w} ${a}${n}`, pose as Pose])))),
    ),
  } as Record<string, Pose>,
});

export const WEAR_WORDS = {
  en: lexicon({
    verbs: ['wearing', 'wears', 'listening on', 'listening with', 'listening to music on'],
    withs: ['with', 'in'],
    articles: ['', 'the ', 'a ', 'his ', 'her ', 'their ', 'new ', 'a pair of '],
    worn: {
      'wearing-headphones': ['headphones', 'noise-cancelling headphones', 'noise cancelling headphones', 'wireless headphones', 'over-ear headphones'],
      'wearing-earbuds': ['earbuds', 'earphones', 'wireless earbuds'],
      'wearing-watch': ['watch', 'smartwatch'],
      'wearing-sunglasses': ['sunglasses', 'shades'],
      'wearing-cap': ['cap', 'baseball cap'],
      'wearing-backpack': ['backpack', 'rucksack'],
    },
    nouns: { commuter: 'person', passenger: 'person', earbuds: 'earbuds', earphones: 'earbuds', 'wireless earbuds': 'earbuds', shades: 'sunglasses', 'baseball cap': 'cap' },
    riding: [
      'on a train', 'on the train', 'on a busy train', 'on the busy train', 'on a crowded train', 'on a commuter train', 'on the commuter train',
      'on a packed train', 'train carriage', 'carriage', 'subway car', 'on the tube', 'on a busy tube', 'on the underground', 'on the metro', 'on a busy metro', 'on the subway',
      'on a busy subway', 'on a bus', 'on the bus', 'on a busy bus', 'on a crowded bus', 'on the tram', 'on a tram', 'commuter train', 'morning commute',
    ],
  }),
  fr: lexicon({
    verbs: [],
    withs: ['avec', 'porte', 'portant', 'qui porte'],
    articles: ['', 'un ', 'une ', 'le ', 'la ', 'son ', 'sa ', 'ses '],
    worn: {
      'wearing-headphones': ['casque', 'casque audio', 'casque à réduction de bruit'],
      'wearing-earbuds': ['écouteurs', 'écouteurs sans fil'],
      'wearing-watch': ['montre', 'montre connectée'],
      'wearing-sunglasses': ['lunettes de soleil'],
      'wearing-cap': ['casquette'],
      'wearing-backpack': ['sac à dos'],
    },
    nouns: { navetteur: 'man', navetteuse: 'woman', voyageur: 'man', voyageuse: 'woman', passager: 'man', passagère: 'woman', écouteurs: 'earbuds', 'lunettes de soleil': 'sunglasses' },
    riding: ['dans le métro', 'dans un métro', 'dans le train', 'dans un train', 'dans le rer', 'dans le bus', 'dans un bus', 'dans le tram', 'dans une rame', 'en train', 'en métro', 'wagon', 'wagon de métro'],
  }),
  de: lexicon({
    verbs: ['mit aufgesetzten'],
    withs: ['mit', 'trägt', 'tragend'],
    articles: ['', 'dem ', 'der ', 'einem ', 'einer ', 'seinem ', 'seiner ', 'ihrem ', 'ihrer ', 'seinen ', 'ihren ', 'neuen '],
    worn: {
      'wearing-headphones': ['kopfhörer', 'kopfhörern', 'noise-cancelling-kopfhörern'],
      'wearing-earbuds': ['ohrhörer', 'ohrhörern', 'in-ear-kopfhörern'],
      'wearing-watch': ['uhr', 'armbanduhr', 'smartwatch'],
      'wearing-sunglasses': ['sonnenbrille'],
      'wearing-cap': ['kappe', 'cap', 'basecap'],
      'wearing-backpack': ['rucksack'],
    },
    nouns: { pendler: 'man', pendlerin: 'woman', fahrgast: 'person', ohrhörer: 'earbuds', ohrhörern: 'earbuds', sonnenbrille: 'sunglasses', kappe: 'cap', basecap: 'cap' },
    riding: ['im zug', 'in der bahn', 'in der s-bahn', 'in der u-bahn', 'in der straßenbahn', 'im bus', 'im vollen zug', 'im pendlerzug', 'im regionalzug', 'zugabteil', 'abteil', 'waggon'],
  }),
  es: lexicon({
    verbs: ['lleva puestos', 'lleva puesto', 'lleva puesta'],
    withs: ['con', 'llevando', 'que lleva', 'usando'],
    articles: ['', 'los ', 'las ', 'el ', 'la ', 'unos ', 'unas ', 'un ', 'una ', 'sus ', 'su '],
    worn: {
      'wearing-headphones': ['auriculares', 'cascos', 'audífonos'],
      'wearing-earbuds': ['auriculares inalámbricos', 'auriculares de botón'],
      'wearing-watch': ['reloj', 'reloj inteligente'],
      'wearing-sunglasses': ['gafas de sol', 'lentes de sol'],
      'wearing-cap': ['gorra'],
      'wearing-backpack': ['mochila'],
    },
    nouns: { viajero: 'man', viajera: 'woman', pasajero: 'man', pasajera: 'woman', cascos: 'headphones', audífonos: 'headphones', 'gafas de sol': 'sunglasses', 'lentes de sol': 'sunglasses' },
    riding: ['en el tren', 'en un tren', 'en el metro', 'en un metro', 'en el autobús', 'en un autobús', 'en el bus', 'en el tranvía', 'en el vagón', 'en un tren lleno', 'vagón', 'vagón de metro'],
  }),
  it: lexicon({
    verbs: ['indossando', 'indossa', 'che indossa'],
    withs: ['con'],
    articles: ['', 'le ', 'la ', 'il ', 'lo ', 'gli ', 'i ', 'un ', 'una ', 'delle ', 'degli ', 'le sue ', 'la sua ', 'il suo ', 'i suoi '],
    worn: {
      'wearing-headphones': ['cuffie', 'cuffie con cancellazione del rumore'],
      'wearing-earbuds': ['auricolari'],
      'wearing-watch': ['orologio', 'smartwatch'],
      'wearing-sunglasses': ['occhiali da sole'],
      'wearing-cap': ['cappellino'],
      'wearing-backpack': ['zaino'],
    },
    nouns: { pendolare: 'person', passeggero: 'man', passeggera: 'woman', viaggiatore: 'man', viaggiatrice: 'woman', auricolari: 'earbuds', 'occhiali da sole': 'sunglasses' },
    riding: ['sul treno', 'in treno', 'su un treno', 'sulla metro', 'in metro', 'in metropolitana', 'sulla metropolitana', "sull'autobus", 'in autobus', 'sul tram', 'sul vagone', 'vagone', 'carrozza'],
  }),
  pt: lexicon({
    verbs: ['vestindo'],
    withs: ['com', 'usando', 'que usa'],
    articles: ['', 'os ', 'as ', 'o ', 'a ', 'uns ', 'umas ', 'um ', 'uma ', 'seus ', 'seu ', 'sua '],
    worn: {
      'wearing-headphones': ['fones', 'fones de ouvido', 'auscultadores', 'headphones'],
      'wearing-earbuds': ['fones sem fio', 'auriculares'],
      'wearing-watch': ['relógio', 'smartwatch'],
      'wearing-sunglasses': ['óculos de sol'],
      'wearing-cap': ['boné'],
      'wearing-backpack': ['mochila'],
    },
    nouns: { passageiro: 'man', passageira: 'woman', auscultadores: 'headphones', 'fones de ouvido': 'headphones', 'óculos de sol': 'sunglasses' },
    riding: ['no comboio', 'num comboio', 'no trem', 'num trem', 'no metrô', 'no metro', 'no ônibus', 'no autocarro', 'no elétrico', 'no vagão', 'vagão', 'carruagem'],
  }),
  nl: lexicon({
    verbs: [],
    withs: ['met', 'draagt', 'dragend', 'die draagt'],
    articles: ['', 'de ', 'het ', 'een ', 'zijn ', 'haar ', 'nieuwe '],
    worn: {
      'wearing-headphones': ['koptelefoon', 'hoofdtelefoon', 'noise-cancelling koptelefoon'],
      'wearing-earbuds': ['oordopjes', 'oortjes'],
      'wearing-watch': ['horloge', 'smartwatch'],
      'wearing-sunglasses': ['zonnebril'],
      'wearing-cap': ['pet'],
      'wearing-backpack': ['rugzak'],
    },
    nouns: { forens: 'person', pendelaar: 'person', reiziger: 'man', reizigster: 'woman', oordopjes: 'earbuds', oortjes: 'earbuds', hoofdtelefoon: 'headphones', zonnebril: 'sunglasses' },
    riding: ['in de trein', 'in een trein', 'in de metro', 'in de bus', 'in de tram', 'in een volle trein', 'in de coupé', 'coupé', 'treinstel'],
  }),
  ar: lexicon({
    verbs: ['يرتدي', 'ترتدي'],
    withs: [],
    articles: [],
    worn: {},
    nouns: { راكب: 'man', راكبة: 'woman' },
    riding: ['في القطار', 'في المترو', 'في الحافلة', 'في الباص', 'عربة القطار', 'عربة المترو'],
  }),
  ja: lexicon({
    verbs: ['をつけて', 'を着けて', 'をつけた', 'を着けた', 'をかけて', 'をかけた', 'をかぶって', 'をかぶった', 'を背負って', 'を背負った', '着用'],
    withs: [],
    articles: [],
    worn: {},
    nouns: { 通勤客: 'person', 乗客: 'person', 会社員: 'person', イヤホン: 'earbuds', ワイヤレスイヤホン: 'earbuds', キャップ: 'cap', 時計: 'watch' },
    riding: ['電車で', '電車の中', '電車内', '満員電車', '車内で', '地下鉄で', 'バスで', '通勤電車'],
  }),
};
