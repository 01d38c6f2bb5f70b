/**
 * Places to stay in each language's words: a hostel, a youth hostel, a bed and breakfast, a guesthouse, an inn are
 * drawn as the hotel they are run as (its reception, its team checking guests in and welcoming them, ./team-at-work.ts),
 * never as a business of no known trade's counter ("A equipa a trabalhar num albergue" had drawn a box being taped).
 * Words are written as the lexicons read them: lower case, no accents, an apostrophe or hyphen a space.
 */
import type { SettingId } from '../scene-graph';

const hotel = (words: readonly string[]): Record<string, SettingId> => Object.fromEntries(words.map((w) => [w, 'hotel' as const]));

export const STAY_WORDS = {
  en: { settings: hotel(['hostels', 'youth hostel', 'backpackers hostel', 'backpacker hostel', 'b and b', 'bed breakfast', 'bnb', 'guesthouses', 'inns', 'motel', 'lodge', 'boutique hotel', 'b b']) },
  es: { settings: hotel(['albergue', 'albergues', 'albergue juvenil', 'hostal', 'hostales', 'hostel', 'casa de huespedes', 'pension', 'posada', 'parador', 'casa rural', 'bed and breakfast']) },
  fr: { settings: hotel(['auberge de jeunesse', 'auberges de jeunesse', 'auberge', 'hostel', 'chambre d hotes', 'chambres d hotes', 'maison d hotes', 'gite', 'pension', 'bed and breakfast']) },
  de: { settings: hotel(['jugendherberge', 'herberge', 'hostel', 'pension', 'gastehaus', 'gasthof', 'gasthaus', 'fruhstuckspension', 'bed and breakfast', 'hotels']) },
  it: { settings: hotel(['ostello', 'ostelli', 'ostello della gioventu', 'hostel', 'pensione', 'locanda', 'affittacamere', 'bed and breakfast', 'b and b', 'b b', 'agriturismo', 'alberghi']) },
  pt: { settings: hotel(['albergue', 'albergues', 'albergue da juventude', 'pousada da juventude', 'hostel', 'hostels', 'pensao', 'casa de hospedes', 'alojamento local', 'guest house', 'bed and breakfast']) },
  nl: { settings: hotel(['jeugdherberg', 'herberg', 'hostel', 'hostels', 'pension', 'gastenverblijf', 'bed and breakfast', 'b and b', 'hotels']) },
};
