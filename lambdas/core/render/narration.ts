/**
 * Narration a voice cannot pronounce is left out, never spelled out or guessed at: the scenes keep
 * their captions and music. Which lines a voice reads is the voice's own affair (the offline
 * voice and Amazon Polly read different languages), so the check is a capability of the narrator.
 */
import { primaryLanguage } from '../presets';

/** Whether a voice can pronounce a line. */
export interface NarrationLanguages {
  reads(text: string, language: string): boolean;
}

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

/** "Arabic" for `ar-EG`; the code itself where the name is unknown. */
function languageName(language: string): string {
  try {
    return LANGUAGE_NAMES.of(primaryLanguage(language)) ?? language;
  } catch {
    return language;
  }
}

/** Why a line was left out, as a plan note or a job's log says it. */
export function cannotRead(language: string): string {
  return `the voice cannot read ${languageName(language)} as written`;
}

/** The plan note for narration the voice cannot read: which scenes lost their voice, and why. */
export function narrationLeftOutNote(scripts: readonly (string | undefined)[], language: string, voice: NarrationLanguages): string | null {
  const spoken = scripts.map((s, i) => ({ text: s?.trim(), scene: i + 1 })).filter((s): s is { text: string; scene: number } => Boolean(s.text));
  const left = spoken.filter((s) => !voice.reads(s.text, language)).map((s) => s.scene);
  if (left.length === 0) return null;
  const which = left.length === spoken.length ? 'Narration was left out' : `Narration of scene${left.length > 1 ? 's' : ''} ${left.join(', ')} was left out`;
  return `${which}: ${cannotRead(language)}; the scenes keep their captions and music.`;
}
