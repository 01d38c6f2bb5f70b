import {
  ApplyGuardrailCommand,
  type ApplyGuardrailCommandOutput,
  type BedrockRuntimeClient,
} from '@aws-sdk/client-bedrock-runtime';
import type { ContentPolicy } from '../../core/render/content-policy';

/**
 * The content-policy port on an Amazon Bedrock guardrail (ApplyGuardrail): the managed
 * alternative to the local rule set, configured in the guardrail itself (filters, denied
 * topics, word lists). Only the verdict and the category names leave this adapter.
 */
export interface BedrockGuardrailOptions {
  client: Pick<BedrockRuntimeClient, 'send'>;
  guardrailId: string;
  guardrailVersion: string;
}

export function bedrockGuardrailPolicy(options: BedrockGuardrailOptions): ContentPolicy {
  return {
    async check(texts) {
      if (texts.length === 0) return { blocked: false };
      const verdict = await options.client.send(
        new ApplyGuardrailCommand({
          guardrailIdentifier: options.guardrailId,
          guardrailVersion: options.guardrailVersion,
          source: 'INPUT',
          content: texts.map((text) => ({ text: { text } })),
        }),
      );
      return verdict.action === 'GUARDRAIL_INTERVENED' ? { blocked: true, reason: reasonOf(verdict) } : { blocked: false };
    },
  };
}

/** The first policy that blocked, named for the caller ("violence", "denied topic Gambling"). */
function reasonOf(verdict: ApplyGuardrailCommandOutput): string {
  for (const a of verdict.assessments ?? []) {
    const filter = a.contentPolicy?.filters?.find((f) => f.action === 'BLOCKED');
    if (filter?.type) return filter.type.toLowerCase().replace(/_/g, ' ');
    const topic = a.topicPolicy?.topics?.find((t) => t.action === 'BLOCKED');
    if (topic?.name) return `denied topic ${topic.name}`;
    if (a.wordPolicy?.customWords?.some((w) => w.action === 'BLOCKED') || a.wordPolicy?.managedWordLists?.some((w) => w.action === 'BLOCKED')) {
      return 'a blocked word';
    }
  }
  return 'the content guardrail';
}
