import { baseForm, thirdPerson } from './brief-actions';

/**
 * A picture the brief asks for of others than the viewer (issue 23): a child ("a boy brushing
 * his teeth at the bathroom sink with his dad"), a pet ("a puppy curling up by the sofa"), or
 * someone with or for their own family ("a mum pushing a pram with her toddler", "a grandmother
 * making tea for her grandson"). It is said as what happens in the scene, never as an
 * order to the viewer ("Brush your teeth … with your dad."): in English in the third person ("A boy
 * brushes his teeth at the bathroom sink with his dad."), elsewhere as the brief words the scene
 * ("Un niño cepillándose los dientes con su padre."). Pure string work; never throws.
 */

/** A child, in the languages the planner reads. */
const CHILD =
  /(?<![\p{L}])(?:boys?|girls?|kids?|child|children|toddlers?|bab(?:y|ies)|sons?|daughters?|grandsons?|granddaughters?|grandchild(?:ren)?|grandkids?|teens?|teenagers?|niños?|niñas?|bebés?|hij[oa]s?|garçons?|fillettes?|filles?|enfants?|bébés?|kind|kinder|jungen?|mädchen|sohn|tochter|baby|babys|bambin[oi]|bambin[ae]|ragazz[oi]|ragazz[ae]|neonat[oi]|figli[oa]?|menin[oa]s?|crianças?|filh[oa]s?|jongens?|meisjes?|kindje|zoon|dochter)(?![\p{L}])/iu;

/** An animal: never the viewer either ("a puppy curling up by the sofa", "un cachorro durmiendo", "ein Welpe, der schläft"). */
const ANIMAL =
  /(?<![\p{L}])(?:dogs?|puppy|puppies|cats?|kittens?|perr[oa]s?|cachorr[oa]s?|gat[oa]s?|gatit[oa]s?|chiens?|chiots?|chats?|chatons?|hunde?|welpen?|katzen?|kätzchen|can[ei]|cucciol[oi]|gatt[oi]|gattin[oi]|cães|cão|gatinh[oa]s?|honden?|puppy's|katten?|kitten)(?![\p{L}])/iu;

/** Someone with their own people: "with his dad", "con su madre", "avec sa fille", "mit seinem Vater", "con sua nonna", "com o pai", "met zijn moeder". */
const WITH_THEIR_OWN =
  /(?<![\p{L}])(?:(?:with|for) (?:his|her|their)|con (?:su|sus)|avec (?:son|sa|ses)|mit (?:seine[mnr]?|ihre[mnr]?)|con (?:il suo|la sua|i suoi|le sue|suo|sua)|com (?:o|a|os|as|seu|sua) ?(?:seu|sua)?|met (?:zijn|haar|hun))\s+\p{L}/iu;

/** The pictured person and the verb in -ing that follows them, in English ("A boy" "brush" "ing"). */
const EN = /^((?:a|an|the|two|three|some|his|her|their)\s+(?:[\p{L}'-]+\s+){0,2}?[\p{L}'-]+?)\s+([\p{L}]+?)ing(?![\p{L}])(.*)$/iu;

/** Whether `picture` shows others than the viewer: a child, an animal, or someone with their own family. */
export function showsOthers(picture: string): boolean {
  return CHILD.test(picture) || ANIMAL.test(picture) || WITH_THEIR_OWN.test(picture);
}

/** What is said over a picture of others, in `language`; undefined for any other picture, or one no line can be made of. */
export function othersLine(picture: string, language: string): string | undefined {
  const p = picture.trim().replace(/[.!]+$/u, '');
  if (!showsOthers(p)) return undefined;
  if (!/^en\b/iu.test(language)) return p.split(/\s+/u).length >= 3 ? `${p.charAt(0).toUpperCase()}${p.slice(1)}.` : undefined;
  const m = EN.exec(p);
  if (!m) return undefined;
  const [, who, stem, rest] = m as unknown as [string, string, string, string];
  // Several people act in the plural: "two sisters build", "a boy builds".
  const verb = baseForm(stem.toLowerCase());
  const plural = /^(?:two|three|some)\s/iu.test(who) || /(?<!s)s$|children$/iu.test(who) || /\sand\s/iu.test(who);
  return `${who.charAt(0).toUpperCase()}${who.slice(1)} ${plural ? verb : thirdPerson(verb)}${rest}.`;
}
