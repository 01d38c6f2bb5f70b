/**
 * What a scene does with narration: a Japanese plan read from kana stays within 15% of its
 * planned length; a line the voice cannot read is left out, its captions kept, the job told.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { espeakSpeech } from '../../lambdas/render/adapters/espeak-speech';
import { captionCues } from '../../lambdas/render/captions';
import { prepareScene, renderScene } from '../../lambdas/render/render-scene';
import { planSpec } from '../../lambdas/render/spec';
import { MAX_STRETCH, NARRATION_LEAD_SEC, NARRATION_TAIL_SEC } from '../../lambdas/render/timing';
import { testPorts } from './support/fixtures';

const speech = espeakSpeech();
const dirs: string[] = [];
afterAll(async () => {
  await speech.close?.();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});
const workDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'narration-'));
  dirs.push(dir);
  return dir;
};

/** Every scene of a plan prepared as the render prepares it, with the offline voice. */
async function prepareAll(body: Parameters<typeof planSpec>[0]) {
  const spec = planSpec(body);
  const out = await workDir();
  return Promise.all(spec.scenes.map((_, i) => prepareScene(spec, i, testPorts({ speech }), out)));
}

const japanesePlan = {
  language: 'ja',
  scene_plan: [
    { type: 'motion', prompt: '朝のコーヒー', duration_sec: 5, script: '毎朝、焙煎したての豆で淹れる一杯が、あなたの一日を変えます。' },
    { type: 'motion', prompt: '新しいラテ', duration_sec: 7, script: '新しいオーツミルクラテは、まろやかな甘さと深い香りが自慢です。今日から全国の店舗でお試しいただけます。' },
    { type: 'motion', prompt: '来店', duration_sec: 6, script: '今週末は二杯目が半額。お近くの店舗でお待ちしています。' },
  ],
};

describe('a Japanese scene plan is read in Japanese and keeps its length', () => {
  it('an 18-s plan stays within 20.7 s; every scene is spoken, its caption cues each at their own instant', async () => {
    const scenes = await prepareAll(japanesePlan);
    const total = scenes.reduce((sum, s) => sum + s.durationSec, 0);
    expect(total).toBeLessThanOrEqual(18 * MAX_STRETCH);
    // 淹 (to brew) is not in kuromoji's dictionary: unsaid, and the job is told.
    expect(scenes.flatMap((s) => s.notes)).toEqual(['Scene 1: the voice has no reading for 淹, left unsaid.']);
    for (const scene of scenes) {
      expect(scene.speech).not.toBeNull();
      const cues = captionCues(scene.captions, 'karaoke');
      expect(new Set(cues.map((c) => c.start)).size).toBe(cues.length);
      expect(scene.captions.at(-1)!.end).toBeLessThanOrEqual(NARRATION_LEAD_SEC + scene.speechSec + 1e-9);
    }
  });
});

describe('a line the voice cannot read is left out, never spelled out', () => {
  it('an Arabic scene plan without vowel marks: no narration, the captions spread over the scene, the planned length, and a note for the job log', async () => {
    const [scene] = await prepareAll({ language: 'ar', scene_plan: [{ type: 'motion', prompt: 'قهوة', duration_sec: 5, script: 'قهوة طازجة كل صباح، جربها اليوم.' }] });
    expect(scene!.speech).toBeNull();
    expect(scene!.narration).toBeNull();
    expect(scene!.durationSec).toBe(5);
    expect(scene!.notes).toEqual(['Scene 1: narration left out: the voice cannot read Arabic as written.']);
    expect(scene!.captions.map((w) => w.text).join(' ')).toBe('قهوة طازجة كل صباح، جربها اليوم.');
    expect(scene!.captions[0]!.start).toBe(NARRATION_LEAD_SEC);
    expect(scene!.captions.at(-1)!.end).toBeCloseTo(5 - NARRATION_TAIL_SEC, 6);
  });

  it('the rendered scene carries the note for the job log, and its captions are burned in', async () => {
    const spec = planSpec({ language: 'ar', scene_plan: [{ type: 'motion', prompt: 'قهوة', duration_sec: 3, script: 'قهوة طازجة كل صباح.' }] });
    const clip = await renderScene(spec, 0, testPorts({ speech }), await workDir());
    expect(clip.narration).toBeNull();
    expect(clip.notes).toEqual(['Scene 1: narration left out: the voice cannot read Arabic as written.']);
    expect(clip.captions.length).toBe(4);
    expect(clip.text.some((span) => span.layer === 'caption')).toBe(true);
  });

  it('the same line with its vowel marks is spoken', async () => {
    const [scene] = await prepareAll({ language: 'ar', scene_plan: [{ type: 'motion', prompt: 'قهوة', duration_sec: 5, script: 'قَهْوَةٌ طَازَجَةٌ كُلَّ صَبَاحٍ.' }] });
    expect(scene!.speech).not.toBeNull();
    expect(scene!.notes).toEqual([]);
  });
});
