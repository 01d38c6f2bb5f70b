/**
 * Issue 22: the illustrated presenter's mouth speaks the words. Frames are rendered from a
 * hand-made viseme timeline and the pixels of the mouth read back: the lips are closed on
 * /m b p/ (nothing of the inside of the mouth shows), wide open on /a/, rounded on /o/ (a
 * narrower, taller opening than /e/'s), the upper teeth rest on the lower lip on /f v/. Without
 * a timeline the voice's loudness opens the mouth, and silence closes it.
 */
import { createCanvas } from '@napi-rs/canvas';
import { beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_PRESETS } from '../../lambdas/core/presets';
import { parseHex } from '../../lambdas/render/draw/palette';
import { ensureFonts } from '../../lambdas/render/fonts';
import { illustratedPresenter, presenterPlan } from '../../lambdas/render/presenter/illustrated';
import { MOUTH_HALF_WIDTH, MOUTH_INSIDE, MOUTH_Y } from '../../lambdas/render/presenter/mouth';
import type { PresenterSpeech } from '../../lambdas/render/ports';
import type { Aspect } from '../../lambdas/render/spec';
import type { VisemeMark } from '../../lambdas/render/speech/visemes';
import { FPS, presenterRequest } from './support/presenter';

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

interface Mouth {
  /** Pixels showing the inside of the mouth, and their bounding box. */
  inside: number;
  width: number;
  height: number;
  /** Near-white pixels: teeth. */
  teeth: number;
}

/**
 * Renders frame `t` and reads the mouth's region: an oval round the mouth where the head is at
 * that instant, inside the face at every point (the hair and the neck stay outside it).
 */
async function mouthAt(speech: PresenterSpeech, t: number, aspect: Aspect = '9:16'): Promise<Mouth> {
  const req = presenterRequest({ aspect, prompt: 'Maya in the studio', speech, seconds: 2 });
  const { framing, performance } = presenterPlan(req, AVATAR_PRESETS.maya);
  const frame = Math.round(t * FPS);
  const ctx = createCanvas(req.width, req.height).getContext('2d');
  await illustratedPresenter(req, AVATAR_PRESETS.maya).draw(ctx, frame);
  const { offset, head } = performance.poseAt(frame / FPS, frame);
  const rx = (MOUTH_HALF_WIDTH + 0.05) * framing.r;
  const ry = 0.34 * framing.r;
  const mx = framing.cx + (offset.x + head.shift) * framing.r;
  const my = framing.cy + (offset.y + head.nod + MOUTH_Y + 0.06) * framing.r;
  const x0 = Math.floor(mx - rx);
  const y0 = Math.floor(my - ry);
  const w = Math.ceil(2 * rx);
  const h = Math.ceil(2 * ry);
  const { data } = ctx.getImageData(x0, y0, w, h);
  const [ir, ig, ib] = parseHex(MOUTH_INSIDE);
  const found = { inside: 0, teeth: 0, x: [] as number[], y: [] as number[] };
  for (let i = 0; i < data.length; i += 4) {
    const x = (i / 4) % w;
    const y = Math.floor(i / 4 / w);
    if (((x0 + x - mx) / rx) ** 2 + ((y0 + y - my) / ry) ** 2 > 1) continue;
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (Math.abs(r - ir) + Math.abs(g - ig) + Math.abs(b - ib) < 30) {
      found.inside++;
      found.x.push(x);
      found.y.push(y);
    }
    if (r > 240 && g > 236 && b > 228) found.teeth++;
  }
  const extent = (v: number[]) => (v.length ? Math.max(...v) - Math.min(...v) + 1 : 0);
  return { inside: found.inside, width: extent(found.x), height: extent(found.y), teeth: found.teeth };
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

  it('without a viseme timeline, the voice’s loudness opens the mouth and silence closes it', async () => {
    const level = new Float32Array(2 * FPS);
    level.fill(0.9, FPS);
    const speech: PresenterSpeech = { visemes: [], words: [], level };
    expect((await mouthAt(speech, 0.5)).inside).toBe(0);
    expect((await mouthAt(speech, 1.5)).inside).toBeGreaterThan(150);
  });
});
