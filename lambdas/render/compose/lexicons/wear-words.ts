/**
 * Things worn, and the train, tube or bus ridden, in each language's words (actions.ts: `wearing` and the poses it becomes,
 * the `carriage` room). A verb of wearing ("wearing", "indossando", "trägt", "つけて") is the `wearing` stance, made the pose
 * of what is worn; a plain "with" is too common to mean wearing alone ("a woman with a dog"), so it does only before a
 * thing worn ("con le cuffie", "mit Kopfhörern"). Riding a train, a tube or a bus is being inside its carriage, never
 * beside a train drawn on a platform. Each language's lexicon spreads its `nouns`, `settings` and `poses` into its own.
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';
import { feetPose, FOOTWEAR, GARMENTS, wornPose, type Footwear, type Garment } from '../worn-clothes';
import type { ComposedPhrases } from './composed-phrases';

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
  /** Clothes and footwear by garment (compose/worn-clothes.ts): each name is its garment's thing, and worn, the garment's pose. */
  clothes?: Partial<Record<Garment, readonly string[]>>;
  /** Footwear "on the feet" ("on a runner's feet", "aux pieds"): the feet close, in what is named on them. */
  feet?: readonly string[];
}

const isFootwear = (g: Garment): g is Footwear => (FOOTWEAR as readonly Garment[]).includes(g);

const lexicon = ({ verbs, withs, articles, worn, nouns = {}, riding, clothes = {}, feet = [] }: Words) => {
  const garments = Object.entries(clothes) as [Garment, readonly string[]][];
  const wornNames: [Pose, readonly string[]][] = [...(Object.entries(worn) as [Pose, readonly string[]][]), ...garments.map(([g, names]): [Pose, readonly string[]] => [wornPose(g), names])];
  return {
    nouns: { ...Object.fromEntries(garments.flatMap(([g, names]) => names.map((n) => [n, GARMENTS[g].concept as ConceptId]))), ...nouns },
    settings: Object.fromEntries(riding.map((w) => [w, 'carriage' as SettingId])),
    poses: {
      ...Object.fromEntries(verbs.map((v) => [v, 'wearing' as Pose])),
      // "On the feet" alone is trainers until the footwear named says otherwise; right after it, it is that footwear's.
      ...Object.fromEntries(feet.map((f) => [f, feetPose('trainers') as Pose])),
      ...Object.fromEntries(garments.flatMap(([g, names]) => (isFootwear(g) ? feet.flatMap((f) => names.map((n) => [`${n} ${f}`, feetPose(g) as Pose])) : []))),
    } as Record<string, Pose>,
    /** Each verb or "with", an article and a thing worn: the pose that wears it. Composed, too many to list (about 30,000 in all). */
    worn: {
      parts: [[...verbs, ...withs], articles.map((a) => ` ${a}`)],
      joint: '',
      names: wornNames.flatMap(([pose, names]) => names.map((n) => [n, { pose }] as const)),
    } satisfies ComposedPhrases<{ pose: Pose }>,
  };
};

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
    clothes: {
      boots: ['boots', 'hiking boots', 'hiking boot', 'walking boots', 'trail boots', 'mountain boots', 'leather boots', 'ankle boots', 'rain boots', 'wellies', 'wellingtons'],
      trainers: ['trainers', 'sneakers', 'running shoes', 'running trainers', 'trail running shoes', 'trail shoes', 'tennis shoes', 'sports shoes'],
      heels: ['heels', 'high heels', 'stilettos', 'court shoes'],
      sandals: ['sandals', 'flip flops', 'sliders'],
      jacket: ['jacket', 'rain jacket', 'raincoat', 'rain coat', 'coat', 'hoodie', 'parka', 'puffer jacket', 'down jacket', 'windbreaker', 'fleece', 'anorak', 'trench coat', 'denim jacket', 'waterproof jacket', 'waterproof'],
      dress: ['dress', 'summer dress', 'sundress', 'maxi dress', 'gown', 'skirt'],
      top: ['shirt', 't-shirt', 't shirt', 'tee', 'sweater', 'jumper', 'sweatshirt', 'blouse', 'polo shirt', 'cardigan'],
      jeans: ['jeans', 'trousers', 'pants', 'leggings', 'chinos', 'joggers'],
    },
    feet: ['on his feet', 'on her feet', 'on their feet', 'on the feet', 'on feet', 's feet'],
    riding: [
      'on a train', 'on the train', 'on a busy train', 'on the busy train', 'on a crowded train', 'on a commuter train', 'on the commuter train',
      'on a packed train', 'train carriage', 'carriage', 'subway car', 'on the tube', 'on a busy tube', 'on the underground', 'on the metro', 'on a busy metro', 'on the subway',
      'on a busy subway', 'on a bus', 'on the bus', 'on a busy bus', 'on a crowded bus', 'on the tram', 'on a tram', 'commuter train', 'morning commute',
    ],
  }),
  fr: lexicon({
    verbs: [],
    withs: ['avec', 'porte', 'portant', 'qui porte', 'en'],
    articles: ['', 'un ', 'une ', 'le ', 'la ', 'les ', 'des ', 'son ', 'sa ', 'ses ', 'de '],
    worn: {
      'wearing-headphones': ['casque', 'casque audio', 'casque à réduction de bruit'],
      'wearing-earbuds': ['écouteurs', 'écouteurs sans fil'],
      'wearing-watch': ['montre', 'montre connectée'],
      'wearing-sunglasses': ['lunettes de soleil'],
      'wearing-cap': ['casquette'],
      'wearing-backpack': ['sac à dos'],
    },
    nouns: { navetteur: 'man', navetteuse: 'woman', voyageur: 'man', voyageuse: 'woman', passager: 'man', passagère: 'woman', écouteurs: 'earbuds', 'lunettes de soleil': 'sunglasses' },
    clothes: {
      boots: ['bottes', 'chaussures de randonnée', 'chaussures de rando', 'chaussures de montagne', 'chaussures de marche', 'bottines', 'bottes de pluie'],
      trainers: ['baskets', 'chaussures de course', 'chaussures de running', 'chaussures de sport', 'sneakers', 'chaussures', 'tennis'],
      heels: ['talons', 'talons hauts', 'escarpins', 'chaussures à talons'],
      sandals: ['sandales', 'tongs', 'nu-pieds'],
      jacket: ['veste', 'veste de pluie', 'veste imperméable', 'imperméable', 'imper', 'manteau', 'blouson', 'doudoune', 'sweat à capuche', 'parka', 'coupe-vent', 'polaire', 'trench'],
      dress: ['robe', 'robe d été', 'jupe'],
      top: ['chemise', 't-shirt', 'tee shirt', 'pull', 'chemisier', 'sweat'],
      jeans: ['jean', 'jeans', 'pantalon', 'legging', 'leggings'],
    },
    feet: ['aux pieds', 'sur les pieds'],
    riding: ['dans le métro', 'dans un métro', 'dans le train', 'dans un train', 'dans le rer', 'dans le bus', 'dans un bus', 'dans le tram', 'dans une rame', 'en train', 'en métro', 'wagon', 'wagon de métro'],
  }),
  de: lexicon({
    verbs: ['mit aufgesetzten'],
    withs: ['mit', 'trägt', 'tragend', 'in'],
    articles: ['', 'dem ', 'der ', 'die ', 'den ', 'das ', 'ein ', 'eine ', 'einen ', 'einem ', 'einer ', 'seine ', 'seinem ', 'seiner ', 'ihre ', 'ihrem ', 'ihrer ', 'seinen ', 'ihren ', 'neue ', 'neuen '],
    worn: {
      'wearing-headphones': ['kopfhörer', 'kopfhörern', 'noise-cancelling-kopfhörern'],
      'wearing-earbuds': ['ohrhörer', 'ohrhörern', 'in-ear-kopfhörern'],
      'wearing-watch': ['uhr', 'armbanduhr', 'smartwatch'],
      'wearing-sunglasses': ['sonnenbrille'],
      'wearing-cap': ['kappe', 'cap', 'basecap'],
      'wearing-backpack': ['rucksack'],
    },
    nouns: { pendler: 'man', pendlerin: 'woman', fahrgast: 'person', ohrhörer: 'earbuds', ohrhörern: 'earbuds', sonnenbrille: 'sunglasses', kappe: 'cap', basecap: 'cap' },
    clothes: {
      boots: ['wanderschuhe', 'wanderschuhen', 'wanderstiefel', 'wanderstiefeln', 'bergschuhe', 'bergschuhen', 'bergstiefel', 'bergstiefeln', 'trekkingschuhe', 'trekkingschuhen', 'stiefel', 'stiefeln', 'gummistiefel', 'gummistiefeln'],
      trainers: ['laufschuhe', 'laufschuhen', 'turnschuhe', 'turnschuhen', 'sneakers', 'sportschuhe', 'sportschuhen', 'joggingschuhe', 'joggingschuhen', 'trailschuhe', 'trailschuhen', 'schuhe', 'schuhen'],
      heels: ['high heels', 'stöckelschuhe', 'stöckelschuhen', 'pumps'],
      sandals: ['sandalen', 'flip-flops'],
      jacket: ['jacke', 'regenjacke', 'regenmantel', 'mantel', 'kapuzenpulli', 'hoodie', 'parka', 'daunenjacke', 'windjacke', 'outdoorjacke', 'funktionsjacke', 'fleecejacke', 'trenchcoat'],
      dress: ['kleid', 'sommerkleid', 'rock'],
      top: ['hemd', 't-shirt', 'pullover', 'pulli', 'bluse', 'sweatshirt'],
      jeans: ['jeans', 'hose', 'leggings', 'jogginghose'],
    },
    feet: ['an den füßen', 'an seinen füßen', 'an ihren füßen', 'an den füssen'],
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
    clothes: {
      boots: ['botas', 'botas de montaña', 'botas de senderismo', 'botas de trekking', 'botas de agua', 'botines'],
      trainers: ['zapatillas', 'zapatillas de correr', 'zapatillas de running', 'zapatillas deportivas', 'deportivas', 'tenis', 'zapatos'],
      heels: ['tacones', 'tacones altos', 'zapatos de tacón'],
      sandals: ['sandalias', 'chanclas'],
      jacket: ['chaqueta', 'chaqueta impermeable', 'chaqueta de lluvia', 'impermeable', 'abrigo', 'chubasquero', 'sudadera con capucha', 'sudadera', 'parka', 'cazadora', 'plumífero', 'cortavientos', 'forro polar'],
      dress: ['vestido', 'falda'],
      top: ['camiseta', 'camisa', 'jersey', 'suéter', 'blusa'],
      jeans: ['vaqueros', 'jeans', 'pantalones', 'pantalón', 'mallas', 'leggings'],
    },
    feet: ['en los pies', 'en sus pies'],
    riding: ['en el tren', 'en un tren', 'en el metro', 'en un metro', 'en el autobús', 'en un autobús', 'en el bus', 'en el tranvía', 'en el vagón', 'en un tren lleno', 'vagón', 'vagón de metro'],
  }),
  it: lexicon({
    verbs: ['indossando', 'indossa', 'che indossa'],
    withs: ['con', 'in'],
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
    clothes: {
      boots: ['scarponi', 'scarponi da trekking', 'scarponi da montagna', 'scarpe da trekking', 'scarpe da montagna', 'scarponcini', 'stivali', 'stivaletti'],
      trainers: ['scarpe da corsa', 'scarpe da running', 'scarpe da ginnastica', 'sneakers', 'scarpe sportive', 'scarpe'],
      heels: ['tacchi', 'tacchi alti', 'scarpe col tacco', 'décolleté'],
      sandals: ['sandali', 'infradito'],
      jacket: ['giacca', 'giacca impermeabile', 'giacca antipioggia', 'impermeabile', 'cappotto', 'felpa con cappuccio', 'felpa', 'piumino', 'parka', 'giubbotto', 'pile', 'trench'],
      dress: ['vestito', 'abito', 'gonna', 'vestito estivo'],
      top: ['maglietta', 'camicia', 'maglione', 't-shirt', 'camicetta'],
      jeans: ['jeans', 'pantaloni', 'leggings'],
    },
    feet: ['ai piedi'],
    riding: ['sul treno', 'in treno', 'su un treno', 'sulla metro', 'in metro', 'in metropolitana', 'sulla metropolitana', "sull'autobus", 'in autobus', 'sul tram', 'sul vagone', 'vagone', 'carrozza'],
  }),
  pt: lexicon({
    verbs: ['vestindo'],
    withs: ['com', 'usando', 'que usa', 'calçando', 'de'],
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
    clothes: {
      boots: ['botas', 'botas de caminhada', 'botas de montanha', 'botas de trekking', 'botas de chuva', 'botins'],
      trainers: ['ténis', 'tênis', 'ténis de corrida', 'tênis de corrida', 'sapatilhas', 'sapatilhas de corrida', 'sapatos'],
      heels: ['saltos', 'saltos altos', 'sapatos de salto'],
      sandals: ['sandálias', 'chinelos'],
      jacket: ['casaco', 'jaqueta', 'casaco impermeável', 'impermeável', 'capa de chuva', 'corta-vento', 'moletom com capuz', 'moletom', 'parka', 'blusão', 'anoraque', 'kispo'],
      dress: ['vestido', 'saia'],
      top: ['camisa', 'camiseta', 't-shirt', 'camisola', 'suéter', 'blusa'],
      jeans: ['jeans', 'calças', 'calça', 'calças de ganga', 'leggings'],
    },
    feet: ['nos pés', 'nos seus pés'],
    riding: ['no comboio', 'num comboio', 'no trem', 'num trem', 'no metrô', 'no metro', 'no ônibus', 'no autocarro', 'no elétrico', 'no vagão', 'vagão', 'carruagem'],
  }),
  nl: lexicon({
    verbs: [],
    withs: ['met', 'draagt', 'dragend', 'die draagt', 'in'],
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
    clothes: {
      boots: ['wandelschoenen', 'bergschoenen', 'laarzen', 'regenlaarzen', 'enkellaarsjes'],
      trainers: ['hardloopschoenen', 'sneakers', 'sportschoenen', 'gympen', 'trailschoenen', 'schoenen'],
      heels: ['hakken', 'hoge hakken', 'pumps'],
      sandals: ['sandalen', 'slippers'],
      jacket: ['jas', 'jasje', 'regenjas', 'regenjack', 'jack', 'hoodie', 'parka', 'winterjas', 'donsjas', 'windjack', 'fleece'],
      dress: ['jurk', 'zomerjurk', 'rok'],
      top: ['shirt', 'overhemd', 't-shirt', 'trui', 'blouse', 'sweater'],
      jeans: ['spijkerbroek', 'jeans', 'broek', 'legging'],
    },
    feet: ['aan de voeten', 'aan zijn voeten', 'aan haar voeten'],
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
