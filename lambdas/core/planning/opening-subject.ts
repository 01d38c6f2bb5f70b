import { nameAndPlace } from './advert-subjects';

/**
 * A brief that opens on its subject's name and town alone ("Café Aurora, no Porto.", "Iron Forge
 * Gym, in Austin.", "Harbour Bikes, Bristol."), with no "advert for" before it, names them as that
 * phrase would (issue 23): the name is the subject, the town where it is, and the sentence no point
 * to say. Pure string work; never throws.
 */

/** A name: capitalised words, with the small words names hold ("Café do Largo", "Trattoria Da Gino", "Bloom & Bean"). */
const NAME = /^\p{Lu}[\p{L}\p{N}'’.-]*(?:\s+(?:\p{Lu}[\p{L}\p{N}'’.-]*|de|da|do|das|dos|di|del|della|du|des|la|le|el|van|von|der|am|&|and|of|the)){0,5}$/u;

/** The opening sentence as the subject phrase an advert-for names ("Café Aurora, no Porto"), or undefined. */
export function openingSubject(sentence: string, lang: string): string | undefined {
  const text = sentence.trim().replace(/[.!]+$/u, '');
  const { name, place } = nameAndPlace(text, lang);
  return name !== undefined && place !== undefined && NAME.test(name.trim()) ? text : undefined;
}
