/**
 * A car wash in each language's words (../car-wash-actions.ts): the place ("car wash", "Waschstraße", "station de lavage",
 * "autolavado", "autolavaggio", "lava-rápido", "wasstraat"), its valeter, and its work as a planner's shots name it: a car
 * dried by hand, its interior vacuumed ("Innenreinigung"), its rims cleaned ("Felgenpflege"), a car washed or going through
 * the wash ("Außenwäsche"). Spread into each lexicon's nouns, settings and poses.
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';
import type { CarWashPose } from '../car-wash-actions';

interface Words {
  places: readonly string[];
  valeters?: readonly string[];
  jobs?: Partial<Record<CarWashPose, readonly string[]>>;
}

const lexicon = (w: Words) => ({
  settings: Object.fromEntries<SettingId>(w.places.map((p) => [p, 'car-wash'])),
  nouns: Object.fromEntries<ConceptId>((w.valeters ?? []).map((v) => [v, 'valeter'])),
  poses: Object.fromEntries<Pose>(Object.entries(w.jobs ?? {}).flatMap(([pose, phrases]) => phrases.map((p) => [p, pose as Pose]))),
});

export const CAR_WASH_WORDS = {
  en: lexicon({
    places: ['car wash', 'car washes', 'carwash', 'hand car wash', 'car valet', 'car valeting', 'valeting centre', 'valeting center', 'wash tunnel', 'car wash tunnel', 'wash bay', 'drive-through car wash', 'drive through car wash', 'automatic car wash'],
    valeters: ['valeter', 'valeters', 'car washer', 'car washers', 'car wash attendant', 'car wash attendants', 'car wash worker', 'car wash workers'],
    jobs: {
      'drying-car': ['drying a car', 'drying the car', 'dries the car', 'dries a car', 'drying cars', 'drying his car', 'drying her car', 'drying their car', 'dries his car', 'dries her car', 'drying it by hand', 'drying by hand', 'hand drying', 'hand-drying', 'towel drying', 'towel-drying', 'wiping down the car', 'wipes down the car', 'polishing the car', 'polishes the car', 'buffing the car'],
      'vacuuming-car': ['vacuuming the car', 'vacuuming a car', 'vacuums the car', 'vacuuming the interior', 'vacuums the interior', 'vacuuming the seats', 'vacuums the seats', 'interior cleaning', 'interior clean', 'cleaning the interior', 'cleans the interior', 'interior valet', 'interior valeting'],
      'cleaning-rims': ['cleaning the wheels', 'cleans the wheels', 'cleaning the rims', 'cleans the rims', 'scrubbing the wheels', 'scrubs the wheels', 'scrubbing the rims', 'scrubs the rims', 'wheel cleaning', 'cleaning the alloys', 'cleans the alloys', 'alloy wheel cleaning', 'wheel care', 'rim cleaning', 'wheel rims'],
      'pre-washing': ['washing a car', 'washing the car', 'washes the car', 'washes a car', 'washing cars', 'washing his car', 'washing her car', 'washing their car', 'washes his car', 'washes her car', 'pressure washing', 'pressure-washing', 'jet washing', 'jet-washing', 'foaming the car', 'snow foam', 'pre-wash', 'prewash', 'exterior wash', 'going through the wash', 'goes through the wash', 'through the brushes'],
    },
  }),
  de: lexicon({
    places: ['autowaschanlage', 'waschanlage', 'waschstraße', 'waschstrasse', 'autowäsche', 'portalwaschanlage', 'waschbox', 'waschhalle', 'waschtunnel', 'autopflege', 'fahrzeugpflege'],
    valeters: ['autowäscher', 'autowäscherin', 'fahrzeugpfleger', 'fahrzeugpflegerin'],
    jobs: {
      'drying-car': ['trocknet das auto', 'das auto trocknet', 'trocknet ein auto', 'ein auto trocknet', 'trocknet den wagen', 'den wagen trocknet', 'auto abtrocknen', 'trocknet das auto ab', 'von hand trocknet', 'per hand trocknet', 'handtrocknung', 'poliert das auto', 'das auto poliert'],
      'vacuuming-car': ['innenreinigung', 'saugt das auto', 'das auto saugt', 'saugt den innenraum', 'den innenraum saugt', 'innenraum aussaugen', 'saugt das auto aus', 'saugt die sitze', 'die sitze saugt', 'reinigt den innenraum', 'den innenraum reinigt'],
      'cleaning-rims': ['felgenreinigung', 'felgenpflege', 'reinigt die felgen', 'die felgen reinigt', 'putzt die felgen', 'die felgen putzt', 'schrubbt die felgen', 'die felgen schrubbt', 'felgen putzen', 'felgen reinigen'],
      'pre-washing': ['außenwäsche', 'aussenwäsche', 'vorwäsche', 'wäscht das auto', 'das auto wäscht', 'wäscht ein auto', 'ein auto wäscht', 'wäscht den wagen', 'den wagen wäscht', 'wäscht autos', 'wäscht sein auto', 'wäscht ihr auto', 'sein auto wäscht', 'ihr auto wäscht', 'schäumt das auto ein', 'hochdruckreiniger', 'durch die bürsten'],
    },
  }),
  fr: lexicon({
    places: ['station de lavage', 'lavage auto', 'lavage automobile', 'centre de lavage', 'portique de lavage', 'tunnel de lavage', 'lavage de voitures'],
    valeters: ['laveur', 'laveurs', 'laveuse', 'laveuses', 'laveur auto'],
    jobs: {
      'drying-car': ['sèche une voiture', 'sèche la voiture', 'séchant la voiture', 'séchant une voiture', 'essuie la voiture', 'essuyant la voiture', 'séchage à la main', 'sèche à la main', 'lustre la voiture'],
      'vacuuming-car': ['aspire l’intérieur', "aspire l'intérieur", 'aspirant l’intérieur', "aspirant l'intérieur", 'aspire la voiture', 'aspirant la voiture', 'aspire les sièges', 'nettoyage intérieur', 'nettoyage de l’intérieur', "nettoyage de l'intérieur", 'nettoie l’intérieur', "nettoie l'intérieur"],
      'cleaning-rims': ['nettoie les jantes', 'nettoyant les jantes', 'nettoyage des jantes', 'frotte les jantes', 'frottant les jantes', 'entretien des jantes'],
      'pre-washing': ['lave la voiture', 'lave une voiture', 'lavant la voiture', 'lavant une voiture', 'lave sa voiture', 'lavant sa voiture', 'lavage extérieur', 'nettoyeur haute pression', 'passe au karcher', 'passe dans les rouleaux', 'passe dans le tunnel', 'dans les rouleaux'],
    },
  }),
  es: lexicon({
    places: ['lavado de coches', 'lavado de autos', 'autolavado', 'lavadero de coches', 'lavadero de autos', 'lavadero', 'túnel de lavado', 'lavacoches', 'lavado automático'],
    valeters: ['lavador', 'lavadores', 'lavador de coches', 'operario de lavado'],
    jobs: {
      'drying-car': ['secando un coche', 'secando el coche', 'seca el coche', 'seca un coche', 'secando el auto', 'seca el auto', 'secando el carro', 'secado a mano', 'seca a mano', 'repasando el coche'],
      'vacuuming-car': ['aspirando el interior', 'aspira el interior', 'aspirando el coche', 'aspira el coche', 'aspirando los asientos', 'limpieza interior', 'limpiando el interior', 'limpia el interior'],
      'cleaning-rims': ['limpiando las llantas', 'limpia las llantas', 'limpieza de llantas', 'limpieza de las llantas', 'frotando las llantas', 'frota las llantas'],
      'pre-washing': ['lavando un coche', 'lavando el coche', 'lava el coche', 'lava un coche', 'lavando el auto', 'lava el auto', 'lava su coche', 'lavando su coche', 'lava su auto', 'lavado exterior', 'hidrolimpiadora', 'por los rodillos'],
    },
  }),
  it: lexicon({
    places: ['autolavaggio', 'autolavaggi', 'lavaggio auto', 'tunnel di lavaggio', 'lavaggio a mano'],
    valeters: ['addetto al lavaggio', 'addetta al lavaggio', 'addetti al lavaggio'],
    jobs: {
      'drying-car': ['asciuga l’auto', "asciuga l'auto", 'asciuga la macchina', 'asciugando l’auto', "asciugando l'auto", 'asciugando la macchina', 'asciuga un’auto', "asciuga un'auto", 'asciugatura a mano'],
      'vacuuming-car': ['aspira l’interno', "aspira l'interno", 'aspirando l’interno', "aspirando l'interno", 'aspira i sedili', 'pulizia interni', 'pulizia degli interni', 'pulisce gli interni', 'pulendo gli interni'],
      'cleaning-rims': ['pulisce i cerchi', 'pulendo i cerchi', 'pulizia cerchi', 'pulizia dei cerchi', 'pulisce i cerchioni', 'pulizia dei cerchioni'],
      'pre-washing': ['lava l’auto', "lava l'auto", 'lava la macchina', 'lavando l’auto', "lavando l'auto", 'lavando la macchina', 'lava la sua auto', 'lava la sua macchina', 'lavaggio esterno', 'idropulitrice', 'passa nei rulli', 'tra i rulli'],
    },
  }),
  pt: lexicon({
    places: ['lavagem auto', 'lavagem automóvel', 'lava-rápido', 'lava rápido', 'lava-jato', 'lava jato', 'lavagem de carros', 'estação de lavagem', 'túnel de lavagem'],
    valeters: ['lavador', 'lavadores', 'lavador de carros'],
    jobs: {
      'drying-car': ['seca o carro', 'seca um carro', 'a secar o carro', 'secando o carro', 'secagem à mão', 'seca à mão', 'limpa o carro com um pano'],
      'vacuuming-car': ['aspira o interior', 'a aspirar o interior', 'aspirando o interior', 'aspira o carro', 'a aspirar o carro', 'limpeza interior', 'limpa o interior', 'a limpar o interior'],
      'cleaning-rims': ['limpa as jantes', 'a limpar as jantes', 'limpando as jantes', 'limpeza de jantes', 'limpeza das jantes', 'limpa as rodas', 'limpando as rodas'],
      'pre-washing': ['lava o carro', 'lava um carro', 'a lavar o carro', 'lavando o carro', 'lava o seu carro', 'a lavar o seu carro', 'lavagem exterior', 'máquina de alta pressão', 'passa pelos rolos', 'pelos rolos'],
    },
  }),
  nl: lexicon({
    places: ['wasstraat', 'autowasstraat', 'autowasserette', 'autowasplaats', 'wasbox', 'wasboxen', 'carwash', 'autowasbedrijf'],
    valeters: ['autowasser', 'autowassers'],
    jobs: {
      'drying-car': ['droogt de auto', 'de auto droogt', 'droogt een auto', 'een auto droogt', 'auto droogmaken', 'met de hand droogt', 'zeemt de auto', 'de auto zeemt'],
      'vacuuming-car': ['zuigt de auto', 'zuigt de auto uit', 'stofzuigt de auto', 'de auto stofzuigt', 'zuigt het interieur', 'het interieur zuigt', 'interieurreiniging', 'reinigt het interieur', 'het interieur reinigt'],
      'cleaning-rims': ['reinigt de velgen', 'de velgen reinigt', 'maakt de velgen schoon', 'de velgen schoonmaakt', 'velgen reinigen', 'velgenreiniging', 'poetst de velgen'],
      'pre-washing': ['wast de auto', 'de auto wast', 'wast een auto', 'een auto wast', 'wast zijn auto', 'wast haar auto', 'zijn auto wast', 'haar auto wast', 'buitenwas', 'hogedrukreiniger', 'door de borstels'],
    },
  }),
  ar: lexicon({ places: ['مغسلة سيارات', 'مغسلة السيارات', 'غسيل السيارات'] }),
  ja: lexicon({ places: ['洗車場', '洗車', 'カーウォッシュ', '洗車機'] }),
};
