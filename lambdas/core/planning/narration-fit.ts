import { END_CARD_SEC, NARRATION_LEAD_SEC, NARRATION_TAIL_SEC } from '../../render/timing';
import { SCENE_SEC } from '../render/request-schema';
import { ceilToStep, fitDurations } from './durations';
import type { PlanInput } from './planner';
import { speechRate, speechSeconds, type Narrator, type SpeechRate } from './speech-rates';

/**
 * How a plan's length and narration come out once rendered, counted as the engine counts them
 * (lambdas/render/timing.ts): the video lasts the sum of its scenes plus the end card that
 * follows them when there is a logo; a scene's line starts NARRATION_LEAD_SEC in and needs
 * NARRATION_TAIL_SEC after it, and a line longer than that stretches its scene. Transitions
 * overlap the scenes they join and add nothing. A planner that sizes each script to its scene
 * by the narrator's measured rate (speech-rates.ts) gets a video of the length asked for, with
 * narration over most of it.
 */

/** Silence the engine keeps around each scene's line. */
export const NARRATION_PAD_SEC = NARRATION_LEAD_SEC + NARRATION_TAIL_SEC;
/** A line may fill this share of the time between its lead and tail: rates err by about 9% a line. */
export const SCRIPT_FILL = 0.98;
/** Narrated plans keep narration over at least this share of the video (issue 23). */
export const MIN_NARRATION_COVERAGE = 0.7;
/** The rendered length may differ from `duration_sec` by this share (issue 23). */
export const LENGTH_TOLERANCE = 0.05;

/** The length asked for, and how much of it the scenes have once the end card is counted. */
export function lengthBudget(input: Pick<PlanInput, 'duration_sec' | 'assets'>): { total: number; endCard: number; scenes: number } {
  const endCard = input.assets.brandLogo ? END_CARD_SEC : 0;
  return { total: input.duration_sec, endCard, scenes: Math.max(SCENE_SEC.min, input.duration_sec - endCard) };
}

/** The narrator a planner writes for: its measured rate in the plan's language. */
export interface Voice {
  rate: SpeechRate;
  language: string;
}

export function voiceFor(narrator: Narrator, language: string): Voice {
  return { rate: speechRate(narrator, language), language };
}

export function spokenSec(voice: Voice, script: string | undefined): number {
  return script ? speechSeconds(script, voice.rate, voice.language) : 0;
}

/** The shortest scene (on the half-second grid, at least 3 s) that holds `script` without stretching. */
export function sceneSecFor(voice: Voice, script: string | undefined): number {
  const spoken = spokenSec(voice, script);
  return Math.max(SCENE_SEC.min, spoken > 0 ? ceilToStep(spoken / SCRIPT_FILL + NARRATION_PAD_SEC) : 0);
}

/** The most a line may take in a scene of `sec` seconds. */
function roomFor(sec: number): number {
  return (sec - NARRATION_PAD_SEC) * SCRIPT_FILL;
}

/**
 * `script` shortened to what a scene of `sec` seconds holds: whole sentences while they fit,
 * else whole words ending in "…". Unchanged when it fits.
 */
export function fitScript(voice: Voice, script: string, sec: number): string {
  const room = roomFor(sec);
  if (spokenSec(voice, script) <= room) return script;
  // A stop inside a figure ("1.5") or an address does not end a sentence.
  const sentences = script.split(/(?<=[.!?…])\s+|(?<=[。！？])/u);
  for (let n = sentences.length - 1; n >= 1; n--) {
    const kept = joinLines(sentences.slice(0, n));
    if (spokenSec(voice, kept) <= room) return kept;
  }
  const unspaced = !/\s/.test(script.trim());
  const parts = unspaced ? [...script.trim()] : script.trim().split(/\s+/);
  for (let n = parts.length - 1; n >= 1; n--) {
    const kept = `${parts.slice(0, n).join(unspaced ? '' : ' ').replace(/[\s,;:、，；：]+$/u, '')}…`;
    if (spokenSec(voice, kept) <= room) return kept;
  }
  return `${parts[0]}…`;
}

/** Share of the video with narration playing. */
export function narrationCoverage(voice: Voice, scripts: readonly (string | undefined)[], durations: readonly number[], total: number): number {
  const spoken = scripts.reduce((sum, script, i) => sum + Math.min(spokenSec(voice, script), (durations[i] ?? 0) - NARRATION_PAD_SEC), 0);
  return total > 0 ? Math.max(0, spoken) / total : 0;
}

/**
 * An optional line: the brief's own words (reported when left out), or a connecting line of the
 * planner's (`{ filler }`: left out silently).
 */
export type Extra = string | { filler: string };

export function extraText(extra: Extra): string {
  return typeof extra === 'string' ? extra : extra.filler;
}

/** A scene before its length is decided: what it must say, what it may add, what it needs to be read. */
export interface SceneCopy {
  /** Narration it must say, sentence by sentence; later ones go first when time is short. */
  lines: string[];
  /** Narration it may add when there is time, in order of preference. */
  extras: Extra[];
  /** Seconds its on-screen copy needs to be read. */
  readSec: number;
  /** Its share of time left over once every scene has what it needs. */
  weight: number;
  /** When time is short, scenes with a lower number lose their lines first (and may lose all). */
  cut: number;
  /** The line a scene keeps to the last (its call to action, its instruction); the first when unset. */
  core?: number;
  /** A shorter line to say instead of all its lines when even its core does not fit ("That covers all 5 steps."). */
  short?: string;
}

export interface FittedNarration {
  scripts: (string | undefined)[];
  durations: number[];
  /** Lines the brief gave that no scene had time for. */
  dropped: string[];
}

/**
 * Sizes scripts and scenes together: every scene gets the time its lines need, lines that do not
 * fit are dropped from the end of the scenes cut first (and reported), extras are added round by
 * round while they fit,
 * and the time left is shared by weight. Lengths sum to `budget` whenever the scene count allows.
 */
export function fitNarration(copies: readonly SceneCopy[], budget: number, voice: Voice | null): FittedNarration {
  const dropped: string[] = [];
  const lines = copies.map((c) => (voice ? [...c.lines] : []));
  const core = copies.map((c) => (voice ? c.lines[c.core ?? 0] : undefined));
  /** Drops the scene's last line that is not its core, else its core; reports it. */
  const dropFrom = (i: number) => {
    const own = lines[i]!;
    const at = own.length - 1 - [...own].reverse().findIndex((l) => l !== core[i]);
    dropped.push(own.splice(at < own.length ? at : own.length - 1, 1)[0]!);
  };
  const need = (i: number) => Math.min(SCENE_SEC.max, Math.max(ceilToStep(copies[i]!.readSec), voice ? sceneSecFor(voice, joinLines(lines[i]!)) : 0));
  const total = () => copies.reduce((sum, _, i) => sum + need(i), 0);

  // A scene holds at most 10 s; the plan holds `budget`: drop the last lines of the fullest scenes.
  if (voice) {
    lines.forEach((own, i) => {
      while (own.length > 1 && sceneSecFor(voice, joinLines(own)) > SCENE_SEC.max) dropFrom(i);
      const short = copies[i]!.short;
      if (short !== undefined && sceneSecFor(voice, joinLines(own)) > SCENE_SEC.max) lines[i] = [short];
    });
    for (let over = total() > budget; over; over = total() > budget) {
      const first = lines
        .map((l, i) => ({ i, n: l.length, cut: copies[i]!.cut, sec: need(i) }))
        .filter((x) => x.n > (x.cut === 0 ? 0 : 1))
        .sort((a, b) => a.cut - b.cut || b.sec - a.sec)[0];
      if (first) {
        dropFrom(first.i);
        continue;
      }
      // Every scene is down to its core: the longest one with a shorter form says that instead.
      const longer = lines
        .map((_, i) => ({ i, sec: need(i) }))
        .filter(({ i }) => copies[i]!.short !== undefined && joinLines(lines[i]!) !== copies[i]!.short)
        .sort((a, b) => b.sec - a.sec)[0];
      if (!longer) break;
      dropped.push(...lines[longer.i]!);
      lines[longer.i] = [copies[longer.i]!.short!];
    }
  }

  // Extras, one round at a time so that every scene gets its first before any gets a second. An
  // extra offered to several scenes is said once, by the first with room for it; one that no
  // scene had room for is reported once.
  if (voice) {
    const said = new Set(lines.flat());
    const missed = new Set<string>();
    const rounds = Math.max(0, ...copies.map((c) => c.extras.length));
    // Scenes cut first are offered extras first: bodies carry the spare points, hooks and calls to action stay short.
    const order = copies.map((c, i) => ({ c, i })).sort((a, b) => a.c.cut - b.c.cut);
    for (let r = 0; r < rounds; r++) {
      order.forEach(({ c, i }) => {
        const extra = c.extras[r];
        if (extra === undefined || said.has(extraText(extra))) return;
        // A plan already over its budget (copy that takes long to read) may still say more where the scene is long enough.
        const before = total();
        lines[i]!.push(extraText(extra));
        if (sceneSecFor(voice, joinLines(lines[i]!)) <= SCENE_SEC.max && total() <= Math.max(budget, before)) {
          said.add(extraText(extra));
          missed.delete(extraText(extra));
          return;
        }
        lines[i]!.pop();
        if (typeof extra === 'string') missed.add(extra);
      });
    }
    dropped.push(...missed);
  }

  const floors = copies.map((_, i) => need(i));
  const durations = fitDurations(copies.map((c, i) => Math.max(c.weight, floors[i]!)), budget, floors);
  const scripts = lines.map((own, i) => {
    if (!voice || own.length === 0) return undefined;
    return fitScript(voice, joinLines(own), durations[i]!);
  });
  return { scripts, durations, dropped };
}

/** Sentences joined into one line; languages written without spaces join without them. */
export function joinLines(lines: readonly string[]): string {
  return lines.reduce((text, line) => (text === '' ? line : /[。！？]$/u.test(text) ? text + line : `${text} ${line}`), '');
}
