import { describe, expect, it } from 'vitest';
import { findSteps } from '../../../lambdas/core/planning/brief-steps';
import { findFigures } from '../../../lambdas/core/planning/brief-facts';
import { readBrief } from '../../../lambdas/core/planning/brief-text';
import { isScreenStep, stepScene } from '../../../lambdas/core/planning/step-pictures';
import { trainingHeading } from '../../../lambdas/core/planning/training-headings';
import { TRAINING_ASKED_AS_AD } from '../../../lambdas/core/planning/training-plan';
import { coverage, planOf, sentences } from './plan-of';

/**
 * Issue 23: training briefs in Japanese, Chinese and Korean read as trainers write them: steps
 * numbered inline after "。" or "：" in the notations of those languages, a heading that gives
 * the topic and the audience and never the length, and in Japanese each step the engine can draw
 * shown being done.
 */

const HAND_WASHING_JA = '30秒の研修動画：新人スタッフ向けの正しい手洗い。1. 手を水でぬらす 2. せっけんをつける 3. 20秒こする 4. すすいで乾かす';
const WASH_STEPS_JA = ['手を水でぬらす', 'せっけんをつける', '20秒こする', 'すすいで乾かす'];

describe('inline steps in the notations of Japanese, Chinese and Korean', () => {
  it.each([
    ['1. after 。, a step opening with a figure', HAND_WASHING_JA, WASH_STEPS_JA],
    ['full-width digits and spaces', '３０秒の研修動画：新人スタッフ向けの正しい手洗い。１．手を水でぬらす　２．せっけんをつける　３．２０秒こする　４．すすいで乾かす', ['手を水でぬらす', 'せっけんをつける', '２０秒こする', 'すすいで乾かす']],
    ['1. glued to its step', '研修：手洗い。1.手を水でぬらす 2.せっけんをつける 3.20秒こする 4.すすいで乾かす', WASH_STEPS_JA],
    ['1）', '研修：正しい手洗い。1）手を水でぬらす 2）せっけんをつける 3）20秒こする 4）すすいで乾かす', WASH_STEPS_JA],
    ['①', '研修：正しい手洗い。①手を水でぬらす②せっけんをつける③20秒こする④すすいで乾かす', WASH_STEPS_JA],
    ['（1）', '手洗い研修：（1）手を水でぬらす（2）せっけんをつける（3）20秒こする（4）すすいで乾かす', WASH_STEPS_JA],
    ['1、', '手洗い研修：1、手を水でぬらす 2、せっけんをつける 3、20秒こする 4、すすいで乾かす', WASH_STEPS_JA],
    ['手順1', '手洗い研修：手順1 手を水でぬらす 手順2 せっけんをつける 手順3 20秒こする 手順4 すすいで乾かす', WASH_STEPS_JA],
    ['ステップ1：', '手洗い研修。ステップ1：手を水でぬらす。ステップ2：せっけんをつける。ステップ3：20秒こする。ステップ4：すすいで乾かす。', WASH_STEPS_JA],
    ['Chinese 第一步', '洗手培训：第一步，用水打湿双手。第二步，涂抹肥皂。第三步，冲洗。', ['用水打湿双手', '涂抹肥皂', '冲洗']],
    ['Korean 1단계', '손 씻기 교육: 1단계: 손을 적신다 2단계: 비누를 바른다 3단계: 헹군다', ['손을 적신다', '비누를 바른다', '헹군다']],
    ['→', '手洗い研修：手を水でぬらす→せっけんをつける→20秒こする→すすいで乾かす', WASH_STEPS_JA],
    ['まず…次に…最後に', '正しい手洗いの研修。まず手を水でぬらします。次にせっけんをつけて20秒こすります。最後にすすいで乾かします。', ['手を水でぬらします', 'せっけんをつけて20秒こすります', 'すすいで乾かします']],
    ['Chinese 1.', '30秒培训视频：面向新员工的正确洗手方法。1. 用水打湿双手 2. 涂抹肥皂 3. 搓洗20秒 4. 冲洗并擦干', ['用水打湿双手', '涂抹肥皂', '搓洗20秒', '冲洗并擦干']],
    ['Korean 1., a step opening with a figure', '30초 교육 영상: 신입 직원을 위한 올바른 손 씻기. 1. 손을 물에 적신다 2. 비누를 바른다 3. 20초 동안 문지른다 4. 헹구고 말린다', ['손을 물에 적신다', '비누를 바른다', '20초 동안 문지른다', '헹구고 말린다']],
  ])('%s', (_, brief, steps) => {
    expect(findSteps(brief)).toEqual(steps);
  });

  it('a step opening with a figure keeps its label only where the count runs through it; a decimal or a closing figure is no label', () => {
    expect(findSteps('1. Add 2 cups of flour 2. Stir 3. 20 minutes in the oven 4. Serve')).toEqual(['Add 2 cups of flour', 'Stir', '20 minutes in the oven', 'Serve']);
    expect(findSteps('1. Weigh 2. Cook at 3.5 kg 3. Serve')).toEqual(['Weigh', 'Cook at 3.5 kg', 'Serve']);
    expect(findSteps('Cook for 3.5 minutes. Add 2. Serve.')).toEqual([]);
  });

  it('the labels are no figures of the brief, and the heading’s length is none either', () => {
    expect(findFigures(HAND_WASHING_JA)).toEqual(['20']);
    expect(findFigures('清掃スタッフ向け客室清掃研修（30秒）。①テーブルを拭く②床に掃除機をかける③ベッドを整える')).toEqual([]);
  });
});

describe('a Japanese, Chinese or Korean heading gives the topic and the audience, never the length', () => {
  it.each([
    ['ja', '30秒の研修動画：新人スタッフ向けの正しい手洗い。', '正しい手洗い', '新人スタッフ'],
    ['ja', '新人スタッフ向け手洗い研修', '手洗い', '新人スタッフ'],
    ['ja', '３０秒の研修動画：新人スタッフ向けの正しい手洗い。', '正しい手洗い', '新人スタッフ'],
    ['ja', 'フォークリフト安全研修（倉庫スタッフ向け）', 'フォークリフト安全', '倉庫スタッフ'],
    ['ja', '1分間の研修動画：新入社員のための電話応対', '電話応対', '新入社員'],
    ['ja', 'コールセンターのオペレーター向け研修（60秒）：怒っているお客様への対応。', '怒っているお客様への対応', 'コールセンターのオペレーター'],
    ['ja', '正しい手洗いについての研修動画', '正しい手洗い', undefined],
    ['ja', '正しい手洗いのための研修', '正しい手洗い', undefined],
    ['ja', '研修動画：手洗いの手順 1. 手を洗う 2. すすぐ', '手洗いの手順', undefined],
    ['zh', '30秒培训视频：面向新员工的正确洗手方法', '正确洗手方法', '新员工'],
    ['zh', '仓库员工专用的叉车安全培训', '叉车安全', '仓库员工'],
    ['zh', '新员工洗手培训', '洗手', '新员工'],
    ['ko', '30초 교육 영상: 신입 직원을 위한 올바른 손 씻기', '올바른 손 씻기', '신입 직원'],
    ['ko', '신입 직원 대상 손 씻기 교육', '손 씻기', '신입 직원'],
  ])('%s: %s', (language, heading, topic, audience) => {
    expect(trainingHeading(heading, language)).toEqual({ topic, ...(audience ? { audience } : {}) });
  });

  it('a sentence without a training format word is no heading', () => {
    expect(trainingHeading('カフェの新メニューを紹介します。', 'ja')).toEqual({});
    expect(trainingHeading('手を水でぬらす。', 'ja')).toEqual({});
  });

  it('a step’s sentence ends at 。 with no space after it: what follows is its detail, never its words', () => {
    const facts = readBrief(`${HAND_WASHING_JA}。正しい手洗いで食中毒の8割を防げます。`, 'ja', 'training');
    expect(facts.steps.at(-1)).toEqual({ text: 'すすいで乾かす', detail: '正しい手洗いで食中毒の8割を防げます' });
  });

  it('a how-to in the heading is taught without its audience', () => {
    const facts = readBrief('45秒の研修動画：倉庫スタッフ向けの安全な荷物の持ち上げ方。まず足を肩幅に開きます。次に膝を曲げて箱をしっかり持ちます。最後に脚の力で持ち上げます。', 'ja', 'training');
    expect(facts).toMatchObject({ howTo: '安全な荷物の持ち上げ方', audience: '倉庫スタッフ' });
  });
});

describe('Japanese steps are shown being done, where the brief’s trade works', () => {
  it('a step on a screen stays a card; a step done by hand does not', () => {
    expect(['アプリを開く', 'パスワードを入力する', 'QRコードを読み取る'].map(isScreenStep)).toEqual([true, true, true]);
    expect(['手を水でぬらす', 'テーブルを拭く', '膝を曲げて箱を持つ'].map(isScreenStep)).toEqual([false, false, false]);
  });

  it.each([
    ['倉庫スタッフ向けの荷物の持ち上げ方', 'a warehouse worker', 'in a warehouse'],
    ['厨房スタッフの手洗い研修', 'a cook', 'in a restaurant kitchen'],
    ['客室清掃研修', 'a housekeeper', 'in a hotel room'],
    ['フォークリフト安全研修', 'a forklift driver', 'in a warehouse'],
  ])('%s: %s %s', (brief, who, place) => {
    expect(stepScene(brief, [], undefined)).toMatchObject({ who, place });
  });
});

describe('training briefs with inline steps plan as trainers wrote them', () => {
  const body = (brief: string, language: string, duration_sec = 30) => ({ brief, language, duration_sec, kind: 'training' });
  const steps = (planned: ReturnType<typeof planOf>) => planned.plan.scenes.filter((s) => s.role === 'step' || s.role === 'demo');

  it('the Japanese hand-washing brief: titled by its topic, four steps without the next one’s number, each shown being done', () => {
    const planned = planOf(body(HAND_WASHING_JA, 'ja'));
    const { plan } = planned;
    expect(plan.title).toBe('正しい手洗い');
    expect(sentences(plan).join('')).not.toMatch(/30秒|研修動画/);
    const stepScenes = steps(planned);
    expect(stepScenes.every((s) => !/\d\s*$|\d。/.test(s.script ?? ''))).toBe(true);
    for (const step of WASH_STEPS_JA) expect(stepScenes.some((s) => s.script?.includes(step) && s.type === 't2v_fast' && s.prompt.includes(step))).toBe(true);
    const recap = plan.scenes.at(-1)!;
    expect(recap.role).toBe('recap');
    expect(recap.script).toContain(WASH_STEPS_JA.join('、'));
    expect(recap.script).not.toMatch(/1\.$/);
    expect(coverage(planned)).toBeGreaterThanOrEqual(0.7);
  });

  it.each([
    ['ja', '45秒の研修動画：倉庫スタッフ向けの安全な荷物の持ち上げ方。まず足を肩幅に開きます。次に膝を曲げて箱をしっかり持ちます。最後に脚の力で持ち上げます。', 45, 'A warehouse worker', ['足を肩幅に開きます', '膝を曲げて箱をしっかり持ちます', '脚の力で持ち上げます']],
    ['ja', '清掃スタッフ向け客室清掃研修（30秒）。①テーブルを拭く②床に掃除機をかける③ベッドを整える', 30, 'A housekeeper', ['テーブルを拭く', '床に掃除機をかける', 'ベッドを整える']],
    ['en', '30-second training video: correct hand washing for new staff. 1. Wet your hands with water 2. Apply soap 3. Scrub for 20 seconds 4. Rinse and dry', 30, 'A person', ['wetting their hands with water', 'applying soap', 'scrubbing for 20 seconds', 'rinsing and drying']],
    ['en', '30-second training for new staff on correct hand washing: 1. Wet your hands with water 2. Apply soap 3. Scrub for 20 seconds 4. Rinse and dry', 30, 'A person', ['wetting their hands with water', 'applying soap', 'scrubbing for 20 seconds', 'rinsing and drying']],
    ['de', 'Schulung Händewaschen für neue Mitarbeiter: 1. Hände mit Wasser nass machen 2. Einseifen 3. 20 Sekunden reiben 4. Abspülen und abtrocknen', 30, 'A person', ['Hände mit Wasser nass machen', 'Einseifen', '20 Sekunden reiben', 'Abspülen und abtrocknen']],
    ['es', 'Formación para el personal nuevo: 1. Moja tus manos con agua 2. Aplica jabón 3. Frota durante 20 segundos 4. Enjuaga y sécate las manos', 30, 'A person', ['Moja tus manos con agua', 'Aplica jabón', 'Frota durante 20 segundos', 'Enjuaga y sécate las manos']],
  ])('%s: every step shown being done: %s', (language, brief, duration, who, pictured) => {
    const planned = planOf(body(brief, language, duration));
    const shown = steps(planned).filter((s) => s.type === 't2v_fast').map((s) => s.prompt);
    expect(shown.length).toBe(pictured.length);
    pictured.forEach((step, i) => expect(shown[i]).toMatch(new RegExp(`^${who} .*${step}`)));
    expect(coverage(planned)).toBeGreaterThanOrEqual(0.7);
  });

  it('a brief of sentences makes each a step, never its heading', () => {
    const { plan } = planOf(body('30秒の研修動画：厨房スタッフ向けの手洗い。手を水でぬらします。せっけんをつけて20秒こすります。すすいでペーパータオルで拭きます。', 'ja'));
    expect(plan.scenes.filter((s) => s.type === 't2v_fast').map((s) => s.prompt.split(',')[0])).toEqual([
      'A cook doing this step: 手を水でぬらします',
      'A cook doing this step: せっけんをつけて20秒こすります',
      'A cook doing this step: すすいでペーパータオルで拭きます',
    ]);
    expect(plan.title).toBe('手洗い');
  });

  it('a figure is its own stat scene only while narration holds; in 27 s the intro says it', () => {
    const brief = (d: number) => planOf(body('30-second training video: correct hand washing for new staff. 1. Wet your hands with water 2. Apply soap 3. Scrub for 20 seconds 4. Rinse and dry. Proper hand washing prevents 80% of food poisoning.', 'en', d));
    const short = brief(27);
    expect(short.plan.scenes.some((s) => s.role === 'proof')).toBe(false);
    expect(short.plan.scenes[0]!.script).toContain('Proper hand washing prevents 80% of food poisoning.');
    expect(coverage(short)).toBeGreaterThanOrEqual(0.7);
    expect(brief(60).plan.scenes[1]).toMatchObject({ role: 'proof', motion: { layout: 'stat' } });
  });

  it('a German heading names its topic bare after the format word', () => {
    expect(trainingHeading('Schulung Händewaschen für neue Mitarbeiter', 'de')).toEqual({ topic: 'Händewaschen', audience: 'neue Mitarbeiter' });
    expect(planOf(body('Schulung Händewaschen für neue Mitarbeiter: 1. Hände nass machen 2. Einseifen 3. Abspülen', 'de')).plan.title).toBe('Händewaschen');
  });

  it.each([
    ['ja', '新人スタッフ向けアプリ研修：1）アプリを開く 2）パスワードを入力する 3）シフトを確認する', 2],
    ['zh', '30秒培训视频：面向新员工的正确洗手方法。1. 用水打湿双手 2. 涂抹肥皂 3. 搓洗20秒 4. 冲洗并擦干', 4],
    ['ko', '30초 교육 영상: 신입 직원을 위한 올바른 손 씻기. 1. 손을 물에 적신다 2. 비누를 바른다 3. 20초 동안 문지른다 4. 헹구고 말린다', 4],
  ])('%s: a step on a screen, or one the picture engine cannot read, is a card: %s', (language, brief, cards) => {
    const planned = planOf(body(brief, language));
    const [pictures, stepCards] = [steps(planned).filter((s) => s.type === 't2v_fast'), steps(planned).filter((s) => s.type === 'motion')];
    expect(stepCards.length).toBeGreaterThanOrEqual(cards);
    expect(pictures.every((s) => !/アプリ|パスワード/.test(s.prompt))).toBe(true);
    expect(coverage(planned)).toBeGreaterThanOrEqual(0.7);
  });
});

describe('a Japanese, Chinese or Korean training brief sent without kind says how to get a training video', () => {
  it.each([
    ['ja', HAND_WASHING_JA, true],
    ['ja', '新人スタッフ向け手洗い研修：1）手を水でぬらす 2）せっけんをつける 3）すすぐ', true],
    ['zh', '30秒培训视频：面向新员工的正确洗手方法。1. 用水打湿双手 2. 涂抹肥皂 3. 冲洗', true],
    ['ko', '30초 교육 영상: 신입 직원을 위한 올바른 손 씻기. 1. 손을 물에 적신다 2. 비누를 바른다 3. 헹군다', true],
    ['ja', '新メニューのCM：カフェ・ソラの抹茶ラテ。当店のスタッフは全員研修を受けています。', false],
  ])('%s: %s', (language, brief, training) => {
    expect(planOf({ brief, language, duration_sec: 30 }).plan.notes.includes(TRAINING_ASKED_AS_AD)).toBe(training);
  });
});
