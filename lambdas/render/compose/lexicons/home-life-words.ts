/**
 * Life at home as adverts show it, in each language's words: the sofa by its other names, a film or series watched (the TV,
 * drawn at the sofa's end: actions.ts `tv-together`), a winter evening at home (`cosy-together`: a blanket over the laps, snow
 * at the window), and a smart thermostat turned up or down (`adjusting-thermostat`; from a phone, the phone's picture).
 * Spread into each language's nouns and poses.
 */
import type { ConceptId } from '../concepts';
import type { Pose } from '../scene-graph';

interface Words {
  sofas: readonly string[];
  /** What is watched on the TV: a film, a series, the match. */
  watched: readonly string[];
  /** Cold outside, warm in: the words that put them under one blanket. */
  cosy: readonly string[];
  thermostats: readonly string[];
  /** The heating turned up or down, the temperature set. */
  adjusting: readonly string[];
}

const all = <T>(words: readonly string[], meaning: T): Record<string, T> => Object.fromEntries(words.map((w) => [w, meaning]));

const lexicon = (w: Words) => ({
  nouns: { ...all<ConceptId>(w.sofas, 'sofa'), ...all<ConceptId>(w.watched, 'tv'), ...all<ConceptId>(w.thermostats, 'thermostat') },
  poses: { ...all<Pose>(w.cosy, 'cosy-together'), ...all<Pose>(w.adjusting, 'adjusting-thermostat') },
});

export const HOME_LIFE_WORDS = {
  en: lexicon({
    sofas: ['settee', 'loveseat', 'sofa bed', 'sectional'],
    watched: ['a film', 'a movie', 'the film', 'the movie', 'film night', 'movie night', 'a series', 'their favourite show', 'a show', 'streaming', 'netflix', 'the match on tv'],
    cosy: ['in winter', 'winter evening', 'winter night', 'a cold night', 'a cold evening', 'cold outside', 'under a blanket', 'under the blanket', 'under one blanket', 'snuggled', 'snuggling', 'cuddled', 'cuddling', 'cuddled up', 'cosy', 'cozy', 'keeping warm', 'warm at home'],
    thermostats: ['thermostat', 'thermostats', 'smart thermostat', 'smart thermostats', 'heating controls', 'heating control'],
    adjusting: [
      'turning up the heating', 'turning down the heating', 'turns up the heating', 'turns down the heating', 'turning the heating up', 'turning the heating down',
      'adjusting the thermostat', 'adjusts the thermostat', 'adjusting the heating', 'setting the thermostat', 'sets the thermostat', 'turning the thermostat',
      'turns the thermostat', 'adjusting the temperature', 'setting the temperature', 'turning up the thermostat', 'turning down the thermostat',
    ],
  }),
  es: lexicon({
    sofas: ['sillón'],
    watched: ['televisión', 'la tele', 'una película', 'una serie', 'noche de películas', 'noche de cine'],
    cosy: ['en invierno', 'noche de invierno', 'tarde de invierno', 'bajo una manta', 'bajo la manta', 'con una manta', 'acurrucados', 'acurrucadas', 'calentitos', 'abrigados'],
    thermostats: ['termostato', 'termostatos', 'termostato inteligente'],
    adjusting: ['sube la calefacción', 'baja la calefacción', 'subiendo la calefacción', 'bajando la calefacción', 'ajusta el termostato', 'ajustando el termostato', 'regula el termostato', 'regulando la temperatura', 'ajustando la temperatura'],
  }),
  fr: lexicon({
    sofas: ['sofa', 'divan'],
    watched: ['la télé', 'un film', 'une série', 'soirée film', 'soirée cinéma', 'soirée ciné'],
    cosy: ['en hiver', "l'hiver", 'l’hiver', "soir d'hiver", 'soir d’hiver', "soirée d'hiver", 'soirée d’hiver', 'sous un plaid', 'sous une couverture', 'sous la couverture', 'blotti', 'blottie', 'blottis', 'blotties', 'au chaud', 'bien au chaud', 'cocooning'],
    thermostats: ['thermostat', 'thermostats', 'thermostat connecté', 'thermostat intelligent'],
    adjusting: ['monte le chauffage', 'baisse le chauffage', 'montant le chauffage', 'baissant le chauffage', 'règle le thermostat', 'réglant le thermostat', 'règle la température', 'réglant la température', 'ajuste le thermostat'],
  }),
  de: lexicon({
    sofas: ['couch', 'polstergarnitur'],
    watched: ['tv', 'einen film', 'eine serie', 'filmabend', 'serienabend', 'fernsehen', 'fern sehen'],
    cosy: ['im winter', 'winterabend', 'an einem winterabend', 'unter einer decke', 'unter der decke', 'unter einer wolldecke', 'eingekuschelt', 'kuscheln', 'kuschelig', 'gemütlich', 'im warmen'],
    thermostats: ['thermostat', 'thermostate', 'smartes thermostat', 'intelligentes thermostat', 'heizungsthermostat', 'raumthermostat'],
    adjusting: ['dreht die heizung auf', 'dreht die heizung runter', 'dreht die heizung herunter', 'stellt das thermostat ein', 'regelt das thermostat', 'regelt die heizung', 'stellt die temperatur ein', 'regelt die temperatur', 'die heizung aufdrehen', 'die heizung herunterdrehen'],
  }),
  it: lexicon({
    sofas: ['sofà'],
    watched: ['la tv', 'la televisione', 'un film', 'una serie', 'serata film', 'serata cinema'],
    cosy: ["in inverno", "d'inverno", 'd’inverno', "sera d'inverno", 'sera d’inverno', 'sotto una coperta', 'sotto la coperta', 'sotto il plaid', 'rannicchiati', 'accoccolati', 'al calduccio', 'al caldo'],
    thermostats: ['termostato', 'termostati', 'termostato intelligente', 'termostato smart'],
    adjusting: ['alza il riscaldamento', 'abbassa il riscaldamento', 'alzando il riscaldamento', 'abbassando il riscaldamento', 'regola il termostato', 'regolando il termostato', 'regola la temperatura', 'regolando la temperatura', 'imposta il termostato'],
  }),
  pt: lexicon({
    sofas: ['canapé'],
    watched: ['a televisão', 'a tv', 'um filme', 'uma série', 'noite de filmes', 'noite de cinema'],
    cosy: ['no inverno', 'noite de inverno', 'tarde de inverno', 'debaixo de uma manta', 'debaixo da manta', 'sob uma manta', 'com uma manta', 'aconchegados', 'aconchegadas', 'quentinhos'],
    thermostats: ['termostato', 'termostatos', 'termostato inteligente'],
    adjusting: ['aumenta o aquecimento', 'baixa o aquecimento', 'a aumentar o aquecimento', 'a baixar o aquecimento', 'aumentando o aquecimento', 'baixando o aquecimento', 'ajusta o termostato', 'a ajustar o termostato', 'ajustando o termostato', 'regula a temperatura', 'ajustando a temperatura'],
  }),
  nl: lexicon({
    sofas: ['sofa'],
    watched: ['een film', 'een serie', 'filmavond', 'tv kijken', 'televisie kijken'],
    cosy: ['in de winter', "'s winters", 'winteravond', 'op een winteravond', 'onder een deken', 'onder de deken', 'onder een plaid', 'knus', 'gezellig', 'lekker warm', 'warm binnen'],
    thermostats: ['thermostaat', 'thermostaten', 'slimme thermostaat'],
    adjusting: ['zet de verwarming hoger', 'zet de verwarming lager', 'de verwarming hoger zetten', 'de verwarming lager zetten', 'stelt de thermostaat in', 'draait aan de thermostaat', 'zet de thermostaat', 'regelt de temperatuur', 'past de thermostaat aan'],
  }),
} as const;
