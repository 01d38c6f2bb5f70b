import { describe, expect, it } from 'vitest';
import { AD_CARD_SEC, AD_SHOT_SEC, fitDurations, sceneCaps, sceneCountRange } from '../../../lambdas/core/planning/durations';
import { NARRATION_PAD_SEC, spokenSec, voiceFor } from '../../../lambdas/core/planning/narration-fit';
import { planInputOf, type Plan } from '../../../lambdas/core/planning/planner';
import { reviewPlan } from '../../../lambdas/core/planning/review-plan';
import { MAX_SCRIPT_CHARS, parseRenderRequest, type Scene } from '../../../lambdas/core/render/request-schema';
import { END_CARD_SEC } from '../../../lambdas/render/timing';

const inputFor = (body: Record<string, unknown>) => {
  const request = parseRenderRequest({ brief: 'x', ...body });
  return planInputOf({ ...request, brief: request.brief! });
};
const scene = (duration_sec: number, extra: Partial<Scene> = {}): Scene => ({ type: 't2v_fast', prompt: `shot ${duration_sec}`, duration_sec, ...extra });
const draft = (scenes: Scene[]): Plan => ({ title: 'T', scenes, notes: [] });
const LOGO = 'https://cdn.example.com/logo.png';
/** The longest line of this kind that eSpeak's measured English rate says within `sec` seconds. */
const lineOf = (sec: number) => {
  const voice = voiceFor('espeak', 'en');
  let line = 'Fresh bread';
  while (spokenSec(voice, `${line} again.`) <= sec) line += ' again';
  return `${line}.`;
};

describe('scene lengths: 3–10 s each on a half-second grid, 1–12 scenes, summing to what the scenes have', () => {
  it('the reachable scene counts for a length', () => {
    expect(sceneCountRange(5)).toEqual({ min: 1, max: 1 });
    expect(sceneCountRange(20)).toEqual({ min: 2, max: 6 });
    expect(sceneCountRange(17.5)).toEqual({ min: 2, max: 5 });
    expect(sceneCountRange(120)).toEqual({ min: 12, max: 12 });
  });
  it('lengths follow the weights and sum exactly, in half seconds', () => {
    expect(fitDurations([1, 1, 2], 20)).toEqual([5, 5, 10]);
    expect(fitDurations([1, 1, 1], 17.5)).toEqual([5.5, 6, 6]);
    expect(fitDurations([1, 1, 1, 1], 22).reduce((a, b) => a + b)).toBe(22);
  });
  it('floors (narration time) are honoured when they fit together', () => {
    expect(fitDurations([1, 1, 1, 1], 20, [8, 0, 0, 0])).toEqual([8, 4, 4, 4]);
  });
  it('impossible totals come as close as the bounds allow', () => {
    expect(fitDurations([1, 1], 30)).toEqual([10, 10]);
    expect(fitDurations([1, 1, 1], 5)).toEqual([3, 3, 3]);
  });
  it('a plan on the grid that already sums to the total keeps its lengths', () => {
    expect(fitDurations([4.5, 6, 7], 17.5, [4, 5, 6])).toEqual([4.5, 6, 7]);
  });
});

describe('issue 6 and 23 self-review, shared by every planner: what the review changes, it notes', () => {
  it('a draft of 14 scenes is trimmed to 12, keeping the first and the last (the call to action)', () => {
    const scenes = Array.from({ length: 14 }, (_, i) => ({ ...scene(5, { role: i === 13 ? 'cta' : 'body' }), prompt: `shot ${i}` }));
    const reviewed = reviewPlan(draft(scenes), inputFor({ duration_sec: 60, narrator: false }));
    expect(reviewed.scenes).toHaveLength(12);
    expect(reviewed.scenes.at(-1)!.role).toBe('cta');
    expect(reviewed.notes).toContain('Scenes trimmed to 12, the most a video may have.');
  });

  it('the rendered length counts the logo’s end card: scenes share duration_sec less 2.5 s', () => {
    const reviewed = reviewPlan(draft([scene(5, { prompt: 'a' }), scene(5, { prompt: 'b' }), scene(5, { prompt: 'c' }), scene(5, { prompt: 'd' })]), inputFor({ duration_sec: 20, narrator: false, brand_logo_url: LOGO }));
    expect(reviewed.scenes.reduce((sum, s) => sum + s.duration_sec, 0)).toBe(20 - END_CARD_SEC);
    expect(reviewed.notes).toEqual(['Scene lengths adjusted so that the video lasts 20 s, end card included (the scenes lasted 20 s).']);
  });

  it('lengths far from duration_sec are adjusted and the review says so', () => {
    const reviewed = reviewPlan(draft([scene(3, { prompt: 'a' }), scene(3, { prompt: 'b' }), scene(3, { prompt: 'c' })]), inputFor({ duration_sec: 30, narrator: false }));
    expect(reviewed.scenes.map((s) => s.duration_sec)).toEqual([10, 10, 10]);
    expect(reviewed.notes).toEqual(['Scene lengths adjusted so that the video lasts 30 s (the scenes lasted 9 s).']);
  });

  it('a plan with too few scenes to fill the length says how long the video will be', () => {
    const reviewed = reviewPlan(draft([scene(5)]), inputFor({ duration_sec: 30, narrator: false }));
    expect(reviewed.notes).toEqual(['The video will last 10 s, not the 30 s asked for: 1 scene of 3–10 s cannot fill it.']);
  });

  it('narration too long for its scene is shortened at a sentence, then a word, to what the voice says in it', () => {
    const voice = voiceFor('espeak', 'en');
    const long = `${lineOf(3)} ${lineOf(6)}`;
    const reviewed = reviewPlan(draft([scene(5, { script: long })]), inputFor({ duration_sec: 5 }));
    expect(reviewed.scenes[0]!.script).toBe(lineOf(3));
    expect(spokenSec(voice, reviewed.scenes[0]!.script) + NARRATION_PAD_SEC).toBeLessThanOrEqual(5);
    expect(reviewed.notes).toContain('Narration shortened to fit the length of scene 1.');
  });

  it('a scene repeating another’s prompt and script word for word is removed', () => {
    const reviewed = reviewPlan(draft([scene(5, { prompt: 'Padlock in a meadow', script: 'Watch.' }), scene(5, { prompt: 'padlock in a meadow.', script: 'Watch' }), scene(5, { prompt: 'Login screen' })]), inputFor({ duration_sec: 15, narrator: false }));
    expect(reviewed.scenes.map((s) => s.prompt)).toEqual(['Padlock in a meadow', 'Login screen']);
    expect(reviewed.notes).toContain('Scene 2 repeated scene 1 word for word and was removed.');
  });

  it('narration under the planned 75% of the video is noted with how much there is to say', () => {
    const reviewed = reviewPlan(draft([scene(10, { prompt: 'a', script: 'Short line.' }), scene(10, { prompt: 'b' })]), inputFor({ duration_sec: 20 }));
    expect(reviewed.notes.join(' ')).toMatch(/^Narration covers \d+% of the video, under the 75% planned for \(at least 70% once rendered\): the brief gives about 1 s to say in 20 s\. Add points to the brief, or ask for about 5 s\.$/);
  });

  it('a sentence of the brief placed for its figure keeps the script within its bound, even one the voice says in no time', () => {
    const input = inputFor({ duration_sec: 20 });
    // Symbols the voice reads as nothing, around a figure: by its measure the sentence "fits" any scene.
    input.brief = `${'\u{F0000}'.repeat(1_500)} 45 ${'\u{F0000}'.repeat(1_500)}`;
    const reviewed = reviewPlan(draft([scene(10, { prompt: 'a', script: 'Hello.' }), scene(10, { prompt: 'b' })]), input);
    for (const s of reviewed.scenes) expect((s.script ?? '').length).toBeLessThanOrEqual(MAX_SCRIPT_CHARS);
    expect(reviewed.notes.join(' ')).toContain('Not in the plan: "45"');
  });

  it('a figure or address of the brief missing from a silent plan is noted, saying why', () => {
    const input = inputFor({ duration_sec: 10, narrator: false });
    input.brief = 'Rated 4.8 by 3,000 runners. Shop at volt.example.com.';
    const reviewed = reviewPlan(draft([scene(5, { prompt: 'Rated 4.8 by 3,000 runners' }), scene(5, { prompt: 'A runner at sunrise' })]), input);
    expect(reviewed.notes).toEqual(['Not in the plan: "volt.example.com" from the brief: without narration, only on-screen copy carries it, and no scene shows it.']);
  });

  it('a narrated plan says the brief sentence carrying a missing figure in the last scene with time for it; without time, the note says why', () => {
    const input = inputFor({ duration_sec: 20 });
    input.brief = 'Rated 4.8 by 3,000 runners. Questions? Call 0800 123 4567.';
    // A number to call is read digit group by digit group (speech-rates.ts phoneDigitSec): its line needs 6.5 s.
    const roomy = reviewPlan(draft([scene(4.5, { prompt: 'a', script: 'Rated 4.8 by 3,000 runners.' }), scene(6.5, { prompt: 'b', script: 'Run further.' }), scene(9, { prompt: 'c', script: lineOf(7.5) })]), input);
    expect(roomy.scenes.map((s) => s.script)).toEqual(['Rated 4.8 by 3,000 runners.', 'Run further. Call 0800 123 4567.', lineOf(7.5)]);
    expect(roomy.notes.some((n) => n.startsWith('Not in the plan'))).toBe(false);
    const full = reviewPlan(draft([scene(6, { prompt: 'a', script: lineOf(4.9) }), scene(6, { prompt: 'b', script: lineOf(4.9) }), scene(8, { prompt: 'c', script: lineOf(6.9) })]), input);
    expect(full.notes).toContain('Not in the plan: "4.8", "3,000", "0800 123 4567" from the brief: no scene has time left to say the sentence it is in; a longer duration_sec would.');
  });

  it('an advert’s shots last at most AD_SHOT_SEC and its cards AD_CARD_SEC, as the built-in planner sizes them; a training video’s scenes are not held', () => {
    const long = [scene(3, { prompt: 'a' }), scene(3, { prompt: 'b' }), scene(3, { prompt: 'c' }), scene(10, { prompt: 'd', type: 'motion' })];
    const advert = reviewPlan(draft(long), inputFor({ duration_sec: 20, narrator: false }));
    // The closing card's share would be 10.5 s: it is held to AD_CARD_SEC and the time goes to the shots.
    expect(AD_CARD_SEC).toBeLessThan(AD_SHOT_SEC);
    expect(advert.scenes.map((s) => s.duration_sec)).toEqual([5, 5, 5, AD_CARD_SEC]);
    const training = reviewPlan(draft(long), inputFor({ duration_sec: 20, narrator: false, kind: 'training' }));
    expect(Math.max(...training.scenes.map((s) => s.duration_sec))).toBeGreaterThan(AD_SHOT_SEC);
    // Too few scenes to fill the length with a short card: the card is held as a shot is; longer than
    // twelve short shots can fill, nothing is held, so the video still lasts what was asked.
    expect(sceneCaps('ad', [false, false, true], 17.5)).toEqual([AD_SHOT_SEC, AD_SHOT_SEC, AD_SHOT_SEC]);
    expect(sceneCaps('ad', [false, false, true], 40)).toEqual([10, 10, 10]);
    expect(fitDurations([1, 1, 1], 18, [], sceneCaps('ad', [false, false, false], 18))).toEqual([6, 6, 6]);
  });

  it('a card whose own narration needs longer than AD_CARD_SEC is held to what its line needs, never cut mid-line', () => {
    const spoken = lineOf(5.5);
    const plan = reviewPlan(draft([scene(5, { prompt: 'a' }), scene(5, { prompt: 'b' }), scene(5, { prompt: 'c' }), scene(5, { prompt: 'd', type: 'motion', script: spoken })]), inputFor({ duration_sec: 20 }));
    expect(plan.scenes.at(-1)!.script).toBe(spoken);
    expect(plan.scenes.at(-1)!.duration_sec).toBeGreaterThan(AD_CARD_SEC);
  });

  it('narrator: false removes narration a planner wrote anyway', () => {
    const reviewed = reviewPlan(draft([scene(5, { script: 'Hello.' })]), inputFor({ duration_sec: 5, narrator: false }));
    expect(reviewed.scenes[0]!.script).toBeUndefined();
    expect(reviewed.notes).toContain('Narration removed because narrator is false.');
  });

  it('a plan already within every bound comes back unchanged, with no notes', () => {
    const ok = draft([scene(5, { prompt: 'a', script: lineOf(4) }), scene(5, { prompt: 'b', script: lineOf(4) })]);
    expect(reviewPlan(ok, inputFor({ duration_sec: 10 }))).toEqual(ok);
  });
});
