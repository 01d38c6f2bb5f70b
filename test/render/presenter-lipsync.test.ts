/**
 * Issue 22: the presenter speaks real takes. A line is narrated by the offline voice (eSpeak NG),
 * in English and in Japanese, or carries the speech marks Amazon Polly documents for a line, and
 * is rendered as an `s2v` scene through the engine; the presenter request the scene makes carries
 * the take's viseme timeline, and in the frames drawn from it the mouth follows that timeline:
 * shut on every /m b p/ on a frame within half a frame of it, rounded through every /o u w/, open
 * on /a/ and /e/.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SynthesizeSpeechCommand } from '@aws-sdk/client-polly';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollySpeech } from '../../lambdas/adapters/render/polly-speech';
import { AVATAR_PRESETS } from '../../lambdas/core/presets';
import { espeakSpeech } from '../../lambdas/render/adapters/espeak-speech';
import { defaultPorts } from '../../lambdas/render/default-ports';
import { ensureFonts } from '../../lambdas/render/fonts';
import type { PresenterRequest, SpeechSynthesizer } from '../../lambdas/render/ports';
import { renderScene } from '../../lambdas/render/render-scene';
import { planSpec } from '../../lambdas/render/spec';
import type { Viseme } from '../../lambdas/render/speech/visemes';
import { mouthReader, type Mouth } from './support/presenter';

const LINES = {
  en: 'Maybe Bob will pop by. Who knew? Go home.',
  ja: '毎朝、焙煎したての豆で作っています。',
} as const;

const speech = espeakSpeech();
const dirs: string[] = [];
beforeAll(() => ensureFonts());
afterAll(async () => {
  await speech.close?.();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

/** The presenter request the engine makes for a scene narrated by `voice` (the scene itself drawn blank). */
async function narratedRequest(voice: SpeechSynthesizer, language: string, script: string, aspect: '9:16' | '16:9'): Promise<PresenterRequest> {
  let request: PresenterRequest | null = null;
  const ports = defaultPorts({
    speech: voice,
    presenter: {
      async generate(r) {
        request = r;
        return { async draw() {} };
      },
    },
  });
  const spec = planSpec({
    title: 'Lip sync',
    aspect,
    language,
    avatar_preset_id: 'maya',
    captions: { style: 'none' },
    scene_plan: [{ type: 's2v', prompt: 'Maya in the studio', script, duration_sec: 3 }],
  });
  const dir = await mkdtemp(join(tmpdir(), 'lipsync-'));
  dirs.push(dir);
  await renderScene(spec, 0, ports, dir);
  if (!request) throw new Error('the scene asked for no presenter');
  return request;
}

interface Hold {
  viseme: Viseme;
  start: number;
  end: number;
  /** The frame nearest the middle of the hold. */
  frame: number;
}

const ROUND = new Set<Viseme>(['O', 'U', 'WQ']);
const OPEN = new Set<Viseme>(['AI', 'E']);

/** The take's shapes on the scene's timeline, each with the frame nearest the middle of its hold. */
function holdsOf(req: PresenterRequest): Hold[] {
  const marks = req.speech.visemes;
  return marks.slice(0, -1).map((m, i) => {
    const end = marks[i + 1]!.time;
    return { viseme: m.viseme, start: m.time, end, frame: Math.round(((m.time + end) / 2) * req.fps) };
  });
}

/** Shut on every /m b p/, open on /a e/, rounded on /o u w/ (narrower than the other vowels' opening). */
async function expectMouthFollows(req: PresenterRequest): Promise<void> {
  const holds = holdsOf(req);
  const read = mouthReader(req, AVATAR_PRESETS.maya);
  const mouths = new Map<number, Mouth>();
  const at = async (frame: number) => mouths.get(frame) ?? mouths.set(frame, await read(frame)).get(frame)!;
  // A shape held two frames or more is reached by the frame nearest its middle (the shapes blend over 60 ms).
  const seen = (h: Hold) => h.end - h.start >= 2 / req.fps;

  for (const h of holds.filter((h) => h.viseme === 'MBP')) {
    expect(Math.abs(h.frame / req.fps - (h.start + h.end) / 2)).toBeLessThanOrEqual(0.5 / req.fps);
    expect((await at(h.frame)).inside, `/m b p/ at ${h.start.toFixed(3)} s, frame ${h.frame}`).toBe(0);
  }
  const widths: number[] = [];
  for (const h of holds.filter((h) => OPEN.has(h.viseme) && seen(h))) {
    const mouth = await at(h.frame);
    expect(mouth.inside, `${h.viseme} at ${h.start.toFixed(3)} s`).toBeGreaterThan(50);
    widths.push(mouth.width);
  }
  const spread = widths.sort((a, b) => a - b)[Math.floor(widths.length / 2)]!;
  for (const h of holds.filter((h) => ROUND.has(h.viseme) && seen(h))) {
    const mouth = await at(h.frame);
    expect(mouth.inside, `${h.viseme} at ${h.start.toFixed(3)} s`).toBeGreaterThan(0);
    expect(mouth.width, `${h.viseme} at ${h.start.toFixed(3)} s`).toBeLessThan(spread * 0.75);
  }
}

describe.each(['en', 'ja'] as const)('%s, eSpeak NG: the mouth follows the voice’s own visemes', (language) => {
  it.each(['9:16', '16:9'] as const)('%s', async (aspect) => {
    const req = await narratedRequest(speech, language, LINES[language], aspect);
    const holds = holdsOf(req);
    expect(holds.some((h) => h.viseme === 'MBP')).toBe(true);
    expect(holds.some((h) => ROUND.has(h.viseme))).toBe(true);
    await expectMouthFollows(req);
  });
});

describe("Amazon Polly's viseme marks", () => {
  it('the marks Polly documents for "Mary had a little lamb." reach the mouth: shut on the /m/ of "Mary", open on its vowel', async () => {
    const marks = readFileSync(new URL('./support/polly/mary-had-a-little-lamb.jsonl', import.meta.url), 'utf8');
    const pcm = new Uint8Array(16_000 * 2);
    const client = {
      send: async (command: SynthesizeSpeechCommand) =>
        command.input.OutputFormat === 'json' ? { AudioStream: { transformToString: async () => marks } } : { AudioStream: { transformToByteArray: async () => pcm } },
    };
    const req = await narratedRequest(pollySpeech(client as never), 'en', 'Mary had a little lamb.', '9:16');
    expect(holdsOf(req).map((h) => h.viseme)).toEqual(['MBP', 'E', 'etc', 'E', 'etc', 'AI', 'etc']);
    await expectMouthFollows(req);
  });
});
