import { MAX_PROMPT_CHARS, MAX_SCENES, MAX_SCRIPT_CHARS, MAX_TITLE_CHARS, SCENE_SEC, type Scene } from '../render/request-schema';
import { findAddresses, findFigures, mentionsAddress, mentionsFigure } from './brief-facts';
import { splitSentences } from './brief-text';
import { cardCap, fitDurations, sceneCaps, sceneCountRange, STEP_SEC } from './durations';
import {
  fitScript,
  joinLines,
  LENGTH_TOLERANCE,
  lengthBudget,
  MIN_NARRATION_COVERAGE,
  narrationCoverage,
  NARRATION_PAD_SEC,
  PLANNED_NARRATION_COVERAGE,
  sceneSecFor,
  spokenSec,
  voiceFor,
  type Voice,
} from './narration-fit';
import { sentence } from './plan-context';
import type { Plan, PlanInput } from './planner';
import type { Narrator } from './speech-rates';

/**
 * The planner's self-review, shared by every planner (issue 6, issue 23): brings a draft plan
 * within every bound and every planning rule, and says in `notes` what it had to change or could
 * not do: at most 12 scenes of 3–10 s, an advert's shots at most AD_SHOT_SEC and its cards AD_CARD_SEC; no scene repeating another's prompt and script; a
 * rendered length (scenes plus the end card) within 5% of `duration_sec`; every script sized to
 * its scene at the narrator's measured rate; narration over at least 70% of the video; every
 * figure and address of the brief in the plan. What the review changes, it notes.
 */
export function reviewPlan(draft: Plan, input: PlanInput, narrator: Narrator = 'espeak'): Plan {
  const notes = [...draft.notes];
  const budget = lengthBudget(input);
  const voice = input.narrator ? voiceFor(narrator, input.language) : null;
  let scenes = dropRepeats(draft.scenes.map((s) => ({ ...s })), notes);

  const { max } = sceneCountRange(budget.scenes);
  if (scenes.length > max) {
    scenes = keepEnds(scenes, max);
    notes.push(
      max === MAX_SCENES
        ? `Scenes trimmed to ${MAX_SCENES}, the most a video may have.`
        : `Scenes trimmed to ${max} so that each lasts at least 3 s in ${input.duration_sec} s.`,
    );
  }

  if (!voice && scenes.some((s) => s.script !== undefined)) {
    scenes.forEach((s) => delete s.script);
    notes.push('Narration removed because narrator is false.');
  }

  const draftTotal = total(scenes);
  const { durations, shortenedTo } = reviewedLengths(scenes, input, voice);
  if (shortenedTo !== undefined) {
    notes.push(`The video lasts ${round(shortenedTo + budget.endCard)} s of the ${input.duration_sec} s asked for (within 5%): the brief gives too little to say to fill ${input.duration_sec} s with narration.`);
  }
  scenes.forEach((s, i) => (s.duration_sec = durations[i]!));
  const rendered = total(scenes) + budget.endCard;
  if (Math.abs(rendered - input.duration_sec) > input.duration_sec * LENGTH_TOLERANCE) {
    const why =
      budget.endCard > 0 && total(scenes) === scenes.length * SCENE_SEC.min
        ? `the logo's ${budget.endCard}-s end card follows ${scenes.length} scene${scenes.length > 1 ? 's' : ''} of at least 3 s`
        : `${scenes.length} scene${scenes.length > 1 ? 's' : ''} of 3–10 s cannot fill it`;
    notes.push(`The video will last ${round(rendered)} s, not the ${input.duration_sec} s asked for: ${why}.`);
  } else if (Math.abs(draftTotal - budget.scenes) > input.duration_sec * LENGTH_TOLERANCE) {
    notes.push(`Scene lengths adjusted so that the video lasts ${round(rendered)} s${budget.endCard > 0 ? `, end card included` : ''} (the scenes lasted ${round(draftTotal)} s).`);
  }

  const shortened: number[] = [];
  scenes.forEach((s, i) => {
    s.prompt = clip(s.prompt, MAX_PROMPT_CHARS);
    if (s.script === undefined || !voice) return;
    const fitted = fitScript(voice, clip(s.script, MAX_SCRIPT_CHARS), s.duration_sec);
    if (fitted !== s.script) shortened.push(i + 1);
    s.script = fitted;
  });
  if (shortened.length > 0) {
    notes.push(`Narration shortened to fit the length of scene${shortened.length > 1 ? 's' : ''} ${shortened.join(', ')}.`);
  }

  const unplaced = placeMissingFacts(scenes, input, voice, notes);
  if (voice) noteCoverage(voice, scenes, input, budget.endCard, notes);
  if (unplaced.length > 0) {
    const why = voice ? 'no scene has time left to say the sentence it is in; a longer duration_sec would' : 'without narration, only on-screen copy carries it, and no scene shows it';
    notes.push(`Not in the plan: ${unplaced.map((m) => `"${m}"`).join(', ')} from the brief: ${why}.`);
  }

  // The caller's title is used as sent; a planner's is tidied and bounded.
  const title = input.title ?? (clip(draft.title.trim(), MAX_TITLE_CHARS) || 'Untitled video');
  return { title, scenes, notes: dedupe(notes) };
}

/**
 * The scenes' lengths as the review sets them: each at most its cap (an advert's shots
 * AD_SHOT_SEC, its cards AD_CARD_SEC), long enough to say its script whole, running up to the length rule's slack past
 * the scenes' share rather than cut a line mid-sentence. Time no line can use is silence: a plan
 * whose lines cover too little of its length plays up to the slack shorter (`shortenedTo`), the
 * least that brings narration to PLANNED_NARRATION_COVERAGE, else the shortest length that brings
 * it to MIN_NARRATION_COVERAGE, when some length does. A planner choosing between drafts measures
 * each by these lengths.
 */
export function reviewedLengths(
  scenes: readonly Pick<Scene, 'type' | 'script' | 'duration_sec'>[],
  input: PlanInput,
  voice: Voice | null,
): { durations: number[]; shortenedTo?: number } {
  const budget = lengthBudget(input);
  const cards = scenes.map((s) => s.type === 'motion');
  // A card is held to its cap unless its own script needs longer (a planner puts no more on it than that).
  const caps = sceneCaps(input.kind, cards, budget.scenes).map((cap, i) => (cards[i] && voice ? cardCap(cap, sceneSecFor(voice, scenes[i]!.script)) : cap));
  const floors = scenes.map((s, i) => (voice ? Math.min(caps[i]!, sceneSecFor(voice, s.script)) : 0));
  const needed = floors.reduce((a, b) => a + b, 0);
  const lengths = (sec: number) => fitDurations(scenes.map((s) => s.duration_sec), sec, floors, caps);
  const durations = lengths(Math.max(budget.scenes, Math.min(budget.scenes + budget.slack, needed)));
  const scripts = scenes.map((s) => s.script);
  if (!voice || needed > budget.scenes || narrationCoverage(voice, scripts, durations) >= PLANNED_NARRATION_COVERAGE) return { durations };
  const shortest = (share: number) => {
    for (let sec = budget.scenes - STEP_SEC; sec >= Math.max(budget.scenes - budget.slack, needed) - 1e-9; sec -= STEP_SEC) {
      if (narrationCoverage(voice, scripts, lengths(sec)) >= share) return sec;
    }
    return undefined;
  };
  const sec = shortest(PLANNED_NARRATION_COVERAGE) ?? (shortest(MIN_NARRATION_COVERAGE) !== undefined ? Math.max(budget.scenes - budget.slack, needed) : undefined);
  return sec === undefined ? { durations } : { durations: lengths(sec), shortenedTo: sec };
}

/**
 * A scene that says and shows what an earlier one did adds nothing: it goes. When the repeat is
 * the closing scene (a recap, a call to action), the earlier copy goes instead, so the plan
 * still ends the way it should.
 */
function dropRepeats(scenes: Scene[], notes: string[]): Scene[] {
  const key = (s: Scene) => `${normal(s.prompt)}|${normal(s.script ?? '')}`;
  const kept = scenes.map((s, i) => ({ s, i }));
  for (let k = 1; k < kept.length; k++) {
    const earlier = kept.findIndex((e, j) => j < k && key(e.s) === key(kept[k]!.s));
    if (earlier < 0) continue;
    const [gone, stays] = k === kept.length - 1 ? [earlier, k] : [k, earlier];
    notes.push(`Scene ${kept[gone]!.i + 1} repeated scene ${kept[stays]!.i + 1} word for word and was removed.`);
    kept.splice(gone, 1);
    k--;
  }
  return kept.map((e) => e.s);
}

function noteCoverage(voice: ReturnType<typeof voiceFor>, scenes: readonly Scene[], input: PlanInput, endCard: number, notes: string[]): void {
  const durations = scenes.map((s) => s.duration_sec);
  const coverage = narrationCoverage(voice, scenes.map((s) => s.script), durations);
  if (coverage >= PLANNED_NARRATION_COVERAGE) return;
  const spoken = scenes.reduce((sum, s) => sum + spokenSec(voice, s.script), 0);
  // The length at which what there is to say would cover the planned share, scenes' silences and end card included.
  const fitting = Math.max(5, Math.ceil((spoken / PLANNED_NARRATION_COVERAGE + endCard + scenes.length * NARRATION_PAD_SEC * 0.5) / 5) * 5);
  notes.push(
    `Narration covers ${Math.round(coverage * 100)}% of the video, under the ${Math.round(PLANNED_NARRATION_COVERAGE * 100)}% planned for (at least ${Math.round(MIN_NARRATION_COVERAGE * 100)}% once rendered): the brief gives about ${Math.round(spoken)} s to say in ${input.duration_sec} s. ` +
      (fitting < input.duration_sec ? `Add points to the brief, or ask for about ${fitting} s.` : 'Add points to the brief.'),
  );
}

/**
 * Every figure and address of the brief is in the plan: the brief's sentence that carries one the
 * plan left out is said, whole, in the last scene with time for it. Returns those still left out
 * (none is named in a note already, as a line left out for time).
 */
function placeMissingFacts(scenes: Scene[], input: PlanInput, voice: Voice | null, notes: readonly string[]): string[] {
  const addresses = findAddresses(input.brief);
  const facts = [
    ...findFigures(input.brief, addresses).map((f) => ({ text: f, in: (t: string) => mentionsFigure(t, f) })),
    ...addresses.map((a) => ({ text: a.text, in: (t: string) => mentionsAddress(t, a) })),
  ];
  const explained = notes.join('\n');
  const said = () => scenes.map((s) => `${s.prompt}\n${s.script ?? ''}`).join('\n');
  const missing = () => facts.filter((f) => !f.in(said()) && !f.in(explained));
  if (voice) {
    for (const fact of missing()) {
      if (fact.in(said())) continue;
      const line = splitSentences(input.brief).map((s) => sentence(s.trim())).find((s) => fact.in(s));
      if (!line) continue;
      const withLine = (s: Scene) => joinLines([...(s.script ? [s.script] : []), line]);
      // A sentence the voice says in no time (symbols it does not read) must still fit the script's bound.
      const scene = [...scenes].reverse().find((s) => withLine(s).length <= MAX_SCRIPT_CHARS && fitScript(voice, withLine(s), s.duration_sec) === withLine(s));
      if (scene) scene.script = withLine(scene);
    }
  }
  return missing().map((f) => f.text);
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

function total(scenes: readonly Scene[]): number {
  return scenes.reduce((sum, s) => sum + s.duration_sec, 0);
}

function round(sec: number): number {
  return Math.round(sec * 10) / 10;
}

function normal(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

function dedupe(notes: readonly string[]): string[] {
  return [...new Set(notes)];
}
