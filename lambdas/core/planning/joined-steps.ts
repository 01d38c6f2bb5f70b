import { opensWithVerb } from './step-translations';

/**
 * "saluda al cliente, toma nota del pedido y sirve las bebidas", "Alarm hören, Treppe nehmen und am
 * Sammelplatz melden": a list of steps after a colon ends on "and" in Spanish, French, German,
 * Italian, Portuguese and Dutch as in English, and its last two steps are two. Split there only
 * where both sides are instructions: the part after "and" opens with a verb ("sirve", "remerciez-le",
 * "dweil"), or both end on a German or Dutch infinitive ("… nehmen und am Sammelplatz melden");
 * "limpia el filtro y la bandeja" and "Hände und Unterarme waschen" stay one step. Pure string work.
 */
const AND = /\s+(?:y|e|et|und|ed|en)\s+/iu;

/** The items of a list, each split at its "and" where both sides are steps. */
export function joinedSteps(items: readonly string[]): string[] {
  return items.flatMap((item) => {
    const parts = item.split(AND);
    if (parts.length !== 2) return [item];
    const [before, after] = parts as [string, string];
    const infinitives = INFINITIVE_END.test(before) && INFINITIVE_END.test(after);
    return after.split(/[\s-]+/u).length >= 2 && (opensWithVerb(after) || infinitives) ? [before, after] : [item];
  });
}

/** A lower-case last word on "-en", "-ern", "-eln": a German or Dutch infinitive closing its step ("Treppe nehmen"). */
const INFINITIVE_END = /(?<![\p{L}])\p{Ll}+(?:en|ern|eln)\s*$/u;
