import { readBrief } from './brief-text';
import { AD_CARD_SEC, AD_SHOT_SEC } from './durations';
import { lengthBudget, MIN_NARRATION_COVERAGE, NARRATION_PAD_SEC } from './narration-fit';
import type { PlanInput } from './planner';
import { isUnspaced, speechRate, type Narrator } from './speech-rates';

/**
 * What a hosted model is told so that it plans to the built-in planner's rules (issue 23): the
 * length the scenes share once the end card is counted, how much narration each scene holds at
 * the narrator's measured rate, and the brief's own facts as the built-in planner reads them.
 * Its plan then goes through the same review (review-plan.ts), which enforces what it can and
 * notes the rest. Pure text; the adapter sends it.
 */

/** The planning rules, as sentences for a system prompt. */
export function planningRules(input: PlanInput, narrator: Narrator): string[] {
  const budget = lengthBudget(input);
  const rate = speechRate(narrator, input.language);
  const unit = isUnspaced(input.language) ? 'characters' : 'letters';
  return [
    `Scene lengths (duration_sec, 3 to 10 s each, in steps of 0.5 s) add up to ${budget.scenes} s` +
      (budget.endCard > 0 ? `: the video is ${input.duration_sec} s and the logo's end card takes the last ${budget.endCard} s.` : '.') +
      (input.kind === 'ad' ? ` Every generated shot lasts at most ${AD_SHOT_SEC} s, as advert shots do, and every motion card at most ${AD_CARD_SEC} s unless its own script needs longer: a longer advert has more scenes, each with its own moment or fact of the brief, not longer ones.` : ''),
    input.narrator
      ? `Narration: each scene's script is said in its scene with ${NARRATION_PAD_SEC} s of silence around it; the narrator says about ${Math.round(rate.charsPerSec)} ${unit} a second, so a scene of D seconds holds about ${Math.round(rate.charsPerSec)} × (D − ${NARRATION_PAD_SEC}) ${unit}, a figure taking longer. Size every script to its scene and keep narration over at least ${Math.round(MIN_NARRATION_COVERAGE * 100)}% of the video; if the brief gives too little to say for that, say so in notes rather than pad.`
      : 'There is no narrator: write no script; put what must be read in motion scenes.',
    'Copy comes from the brief: its product, benefits, figures, offer, audience, address and call to action, in its own words where they work. Invent no figure, award, review or claim.',
    'Every figure and address of the brief appears in a script or on screen, or notes say why it was left out. The closing scene shows the address.',
    'No two scenes share the same prompt and script.',
    'A generated scene (t2v_fast) describes one concrete composition with the brief\'s subject: who or what, a relation (on, in, beside, holding, pouring), a setting and a time of day, e.g. "The e-bike leaning on a harbour wall, the sea behind it, at sunset".',
    input.kind === 'training'
      ? 'Training: an intro saying what the viewer will learn; one motion scene per step with the instruction as its on-screen copy (layout steps), its narration the instruction without a label ("Tap Security.", never "Step 2: Tap Security."), since the renderer shows the step number; a recap (layout checklist). Use the brief\'s steps in order, whatever their notation. If the brief promises more steps than it names, show the named ones, invent none, and say in notes what is missing.'
      : 'Advert: a hook that earns the next second (a question, the audience, the boldest short figure), the body and its proof in specific, active, short lines, and a call to action that says exactly what to do and where.',
  ];
}

/** The brief's facts as the built-in planner reads them, for the model to use and check against. */
export function briefFacts(input: PlanInput): string[] {
  const facts = readBrief(input.brief, input.language, input.kind);
  const list = (label: string, items: readonly string[]) => (items.length > 0 ? [`${label}: ${items.map((i) => `"${i}"`).join(', ')}.`] : []);
  return [
    ...list('Steps the brief lists, in order', facts.steps.map((s) => s.text)),
    ...(facts.promisedSteps !== undefined ? [`The brief promises ${facts.promisedSteps} steps and names ${facts.steps.length}.`] : []),
    ...list('Figures', facts.figures),
    ...list('Addresses', facts.addresses.map((a) => a.text)),
    ...list('Offer', facts.offer ? [facts.offer] : []),
    ...list('Audience', facts.audience ? [facts.audience] : []),
    ...list('Call to action', facts.cta ? [facts.cta] : []),
    ...list('Setting', [facts.setting.place, facts.setting.time].filter((s): s is string => s !== undefined)),
  ];
}
