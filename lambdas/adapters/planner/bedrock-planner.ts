import {
  ConverseCommand,
  type BedrockRuntimeClient,
  type ContentBlock,
  type Message,
  type ToolInputSchema,
} from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod';
import { planSchema, type Plan, type PlanInput, type Planner } from '../../core/planning/planner';
import { briefFacts, planningRules } from '../../core/planning/model-brief';
import { reviewPlan } from '../../core/planning/review-plan';
import { framing } from '../../core/planning/scene-prompts';
import type { Narrator } from '../../core/planning/speech-rates';
import { formatOf } from '../../core/render/routes-catalog';
import { problemsFromZod } from '../../core/render/zod-problems';

/**
 * Planner on a hosted language model through Bedrock's Converse API. The model must answer
 * by calling one tool whose input schema is the plan schema (from zod), so the reply is data,
 * not prose; the reply is validated by the same zod schema, repaired once by telling the model
 * what was wrong, and otherwise refused with a clear error (→ PLAN_FAILED in planWithBudget).
 */

export const PLAN_TOOL = 'submit_plan';

export interface BedrockPlannerOptions {
  client: Pick<BedrockRuntimeClient, 'send'>;
  /** A Converse model that supports tool use, by the id the stack's Region calls it (an inference-profile id such as `global.amazon.nova-2-lite-v1:0`; lambdas/core/models/invocation.ts). */
  modelId: string;
  maxTokens?: number;
  /** The voice that will say the scripts: its measured rate sizes them (the offline eSpeak NG by default). */
  narrator?: Narrator;
}

/** The tool's input schema: JSON Schema of the plan, as the request's own scenes are validated. */
export const planToolSchema: ToolInputSchema.JsonMember['json'] = (() => {
  // Plain JSON (no dialect marker) is what Converse tool schemas accept.
  const { $schema: _dialect, ...schema } = JSON.parse(JSON.stringify(z.toJSONSchema(planSchema, { io: 'input' })));
  return schema;
})();

export function bedrockPlanner(options: BedrockPlannerOptions): Planner {
  const converse = async (messages: Message[], input: PlanInput, signal: AbortSignal) => {
    const reply = await options.client.send(
      new ConverseCommand({
        modelId: options.modelId,
        system: [{ text: systemPrompt(input, options.narrator ?? 'espeak') }],
        messages,
        inferenceConfig: { maxTokens: options.maxTokens ?? 4_096, temperature: 0.4 },
        toolConfig: {
          tools: [
            {
              toolSpec: {
                name: PLAN_TOOL,
                description: 'Submit the finished scene plan for the video.',
                inputSchema: { json: planToolSchema },
              },
            },
          ],
          toolChoice: { tool: { name: PLAN_TOOL } },
        },
      }),
      { abortSignal: signal },
    );
    return reply.output?.message ?? { role: 'assistant', content: [] };
  };

  return {
    async plan(input, { signal }) {
      const messages: Message[] = [{ role: 'user', content: [{ text: userPrompt(input) }] }];
      const first = await converse(messages, input, signal);
      const attempt = readPlan(first);
      if (attempt.plan) return reviewPlan(attempt.plan, input, options.narrator);

      // One repair: hand the problems back as the tool's error result and ask again.
      messages.push(first, { role: 'user', content: [repairRequest(attempt)] });
      const second = readPlan(await converse(messages, input, signal));
      if (second.plan) return reviewPlan(second.plan, input, options.narrator);
      throw new Error(`Bedrock planner returned an invalid plan twice: ${second.problems}`);
    },
  };
}

interface Attempt {
  plan?: Plan;
  toolUseId?: string;
  problems: string;
}

function readPlan(message: Message): Attempt {
  const use = (message.content ?? []).find((block): block is ContentBlock.ToolUseMember => block.toolUse?.name === PLAN_TOOL);
  if (!use) return { problems: `no ${PLAN_TOOL} tool call in the reply` };
  const checked = planSchema.safeParse(use.toolUse.input, { reportInput: true });
  const toolUseId = use.toolUse.toolUseId;
  if (checked.success) return { plan: checked.data, toolUseId, problems: '' };
  const problems = problemsFromZod(checked.error.issues).map((p) => `${p.path}: ${p.message}`).join('; ');
  return { toolUseId, problems };
}

function repairRequest(attempt: Attempt): ContentBlock {
  const text = `The plan is invalid: ${attempt.problems}. Call ${PLAN_TOOL} again with a corrected plan.`;
  return attempt.toolUseId
    ? { toolResult: { toolUseId: attempt.toolUseId, status: 'error', content: [{ text }] } }
    : { text };
}

/** The same rules the built-in planner keeps, and its review enforces (core/planning/model-brief.ts). */
function systemPrompt(input: PlanInput, narrator: Narrator): string {
  return [
    'You are a senior copywriter and motion designer planning a short video from a client brief.',
    `Answer only by calling ${PLAN_TOOL}.`,
    'Rules: 1 to 12 scenes;',
    'prompt is what the camera sees, or for a motion scene the short on-screen copy;',
    ...planningRules(input, narrator),
    'notes lists, as full sentences, what you could not do or doubt.',
  ].join(' ');
}

/** The brief and its options; assets only by presence (the images never leave our storage). */
function userPrompt(input: PlanInput): string {
  const format = formatOf(input.route, input.kind);
  const slots = format.slots.map((s) => `${s.role} (${s.type}${s.repeat ? ', repeat to fill' : ''})`).join(', ');
  const facts = [
    `Kind: ${input.kind}. Length: ${input.duration_sec} s. Language: ${input.language}.`,
    // One generated picture serves every aspect of the job: the model frames it for what they share.
    `Aspects: ${input.aspects.join(', ')}${input.aspects.length > 1 ? `, every scene shown in each; compose generated scenes with ${framing(input.aspects)}, naming no one aspect` : `; compose generated scenes with ${framing(input.aspects)}`}.`,
    `Format${input.route ? ` "${input.route}"` : ''}: ${slots}.`,
    `Art style: ${input.art_style}. Music: ${input.music_style}.`,
    input.title ? `Title (use as given): ${input.title}` : 'Write a title of at most 200 characters.',
    input.brand_name ? `Brand: ${input.brand_name}.` : '',
    input.category ? `Category: ${input.category}.` : '',
    input.assets.productImage ? 'A product photo is supplied: i2v_fast scenes start from it.' : 'No product photo: do not plan i2v_fast scenes.',
    input.assets.avatar || input.assets.presenterEnabled === false ? 'A presenter face is available for s2v and walk_talk scenes.' : 'No presenter face: avoid s2v and walk_talk scenes.',
    input.assets.brandLogo ? 'A brand logo is supplied for the closing card.' : '',
  ].filter(Boolean);
  const read = briefFacts(input);
  return `${facts.join('\n')}\n\nBrief:\n${input.brief}${read.length > 0 ? `\n\nWhat the brief states (use it all):\n${read.join('\n')}` : ''}`;
}
