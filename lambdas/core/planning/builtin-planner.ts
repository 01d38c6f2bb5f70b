import { SCENE_SEC, type Scene } from '../render/request-schema';
import { formatOf, type RouteFormat, type Slot } from '../render/routes-catalog';
import type { ArtStyle, Aspect, MotionLayout, SceneType } from '../render/vocabulary';
import { capitalise, firstWords, readBrief, splitSentences, wordCount, type BriefFacts } from './brief-text';
import { clampSceneCount, fitDurations } from './durations';
import type { Plan, PlanInput, Planner } from './planner';
import { clip, reviewPlan, WORDS_PER_SECOND } from './review-plan';

/**
 * The built-in planner: deterministic, no network, no model (issue 6). An advert follows the
 * route's template (hook, body, proof, call to action) filled with the brief's own words; a
 * training video is an intro, one motion scene per step carrying its instruction, and a recap.
 */
export function builtinPlanner(): Planner {
  return {
    async plan(input, { signal }) {
      signal.throwIfAborted();
      return planFromBrief(input);
    },
  };
}

/** `demo` marks a demonstration scene, so the renderer's step numbering counts only steps. */
type Role = Slot['role'] | 'demo';

interface Draft {
  role: Role;
  type: SceneType;
  prompt: string;
  script?: string;
  layout?: MotionLayout;
  sfx?: string;
  /** Seconds this scene would like; lengths are shared out in proportion. */
  weight: number;
  /** Seconds its narration needs. */
  floor: number;
}

interface Context {
  input: PlanInput;
  facts: BriefFacts;
  format: RouteFormat;
  /** What the scenes talk about. */
  subject: string;
  /** The subject is a thing with a name (product, brand, category) that one can meet and try. */
  named: boolean;
  notes: string[];
}

export function planFromBrief(input: PlanInput): Plan {
  const facts = readBrief(input.brief);
  const format = formatOf(input.route, input.kind);
  const ctx: Context = { input, facts, format, ...subjectOf(input, facts, format), notes: [] };
  noteInputs(ctx);

  const drafts = format.arc === 'training' ? trainingDrafts(ctx) : advertDrafts(ctx);
  const durations = fitDurations(drafts.map((d) => d.weight), input.duration_sec, drafts.map((d) => d.floor));
  const artDirection = artDirectionOf(input, facts);
  const scenes = drafts.map((d, i): Scene => ({
    type: d.type,
    role: d.role,
    prompt: d.prompt,
    duration_sec: durations[i]!,
    ...(input.narrator && d.script ? { script: d.script } : {}),
    ...(d.type === 'motion' ? { motion: { beat: d.role, layout: d.layout ?? 'headline' } } : {}),
    ...(artDirection ? { art_direction: artDirection } : {}),
    ...(d.sfx ? { sfx: d.sfx } : {}),
  }));
  return reviewPlan({ title: input.title ?? titleOf(ctx), scenes, notes: ctx.notes }, input);
}

// ---- adverts ----------------------------------------------------------------------------

function advertDrafts(ctx: Context): Draft[] {
  const { input, facts, format, subject } = ctx;
  const slots = arrangeSlots(format.slots, clampSceneCount(input.duration_sec / format.sceneSec, input.duration_sec));
  const story = format.family === 'story';
  const points = facts.points.filter((p) => p !== facts.proof);
  // When the brief names neither a subject nor a topic, its first point opens the video.
  const hookLine = points.find((p) => p.endsWith('?')) ?? (ctx.named || facts.topic ? undefined : points[0]);
  const bodyPoints = points.filter((p) => p !== hookLine);
  // Without proof the proof scene takes a point the bodies leave over (a story: its last line).
  const bodies = slots.filter((s) => s.role === 'body').length;
  const spare = facts.proof || bodyPoints.length <= bodies ? undefined : story ? bodyPoints.pop() : bodyPoints.splice(bodies, 1)[0];
  const cta = facts.cta ?? defaultCta(ctx);
  noteAdvertGaps(ctx, slots, bodyPoints.length, cta, spare !== undefined);

  let body = 0;
  return slots.map((slot): Draft => {
    const type = sceneTypeFor(slot, input);
    switch (slot.role) {
      case 'hook':
        return draft(ctx, slot.role, type, {
          copy: hookLine ?? capitalise(subject),
          script: sentence(hookLine ?? (ctx.named ? `Meet ${theSubject(subject)}` : capitalise(subject))),
          shot: story ? 'Opening shot:' : 'Eye-catching opening shot of',
          sfx: 'whoosh',
        });
      case 'proof':
        return draft(ctx, slot.role, type, {
          copy: facts.proof ?? spare ?? capitalise(subject),
          script: facts.proof ?? spare ?? (story ? undefined : `${capitalise(mention(ctx))}: see for yourself.`),
          shot: story ? 'Closing moment:' : 'Moment of delight with',
          layout: facts.proof && /\d/.test(facts.proof) ? 'stat' : input.assets.productImage ? 'product' : 'headline',
        });
      case 'cta':
        return draft(ctx, slot.role, type, { copy: cta, script: sentence(cta), layout: 'cta', sfx: 'chime' });
      default: {
        const i = body++;
        const point = bodyPoints[i];
        const shots = story ? STORY_SHOTS : BODY_SHOTS;
        return draft(ctx, 'body', type, {
          copy: point ?? capitalise(subject),
          // A story has no filler lines: a scene without a point of its own plays under music.
          script: point ?? (story ? undefined : BODY_FILLERS[i % BODY_FILLERS.length]!(mention(ctx))),
          shot: shots[i % shots.length]!,
          layout: input.assets.productImage ? 'product' : 'headline',
        });
      }
    }
  });
}

function noteAdvertGaps(ctx: Context, slots: readonly Slot[], points: number, cta: string, proofFilled: boolean): void {
  const { input, facts, format } = ctx;
  if (format.slots.some((s) => s.role === 'cta')) {
    if (!slots.some((s) => s.role === 'cta')) {
      const n = slots.length;
      ctx.notes.push(`At ${input.duration_sec} s there is room for ${n} scene${n > 1 ? 's' : ''}; the call to action was left out.`);
    } else if (!facts.cta) {
      ctx.notes.push(`No call to action found in the brief; the closing scene says "${cta}".`);
    }
  }
  if (format.family !== 'story' && slots.some((s) => s.role === 'proof') && !facts.proof && !proofFilled) {
    ctx.notes.push(`The brief offers no proof (a figure, rating or award); the proof scene restates ${mention(ctx)} instead of inventing a claim.`);
  }
  const bodies = slots.filter((s) => s.role === 'body').length;
  const missing = bodies - points;
  if (missing < 0) {
    ctx.notes.push(`${-missing} of the brief's points did not fit in ${input.duration_sec} s; a longer duration_sec would show them.`);
  }
  if (missing > 0 && bodies > 1) {
    ctx.notes.push(
      `The brief is too short to fill ${input.duration_sec} s with its own points; ${missing} scene${missing > 1 ? 's' : ''} ${format.family === 'story' ? `carr${missing > 1 ? 'y' : 'ies'} no new line` : `show${missing > 1 ? '' : 's'} ${mention(ctx)} from new angles`}.`,
    );
  }
}

const BODY_SHOTS = ['Close-up of', 'In-use shot of', 'Lifestyle shot of', 'Detail shot of', 'Wide shot of'];
const STORY_SHOTS = ['Establishing shot:', 'Medium shot:', 'Close-up:', 'Wide shot:', 'Tracking shot:'];
const BODY_FILLERS: ((s: string) => string)[] = [
  (s) => `Take a closer look at ${s}.`,
  (s) => `Here is ${s}, up close.`,
  (s) => `See ${s} in action.`,
];

/**
 * The template's slots for `count` scenes: the repeating slot (body, step) fills a long video;
 * a short one keeps the first and last slots, then the earlier middle ones.
 */
function arrangeSlots(slots: readonly Slot[], count: number): Slot[] {
  if (count >= slots.length) {
    const repeat = Math.max(0, slots.findIndex((s) => s.repeat));
    const extra = Array.from({ length: count - slots.length }, () => slots[repeat]!);
    return [...slots.slice(0, repeat + 1), ...extra, ...slots.slice(repeat + 1)];
  }
  const priority = [0, slots.length - 1, ...slots.keys()].filter((i, k, all) => all.indexOf(i) === k);
  const kept = new Set(priority.slice(0, count));
  return slots.filter((_, i) => kept.has(i));
}

/** A product slot uses the photo when there is one, and generated footage when opted out of. */
function sceneTypeFor(slot: Slot, input: PlanInput): SceneType {
  if (!slot.showsProduct) return slot.type;
  if (input.assets.productImage) return 'i2v_fast';
  return slot.type === 'i2v_fast' && input.assets.productEnabled === false ? 't2v_fast' : slot.type;
}

function defaultCta({ input, named, subject }: Context): string {
  const brand = visible(input.brand_name);
  if (brand) return `Try ${brand} today`;
  return named ? `Try ${theSubject(subject)} today` : 'Find out more today';
}

// ---- training ---------------------------------------------------------------------------

function trainingDrafts(ctx: Context): Draft[] {
  const { input, facts } = ctx;
  const found = facts.steps.length > 0 ? facts.steps : sentenceSteps(input.brief);
  const steps = found.length > 0 ? found : [capitalise(ctx.subject)];
  if (facts.steps.length === 0) {
    ctx.notes.push(
      found.length > 0
        ? 'The brief lists no numbered steps; each of its sentences became a step.'
        : `The brief gives no steps; the video shows ${mention(ctx)} as a single step.`,
    );
  }

  // One scene per step, but no shorter than about 4 s on average: an instruction must be read.
  const count = clampSceneCount(Math.min(steps.length + 2, Math.round(input.duration_sec / 4)), input.duration_sec);
  const intro = introDraft(ctx);
  if (count === 1) return [recapDraft(ctx, steps)];
  if (count === 2) return [intro, recapDraft(ctx, steps)];

  const stepScenes = count - 2;
  const groups = groupSteps(steps, stepScenes);
  if (groups.length < steps.length) {
    ctx.notes.push(`The brief lists ${steps.length} steps; they were grouped into ${groups.length} scenes to fit ${input.duration_sec} s.`);
  }
  const grouped = groups.length < steps.length;
  let first = 1;
  const drafts = groups.map((group) => stepDraft(ctx, group, (first += group.length) - group.length, grouped));
  const demos = stepScenes - groups.length;
  if (demos > 0) {
    ctx.notes.push(
      `The brief is too short to fill ${input.duration_sec} s with its own steps; ${demos} demonstration scene${demos > 1 ? 's were' : ' was'} added.`,
    );
  }
  // Demonstrations go after the step they show, spread from the first step on.
  const withDemos: Draft[] = [];
  drafts.forEach((d, i) => {
    withDemos.push(d);
    for (let k = i; k < demos; k += drafts.length) withDemos.push(demoDraft(ctx, groups[i]!.join('; '), Math.floor(k / drafts.length)));
  });
  return [intro, ...withDemos, recapDraft(ctx, steps)];
}

/** Without an enumeration, each sentence is a step, except those about the video itself. */
function sentenceSteps(brief: string): string[] {
  return splitSentences(brief)
    .filter((s) => !/\b(?:how to|training|tutorial|video|course|lesson|walkthrough)\b/i.test(s))
    .map((s) => s.replace(/[.!?]+$/, ''))
    .filter((s) => wordCount(s) >= 2);
}

/** Contiguous, evenly sized groups: more steps than scenes share scenes in order. */
function groupSteps(steps: readonly string[], scenes: number): string[][] {
  if (steps.length <= scenes) return steps.map((s) => [s]);
  return Array.from({ length: scenes }, (_, i) =>
    steps.slice(Math.floor((i * steps.length) / scenes), Math.floor(((i + 1) * steps.length) / scenes)),
  );
}

function introDraft(ctx: Context): Draft {
  const title = ctx.input.title ?? titleOf(ctx);
  const script = ctx.facts.howTo ? `In this video you will learn how to ${ctx.facts.howTo}.` : `This short training covers ${mention(ctx)}.`;
  return draft(ctx, 'intro', 'motion', { copy: title, script, layout: 'headline' });
}

/**
 * A step scene shows its instruction; the renderer numbers step scenes in order. When steps
 * share scenes that numbering would be wrong, so groups are ticked lists and the narration
 * keeps the brief's numbers ("Steps 3 to 4").
 */
function stepDraft(ctx: Context, group: readonly string[], number: number, grouped: boolean): Draft {
  const last = number + group.length - 1;
  const label = group.length > 1 ? `Steps ${number} to ${last}` : `Step ${number}`;
  return draft(ctx, 'step', 'motion', {
    copy: listCopy(group),
    script: `${label}: ${sentence(listOf(group.map((s, i) => (i === 0 ? s : lowerFirst(s)))))}`,
    layout: grouped ? 'checklist' : 'steps',
  });
}

/** On-screen list items for the renderer: one per `;`, so an item's own `;` becomes a comma. */
function listCopy(items: readonly string[]): string {
  return items.map((s) => s.replace(/;/g, ',')).join('; ');
}

const DEMO_SHOTS = ['Clear demonstration of this step:', 'Close-up of hands doing this step:', 'Over-the-shoulder view of this step:'];

function demoDraft(ctx: Context, step: string, variant: number): Draft {
  return draft(ctx, 'demo', 't2v_fast', {
    shot: DEMO_SHOTS[variant % DEMO_SHOTS.length]!,
    copy: `${lowerFirst(step)}${ctx.facts.howTo ? `, while learning how to ${ctx.facts.howTo}` : ` (${ctx.subject})`}`,
    demo: true,
    script: `Watch closely: ${sentence(lowerFirst(step))}`,
  });
}

/** The recap names every step when that can be said within one scene, else counts them. */
function recapDraft(ctx: Context, steps: readonly string[]): Draft {
  const maxWords = SCENE_SEC.max * WORDS_PER_SECOND;
  const lines = [
    `To recap: ${sentence(listOf(steps.map(lowerFirst)))}`,
    `Those are the ${steps.length} steps${ctx.facts.howTo ? ` to ${ctx.facts.howTo}` : ''}.`,
    `That covers all ${steps.length} step${steps.length > 1 ? 's' : ''}.`,
  ];
  return draft(ctx, 'recap', 'motion', {
    copy: listCopy(steps),
    script: lines.find((l) => wordCount(l) <= maxWords) ?? lines[lines.length - 1]!,
    layout: 'checklist',
  });
}

// ---- scene text --------------------------------------------------------------------------

function draft(
  ctx: Context,
  role: Role,
  type: SceneType,
  text: { copy: string; script?: string; shot?: string; layout?: MotionLayout; sfx?: string; demo?: boolean },
): Draft {
  const prompt = type === 'motion' ? onScreen(text.copy, text.layout) : visualPrompt(ctx, type, text.shot ?? 'Shot of', aboutOf(ctx, text));
  const script = text.script === undefined ? undefined : clip(text.script, 600);
  const spoken = script === undefined ? 0 : wordCount(script) / WORDS_PER_SECOND;
  const read = type === 'motion' ? wordCount(prompt) / 3 : 0;
  return {
    role,
    type,
    prompt,
    script,
    layout: text.layout,
    sfx: ctx.format.arc === 'ad' ? text.sfx : undefined,
    weight: Math.max(ctx.format.sceneSec, spoken, read),
    floor: ctx.input.narrator ? spoken : 0,
  };
}

/** The scene's content for a visual prompt: the subject, and the point the scene makes. */
function aboutOf(ctx: Context, text: { copy: string; demo?: boolean }): { subject: string; point?: string } {
  const subject = mention(ctx);
  if (text.demo) return { subject: text.copy };
  return text.copy === capitalise(ctx.subject) ? { subject } : { subject, point: text.copy.replace(/[.!?…]+$/, '') };
}

/**
 * What the camera sees, for generated, product and presenter scenes. Mood and palette travel
 * in the scene's `art_direction`, for a generation model to read beside the prompt.
 */
function visualPrompt(ctx: Context, type: SceneType, shot: string, about: { subject: string; point?: string }): string {
  const look = `${STYLE_LEAD[ctx.input.art_style]}, ${FRAMING[ctx.input.aspect]}`;
  const point = about.point ? ` (${about.point})` : '';
  switch (type) {
    case 'i2v_fast':
      return clip(`${shot} the product from the photo, ${about.subject}${point}. ${look}.`, 1_000);
    case 's2v':
      return clip(`Presenter talking to camera about ${about.subject}${point}, ${ctx.facts.mood ?? 'friendly'} tone, bright studio. ${look}.`, 1_000);
    case 'walk_talk':
      return clip(`Presenter walking through a lively street while talking about ${about.subject}${point}. ${look}.`, 1_000);
    default:
      return clip(`${shot} ${about.subject}${point}. ${look}.`, 1_000);
  }
}

const STYLE_LEAD: Record<ArtStyle, string> = {
  cinematic: 'Cinematic live action, shallow depth of field',
  stop_motion: 'Handmade stop-motion animation',
  mascot: 'Friendly brand-mascot animation',
  watercolour: 'Soft watercolour illustration',
  whimsy_3d: 'Whimsical stylised 3D render',
};

const FRAMING: Record<Aspect, string> = {
  '9:16': 'vertical 9:16 framing',
  '16:9': 'widescreen 16:9 framing',
  '1:1': 'square 1:1 framing',
  '4:5': 'portrait 4:5 framing',
  '4:3': 'classic 4:3 framing',
  '3:4': 'portrait 3:4 framing',
};

/** On-screen copy must be readable in a few seconds: a short line, or a short list. */
function onScreen(copy: string, layout: MotionLayout | undefined): string {
  const maxWords = layout === 'checklist' || layout === 'steps' ? 60 : 16;
  const words = copy.trim().split(/\s+/);
  return clip(words.length > maxWords ? `${words.slice(0, maxWords).join(' ')}…` : copy.trim(), 600);
}

function artDirectionOf(input: PlanInput, facts: BriefFacts): string | undefined {
  const parts = [
    facts.mood ? `${facts.mood} mood` : undefined,
    input.assets.brandColors.length > 0 ? `brand palette ${input.assets.brandColors.join(', ')}` : undefined,
  ].filter((p): p is string => p !== undefined);
  return parts.length > 0 ? clip(parts.join('; '), 500) : undefined;
}

// ---- title, subject, notes ---------------------------------------------------------------

function titleOf({ input, facts, format, subject }: Context): string {
  if (format.arc === 'training') {
    return facts.howTo ? `How to ${facts.howTo}` : `${capitalise(subject)}: step by step`;
  }
  const brand = visible(input.brand_name);
  return brand && !subject.toLowerCase().includes(brand.toLowerCase()) ? `${brand}: ${capitalise(subject)}` : capitalise(subject);
}

/**
 * What the video is about: the product an advert names, or a training video's topic, then the
 * brand, the category, a name the brief mentions, and at last its opening words.
 */
function subjectOf(input: PlanInput, facts: BriefFacts, format: RouteFormat): { subject: string; named: boolean } {
  const brand = visible(input.brand_name);
  const category = visible(input.category);
  // A name inside a sentence ("the Calm Sleep app helped me") beats the sentence's opening words.
  const name = facts.lead && wordCount(facts.lead) >= 6 ? facts.name : undefined;
  const ranked: [string | undefined, boolean][] =
    format.arc === 'training'
      ? [[facts.topic, false], [facts.product, true], [brand, true], [category, true], [name, true]]
      : [[facts.product, true], [brand, true], [facts.topic, false], [category, true], [name, true]];
  const opening = visible(firstWords(input.brief.replace(/[^\p{L}\p{N}\s'-]/gu, ' '), 6));
  const candidates: [string | undefined, boolean][] = [...ranked, [facts.lead, false], [opening, false]];
  const found = candidates.find((c): c is [string, boolean] => c[0] !== undefined);
  const [subject, named] = found ?? [input.kind === 'training' ? 'this task' : 'our product', false];
  return { subject: clip(subject, 120), named };
}

/** A caller's text with something to show in it, trimmed; undefined for blanks and symbols. */
function visible(text: string | undefined): string | undefined {
  return text !== undefined && /[\p{L}\p{N}]/u.test(text) ? text.trim() : undefined;
}

function noteInputs(ctx: Context): void {
  const { input, facts } = ctx;
  if (!facts.product && !facts.topic && !visible(input.brand_name) && !visible(input.category)) {
    ctx.notes.push(`The brief names no product or topic; the scenes refer to "${ctx.subject}".`);
  }
  if (input.kind === 'training' && input.route && input.route !== 'training') {
    ctx.notes.push(`The ${input.route} route is an advert format; this was planned as a training video because kind is training.`);
  }
  if (ctx.format.productFormat && !input.assets.productImage && input.assets.productEnabled === false) {
    ctx.notes.push('product_enabled is false: product shots are generated instead of taken from a photo.');
  }
  if (input.narrator && !/^en\b/i.test(input.language)) {
    ctx.notes.push(`Narration uses the brief's own words where it can; connecting lines are in English, so review them for language "${input.language}".`);
  }
}

/** "the oat-milk latte", "the Volt running shoe", but "Northwind CRM": a name ends in a capital. */
/** How a sentence refers to the subject: a named thing with its article, a topic as it stands. */
function mention({ subject, named }: Pick<Context, 'subject' | 'named'>): string {
  return named ? theSubject(subject) : lowerFirst(subject);
}

function theSubject(subject: string): string {
  const last = subject.split(/\s+/).pop() ?? '';
  return /^\p{Lu}/u.test(last) || /^(?:the|a|an|your|our|this)\b/i.test(subject) || !/^\p{L}/u.test(last) ? subject : `the ${subject}`;
}

function sentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
