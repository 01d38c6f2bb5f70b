import { findAddresses, findFigures, isOffer } from './brief-facts';
import { capitalise, splitSentences, wordCount, type BriefFacts, type BriefStep } from './brief-text';
import { demoComposition, type SubjectKind } from './compositions';
import { sceneCountRange } from './durations';
import { fitNarration, narrationCoverage, PLANNED_NARRATION_COVERAGE, type Extra } from './narration-fit';
import { lowerFirst, mention, sentence, withoutStop, type Context, type Draft } from './plan-context';
import { primaryLanguage } from '../presets';
import { onScreen, readingSec, visualPrompt } from './scene-prompts';
import { screenLabel } from './screen-label';
import { doing, isAppStep, isScreenStep, readsAsAction, readsStepKind, stepPicture, stepScene, type StepScene } from './step-pictures';
import { SCENE_SEC } from '../render/request-schema';
import { trainingHeading } from './training-headings';
import { trainingTool, type TrainingTool } from './training-tools';
import { reviewedLengths } from './review-plan';
import { ledStep } from './step-transitions';
import { audienceIntro, audienceTitle } from './audience-trainings';
import { americanSpelling } from './english-spelling';
import { demoLine } from './demo-lines';

/**
 * The training arc (issue 23): an intro that says what the viewer will learn, the brief's figure
 * as why it matters, one scene per step, and a recap. A step done on a screen is a card carrying
 * its instruction, demonstrated on a device when there is time; a step done by hand, body or
 * voice is shown being done (step-pictures.ts). Steps come from the brief in whatever notation it
 * uses; a step the brief promises but does not name is never invented: the plan notes what is missing.
 */
export function trainingDrafts(ctx: Context): Draft[] {
  const { steps, closing } = ctx.facts.steps.length > 0 ? withClosing(ctx.facts.steps, ctx.input.language) : { steps: sentenceSteps(ctx), closing: [] };
  noteSteps(ctx, steps);
  const { max } = sceneCountRange(ctx.budget);
  const [early, late] = tipsAroundSteps(ctx, steps);
  const why = whyItMatters(ctx, [...early, ...closing, ...late]);
  const other = (t: string) => t !== why;
  const introSaying = (figure: boolean) => introDraft(ctx, steps.length, [...(why && figure ? [sentence(why)] : []), ...early.filter(other)]);
  const recap = recapDraft(ctx, steps, [...closing, ...late].filter(other));
  if (max === 1) return [recap];
  if (max === 2) return [introSaying(true), recap];
  // The figure that makes the task matter is its own stat scene after the intro when every step
  // still has a scene of its own and narration holds (a stat that leaves the steps too short to
  // say their way on narrates less), else the intro says it.
  const stated = why && Math.min(max, Math.round(ctx.budget / 4)) - 3 >= steps.length ? stepsPlanned(ctx, steps, [introSaying(false), statDraft(ctx, why)], recap) : undefined;
  const plain = () => stepsPlanned(ctx, steps, [introSaying(true)], recap);
  const chosen = (() => {
    if (!stated || !ctx.voice || planCoverage(ctx, stated.drafts) >= PLANNED_NARRATION_COVERAGE) return stated ?? plain();
    const without = plain();
    return planCoverage(ctx, without.drafts) > planCoverage(ctx, stated.drafts) ? without : stated;
  })();
  ctx.notes.push(...chosen.notes);
  return chosen.drafts;
}

/** Narration's share of the plan `drafts` make, at the lengths the plan's review gives them (time no line uses is trimmed); 0 without a narrator. */
function planCoverage(ctx: Context, drafts: readonly Draft[]): number {
  if (!ctx.voice) return 0;
  const fitted = fitNarration(drafts, ctx.budget, ctx.voice, ctx.slack);
  const { durations } = reviewedLengths(fitted.scripts.map((script, i) => ({ type: drafts[i]!.type, script, duration_sec: fitted.durations[i]! })), ctx.input, ctx.voice);
  return narrationCoverage(ctx.voice, fitted.scripts, durations);
}

/** The steps' scenes between `opening` and the recap, with the notes that say how they were fitted. */
function stepsPlanned(ctx: Context, steps: readonly BriefStep[], opening: readonly Draft[], recap: Draft): { drafts: Draft[]; notes: string[] } {
  const notes: string[] = [];
  const { min, max } = sceneCountRange(ctx.budget);

  // One scene per step, but no shorter than about 4 s on average: an instruction must be read.
  const stepScenes = Math.min(steps.length, max - opening.length - 1, Math.max(1, Math.round(ctx.budget / 4) - opening.length - 1));
  const groups = groupSteps(steps, stepScenes);
  if (groups.length < steps.length) {
    notes.push(`The brief lists ${steps.length} steps; they were grouped into ${groups.length} scenes to fit ${ctx.input.duration_sec} s.`);
  }
  const numbers = groups.map((_, i) => 1 + groups.slice(0, i).reduce((n, g) => n + g.length, 0));
  const grouped = groups.length < steps.length;

  // Without steps to show, the topic itself fills the time, each picture a different view of it.
  if (groups.length === 0) return { drafts: [...opening, ...overview(ctx, min - opening.length - 1, 0), recap], notes };

  // A step done by hand, body or voice is shown being done (a physical task is taught by showing
  // it); one done on a screen is a card, its demonstration a device. A narrated plan shows such
  // a step in one scene, its instruction said and captioned over the picture; as time allows its
  // card comes first (the instruction set on screen and numbered), the picture after it. Without
  // narration there are no captions: such a step is its card, then its picture when there is room.
  // A training about an app is taught on its screens: each of its steps is shown there.
  const inApp = SCREEN_KINDS.has(ctx.kind) && SPACED.test(ctx.input.language);
  const shown = groups.map((g) => isDish(ctx) || (readsStepKind(ctx.input.language) && (inApp || g.some((s) => !isScreenStep(s.text)))));
  /** A shown step that is its own picture, narrated (a group of steps is a ticked card). */
  const pictured = (i: number) => shown[i]! && ctx.voice !== null && !grouped;
  const heading = trainingHeading(splitSentences(ctx.input.brief)[0] ?? '', primaryLanguage(ctx.input.language));
  const scene = stepScene(ctx.input.brief, steps.map((s) => s.text), heading.audience ?? ctx.facts.audience);
  const tool = trainingTool(heading.topic, ctx.input.language);
  const setting: StepSetting = { scene, thing: taskThing(ctx) ?? scene.thing, ...(tool ? { tool } : {}) };
  const forms = (paired: ReadonlySet<number>) =>
    groups.flatMap((group, i): Draft[] => {
      const [number, last] = [numbers[i]!, i === groups.length - 1];
      const next = last ? ctx.phrases.lastStep : ctx.phrases.next(number + group.length);
      const at = { index: i, count: groups.length };
      if (paired.has(i)) return [stepDraft(ctx, group, number, grouped, [], at), demoDraft(ctx, group, i, next, setting)];
      return pictured(i) ? [shownStepDraft(ctx, group, at, next, setting)] : [stepDraft(ctx, group, number, grouped, [next], at)];
    });
  // Cards before shown steps first, in order; then demonstrations of the other steps.
  const order = [...groups.keys()].sort((a, b) => Number(shown[b]) - Number(shown[a]));
  const assemble = (pairs: number) => [...opening, ...forms(new Set(order.slice(0, pairs))), recap];
  const coverage = (drafts: Draft[]) => planCoverage(ctx, drafts);
  let pairs = 0;
  let drafts = assemble(0);
  while (pairs < groups.length && drafts.length < max) {
    const next = assemble(pairs + 1);
    // A recipe is taught by showing the food: one demonstration at least, when there is room.
    const tooFew = drafts.length < min || ctx.budget / drafts.length > (ctx.voice ? SCENE_SEC.max : 8) || (pairs === 0 && isDish(ctx) && !ctx.voice);
    // A shown step gains its card, a card its demonstration on a device, while narration stays over the planned share;
    // without narration, a shown step gains its card while there is room.
    const card = ctx.voice ? coverage(next) >= PLANNED_NARRATION_COVERAGE : shown[order[pairs]!]!;
    const fuller = ctx.voice !== null && coverage(drafts) < PLANNED_NARRATION_COVERAGE && coverage(next) > coverage(drafts);
    if (!tooFew && !card && !fuller) break;
    drafts = next;
    pairs++;
  }
  const demonstrated = groups.flatMap((_, i) => (pictured(i) || order.slice(0, pairs).includes(i) ? [i + 1] : []));
  if (demonstrated.length > 0) {
    const n = demonstrated.length;
    notes.push(`${n} demonstration scene${n > 1 ? 's show' : ' shows'} ${n > 1 ? 'steps' : 'step'} ${listNumbers(demonstrated)} being done.`);
  }
  const unshown = groups.flatMap((_, i) => (shown[i] && !demonstrated.includes(i + 1) ? [i + 1] : []));
  if (unshown.length > 0) {
    const many = unshown.length > 1;
    notes.push(`Step${many ? 's' : ''} ${listNumbers(unshown)} ${many ? 'are' : 'is'} shown as ${many ? 'cards' : 'a card'} only: ${ctx.input.duration_sec} s has no room for ${many ? 'their demonstrations' : 'its demonstration'}. A longer duration_sec would show ${many ? 'them' : 'it'} being done.`);
  }
  // A length the steps and their demonstrations cannot fill gets views of the topic before the recap.
  return { drafts: drafts.length >= min ? drafts : [...drafts.slice(0, -1), ...overview(ctx, min - drafts.length, pairs), recap], notes };
}


/**
 * An inline list cannot say where its last step ends: when no other step has a sentence of
 * detail, the last one's further sentences that are no instruction (a figure; in English, a
 * sentence not opening with a verb) are the brief's own closing words ("… 5. Never twist while
 * carrying. Injuries from lifting cost UK warehouses 2.1 million working days last year."), not
 * part of the step. An instruction ("Report any damage to your supervisor.") stays with it.
 */
function withClosing(steps: readonly BriefStep[], language: string): { steps: BriefStep[]; closing: string[] } {
  const last = steps.at(-1);
  if (steps.length < 2 || !last?.detail || steps.slice(0, -1).some((s) => s.detail)) return { steps: [...steps], closing: [] };
  const sentences = splitSentences(last.detail);
  const closes = (s: string) => findFigures(s).length > 0 || (/^en\b/i.test(language) && doing(withoutStop(s)) === undefined);
  const detail = sentences.filter((s) => !closes(s)).join(' ');
  return { steps: [...steps.slice(0, -1), { text: last.text, ...(detail ? { detail } : {}) }], closing: sentences.filter(closes) };
}

/** The sentence of the brief, outside its steps, that gives a figure: why the task matters ("Injuries from lifting cost …"). */
function whyItMatters(ctx: Context, tips: readonly string[]): string | undefined {
  return tips.find((t) => findFigures(t).length > 0 && !isOffer(t) && t !== ctx.facts.cta && findAddresses(t).length === 0);
}

/** The figure set as a stat and said: the renderer counts its number up. */
function statDraft(ctx: Context, why: string): Draft {
  return motion(ctx, 'proof', onScreen(withoutStop(why), 'stat'), [sentence(why)], [], 'stat');
}

/** `count` pictures of the topic, each a different view (`from` skips views the demonstrations used). */
function overview(ctx: Context, count: number, from: number): Draft[] {
  const topic = withoutStop(ctx.facts.howTo?.replace(/^how to\s+/i, '') ?? ctx.subject);
  return Array.from({ length: Math.max(0, count) }, (_, k): Draft => ({
    role: 'demo',
    type: 't2v_fast',
    prompt: visualPrompt(ctx, 't2v_fast', { composition: demoComposition(topic, ctx.kind, ctx.facts.setting, from + k, dishOf(ctx)), variant: from + k }),
    lines: [],
    extras: [],
    readSec: 0,
    weight: ctx.format.sceneSec,
    cut: 0,
  }));
}

/** Without an enumeration, each sentence is a step, except its heading and those about the video itself. */
function sentenceSteps(ctx: Context): BriefStep[] {
  // "30秒の研修動画：厨房スタッフ向けの手洗い。" heads the brief in any language the headings are read in.
  const heading = (s: string, i: number) => i === 0 && Object.keys(trainingHeading(s, primaryLanguage(ctx.input.language))).length > 0;
  return splitSentences(ctx.input.brief)
    .filter((s, i) => !heading(s, i) && !/\b(?:how to|training|tutorial|video|course|lesson|walkthrough)\b/i.test(s) && !(ctx.facts.howTo && s.includes(ctx.facts.howTo)))
    .map((s) => ({ text: withoutStop(s.replace(/[?]+$/, '')) }))
    .filter((s) => wordCount(s.text, ctx.input.language) >= 2);
}

function noteSteps(ctx: Context, steps: readonly BriefStep[]): void {
  const promised = ctx.facts.promisedSteps;
  if (promised !== undefined && steps.length < promised) {
    const named = steps.length === 0 ? 'names none of them' : `names only ${steps.length}`;
    ctx.notes.push(
      `The brief promises ${promised} steps but ${named}; the plan shows ${steps.length === 0 ? 'no steps' : `the ${steps.length} it names`} rather than invent ${steps.length === 0 ? 'them' : promised - steps.length === 1 ? 'the missing one' : 'the others'}. Add the missing step${promised - steps.length === 1 ? '' : 's'} to the brief, one per line.`,
    );
  } else if (ctx.facts.steps.length === 0 && steps.length > 0) {
    ctx.notes.push('The brief lists no numbered steps; each of its sentences became a step.');
  } else if (steps.length === 0) {
    ctx.notes.push(`The brief gives no steps; the plan introduces ${mention(ctx)} and closes without inventing any.`);
  }
}

/**
 * The brief's other sentences (not a step, not its title): those before its steps set the scene,
 * those after round it off, with its offer and call to action ("Questions? Call the team on …").
 */
function tipsAroundSteps(ctx: Context, steps: readonly BriefStep[]): [string[], string[]] {
  const { brief } = ctx.input;
  const normal = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const isStep = (p: string) => steps.some((s) => normal(p).includes(normal(s.text)) || normal(s.text).includes(normal(p)));
  const isTitle = (p: string) => normal(p).startsWith(normal(ctx.subject)) && wordCount(p, ctx.input.language) <= wordCount(ctx.subject, ctx.input.language) + 2;
  const tips = ctx.facts.points.filter((p) => !isStep(p) && !isTitle(p));
  const firstStep = steps[0] ? brief.indexOf(steps[0].text.slice(0, 12)) : -1;
  const at = (p: string) => brief.indexOf(p.slice(0, 12));
  const early = (p: string) => firstStep >= 0 && at(p) >= 0 && at(p) < firstStep;
  const closing = [ctx.facts.offer, ctx.facts.cta].filter((t): t is string => t !== undefined && !isStep(t)).map(sentence);
  return [tips.filter(early), [...tips.filter((p) => !early(p)), ...closing]];
}

/** Contiguous, evenly sized groups: more steps than scenes share scenes in order. */
function groupSteps(steps: readonly BriefStep[], scenes: number): BriefStep[][] {
  if (steps.length <= scenes) return steps.map((s) => [s]);
  return Array.from({ length: scenes }, (_, i) =>
    steps.slice(Math.floor((i * steps.length) / scenes), Math.floor(((i + 1) * steps.length) / scenes)),
  );
}

function introDraft(ctx: Context, steps: number, tips: readonly string[]): Draft {
  const { facts, phrases } = ctx;
  const title = ctx.input.title ?? trainingTitle(ctx);
  const audience = audienceOnly(ctx);
  const line = facts.howTo ? phrases.learn(facts.howTo) : ((audience && audienceIntro(audience, ctx.input.language)) ?? phrases.covers(mention(ctx)));
  const extras = [...(steps >= 2 ? [{ filler: phrases.stepCount(steps) }] : []), ...tips, ...(steps >= 3 ? [{ filler: phrases.oneAtATime }] : [])];
  return motion(ctx, 'intro', onScreen(title, 'headline'), [line], extras, 'headline');
}

/**
 * A step scene shows its instruction, and the renderer numbers step scenes in order: the
 * narration says the instruction without a label, so the number is never given twice (and the
 * caption, the same words as the screen, is left out). When steps share scenes that numbering
 * would be wrong, so groups are ticked lists and the narration keeps the brief's numbers
 * ("Steps 3 to 4: …").
 */
function stepDraft(ctx: Context, group: readonly BriefStep[], number: number, grouped: boolean, next: readonly string[], at: StepAt): Draft {
  const { phrases } = ctx;
  const texts = group.map((s) => s.text);
  const said = sentence(phrases.list(texts.map((s, i) => (i === 0 ? s : midSentence(ctx, s)))));
  const line = group.length > 1 ? phrases.steps(number, number + group.length - 1, said) : grouped ? said : ledLine(ctx, texts[0]!, at);
  // A step that is demonstrated leaves the way on to the next step to its demonstration.
  return motion(ctx, 'step', onScreen(listCopy(texts), grouped ? 'checklist' : 'steps'), [line, ...detailsOf(group)], next.map((filler) => ({ filler })), grouped ? 'checklist' : 'steps');
}

/** Where a step's scene stands among the steps' scenes. */
interface StepAt {
  index: number;
  count: number;
}

/** A step's instruction said whole, led in from the step before ("Next, slide the forks fully under the pallet."). */
function ledLine(ctx: Context, step: string, at: StepAt): string {
  return sentence(ledStep(step, midSentence(ctx, step), at.index, at.count, primaryLanguage(ctx.input.language)));
}

function detailsOf(group: readonly BriefStep[]): string[] {
  return group.flatMap((s) => (s.detail ? [sentence(s.detail)] : []));
}

/**
 * A step inside a sentence, its first letter lower-cased; a German step keeps the capital of a
 * noun ("Hände waschen") and loses only that of a small word ("zwischen den Fingern waschen").
 */
function midSentence(ctx: Context, step: string): string {
  return primaryLanguage(ctx.input.language) !== 'de' || GERMAN_SMALL_WORDS.test(step) ? lowerFirst(step) : step;
}

const GERMAN_SMALL_WORDS = /^(?:mit|zwischen|auf|in|im|an|am|bei|nach|vor|unter|über|zu|zum|zur|für|von|vom|aus|durch|den|die|das|der|dem|des|ein|eine|einen|einem|nie|niemals|immer|dann|danach|zuerst|erst|nicht|kein|keine|sofort|gründlich|langsam|vorsichtig)(?![\p{L}])/iu;

/** Food or drink: a training video about it shows it. */
function isDish(ctx: Context): boolean {
  return ctx.kind === 'food' || ctx.kind === 'drink';
}

/** What the pictures of a topic show: the dish of a recipe ("signature tomato soup"), in English plans. */
function dishOf(ctx: Context): string | undefined {
  const { howTo } = ctx.facts;
  // "How to clean the espresso machine" teaches a chore, not a dish.
  if (!isDish(ctx) || !/^en\b/i.test(ctx.input.language) || (howTo && !MAKING.test(howTo))) return undefined;
  // "Closing down the espresso machine", "cleaning the fryer": a chore named by what is done, no dish.
  if (!howTo && /^\p{L}+ing(?![\p{L}])/iu.test(ctx.subject)) return undefined;
  return withoutStop(howTo?.replace(MAKING, '') ?? ctx.subject);
}

const MAKING = /^how to\s+(?:make|cook|bake|prepare|brew)\s+/i;

/**
 * What a step's demonstration shows: a recipe's dish being made; a step done on a screen on a
 * device; any other step done by the brief's people in its place (step-pictures.ts).
 */
function stepComposition(ctx: Context, step: string, index: number, setting: StepSetting): string {
  const dish = dishOf(ctx);
  if (dish) return demoComposition(step, ctx.kind, ctx.facts.setting, index, dish);
  // The screen is labelled with the step's own words, quoted so the picture reads them as its text (parse-prompt.ts).
  // In a training about an app, a step no one is pictured doing ("Aggiungi i punti") is done in the app too.
  const onScreen = SCREEN_KINDS.has(ctx.kind) ? isAppStep(step) || !readsAsAction(step, ctx.input.language) : isScreenStep(step);
  if (onScreen) return demoComposition(`“${screenLabel(step, ctx.input.language)}”`, SCREEN_KINDS.has(ctx.kind) ? ctx.kind : 'app', ctx.facts.setting, index);
  // Pictured in the brief's own English: "labeling" where it spells the American way, else "labelling".
  const language = americanSpelling(ctx.input.brief, ctx.input.language) ? 'en-US' : ctx.input.language;
  return stepPicture(step, setting.scene, language, setting.thing, setting.tool);
}

const SCREEN_KINDS = new Set<SubjectKind>(['app', 'device', 'finance']);
/** Languages whose screen labels the picture engine reads (lexicons/app-step-words.ts). */
const SPACED = /^(?:en|es|fr|de|it|pt|nl)\b/i;

/** Who does a video's steps, where, to what, and with the tool the training teaches. */
interface StepSetting {
  scene: StepScene;
  thing?: string;
  tool?: TrainingTool;
}

/** What the task is done to, in view while it is done: "how to lift a heavy box safely" → "a heavy box". */
function taskThing(ctx: Context): string | undefined {
  // The object ends before a manner or a place: "a heavy box safely", "the coffee machine at close".
  const object = /^how to\s+\p{L}+\s+((?:a|an|the|some)\s+[\p{L}\s-]+?)(?:\s+(?:\p{L}+ly|(?:at|in|on|for|with|before|after|during|from|to|when|while)\s.*))?$/iu.exec(ctx.facts.howTo ?? '')?.[1];
  return object?.trim();
}

/**
 * A step shown in one scene: the picture of it being done, its instruction said (and so
 * captioned, the caption being its only copy on screen) with what the brief adds to it. Its role
 * is a step's, so the renderer's numbering of the step cards that follow stays right.
 */
function shownStepDraft(ctx: Context, group: readonly BriefStep[], at: StepAt, next: string, setting: StepSetting): Draft {
  const [step] = group;
  const composition = stepComposition(ctx, step!.text, at.index, setting);
  return {
    role: 'step',
    type: 't2v_fast',
    prompt: visualPrompt(ctx, 't2v_fast', { composition, variant: at.index }),
    lines: [ledLine(ctx, step!.text, at), ...detailsOf(group)],
    extras: [{ filler: demoLine(ctx.input.language, at.index, ctx.phrases.demo), spare: true }, { filler: next, spare: true }],
    readSec: 0,
    weight: ctx.format.sceneSec,
    cut: 2,
  };
}

/** A step being done, after its card said it: over the picture, as time allows, that this is it and the way on to the next step, never the step again. */
function demoDraft(ctx: Context, group: readonly BriefStep[], index: number, next: string, setting: StepSetting): Draft {
  const composition = stepComposition(ctx, ctx.phrases.list(group.map((s) => s.text)), index, setting);
  return {
    role: 'demo',
    type: 't2v_fast',
    prompt: visualPrompt(ctx, 't2v_fast', { composition, variant: index }),
    lines: [],
    extras: [{ filler: demoLine(ctx.input.language, index, ctx.phrases.demo) }, { filler: next }],
    readSec: 0,
    weight: ctx.format.sceneSec,
    cut: 0,
  };
}

/** The recap names every step when that can be said within one scene, else counts them. */
function recapDraft(ctx: Context, steps: readonly BriefStep[], tips: readonly string[]): Draft {
  const { phrases, facts } = ctx;
  const texts = steps.map((s) => s.text);
  const line = steps.length === 0 ? undefined : phrases.recap(sentence(phrases.list(texts.map((t) => midSentence(ctx, t)))));
  // Without steps shown, the video has taught nothing yet: it closes on what the brief promised, not on "now you know".
  const closing = facts.howTo && steps.length > 0 ? [phrases.nowYouKnow(facts.howTo)] : [];
  const promised = ` ${facts.promisedSteps ? phrases.stepCount(facts.promisedSteps) : phrases.keepHandy}`;
  // A recap of one step would repeat its step scene word for word: it heads the step with the title.
  const title = withoutStop(capitalise(ctx.input.title ?? trainingTitle(ctx)));
  const screen = steps.length > 1 ? listCopy(texts) : steps.length === 1 ? `${title}: ${texts[0]}` : `${title}.${promised}`;
  const lines = line ? [line] : closing;
  // The sign-off takes only time no step's way on to the next could use: a short step is silent otherwise.
  const extras = [...tips, ...(line ? closing : []).map((filler) => ({ filler })), { filler: phrases.keepHandy, spare: true }];
  const layout = steps.length > 0 ? 'checklist' : 'headline';
  // A recap too long for its scene counts the steps instead of naming them.
  return { ...motion(ctx, 'recap', onScreen(screen, layout), lines, extras, layout), ...(line ? { short: phrases.recapCount(steps.length) } : {}) };
}

/** When time is short, demonstrations lose their lines first, then the intro and recap; steps last. */
function motion(ctx: Context, role: Draft['role'], prompt: string, lines: string[], extras: Extra[], layout: Draft['layout']): Draft {
  return { role, type: 'motion', prompt, lines, extras, layout, readSec: readingSec(prompt), weight: ctx.format.sceneSec, cut: role === 'step' ? 2 : 1 };
}

/** On-screen list items for the renderer: one per `;`, so an item's own `;` becomes a comma. */
function listCopy(items: readonly string[]): string {
  return items.map((s) => s.replace(/;/g, ',')).join('; ');
}

/**
 * A brief that asks for teaching rather than selling: it names a training format ("training
 * video", "tutorial", "onboarding", "Schulung", "formation"…), or it is a how-to that lists
 * steps. The spec makes `kind` the caller's choice with `ad` the default, so such a brief sent
 * without `kind` is still planned as an advert; the plan says how to get a training video.
 */
export function readsAsTraining(brief: string, facts: Pick<BriefFacts, 'howTo' | 'steps'>): boolean {
  return TRAINING_WORDS.test(brief) || (facts.howTo !== undefined && facts.steps.length >= 2);
}

/** Who a workplace trains, in the planner's languages: "training for call centre agents", "formation pour le personnel". */
const TRAINEES = {
  en: '(?:new |all |our |the )?(?:[\\p{L}-]+ ){0,3}(?:staff|employees|agents|workers|teams?|colleagues|drivers|operators|hires|starters|nurses|carers|cooks|chefs|baristas|cleaners|managers|supervisors|volunteers|apprentices|trainees|personnel|crew)',
  fr: "(?:les |le |la |l['’]|nos |vos )?(?:personnel|agents|employés|équipes?|salariés|collaborateurs|caristes|vendeurs|vendeuses)",
  es: '(?:el |los |las |nuestro |nuestros )?(?:personal|agentes|empleados|equipos?|trabajadores|operarios|camareros|dependientes)',
};

/** Training named as the video's format, not as something sold ("personal training", "our online course"). */
const TRAINING_WORDS = new RegExp(
  `(?<![\\p{L}])(?:${[
    'training (?:video|course|module|session|clip|film)', '(?:staff|employee|safety|compliance|new[- ]hires?|team|customer[- ]service|first[- ]aid|fire|induction|onboarding) training',
    // "60-second training for …" is a video's length; "training for warehouse staff" its trainees ("personal training for runners" is sold).
    '\\d+[- ]?(?:second|sec|minute|min)s?[- ](?:long )?training', `(?<!personal )training (?:video |course |module |session )?for ${TRAINEES.en}`,
    `formation (?:vidéo )?(?:de \\d+ (?:secondes|minutes) )?(?:pour|destinée à) ${TRAINEES.fr}`, `formación (?:de \\d+ (?:segundos|minutos) )?para ${TRAINEES.es}`,
    'tutorial', 'how-to video', 'onboarding video', 'induction video', 'vídeo de formación', 'formación (?:del|de) (?:el )?personal', 'vídeo tutorial',
    'schulung', 'schulungsvideo', 'unterweisung', 'vidéo de formation', 'formation (?:du|des) (?:le )?personnel', 'tutoriel', 'video di formazione', 'vídeo de treinamento',
  ].join('|')})(?![\\p{L}])|${[
    // Japanese, Chinese and Korean run their words together: a training video, or training for staff, named anywhere.
    '研修(?:動画|ビデオ|映像|用)', '(?:新人|社員|スタッフ|従業員|安全|衛生)研修', '向けの?[^。！？\\n]{0,20}研修', 'トレーニング動画', '教育動画',
    '培[训訓](?:视频|視頻|影片)', '(?:员工|員工|新员工|新員工|入职|入職|安全)培[训訓]', '교육\\s*(?:영상|동영상)', '(?:직원|신입|안전)\\s*교육',
  ].join('|')}`,
  'iu',
);

export const TRAINING_ASKED_AS_AD =
  'The brief reads as a training video, but kind is ad (the default), so it was planned as an advert. Send "kind": "training" for an intro, its steps shown one by one, and a recap.';

export function trainingTitle(ctx: Context): string {
  const { facts, subject, input } = ctx;
  if (facts.howTo) return capitalise(facts.howTo);
  const audience = audienceOnly(ctx);
  // Its steps as the plan shows them: listed, else one per sentence.
  const titled = audience && audienceTitle(audience, (facts.steps.length > 0 ? facts.steps : sentenceSteps(ctx)).length, input.language);
  if (titled) return titled;
  return /^en\b/i.test(input.language) ? `${capitalise(subject)}: step by step` : capitalise(subject);
}

function listNumbers(numbers: readonly number[]): string {
  return numbers.length <= 1 ? String(numbers[0] ?? '') : `${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
}

/**
 * The audience of a heading that names no topic ("45-second training for new hotel receptionists:
 * …"): the video is about its steps, and whom they are for, never "training for …" as a topic.
 */
function audienceOnly({ input, facts }: Context): string | undefined {
  const heading = trainingHeading(splitSentences(input.brief)[0] ?? '', primaryLanguage(input.language));
  // As the heading words it: "new hotel receptionists", "les nouveaux serveurs".
  return heading.topic === undefined && !facts.howTo ? heading.audience : undefined;
}
