/**
 * Drinks served and shared, in each language (actions.ts: pouring-wine, pouring-tea, pouring-beer, toasting,
 * whisking-matcha, drinking-tea): who pours (a sommelier), the phrases for the work, and the rooms (a wine
 * bar, a tea room; the engawa, its veranda, is the tea room's own). Pouring is said with what is poured ("versa un bicchiere",
 * "schenkt Wein ein"), never alone: a latte's milk pouring into the cup stays a relation. Each language's
 * lexicon spreads its `nouns`, `settings` and `poses` into its own.
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';
import { clauses } from './clause-phrases';

interface DrinkWords {
  nouns: Record<string, ConceptId>;
  settings: Record<string, SettingId>;
  poses: Record<string, Pose>;
}

/** Each pose's phrases, listed under it. */
const phrases = (steps: Partial<Record<Pose, readonly string[]>>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(steps).flatMap(([pose, list]) => list!.map((w) => [w, pose as Pose])));

export const DRINK_WORDS = {
  en: {
    nouns: { sommelier: 'barista', 'tea master': 'barista', 'wine bottle': 'wine', 'bottle of wine': 'wine', matcha: 'tea', 'green tea': 'tea', 'glass of wine': 'wine', 'red wine': 'wine', 'white wine': 'wine',
      // Glasses held at a tasting are wine glasses, not worn.
      'wine glasses': 'glass', 'hold glasses': 'glass', 'holding glasses': 'glass', 'hold their glasses': 'glass', 'holding their glasses': 'glass', 'swirling their glasses': 'glass' },
    settings: { 'wine bar': 'wine-bar', enoteca: 'wine-bar', vinoteca: 'wine-bar', 'wine shop': 'wine-bar', 'tea house': 'tea-room', teahouse: 'tea-room', 'tea room': 'tea-room', tearoom: 'tea-room', 'tea ceremony': 'tea-room', engawa: 'tea-room' },
    poses: {
      ...clauses({
        // A liquid alone poured "into a glass" is a still life of the pour (parse-prompt.ts), no one pouring.
        'pouring-wine': [['pouring', 'pours', 'pour'], ['a glass', 'a glass of wine', 'a glass of red', 'a glass of red wine', 'a glass of white wine', 'glasses of wine', 'wine for', 'a drink', 'drinks']],
        'pouring-beer': [['pouring', 'pours', 'pour', 'pulling', 'pulls', 'pull'], ['a beer', 'a pint', 'a pint of beer', 'beers', 'pints', 'a draught beer', 'beer from the tap']],
        'pouring-tea': [['pouring', 'pours', 'pour'], ['a cup of tea', 'cups of tea', 'tea for', 'the tea for']],
        'whisking-matcha': [['whisking', 'whisks', 'whisk', 'preparing', 'prepares', 'making', 'makes'], ['matcha', 'the matcha', 'a bowl of matcha']],
        'drinking-tea': [['drinking', 'drink', 'drinks', 'enjoying', 'enjoy', 'enjoys', 'sipping', 'sips', 'sharing'], ['tea', 'green tea', 'matcha', 'a cup of tea', 'cups of tea']],
      }),
      ...phrases({ toasting: ['toasting', 'toast', 'toasts', 'raising a glass', 'raising glasses', 'raise a glass', 'raise their glasses', 'raising their glasses', 'clinking glasses', 'clink glasses', 'cheers', 'making a toast'] }),
    },
  },
  fr: {
    nouns: { sommelier: 'barista', sommelière: 'barista', 'maître de thé': 'barista', matcha: 'tea', 'verre de vin': 'wine', 'vin rouge': 'wine' },
    settings: { 'bar à vin': 'wine-bar', 'bar à vins': 'wine-bar', 'cave à vin': 'wine-bar', 'salon de thé': 'tea-room', 'maison de thé': 'tea-room', engawa: 'tea-room' },
    poses: {
      ...clauses({
        'pouring-wine': [['verse', 'versant', 'verser', 'sert', 'servant'], ['du vin', 'le vin', 'un verre', 'un verre de vin', 'un verre de vin rouge', 'du vin rouge']],
        'pouring-beer': [['verse', 'versant', 'sert', 'servant', 'tire', 'tirant'], ['une bière', 'une pression', 'un demi', 'de la bière']],
        'pouring-tea': [['verse', 'versant', 'verser', 'sert', 'servant'], ['du thé', 'le thé', 'une tasse de thé']],
        'whisking-matcha': [['fouette', 'fouettant', 'prépare', 'préparant'], ['le matcha', 'du matcha', 'un matcha', 'un bol de matcha']],
        'drinking-tea': [['boivent', 'boit', 'buvant', 'savourent', 'savoure', 'dégustent', 'partagent'], ['du thé', 'le thé', 'un thé', 'du matcha', 'une tasse de thé']],
      }),
      ...phrases({ toasting: ['trinquent', 'trinque', 'trinquant', 'portent un toast', 'lèvent leurs verres', 'levant leurs verres'] }),
    },
  },
  de: {
    nouns: { sommelier: 'barista', sommelière: 'barista', teemeister: 'barista', teemeisterin: 'barista', matcha: 'tea', grüntee: 'tea', rotwein: 'wine', weißwein: 'wine', 'glas wein': 'wine' },
    settings: { weinbar: 'wine-bar', weinstube: 'wine-bar', vinothek: 'wine-bar', enoteca: 'wine-bar', teehaus: 'tea-room', teestube: 'tea-room', teesalon: 'tea-room', engawa: 'tea-room' },
    poses: {
      ...clauses(
        {
          'pouring-wine': [['schenkt', 'gießt', 'schenkt ein', 'einschenkt', 'eingießt'], ['wein', 'rotwein', 'ein glas', 'ein glas wein', 'ein glas rotwein', 'den wein']],
          'pouring-beer': [['zapft', 'schenkt', 'schenkt ein', 'einschenkt'], ['bier', 'ein bier', 'ein pils', 'ein frisches bier']],
          'pouring-tea': [['schenkt', 'gießt', 'schenkt ein', 'einschenkt', 'eingießt'], ['tee', 'den tee', 'eine tasse tee']],
          'whisking-matcha': [['schlägt', 'aufschlägt', 'bereitet', 'zubereitet'], ['matcha', 'den matcha', 'eine schale matcha']],
          'drinking-tea': [['trinken', 'trinkt', 'genießen', 'genießt'], ['tee', 'matcha', 'grüntee', 'eine tasse tee', 'den tee']],
        },
        true,
      ),
      ...phrases({ toasting: ['stoßen an', 'stoßen an mit', 'anstoßen', 'anstoßen mit', 'prosten sich zu', 'prosten', 'erheben ihre gläser', 'die gläser heben'] }),
    },
  },
  es: {
    nouns: { mesero: 'barista', mesera: 'barista', sumiller: 'barista', sommelier: 'barista', 'maestro de té': 'barista', 'maestra de té': 'barista', matcha: 'tea', 'copa de vino': 'wine', 'vino tinto': 'wine' },
    settings: { vinoteca: 'wine-bar', enoteca: 'wine-bar', 'bar de vinos': 'wine-bar', 'casa de té': 'tea-room', 'salón de té': 'tea-room', engawa: 'tea-room' },
    poses: {
      ...clauses({
        'pouring-wine': [['sirve', 'sirviendo', 'servir', 'vierte', 'vertiendo', 'echa', 'echando'], ['vino', 'el vino', 'una copa', 'una copa de vino', 'una copa de vino tinto', 'vino tinto']],
        'pouring-beer': [['sirve', 'sirviendo', 'tira', 'tirando', 'echa', 'echando'], ['una cerveza', 'una caña', 'cerveza', 'cañas']],
        'pouring-tea': [['sirve', 'sirviendo', 'vierte', 'vertiendo'], ['té', 'el té', 'una taza de té']],
        'whisking-matcha': [['bate', 'batiendo', 'prepara', 'preparando'], ['matcha', 'el matcha', 'un matcha', 'un cuenco de matcha']],
        'drinking-tea': [['toman', 'toma', 'tomando', 'beben', 'bebe', 'bebiendo', 'disfrutan', 'disfrutando'], ['té', 'el té', 'un té', 'matcha', 'una taza de té']],
      }),
      ...phrases({ toasting: ['brindan', 'brindando', 'brinda', 'brindis', 'haciendo un brindis', 'alzan sus copas', 'levantan sus copas'] }),
    },
  },
  it: {
    nouns: { sommelier: 'barista', 'maestro del tè': 'barista', matcha: 'tea', 'bicchiere di vino': 'wine', 'calice di vino': 'wine', 'vino rosso': 'wine' },
    settings: { enoteca: 'wine-bar', 'wine bar': 'wine-bar', vineria: 'wine-bar', 'casa del tè': 'tea-room', 'sala da tè': 'tea-room', engawa: 'tea-room' },
    poses: {
      ...clauses({
        'pouring-wine': [['versa', 'versando', 'che versa', 'serve', 'servendo'], ['il vino', 'del vino', 'vino', 'un bicchiere', 'un bicchiere di vino', 'un bicchiere di vino rosso', 'un calice', 'un calice di vino', 'vino rosso']],
        'pouring-beer': [['versa', 'versando', 'che versa', 'serve', 'servendo', 'spina', 'spillando', 'spilla'], ['una birra', 'la birra', 'una birra alla spina']],
        'pouring-tea': [['versa', 'versando', 'che versa'], ['il tè', 'del tè', 'una tazza di tè']],
        'whisking-matcha': [['sbatte', 'sbattendo', 'prepara', 'preparando'], ['il matcha', 'un matcha', 'una tazza di matcha']],
        'drinking-tea': [['bevono', 'beve', 'bevendo', 'gustano', 'si gustano'], ['il tè', 'un tè', 'del tè', 'il matcha', 'una tazza di tè']],
      }),
      ...phrases({ toasting: ['brindano', 'brinda', 'brindando', 'che brindano', 'fanno un brindisi', 'alzano i calici', 'alzano i bicchieri'] }),
    },
  },
  pt: {
    nouns: { sommelier: 'barista', escanção: 'barista', 'mestre do chá': 'barista', matcha: 'tea', 'copo de vinho': 'wine', 'taça de vinho': 'wine', 'vinho tinto': 'wine' },
    settings: { 'wine bar': 'wine-bar', enoteca: 'wine-bar', garrafeira: 'wine-bar', 'casa de chá': 'tea-room', 'salão de chá': 'tea-room', engawa: 'tea-room' },
    poses: {
      ...clauses({
        'pouring-wine': [['serve', 'servindo', 'a servir', 'deita', 'a deitar', 'verte'], ['vinho', 'o vinho', 'um copo', 'um copo de vinho', 'uma taça', 'uma taça de vinho', 'vinho tinto']],
        'pouring-beer': [['serve', 'servindo', 'a servir', 'tira', 'a tirar', 'tirando'], ['uma cerveja', 'um fino', 'uma imperial', 'um chope', 'um chopp']],
        'pouring-tea': [['serve', 'servindo', 'a servir', 'deita'], ['chá', 'o chá', 'uma chávena de chá', 'uma xícara de chá']],
        'whisking-matcha': [['bate', 'batendo', 'a bater', 'prepara', 'preparando', 'a preparar'], ['matcha', 'o matcha', 'um matcha']],
        'drinking-tea': [['tomam', 'toma', 'tomando', 'a tomar', 'bebem', 'bebe', 'bebendo', 'a beber', 'desfrutam'], ['chá', 'o chá', 'um chá', 'matcha', 'uma chávena de chá']],
      }),
      ...phrases({ toasting: ['brindam', 'brinda', 'brindando', 'a brindar', 'fazem um brinde', 'erguem os copos', 'levantam as taças'] }),
    },
  },
  nl: {
    nouns: { sommelier: 'barista', theemeester: 'barista', matcha: 'tea', 'glas wijn': 'wine', 'rode wijn': 'wine' },
    settings: { wijnbar: 'wine-bar', enoteca: 'wine-bar', wijnlokaal: 'wine-bar', theehuis: 'tea-room', theesalon: 'tea-room', engawa: 'tea-room' },
    poses: {
      ...clauses(
        {
          'pouring-wine': [['schenkt', 'schenkt in', 'inschenkt', 'giet'], ['wijn', 'de wijn', 'een glas', 'een glas wijn', 'rode wijn']],
          'pouring-beer': [['tapt', 'schenkt', 'schenkt in', 'inschenkt'], ['een biertje', 'bier', 'een pilsje', 'een biertje voor']],
          'pouring-tea': [['schenkt', 'schenkt in', 'inschenkt', 'giet'], ['thee', 'de thee', 'een kopje thee']],
          'whisking-matcha': [['klopt', 'opklopt', 'bereidt', 'maakt'], ['matcha', 'de matcha']],
          'drinking-tea': [['drinken', 'drinkt', 'genieten van', 'geniet van'], ['thee', 'matcha', 'een kopje thee', 'de thee']],
        },
        true,
      ),
      ...phrases({ toasting: ['proosten', 'proost', 'klinken', 'heffen het glas', 'heffen hun glazen'] }),
    },
  },
  ja: {
    nouns: { ソムリエ: 'barista', 茶道家: 'barista', 茶人: 'barista', 赤ワイン: 'wine', 白ワイン: 'wine', 抹茶: 'tea', 湯呑み: 'tea' },
    settings: { ワインバー: 'wine-bar', エノテカ: 'wine-bar', 茶房: 'tea-room', 茶屋: 'tea-room', 茶室: 'tea-room', 茶館: 'tea-room', 縁側: 'tea-room', 和室: 'tea-room' },
    poses: phrases({
      'pouring-wine': ['ワインを注', 'ワインをつ', 'グラスに注'],
      'pouring-beer': ['ビールを注', 'ビールをつ', '生ビールを注', 'ジョッキに注'],
      'pouring-tea': ['お茶を注', 'お茶をいれ', 'お茶を淹れ', 'お茶をつ', '茶を注'],
      toasting: ['乾杯'],
      'whisking-matcha': ['抹茶を点て', 'お茶を点て', '茶を点て', '抹茶をたて', '点てる', '点てて'],
      'drinking-tea': ['お茶を楽しむ', 'お茶を楽しん', 'お茶を飲', '茶を飲', '抹茶を飲', '抹茶をいただ', 'お茶をいただ', 'お茶をすす'],
    }),
  },
  ar: {
    nouns: {},
    settings: { 'بار النبيذ': 'wine-bar', 'بار نبيذ': 'wine-bar', 'بيت الشاي': 'tea-room', 'دار الشاي': 'tea-room' },
    poses: {},
  },
} satisfies Record<string, DrinkWords>;
