import type { TradeName } from './picture-words';

/**
 * Businesses whose own place is no room with a door (issue 23): a surf school is its beach and its
 * surfers, a winery its tasting room with a glass poured, a coffee roaster its café counter. Named by the brief in any language (a
 * "Surf School" in a Portuguese brief, a "Weingut", a "bodega"), their shots show that place, and
 * the first of them opens the video, never a doorway on a sunny street. Pure string work.
 */
export type PlaceKind = 'surf' | 'winery' | 'roastery';

type KindLanguage = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl';

const KIND_WORDS: readonly [PlaceKind, RegExp][] = [
  ['surf', /surf/iu],
  [
    'winery',
    /(?<![\p{L}])(?:winery|wineries|vineyard|wine estate|bodega|viñedo|domaine|vignoble|weingut|weinberg|winzer\p{L}*|cantina|vigneto|azienda vinicola|adega|quinta|vinícola|wijngaard|wijndomein|wijnhuis)(?![\p{L}])/iu,
  ],
  ['roastery', /(?:coffee roaster|roastery|roasters|tostador|tostadero|torréfact|torrefazione|torrefação|torrefacção|rösterei|koffiebrander|branderij)/iu],
];

/** The kind of place `words` name ("Onda Surf School", "Weingut Keller", "escuela de surf"), or undefined. */
export function placeKindOf(words: string): PlaceKind | undefined {
  return KIND_WORDS.find(([, re]) => re.test(words))?.[0];
}

/** The kind's word for its premises in each language, with its gender: said as "our surf school" in the brief's language whatever language its name is in. */
const KIND_PREMISES: Readonly<Record<PlaceKind, Readonly<Record<KindLanguage, TradeName>>>> = {
  surf: { en: 'surf school', es: ['escuela de surf', 'f'], fr: ['école de surf', 'f'], de: ['Surfschule', 'f'], it: ['scuola di surf', 'f'], pt: ['escola de surf', 'f'], nl: ['surfschool', 'f'] },
  roastery: { en: 'coffee roastery', es: ['tostadero de café', 'm'], fr: ['torréfaction', 'f'], de: ['Kaffeerösterei', 'f'], it: ['torrefazione', 'f'], pt: ['torrefação', 'f'], nl: ['koffiebranderij', 'f'] },
  winery: { en: 'winery', es: ['bodega', 'f'], fr: ['domaine', 'm'], de: ['Weingut', 'n'], it: ['cantina', 'f'], pt: ['adega', 'f'], nl: ['wijndomein', 'n'] },
};

export function kindPremises(kind: PlaceKind, language: string): TradeName | undefined {
  return KIND_PREMISES[kind][language as KindLanguage];
}

/**
 * Each kind's pictures in the languages the render engine's picture parser reads, each worded as the
 * engine composes it (a surf lesson on the beach, wine poured in a wine bar); the first opens the video.
 */
const KIND_SHOTS: Readonly<Record<PlaceKind, Readonly<Record<KindLanguage, readonly string[]>>>> = {
  surf: {
    en: ['Surfers riding the waves off a sunny beach', 'A surf instructor teaching beginners on the sand of a beach', 'A surfer carrying a surfboard along a sunny beach'],
    es: ['Surfistas cogiendo olas en una playa soleada', 'Un instructor de surf enseñando a principiantes en la arena de una playa', 'Un surfista con la tabla de surf en una playa soleada'],
    fr: ['Des surfeurs sur les vagues d’une plage ensoleillée', 'Un moniteur de surf qui enseigne à des débutants sur le sable d’une plage', 'Un surfeur avec sa planche de surf sur une plage ensoleillée'],
    de: ['Surfer auf den Wellen an einem sonnigen Strand', 'Ein Surflehrer, der Anfängern am Strand das Surfen zeigt', 'Ein Surfer mit seinem Surfbrett an einem sonnigen Strand'],
    it: ['Surfisti sulle onde di una spiaggia soleggiata', 'Un istruttore di surf che insegna ai principianti sulla sabbia di una spiaggia', 'Un surfista con la tavola da surf su una spiaggia soleggiata'],
    pt: ['Surfistas nas ondas numa praia ensolarada', 'Um instrutor de surf a ensinar principiantes na areia de uma praia', 'Um surfista com a prancha de surf numa praia ensolarada'],
    nl: ['Surfers op de golven bij een zonnig strand', 'Een surfleraar die beginners lesgeeft op het strand', 'Een surfer met zijn surfplank op een zonnig strand'],
  },
  winery: {
    en: ['A winemaker pouring wine for guests in a wine bar', 'Wine bottles and glasses on the counter of a wine bar'],
    es: ['Un viticultor sirviendo vino a los clientes en una vinoteca', 'Vino y copas en la barra de una vinoteca'],
    fr: ['Un vigneron qui sert du vin aux clients dans un bar à vins', 'Du vin et des verres sur le comptoir d’un bar à vins'],
    de: ['Gäste bei einer Weinprobe in einer Weinbar', 'Wein und Gläser auf der Theke einer Weinbar'],
    it: ['Un vignaiolo che versa il vino agli ospiti in un’enoteca', 'Bottiglie di vino e bicchieri sul bancone di un’enoteca'],
    pt: ['Um produtor a servir vinho aos clientes numa garrafeira', 'Vinho e copos no balcão de uma garrafeira'],
    nl: ['Een wijnboer die wijn schenkt voor gasten in een wijnbar', 'Wijn en glazen op de bar van een wijnbar'],
  },
  roastery: {
    en: ['A barista making coffee at the espresso machine of a café', 'Fresh coffee beans on the counter of a café'],
    es: ['Un barista preparando café en la cafetera de una cafetería', 'Granos de café recién tostados en la barra de una cafetería'],
    fr: ['Un barista qui prépare un café au percolateur d’un café', 'Des grains de café fraîchement torréfiés sur le comptoir d’un café'],
    de: ['Ein Barista, der an der Espressomaschine eines Cafés Kaffee zubereitet', 'Frisch geröstete Kaffeebohnen auf der Theke eines Cafés'],
    it: ['Un barista che prepara il caffè alla macchina espresso di un bar', 'Chicchi di caffè appena tostati sul bancone di un bar'],
    pt: ['Um barista a preparar café na máquina de espresso de um café', 'Grãos de café acabados de torrar no balcão de um café'],
    nl: ['Een barista die koffie zet bij de espressomachine van een café', 'Vers gebrande koffiebonen op de toonbank van een café'],
  },
};

/** The pictures of the kind of place `noun` names in `lang`, the opening one first; none for another place or language. */
export function kindPictures(noun: string, lang: string): readonly string[] | undefined {
  const kind = placeKindOf(noun);
  return kind && KIND_SHOTS[kind][lang as KindLanguage];
}
