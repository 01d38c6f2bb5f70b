import { nameAndPlace } from './advert-subjects';
import { namesTrade } from './compositions';
import { opensName } from './name-trades';

/**
 * A brief that opens on its subject's name and town alone ("Café Aurora, no Porto.", "Iron Forge
 * Gym, in Austin.", "Harbour Bikes, Bristol."), or on its name and what it is, with no "advert for"
 * before it, names them as that phrase would (issue 23): the name is the subject, the town where
 * it is. Pure string work; never throws.
 */

/** A name: capitalised words, with the small words names hold ("Café do Largo", "Trattoria Da Gino", "Bloom & Bean"). */
const NAME = /^\p{Lu}[\p{L}\p{N}'’.-]*(?:\s+(?:\p{Lu}[\p{L}\p{N}'’.-]*|de|da|do|das|dos|di|del|della|du|des|la|le|el|van|von|der|am|&|and|of|the)){0,5}$/u;

/**
 * A name, then what it is with an indefinite article ("Haus Nordwind, eine Marke für Regenjacken",
 * "Casa Verde es una marca de cosmética", "Maison Dorée est une marque …"), in the languages a
 * sentence opens on a capital whatever its first word: the name is the subject, its first word
 * included. English is read by the advert-for pattern and product descriptions (advert-subjects.ts).
 */
const DESCRIBED = /^(.+?)(?:,|\s+(?:es|est|ist|è|é|is))\s+((?:un|una|une|uno|un['’]|ein|eine|einen|um|uma|een)\s.+)$/u;

/** A trade's word in any of the planner's languages ("Panadería", "Horno", "Werkstatt"). */
const opensOnTrade = (word: string) => opensName(word) || namesTrade(word);

/** The opening sentence as the subject phrase an advert-for names ("Café Aurora, no Porto", "Casa Verde, una marca de …"), or undefined. */
export function openingSubject(sentence: string, lang: string): string | undefined {
  const text = sentence.trim().replace(/[.!]+$/u, '');
  const { name, place } = nameAndPlace(text, lang);
  if (name !== undefined && place !== undefined && NAME.test(name.trim())) return text;
  // "Horno San Onofre, en Madrid desde 1972": a name opening on its trade's word, then what it says of itself.
  const [lead, ...rest] = text.split(/\s*,\s*/u);
  if (rest.length > 0 && lead!.includes(' ') && NAME.test(lead!) && opensOnTrade(lead!.split(/\s+/u)[0]!)) return text;
  const described = lang === 'en' ? null : DESCRIBED.exec(text);
  return described && NAME.test(described[1]!) && described[1]!.includes(' ') ? `${described[1]}, ${described[2]}` : undefined;
}
