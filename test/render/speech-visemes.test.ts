/**
 * Mouth shapes from the voice: the one phoneme → shape table for both voices, eSpeak NG's own
 * phoneme events on real takes, and the timeline on the scene kept in sync with the audio.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { espeakSpeech } from '../../lambdas/render/adapters/espeak-speech';
import { wavDurationSec, type PcmAudio } from '../../lambdas/render/audio/wav';
import { testPorts } from './support/fixtures';
import { prepareScene } from '../../lambdas/render/render-scene';
import { planSpec } from '../../lambdas/render/spec';
import { POLLY_VISEMES, visemeOfIpa, visemeOfPolly } from '../../lambdas/render/speech/phoneme-visemes';
import { mouthPose, VISEMES, type VisemeMark } from '../../lambdas/render/speech/visemes';
import { NARRATION_LEAD_SEC } from '../../lambdas/render/timing';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const speech = espeakSpeech();
const dirs: string[] = [];
afterAll(async () => {
  await speech.close?.();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('one table of mouth shapes for both voices', () => {
  it('eSpeak phonemes (IPA): /m b p/ press the lips, /f v/ tuck, /o u/ round, /a/ opens, a pause rests', () => {
    for (const p of ['m', 'b', 'p', 'pʰ']) expect(visemeOfIpa(p)).toBe('MBP');
    for (const p of ['f', 'v']) expect(visemeOfIpa(p)).toBe('FV');
    for (const p of ['oʊ', 'ɔː', 'o̞']) expect(visemeOfIpa(p)).toBe('O');
    for (const p of ['uː', 'ʊ', 'ɯᵝ']) expect(visemeOfIpa(p)).toBe('U');
    for (const p of ['w']) expect(visemeOfIpa(p)).toBe('WQ');
    for (const p of ['ä', 'aɪ', 'æ', 'ɑː']) expect(visemeOfIpa(p)).toBe('AI');
    for (const p of ['iː', 'e̞', 'ɛ', 'eɪ']) expect(visemeOfIpa(p)).toBe('E');
    for (const p of ['l', 'ɫ']) expect(visemeOfIpa(p)).toBe('L');
    for (const p of ['t', 's', 'k', 'ɹ', 'tɕ', 'ð', 'ə']) expect(visemeOfIpa(p)).toBe('etc');
    expect(visemeOfIpa('')).toBe('rest');
    // A lone modifier (palatalisation) colours the shapes around it and has none of its own.
    expect(visemeOfIpa('ʲ')).toBeNull();
  });

  it("Polly's whole viseme alphabet maps onto the set; p closes, f tucks, o and u round, sil rests", () => {
    expect(Object.keys(POLLY_VISEMES).sort()).toEqual(['@', 'E', 'O', 'S', 'T', 'a', 'e', 'f', 'i', 'k', 'o', 'p', 'r', 's', 'sil', 't', 'u'].sort());
    for (const shape of Object.values(POLLY_VISEMES)) expect(VISEMES).toContain(shape);
    expect([visemeOfPolly('p'), visemeOfPolly('f'), visemeOfPolly('o'), visemeOfPolly('u'), visemeOfPolly('sil')]).toEqual(['MBP', 'FV', 'O', 'U', 'rest']);
    expect(visemeOfPolly('a new one')).toBe('etc');
  });
});

/** The shapes of a take in order, the neutral consonant shape left out. */
const shapes = (marks: VisemeMark[]) => marks.map((m) => m.viseme).filter((v) => v !== 'etc');

describe("eSpeak NG's phoneme events drive the mouth", () => {
  it('the shapes follow the phonemes of the line', async () => {
    const spoken = await speech.synthesize({ text: 'Mop, boom, five.', voiceId: 'en-us-female', language: 'en' });
    // m-o-p , b-oo-m , f-i-v .
    expect(shapes(spoken!.visemes!)).toEqual(['MBP', 'AI', 'MBP', 'rest', 'MBP', 'U', 'MBP', 'rest', 'FV', 'AI', 'FV', 'rest']);
  });

  it('every language eSpeak reads gets shapes, Japanese read from kana included', async () => {
    const spoken = await speech.synthesize({ text: 'お見舞い', voiceId: 'en-us-female', language: 'ja' });
    // o-mi-ma-i: rounded, lips pressed twice, open.
    expect(shapes(spoken!.visemes!).slice(0, 5)).toEqual(['O', 'MBP', 'E', 'MBP', 'AI']);
  });
});

/**
 * Silences inside a take between `minSec` and `maxSec` long (a stop's closure, not a pause), as
 * [start, end] seconds; blips of noise shorter than 10 ms inside a silence do not break it.
 */
function closures(audio: PcmAudio, minSec: number, maxSec: number): [number, number][] {
  const samples = audio.channels[0]!;
  const window = Math.round(audio.sampleRate * 0.002);
  const rms: number[] = [];
  for (let i = 0; i + window <= samples.length; i += window) {
    let sum = 0;
    for (let j = i; j < i + window; j++) sum += samples[j]! ** 2;
    rms.push(Math.sqrt(sum / window));
  }
  const loud = Math.max(...rms);
  const silences: [number, number][] = [];
  rms.forEach((r, i) => {
    if (r >= 0.02 * loud) return;
    const [a, b] = [(i * window) / audio.sampleRate, ((i + 1) * window) / audio.sampleRate];
    const last = silences.at(-1);
    if (last && a - last[1] < 0.01) last[1] = b;
    else silences.push([a, b]);
  });
  return silences.filter(([a, b]) => a > 0 && b < wavDurationSec(audio) && b - a >= minSec && b - a <= maxSec);
}

describe('the mouth stays in sync with the voice on the scene timeline', () => {
  it('the lips close where the silence of each /p/ closure starts, within a frame, through the scene offset and a faster tempo', async () => {
    const fps = 30;
    const out = await mkdtemp(join(tmpdir(), 'visemes-'));
    dirs.push(out);
    // A 3-s scene with a longer line: it is stretched, then sped up.
    const spec = planSpec({ scene_plan: [{ type: 'motion', prompt: 'Puppies', duration_sec: 3, script: 'A happy puppy, a paper map, a purple puppet, and a pop up shop.' }] });
    const prepared = await prepareScene(spec, 0, testPorts({ speech }), out);
    expect(prepared.tempo).toBeGreaterThan(1);
    const { audio, visemes } = prepared.speech!;
    const onScene = (t: number) => NARRATION_LEAD_SEC + t / prepared.tempo;
    const landmarks = closures(audio, 0.025, 0.09).filter(([, end]) => onScene(end) < NARRATION_LEAD_SEC + prepared.speechSec);
    // p, pp, pp, p, p, p, p, p: the take has its closures.
    expect(landmarks.length).toBeGreaterThanOrEqual(6);
    const lipsClosed = visemes.filter((m) => m.viseme === 'MBP').map((m) => m.time);
    // Just before the release, when the mouth has had the whole closure to get there.
    const beforeRelease = (end: number) => onScene(end) - 0.005;
    for (const [start, end] of landmarks) {
      const pose = mouthPose(visemes, beforeRelease(end));
      // A closure is a stop; the lips are what close for /p/, the tongue for /t/ and /k/.
      if (pose.open > 0.05) continue;
      const nearest = Math.min(...lipsClosed.map((t) => Math.abs(t - onScene(start))));
      expect(nearest).toBeLessThanOrEqual(1 / fps);
    }
    const pressed = landmarks.filter(([, end]) => mouthPose(visemes, beforeRelease(end)).open <= 0.05);
    expect(pressed.length).toBeGreaterThanOrEqual(6);
    expect(wavDurationSec(audio)).toBeGreaterThan(prepared.speechSec);
  });
});
