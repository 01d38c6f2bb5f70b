import { MAX_PROMPT_CHARS, MAX_SCENES, MAX_SCRIPT_CHARS, MAX_TITLE_CHARS, type Scene } from '../render/request-schema';
import { fitDurations, sceneCountRange } from './durations';
import type { Plan, PlanInput } from './planner';

/**
 * The planner's self-review, shared by every planner: brings a draft plan within every bound
 * (12 scenes, 3–10 s each, total equal to `duration_sec` where the scene count allows it, text
 * lengths, narration on or off) and says in `notes` what it had to change.
 */

/** Words a narrator can say per second at a relaxed advertising pace. */
export const WORDS_PER_SECOND = 2.5;
/** The review leaves a plan whose length is within this share of the target alone. */
const LENGTH_TOLERANCE = 0.1;

export function reviewPlan(draft: Plan, input: PlanInput): Plan {
  const notes = [...draft.notes];
  let scenes = draft.scenes.map((s) => ({ ...s }));
  const target = input.duration_sec;

  const { max } = sceneCountRange(target);
  if (scenes.length > max) {
    scenes = keepEnds(scenes, max);
    notes.push(
      max === MAX_SCENES
        ? `Scenes trimmed to ${MAX_SCENES}, the most a video may have.`
        : `Scenes trimmed to ${max} so that each lasts at least 3 s in ${target} s.`,
    );
  }

  const draftTotal = total(scenes);
  const durations = fitDurations(scenes.map((s) => s.duration_sec), target);
  scenes.forEach((s, i) => (s.duration_sec = durations[i]!));
  const planned = total(scenes);
  if (planned !== target) {
    notes.push(`The plan lasts ${planned} s, not the ${target} s asked for: ${scenes.length} scenes of 3–10 s cannot fill it.`);
  } else if (Math.abs(draftTotal - target) > target * LENGTH_TOLERANCE) {
    notes.push(`Scene lengths adjusted so that the video lasts ${target} s (the draft lasted ${round(draftTotal)} s).`);
  }

  if (!input.narrator && scenes.some((s) => s.script !== undefined)) {
    scenes.forEach((s) => delete s.script);
    notes.push('Narration removed because narrator is false.');
  }

  const shortened: number[] = [];
  scenes.forEach((s, i) => {
    s.prompt = clip(s.prompt, MAX_PROMPT_CHARS);
    if (s.script === undefined) return;
    const fitted = fitWords(clip(s.script, MAX_SCRIPT_CHARS), Math.floor(s.duration_sec * WORDS_PER_SECOND));
    if (fitted !== s.script) shortened.push(i + 1);
    s.script = fitted;
  });
  if (shortened.length > 0) {
    notes.push(`Narration shortened to fit the length of scene${shortened.length > 1 ? 's' : ''} ${shortened.join(', ')}.`);
  }

  // The caller's title is used as sent; a planner's is tidied and bounded.
  const title = input.title ?? (clip(draft.title.trim(), MAX_TITLE_CHARS) || 'Untitled video');
  return { title, scenes, notes: dedupe(notes) };
}

/** Keeps the opening and the closing scenes (hook and call to action) and the earliest middles. */
function keepEnds(scenes: Scene[], count: number): Scene[] {
  if (count <= 1) return scenes.slice(0, 1);
  return [...scenes.slice(0, count - 1), scenes[scenes.length - 1]!];
}

/** Shortens to whole words within `max` characters. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atSpace = cut.lastIndexOf(' ');
  return `${(atSpace > max / 2 ? cut.slice(0, atSpace) : cut).trimEnd()}…`;
}

/** Shortens a narration line to `maxWords`, ending at a sentence when one fits. */
function fitWords(script: string, maxWords: number): string {
  const words = script.trim().split(/\s+/);
  if (words.length <= maxWords) return script;
  const kept = words.slice(0, Math.max(1, maxWords)).join(' ');
  const sentenceEnd = kept.search(/[.!?](?=[^.!?]*$)/);
  return sentenceEnd > kept.length / 2 ? kept.slice(0, sentenceEnd + 1) : `${kept.replace(/[,;:]$/, '')}…`;
}

function total(scenes: readonly Scene[]): number {
  return scenes.reduce((sum, s) => sum + s.duration_sec, 0);
}

function round(sec: number): number {
  return Math.round(sec * 10) / 10;
}

function dedupe(notes: readonly string[]): string[] {
  return [...new Set(notes)];
}
