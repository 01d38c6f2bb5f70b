/**
 * §2.4 plan_notes: a brief whose narration the configured voice cannot read is planned and
 * rendered without it, and the plan says so. Which lines a voice reads is the voice's own
 * capability (core/render/narration.ts): the offline voice and Amazon Polly differ.
 */
import { describe, expect, it } from 'vitest';
import { narrationLanguagesFor } from '../../lambdas/adapters/render/configured-speech';
import { narrationLeftOutNote } from '../../lambdas/core/render/narration';
import { useLocalStack } from '../support/local-stack';
import { recordingWorkflow } from '../support/controlled';

const stack = useLocalStack({ ports: { workflow: recordingWorkflow(), narration: narrationLanguagesFor('espeak') } });

describe('§2.4 plan_notes: narration the voice cannot read is left out, and the plan says so', () => {
  it('a brief in Arabic with the offline voice: every scene keeps its captions and music, the note names the language', async () => {
    const { api_key } = await stack.account({ credits: 1_000 });
    const res = await stack.api('POST', '/v1/render', { key: api_key, body: { brief: 'إعلان لقهوتنا الجديدة المحمصة كل صباح', language: 'ar', dry_run: true } });
    expect(res.status).toBe(200);
    expect(res.body.plan_notes).toContain('Narration was left out: the voice cannot read Arabic as written; the scenes keep their captions and music.');
  });

  it('a brief in English: no note that narration was left out', async () => {
    const { api_key } = await stack.account({ credits: 1_000 });
    const res = await stack.api('POST', '/v1/render', { key: api_key, body: { brief: 'An advert for our oat-milk latte', dry_run: true } });
    expect(res.status).toBe(200);
    expect(res.body.plan_notes ?? '').not.toContain('Narration was left out');
  });

  it('the decision is the voice\'s: Amazon Polly reads Arabic and Japanese, the offline voice only vowelled Arabic and Japanese through kana', () => {
    const scripts = ['مرحبا بكم في متجرنا', undefined, 'قهوة طازجة كل صباح'];
    expect(narrationLeftOutNote(scripts, 'ar', narrationLanguagesFor('polly'))).toBeNull();
    expect(narrationLeftOutNote(scripts, 'ar', narrationLanguagesFor('espeak'))).toBe(
      'Narration was left out: the voice cannot read Arabic as written; the scenes keep their captions and music.',
    );
    expect(narrationLeftOutNote(['مَرْحَبًا بِكُمْ', 'قهوة طازجة'], 'ar', narrationLanguagesFor('espeak'))).toBe(
      'Narration of scene 2 was left out: the voice cannot read Arabic as written; the scenes keep their captions and music.',
    );
    expect(narrationLeftOutNote(['今日は良い天気です'], 'ja', narrationLanguagesFor('espeak'))).toBeNull();
    expect(narrationLeftOutNote(['שלום'], 'he', narrationLanguagesFor('polly'))).toContain('Hebrew');
  });
});
