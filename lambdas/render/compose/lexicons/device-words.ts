/**
 * A phone or laptop in use, in each language's words: looking at the phone, scrolling on it, on one's laptop. Read as
 * using it (actions.ts `using-phone`, `using-laptop`), which the place makes precise: on the sofa, on the bus, over
 * breakfast, out walking. Words that name the phone with the verb ("guarda il telefono") swallow the noun, so only
 * phrases that say the use in full are listed; a phone merely named beside a verb ("checking it on their phone") is
 * read from the verb and the phone (complete-scene.ts).
 */
import type { Pose } from '../scene-graph';

/** A language's phrases for a phone in use and a laptop in use. */
const inUse = (w: { phone: string[]; laptop: string[] }): Record<string, Pose> =>
  Object.fromEntries([...w.phone.map((x) => [x, 'using-phone'] as const), ...w.laptop.map((x) => [x, 'using-laptop'] as const)]);

/** The possessives a phrase is said with ("on her phone", "on their laptop"). */
const PEOPLE = ['her', 'his', 'their', 'my', 'your'];
const OWNERS = [...PEOPLE, 'a', 'the'];

export const DEVICE_WORDS = {
  en: inUse({
    phone: ['scrolling', 'scrolls', 'swiping', ...OWNERS.flatMap((o) => [`looking at ${o} phone`, `staring at ${o} phone`, `glancing at ${o} phone`, `scrolling through ${o} phone`, `on ${o} smartphone`])],
    // "On a laptop" is where something is ("working on a laptop at a desk"): only someone's own laptop is them using it.
    laptop: PEOPLE.flatMap((o) => [`on ${o} laptop`, `${o} laptop on ${o} lap`]),
  }),
  es: inUse({
    phone: ['mirando el móvil', 'mirando su móvil', 'mira el móvil', 'mira su móvil', 'mirando el teléfono', 'mirando su teléfono', 'mira su teléfono', 'deslizando', 'desliza el dedo'],
    laptop: ['con el portátil', 'con su portátil', 'en su portátil', 'en el portátil', 'con el ordenador portátil', 'con su ordenador portátil'],
  }),
  fr: inUse({
    phone: ['regarde son téléphone', 'regardant son téléphone', 'regarde son portable', 'regardant son portable', 'regarde son smartphone', 'sur son smartphone', 'fait défiler', 'faisant défiler'],
    laptop: ['sur son ordinateur portable', 'avec son ordinateur portable', 'sur son pc portable', 'avec son pc portable', 'sur son laptop'],
  }),
  de: inUse({
    phone: ['aufs handy', 'auf ihr handy', 'auf sein handy', 'aufs smartphone', 'auf ihr smartphone', 'auf sein smartphone', 'scrollt', 'scrollend', 'wischt'],
    laptop: ['am laptop', 'an ihrem laptop', 'an seinem laptop', 'mit dem laptop', 'mit ihrem laptop', 'mit seinem laptop'],
  }),
  it: inUse({
    phone: ['guarda il telefono', 'guardando il telefono', 'guarda il cellulare', 'guardando il cellulare', 'guarda lo smartphone', 'guardando lo smartphone', 'scorre', 'scorrendo'],
    laptop: ['con il portatile', 'col portatile', 'sul portatile', 'al portatile', 'con il computer portatile'],
  }),
  pt: inUse({
    phone: ['a olhar para o telemóvel', 'a olhar para o telefone', 'a olhar para o celular', 'olhando o celular', 'olhando para o celular', 'olha para o telemóvel', 'olha o celular', 'a deslizar', 'rolando o feed'],
    laptop: ['com o portátil', 'com o seu portátil', 'no portátil', 'com o notebook', 'no notebook'],
  }),
  nl: inUse({
    phone: ['kijkt op zijn telefoon', 'kijkt op haar telefoon', 'kijkt naar zijn telefoon', 'kijkt naar haar telefoon', 'kijkt op zijn mobiel', 'kijkt op haar mobiel', 'scrolt', 'scrollend'],
    laptop: ['met zijn laptop', 'met haar laptop', 'met de laptop', 'op zijn laptop', 'op haar laptop', 'achter zijn laptop', 'achter haar laptop'],
  }),
} as const;
