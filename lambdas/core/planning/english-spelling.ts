/**
 * Whether English copy is spelt the American way: where the request asks for en-US, or the brief
 * spells as Americans do ("color", "center", "organize", "labeled"); otherwise British, as the
 * planner's own English is ("labelling", "travelling"). Pure string work.
 */
const AMERICAN = new RegExp(
  `(?<![\\p{L}])(?:${[
    'colors?', 'colored', 'coloring', 'centers?', 'centered', 'favorites?', 'flavors?', 'behaviors?', 'neighbors?', 'honors?', 'labors?', 'gray',
    'theaters?', 'meters?', 'liters?', 'programs?', 'jewelry', 'defense', 'catalogs?', 'tires?', 'aluminum', 'pajamas', 'mom',
    '(?:label|travel|cancel|model|level|signal|fuel|channel|total|dial)(?:ed|ing|er|ers)',
    '\\p{L}{3,}(?:iz(?:e|es|ed|ing|ation|ations))',
  ].join('|')})(?![\\p{L}])`,
  'iu',
);
/** Words in -ize that every English writes so: no sign of American spelling. */
const EVERY_ENGLISH = /(?<![\p{L}])(?:size[sd]?|sizing|prizes?|seize[sd]?|seizing|capsize[sd]?|downsiz\p{L}*|oversized?|bite-sized?)(?![\p{L}])/giu;

export function americanSpelling(brief: string, language: string): boolean {
  return /^en[-_]us\b/iu.test(language) || AMERICAN.test(brief.replace(EVERY_ENGLISH, ' '));
}
