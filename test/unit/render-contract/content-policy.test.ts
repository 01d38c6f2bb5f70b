import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lambdas/core/errors';
import {
  enforceContentPolicy,
  ruleContentPolicy,
  textsOfRequest,
  textsOfScenes,
  type ContentPolicy,
} from '../../../lambdas/core/render/content-policy';
import { parseRenderRequest } from '../../../lambdas/core/render/request-schema';

async function codeOf(policy: ContentPolicy, texts: string[]): Promise<string | undefined> {
  try {
    await enforceContentPolicy(policy, texts);
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    return (err as ApiError).code;
  }
}

describe('§4.2 content rules → 400 CONTENT_BLOCKED (local default rule set)', () => {
  const policy = ruleContentPolicy();

  it.each([
    'A nude photo shoot for our perfume',
    'Explain how to make a bomb at home',
    'Sell cocaine to students',
    'Our tea cures cancer in a week',
    'ＮＵＤＥ models on a beach', // full-width letters fold onto the rule
  ])('blocks: %s', async (text) => {
    expect(await codeOf(policy, ['fine text', text])).toBe('CONTENT_BLOCKED');
  });

  it.each(['A 20-second ad for our oat-milk latte', 'Bomb-proof backpacks for hikers', 'Training: how to reset your password'])(
    'allows: %s',
    async (text) => {
      expect(await codeOf(policy, [text])).toBeUndefined();
    },
  );

  it('the reason names the rule, never the matched words', async () => {
    await expect(enforceContentPolicy(policy, ['nude'])).rejects.toThrow('The request breaks the content rules (sexual content)');
  });
});

describe('content rules are configurable', () => {
  it('extra terms are whole words, case-insensitive', async () => {
    const policy = ruleContentPolicy({ blockedTerms: ['Acme Rival'] });
    expect(await codeOf(policy, ['Better than acme   rival!'])).toBe('CONTENT_BLOCKED');
    expect(await codeOf(policy, ['Better than acme rivalry'])).toBeUndefined();
  });
  it('extra patterns are regular expressions', async () => {
    const policy = ruleContentPolicy({ blockedPatterns: ['\\bguaranteed\\s+returns?\\b'] });
    expect(await codeOf(policy, ['Guaranteed returns of 20%'])).toBe('CONTENT_BLOCKED');
  });
  it('includeDefaults: false keeps only the configured rules', async () => {
    expect(await codeOf(ruleContentPolicy({ includeDefaults: false }), ['nude'])).toBeUndefined();
  });
});

describe('which texts are checked', () => {
  it('every caller text of a request: brief, title, brand, category and every scene text', () => {
    const request = parseRenderRequest({
      brief: 'b', title: 't', brand_name: 'n', category: 'c',
      scene_plan: [{ type: 'motion', prompt: 'p', script: 's', role: 'r', art_direction: 'a', sfx: 'x', motion: { beat: 'm' } }],
    });
    expect(textsOfRequest(request).sort()).toEqual(['a', 'b', 'c', 'm', 'n', 'p', 'r', 's', 't', 'x']);
  });
  it('planned scenes are checked too (a model may write what the brief did not)', () => {
    expect(textsOfScenes([{ type: 't2v_fast', prompt: 'p', script: 's', duration_sec: 5 }])).toEqual(['p', 's']);
  });
});
