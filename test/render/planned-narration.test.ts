import { afterAll, describe, expect, it } from 'vitest';
import { planFromBrief } from '../../lambdas/core/planning/builtin-planner';
import { MIN_NARRATION_COVERAGE, narrationCoverage, voiceFor } from '../../lambdas/core/planning/narration-fit';
import { planInputOf } from '../../lambdas/core/planning/planner';
import { defaultVoiceFor } from '../../lambdas/core/presets';
import { parseRenderRequest } from '../../lambdas/core/render/request-schema';
import { espeakSpeech } from '../../lambdas/render/adapters/espeak-speech';
import { decodeWav, wavDurationSec } from '../../lambdas/render/audio/wav';
import { videoFormat } from '../../lambdas/render/formats';
import { END_CARD_SEC, plannedLength, sceneTiming, stretchLimit } from '../../lambdas/render/timing';
import { BRIEF_CASES } from '../unit/planning/brief-fixtures';

/**
 * Issue 23: plans sized by the measured rates hold once the offline voice really speaks them.
 * Every script of every brief's plan is synthesized by eSpeak NG through the engine's adapter and
 * timed by the engine's own sceneTiming (a scene stretches to fit its line to its last word) with
 * the end card after a logo, exactly as render-video counts the video; narration is counted from
 * each line's first word to its last, as the captions that check:video counts show it. Japanese is left out: eSpeak reads
 * kana, and the planner's Japanese lines are written in kanji until the narrator reads them.
 */

/** How far measured coverage may fall under the planner's prediction: 8% of a 70% share is 5.6 points. */
const MODEL_ERROR = 0.056;

const speech = espeakSpeech();
afterAll(() => speech.close?.());

interface Rendered {
  name: string;
  asked: number;
  seconds: number;
  coverage: number;
  /** What the planner's model said the plan covers. */
  predicted: number;
  noted: boolean;
  thin: boolean;
}

async function render(c: (typeof BRIEF_CASES)[number]): Promise<Rendered> {
  const request = parseRenderRequest(c.body);
  const input = planInputOf({ ...request, brief: request.brief! });
  const plan = planFromBrief(input);
  const { fps } = videoFormat(request.aspect, request.quality, false);
  const endCard = input.assets.brandLogo ? Math.round(END_CARD_SEC * fps) / fps : 0;
  let seconds = endCard;
  let spoken = 0;
  const stretch = stretchLimit(plannedLength({ requestedSec: input.duration_sec, scenes: plan.scenes.map((s) => ({ durationSec: s.duration_sec })) }, endCard));
  for (const scene of plan.scenes) {
    const take = scene.script ? await speech.synthesize({ text: scene.script, voiceId: defaultVoiceFor(input.language), language: input.language }) : null;
    const timing = sceneTiming(scene.duration_sec, take ? { sec: wavDurationSec(decodeWav(take.wav)), wordEnds: take.words?.map((w) => w.end) } : null, fps, stretch);
    seconds += timing.durationSec;
    // Heard from the first word to the last one the scene plays, as its captions show it.
    const words = take?.words?.filter((w) => w.end * 0.999 <= timing.speechSec * timing.tempo) ?? [];
    if (words.length > 0) spoken += (words.at(-1)!.end - words[0]!.start) / timing.tempo;
  }
  return {
    name: c.name,
    asked: input.duration_sec,
    seconds,
    // Over the scenes' time, the silent end card left out, as the planner and check:video count it.
    coverage: spoken / (seconds - endCard),
    predicted: narrationCoverage(voiceFor('espeak', input.language), plan.scenes.map((s) => s.script), plan.scenes.map((s) => s.duration_sec)),
    noted: plan.notes.some((n) => n.startsWith('Narration covers')),
    thin: c.thin === true,
  };
}

describe('issue 23: planned narration, spoken by the offline voice and timed by the engine', () => {
  const cases = BRIEF_CASES.filter((c) => c.body.language !== 'ja');

  it('every video lasts duration_sec within 5%; narration covers what the plan predicted, 70% or more of it unless the plan said it would not', async () => {
    const rendered: Rendered[] = [];
    for (const c of cases) rendered.push(await render(c));
    for (const r of rendered) {
      expect(Math.abs(r.seconds - r.asked), `${r.name}: ${r.seconds.toFixed(2)} s`).toBeLessThanOrEqual(r.asked * 0.05);
      // The rates err by up to 8% on a plan's lines, so a plan predicted at 70% may measure a few points under; never more.
      expect(r.predicted - r.coverage, `${r.name}: ${Math.round(r.coverage * 100)}% measured, ${Math.round(r.predicted * 100)}% predicted`).toBeLessThanOrEqual(MODEL_ERROR);
      expect(r.predicted >= MIN_NARRATION_COVERAGE || r.noted, `${r.name}: ${Math.round(r.predicted * 100)}% predicted`).toBe(true);
    }
    const full = rendered.filter((r) => !r.thin);
    expect(full.filter((r) => r.coverage >= MIN_NARRATION_COVERAGE).length / full.length).toBeGreaterThanOrEqual(0.8);
  }, 120_000);
});
