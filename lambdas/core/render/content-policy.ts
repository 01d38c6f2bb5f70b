import { apiError } from '../errors';
import type { RenderRequest, Scene } from './request-schema';

/**
 * Content rules (§4.2, 400 CONTENT_BLOCKED) behind a port, so a managed guardrail can replace
 * the local rule set without touching the render contract.
 */
export interface ContentVerdict {
  blocked: boolean;
  /** Which rule was broken, in words safe to show the caller (never the matched text). */
  reason?: string;
}

export interface ContentPolicy {
  check(texts: readonly string[]): Promise<ContentVerdict>;
}

export interface ContentRule {
  reason: string;
  pattern: RegExp;
}

/**
 * The default rule set: categories no advert or training video of ours may carry. Deliberately
 * short and precise (a false block costs a customer a render); deployments extend or replace it.
 */
export const DEFAULT_CONTENT_RULES: readonly ContentRule[] = [
  { reason: 'sexual content', pattern: /\b(?:porn\w*|pornographic|nsfw|xxx|explicit sex|nude|nudity|naked)\b/i },
  { reason: 'weapons or explosives instructions', pattern: /\bhow to (?:make|build|assemble) (?:a |an )?(?:bomb|explosive|pipe bomb|ghost gun|silencer)s?\b/i },
  { reason: 'violent extremism', pattern: /\b(?:join (?:isis|al[- ]qaeda)|behead\w*|glorify terror\w*)\b/i },
  { reason: 'sale of illegal drugs', pattern: /\b(?:buy|sell|order|selling)\s+(?:cocaine|heroin|meth(?:amphetamine)?|fentanyl|crack)\b/i },
  { reason: 'false medical claims', pattern: /\bcures?\s+(?:cancer|diabetes|covid(?:-19)?|hiv|aids|autism)\b/i },
];

export interface ContentRuleConfig {
  /** Extra whole words or phrases to block, matched case-insensitively. */
  blockedTerms?: readonly string[];
  /** Extra regular expressions (source text), matched case-insensitively. */
  blockedPatterns?: readonly string[];
  /** false drops DEFAULT_CONTENT_RULES and keeps only the configured ones. */
  includeDefaults?: boolean;
}

/** The local default policy: a configurable rule set, no network. */
export function ruleContentPolicy(config: ContentRuleConfig = {}): ContentPolicy {
  const rules = [
    ...(config.includeDefaults === false ? [] : DEFAULT_CONTENT_RULES),
    ...(config.blockedTerms ?? []).map((term) => ({ reason: 'a blocked term', pattern: termPattern(term) })),
    ...(config.blockedPatterns ?? []).map((source) => ({ reason: 'a blocked pattern', pattern: new RegExp(source, 'iu') })),
  ];
  return {
    async check(texts) {
      for (const text of texts) {
        // NFKC folds look-alike forms (full-width letters, ligatures) onto the letters the rules name.
        const normal = text.normalize('NFKC').replace(/\s+/g, ' ');
        const broken = rules.find((rule) => rule.pattern.test(normal));
        if (broken) return { blocked: true, reason: broken.reason };
      }
      return { blocked: false };
    },
  };
}

function termPattern(term: string): RegExp {
  const escaped = term.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu');
}

/** Throws 400 CONTENT_BLOCKED when the policy blocks any of the texts. */
export async function enforceContentPolicy(policy: ContentPolicy, texts: readonly string[]): Promise<void> {
  const verdict = await policy.check(texts.filter((t) => t.trim() !== ''));
  if (verdict.blocked) {
    const why = verdict.reason ? `The request breaks the content rules (${verdict.reason})` : undefined;
    throw apiError('CONTENT_BLOCKED', why);
  }
}

/** Every caller-written text of a request that ends up on screen, in a voice, or in a prompt. */
export function textsOfRequest(request: RenderRequest): string[] {
  return [
    request.brief,
    request.title,
    request.brand_name,
    request.category,
    ...textsOfScenes(request.scene_plan ?? []),
  ].filter((t): t is string => t !== undefined);
}

/** Texts of scenes, e.g. a plan written by the planner (checked again: a model may invent). */
export function textsOfScenes(scenes: readonly Scene[]): string[] {
  return scenes
    .flatMap((s) => [s.prompt, s.script, s.role, s.art_direction, s.sfx, s.motion?.beat])
    .filter((t): t is string => t !== undefined);
}
