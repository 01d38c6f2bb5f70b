/**
 * Issue 23 item 3: one video never shows the same composition twice (compose/variety.ts). The
 * footage request carries the video's scenes, so a scene whose prompt reads the same as an earlier
 * one's takes another framing, consecutive scenes change shot size and camera move, and an app
 * shown again moves on to its next screen.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { proceduralFootage } from '../../lambdas/render/adapters/procedural-footage';
import { videoCompositions } from '../../lambdas/render/compose/variety';
import { paletteFor } from '../../lambdas/render/draw/palette';
import type { FootageRequest, FootageSibling } from '../../lambdas/render/ports';

/** A password-reset training video as the planner writes it: demo scenes that read alike. */
const TRAINING: FootageSibling[] = [
  { type: 'motion', prompt: 'How to reset your password' },
  { type: 't2v_fast', prompt: "Clear demonstration of this step: open the app and tap 'Forgot password'" },
  { type: 'motion', prompt: 'Step 1: Open the app' },
  { type: 't2v_fast', prompt: "Close-up of hands doing this step: open the app and tap 'Forgot password'" },
  { type: 't2v_fast', prompt: 'Over-the-shoulder view of this step: enter your email address in the app' },
  { type: 't2v_fast', prompt: 'Clear demonstration of this step: choose a new password in the app' },
  { type: 't2v_fast', prompt: 'Clear demonstration of this step: sign in with the new password' },
  { type: 'motion', prompt: 'Recap' },
];

describe('t2v_fast variety: no composition twice in one video', () => {
  it('every generated scene of a video gets its own composition, even when the prompts read alike', () => {
    const chosen = videoCompositions(TRAINING);
    const keys = chosen.filter((c) => c !== null).map((c) => c!.key);
    expect(keys).toHaveLength(5);
    expect(new Set(keys).size).toBe(keys.length);
    expect(chosen.map((c) => c === null)).toEqual([true, false, true, false, false, false, false, true]);
  });

  it('a shot size the prompt asks for is kept, in every lexicon\'s language; the others are still varied', () => {
    const plan: FootageSibling[] = [
      { type: 't2v_fast', prompt: 'Close-up of bouquets of fresh flowers inside a florist' },
      { type: 't2v_fast', prompt: 'Gros plan sur les bouquets de la boutique' },
      { type: 't2v_fast', prompt: 'Primer plano de las flores en la floristería' },
      { type: 't2v_fast', prompt: 'Nahaufnahme der Blumen im Blumenladen' },
      { type: 't2v_fast', prompt: '花屋の花束のクローズアップ' },
      { type: 't2v_fast', prompt: 'لقطة قريبة للورود في محل الورد' },
      { type: 't2v_fast', prompt: 'A wide shot of the farm at sunrise' },
      { type: 't2v_fast', prompt: 'Close-up of treatment chairs inside a clinic' },
    ];
    const shots = videoCompositions(plan).map((c) => c!.framing.shot);
    expect(shots).toEqual(['close', 'close', 'close', 'close', 'close', 'close', 'wide', 'close']);
  });

  it('one prompt repeated five times: five framings, each shot size different from the one before, each camera move too', () => {
    const same = Array.from({ length: 5 }, () => ({ type: 't2v_fast' as const, prompt: 'A latte on a cafe counter' }));
    const chosen = videoCompositions(same).map((c) => c!);
    expect(new Set(chosen.map((c) => `${c.framing.shot}|${c.framing.side}|${c.framing.mirror}`)).size).toBe(5);
    for (let i = 1; i < chosen.length; i++) {
      expect(chosen[i]!.framing.shot).not.toBe(chosen[i - 1]!.framing.shot);
      expect(chosen[i]!.move).not.toBe(chosen[i - 1]!.move);
    }
  });

  it('an app shown again moves on: the sign-in screen, then the reset flow after it', () => {
    const states = videoCompositions(TRAINING)
      .filter((c) => c !== null)
      .map((c) => c!.screenState);
    expect(states).toEqual([0, 1, 2, 3, 4]);
  });

  it('the same plan gives the same choice on every worker', () => {
    expect(videoCompositions(TRAINING)).toEqual(videoCompositions(TRAINING));
  });

  it('two scenes of one video with the same prompt draw different pictures', async () => {
    const [width, height] = [216, 384];
    const video = { scenes: [0, 1].map(() => ({ type: 't2v_fast' as const, prompt: "Open the app and tap 'Forgot password'" })), index: 0 };
    const request = (index: number): FootageRequest => ({
      width,
      height,
      fps: 12,
      frames: 36,
      prompt: video.scenes[index]!.prompt,
      artStyle: 'cinematic',
      palette: paletteFor(null, 'cinematic'),
      image: null,
      content: { x: 13, y: 60, w: 164, h: 200 },
      seed: 42,
      video: { ...video, index },
    });
    const frames = await Promise.all(
      [0, 1].map(async (index) => {
        const source = await proceduralFootage().generate(request(index));
        const ctx = createCanvas(width, height).getContext('2d');
        await source.draw(ctx, 18);
        return ctx.getImageData(0, 0, width, height).data;
      }),
    );
    let difference = 0;
    for (let i = 0; i < frames[0]!.length; i += 4) difference += Math.abs(frames[0]![i]! - frames[1]![i]!) + Math.abs(frames[0]![i + 1]! - frames[1]![i + 1]!);
    expect(difference / (width * height)).toBeGreaterThan(10);
  });
});
