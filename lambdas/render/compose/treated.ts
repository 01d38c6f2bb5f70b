/** Reading a prompt's service as had by whoever it names (lexicons/treated-words.ts). */
import { ACTIONS } from './actions';
import { normalise } from './lexicons/lexicon';
import { TREATED_WORDS } from './lexicons/treated-words';
import type { Pose } from './scene-graph';

const phrased = (text: string, phrase: string) => new RegExp(`(?<![\\p{L}])${phrase.replace(/\s+/g, '[\\s\'’-]+')}(?![\\p{L}])`, 'u').test(text);

/** A service done to a client by a worker: a massage, a haircut, a manicure, a shave. */
// A worker and a client both: a hand-over's receiver (keys handed to a customer) is no client treated.
const isService = (pose: Pose): boolean => Boolean(ACTIONS[pose].drawsPartner) && ((ACTIONS[pose].worker !== undefined && ACTIONS[pose].partner !== undefined) || ACTIONS[pose].home === 'salon');

/**
 * The service the one named has done to them, when the prompt says they have it done: the service said as a verb
 * ("se fait masser"), else the first of `poses` (the actions the prompt names, in order) that is a service. Null otherwise.
 */
export function treatedService(prompt: string, language: string, poses: readonly Pose[]): Pose | null {
  const words = TREATED_WORDS[language];
  if (!words) return null;
  const text = normalise(prompt, language);
  const having = words.having.some((phrase) => phrased(text, normalise(phrase, language)));
  if (!having) return null;
  const verb = Object.entries(words.verbs).find(([phrase]) => phrased(text, normalise(phrase, language)));
  return verb ? verb[1] : (poses.find(isService) ?? null);
}
