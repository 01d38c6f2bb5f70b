/**
 * Issue 23: a Japanese training's steps, kept in Japanese after the planner's English lead, are each drawn as the step
 * (lexicons/training-step-words.ts): the forklift belted in, its horn at a blind corner, its forks checked; the call-centre
 * agent listening to the end, apologising, logging the call; records shredded, a lost laptop reported; a box gripped and
 * lowered; customers greeted at the shop, a table disinfected.
 */
import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../../lambdas/render/compose/parse-prompt';

/** How the planner writes a step kept in its language: who and where in English, the step as the brief wrote it. */
const step = (who: string, text: string, place: string) => `${who} doing this step: ${text}, ${place}`;

describe('each Japanese training step is drawn as that step', () => {
  it.each([
    [step('A forklift driver', 'シートベルトを締める', 'in a warehouse'), 'forklift-driving'],
    [step('A forklift driver', '見通しの悪い角でクラクションを鳴らす', 'in a warehouse'), 'forklift-horn'],
    [step('A forklift driver', '始業前にフォークとタイヤを点検する', 'in a warehouse'), 'forklift-check'],
    [step('A call centre agent', 'お客様の話を最後まで聞く', 'in a call centre'), 'call-listening'],
    [step('A call centre agent', '一度だけ謝罪する', 'in a call centre'), 'call-speaking'],
    [step('A call centre agent', '次のステップを確認する', 'in a call centre'), 'call-typing'],
    [step('An office worker', '書類をシュレッダーにかける', 'in an office'), 'shredding'],
    [step('An office worker', 'ノートパソコンの紛失をすぐに報告する', 'in an office'), 'reporting-loss'],
    [step('A warehouse worker', '箱をしっかり持つ', 'in a warehouse'), 'lifting-load'],
    [step('A warehouse worker', '荷物をゆっくり下ろす', 'in a warehouse'), 'lifting-load'],
    [step('A warehouse worker', '背筋を伸ばす', 'in a warehouse'), 'squatting'],
    [step('A warehouse worker', '脚の力で持ち上げます', 'in a warehouse'), 'rising'],
    [step('A warehouse worker', '足の力を使って持ち上げる', 'in a warehouse'), 'rising'],
    [step('A shop assistant', '笑顔でお客様に挨拶する', 'in a shop'), 'welcoming'],
    [step('A shop assistant', 'レジを打つ', 'in a shop'), 'checkout'],
    [step('A shop assistant', 'テーブルを消毒する', 'in a shop'), 'wiping'],
  ])('%s', (prompt, pose) => {
    expect(parsePrompt(prompt).pose).toBe(pose);
  });

  it('the forklift and the agent are the ones drawn', () => {
    expect(parsePrompt(step('A forklift driver', 'シートベルトを締める', 'in a warehouse')).things.map((t) => t.concept)).toContain('forklift');
    expect(parsePrompt(step('A call centre agent', 'お客様の話を最後まで聞く', 'in a call centre')).things.map((t) => t.concept)).toContain('agent');
  });
});
