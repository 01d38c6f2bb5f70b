/**
 * People doing something, as a brief shows them (issue 23): "people stretching together on mats",
 * "friends lifting weights", "two colleagues shaking hands". The renderer poses such actions from a
 * generated scene's prompt, so a prompt keeps the action whole (who, the verb and its objects) and
 * opens with it, its setting after: "A bright gym with friends lifting weights at sunrise" is
 * pictured as "Friends lifting weights in a bright gym at sunrise". English only: a generated
 * picture's prompt is composed in English words. Pure string work; never throws.
 */

/** Who does it: people by number, group, role or relation. */
const WHO =
  '(?:(?:a|an|the|two|three|four|five|some|several|many|our|your|young|older|happy|smiling|local|busy|new)\\s+){0,2}' +
  '(?:people|person|persons|friends|friend|group(?:\\s+of\\s+[\\p{L}-]+)?|crowd|team|teams|customers|customer|members|member|students|student|' +
  'colleagues|colleague|coworkers|staff|workers|worker|employees|runners|runner|cyclists|cyclist|riders|rider|kids|children|child|' +
  'famil(?:y|ies)|couples?|parents|parent|mums?|dads?|mothers?|fathers?|women|woman|men|man|girls?|boys?|chefs?|cooks?|bakers?|baristas?|' +
  'waiters?|waitress(?:es)?|trainers?|teachers?|instructors?|nurses?|doctors?|drivers?|couriers?|athletes?|dancers?|shoppers?|guests?|' +
  'volunteers?|presenters?|speakers?|agents?|climbers?|hikers?|swimmers?|yogis?|beginners|learners|neighbours|neighbors|commuters?)';

/** Verbs that make a sentence a statement about people rather than a picture of them: the action ends before one. */
const FINITE_VERBS = '(?:is|are|was|were|will|can|get|gets|see|sees|love|loves|say|says|find|finds|have|has|do|does|make|makes|join|joins)';

/** Words that open the setting after an action ("in a sunny studio", "at sunrise") rather than continue it. */
const SETTING_START = '(?:in|inside|at|outside|during|before|after|across|through|under|near|beside|by)\\s';

/**
 * "friends lifting weights together": who, an -ing verb, and the words after it up to the
 * clause's end or its setting.
 */
const ACTION = new RegExp(`(?<![\\p{L}])(${WHO}\\s+(?:[\\p{L}]+ly\\s+)?[\\p{L}]+ing(?:\\s+(?!${SETTING_START}|${FINITE_VERBS}(?![\\p{L}]))[\\p{L}'’-]+){0,6})`, 'iu');

/** The action a phrase shows, or undefined: "people stretching together on mats". */
export function findAction(phrase: string): string | undefined {
  const found = ACTION.exec(phrase)?.[1];
  // "a morning opening": an -ing noun after a lone article is no one doing anything.
  return found && !/^(?:a|an|the)\s+\S+ing\b/i.test(found) ? found.trim() : undefined;
}

/**
 * A picture whose people act after its setting ("A bright, airy gym with friends lifting weights
 * together at sunrise"), restaged with the action first and the setting after it ("friends
 * lifting weights together in a bright, airy gym at sunrise"; the caller capitalises). Unchanged
 * when the action leads already or the picture shows none.
 */
export function actionFirst(picture: string): string {
  const action = findAction(picture);
  if (!action) return picture;
  const at = picture.indexOf(action);
  if (at === 0) return picture;
  // What comes before the action, with the word tying it on ("with", "where", "of", "as").
  const before = picture.slice(0, at).replace(/[\s,]*(?:with|where|of|as|and|full of|filled with)?\s*$/iu, '').trim();
  const after = picture.slice(at + action.length);
  if (!before) return `${action}${after}`;
  const setting = /^(?:in|on|at|inside|outside|along|by|beside|near|under)\s/i.test(before) ? before : `in ${before.replace(/^(?:a|an|the)\s/i, (article) => article.toLowerCase())}`;
  return `${action} ${setting}${after}`;
}

/** A sentence that only shows people doing something ("Friends cycling together along the harbour."): a picture, not a line to say. */
export function isActionShot(sentence: string): boolean {
  const text = sentence.trim().replace(/[.!]+$/u, '');
  const action = findAction(text);
  return action !== undefined && text.toLowerCase().startsWith(action.toLowerCase()) && !FINITE.test(text.slice(action.length));
}

/** A finite verb after the action makes the sentence a statement ("People training here see results"). */
const FINITE = new RegExp(`(?<![\\p{L}])${FINITE_VERBS}(?![\\p{L}])`, 'iu');

