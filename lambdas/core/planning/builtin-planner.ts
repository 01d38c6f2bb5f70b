import type { Scene } from '../render/request-schema';
import { formatOf, type RouteFormat } from '../render/routes-catalog';
import { advertDrafts } from './advert-plan';
import { capitalise, firstWords, readBrief, wordCount, type BriefFacts } from './brief-text';
import { subjectKind } from './compositions';
import { fitNarration, lengthBudget, voiceFor } from './narration-fit';
import { joinedHaves } from './joined-haves';
import { brandThenTrade } from './brand-names';
import { holdsBrand } from './brand-within';
import { visible, type Context } from './plan-context';
import { phrasebookFor } from './phrases';
import type { Plan, PlanInput, Planner } from './planner';
import { clip, reviewPlan } from './review-plan';
import type { Narrator } from './speech-rates';
import { unvoicedNote } from './unvoiced-lines';
import { withoutFramingVerb } from './framing-verbs';
import { readsAsTraining, TRAINING_ASKED_AS_AD, trainingDrafts, trainingTitle } from './training-plan';

/**
 * The built-in planner: deterministic, no network, no model (issues 6 and 23). It reads the
 * brief's facts (brief-text.ts), writes an advert (advert-plan.ts) or a training video
 * (training-plan.ts) in the brief's own words, sizes every script and scene to the narrator's
 * measured rate so that the video lasts what was asked and is narrated over most of it
 * (narration-fit.ts), and passes the result through the review every planner shares.
 */
export function builtinPlanner(options: { narrator?: Narrator } = {}): Planner {
  return {
    async plan(input, { signal }) {
      signal.throwIfAborted();
      return planFromBrief(input, options.narrator);
    },
  };
}

export function planFromBrief(given: PlanInput, narrator: Narrator = 'espeak'): Plan {
  const format = formatOf(given.route, given.kind);
  // An advert's brief is read for what it promotes, not the verb that asks for it (framing-verbs.ts).
  const input = format.arc === 'ad' ? { ...given, brief: withoutFramingVerb(given.brief) } : given;
  const facts = readBrief(input.brief, input.language, format.arc);
  const { phrases, own } = phrasebookFor(input.language);
  const { subject, named, source } = subjectOf(input, facts, format);
  const length = lengthBudget(input);
  const ctx: Context = {
    input,
    facts,
    format,
    phrases,
    subject,
    named,
    // An occasion is no place of business nor product: its pictures are its own (occasion-shots.ts).
    kind: facts.occasion ? 'generic' : subjectKind(subject, input.brief, source === 'brand', input.language),
    budget: length.scenes,
    slack: length.slack,
    voice: input.narrator ? voiceFor(narrator, input.language) : null,
    notes: [],
  };
  noteInputs(ctx, own, source);

  const drafts = format.arc === 'training' ? trainingDrafts(ctx) : advertDrafts(ctx);
  const fitted = fitNarration(drafts, ctx.budget, ctx.voice, ctx.slack);
  if (fitted.dropped.length > 0) {
    ctx.notes.push(
      `Left out for time: ${fitted.dropped.map((l) => `"${l}"`).join(', ')}. A longer duration_sec would include ${fitted.dropped.length > 1 ? 'them' : 'it'}.`,
    );
  }
  const artDirection = artDirectionOf(input, facts);
  const scenes = drafts.map((d, i): Scene => ({
    type: d.type,
    role: d.role,
    // A scene that says another of the brief's points shows that point too; a shot with no time to say its own does not picture it (a card still shows its words).
    prompt: d.restage && fitted.shows[i] !== undefined ? d.restage(fitted.shows[i]!) : d.restage && d.type !== 'motion' && d.lines[0] !== undefined && !fitted.scripts[i]?.includes(d.lines[0]) ? d.restage() : d.prompt,
    duration_sec: fitted.durations[i]!,
    ...(fitted.scripts[i] ? { script: joinedHaves(fitted.scripts[i]!, input.language) } : {}),
    ...(d.type === 'motion' ? { motion: { beat: d.role, layout: d.layout ?? 'headline' } } : {}),
    ...(artDirection ? { art_direction: artDirection } : {}),
    ...(d.sfx && format.arc === 'ad' ? { sfx: d.sfx } : {}),
  }));
  const unvoiced = input.narrator ? unvoicedNote(fitted.scripts, input.language, narrator) : undefined;
  return reviewPlan({ title: input.title ?? titleOf(ctx), scenes, notes: unvoiced ? [...ctx.notes, unvoiced] : ctx.notes }, input, narrator);
}

function artDirectionOf(input: PlanInput, facts: BriefFacts): string | undefined {
  const parts = [
    facts.mood ? `${facts.mood} mood` : undefined,
    input.assets.brandColors.length > 0 ? `brand palette ${input.assets.brandColors.join(', ')}` : undefined,
  ].filter((p): p is string => p !== undefined);
  return parts.length > 0 ? clip(parts.join('; '), 500) : undefined;
}

// Also before the common noun a name follows: "la palestra FitLab" titles "Palestra FitLab".
const SENTENCE_ARTICLE = /^(?:la|le|les|l['’]|el|los|las|il|lo|gli|i|o|a|os|as|de|het|der|die|das|den|dem)\s*(?<=\s|['’])(?=\p{Lu}|\p{Ll}+(?:\s+(?:de|di|da|du)\s+\p{Ll}+)?\s+\p{Lu})/u;

function titleOf(ctx: Context): string {
  if (ctx.format.arc === 'training') return trainingTitle(ctx);
  const brand = visible(ctx.input.brand_name);
  // "per la Pizzeria Da Gino": the sentence's article, said in lines but no part of the name on a card ("Le Petit Four" keeps its own).
  const subject = capitalise(ctx.subject.replace(SENTENCE_ARTICLE, ''));
  // "Crumb & Co.: Grand opening".
  if (ctx.facts.event && ctx.named) return `${subject}: ${capitalise(ctx.facts.event.name)}`;
  // "Sharp & Co barbershop" of the brand Sharp & Co is titled as the brand writes its name.
  const branded = brandThenTrade(ctx.subject, brand, ctx.input.language);
  if (branded) return branded.name;
  return brand && !holdsBrand(subject, brand) && !sameName(brand, subject) ? `${brand}: ${subject}` : subject;
}

/**
 * What the video is about: the product an advert names, or a training video's topic, then the
 * brand, the category, a name the brief mentions, and at last its opening words.
 */
function subjectOf(input: PlanInput, facts: BriefFacts, format: RouteFormat): { subject: string; named: boolean; source: string } {
  const brand = visible(input.brand_name);
  const category = visible(input.category);
  // A name inside a sentence ("the Calm Sleep app helped me") beats the sentence's opening words.
  // So does a name that leads the brief in place of a date (brief-leads.ts).
  const name = facts.lead && (wordCount(facts.lead, input.language) >= 6 || facts.lead === facts.name) ? facts.name : undefined;
  type Candidate = [string | undefined, boolean, string];
  const ranked: Candidate[] =
    format.arc === 'training'
      ? [[facts.topic, false, 'topic'], [facts.product, true, 'product'], [brand, true, 'brand'], [category, true, 'category'], [name, true, 'name']]
      : [[facts.product, true, 'product'], [brand, true, 'brand'], [facts.topic, false, 'topic'], [category, true, 'category'], [name, true, 'name']];
  const opening = visible(firstWords(input.brief.replace(/[^\p{L}\p{N}\s'-]/gu, ' '), 6));
  const candidates: Candidate[] = [...ranked, [facts.lead, false, 'lead'], [opening, false, 'opening']];
  const found = candidates.find((c): c is [string, boolean, string] => c[0] !== undefined);
  const [phrase, named, foundSource] = found ?? [input.kind === 'training' ? 'this task' : 'our product', false, 'none'];
  // The product named as the brand ("an ad for Crumb & Co.") is the brand, spelt as the brand spells it.
  const [subject, source] = brand && sameName(phrase, brand) ? [brand, 'brand'] : [phrase, foundSource];
  return { subject: clip(subject, 120), named, source };
}

/** The same name, whatever its case and punctuation ("Crumb & Co" and "Crumb & Co."). */
function sameName(a: string, b: string): boolean {
  const bare = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return bare(a) === bare(b);
}

function noteInputs(ctx: Context, ownPhrases: boolean, source: string): void {
  const { input } = ctx;
  if (source === 'lead' || source === 'opening' || source === 'none') {
    ctx.notes.push(`The brief names no product or topic; the scenes refer to "${ctx.subject}".`);
  }
  if (ctx.format.arc === 'ad' && readsAsTraining(input.brief, ctx.facts)) ctx.notes.push(TRAINING_ASKED_AS_AD);
  if (input.kind === 'training' && input.route && input.route !== 'training') {
    ctx.notes.push(`The ${input.route} route is an advert format; this was planned as a training video because kind is training.`);
  }
  if (ctx.format.productFormat && !input.assets.productImage && input.assets.productEnabled === false) {
    ctx.notes.push('product_enabled is false: product shots are generated instead of taken from a photo.');
  }
  if (input.narrator && !ownPhrases) {
    ctx.notes.push(`Narration uses the brief's own words where it can; connecting lines are in English, so review them for language "${input.language}".`);
  }
}
