import { describe, expect, it } from 'vitest';
import { fitDurations, sceneCountRange } from '../../../lambdas/core/planning/durations';
import { planInputOf, type Plan } from '../../../lambdas/core/planning/planner';
import { reviewPlan } from '../../../lambdas/core/planning/review-plan';
import { parseRenderRequest, type Scene } from '../../../lambdas/core/render/request-schema';

const inputFor = (body: Record<string, unknown>) => {
  const request = parseRenderRequest({ brief: 'x', ...body });
  return planInputOf({ ...request, brief: request.brief! });
};
const scene = (duration_sec: number, extra: Partial<Scene> = {}): Scene => ({ type: 't2v_fast', prompt: 'p', duration_sec, ...extra });
const draft = (scenes: Scene[]): Plan => ({ title: 'T', scenes, notes: [] });

describe('scene lengths: 3–10 s each, 1–12 scenes, summing to duration_sec', () => {
  it('the reachable scene counts for a length', () => {
    expect(sceneCountRange(5)).toEqual({ min: 1, max: 1 });
    expect(sceneCountRange(20)).toEqual({ min: 2, max: 6 });
    expect(sceneCountRange(120)).toEqual({ min: 12, max: 12 });
  });
  it('lengths follow the weights and sum exactly', () => {
    expect(fitDurations([1, 1, 2], 20)).toEqual([5, 5, 10]);
    expect(fitDurations([1, 1, 1, 1], 22).reduce((a, b) => a + b)).toBe(22);
  });
  it('floors (narration time) are honoured when they fit together', () => {
    expect(fitDurations([1, 1, 1, 1], 20, [8, 0, 0, 0])).toEqual([8, 4, 4, 4]);
  });
  it('impossible totals come as close as the bounds allow', () => {
    expect(fitDurations([1, 1], 30)).toEqual([10, 10]);
    expect(fitDurations([1, 1, 1], 5)).toEqual([3, 3, 3]);
  });
});

describe('issue 6 self-review: what the review changes, it notes', () => {
  it('a draft of 14 scenes is trimmed to 12, keeping the first and the last (the call to action)', () => {
    const scenes = Array.from({ length: 14 }, (_, i) => scene(5, { role: i === 13 ? 'cta' : 'body' }));
    const reviewed = reviewPlan(draft(scenes), inputFor({ duration_sec: 60 }));
    expect(reviewed.scenes).toHaveLength(12);
    expect(reviewed.scenes.at(-1)!.role).toBe('cta');
    expect(reviewed.notes).toContain('Scenes trimmed to 12, the most a video may have.');
  });

  it('lengths far from duration_sec are adjusted and the review says so', () => {
    const reviewed = reviewPlan(draft([scene(3), scene(3), scene(3)]), inputFor({ duration_sec: 30 }));
    expect(reviewed.scenes.map((s) => s.duration_sec)).toEqual([10, 10, 10]);
    expect(reviewed.notes).toEqual(['Scene lengths adjusted so that the video lasts 30 s (the draft lasted 9 s).']);
  });

  it('a plan with too few scenes to fill the length says it is short', () => {
    const reviewed = reviewPlan(draft([scene(5)]), inputFor({ duration_sec: 30 }));
    expect(reviewed.notes).toEqual(['The plan lasts 10 s, not the 30 s asked for: 1 scenes of 3–10 s cannot fill it.']);
  });

  it('narration too long for its scene is shortened at a word', () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const reviewed = reviewPlan(draft([scene(4, { script: long })]), inputFor({ duration_sec: 5 }));
    expect(reviewed.scenes[0]!.script!.split(' ')).toHaveLength(12);
    expect(reviewed.notes).toContain('Narration shortened to fit the length of scene 1.');
  });

  it('narrator: false removes narration a planner wrote anyway', () => {
    const reviewed = reviewPlan(draft([scene(5, { script: 'Hello.' })]), inputFor({ duration_sec: 5, narrator: false }));
    expect(reviewed.scenes[0]!.script).toBeUndefined();
    expect(reviewed.notes).toContain('Narration removed because narrator is false.');
  });

  it('a plan already within bounds comes back unchanged, with no notes', () => {
    const ok = draft([scene(5, { script: 'Short line.' }), scene(5)]);
    expect(reviewPlan(ok, inputFor({ duration_sec: 10 }))).toEqual(ok);
  });
});
