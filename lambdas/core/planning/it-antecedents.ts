import { actionParts } from './brief-actions';

/**
 * "Show a car going through the wash and a worker drying it by hand": once the shots are apart, "it"
 * is nothing in its own shot. It is what the shot before acts on ("a barista making a latte and a
 * customer tasting it": the latte), else what that shot shows moving ("a car going through …": the
 * car). English only, where the shots' own words are drawn; a shot with no shot before keeps its "it"
 * (the brief's product names it: brief-text.ts).
 */
export function withAntecedents(shots: readonly string[]): string[] {
  return shots.map((shot, i) => {
    const before = shots[i - 1];
    // "Children painting at a table and a teacher reading them a story": "them" is the people the shot before shows.
    const people = before === undefined ? undefined : PEOPLE_DOING.exec(before.trim())?.[1];
    if (people && THEM_AFTER_VERB.test(shot)) return shot.replace(THEM_AFTER_VERB, `$1the ${people.toLowerCase()}`);
    const thing = before === undefined ? undefined : antecedentIn(before);
    return thing ? shot.replace(IT_AFTER_VERB, `$1the ${thing}`) : shot;
  });
}

/** A shot whose subject is people in the plural, doing something: "Children painting …", "the guests arriving …". */
const PEOPLE_DOING = /^(?:the\s+|some\s+|two\s+|three\s+)?(children|kids|people|guests|students|pupils|customers|families|friends|visitors|patients|players|runners)\s+\p{L}+ing(?![\p{L}])/iu;

/** "it"/"them" as what an -ing verb acts on ("drying it by hand", "tasting them"), or a clause's verb ("as she takes it"). */
const IT_AFTER_VERB = /((?<![\p{L}])(?:\p{L}+ing|(?:he|she|they)\s+\p{L}+)\s+)(?:it|them)(?![\p{L}])/iu;
const THEM_AFTER_VERB = /((?<![\p{L}])\p{L}+ing\s+)them(?![\p{L}])/iu;
/** A shot's own subject when it is no one: "a car going …", "two bikes leaning …". */
export const THING_MOVING = /^(?:a|an|the|some|two|three)\s+((?:[\p{L}-]+\s+)?[\p{L}-]+)\s+\p{L}+ing(?![\p{L}])/iu;
const ARTICLE = /^(?:a|an|the|some|two|three)\s+/iu;

function antecedentIn(shot: string): string | undefined {
  const parts = actionParts(shot);
  if (parts?.object && ARTICLE.test(parts.object)) return parts.object.replace(ARTICLE, '');
  return parts ? undefined : THING_MOVING.exec(shot.trim())?.[1];
}
