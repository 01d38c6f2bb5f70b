/** A brief planned by the built-in planner, and what the planning tests measure of it. */
import { planFromBrief } from '../../../lambdas/core/planning/builtin-planner';
import { narrationCoverage, splitScript, voiceFor } from '../../../lambdas/core/planning/narration-fit';
import { planInputOf, type Plan, type PlanInput } from '../../../lambdas/core/planning/planner';
import { parseRenderRequest } from '../../../lambdas/core/render/request-schema';
import { deepFreeze } from '../../support/deep-freeze';

/**
 * Plans made, by request body: planning is deterministic (a property test holds it to that) and most of
 * a planning test's time, and files sharing a worker (vitest.config.ts) plan many of the same briefs.
 */
const planned = new Map<string, { input: PlanInput; plan: Plan }>();

/** The request body planned (9:16 unless it says otherwise), with the planner's input; frozen, as it is shared. */
export const planOf = (body: Record<string, unknown>): { input: PlanInput; plan: Plan } => {
  const key = JSON.stringify(body);
  let made = planned.get(key);
  if (!made) {
    const request = parseRenderRequest({ aspect: '9:16', ...body });
    const input = planInputOf({ ...request, brief: request.brief! });
    // A copy frozen, so nothing the planner shares with its own tables is frozen with it.
    made = deepFreeze(structuredClone({ input, plan: planFromBrief(input) }));
    planned.set(key, made);
  }
  return made;
};

/** The planned share of the video the offline voice narrates. */
export const coverage = ({ input, plan }: ReturnType<typeof planOf>) =>
  narrationCoverage(voiceFor('espeak', input.language), plan.scenes.map((s) => s.script), plan.scenes.map((s) => s.duration_sec));

/** Every sentence the plan says, in order. */
export const sentences = (plan: Plan) => plan.scenes.flatMap((s) => (s.script ? splitScript(s.script) : []));

/** A step's line without the word that leads it in from the step before ("Next, slide …" → "Slide …"; step-transitions.ts). */
export const withoutLead = (line: string) =>
  line.replace(/^(?:(?:First|Next|Then|Finally|Primero|Después|Luego|Por último|D’abord|Ensuite|Puis|Enfin|Per prima cosa|Poi|Quindi|Infine|Primeiro|Depois|Em seguida|Por fim),|(?:Zuerst|Danach|Dann|Zum Schluss|Eerst|Daarna|Dan|Tot slot):)\s+(\S)/u, (_, first: string) => first.toUpperCase());
