/**
 * Places to stay in each language's words: a hostel, a youth hostel, a bed and breakfast, a guesthouse, an inn are
 * drawn as the hotel they are run as (its reception, its team checking guests in and welcoming them, ./team-at-work.ts),
 * never as a business of no known trade's counter ("A equipa a trabalhar num albergue" had drawn a box being taped).
 * A terrace, balcony or rooftop named with a view of the water ("terraço com vista para o rio", "a roof terrace
 * overlooking the sea", "Dachterrasse mit Blick auf den Fluss", "balcon avec vue sur la mer") is that terrace over the
 * city's rooftops with the river or the sea beyond (illustrations/roof-terrace.ts), not a street of café tables.
 * Words are written as the lexicons read them: lower case, no accents, an apostrophe or hyphen a space.
 */
import type { SettingId } from '../scene-graph';

const hotel = (words: readonly string[]): Record<string, SettingId> => Object.fromEntries(words.map((w) => [w, 'hotel' as const]));

type Waters = { river: readonly string[]; sea: readonly string[] };
/** Every terrace word with every way of saying it looks onto each water: the river's view or the sea's. */
function views(terraces: readonly string[], onto: readonly string[], waters: Waters, before: Waters = { river: [], sea: [] }): Record<string, SettingId> {
  const rows: [string, SettingId][] = [];
  for (const [water, setting] of [['river', 'roof-terrace'], ['sea', 'sea-terrace']] as const) {
    for (const t of terraces) {
      for (const o of onto) for (const w of waters[water]) rows.push([`${t} ${o} ${w}`, setting]);
      for (const b of before[water]) rows.push([`${b} ${t}`, setting]);
    }
  }
  return Object.fromEntries(rows);
}

export const STAY_WORDS = {
  en: { settings: { ...hotel(['hostels', 'youth hostel', 'backpackers hostel', 'backpacker hostel', 'b and b', 'bed breakfast', 'bnb', 'guesthouses', 'inns', 'motel', 'lodge', 'boutique hotel', 'b b']), ...views(
      ['terrace', 'roof terrace', 'rooftop terrace', 'rooftop', 'rooftop bar', 'balcony', 'sun deck', 'deck', 'patio', 'terraces', 'balconies'],
      ['with a view of', 'with views of', 'with a view over', 'with views over', 'with a view onto', 'with views across', 'overlooking', 'looking out over', 'looking over', 'facing', 'over', 'above', 'by'],
      { river: ['the river', 'a river', 'the canal', 'the estuary'], sea: ['the sea', 'the ocean', 'the bay', 'the beach', 'the harbour', 'the harbor'] },
      { river: ['river view', 'riverside', 'river facing'], sea: ['sea view', 'ocean view', 'seaside', 'sea facing', 'ocean facing', 'beachfront'] },
    ) } },
  es: { settings: { ...hotel(['albergue', 'albergues', 'albergue juvenil', 'hostal', 'hostales', 'hostel', 'casa de huespedes', 'pension', 'posada', 'parador', 'casa rural', 'bed and breakfast']), ...views(
      ['terraza', 'azotea', 'terraza en la azotea', 'terraza panoramica', 'balcon', 'atico', 'rooftop', 'solarium'],
      ['con vistas al', 'con vista al', 'con vistas sobre el', 'con vista sobre el', 'frente al', 'que da al', 'sobre el', 'junto al', 'mirando al'],
      { river: ['rio'], sea: ['mar', 'oceano', 'puerto'] },
    ) } },
  fr: { settings: { ...hotel(['auberge de jeunesse', 'auberges de jeunesse', 'auberge', 'hostel', 'chambre d hotes', 'chambres d hotes', 'maison d hotes', 'gite', 'pension', 'bed and breakfast']), ...views(
      ['terrasse', 'toit terrasse', 'terrasse sur le toit', 'terrasse panoramique', 'rooftop', 'balcon'],
      ['avec vue sur', 'vue sur', 'donnant sur', 'face a', 'au bord de', 'surplombant'],
      { river: ['le fleuve', 'la riviere', 'la seine', 'le rhone', 'la loire', 'le canal'], sea: ['la mer', 'l ocean', 'le port', 'la baie', 'la plage'] },
    ) } },
  de: { settings: { ...hotel(['jugendherberge', 'herberge', 'hostel', 'pension', 'gastehaus', 'gasthof', 'gasthaus', 'fruhstuckspension', 'bed and breakfast', 'hotels']), ...views(
      ['terrasse', 'dachterrasse', 'sonnenterrasse', 'balkon', 'rooftop bar', 'dachbar'],
      ['mit blick auf', 'mit blick uber', 'mit aussicht auf', 'uber', 'am'],
      { river: ['den fluss', 'den rhein', 'die elbe', 'die donau', 'den main', 'fluss'], sea: ['das meer', 'den ozean', 'die see', 'die ostsee', 'die nordsee', 'den hafen', 'meer'] },
    ) } },
  it: { settings: { ...hotel(['ostello', 'ostelli', 'ostello della gioventu', 'hostel', 'pensione', 'locanda', 'affittacamere', 'bed and breakfast', 'b and b', 'b b', 'agriturismo', 'alberghi']), ...views(
      ['terrazza', 'terrazzo', 'terrazza panoramica', 'terrazza sul tetto', 'balcone', 'rooftop', 'altana'],
      ['con vista sul', 'con vista sull', 'con vista', 'vista', 'affacciata sul', 'affacciato sul', 'sul'],
      { river: ['fiume', 'tevere', 'arno', 'canale'], sea: ['mare', 'porto', 'oceano'] },
    ) } },
  pt: { settings: { ...hotel(['albergue', 'albergues', 'albergue da juventude', 'pousada da juventude', 'hostel', 'hostels', 'pensao', 'casa de hospedes', 'alojamento local', 'guest house', 'bed and breakfast']), ...views(
      ['terraco', 'terraco panoramico', 'rooftop', 'varanda', 'acoteia', 'terraco no topo', 'terraco na cobertura'],
      ['com vista para o', 'com vista sobre o', 'com vistas para o', 'com vistas sobre o', 'com vista ao', 'virado para o', 'sobre o', 'de frente para o'],
      { river: ['rio', 'tejo', 'douro'], sea: ['mar', 'oceano', 'atlantico', 'porto'] },
    ) } },
  nl: { settings: { ...hotel(['jeugdherberg', 'herberg', 'hostel', 'hostels', 'pension', 'gastenverblijf', 'bed and breakfast', 'b and b', 'hotels']), ...views(
      ['terras', 'dakterras', 'balkon', 'rooftop bar', 'zonneterras'],
      ['met uitzicht op', 'met zicht op', 'met een uitzicht op', 'aan', 'boven'],
      { river: ['de rivier', 'het water', 'de maas', 'de rijn', 'de gracht', 'de amstel'], sea: ['zee', 'de zee', 'het strand', 'de haven', 'de oceaan'] },
    ) } },
};
