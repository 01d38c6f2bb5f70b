/**
 * Issue 22: the illustrated presenter gestures on the stresses of the line. The stressed words
 * (loud, long content words, the last of a phrase, a figure) carry a gesture whose stroke lands
 * on the word; function words never do; what the word says picks the gesture; the hands are up
 * at each stroke and back at rest in between; every pose is a pure function of time.
 */
import { describe, expect, it } from 'vitest';
import { AVATAR_PRESETS } from '../../lambdas/core/presets';
import { armJoints } from '../../lambdas/render/presenter/body';
import { MIN_GAP_SEC, planGestures, PREPARE_SEC, RETRACT_SEC, stressOf } from '../../lambdas/render/presenter/gestures';
import { presenterPlan } from '../../lambdas/render/presenter/illustrated';
import type { PresenterSpeech } from '../../lambdas/render/ports';
import { FPS, presenterRequest, spokenLine } from './support/presenter';

const BOTH: (-1 | 1)[] = [-1, 1];

/** Louder on the words listed: the voice's own stress. */
function stressed(line: string, loud: string[], seconds = 8): PresenterSpeech {
  const speech = spokenLine(line, seconds);
  for (const w of speech.words) {
    const level = loud.includes(w.text.replace(/[^\p{L}\p{N}]/gu, '')) ? 1 : 0.35;
    for (let f = Math.floor(w.start * FPS); f < w.end * FPS; f++) speech.level[f] = level;
  }
  return speech;
}

describe('gestures on the stresses of the line', () => {
  const line = 'We roast the beans on the morning they ship, and the difference is huge.';
  const speech = stressed(line, ['roast', 'morning', 'difference', 'huge']);

  it('strokes land on stressed words, never on function words, at least MIN_GAP_SEC apart', () => {
    const plan = planGestures(speech, FPS, 1, BOTH);
    expect(plan.length).toBeGreaterThanOrEqual(2);
    const words = speech.words.map((w) => w.text);
    for (const g of plan) {
      const word = speech.words.find((w) => w.start === g.stroke)!;
      expect(words).toContain(word.text);
      expect(['the', 'on', 'and', 'is', 'they']).not.toContain(word.text.replace(/[^\p{L}]/gu, ''));
    }
    for (let i = 1; i < plan.length; i++) expect(plan[i]!.stroke - plan[i - 1]!.stroke).toBeGreaterThanOrEqual(MIN_GAP_SEC);
    // The loudest content words are the ones chosen.
    expect(plan.map((g) => g.word.replace(/[^\p{L}]/gu, ''))).toEqual(expect.arrayContaining(['roast', 'huge']));
  });

  it('a louder word takes the gesture from a quieter one', () => {
    const quietRoast = stressed(line, ['beans', 'difference', 'huge']);
    const words = (s: PresenterSpeech) => planGestures(s, FPS, 1, BOTH).map((g) => g.word.replace(/[^\p{L}]/gu, ''));
    expect(words(quietRoast)).toContain('beans');
    expect(words(quietRoast)).not.toContain('roast');
  });

  it('what the word says picks the gesture: I → a hand to the chest, you → an open palm, a figure → a raised finger, every → both arms wide', () => {
    const kinds = (text: string, word: string) => planGestures(stressed(text, [word], 4), FPS, 3, BOTH).find((g) => g.word.startsWith(word))?.kind;
    expect(kinds('Honestly I love it.', 'I')).toBe('self');
    expect(kinds('This one is for you.', 'you')).toBe('you');
    expect(kinds('It takes three minutes.', 'three')).toBe('count');
    expect(kinds('It works for every team.', 'every')).toBe('wide');
  });

  it('words with no stress score zero: punctuation and function words', () => {
    const s = stressOf(spokenLine('and the — of it', 3), FPS);
    expect(s.every((x) => x === 0)).toBe(true);
  });

  it('the hands are up at each stroke and back at rest between gestures', () => {
    const req = presenterRequest({ prompt: 'Maya in the studio', seconds: 8, speech });
    const { performance } = presenterPlan(req, AVATAR_PRESETS.maya);
    const handHeight = (t: number) => {
      const pose = performance.poseAt(t, Math.round(t * FPS));
      return Math.min(...pose.arms.map((arm, i) => armJoints(i === 0 ? -1 : 1, arm, pose).wrist.y));
    };
    const rest = handHeight(0.05);
    expect(performance.gestures.length).toBeGreaterThanOrEqual(2);
    for (const g of performance.gestures) {
      expect(handHeight(g.stroke)).toBeLessThan(rest - 0.5);
      expect(handHeight(g.stroke - PREPARE_SEC - 0.02)).toBeCloseTo(rest, 1);
    }
    const last = performance.gestures.at(-1)!;
    expect(handHeight(last.hold + RETRACT_SEC + 0.05)).toBeCloseTo(rest, 5);
  });

  it('a pose is a function of time alone: the same instant twice, or in another order, is the same pose', () => {
    const req = presenterRequest({ prompt: 'Maya walking down the street', walking: true, seconds: 8, speech });
    const a = presenterPlan(req, AVATAR_PRESETS.maya).performance;
    const b = presenterPlan(req, AVATAR_PRESETS.maya).performance;
    const times = [3.1, 0.4, 2.2, 3.1];
    const forward = times.map((t) => JSON.stringify(a.poseAt(t, Math.round(t * FPS))));
    const backward = [...times].reverse().map((t) => JSON.stringify(b.poseAt(t, Math.round(t * FPS)))).reverse();
    expect(forward).toEqual(backward);
    expect(forward[0]).toBe(forward[3]);
  });

  it('a hand that holds something does not gesture: the other one does', () => {
    const req = presenterRequest({ prompt: 'Maya with a coffee in the cafe', seconds: 8, speech });
    const { performance, props } = presenterPlan(req, AVATAR_PRESETS.maya);
    const holding = props.findIndex((p) => p?.id === 'coffee');
    expect(holding).toBeGreaterThanOrEqual(0);
    const side = holding === 0 ? -1 : 1;
    expect(performance.gestures.length).toBeGreaterThan(0);
    expect(performance.gestures.every((g) => g.hand === -side)).toBe(true);
  });
});
