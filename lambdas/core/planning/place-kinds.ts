import type { TradeName } from './picture-words';
import { WEDDING_VENUE_PREMISES, WEDDING_VENUE_SHOTS, WEDDING_VENUE_WORDS } from './wedding-venue-kind';

/**
 * Businesses whose own place is no room with a door (issue 23): a surf school is its beach and its
 * surfers, a winery its tasting room with a glass poured, a coffee roaster its café counter. Named by the brief in any language (a
 * "Surf School" in a Portuguese brief, a "Weingut", a "bodega"), their shots show that place, and
 * the first of them opens the video, never a doorway on a sunny street. Pure string work.
 */
export type PlaceKind = 'surf' | 'winery' | 'roastery' | 'wedding-venue';

type KindLanguage = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl';

const KIND_WORDS: readonly [PlaceKind, RegExp][] = [
  ['wedding-venue', WEDDING_VENUE_WORDS],
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
  'wedding-venue': WEDDING_VENUE_PREMISES,
  winery: { en: 'winery', es: ['bodega', 'f'], fr: ['domaine', 'm'], de: ['Weingut', 'n'], it: ['cantina', 'f'], pt: ['adega', 'f'], nl: ['wijndomein', 'n'] },
};

export function kindPremises(kind: PlaceKind, language: string): TradeName | undefined {
  return KIND_PREMISES[kind][language as KindLanguage];
}

/**
 * Each kind's pictures in the languages the render engine's picture parser reads, worded as the
 * engine composes them (surfers off a beach, wine poured in a wine bar, a barista at an espresso
 * machine), each naming the place (`p`: "una escuela de surf", German in the dative); the first opens the video.
 */
type Pictures = readonly ((p: string) => string)[];
const KIND_SHOTS: Readonly<Record<PlaceKind, Readonly<Record<KindLanguage, Pictures>>>> = {
  'wedding-venue': WEDDING_VENUE_SHOTS,
  surf: {
    en: [(p) => `Surfers riding the waves off the beach of ${p}`, (p) => `A surf instructor teaching beginners on the sand by ${p}`],
    es: [(p) => `Surfistas cogiendo olas en la playa de ${p}`, (p) => `Un instructor de surf enseñando a principiantes en la arena de la playa de ${p}`],
    fr: [(p) => `Des surfeurs sur les vagues de la plage d’${p}`, (p) => `Un moniteur de surf qui enseigne à des débutants sur le sable de la plage d’${p}`],
    de: [(p) => `Surfer auf den Wellen am Strand bei ${p}`, (p) => `Ein Surflehrer, der Anfängern am Strand bei ${p} das Surfen zeigt`],
    it: [(p) => `Surfisti sulle onde della spiaggia di ${p}`, (p) => `Un istruttore di surf che insegna ai principianti sulla sabbia della spiaggia di ${p}`],
    pt: [(p) => `Surfistas nas ondas na praia de ${p}`, (p) => `Um instrutor de surf a ensinar principiantes na areia da praia de ${p}`],
    nl: [(p) => `Surfers op de golven bij het strand van ${p}`, (p) => `Een surfleraar die beginners lesgeeft op het strand van ${p}`],
  },
  winery: {
    en: [(p) => `A winemaker pouring wine for guests in the wine bar of ${p}`, (p) => `Wine bottles and glasses on the counter of the wine bar of ${p}`],
    es: [(p) => `Un viticultor sirviendo vino a los clientes en la vinoteca de ${p}`, (p) => `Vino y copas en la barra de la vinoteca de ${p}`],
    fr: [(p) => `Un vigneron qui sert du vin aux clients dans le bar à vins d’${p}`, (p) => `Du vin et des verres sur le comptoir du bar à vins d’${p}`],
    de: [(p) => `Gäste bei einer Weinprobe in der Weinbar von ${p}`, (p) => `Wein und Gläser auf der Theke der Weinbar von ${p}`],
    it: [(p) => `Un vignaiolo che versa il vino agli ospiti nell’enoteca di ${p}`, (p) => `Bottiglie di vino e bicchieri sul bancone dell’enoteca di ${p}`],
    pt: [(p) => `Um produtor a servir vinho aos clientes na garrafeira de ${p}`, (p) => `Vinho e copos no balcão da garrafeira de ${p}`],
    nl: [(p) => `Een wijnboer die wijn schenkt voor gasten in de wijnbar van ${p}`, (p) => `Wijn en glazen op de bar van de wijnbar van ${p}`],
  },
  roastery: {
    en: [(p) => `A barista making coffee at the espresso machine in the café of ${p}`, (p) => `Fresh coffee beans on the counter in the café of ${p}`],
    es: [(p) => `Un barista preparando café en la cafetera de la cafetería de ${p}`, (p) => `Granos de café recién tostados en la barra de la cafetería de ${p}`],
    fr: [(p) => `Un barista qui prépare un café au percolateur du café d’${p}`, (p) => `Des grains de café fraîchement torréfiés sur le comptoir du café d’${p}`],
    de: [(p) => `Ein Barista, der an der Espressomaschine im Café von ${p} Kaffee zubereitet`, (p) => `Frisch geröstete Kaffeebohnen auf der Theke im Café von ${p}`],
    it: [(p) => `Un barista che prepara il caffè alla macchina espresso del bar di ${p}`, (p) => `Chicchi di caffè appena tostati sul bancone del bar di ${p}`],
    pt: [(p) => `Um barista a preparar café na máquina de espresso do café de ${p}`, (p) => `Grãos de café acabados de torrar no balcão do café de ${p}`],
    nl: [(p) => `Een barista die koffie zet bij de espressomachine in het café van ${p}`, (p) => `Vers gebrande koffiebonen op de toonbank in het café van ${p}`],
  },
};

/** The pictures of the kind of place `noun` names in `lang`, the opening one first; none for another place or language. */
export function kindPictures(noun: string, lang: string): Pictures | undefined {
  const kind = placeKindOf(noun);
  return kind && KIND_SHOTS[kind][lang as KindLanguage];
}
