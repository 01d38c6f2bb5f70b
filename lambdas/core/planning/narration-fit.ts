import { END_CARD_SEC, LENGTH_TOLERANCE, NARRATION_LEAD_SEC, NARRATION_TAIL_SEC } from '../../render/timing';
import { cutsRelativeClause } from './relative-clauses';
import { SCENE_SEC } from '../render/request-schema';
import { ceilToStep, fitDurations, STEP_SEC } from './durations';
import { findAddresses, findFigures, isOffer } from './brief-facts';
import { isFarewell, isInvitation } from './closing-lines';
import { fullStop } from './plan-context';
import type { PlanInput } from './planner';
import { speechRate, speechSeconds, type Narrator, type SpeechRate } from './speech-rates';
import { ORDINAL_DOT } from './ordinal-dots';

/**
 * How a plan's length and narration come out once rendered, counted as the engine counts them
 * (lambdas/render/timing.ts): the video lasts the sum of its scenes plus the end card that
 * follows them when there is a logo; a scene's line starts NARRATION_LEAD_SEC in and needs
 * NARRATION_TAIL_SEC after its last word, and a line longer than that stretches its scene. Transitions
 * overlap the scenes they join and add nothing. A planner that sizes each script to its scene
 * by the narrator's measured rate (speech-rates.ts) gets a video of the length asked for, with
 * narration over most of it.
 */

/** Silence the engine keeps around each scene's line. */
export const NARRATION_PAD_SEC = NARRATION_LEAD_SEC + NARRATION_TAIL_SEC;
/** A line may fill this share of the time between its lead and tail: rates err by about 9% a line. */
export const SCRIPT_FILL = 0.98;
/** Narrated plans keep narration over at least this share of the video (issue 23), as `npm run check:video` measures it. */
export const MIN_NARRATION_COVERAGE = 0.7;
/**
 * The share the planner plans to, so that the share measured on the rendered video clears
 * MIN_NARRATION_COVERAGE: on nine rendered briefs in seven languages the measured share came out
 * between 3.2 points under and 3.5 points over the model's (docs/render-contract.md, "Narration
 * coverage"), so the plan keeps 5 points in hand.
 */
export const PLANNED_NARRATION_COVERAGE = MIN_NARRATION_COVERAGE + 0.05;
/**
 * The least a plan that cannot reach PLANNED_NARRATION_COVERAGE should narrate: on the renders measured
 * the share came out at most 3.2 points under the plan's, so most plans at this share still clear
 * MIN_NARRATION_COVERAGE once rendered (a 20-s nursery planned at 70% rendered at 68.8%, one at 73% clears).
 */
export const FALLBACK_NARRATION_COVERAGE = MIN_NARRATION_COVERAGE + 0.02;
/** The rendered length may differ from `duration_sec` by this share (declared with the engine's length rule). */
export { LENGTH_TOLERANCE };

/**
 * The length asked for, what the scenes share once the end card is counted, and `slack`: how far
 * (on the half-second grid) the scenes may run past their share to keep a line whole, within
 * LENGTH_TOLERANCE of the length asked for.
 */
export function lengthBudget(input: Pick<PlanInput, 'duration_sec' | 'assets'>): { total: number; endCard: number; scenes: number; slack: number } {
  const endCard = input.assets.brandLogo ? END_CARD_SEC : 0;
  const slack = Math.floor((input.duration_sec * LENGTH_TOLERANCE) / STEP_SEC + 1e-9) * STEP_SEC;
  return { total: input.duration_sec, endCard, scenes: Math.max(SCENE_SEC.min, input.duration_sec - endCard), slack };
}

/** The narrator a planner writes for: its measured rate in the plan's language. */
export interface Voice {
  rate: SpeechRate;
  language: string;
}

export function voiceFor(narrator: Narrator, language: string): Voice {
  return { rate: speechRate(narrator, language), language };
}

/**
 * Seconds from a line's start to its last word: what the engine fits between NARRATION_LEAD_SEC
 * and NARRATION_TAIL_SEC (the take's closing silence plays inside the tail), and what its
 * captions show as narration.
 */
export function spokenSec(voice: Voice, script: string | undefined): number {
  return script ? Math.max(0, speechSeconds(script, voice.rate, voice.language) - voice.rate.tailSec) : 0;
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
 * `script` shortened to what a scene of `sec` seconds holds, never mid-sentence: whole sentences
 * while they fit, else the first sentence's whole leading clauses closed with a stop ("Made with
 * real roasted pumpkin, cinnamon and oat milk." → "Made with real roasted pumpkin."), unless that
 * would leave a condition without its consequence ("If you smell gas, leave."). When nothing
 * shorter is whole, the first sentence stays as it is and the scene must grow to hold it.
 * Unchanged when it fits.
 */
export function fitScript(voice: Voice, script: string, sec: number): string {
  const room = roomFor(sec);
  if (spokenSec(voice, script) <= room) return script;
  const sentences = splitScript(script);
  for (let n = sentences.length - 1; n >= 1; n--) {
    const kept = joinLines(sentences.slice(0, n));
    if (spokenSec(voice, kept) <= room) return kept;
  }
  const first = sentences[0]!;
  return leadingClauses(first).find((kept) => spokenSec(voice, kept) <= room) ?? first;
}

/**
 * A script's sentences; a stop inside a figure ("1.5") or an address does not end one. Thai
 * writes no stop: a space between Thai words ends its sentence.
 */
export function splitScript(script: string): string[] {
  return script.trim().split(SCRIPT_SENTENCE_END).filter((s) => s.length > 0);
}

/** A script sentence's end; a German ordinal's dot ("am 8. November", "2. Stock") is none (ordinal-dots.ts). */
const SCRIPT_SENTENCE_END = new RegExp(String.raw`(?<=[.!?…])(?<!${ORDINAL_DOT})\s+|(?<=[。！？])|(?<=\p{Script=Thai})\s+(?=\p{Script=Thai})`, 'u');

/** A clause that cannot stand without the one after it: a condition, a time, a cause. */
const DEPENDENT = /^(?:if|when|whenever|before|after|while|until|unless|because|since|once|as soon as|si|quand|lorsque|avant|après|pendant|parce|cuando|antes|después|mientras|porque|hasta|wenn|bevor|nachdem|während|weil|se|quando|prima|dopo|mentre|perché|als|voordat|nadat|omdat)\b/iu;

/** The sentence's leading clauses, longest first, each closed with a stop; none when it has one clause. */
function leadingClauses(sentence: string): string[] {
  const clauses = sentence.split(/(?<=[,;:])\s+|(?<=[，；：])|\s+(?=[—–]\s)/u);
  if (clauses.length < 2 || DEPENDENT.test(clauses[0]!.replace(/^[\p{L}\s]+\d+\s*[:：]\s*/u, ''))) return [];
  const out: string[] = [];
  for (let n = clauses.length - 1; n >= 1; n--) {
    const kept = clauses.slice(0, n).join(' ').replace(/[\s,;:，；：—–]+$/u, '');
    // A clause of one or two words ("Step 1:", "Yes,") says nothing alone, nor a relative clause without its main one.
    if (kept.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length >= 3 && !cutsRelativeClause(clauses, n)) out.push(`${kept}${fullStop(kept)}`);
  }
  return out;
}

/**
 * Share of the scenes' time with narration heard, from each line's start to its last word, as
 * its captions show it: the end card that follows them is a silent
 * logo, left out as `npm run check:video` leaves it out.
 */
export function narrationCoverage(voice: Voice, scripts: readonly (string | undefined)[], durations: readonly number[]): number {
  const spoken = scripts.reduce((sum, script, i) => sum + Math.min(spokenSec(voice, script), (durations[i] ?? 0) - NARRATION_PAD_SEC), 0);
  const total = durations.reduce((a, b) => a + b, 0);
  return total > 0 ? Math.max(0, spoken) / total : 0;
}

/**
 * An optional line: the brief's own words (reported when left out), or a connecting line of the
 * planner's (`{ filler }`: left out silently). A `spare` filler (a trade's plain truth) takes only
 * time that every other line, an address the close had no time for included, leaves. A filler that
 * `follows` another is said only after it ("Take a look around." after "Step inside our bakery.").
 */
export type Extra = string | { filler: string; spare?: boolean; follows?: string };

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
  /** Its share of time left over once every scene has what it needs (under SCENE_SEC.min: it lasts about what it needs). */
  weight: number;
  /** When time is short, scenes with a lower number lose their lines first (and may lose all). */
  cut: number;
  /** Its longest length when shorter than SCENE_SEC.max (an advert's generated shot: durations.ts longestSec). */
  maxSec?: number;
  /** The line a scene keeps to the last (its call to action, its instruction); the first when unset. */
  core?: number;
  /** It may say a line of the brief that the scene it was written for had no time for. */
  open?: boolean;
  /** A shorter line to say instead of all its lines when even its core does not fit ("That covers all 5 steps."). */
  short?: string;
  /**
   * Its line is one of the brief's points, as good as any of its extras: a longer one may be said
   * instead, and then shown instead too (the planner restages the scene with `FittedNarration.shows`).
   */
  interchangeable?: boolean;
}

export interface FittedNarration {
  scripts: (string | undefined)[];
  durations: number[];
  /** Lines the brief gave that no scene had time for. */
  dropped: string[];
  /** The point an interchangeable scene says in place of its own, or a scene without a line of its own says, which it must show. */
  shows: (string | undefined)[];
  /** Lines of the brief said only by their leading clause ("Fresh bouquets from £20." of "…, tied while you wait."). */
  shortened: string[];
}

/**
 * Sizes scripts and scenes together. Every scene gets the time its lines need to be said whole;
 * when they need more than `budget`, lines are dropped from the scenes cut first (never a scene's
 * core while it has others), a scene with a shorter form says that, and what still does not fit
 * runs up to `slack` past the budget rather than cut a line. Then lines dropped on the way are
 * offered back where they were, and extras round by round, while they fit; a line of the brief its
 * own scene cannot hold (a scene's `maxSec`) goes to the nearest `open` scene with time; reading time for
 * on-screen copy is given when there is room for it. The time left is shared by weight. Lengths
 * sum to `budget` whenever the scene count and the lines allow it.
 */
export function fitNarration(copies: readonly SceneCopy[], budget: number, voice: Voice | null, slack = 0): FittedNarration {
  // Which of each scene's own lines it says, and the extras it took, in order.
  const kept = copies.map((c) => c.lines.map(() => voice !== null));
  const added: string[][] = copies.map(() => []);
  const replaced: (string | undefined)[] = copies.map(() => undefined);
  /** A line said by its leading clause ("Fresh bouquets from £20.") where the whole has no room. */
  const shortened = new Map<string, string>();
  const said = (line: string) => shortened.get(line) ?? line;
  // Extras are said in the order the scene offers them (a sign-off last), whenever each was taken; lines from other scenes after them.
  const offered = (i: number, line: string) => {
    const at = copies[i]!.extras.findIndex((e) => extraText(e) === line);
    return at < 0 ? Infinity : at;
  };
  const linesOf = (i: number) => [...(replaced[i] !== undefined ? [replaced[i]!] : copies[i]!.lines.filter((_, k) => kept[i]![k])), ...[...added[i]!].sort((a, b) => offered(i, a) - offered(i, b))].map(said);
  const coreOf = (i: number) => copies[i]!.core ?? 0;
  const most = (i: number) => Math.min(SCENE_SEC.max, copies[i]!.maxSec ?? SCENE_SEC.max);
  /** Time the scene's lines need to be said (at least the shortest scene). */
  const speechNeed = (i: number) => (voice ? Math.min(most(i), sceneSecFor(voice, joinLines(linesOf(i)))) : SCENE_SEC.min);
  /** ...and to read its on-screen copy. */
  const need = (i: number) => Math.min(most(i), Math.max(ceilToStep(copies[i]!.readSec), speechNeed(i)));
  const sum = (f: (i: number) => number) => copies.reduce((total, _, i) => total + f(i), 0);
  /** Drops the scene's last line that is not its core, else its core. */
  const dropFrom = (i: number) => {
    const own = kept[i]!;
    const at = own.map((k, j) => (k && j !== coreOf(i) ? j : -1)).filter((j) => j >= 0).pop() ?? coreOf(i);
    own[at] = false;
  };
  const lineCount = (i: number) => kept[i]!.filter(Boolean).length;
  /** The brief's extras no scene had room for, each with the first scene it was offered to. */
  const missed = new Set<string>();
  const offeredBy = new Map<string, number>();

  /**
   * Says `line` by its longest leading clause that `fits`, when that clause keeps every figure and
   * address of the line: a fact is shortened rather than left out while the plan has time to say it
   * ("Fresh bouquets from £20, tied while you wait." → "Fresh bouquets from £20.").
   */
  const shortenToFit = (line: string, fits: () => boolean): boolean => {
    const facts = [...findFigures(line), ...findAddresses(line).map((a) => a.text)];
    for (const clause of voice ? leadingClauses(line) : []) {
      if (!facts.every((f) => clause.includes(f))) continue;
      shortened.set(line, clause);
      if (fits()) return true;
    }
    shortened.delete(line);
    return false;
  };

  if (voice) {
    // A scene holds at most its maxSec (10 s, an advert shot 6 s): its last lines go, then it says its shorter form.
    copies.forEach((c, i) => {
      while (lineCount(i) > 1 && sceneSecFor(voice, joinLines(linesOf(i))) > most(i)) dropFrom(i);
      if (c.short !== undefined && sceneSecFor(voice, joinLines(linesOf(i))) > most(i)) replaced[i] = c.short;
    });
    // The plan holds `budget`: lines go from the scenes cut first, then shorter forms are said.
    while (sum(speechNeed) > budget) {
      const first = copies
        .map((c, i) => ({ i, n: replaced[i] === undefined ? lineCount(i) : 0, cut: c.cut, sec: speechNeed(i) }))
        .filter((x) => x.n > (x.cut === 0 ? 0 : 1))
        .sort((a, b) => a.cut - b.cut || b.sec - a.sec)[0];
      if (first) {
        dropFrom(first.i);
        continue;
      }
      const longer = copies
        .map((c, i) => ({ i, sec: speechNeed(i), short: c.short }))
        .filter((x) => x.short !== undefined && replaced[x.i] === undefined)
        .sort((a, b) => b.sec - a.sec)[0];
      if (!longer || sum(speechNeed) <= budget + slack) break;
      replaced[longer.i] = longer.short;
    }
    // Lines dropped on the way come back where they were while they fit (a later drop may have
    // made room), scenes cut last first; then extras, one round at a time so that every scene gets
    // its first before any gets a second. An extra offered to several scenes is said once.
    /**
     * How the plan stands: every scene has its reading and speaking time within the budget, or
     * only its speaking time, or it is over. A line is added only if the plan stands as well after
     * (a plan already over may still say more where a scene is long enough to read).
     */
    const state = () => ({ soft: sum(need), hard: sum(speechNeed) });
    const holds = (before: { soft: number; hard: number }, limit = budget) => {
      const after = state();
      if (before.soft <= limit) return after.soft <= limit;
      // Copy that takes long to read leaves its scene room to say more.
      return after.hard <= limit || (after.soft <= before.soft && after.hard <= before.soft);
    };
    const order = copies.map((c, i) => ({ c, i }));
    for (const { c, i } of [...order].sort((a, b) => b.c.cut - a.c.cut)) {
      if (replaced[i] !== undefined) continue;
      c.lines.forEach((_, k) => {
        if (kept[i]![k]) return;
        const before = state();
        kept[i]![k] = true;
        if (sceneSecFor(voice, joinLines(linesOf(i))) > most(i) || !holds(before)) kept[i]![k] = false;
      });
    }
    const heard = lineSet(copies.flatMap((_, i) => linesOf(i)));
    /** An invitation beside a scene that invites already asks twice in a row ("Come and see us." … "Visit us today."). */
    const invitesTwice = (i: number, line: string) => isInvitation(line) && [i - 1, i + 1].some((j) => j >= 0 && j < copies.length && linesOf(j).some(isInvitation));
    const rounds = Math.max(0, ...copies.map((c) => c.extras.length));
    /**
     * Offers the extras of one rank round by round. Scenes cut first are offered extras first:
     * bodies carry the spare points, hooks and calls to action stay short.
     */
    const offerExtras = (rank: (extra: Extra) => boolean, limit = budget) => {
      for (let r = 0; r < rounds; r++) {
        [...order].sort((a, b) => a.c.cut - b.c.cut).forEach(({ c, i }) => {
          const extra = c.extras[r];
          if (extra === undefined || !rank(extra) || heard.has(extraText(extra)) || invitesTwice(i, extraText(extra))) return;
          if (typeof extra !== 'string' && extra.follows !== undefined && !heard.has(extra.follows)) return;
          const before = state();
          added[i]!.push(extraText(extra));
          if (sceneSecFor(voice, joinLines(linesOf(i))) <= most(i) && holds(before, limit)) {
            heard.add(extraText(extra));
            missed.delete(extraText(extra));
            return;
          }
          added[i]!.pop();
          if (typeof extra !== 'string') return;
          missed.add(extra);
          if (!offeredBy.has(extra)) offeredBy.set(extra, i);
        });
      }
    };
    // The brief's own points first; a connecting line (a picture said in words, a sign-off) only
    // takes time no point of the brief can use, once every point has had its turn (below).
    offerExtras((extra) => typeof extra === 'string');
    // A scene of interchangeable points with one line says, in its place, the longest point no
    // scene had room for that its time now holds: more of the brief is heard.
    copies.forEach((c, i) => {
      const own = linesOf(i);
      if (!c.interchangeable || replaced[i] !== undefined || own.length !== 1) return;
      const longer = [...missed].filter((line) => c.extras.includes(line) && spokenSec(voice, line) > spokenSec(voice, own[0])).sort((a, b) => spokenSec(voice, b) - spokenSec(voice, a));
      for (const line of longer) {
        const before = state();
        replaced[i] = line;
        if (sceneSecFor(voice, line) <= most(i) && holds(before)) {
          missed.delete(line);
          missed.add(own[0]!);
          return;
        }
        replaced[i] = undefined;
      }
    });
    // A line of the brief its own scene could not hold is said by the nearest scene open to it that can.
    const saying = () => new Set(copies.flatMap((_, i) => linesOf(i)));
    const homeless = [...copies.flatMap((c, i) => (replaced[i] === undefined ? c.lines.filter((_, k) => !kept[i]![k]).map((line) => ({ line, from: i })) : [])), ...[...missed].map((line) => ({ line, from: offeredBy.get(line) ?? -1 }))];
    for (const { line, from } of homeless) {
      if (saying().has(line)) continue;
      // What the close gives (an address, a phone number) is never the opening's line; its offer is
      // said with the call to action or not at all, never over a shot of something else.
      const closing = from === copies.length - 1;
      if (closing && isOffer(line)) continue;
      // A farewell is said last or not at all.
      const last = (j: number) => !isFarewell(line) || j === copies.length - 1;
      const nearest = copies.map((c, j) => ({ c, j })).filter(({ c, j }) => c.open && j !== from && replaced[j] === undefined && !(closing && j === 0) && last(j) && !invitesTwice(j, line)).sort((a, b) => Math.abs(a.j - from) - Math.abs(b.j - from) || b.j - a.j);
      for (const { j } of nearest) {
        const before = state();
        added[j]!.push(line);
        if (sceneSecFor(voice, joinLines(linesOf(j))) <= most(j) && holds(before)) {
          missed.delete(line);
          break;
        }
        added[j]!.pop();
      }
    }
    // Last, a line of the brief still unsaid is said by a shorter whole form where one fits.
    copies.forEach((c, i) => {
      if (replaced[i] !== undefined) return;
      const fits = (before: ReturnType<typeof state>) => () => sceneSecFor(voice, joinLines(linesOf(i))) <= most(i) && holds(before);
      c.lines.forEach((line, k) => {
        // A line another scene took in whole is said already: never twice.
        if (kept[i]![k] || saying().has(line)) return;
        const before = state();
        kept[i]![k] = true;
        if (!shortenToFit(line, fits(before))) kept[i]![k] = false;
      });
      for (const extra of c.extras) {
        if (typeof extra !== 'string' || !missed.has(extra)) continue;
        const before = state();
        added[i]!.push(extra);
        if (shortenToFit(extra, fits(before))) missed.delete(extra);
        else added[i]!.pop();
      }
    });
    offerExtras((extra) => typeof extra !== 'string' && !extra.spare);
    // An address the close had no time to say ("Call 020 7946 0321.") is said by the nearest scene
    // before it with time left, once every line of the brief has had its turn.
    const unsaidAddresses = copies.flatMap((c, i) => c.extras.filter((e) => typeof e !== 'string' && !heard.has(extraText(e)) && findAddresses(extraText(e)).length > 0).map((e) => ({ line: extraText(e), from: i })));
    for (const { line, from } of unsaidAddresses) {
      const nearest = copies.map((c, j) => ({ c, j })).filter(({ c, j }) => c.open && j !== from && j > 0 && replaced[j] === undefined).sort((a, b) => Math.abs(a.j - from) - Math.abs(b.j - from));
      for (const { j } of nearest) {
        const before = state();
        added[j]!.push(line);
        if (sceneSecFor(voice, joinLines(linesOf(j))) <= most(j) && holds(before)) {
          heard.add(line);
          break;
        }
        added[j]!.pop();
      }
    }
    // A spare line may run the plan into its slack: said, it narrates time that would be silence.
    offerExtras((extra) => typeof extra !== 'string' && extra.spare === true, budget + slack);
  }

  // Reading time is given when the lines leave room for it; the lines' own time always is.
  const soft = copies.map((_, i) => need(i));
  const hard = copies.map((_, i) => speechNeed(i));
  const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const floors = total(soft) <= budget ? soft : hard;
  const length = Math.max(budget, Math.min(budget + slack, total(hard)));
  // A scene weighing less than a full scene (a call to action) lasts what it needs and takes only its weight's share of the rest.
  const weights = copies.map((c, i) => (c.weight < SCENE_SEC.min ? c.weight : Math.max(c.weight, soft[i]!)));
  const durations = total(hard) > length && voice ? squeeze(hard, copies, length, (i) => shortestSec(voice, joinLines(linesOf(i)))) : fitDurations(weights, length, floors, copies.map((_, i) => most(i)));
  // Each scene's lines in an order that frames none like the line heard just before it (framedAlike).
  const ordered: string[][] = [];
  copies.forEach((_, i) => {
    const before = ordered.findLast((lines) => lines.length > 0)?.at(-1);
    // Only a point of the brief moves: a step's or a filler's place in its scene is its own.
    const point = (line: string) => copies[i]!.extras.some((e) => e === line || (typeof e === 'string' && said(e) === line));
    ordered.push(i === copies.length - 1 ? linesOf(i) : unlikeFirst(linesOf(i), before, point));
  });
  const scripts = ordered.map((own, i) => (voice && own.length > 0 ? fitScript(voice, joinLines(own), durations[i]!) : undefined));
  const spoken = new Set(scripts.flatMap((s) => (s ? splitScript(s) : [])));
  const unsaid = (line: string) => voice !== null && !spoken.has(said(line)) && !scripts.some((s) => s?.includes(said(line)));
  // A scene that said its shorter form lost no fact: its copy is on screen.
  const lost = copies.flatMap((c, i) => (replaced[i] === undefined ? c.lines : []));
  // A scene with no line of its own shows the first point it says, taken from its extras or another
  // scene; a connecting line of the planner's ("Welcome to …") is no point to picture.
  const point = (i: number) => added[i]!.find((line) => !copies[i]!.extras.some((e) => typeof e !== 'string' && e.filler === line));
  const shows = copies.map((c, i) => (c.interchangeable ? replaced[i] : c.lines.length === 0 && point(i) !== undefined ? said(point(i)!) : undefined));
  const clipped = [...shortened.keys()].filter((line) => !unsaid(line) && !scripts.some((s) => s?.includes(line)));
  return { scripts, durations, dropped: [...new Set([...lost, ...missed])].filter(unsaid), shows, shortened: clipped };
}

/**
 * Lengths for lines that need more than `length` together: each scene starts at what its lines
 * need, and the scenes cut first give time back first, down to what the shortest whole form of
 * their lines needs (`floor`), the longest of them first. So a long step keeps the time its
 * instruction needs and the intro and recap are the ones kept short.
 */
function squeeze(needs: readonly number[], copies: readonly SceneCopy[], length: number, floor: (i: number) => number): number[] {
  const out = [...needs];
  const lowest = needs.map((_, i) => Math.max(SCENE_SEC.min, Math.min(needs[i]!, floor(i))));
  for (let over = out.reduce((a, b) => a + b, 0) - length; over > 1e-9; over -= STEP_SEC) {
    const open = out.map((sec, i) => ({ i, sec, cut: copies[i]!.cut })).filter((x) => x.sec - STEP_SEC >= lowest[x.i]! - 1e-9);
    if (open.length === 0) break;
    const cut = Math.min(...open.map((x) => x.cut));
    const pick = open.filter((x) => x.cut === cut).sort((a, b) => b.sec - a.sec || a.i - b.i)[0]!;
    out[pick.i] = pick.sec - STEP_SEC;
  }
  return out;
}

/** The shortest scene that holds a whole form of `script` (fitScript's) without stretching. */
function shortestSec(voice: Voice, script: string): number {
  for (let sec = SCENE_SEC.min; sec < SCENE_SEC.max; sec += STEP_SEC) {
    if (sceneSecFor(voice, fitScript(voice, script, sec)) <= sec) return sec;
  }
  return SCENE_SEC.max;
}

/** Sentences joined into one line; languages written without spaces join without them. */
export function joinLines(lines: readonly string[]): string {
  return lines.reduce((text, line) => (text === '' ? line : /[。！？]$/u.test(text) ? text + line : `${text} ${line}`), '');
}

/** Two lines framed alike: they open on the same two words, or close on them ("Invia fatture con Fatturo." "Incassa prima con Fatturo."). */
export function framedAlike(a: string, b: string): boolean {
  const words = (line: string) => line.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const [x, y] = [words(a), words(b)];
  const same = (p: string[], q: string[]) => p.length === 2 && p.join(' ') === q.join(' ');
  return same(x.slice(0, 2), y.slice(0, 2)) || same(x.slice(-2), y.slice(-2));
}

/** A scene's lines with one that may move (`movable`) framed unlike `before` (the line heard before them) moved first, when its first is framed alike; unchanged otherwise. */
function unlikeFirst(lines: readonly string[], before: string | undefined, movable: (line: string) => boolean): string[] {
  if (before === undefined || lines.length < 2 || !framedAlike(before, lines[0]!)) return [...lines];
  const at = lines.findIndex((line) => movable(line) && !framedAlike(before, line));
  return at < 0 ? [...lines] : [lines[at]!, ...lines.filter((_, k) => k !== at)];
}

/** Lines said once each: "Kom gerust langs." and "Kom gerust langs!" are one line, never said twice. */
function lineSet(lines: readonly string[]): { has(line: string): boolean; add(line: string): void } {
  const key = (line: string) => line.toLowerCase().replace(/[\p{P}\s]+/gu, ' ').trim();
  const keys = new Set(lines.map(key));
  return { has: (line) => keys.has(key(line)), add: (line) => void keys.add(key(line)) };
}
