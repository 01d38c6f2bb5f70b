/**
 * Workplace trainings' steps as Japanese trainers write them (work-words.ts has the other languages'): a forklift driven
 * belted in, its horn sounded at blind corners, its forks and tyres checked; a call-centre agent listening to the end,
 * apologising, offering options, logging the call; records shredded, a lost laptop reported; a box gripped and lowered
 * with a straight back; customers greeted with a bow. A training's step is kept in Japanese after the planner's English
 * lead ("A forklift driver doing this step: シートベルトを締める, in a warehouse"), so these are read in Japanese.
 */
import type { ConceptId } from '../concepts';
import type { Pose, SettingId } from '../scene-graph';

const words = (steps: Partial<Record<Pose, readonly string[]>>): Record<string, Pose> =>
  Object.fromEntries(Object.entries(steps).flatMap(([pose, list]) => list!.map((w) => [w, pose as Pose])));

interface Words {
  nouns: Record<string, ConceptId>;
  poses: Record<string, Pose>;
  settings: Record<string, SettingId>;
}

export const TRAINING_STEP_WORDS: Record<'ja', Words> = {
  ja: {
    nouns: {
      フォークリフト: 'forklift', オペレーター: 'agent', コールセンタースタッフ: 'agent', ヘッドセット: 'headphones',
      シュレッダー: 'document',
    },
    poses: words({
      'forklift-driving': ['シートベルトを締め', 'シートベルトを着用', 'シートベルト', '安全ベルトを締め', '人を乗せない', '同乗者を乗せない', 'フォークリフトを運転'],
      'forklift-horn': ['クラクションを鳴ら', 'ホーンを鳴ら', '警笛を鳴ら', '見通しの悪い'],
      'forklift-check': ['フォークとタイヤ', 'フォークを点検', 'タイヤを点検', 'フォークを確認', 'タイヤを確認', '始業前点検'],
      'call-listening': ['話を最後まで聞', '遮らずに聞', '話を聞', '傾聴'],
      'call-speaking': ['謝罪', 'お詫び', '謝る', '謝って', '言い換え', '復唱', '選択肢を'],
      'call-typing': ['次のステップを確認', '対応を記録', '記録する', '記録して'],
      shredding: ['シュレッダーにかけ', 'シュレッダー', '裁断'],
      'reporting-loss': ['紛失', '盗難', 'なくした'],
      'lifting-load': ['箱を持', '荷物を持', 'しっかり持', '下ろす', '下ろして'],
      squatting: ['背筋を伸ば', '背中をまっすぐ', '腰を落と'],
      // "Lift with your legs": rising from the squat with the box, as the English words are drawn.
      rising: ['脚の力で', '足の力で', '脚の力を使', '足の力を使', '脚力で'],
      welcoming: ['挨拶', 'あいさつ', 'お辞儀', 'いらっしゃいませ'],
      checkout: ['レジを打', '会計する'],
      wiping: ['消毒', 'アルコールで拭'],
    }),
    settings: { コールセンター: 'office', カスタマーセンター: 'office' },
  },
};
