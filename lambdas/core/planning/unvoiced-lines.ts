import { espeakLanguage, espeakReads, OFFLINE_READINGS } from '../render/espeak-languages';
import type { Narrator } from './speech-rates';

/**
 * The plan's lines stay in the brief's language and are planned as spoken narration whatever the
 * voice; when the offline voice (eSpeak) will not say some of them, the plan says so and why
 * before anything is rendered (an Arabic brief's lines carry no vowel marks, which eSpeak needs),
 * instead of leaving the viewer a silent video to find out. Pure; never throws.
 */
export function unvoicedNote(scripts: readonly (string | undefined)[], language: string, narrator: Narrator): string | undefined {
  if (narrator !== 'espeak') return undefined;
  const said = scripts.filter((s): s is string => s !== undefined && s.trim() !== '');
  const unread = said.filter((s) => !espeakReads(s, language));
  if (unread.length === 0) return undefined;
  const voice = espeakLanguage(language);
  const vowelled = voice !== null && OFFLINE_READINGS[voice] === 'vowelled';
  const why = voice === null ? `it has no voice for "${language}"` : vowelled ? 'it reads Arabic script only with its vowel marks, the harakat, which these lines lack' : `it misreads "${language}"`;
  const remedy = vowelled ? 'Write the brief with its vowel marks, or render with a voice that reads Arabic,' : `Render with a voice that reads "${language}"`;
  return `The offline voice will not say ${unread.length} of the plan's ${said.length} spoken lines: ${why}. They are shown as captions and the scenes keep their music. ${remedy} to hear them.`;
}
