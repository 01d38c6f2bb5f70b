/**
 * Issue 22: the illustrated presenter's mouth speaks the words. Frames are rendered from a
 * hand-made viseme timeline and the pixels of the mouth read back: the lips are closed on
 * /m b p/ (nothing of the inside of the mouth shows), wide open on /a/, rounded on /o/ (a
 * narrower, taller opening than /e/'s), the upper teeth rest on the lower lip on /f v/; a /b/
 * too short for the frame grid still shuts the lips on the frame nearest it. Without
 * a timeline the voice's loudness opens the mouth, and silence closes it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_PRESETS } from '../../lambdas/core/presets';
import { ensureFonts } from '../../lambdas/render/fonts';
import type { PresenterSpeech } from '../../lambdas/render/ports';
import type { Aspect } from '../../lambdas/render/spec';
import type { VisemeMark } from '../../lambdas/render/speech/visemes';
import { FPS, presenterRequest, mouthReader, type Mouth } from './support/presenter';

beforeAll(() => ensureFonts());

const LINE: VisemeMark[] = [
  { time: 0.3, viseme: 'MBP' },
  { time: 0.6, viseme: 'AI' },
  { time: 0.9, viseme: 'O' },
  { time: 1.2, viseme: 'E' },
  { time: 1.5, viseme: 'FV' },
  { time: 1.8, viseme: 'rest' },
];
/** A moment in the middle of each shape's hold. */
const AT = { MBP: 0.5, AI: 0.8, O: 1.1, E: 1.4, FV: 1.7 } as const;

/** Renders frame `t` of Maya in the studio and reads her mouth's pixels. */
async function mouthAt(speech: PresenterSpeech, t: number, aspect: Aspect = '9:16'): Promise<Mouth> {
  const req = presenterRequest({ aspect, prompt: 'Maya in the studio', speech, seconds: 2 });
  return mouthReader(req, AVATAR_PRESETS.maya)(Math.round(t * FPS));
}

const spoken = (visemes: VisemeMark[]): PresenterSpeech => ({ visemes, words: [], level: new Float32Array(2 * FPS) });

describe('the illustrated presenter’s mouth follows the visemes', () => {
  it.each(['9:16', '16:9'] as const)('%s: closed on /m/, wide open on /a/', async (aspect) => {
    const m = await mouthAt(spoken(LINE), AT.MBP, aspect);
    const a = await mouthAt(spoken(LINE), AT.AI, aspect);
    expect(m.inside).toBe(0);
    expect(a.inside).toBeGreaterThan(150);
    expect(a.height).toBeGreaterThan(10);
  });

  it('rounded on /o/: a narrower, taller opening than on /e/', async () => {
    const o = await mouthAt(spoken(LINE), AT.O);
    const e = await mouthAt(spoken(LINE), AT.E);
    expect(o.width).toBeLessThan(e.width * 0.8);
    expect(o.height).toBeGreaterThan(e.height * 1.3);
  });

  it('on /f v/ the upper teeth rest on the lower lip, the mouth all but closed', async () => {
    const f = await mouthAt(spoken(LINE), AT.FV);
    const m = await mouthAt(spoken(LINE), AT.MBP);
    expect(f.teeth).toBeGreaterThan(20);
    expect(m.teeth).toBe(0);
    expect(f.inside).toBeLessThan(40);
  });

  it('a /b/ shorter than a frame still shuts the lips, on the frame nearest it', async () => {
    // 0.755–0.785 s falls between frames 18 (0.750 s) and 19 (0.792 s), the lips still opening on both.
    const quick = spoken([
      { time: 0.5, viseme: 'AI' },
      { time: 0.755, viseme: 'MBP' },
      { time: 0.785, viseme: 'AI' },
      { time: 1.2, viseme: 'rest' },
    ]);
    const req = presenterRequest({ prompt: 'Maya in the studio', speech: quick, seconds: 2 });
    const read = mouthReader(req, AVATAR_PRESETS.maya);
    expect((await read(18)).inside).toBe(0);
    expect((await read(17)).inside).toBeGreaterThan(150);
    expect((await read(20)).inside).toBeGreaterThan(150);
  });

  it('without a viseme timeline, the voice’s loudness opens the mouth and silence closes it', async () => {
    const level = new Float32Array(2 * FPS);
    level.fill(0.9, FPS);
    const speech: PresenterSpeech = { visemes: [], words: [], level };
    expect((await mouthAt(speech, 0.5)).inside).toBe(0);
    expect((await mouthAt(speech, 1.5)).inside).toBeGreaterThan(150);
  });
});
